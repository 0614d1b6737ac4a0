"""The table host with the hidden demo game: pass-and-play, bots, keys, drag, the end screen."""

from __future__ import annotations

import json
from typing import Any

from helpers import no_horizontal_scroll, pass_device, state, wait_for_person


def start(page: Any, seats: list[list[Any]], seed: int) -> None:
    page.evaluate(
        "([seats, seed]) => window.kartentischTest.start('demo', seats, seed)",
        [json.dumps(seats), seed],
    )


def test_two_people_pass_the_device_and_finish(app: Any, shot: Any) -> None:
    start(app, [["Ada", None], ["Bo", None]], 21)
    seen = []
    for _ in range(200):
        s = wait_for_person(app)
        if s["over"]:
            break
        if s["pass"]:
            assert app.locator("#table").inner_html() == ""
            name = app.locator("#pass-title").inner_text()
            seen.append(name)
            if len(seen) == 2:
                shot(app, "pass-screen")
            pass_device(app)
            continue
        legal = s["legal"]
        action = next((a for a in legal if a.startswith("play")), legal[0])
        app.locator(f'#table [data-action="{action}"]').click()
    assert state(app)["over"]
    assert any("Ada" in n for n in seen) and any("Bo" in n for n in seen)
    end = app.locator("#end-screen")
    end.wait_for(state="visible")
    assert end.locator("table.results tbody tr").count() == 2
    shot(app, "end-screen")
    app.locator('#end-screen [data-host="end-hide"]').click()
    assert not end.is_visible()
    app.locator("#btn-end").click()
    assert end.is_visible()
    app.locator("#end-lobby").click()
    assert state(app)["screen"] == "lobby"
    assert app.evaluate("localStorage.getItem('kartentisch.save.demo')") is None


def test_one_person_against_a_bot_by_keyboard(app: Any, shot: Any) -> None:
    start(app, [["Ada", None], ["Bot", "greedy"]], 5)
    app.locator("#table [data-action]").first.focus()
    for _ in range(100):
        s = wait_for_person(app)
        assert not s["pass"]
        if s["over"]:
            break
        assert s["viewer"] == 0
        focused = app.evaluate(
            "document.activeElement && document.activeElement.getAttribute('data-action')"
        )
        assert focused in s["legal"], "keyboard focus stays on a control across turns"
        app.keyboard.press("Enter")
        app.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {s['moves']}")
    assert state(app)["over"]
    assert app.locator("#caption").inner_text() == "Spiel vorbei"
    log = app.locator("#log li")
    assert log.count() >= 1
    app.locator("#end-again").click()
    s = state(app)
    assert s["game"] == "demo" and s["moves"] == 0 and not s["over"]
    shot(app, "table-1024x768")


def test_drag_a_card_onto_the_pile(app: Any) -> None:
    start(app, [["Ada", None], ["Bot", "random"]], 8)
    s = wait_for_person(app)
    card = app.locator("#table [data-drag]").first
    action = card.get_attribute("data-drag")
    box = card.bounding_box()
    pile = app.locator('#table [data-drop="pile"]').bounding_box()
    app.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    app.mouse.down()
    app.mouse.move(box["x"] + 30, box["y"] - 30, steps=4)
    app.mouse.move(pile["x"] + pile["width"] / 2, pile["y"] + pile["height"] / 2, steps=6)
    app.mouse.up()
    app.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {s['moves']}")
    assert app.locator(".drag-ghost").count() == 0
    assert action is not None


def test_illegal_action_shows_a_toast(app: Any) -> None:
    start(app, [["Ada", None], ["Bot", "random"]], 9)
    s = wait_for_person(app)
    app.evaluate(
        """() => {
          const b = document.createElement('button');
          b.dataset.action = 'play 99'; b.id = 'bogus'; b.textContent = 'x';
          document.getElementById('table').appendChild(b);
        }"""
    )
    app.locator("#bogus").click()
    app.locator(".toast-error").first.wait_for()
    assert "nicht erlaubt" in app.locator("#toasts").inner_text()
    assert state(app)["moves"] == s["moves"]


