"""Zehn in the browser: a game by clicks from round 3 to the end (auctions won and lost, the
resolution panel; rounds 1 and 2 loaded from a save),
resuming after a reload in the middle of an auction, and seven seats on a phone and a tablet.

The person plays a plain policy: the lowest hand card face up, an auction on the first card
offered every round (often won, sometimes outbid), always passing in others' auctions, the
second card that makes the highest total. The seeds were picked on CPython with that policy so
the game has both an auction won and one lost.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import late_games
from harness import wait_ready
from helpers import no_horizontal_scroll, start_game, state, wait_for_person

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

SEATS = [("Anna", None), ("Ben", "medium"), ("Cem", "medium")]
WHOLE_GAME_SEED = 6
AUCTION_SEED = 9
"""The person's eighth move is a raise-or-pass in a running auction."""


def person_move(phase: str, legal: list[str]) -> str:
    if phase == "first":
        return next(a for a in legal if a.endswith(" open"))
    if phase == "bid":
        bids = [a for a in legal if a.startswith("bid ")]
        return bids[0] if bids else "pass"
    if phase == "protect":
        return "keep"
    if phase == "second":
        adds = [a for a in legal if a.startswith("add ")]
        return adds[-1] if adds else "stop"
    if phase == "choose":
        return "start 0"
    return "pass"


def phase_of(page: Any) -> str:
    return str(page.locator("#table .zt").get_attribute("data-phase"))


def wait_moves_above(page: Any, moves: int) -> None:
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")


def click(page: Any, selector: str) -> None:
    page.locator(f"#table {selector}").first.click()


def play_by_clicks(page: Any, phase: str, move: str) -> None:
    """Press the buttons a person would press for ``move``."""
    if phase == "first":
        card = move.split()[1]
        click(page, f'[data-ui="pick {card}"]')
    elif move.startswith("bid "):
        owner = move.split()[3]
        click(page, f'[data-ui="target {owner}"]')
    click(page, f'[data-action="{move}"]')


LATE_ROUND = 3
"""The click game starts here: rounds 1 and 2 are played by clicks in
test_resume_in_the_middle_of_an_auction and by keyboard alone in test_keyboard_play; from
round 3 on come the person's auction lost and the last of those won."""


def late_round(seed: int) -> Match:
    """The click game's table played on CPython by the person's policy up to the person's
    first move in ``LATE_ROUND``."""
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n, b) for n, b in SEATS], seed)
    while not match.is_over():
        if match.current != 0 or not match.legal(0):
            match.play(match.bot_choice())
        elif match.state.round_no >= LATE_ROUND:
            return match
        else:
            match.play(person_move(match.state.phase, match.legal(0)), 0)
    raise AssertionError(f"the game ended before round {LATE_ROUND}")


LOG_LINES_JS = "[...document.querySelectorAll('#log li')].map(e => e.textContent)"


def new_lines(before: list[str], now: list[str]) -> list[str]:
    """The lines of ``now`` after the longest run of ``before``'s last lines it starts with
    (the log shows the latest events only, so older lines drop off its top)."""
    for overlap in range(min(len(before), len(now)), 0, -1):
        if before[-overlap:] == now[:overlap]:
            return now[overlap:]
    return now


def test_the_game_from_round_three_by_clicks(app: Any, shot: Any, tmp_path: Path) -> None:
    """From a save of rounds 1 and 2 to the end by clicks: an auction won, one lost (outbid),
    the resolution panel, and the end screen. Only the log written after the load counts."""
    late_games.load(app, late_round(WHOLE_GAME_SEED), tmp_path)
    assert app.locator("#table .zt-seat").count() == 3
    shown: list[str] = app.evaluate(LOG_LINES_JS)
    seen = ""
    dismissed = lost = False
    for _ in range(200):
        s = wait_for_person(app)
        now = app.evaluate(LOG_LINES_JS)
        seen += "".join(new_lines(shown, now))
        shown = now
        if s["over"]:
            break
        panel = app.locator("#table .zt-resolution")
        if panel.count() and not dismissed:
            assert "Auflösung" in panel.inner_text()
            shot(app, "resolution")
            click(app, '[data-ui="dismiss"]')
            app.wait_for_selector("#table .zt-resolution", state="detached")
            dismissed = True
        phase = phase_of(app)
        move = person_move(phase, s["legal"])
        if phase == "bid" and move.startswith("bid ") and not dismissed:
            shot(app, "bid")
        play_by_clicks(app, phase, move)
        wait_moves_above(app, s["moves"])
        if phase == "raise":
            assert "Du passt." in app.locator("#log").inner_text()  # outbid: an auction lost
            lost = True
    final = state(app)
    assert final["over"] and dismissed and lost
    log = seen + "".join(new_lines(shown, app.evaluate(LOG_LINES_JS)))
    assert "Du ersteigerst die Karte" in log  # an auction won (Anna: "du")
    assert "Strafpunkte" in log and "gewinnt den Pott" in log
    end = app.locator("#end-screen")
    end.wait_for(state="visible")
    assert end.locator("table.results tbody tr").count() == 3
    shot(app, "end")


