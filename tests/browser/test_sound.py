"""Sounds and vibration: off until chosen; with the setting on, the own turn's beginning plays
its sound (``static/js/sound.js`` lists what it played), and the choice is kept."""

from __future__ import annotations

import json
from typing import Any

from helpers import state, wait_for_person

SEATS = json.dumps([["Ada", None], ["Ben", "easy"], ["Cem", "easy"]])
PLAYED_JS = "() => [...window.ktSound.played]"


def play_a_turn(page: Any) -> None:
    """The person's draw and discard; the bots play; the person's next turn begins."""
    for _ in range(2):
        now = wait_for_person(page)
        legal = now["legal"]
        action = "draw stock" if "draw stock" in legal else sorted(legal)[0]
        page.evaluate("a => window.kartentischTest.act(a)", action)
        page.wait_for_function(
            "m => JSON.parse(window.kartentischTest.state()).moves > m", arg=now["moves"]
        )
    wait_for_person(page)


def test_sounds_play_only_once_chosen(app: Any) -> None:
    app.evaluate(f"window.kartentischTest.start('fuenf-kronen', {json.dumps(SEATS)}, 3)")
    wait_for_person(app)
    app.locator("#table").click(position={"x": 2, "y": 2})  # the page has been touched
    play_a_turn(app)
    assert app.evaluate(PLAYED_JS) == [], "off until chosen"
    assert app.evaluate("document.documentElement.dataset.sound") is None

    app.locator('.table-bar [data-host="settings"]').click()
    app.wait_for_selector("#dlg-settings[open]")
    app.locator("#set-sound").check()
    app.locator('#dlg-settings [data-dialog-close="dlg-settings"]').last.click()
    assert app.evaluate("document.documentElement.dataset.sound") == "on"
    stored = json.loads(app.evaluate("localStorage.getItem('kartentisch.settings')"))
    assert stored["sound"] is True

    before = state(app)["moves"]
    play_a_turn(app)
    assert state(app)["moves"] > before
    assert "turn" in app.evaluate(PLAYED_JS)
