"""The test hook starts a game only as the new-game form would: a bot level the game does not
have is refused at once (``UnknownBotLevelError``), never seated to fail at its first move."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import state

START = "([g, s, seed]) => window.kartentischTest.start(g, s, seed)"


@pytest.mark.parametrize(("game_id", "level"), [("zehn", "sleepy"), ("eselspiel", "godlike")])
def test_the_hook_refuses_a_level_the_game_does_not_have(
    app: Any, game_id: str, level: str
) -> None:
    seats = json.dumps([{"name": "Ada", "bot": None}, {"name": "Bo", "bot": level}])
    with pytest.raises(Exception, match=f"no bot level '{level}'"):
        app.evaluate(START, [game_id, seats, 3])
    assert state(app)["game"] is None, "no game started"
    assert app.locator("#lobby").is_visible()
    # the same seats with a level the game has start a game
    good = "easy" if game_id == "zehn" else "sleepy"
    app.evaluate(START, [game_id, seats.replace(f'"{level}"', f'"{good}"'), 3])
    assert state(app)["game"] == game_id
