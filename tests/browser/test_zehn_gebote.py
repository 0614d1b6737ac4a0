"""10 Gebote in the browser: a whole game by clicks with a deliberate slip and due calls, a
table-commandment penalty between two people, and resuming after a reload. The person's
choices are worked out on CPython from what the table shows (top card, commandments in force,
the hand)."""

from __future__ import annotations

import re
from typing import Any

from harness import wait_ready
from helpers import no_horizontal_scroll, start_game, state

from kartentisch.games.zehn_gebote import hooks

SEATS = [("Ada", None), ("Bert", "medium"), ("Cleo", "easy")]
SEED = 190
"""Alone with bots, "Rot!" (D01) starts the game in place of Spielstart: calls come up early."""

PERSON_OR_DONE_JS = """() => {
  const s = JSON.parse(window.kartentischTest.state());
  return s.game === null || s.over || s.pass || (s.current === s.viewer && s.legal.length > 0);
}"""


def wait_person(page: Any) -> dict[str, Any]:
    """Wait until it is the person's turn (or task), or the game is over.

    With two people both have penalty buttons, so "has legal actions" does not mean "to act".
    """
    page.wait_for_function(PERSON_OR_DONE_JS, timeout=30_000)
    return state(page)


def wait_moves_above(page: Any, moves: int) -> None:
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")


def table_facts(page: Any) -> tuple[str, list[str], list[str]]:
    top = page.locator("#table .zg-discard [data-card]").first.get_attribute("data-card")
    in_force = page.eval_on_selector_all(
        "#table .zg-cmds:not(.zg-gone) [data-cmd]", "els => els.map(e => e.dataset.cmd)"
    )
    hand = page.eval_on_selector_all(
        "#table .zg-hand [data-card]", "els => els.map(e => e.dataset.card)"
    )
    return str(top), list(in_force), list(hand)


def check(card: str, top: str, hand: list[str]) -> hooks.PlayCheck:
    return hooks.PlayCheck(card, top, 0, len(hand), len(SEATS))


def click(page: Any, action: str) -> None:
    """A tap where the control shows: a long hand overlaps its cards (each shows its left
    strip, the next card lies over the rest), so the tap goes near the left edge."""
    control = page.locator(f'#table [data-action="{action}"]').first
    box = control.bounding_box()
    assert box is not None, action
    control.click(position={"x": min(12, box["width"] / 2), "y": box["height"] / 2})


def person_step(page: Any, s: dict[str, Any], slip: bool) -> tuple[str, list[str]]:
    """One action for the person; returns ("slip"|"call"|"play"|"draw"|"task", calls made)."""
    own = [a for a in s["legal"] if not a.startswith("penalty ")]
    if "draw" not in own:
        choices = [a for a in own if not a.endswith((" none", " done"))] or own
        click(page, choices[0])
        return "task", []
    if own == ["draw"]:
        click(page, "draw")
        return "draw", []
    top, in_force, hand = table_facts(page)
    fitting = [c for c in hand if hooks.verdict(in_force, check(c, top, hand))[0]]
    misfits = [c for c in hand if c not in fitting]
    if slip and misfits:
        click(page, f"play {misfits[0]}")
        return "slip", []
    if not fitting:
        click(page, "draw")
        return "draw", []
    card = fitting[0]
    due = list(hooks.calls_due(in_force, check(card, top, hand)))
    for call in due:
        click(page, f"call {call}")
        page.wait_for_selector(f'#table .zg-called:text-is("{call_label(call)}")')
    click(page, f"play {card}")
    return ("call" if due else "play"), due


def call_label(call: str) -> str:
    from kartentisch.games.zehn_gebote.texts import call_name

    return call_name(call, "de")


def chips_of(page: Any, seat: int) -> int:
    return int(page.locator("#table .zg-player .zg-chips").nth(seat).inner_text())


