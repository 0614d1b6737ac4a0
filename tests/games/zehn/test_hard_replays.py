"""Hard and medium play the very same games as before the expert's readings were made cheaper:
the table reading they share with the expert was only reorganised, never changed."""

from __future__ import annotations

import hashlib

import pytest

from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME

RECORDED = {2: (71, "c8ba10048fa49bd8"), 4: (130, "59a6ef989fd136a8")}
"""Per table size: the number of actions and a digest of them, recorded with the code before
the change (hard at the even seats, medium at the odd ones)."""


@pytest.mark.parametrize(("seats", "seed"), [(2, 4), (4, 7)])
def test_hard_games_replay_action_for_action(seats: int, seed: int) -> None:
    state = GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(seats)], seed)
    bots = [GAME.bot("hard" if s % 2 == 0 else "medium") for s in range(seats)]
    digest = hashlib.sha256()
    step = 0
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state, seat)
        action = bots[seat].choose(GAME.view(state, seat), legal, Rng.derive(seed, seat, step))
        digest.update(f"{seat}:{action};".encode())
        state = GAME.apply(state, action, seat)
        step += 1
    assert (step, digest.hexdigest()[:16]) == RECORDED[seats]
