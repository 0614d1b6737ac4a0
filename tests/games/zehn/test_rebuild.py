"""A Zehn state rebuilt from one seat's view alone (for bots that sample the unseen cards)."""

from __future__ import annotations

from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.rebuild import rebuild

from .helpers import deal, play


def test_rebuilt_state_shows_the_same_view() -> None:
    state = play(deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"]), "lay 4 open", "lay 9 down")
    for seat in range(3):
        view = GAME.view(state, seat)
        again = GAME.view(rebuild(view), seat)
        for key in ("players", "hand", "phase", "turn", "draw", "pot", "auction", "sums"):
            assert again[key] == view[key], (seat, key)