def test_resume_in_the_middle_of_an_auction(app: Any) -> None:
    start_game(app, "zehn", SEATS, seed=AUCTION_SEED)
    for _ in range(40):
        s = wait_for_person(app)
        phase = phase_of(app)
        if phase == "raise":
            break
        play_by_clicks(app, phase, person_move(phase, s["legal"]))
        wait_moves_above(app, s["moves"])
    assert phase_of(app) == "raise"
    banner = app.locator("#table .zt-auction").inner_text()
    before = app.locator("#table .zt-others").first.inner_text()
    app.reload()
    wait_ready(app)
    app.wait_for_selector("#table .zt")
    after = wait_for_person(app)
    assert after["moves"] == s["moves"] and after["legal"] == s["legal"]
    assert phase_of(app) == "raise"
    assert app.locator("#table .zt-auction").inner_text() == banner
    assert app.locator("#table .zt-others").first.inner_text() == before
    click(app, '[data-action="pass"]')
    wait_moves_above(app, after["moves"])


def test_seven_seats_fit_a_phone_and_a_tablet(app: Any, shot: Any) -> None:
    seats = [("Anna", None)] + [(f"Bot {i}", "easy") for i in range(1, 7)]
    start_game(app, "zehn", seats, seed=3)
    wait_for_person(app)
    assert app.locator("#table .zt-seat").count() == 7
    for size in ({"width": 390, "height": 844}, {"width": 1024, "height": 768}):
        app.set_viewport_size(size)
        assert no_horizontal_scroll(app)
        for el in app.locator("#table button").all():
            box = el.bounding_box()
            if box and box["width"] > 0:
                assert box["width"] >= 44 and box["height"] >= 44, el.inner_html()
        shot(app, f"seven-{size['width']}")


def test_pass_and_play_hides_a_face_down_card(app: Any) -> None:
    """Two people at one device: Ben sees Anna's face-down card as a back, never its value."""
    from helpers import pass_device

    start_game(app, "zehn", [("Anna", None), ("Ben", None), ("Cem", "easy")], seed=4)
    s = wait_for_person(app)
    assert s["viewer"] == 0 and phase_of(app) == "first"
    lay = next(a for a in s["legal"] if a.endswith(" down"))
    play_by_clicks(app, "first", lay)
    wait_moves_above(app, s["moves"])
    s = wait_for_person(app)
    if s["pass"]:
        pass_device(app)
        s = wait_for_person(app)
    assert s["viewer"] == 1
    anna = app.locator('#table .zt-seat[data-seat="0"]')
    assert anna.locator(".card.back").count() == 1
    assert anna.locator(".card.face").count() == 0
    assert anna.locator(".zt-v").count() == 0  # no card value drawn in Anna's place
    assert "verdeckte Karte" in str(anna.inner_html())


def visible_buttons_fit(page: Any) -> None:
    """Every table button is inside the viewport's width, below the fixed header, and big
    enough for a finger."""
    header = page.locator("header").first.bounding_box()
    top = header["y"] + header["height"] if header else 0
    width = page.viewport_size["width"]
    for el in page.locator("#table button").all():
        el.scroll_into_view_if_needed()
        box = el.bounding_box()
        if not box or box["width"] == 0:
            continue
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, el.inner_text()
        assert box["width"] >= 44 and box["height"] >= 44, el.inner_text()
        assert box["y"] >= top - 1, el.inner_text()


def test_seven_seats_play_every_phase_on_a_phone(app: Any, shot: Any) -> None:
    """A phone in portrait with six hard bots: each phase's controls fit and can be pressed.

    It also prints how long the bots take per move in the browser (a figure, not a check).
    """
    import time

    app.set_viewport_size({"width": 390, "height": 844})
    seats = [("Anna", None)] + [(f"Bot {i}", "hard") for i in range(1, 7)]
    start_game(app, "zehn", seats, seed=5)
    shown: set[str] = set()
    bot_moves = 0
    bot_seconds = 0.0
    for _ in range(60):
        began = time.perf_counter()
        s = wait_for_person(app)
        if s["over"] or shown >= {"first", "bid", "second", "resolution"}:
            break
        if "resolution" not in shown and app.locator("#table .zt-resolution").count():
            visible_buttons_fit(app)
            app.evaluate("window.scrollTo(0, 0)")
            shot(app, "phone-resolution")
            click(app, '[data-ui="dismiss"]')
            app.wait_for_selector("#table .zt-resolution", state="detached")
            shown.add("resolution")
        phase = phase_of(app)
        move = person_move(phase, s["legal"])
        if phase == "first":
            click(app, f'[data-ui="pick {move.split()[1]}"]')
        elif move.startswith("bid "):
            click(app, f'[data-ui="target {move.split()[3]}"]')
        if phase not in shown:
            visible_buttons_fit(app)
            assert no_horizontal_scroll(app)
            app.evaluate("window.scrollTo(0, 0)")
            shot(app, f"phone-{phase}")
            shown.add(phase)
        before = s["moves"]
        click(app, f'[data-action="{move}"]')
        wait_moves_above(app, before)
        after = wait_for_person(app)
        bot_moves += max(0, after["moves"] - before - 1)
        bot_seconds += time.perf_counter() - began
    assert {"first", "bid", "second", "resolution"} <= shown
    if bot_moves:
        each = bot_seconds / bot_moves * 1000
        print(f"\nzehn browser: {bot_moves} hard-bot moves, {each:.0f} ms each (clicks included)")
