"""The Eselspiel in the browser: a whole (short) game by taps with a deliberate slip, resuming
after a reload, and the table on a phone with eight players.

The games are kept short with the round limit from the new-game form. Every pile is a legal
target (the legal actions do not tell where a card fits), so the person reads the tops off the
table and asks the rules module, like an attentive player, except for the one slip and the
one card put where it does not fit, both on purpose.
"""

from __future__ import annotations

import itertools
from typing import Any

from harness import wait_ready
from helpers import no_horizontal_scroll, pass_device, start_game, state, wait_for_person

from kartentisch.games.eselspiel import rules

SEATS = [("Anna", None), ("Ben", "sharp")]
SEED = 46
"""Eight rounds of this seed bring a fit to slip on, placements, and an own top to play."""
BOT_STEPS_SEED = 51
"""After Anna's first slip in this seed the two bots take 13 actions before her next turn."""


TOPS_JS = """() => {
  const num = el => el ? Number(el.querySelector(".es-num").textContent) : null;
  const has = el => el && el.querySelector(".es-num") ? num(el) : null;
  return {
    turned: has(document.querySelector("#table .es-turned")),
    middle: [...document.querySelectorAll("#table .es-mid")].map(num),
    discards: [...document.querySelectorAll("#table .es-seat")].map(
      e => [Number(e.dataset.seat), has(e.querySelector(".es-discard"))]),
  };
}"""
"""The card in play and every pile's top, as a person at the table sees them."""


def fit_seen(page: Any, s: dict[str, Any]) -> tuple[str, rules.Fits]:
    """The verb for the card in play ("place" or "top") and where it fits, read off the table."""
    seen = page.evaluate(TOPS_JS)
    discards: list[int | None] = [None] * len(seen["discards"])
    for seat, top in seen["discards"]:
        discards[seat] = top
    seat = s["current"]
    verb, card = ("place", seen["turned"]) if "keep" in s["legal"] else ("top", discards[seat])
    if card is None:
        return verb, rules.NOWHERE
    return verb, rules.find_fits(card, seat, seen["middle"], discards, False)


def right_move(page: Any, s: dict[str, Any]) -> str:
    """An attentive player's move: the pile the rules want, else keep (or turn on)."""
    verb, fit = fit_seen(page, s)
    if fit.allowed and f"{verb} {fit.allowed[0]}" in s["legal"]:
        return f"{verb} {fit.allowed[0]}"
    return "keep" if verb == "place" else "turn"


PILES_JS = """() => [...document.querySelectorAll('#table [data-drop]:not([data-drop="keep"])')]
  .map(e => ({
    tag: e.tagName,
    cls: [...e.classList].filter(c => !["card", "face", "es-slot", "es-mid", "es-discard",
      "just-moved"].includes(c)).sort().join(" "),
    cursor: getComputedStyle(e).cursor,
    shadow: getComputedStyle(e).boxShadow,
    label: e.getAttribute("aria-label").replace(/ auf .* legen – .*$/, ""),
  }))"""
"""What tells piles apart beyond their own cards: tag, state classes, cursor, glow, words."""


def wait_moves_above(page: Any, moves: int) -> None:
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")


def seats_clear_header_and_prompt(page: Any) -> bool:
    """No seat (with the donkey beside it) reaches down into the line that says what to do,
    nor up under the fixed header (at the top of the page)."""
    return bool(
        page.evaluate(
            """() => {
      window.scrollTo(0, 0);
      const prompt = document.querySelector("#table .es-prompt").getBoundingClientRect();
      const bar = document.querySelector("#table-screen .table-bar").getBoundingClientRect();
      return [...document.querySelectorAll("#table .es-seat")].every(seat => {
        const box = seat.getBoundingClientRect();
        return box.bottom <= prompt.top + 1 && box.top >= bar.bottom - 1;
      });
    }"""
        )
    )


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
        move = right_move(app, s)
        if move.startswith("top "):
            app.locator('#table [data-ui="top"]').click()
            assert app.locator('#table [data-ui="top"]').get_attribute("aria-pressed") == "true"
            picked_top = True
        if move.startswith("place ") and not slipped:
            tap(app, "keep")  # on purpose: the card fitted elsewhere
            wait_moves_above(app, s["moves"])
            slipped = True
            toast = app.locator(".toast", has_text="Du bist der Esel! Die")
            toast.first.wait_for(state="visible")
            assert app.locator('#table .es-seat[data-seat="0"] .es-donkey').count() == 1
            assert seats_clear_header_and_prompt(app)
            shot(app, "slip")
            continue
        if move.startswith("place ") and not refused:
            piles = app.evaluate(PILES_JS)
            assert len(piles) >= 2 and all(p == piles[0] for p in piles), piles
            _verb, fit = fit_seen(app, s)
            nowhere = [a for a in s["legal"] if a.startswith("place ") and a[6:] not in fit.all]
            if nowhere:
                donkeys = app.locator("#table .es-donkey").all_inner_texts()
                tap(app, nowhere[0])  # on purpose: the card does not fit there at all
                wait_moves_above(app, s["moves"])
                prompt = app.locator("#table .es-prompt").inner_text()
                assert "passt nicht" in prompt or "leeren Stapel" in prompt, prompt
                back = wait_for_person(app)
                assert back["current"] == s["current"] and back["legal"] == s["legal"]
                assert app.locator("#table .es-donkey").all_inner_texts() == donkeys
                refused = True
                s = back
        tap(app, move)
        wait_moves_above(app, s["moves"])
    final = state(app)
    assert final["over"] and slipped
    assert picked_top and refused
    log = app.locator("#log").inner_text()
    assert "Esel! Die" in log or "Rundenlimit" in log
    end = app.locator("#end-screen")
    end.wait_for(state="visible")
    assert end.locator("table.results tbody tr").count() == 2
    shot(app, "end")


