"""The one loop that plays a game out with bot objects (tests and benchmarks build their own)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from kartentisch import catalogue
from kartentisch.engine.bot_turns import bot_turns
from kartentisch.engine.errors import IllegalActionError
from kartentisch.engine.protocol import Action, PlayerSpec, View
from kartentisch.engine.rng import Rng


class Stubborn:
    """Always wants the same thing, legal or not."""

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        return "no such action"


def test_a_game_plays_to_its_end_the_same_for_a_seed() -> None:
    game = catalogue.get("eselspiel")
    players = [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")]
    bots = [game.bot("sleepy"), game.bot("sharp"), game.bot("normal")]
    first = [t.action for t in bot_turns(game, game.new_game({}, players, 5), bots, 9)]
    again = list(bot_turns(game, game.new_game({}, players, 5), bots, 9))
    assert [t.action for t in again] == first
    assert game.is_over(again[-1].after)
    assert [t.step for t in again] == list(range(len(again)))
    assert all(t.action in t.legal and t.view["seat"] == t.seat for t in again)


def test_an_illegal_choice_stops_the_game() -> None:
    game = catalogue.get("eselspiel")
    state = game.new_game({}, [PlayerSpec("A"), PlayerSpec("B")], 1)
    with pytest.raises(IllegalActionError):
        next(bot_turns(game, state, [Stubborn(), Stubborn()], 1))