def test_bots_only_and_phone_layout(app: Any, shot: Any) -> None:
    app.set_viewport_size({"width": 390, "height": 844})
    start(app, [["A", "random"], ["B", "greedy"], ["C", "random"]], 13)
    app.wait_for_function("JSON.parse(kartentischTest.state()).over", timeout=30_000)
    assert state(app)["viewer"] is None
    assert no_horizontal_scroll(app)
    shot(app, "end-390x844")
    app.locator('#end-screen [data-host="end-hide"]').click()
    small = app.evaluate(
        """() => [...document.querySelectorAll('#table-screen button')]
             .filter(b => b.offsetParent && (b.getBoundingClientRect().height < 44
                                             || b.getBoundingClientRect().width < 44))
             .map(b => b.getAttribute('aria-label') || b.textContent)"""
    )
    assert small == []


def test_the_header_says_whose_turn_the_last_move_stands_apart(app: Any) -> None:
    start(app, [["Ada", None], ["Bot", "greedy"]], 5)
    s = wait_for_person(app)
    app.locator(f'#table [data-action="{s["legal"][0]}"]').click()
    app.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {s['moves'] + 1}")
    s = wait_for_person(app)
    if s["over"]:
        return
    app.wait_for_function("document.getElementById('caption').textContent.includes('Du bist')")
    assert app.locator("#caption").inner_text() == "Du bist am Zug"
    assert app.locator("#last-move").inner_text().startswith("Zuletzt: Bot: ")
    header = app.locator(".table-bar").bounding_box()
    app.locator(f'#table [data-action="{s["legal"][0]}"]').click()
    app.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {s['moves']}")
    assert app.locator(".table-bar").bounding_box()["height"] == header["height"]


def test_toasts_on_the_table_take_turns_in_the_header_strip(app: Any) -> None:
    app.set_viewport_size({"width": 390, "height": 844})
    start(app, [["Ada", None], ["Bot", "greedy"]], 5)
    wait_for_person(app)
    for n in range(1, 5):
        app.evaluate(f"kartentischTest.toast('Hinweis {n}: ' + 'lang '.repeat(12))")
    toasts = app.locator("#toasts .toast")
    assert toasts.count() == 1
    assert "Hinweis 4" in toasts.nth(0).inner_text()
    assert app.locator("#toasts").get_attribute("aria-live") == "polite"
    bar = app.locator(".table-bar").bounding_box()
    box = toasts.nth(0).bounding_box()
    assert bar["y"] <= box["y"] and box["y"] + box["height"] <= bar["y"] + bar["height"] + 1
    table = app.locator("#table").bounding_box()
    assert box["y"] + box["height"] <= table["y"] + 1, "never over the table"
    app.wait_for_function("document.querySelectorAll('#toasts .toast').length === 0", timeout=5000)


def test_update_notice(app: Any) -> None:
    app.evaluate(
        """navigator.serviceWorker.dispatchEvent(
             new MessageEvent('message', {data: {type: 'updated', version: 'x'}}))"""
    )
    notice = app.locator("#update-notice")
    assert notice.is_visible()
    assert "neue Version" in notice.inner_text()
    app.locator("#update-later").click()
    assert not notice.is_visible(), "the player can put it off and play on"


def test_timings_are_reported(app: Any) -> None:
    start(app, [["Ada", None], ["Bot", "greedy"]], 2)
    wait_for_person(app)
    app.wait_for_function("JSON.parse(kartentischTest.timings()).start_to_table_ms !== undefined")
    timings = json.loads(app.evaluate("kartentischTest.timings()"))
    renders = timings["renders_ms"]
    print(
        f"\nstart→table {timings['start_to_table_ms']} ms; "
        f"render median {sorted(renders)[len(renders) // 2]} ms over {len(renders)} renders"
    )


def test_a_game_at_fast_speed_with_animations(app: Any) -> None:
    app.locator('#lobby [data-host="settings"]').click()
    app.locator('#set-speed input[value="fast"]').check()
    app.locator('#set-reduced_motion input[value="off"]').check()
    app.locator('[data-dialog-close="dlg-settings"]').click()
    assert app.evaluate("document.documentElement.dataset.motion") == "full"
    start(app, [["Ada", None], ["Bot", "greedy"]], 5)
    for _ in range(60):
        s = wait_for_person(app)
        if s["over"]:
            break
        app.locator("#table [data-action]").first.click()
        app.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {s['moves']}")
    assert state(app)["over"]
    app.locator("#end-screen").wait_for(state="visible")
