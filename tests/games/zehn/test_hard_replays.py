"""Hard and medium play the very same games as before the expert's readings were made cheaper:
the table reading they share with the expert was only reorganised, never changed."""

from __future__ import annotations

import hashlib

import pytest

from kartentisch.engine.bot_turns import bot_turns
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn import GAME

RECORDED = {2: (71, "c8ba10048fa49bd8"), 4: (130, "59a6ef989fd136a8")}
"""Per table size: the number of actions and a digest of them, recorded with the code before
the change (hard at the even seats, medium at the odd ones)."""


@pytest.mark.parametrize(("seats", "seed"), [(2, 4), (4, 7)])
def test_hard_games_replay_action_for_action(seats: int, seed: int) -> None:
    state = GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(seats)], seed)
    bots = [GAME.bot("hard" if s % 2 == 0 else "medium") for s in range(seats)]
    digest = hashlib.sha256()
    turns = list(bot_turns(GAME, state, bots, seed))
    for turn in turns:
        digest.update(f"{turn.seat}:{turn.action};".encode())
    assert (len(turns), digest.hexdigest()[:16]) == RECORDED[seats]
