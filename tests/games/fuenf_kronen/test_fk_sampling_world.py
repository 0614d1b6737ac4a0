"""The benchmark's sampling bot in Fünf Kronen: legal actions from its seat's view alone."""

from __future__ import annotations

from collections.abc import Sequence

from bench.fuenf_kronen_world import FuenfKronenWorld  # top-level bench/ (pytest's pythonpath)
from bench.sampling_bot import make

from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import GAME
from kartentisch.games.fuenf_kronen.state import DISCARD, DRAW, FuenfKronenState

from .helpers import moments, play, table


def _moments(seed: int, players: int, wanted: int) -> list[tuple[FuenfKronenState, int]]:
    """Turns with a real choice, from round 4 on, in a game the sampling bot plays alone."""

    def keep(state: FuenfKronenState, legal: Sequence[Action], step: int) -> bool:
        return state.phase in (DRAW, DISCARD) and state.round >= 4 and len(legal) > 1

    return moments(seed, players, wanted, make("fuenf-kronen", samples=2), keep)


def test_the_sampling_bot_plays_legal_actions_and_never_peeks() -> None:
    bot = make("fuenf-kronen", samples=3)
    moments = _moments(3, 3, 6)
    assert len(moments) == 6
    for state, seat in moments:
        legal = GAME.legal_actions(state, seat)
        mine = bot.choose(GAME.view(state, seat), legal, Rng(5))
        assert mine in legal
        for k in range(2):
            # Everything this seat cannot see dealt anew: the other hands and the stock.
            other = GAME.shuffle_hidden(state, seat, Rng(100 + k))
            assert bot.choose(GAME.view(other, seat), legal, Rng(5)) == mine


def test_a_hand_that_can_go_out_only_weighs_the_ways_out() -> None:
    state = play(table(["3H 4H 5H 9C", "KS KS 7D 8D"], up="6H", stock_top="5S"), "draw discard")
    legal = GAME.legal_actions(state, 0)
    tried = FuenfKronenWorld().candidates(GAME.view(state, 0), legal)
    assert tried == ["go out 9C"]
    assert make("fuenf-kronen").choose(GAME.view(state, 0), legal, Rng(1)) in tried