def test_resume_after_a_reload(app: Any) -> None:
    start_game(app, "eselspiel", SEATS, seed=SEED + 1, options={"round_limit": 6})
    for _ in range(6):
        s = wait_for_person(app)
        tap(app, right_move(app, s))
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


BOXES_JS = """els => els.map(e => { const r = e.getBoundingClientRect();
  return [r.left, r.top, r.right, r.bottom]; })"""


def test_eight_players_fit_a_phone_and_a_tablet(app: Any, shot: Any) -> None:
    app.set_viewport_size({"width": 390, "height": 844})
    seats = [("Anna", None)] + [(f"Bot {i}", "normal") for i in range(1, 8)]
    start_game(app, "eselspiel", seats, seed=9)
    wait_for_person(app)
    assert app.locator("#table .es-seat").count() == 8
    assert no_horizontal_scroll(app)
    for size in ({"width": 390, "height": 844}, {"width": 1024, "height": 768}):
        app.set_viewport_size(size)
        # the seats, then the centre (the own seat comes after the ring in the page)
        boxes = [
            *app.eval_on_selector_all("#table .es-seat", BOXES_JS),
            *app.eval_on_selector_all("#table .es-centre", BOXES_JS),
        ]
        width = size["width"]
        for left, _top, right, _bottom in boxes:
            assert left >= -1 and right <= width + 1
        header = app.locator("#table-screen .table-bar").bounding_box()
        assert header is not None
        assert all(top >= header["y"] + header["height"] - 1 for _l, top, _r, _b in boxes)
        seats_only = boxes[:-1]
        for i, a in enumerate(seats_only):
            for b in seats_only[i + 1 :]:
                overlap_x = min(a[2], b[2]) - max(a[0], b[0])
                overlap_y = min(a[3], b[3]) - max(a[1], b[1])
                assert overlap_x <= 2 or overlap_y <= 2, "two seats overlap"
        assert seats_clear_header_and_prompt(app)
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
        move = right_move(app, s)
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


SAMPLE_BOT_STEPS_JS = """async () => {
  const seen = [];
  const started = performance.now();
  while (performance.now() - started < 20000) {
    const s = JSON.parse(window.kartentischTest.state());
    const turned = document.querySelector("#table .es-turned");
    const last = seen[seen.length - 1];
    if (!last || last.moves !== s.moves) {
      const card = turned ? turned.textContent : null;
      seen.push({moves: s.moves, at: performance.now(), card: card});
    }
    if (s.over || s.legal.length > 0) break;
    await new Promise(r => setTimeout(r, 40));
  }
  return seen;
}"""
"""Polls the table while bots play: every move count it shows, when, and the turned card."""


def test_bot_turns_step_card_by_card_at_normal_speed(app: Any, shot: Any) -> None:
    """With animations on at normal speed, each bot action shows on its own (a turned card
    waits on the table before it goes to its pile) and the cards fly to the donkey.

    The game runs without animations until Anna's card fits somewhere; then the speed is set
    to normal from the table's header, and Anna keeps the card (a slip)."""
    seats = [("Anna", None), ("Ben", "sleepy"), ("Cem", "sleepy")]
    start_game(app, "eselspiel", seats, seed=BOT_STEPS_SEED)
    slipped = False
    for _ in range(200):
        s = wait_for_person(app)
        assert not s["over"]
        move = right_move(app, s)
        if move.startswith("place "):
            app.locator('#table-screen [data-host="settings"]').click()
            app.locator('#set-speed input[value="normal"]').check()
            app.locator('#set-reduced_motion input[value="off"]').check()
            app.locator('[data-dialog-close="dlg-settings"]').click()
            assert app.evaluate("document.documentElement.dataset.motion") == "full"
            tap(app, "keep")  # a slip: the cards fly from Ben and Cem to Anna
            gift = app.locator("#table .es-gift").first
            gift.wait_for(state="attached")
            assert app.locator("#table .es-gift").count() == 2
            # the flight's style may come a frame after the element on a busy computer
            app.wait_for_function(
                """() => [...document.querySelectorAll('#table .es-gift')]
                    .some((e) => getComputedStyle(e).animationName === 'es-give')""",
                timeout=10_000,
            )
            app.wait_for_timeout(120)  # mid-flight, for the picture
            shot(app, "gifts-normal")
            slipped = True
            break
        tap(app, move)
        wait_moves_above(app, s["moves"])
    assert slipped
    steps = app.evaluate(SAMPLE_BOT_STEPS_JS)
    moves = [step["moves"] for step in steps]
    assert moves == sorted(moves) and len(moves) >= 4, steps
    assert moves[-1] - moves[0] == len(moves) - 1, "a bot action was never shown on its own"
    assert any(step["card"] for step in steps), "no turned card was seen on the table"
    # the first sample is when polling began, not a move: gaps count from the first bot move
    gaps = [b["at"] - a["at"] for a, b in itertools.pairwise(steps[1:])]
    print(f"\nbot steps at normal speed: gaps {[round(g) for g in gaps]} ms")
    assert min(gaps) > 350, "bots should pause about 700 ms before each action at normal speed"
