"""Every registered game, random legal play from many seeds, the generic checks each step."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kartentisch import catalogue
from kartentisch.engine.conformance import check_random_playout

GAMES = [g for g in catalogue.all_games(include_hidden=True) if g.info.playable]


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32), data=st.data())
def test_random_playout(game, seed, data) -> None:  # type: ignore[no-untyped-def]
    seats = data.draw(st.integers(game.info.min_players, game.info.max_players))
    # Half the actions from the weakest bot level, half uniformly random: see conformance.py.
    bots = [game.info.bot_levels[0]] * seats
    check_random_playout(catalogue.get(game.info.id), seats, seed, bots=bots, bot_share=0.5)
