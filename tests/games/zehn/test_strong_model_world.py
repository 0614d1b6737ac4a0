"""The benchmark's model of strong Zehn play: legal in every phase, deals that keep the cards.

The model plays a seat from its hand and the open table; the strong world's re-deal moves
cards only between places the seat cannot see, so the seat's view stays the same.
"""

from __future__ import annotations

from collections import Counter

from bench import zehn_strong  # top-level bench/ (pytest's pythonpath)
from bench.sampling_bot import make
from bench.zehn_world import ZehnWorld

from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.rebuild import rebuild
from kartentisch.games.zehn.state import ZehnState


def _cards(state: ZehnState) -> Counter[str]:
    held = [c for h in state.hands for c in h] + [c for laid in state.laid for c in laid]
    return Counter(held + state.draw)


def test_the_model_plays_whole_games_legally_and_the_strong_deal_keeps_every_card() -> None:
    world = ZehnWorld("strong")
    for players, seed in ((2, 1), (4, 2)):
        specs = [PlayerSpec(f"p{s}", None) for s in range(players)]
        state = GAME.new_game({}, specs, seed)
        moves = 0
        while not GAME.is_over(state):
            seat = GAME.current_player(state)
            assert seat is not None
            legal = GAME.legal_actions(state, seat)
            action = zehn_strong.action(state, seat)
            assert action in legal
            view = GAME.view(state, seat)
            dealt = world.deal(rebuild(view), seat, Rng(moves))
            assert _cards(dealt) == _cards(rebuild(view))
            assert GAME.view(dealt, seat)["hand"] == view["hand"]
            assert [p["laid"] for p in GAME.view(dealt, seat)["players"]] == [
                p["laid"] for p in view["players"]
            ]
            state = GAME.apply(state, action, seat)
            moves += 1
        assert moves > 20


def test_the_sampling_bot_with_strong_playouts_chooses_legal_actions() -> None:
    bot = make("zehn", samples=2, model="strong")
    specs = [PlayerSpec(f"p{s}", None) for s in range(3)]
    state = GAME.new_game({}, specs, 5)
    for step in range(30):
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME.view(state, seat), legal, Rng(step))
        assert action in legal
        state = GAME.apply(state, action, seat)
