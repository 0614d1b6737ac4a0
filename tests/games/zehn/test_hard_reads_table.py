"""Zehn's hard level: it decides from its seat's view alone, and it reads what a swap does."""

from __future__ import annotations

from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.bots.hard import HardBot

from .helpers import deal, legal, play


def test_hard_decides_the_same_whatever_the_cards_it_cannot_see() -> None:
    """Reshuffling everything a seat can't see (same bot seed) never changes its choice."""
    bot = HardBot()
    for seed in (3, 4):
        players = [PlayerSpec(f"P{i}", "hard") for i in range(3)]
        state = GAME.new_game({}, players, seed)
        step = 0
        while not GAME.is_over(state) and step < 120:
            seat = GAME.current_player(state)
            assert seat is not None
            moves = GAME.legal_actions(state, seat)
            other = GAME.shuffle_hidden(state, seat, Rng.derive(seed, "shuffle", step))
            chosen = bot.choose(GAME.view(state, seat), moves, Rng.derive(seed, step))
            again = bot.choose(GAME.view(other, seat), moves, Rng.derive(seed, step))
            assert chosen == again, (seed, step, GAME.view(state, seat)["phase"])
            state = GAME.apply(state, chosen, seat)
            step += 1


def test_hard_lays_a_low_card_face_down_to_buy_the_open_card() -> None:
    """Seat 0 lays an open 7 and needs a 3; seat 1 holds 1 3 5 8.

    The old hard level laid the 1 open (for 1 + 8 = 9) and lost the round to 7 + 3. Laying the
    1 face down and buying the 7 leaves seat 0 with a face-down 1 it can add nothing to, while
    seat 1 holds the 7 (and may add the 3).
    """
    state = play(deal(["7 3 2 JK", "1 3 5 8"], round_card="R9"), "lay 7 open")
    bot = HardBot()
    first = bot.choose(GAME.view(state, 1), legal(state), Rng(1))
    assert first == "lay 1 down"
    state = play(state, first)
    # Seat 0, the start player, bids first; it does not buy a face-down card here.
    state = play(state, "pass")
    bid = bot.choose(GAME.view(state, 1), legal(state), Rng(2))
    assert bid.startswith("bid ") and bid.endswith(" on 0")
    state = play(state, bid)
    while state.phase != "choose":
        assert GAME.current_player(state) == 1  # seat 0's face-down 1 takes no second card
        state = play(state, bot.choose(GAME.view(state, 1), legal(state), Rng(3)))
    assert state.resolution is not None
    assert state.resolution["cards"][0] == ["1"] and state.resolution["face_down"][0]
    assert state.resolution["totals"][1] >= 7 > state.resolution["totals"][0]
    assert state.resolution["loser"] == 0
