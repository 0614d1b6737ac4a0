"""Zehn's hard level in a round where every seat lays its joker: the tie goes by turn order,
so the last seat would take every joker; it lays its lowest card face down instead and buys a
face-down card, most likely a joker, leaving its owner with the low card."""

from __future__ import annotations

from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.bots.hard import HardBot
from kartentisch.games.zehn.bots.seat_view import turn_place
from kartentisch.games.zehn.bots.table_reading import Table
from kartentisch.games.zehn.expert import ExpertBot

from .helpers import deal, legal, play

HANDS = ["5 6 9 JK", "6 8 P9 JK", "3 3 9 JK", "P3 7 7 JK"]


def test_a_tie_goes_to_the_seat_earlier_in_turn_order() -> None:
    state = deal(HANDS, start=2)
    view = GAME.view(state, 1)
    assert [turn_place(view, s) for s in (2, 3, 0, 1)] == [0, -1, -2, -3]
    # One opponent ends with a joker alone: 10, highest single card 10, the start player.
    last = Table([(10, 10, 0)], [(10, 10, 0)], 20.0, 2.0, exact=True, place=-3)
    first = Table([(10, 10, -1)], [(10, 10, -1)], 20.0, 2.0, exact=True, place=0)
    assert last.lose((10, 10, 10)) == 1.0 and last.win((10, 10, 10)) == 0.0
    assert first.lose((10, 10, 10)) == 0.0 and first.win((10, 10, 10)) == 1.0
    # Without the tie rules (the medium level) a tie is a coin toss.
    coin = Table([(10, 10, 0)], [(10, 10, 0)], 20.0, 2.0, exact=False, place=-3)
    assert coin.lose((10, 10, 10)) == 0.5


def test_the_last_seat_baits_a_joker_instead_of_laying_its_own() -> None:
    state = deal(HANDS, start=2)
    state = play(state, "lay JK down", "lay JK down", "lay JK down")
    bot = HardBot()
    first = bot.choose(GAME.view(state, 1), legal(state), Rng(1))
    assert first == "lay 6 down"
    advice = bot.advise(GAME.view(state, 1), legal(state), Rng(1))
    assert (advice.action, advice.reason) == (first, "lay_bait")
    for lang in ("de", "en", "nl"):
        said = GAME.why(advice, ["A", "B", "C", "D"], lang, 1)
        assert "6" in said and ".why." not in said, said
    state = play(state, first, "pass", "pass", "pass")
    bid = bot.choose(GAME.view(state, 1), legal(state), Rng(2))
    assert bid.startswith("bid 1 on ")
    owner = int(bid.split()[-1])
    state = play(state, bid)
    while state.phase not in ("choose",) and not state.over:
        seat = GAME.current_player(state)
        assert seat is not None
        state = play(
            state,
            legal(state)[0] if seat != 1 else bot.choose(GAME.view(state, 1), legal(state), Rng(3)),
        )
    assert state.resolution is not None
    assert state.resolution["loser"] == owner
    assert state.resolution["cards"][owner] == ["6"]
    assert state.resolution["cards"][1] == ["JK"]


def test_an_earlier_seat_lays_its_joker_protected_against_the_bait() -> None:
    """The start player's joker wins every tie, so it has no reason to bait; but the last
    seat may buy it for its low card. With 2 chips on it that costs 2 chips, paid to its
    owner, so the bait goes to a cheaper joker (unless every seat protects its own)."""
    state = deal(HANDS, start=2)
    first = HardBot().choose(GAME.view(state, 2), legal(state), Rng(1))
    assert first == "lay JK down +2"
    # Once nobody is left to lay a joker, there is nothing to guard against.
    state = deal(["5 6 9 JK", "6 8 P9 4", "3 3 9 JK", "P3 7 7 JK"], start=2)
    state = play(state, "lay JK down", "lay JK down")
    assert HardBot().choose(GAME.view(state, 0), legal(state), Rng(1)) == "lay JK down"


def test_the_expert_keeps_the_joker_protected() -> None:
    """The model the expert plays the other seats by never protects, so its playouts cannot
    weigh protection against a bait; it keeps hard's protected joker (it used to lay the
    joker open here, for anyone to buy)."""
    state = play(deal(HANDS, start=2), "lay JK down +2")
    view = GAME.view(state, 3)
    assert HardBot().choose(view, legal(state), Rng(1)) == "lay JK down +2"
    for seed in range(3):
        assert ExpertBot().choose(view, legal(state), Rng(seed)) == "lay JK down +2"
