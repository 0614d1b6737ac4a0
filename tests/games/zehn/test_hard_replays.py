"""Hard and medium play the very same games as recorded: a change to the table reading they
share with the expert (made cheaper for it) must not change a game unnoticed. Recorded last
when hard learned the joker round (ties by turn order, a face-down joker bought, its own
protected)."""

from __future__ import annotations

import hashlib

import pytest

from kartentisch.engine.bot_turns import bot_turns
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn import GAME

RECORDED = {2: (66, "bb9f649468955e5d"), 4: (139, "1fcb551aa5aebe6c")}
"""Per table size: the number of actions and a digest of them, recorded with the code
as it was (hard at the even seats, medium at the odd ones)."""


@pytest.mark.parametrize(("seats", "seed"), [(2, 4), (4, 7)])
def test_hard_games_replay_action_for_action(seats: int, seed: int) -> None:
    state = GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(seats)], seed)
    bots = [GAME.bot("hard" if s % 2 == 0 else "medium") for s in range(seats)]
    digest = hashlib.sha256()
    turns = list(bot_turns(GAME, state, bots, seed))
    for turn in turns:
        digest.update(f"{turn.seat}:{turn.action};".encode())
    assert (len(turns), digest.hexdigest()[:16]) == RECORDED[seats]