def test_a_whole_game_with_a_slip_and_a_call(app: Any, shot: Any) -> None:
    start_game(app, "zehn-gebote", SEATS, seed=SEED)
    app.wait_for_selector("#table .zg-table")
    assert no_horizontal_scroll(app)
    # One person with bots: no table commandments, so no penalty panel to farm chips with.
    assert app.locator('#table [data-ui="penalty"]').count() == 0
    assert not any(c.startswith("T") for c in table_facts(app)[1])

    slipped = called = False
    revealed = 0
    for _ in range(600):
        s = wait_person(app)
        if s["over"]:
            break
        chips_before = chips_of(app, 0)
        kind, calls = person_step(app, s, slip=not slipped)
        wait_moves_above(app, s["moves"])
        if kind == "slip":
            slipped = True
            app.wait_for_selector("#toasts .toast:has-text('passt nicht')")
            assert chips_of(app, 0) == chips_before + 1
            shot(app, "slip")
        if kind == "call":
            called = True
            assert chips_of(app, 0) == chips_before, f"calls {calls} were due and made"
        revealed = max(revealed, app.locator("#table .zg-cmd").count())
    assert state(app)["over"]
    assert slipped and called
    assert revealed > 2, "commandments were revealed during the game"
    app.locator("#end-screen").wait_for(state="visible")
    shot(app, "end-screen")
    app.locator('#end-screen [data-host="end-hide"]').click()
    final = app.locator("#table .zg-final-table tbody tr")
    assert final.count() == 3
    assert "abrechnung" in app.locator("#table .zg-final").inner_text().lower()
    shot(app, "final-count")


def strip_fresh(html: str) -> str:
    return re.sub(r" zg-new", "", html)


def test_resume_after_a_reload(app: Any) -> None:
    start_game(app, "zehn-gebote", SEATS, seed=SEED)
    for _ in range(8):
        s = wait_person(app)
        person_step(app, s, slip=False)
        wait_moves_above(app, s["moves"])
    s = wait_person(app)
    before_html = strip_fresh(app.locator("#table").inner_html())
    before_log = app.locator("#log").inner_text()
    app.reload()
    wait_ready(app)
    app.wait_for_selector("#table .zg-table")
    after = wait_person(app)
    assert after["moves"] == s["moves"] and after["legal"] == s["legal"]
    assert strip_fresh(app.locator("#table").inner_html()) == before_html
    assert app.locator("#log").inner_text() == before_log


def test_phone_portrait_with_eight_players(touch_page: Any, shot: Any) -> None:
    page = touch_page({"width": 390, "height": 844}, mobile=True)
    seats = [("Ada", None)] + [(f"B{i}", "easy") for i in range(7)]
    start_game(page, "zehn-gebote", seats, seed=5)
    page.wait_for_selector("#table .zg-table")
    s = wait_person(page)
    assert page.locator("#table .zg-player").count() == 8
    assert no_horizontal_scroll(page)
    hand = page.locator("#table .zg-hand .card").first.bounding_box()
    assert hand is not None and hand["height"] >= 44
    if not s["over"]:
        draw = page.locator('#table [data-action="draw"]').last.bounding_box()
        assert draw is not None and draw["height"] >= 44
    shot(page, "phone-8")
    # Play on to the end: a full middle and long hands must still fit the width.
    middle_shot = False
    for _ in range(400):
        s = wait_person(page)
        if s["over"]:
            break
        if not middle_shot and page.locator("#table .zg-cmd").count() >= 5:
            assert no_horizontal_scroll(page)
            shot(page, "phone-8-middle")
            middle_shot = True
        person_step(page, s, slip=False)
        wait_moves_above(page, s["moves"])
    assert state(page)["over"]
    page.locator("#end-screen").wait_for(state="visible")
    page.locator('#end-screen [data-host="end-hide"]').click()
    assert no_horizontal_scroll(page)
    shot(page, "phone-8-final")


def test_tablet_landscape_with_eight_players(touch_page: Any, shot: Any) -> None:
    page = touch_page({"width": 1024, "height": 768})
    seats = [("Ada", None)] + [(f"B{i}", "easy") for i in range(7)]
    start_game(page, "zehn-gebote", seats, seed=11)
    page.wait_for_selector("#table .zg-table")
    for _ in range(60):
        s = wait_person(page)
        if s["over"] or page.locator("#table .zg-cmd").count() >= 4:
            break
        person_step(page, s, slip=False)
        wait_moves_above(page, s["moves"])
    assert no_horizontal_scroll(page)
    page.evaluate("window.scrollTo(0, 0)")
    header = page.locator(".table-bar").first.bounding_box()
    players = page.locator("#table .zg-players").bounding_box()
    assert header is not None and players is not None
    assert players["y"] >= header["y"] + header["height"] - 1, "nothing under the fixed header"
    shot(page, "tablet-8")


