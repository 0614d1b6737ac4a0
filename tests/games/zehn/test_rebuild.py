"""A Zehn state rebuilt from one seat's view, for searching the cards that seat can't see."""

from __future__ import annotations

from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.cards import JOKER
from kartentisch.games.zehn.view import shuffle_hidden
from kartentisch.games.zehn.world import jokers_to_hands, rebuild

from .helpers import deal, play


def test_rebuilt_state_shows_the_same_view() -> None:
    state = play(deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"]), "lay 4 open", "lay 9 down")
    for seat in range(3):
        view = GAME.view(state, seat)
        again = GAME.view(rebuild(view), seat)
        for key in ("players", "hand", "phase", "turn", "draw", "pot", "auction", "sums"):
            assert again[key] == view[key], (seat, key)


def test_sampled_worlds_keep_jokers_out_of_the_draw_pile() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"])
    base = rebuild(GAME.view(state, 0))
    for k in range(20):
        world = shuffle_hidden(base, 0, Rng(k))
        jokers_to_hands(world, 0, Rng(k))
        assert JOKER not in world.draw
        assert all(h.count(JOKER) <= 1 for h in world.hands)
        assert GAME.view(world, 0) == GAME.view(base, 0)
