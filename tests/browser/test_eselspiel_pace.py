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
    app.wait_for_selector("#dlg-settings:not([open])")
    start_game(app, "eselspiel", SEATS, seed=SEED, options={"round_limit": 8})
    taps = by_itself = 0
    for _ in range(400):
        s = wait_for_person(app)
        if s["over"]:
            break
        _verb, fit = fit_seen(app, s)
        if len(s["legal"]) == 1 or not fit.all:
            # no choice: the table plays it at the bots' pace
            wait_moves_above(app, s["moves"])
            by_itself += 1
            continue
        tap(app, right_move(app, s))
        wait_moves_above(app, s["moves"])
        taps += 1
    assert state(app)["over"]
    assert by_itself > taps > 0
    app.locator("#end-screen").wait_for(state="visible")
