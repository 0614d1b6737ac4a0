"""Every registered game, random legal play from many seeds, the generic checks each step."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch import catalogue
from kartentisch.engine.conformance import check_random_playout

GAMES = [g for g in catalogue.all_games(include_hidden=True) if g.info.playable]


TABLES = [
    pytest.param(game, seats, id=f"{game.info.id}-{seats}")
    for game in GAMES
    for seats in range(game.info.min_players, game.info.max_players + 1)
]
"""Every game at every table size it allows."""


@pytest.mark.parametrize(("game", "seats"), TABLES)
@settings(max_examples=examples(1), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32))
def test_random_playout(game, seats, seed) -> None:  # type: ignore[no-untyped-def]
    # Half the actions from the weakest bot level, half uniformly random: see conformance.py.
    bots = [game.info.bot_levels[0]] * seats
    check_random_playout(catalogue.get(game.info.id), seats, seed, bots=bots, bot_share=0.5)
