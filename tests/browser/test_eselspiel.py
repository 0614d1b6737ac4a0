"""The Eselspiel in the browser: a whole (short) game by taps with a deliberate slip, resuming
after a reload, and the table on a phone with eight players.

The games are kept short with the round limit from the new-game form; with two players the
right pile for a card follows from the legal actions alone (middle first, else the other
player), so the person plays like an attentive player except for the one slip on purpose.
"""

from __future__ import annotations

from typing import Any

from harness import wait_ready
from helpers import no_horizontal_scroll, pass_device, start_game, state, wait_for_person

SEATS = [("Anna", None), ("Ben", "sharp")]
SEED = 46
"""Eight rounds of this seed bring a fit to slip on, placements, and an own top to play."""


def right_move(legal: list[str]) -> str:
    """Two players: a fitting middle pile first, else the other player's pile, else keep."""
    for verb in ("place", "top"):
        middle = [a for a in legal if a.startswith(f"{verb} middle")]
        if middle:
            return middle[0]
        seat = [a for a in legal if a.startswith(f"{verb} seat")]
        if seat:
            return seat[0]
    return "turn" if "turn" in legal else "keep"


def wait_moves_above(page: Any, moves: int) -> None:
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")


def tap(page: Any, action: str) -> None:
    page.locator(f'#table [data-action="{action}"]').first.click()


def test_a_whole_game_with_a_slip(app: Any, shot: Any) -> None:
    start_game(app, "eselspiel", SEATS, seed=SEED, options={"round_limit": 8})
    assert app.locator("#table .es-seat").count() == 2
    assert app.locator("#table .es-dir").count() == 1
    slipped = picked_top = refused = False
    for _ in range(400):
        s = wait_for_person(app)
        if s["over"]:
            break
        legal = s["legal"]
        move = right_move(legal)
        if move.startswith("top "):
            app.locator('#table [data-ui="top"]').click()
            assert app.locator('#table [data-ui="top"]').get_attribute("aria-pressed") == "true"
            picked_top = True
        if move.startswith("place ") and not slipped:
            tap(app, "keep")  # on purpose: the card fitted elsewhere
            wait_moves_above(app, s["moves"])
            slipped = True
            toast = app.locator(".toast", has_text="Esel! Die")
            toast.first.wait_for(state="visible")
            assert app.locator('#table .es-seat[data-seat="0"] .es-donkey').count() == 1
            shot(app, "slip")
            continue
        if move.startswith("place ") and not refused:
            nofit = app.locator("#table .nofit")
            if nofit.count():
                nofit.first.click()
                assert "passt nicht" in app.locator("#table .es-prompt").inner_text()
                assert state(app)["moves"] == s["moves"]
                refused = True
        tap(app, move)
        wait_moves_above(app, s["moves"])
    final = state(app)
    assert final["over"] and slipped
    assert picked_top and refused
    log = app.locator("#log").inner_text()
    assert "Esel! Die" in log or "Rundenlimit" in log
    end = app.locator("#end-screen")
    end.wait_for(state="visible")
    assert end.locator("tbody tr").count() == 2
    shot(app, "end")


def test_resume_after_a_reload(app: Any) -> None:
    start_game(app, "eselspiel", SEATS, seed=SEED + 1, options={"round_limit": 6})
    for _ in range(6):
        s = wait_for_person(app)
        tap(app, right_move(s["legal"]))
        wait_moves_above(app, s["moves"])
    s = wait_for_person(app)
    before = (app.locator("#table").inner_html(), app.locator("#log").inner_text())
    app.reload()
    wait_ready(app)
    app.wait_for_selector("#table .es-ring")
    after = wait_for_person(app)
    assert after["moves"] == s["moves"] and after["legal"] == s["legal"]
    assert app.locator("#table").inner_html() == before[0]
    assert app.locator("#log").inner_text() == before[1]


def test_eight_players_fit_a_phone_and_a_tablet(app: Any, shot: Any) -> None:
    app.set_viewport_size({"width": 390, "height": 844})
    seats = [("Anna", None)] + [(f"Bot {i}", "normal") for i in range(1, 8)]
    start_game(app, "eselspiel", seats, seed=9)
    wait_for_person(app)
    assert app.locator("#table .es-seat").count() == 8
    assert no_horizontal_scroll(app)
    for size in ({"width": 390, "height": 844}, {"width": 1024, "height": 768}):
        app.set_viewport_size(size)
        boxes = app.eval_on_selector_all(
            "#table .es-seat, #table .es-centre",
            "els => els.map(e => { const r = e.getBoundingClientRect();"
            " return [r.left, r.top, r.right, r.bottom]; })",
        )
        width = size["width"]
        for left, _top, right, _bottom in boxes:
            assert left >= -1 and right <= width + 1
        seats_only = boxes[:-1]
        for i, a in enumerate(seats_only):
            for b in seats_only[i + 1 :]:
                overlap_x = min(a[2], b[2]) - max(a[0], b[0])
                overlap_y = min(a[3], b[3]) - max(a[1], b[1])
                assert overlap_x <= 2 or overlap_y <= 2, "two seats overlap"
        draw = app.locator('#table [data-action="turn"]')
        box = draw.bounding_box()
        assert box is not None and box["width"] >= 44 and box["height"] >= 44
        shot(app, f"eight-{width}")


def test_two_people_at_one_device_by_keyboard(app: Any) -> None:
    """Pass and play: the device goes round; a card is turned with "t", placed by Enter."""
    start_game(
        app, "eselspiel", [("Anna", None), ("Ben", None)], seed=7, options={"round_limit": 5}
    )
    passes = 0
    for _ in range(300):
        s = wait_for_person(app)
        if s["over"]:
            break
        if s["pass"]:
            pass_device(app)
            passes += 1
            continue
        move = right_move(s["legal"])
        if move == "turn":
            app.keyboard.press("t")
        else:
            button = app.locator(f'#table [data-action="{move}"]').first
            if move.startswith("top "):
                app.locator('#table [data-ui="top"]').focus()
                app.keyboard.press("Enter")
            button.focus()
            app.keyboard.press("Enter")
        wait_moves_above(app, s["moves"])
    assert state(app)["over"]
    assert passes >= 8
    app.locator("#end-screen").wait_for(state="visible")