def test_pass_and_play_two_people_hand_the_device_on(app: Any, shot: Any) -> None:
    seats = [("Ada", None), ("Ben", None), ("Cleo", "easy")]
    start_game(app, "zehn-gebote", seats, seed=SEED, confirm_pass=False)
    # The rules' start question: who last made coffee or tea for someone else starts.
    s = wait_person(app)
    if s["pass"]:
        app.locator("#pass-confirm").click()
        s = wait_person(app)
    app.wait_for_selector("#table .zg-status:has-text('Kaffee oder Tee')")
    shot(app, "start-question")
    click(app, "first 1")
    wait_moves_above(app, s["moves"])
    assert wait_person(app)["current"] == 1, "Ben starts"
    s = wait_person(app)
    if s["pass"]:
        app.locator("#pass-confirm").click()
        s = wait_person(app)
    # A table commandment between people: Ben hands Ada a chip; Cleo, a bot, can't get one.
    app.locator('#table [data-ui="penalty"]').click()
    assert app.locator('#table [data-action="penalty 2 T01"]').count() == 0
    click(app, "penalty 0 T01")
    app.wait_for_selector("#toasts .toast:has-text('Strafchip für Ada')")
    wait_moves_above(app, s["moves"])
    assert chips_of(app, 0) == 1
    if app.locator('#table [data-ui="penalty"][aria-expanded="false"]').count():
        app.locator('#table [data-ui="penalty"]').click()
    assert app.locator('#table [data-action="penalty 0 T01"]').count() == 0, "one chip a slip"
    assert app.locator('#table [data-action="penalty 0 T02"]').count() == 1
    viewers = []
    passes = 0
    for _ in range(40):
        s = wait_person(app)
        if s["pass"]:
            passes += 1
            assert app.locator("#pass-screen").is_visible()
            app.locator("#pass-confirm").click()
            app.wait_for_selector("#pass-screen", state="hidden")
            continue
        viewers.append(s["viewer"])
        if len(set(viewers)) == 2 and passes >= 2:
            break
        person_step(app, s, slip=False)
        wait_moves_above(app, s["moves"])
    assert set(viewers) == {0, 1} and passes >= 2


def test_drag_a_card_onto_the_pile(app: Any) -> None:
    start_game(app, "zehn-gebote", SEATS, seed=SEED)
    for _ in range(60):
        s = wait_person(app)
        own = [a for a in s["legal"] if not a.startswith("penalty ")]
        top, in_force, hand = table_facts(app)
        fitting = [c for c in hand if hooks.verdict(in_force, check(c, top, hand))[0]]
        calls = [c for c in fitting if not hooks.calls_due(in_force, check(c, top, hand))]
        if "draw" in own and own != ["draw"] and calls:
            card = calls[0]
            source = app.locator(f'#table .zg-hand [data-card="{card}"]').first.bounding_box()
            target = app.locator("#table .zg-discard").bounding_box()
            assert source is not None and target is not None
            app.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
            app.mouse.down()
            for step in range(1, 9):
                app.mouse.move(
                    source["x"] + (target["x"] - source["x"]) * step / 8 + 20,
                    source["y"] + (target["y"] - source["y"]) * step / 8 + 20,
                )
            app.mouse.up()
            wait_moves_above(app, s["moves"])
            from kartentisch.games.zehn_gebote.texts import card_name

            played = f"Du spielst {card_name(card, 'de')}."  # Ada is the person: "du"
            app.wait_for_function(f"document.getElementById('log').innerText.includes({played!r})")
            return
        person_step(app, s, slip=False)
        wait_moves_above(app, s["moves"])
    raise AssertionError("no turn with a fitting card and no call due")
