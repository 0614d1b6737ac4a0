"""The Eselspiel at a good pace, in the browser: with the setting switched on in the settings
dialog, turning a card and keeping a card that fits nowhere play themselves, and a whole
(short) game reaches its end with the person tapping only where there is a choice."""

from __future__ import annotations

from typing import Any

from helpers import start_game, state, wait_for_person
from test_eselspiel import SEATS, SEED, fit_seen, right_move, tap, wait_moves_above


def test_moves_without_a_choice_play_themselves(app: Any) -> None:
    app.locator('#lobby [data-host="settings"]').click()
    app.wait_for_selector("#dlg-settings[open]")
    box = app.locator("#set-autoplay")
    assert not box.is_checked(), "stored settings from before keep the setting off"
    box.check()
    app.keyboard.press("Escape")
    app.wait_for_selector("#dlg-settings", state="hidden")
    start_game(app, "eselspiel", SEATS, seed=SEED, options={"round_limit": 8})
    taps = 0
    for _ in range(400):
        s = wait_for_person(app)
        if s["over"]:
            break
        _verb, fit = fit_seen(app, s)
        if len(s["legal"]) == 1 or not fit.all:
            # no choice: the table plays it at the bots' pace
            wait_moves_above(app, s["moves"])
            continue
        move = right_move(app, s)
        if move.startswith("top "):
            app.locator('#table [data-ui="top"]').click()  # the own top is picked first
        tap(app, move)
        wait_moves_above(app, s["moves"])
        taps += 1
    assert state(app)["over"] and taps > 0
    # the person never turned a card by hand (a forced move may still be seen waiting for
    # its turn, at most for the loop's pause): yet the log shows their own cards turned
    assert app.locator("#log li", has_text="Du deckst").count() > 0
    app.locator("#end-screen").wait_for(state="visible")


def test_the_log_panels_save_button_reads_light_on_the_felt(app: Any) -> None:
    """On a phone the log panel (dark felt) holds the button that saves to a file: its words
    are light, not the page's dark ink."""
    app.set_viewport_size({"width": 390, "height": 844})
    start_game(app, "eselspiel", SEATS, seed=SEED)
    app.locator("#btn-log").click()
    button = app.locator("#log-panel .log-export")
    button.wait_for(state="visible")
    colour = button.evaluate("e => getComputedStyle(e).color")
    channels = [int(c) for c in colour[colour.index("(") + 1 : colour.index(")")].split(",")[:3]]
    assert min(channels) > 180, colour


def test_keyboard_play_reaches_the_end_with_moves_playing_themselves(app: Any) -> None:
    """With the setting on, a game by keyboard alone: every remaining move reached by Tab."""
    from test_keyboard_play import Keyboard, Plan, eselspiel_steps, start_by_keyboard

    app.evaluate(
        """async () => {
          const settings = JSON.stringify({speed: "off", autoplay: true});
          localStorage.setItem("kartentisch.settings", settings);
          await window.kartentischTest.reset();
        }"""
    )
    plan = Plan("eselspiel", SEED, eselspiel_steps, "sleepy", (("round_limit", "8"),))
    keys = Keyboard(app)
    start_by_keyboard(keys, plan)
    pressed = 0
    for _ in range(400):
        s = wait_for_person(app)
        if s["over"]:
            break
        _verb, fit = fit_seen(app, s)
        if len(s["legal"]) == 1 or not fit.all:
            wait_moves_above(app, s["moves"])
            continue
        for step in eselspiel_steps(app, s["legal"]):
            keys.activate(step)
        wait_moves_above(app, s["moves"])
        pressed += 1
    assert state(app)["over"] and pressed > 0
