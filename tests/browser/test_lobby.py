"""The lobby: games, the new-game form, settings, rules, language, phone and tablet layout."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from harness import wait_ready
from helpers import no_horizontal_scroll, start_game, state, wait_dialog_entry_gone

from kartentisch import catalogue

GAMES = catalogue.ids()
SOURCES = Path(__file__).resolve().parents[2] / "src" / "kartentisch" / "games"


def rules_source(game: str, lang: str) -> str | None:
    """The Markdown the build renders into the rules dialog."""
    path = SOURCES / game.replace("-", "_") / "rules" / f"{lang}.md"
    return path.read_text(encoding="utf-8") if path.is_file() else None


def playable(page: Any) -> list[str]:
    return [
        str(g)
        for g in page.eval_on_selector_all(
            '#games [data-lobby="new"]', "els => els.map(e => e.dataset.game)"
        )
    ]


def test_the_lobby_shows_at_once_with_a_progress_bar(open_page: Any) -> None:
    page = open_page(wait=False, service_workers="block")
    held: list[Any] = []

    def hold(route: Any) -> None:
        held.append(route)

    page.route("**/main.py", hold)
    page.reload(wait_until="domcontentloaded")
    page.wait_for_function("document.querySelectorAll('#games .game-card').length === 4")
    for _ in range(1200):
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the runtime asked for main.py"
    before = page.evaluate(
        """() => ({
          ready: document.documentElement.dataset.ready,
          lobby: !document.getElementById('lobby').hidden,
          names: [...document.querySelectorAll('#games h2')].map(h => h.textContent),
          enabled: [...document.querySelectorAll('#lobby button')].filter(b => !b.disabled)
            .length,
          boot: getComputedStyle(document.getElementById('boot')).display,
          bar: document.getElementById('boot-progress').getBoundingClientRect().height,
          text: document.getElementById('boot-text').textContent,
        })"""
    )
    assert before["ready"] == "0" and before["lobby"]
    assert before["names"] == ["Fünf Kronen", "Eselspiel", "Zehn", "10 Gebote"]
    assert before["enabled"] == 0, "controls wait for the engine"
    assert before["boot"] != "none" and before["bar"] > 0
    assert before["text"].startswith("Der Tisch wird gedeckt")
    held[0].continue_()
    wait_ready(page)
    assert not page.locator("#boot").is_visible()
    assert page.locator('#games [data-lobby="new"]:not([disabled])').count() == 4


def test_lobby_lists_the_four_games(app: Any) -> None:
    cards = app.locator("#games .game-card")
    assert cards.count() == 4
    assert [cards.nth(i).get_attribute("data-game") for i in range(4)] == GAMES
    assert "demo" not in app.locator("#games").inner_text().lower()
    for game in GAMES:
        card = app.locator(f'#games .game-card[data-game="{game}"]')
        coming = "coming" in (card.get_attribute("class") or "")
        assert coming == (game not in playable(app))


def test_new_game_form_validates(app: Any) -> None:
    app.evaluate("window.kartentischTest.newGame('demo')")
    game = "demo"
    app.fill("#ng-seat-0-name", "   ")
    app.fill("#ng-seat-1-name", "Zoe")
    app.select_option("#ng-seat-1-kind", "human")
    app.locator("#ng-advanced summary").click()
    app.fill("#ng-seed", "12ab")
    app.locator("#ng-start").click()
    assert app.locator("#dlg-new").get_attribute("open") is not None
    assert app.locator("#ng-err-seat-0-name").inner_text() == "Bitte einen Namen eingeben."
    assert app.locator("#ng-err-seed").inner_text() != ""
    assert app.locator("#ng-seat-0-name").get_attribute("aria-invalid") == "true"
    app.fill("#ng-seat-0-name", "zoe")
    app.fill("#ng-seed", "5")
    app.locator("#ng-start").click()
    assert app.locator("#ng-err-seat-1-name").inner_text() == "Jeder Name nur einmal."
    app.fill("#ng-seat-0-name", "Ada <b>")
    app.locator("#ng-start").click()
    app.wait_for_selector("#table-screen:not([hidden])")
    assert state(app)["game"] == game
    assert app.locator("#pass-screen").is_visible()
    assert "Ada <b>" in app.locator("#pass-title").inner_text()


def test_start_game_helper_and_continue(app: Any) -> None:
    if not playable(app):
        pytest.skip("no game has its table in this build yet")
    game = playable(app)[0]
    start_game(app, game, [("Ada", None), ("Bo", None)], seed=11)
    assert state(app)["game"] == game
    app.locator('.table-bar [data-host="lobby"]').click()
    continue_button = app.locator(f'#games [data-lobby="continue"][data-game="{game}"]')
    assert continue_button.is_visible()
    continue_button.click()
    assert state(app)["game"] == game


def test_settings_persist_and_switch_language(app: Any) -> None:
    app.locator('#lobby [data-host="settings"]').click()
    app.locator('#set-lang input[value="en"]').check()
    app.locator('#set-speed input[value="fast"]').check()
    assert app.locator("#lobby .tagline").inner_text().startswith("Four card games")
    assert app.locator("#set-title").inner_text() == "Settings"
    app.locator('[data-dialog-close="dlg-settings"]').click()
    stored = json.loads(app.evaluate("localStorage.getItem('kartentisch.settings')"))
    assert stored["lang"] == "en" and stored["speed"] == "fast"
    wait_dialog_entry_gone(app)
    app.reload()
    wait_ready(app)
    assert app.evaluate("document.documentElement.lang") == "en"
    assert app.locator("#lobby h1").inner_text() == "Kartentisch"
    assert app.locator('#lobby [data-host="settings"]').inner_text() == "Settings"
    app.locator('#lobby [data-host="settings"]').click()
    app.locator('#set-lang input[value="nl"]').check()
    assert app.locator('#lobby [data-host="settings"]').inner_text() == "Instellingen"
    assert app.locator("#set-title").inner_text() == "Instellingen"


def test_rules_dialog_shows_the_rules(app: Any) -> None:
    games = [
        str(g)
        for g in app.eval_on_selector_all(
            '#games [data-lobby="rules"]', "els => els.map(e => e.dataset.game)"
        )
    ]
    for game in games:
        app.locator(f'#games [data-lobby="rules"][data-game="{game}"]').click()
        text = app.locator("#rules-text")
        text.wait_for(state="visible")
        if rules_source(game, "de") is None:
            assert text.inner_text() == "Die Regeln für dieses Spiel folgen bald."
        else:
            assert len(text.inner_text()) > 200, game
            assert text.locator("h2, h3, p").count() > 2
        assert text.locator("script").count() == 0
        app.keyboard.press("Escape")
        app.wait_for_selector("#dlg-rules", state="hidden")


def test_rules_follow_the_language(app: Any) -> None:
    for lang in ("en", "nl"):
        app.locator('#lobby [data-host="settings"]').click()
        app.locator(f'#set-lang input[value="{lang}"]').check()
        app.locator('[data-dialog-close="dlg-settings"]').click()
        for game in GAMES:
            source = rules_source(game, lang)
            assert source is not None and source != rules_source(game, "de"), game
            first_line = next(x for x in source.splitlines() if x.strip() and x[0].isalpha())
            app.locator(f'#games [data-lobby="rules"][data-game="{game}"]').click()
            text = app.locator("#rules-text")
            text.wait_for(state="visible")
            assert first_line.split()[0] in text.inner_text(), (game, lang)
            app.keyboard.press("Escape")
            app.wait_for_selector("#dlg-rules", state="hidden")


def test_reduced_motion_follows_the_system_by_default(app: Any) -> None:
    root = "document.documentElement.dataset.motion"
    app.locator('#lobby [data-host="settings"]').click()
    assert app.locator('#set-reduced_motion input[value="system"]').is_checked()
    app.locator('[data-dialog-close="dlg-settings"]').click()
    try:
        app.emulate_media(reduced_motion="reduce")
        app.wait_for_function(f"{root} === 'reduced'")
        app.emulate_media(reduced_motion="no-preference")
        app.wait_for_function(f"{root} === 'full'")
    finally:
        app.emulate_media(reduced_motion="reduce")
    app.wait_for_function(f"{root} === 'reduced'")


def test_lobby_fits_phone_and_tablet(app: Any, shot: Any) -> None:
    for width, height in ((390, 844), (1024, 768)):
        app.set_viewport_size({"width": width, "height": height})
        assert no_horizontal_scroll(app)
        shot(app, f"lobby-{width}x{height}")
        small = app.evaluate(
            """() => [...document.querySelectorAll('#lobby button:not([hidden])')]
                 .filter(b => b.offsetParent && b.getBoundingClientRect().height < 44)
                 .map(b => b.textContent)"""
        )
        assert small == []
        app.evaluate("window.kartentischTest.newGame('demo')")
        app.select_option("#ng-count", "4")
        assert no_horizontal_scroll(app)
        shot(app, f"new-game-{width}x{height}")
        app.keyboard.press("Escape")
