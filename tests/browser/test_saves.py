"""Saves in the browser: resume after reload, bad saves, storage full or unavailable, files."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from harness import wait_ready
from helpers import state, wait_for_person

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.saves import to_json

DEMO_SEATS = json.dumps([["Ada", None], ["Bot", "greedy"]])


def start_demo(page: Any, seats: str = DEMO_SEATS, seed: int = 4) -> None:
    page.evaluate(f"window.kartentischTest.start('demo', {json.dumps(seats)}, {seed})")


def screen(page: Any) -> dict[str, str]:
    return {
        "table": page.locator("#table").inner_html(),
        "log": page.locator("#log").inner_text(),
        "caption": page.locator("#caption").inner_text(),
    }


def test_game_resumes_after_reload(app: Any) -> None:
    start_demo(app)
    wait_for_person(app)
    app.locator("#table [data-action]").first.click()
    before = wait_for_person(app)
    assert before["moves"] >= 2
    saved = json.loads(app.evaluate("localStorage.getItem('kartentisch.save.demo')"))
    assert len(saved["actions"]) == before["moves"], "every move is saved at once"
    shown = screen(app)
    app.reload()
    wait_ready(app)
    after = state(app)
    assert after["game"] == "demo" and after["moves"] == before["moves"]
    assert after["legal"] == before["legal"]
    assert screen(app) == shown, "the same table, log and status as before the reload"


def demo_save() -> str:
    match = Match.start(catalogue.get("demo"), [PlayerSpec("Ada"), PlayerSpec("Bot", "greedy")], 3)
    for _ in range(3):
        match.play(match.legal(match.current or 0)[0])
    return to_json(match)


def bad_saves() -> list[tuple[str, str]]:
    """(save text, words of the message) for a corrupt, a tampered, an incompatible save."""
    tampered = json.loads(demo_save())
    tampered["seed"] = str(int(tampered["seed"]) + 1)
    incompatible = json.loads(demo_save())
    incompatible["version"] = 999
    return [
        ("{this is not json", "beschädigt"),
        (json.dumps(tampered), "verändert"),
        (json.dumps(incompatible), "anderen Version"),
    ]


def test_bad_saves_get_a_message_and_a_fresh_start(app: Any) -> None:
    other_save = demo_save()
    for bad, words in bad_saves():
        keys = {
            "kartentisch.save.demo": bad,
            "kartentisch.active": "demo",
            "kartentisch.save.zehn": other_save,
            "kartentisch.settings": json.dumps({"speed": "off", "lang": "de"}),
            "someone.else": "untouched",
        }
        app.evaluate(
            "keys => { for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v) }",
            keys,
        )
        app.reload()
        wait_ready(app)
        message = app.locator("#dlg-message")
        assert message.is_visible()
        assert words in message.inner_text()
        assert "neues Spiel" in message.inner_text()
        app.locator("#msg-ok").click()
        assert state(app)["screen"] == "lobby"
        assert app.locator("#lobby").is_visible()
        stored = app.evaluate("() => Object.assign({}, localStorage)")
        assert stored["kartentisch.backup.demo"] == bad
        assert "kartentisch.save.demo" not in stored
        assert "kartentisch.active" not in stored
        assert stored["kartentisch.save.zehn"] == other_save
        assert stored["someone.else"] == "untouched"
        assert json.loads(stored["kartentisch.settings"]) == {"speed": "off", "lang": "de"}


def test_full_storage_lets_play_go_on(app: Any) -> None:
    start_demo(app)
    wait_for_person(app)
    app.evaluate(
        """() => {
          window.__setItem = Storage.prototype.setItem;
          Storage.prototype.setItem = function () {
            throw new DOMException('full', 'QuotaExceededError');
          };
        }"""
    )
    try:
        moves = state(app)["moves"]
        app.locator("#table [data-action]").first.click()
        app.locator(".toast-warn").first.wait_for()
        assert "Speicher ist voll" in app.locator("#toasts").inner_text()
        assert wait_for_person(app)["moves"] > moves
    finally:
        app.evaluate("() => { Storage.prototype.setItem = window.__setItem; }")


def test_unavailable_storage_lets_play_go_on(open_page: Any) -> None:
    page = open_page(wait=False)
    page.context.add_init_script(
        """Object.defineProperty(window, 'localStorage', {
             get() { throw new DOMException('denied', 'SecurityError'); }
           });"""
    )
    page.reload()
    wait_ready(page)
    page.locator(".toast-warn").first.wait_for()
    assert "erlaubt kein Speichern" in page.locator("#toasts").inner_text()
    start_demo(page, seats=json.dumps([["Ada", None], ["Bo", "random"]]))
    wait_for_person(page)
    page.locator("#table [data-action]").first.click()
    assert wait_for_person(page)["moves"] >= 1


def test_import_and_export_a_save_file(app: Any, tmp_path: Path) -> None:
    start_demo(app)
    wait_for_person(app)
    with app.expect_download() as download_info:
        app.locator('.table-bar [data-host="export"]').click()
    exported = tmp_path / "save.json"
    download_info.value.save_as(exported)
    moves = state(app)["moves"]
    assert len(json.loads(exported.read_text())["actions"]) == moves
    app.locator('.table-bar [data-host="lobby"]').click()

    bad = tmp_path / "bad.json"
    data = json.loads(exported.read_text())
    data["players"][0]["name"] = "<img src=x onerror=alert(1)>"
    bad.write_text(json.dumps(data))
    app.set_input_files("#import-file", str(bad))
    app.locator("#dlg-message").wait_for(state="visible")
    assert "kein gültiger Spielstand" in app.locator("#dlg-message").inner_text()
    assert app.locator("img").count() == 0
    app.locator("#msg-ok").click()

    app.set_input_files("#import-file", str(exported))
    app.wait_for_selector("#table-screen:not([hidden])")
    assert state(app)["moves"] == moves


def test_importing_over_a_game_in_progress_asks_first(app: Any, tmp_path: Path) -> None:
    start_demo(app)
    wait_for_person(app)
    with app.expect_download() as download_info:
        app.locator('.table-bar [data-host="export"]').click()
    exported = tmp_path / "older.json"
    download_info.value.save_as(exported)
    older = state(app)["moves"]
    app.locator("#table [data-action]").first.click()
    newer = wait_for_person(app)["moves"]
    assert newer > older
    app.locator('.table-bar [data-host="lobby"]').click()
    current = app.evaluate("localStorage.getItem('kartentisch.save.demo')")

    app.set_input_files("#import-file", str(exported))
    app.locator("#msg-confirm").wait_for(state="visible")
    assert "ersetzt" in app.locator("#dlg-message").inner_text()
    app.locator("#msg-cancel").click()
    assert state(app)["screen"] == "lobby"
    assert app.evaluate("localStorage.getItem('kartentisch.save.demo')") == current

    app.set_input_files("#import-file", str(exported))
    app.locator("#msg-confirm").click()
    app.wait_for_selector("#table-screen:not([hidden])")
    assert state(app)["moves"] == older


def test_a_new_game_over_a_saved_one_asks_first(app: Any) -> None:
    """The question before a new game replaces a saved one, answered by keyboard: the focus
    starts on "Cancel" (Enter keeps the save and the form), Tab and Enter replace it."""
    start_demo(app)
    wait_for_person(app)
    app.locator("#table [data-action]").first.click()
    wait_for_person(app)
    app.locator('.table-bar [data-host="lobby"]').click()
    app.wait_for_selector("#lobby:not([hidden])")
    saved = app.evaluate("localStorage.getItem('kartentisch.save.demo')")

    app.evaluate("window.kartentischTest.newGame('demo')")
    app.fill("#ng-seat-0-name", "Neu")
    app.locator("#ng-start").click()
    app.locator("#msg-confirm").wait_for(state="visible")
    question = app.locator("#dlg-message").inner_text()
    assert "wird ersetzt" in question and "Ada, Bot" in question
    assert app.evaluate("document.activeElement.id") == "msg-cancel", "the safe choice first"
    app.keyboard.press("Enter")
    app.wait_for_selector("#dlg-message:not([open])", state="attached")
    assert app.locator("#dlg-new").get_attribute("open") is not None, "the form stays"
    assert app.locator("#ng-seat-0-name").input_value() == "Neu"
    assert state(app)["screen"] == "lobby"
    assert app.evaluate("localStorage.getItem('kartentisch.save.demo')") == saved

    app.locator("#ng-start").click()
    app.locator("#msg-confirm").wait_for(state="visible")
    app.keyboard.press("Escape")
    app.wait_for_selector("#dlg-message:not([open])", state="attached")
    assert app.locator("#dlg-new").get_attribute("open") is not None, "Escape cancels too"
    assert app.evaluate("localStorage.getItem('kartentisch.save.demo')") == saved

    app.locator("#ng-start").click()
    app.locator("#msg-confirm").wait_for(state="visible")
    app.keyboard.press("Tab")
    assert app.evaluate("document.activeElement.id") == "msg-confirm"
    app.keyboard.press("Enter")
    app.wait_for_selector("#table-screen:not([hidden])")
    replaced = app.evaluate("localStorage.getItem('kartentisch.save.demo')")
    assert replaced != saved
    assert json.loads(replaced)["players"][0]["name"] == "Neu"
    assert app.locator("dialog[open]").count() == 0


def test_on_a_phone_the_log_panel_saves_to_a_file(app: Any, tmp_path: Path) -> None:
    """Upright on a phone the header has no room for the file button next to the game's
    name: it sits at the end of the log panel instead, and does the same."""
    app.set_viewport_size({"width": 390, "height": 844})
    start_demo(app)
    wait_for_person(app)
    assert not app.locator('.table-bar [data-host="export"]').is_visible()
    app.locator("#btn-log").click()
    in_panel = app.locator('#log-panel [data-host="export"]')
    box = in_panel.bounding_box()
    assert box is not None and box["height"] >= 44 and box["y"] + box["height"] <= 844
    with app.expect_download() as download_info:
        in_panel.click()
    exported = tmp_path / "phone.json"
    download_info.value.save_as(exported)
    assert len(json.loads(exported.read_text())["actions"]) == state(app)["moves"]
    app.set_viewport_size({"width": 1024, "height": 768})
    assert app.locator('.table-bar [data-host="export"]').is_visible()
    assert not in_panel.is_visible()
