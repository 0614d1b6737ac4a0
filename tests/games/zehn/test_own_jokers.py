"""A sampled deal keeps every seat's joker its own (jokers are never drawn)."""

from __future__ import annotations

from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.cards import JOKER
from kartentisch.games.zehn.rebuild import rebuild

from .helpers import deal, play


def test_an_opponents_joker_stays_in_its_hand() -> None:
    state = play(deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"]), "lay 4 open")
    for k in range(60):
        sample = GAME.shuffle_hidden(state, 0, Rng(k))
        assert JOKER not in sample.draw, k
        assert [h.count(JOKER) for h in sample.hands] == [1, 1, 1], k


def test_a_joker_laid_face_down_may_be_in_hand_or_on_the_card() -> None:
    # Seat 1 lays its joker face down: seat 0 cannot tell it from a card kept in hand.
    state = play(deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"]), "lay 4 open", "lay JK down")
    places = set()
    for k in range(60):
        sample = GAME.shuffle_hidden(state, 0, Rng(k))
        assert JOKER not in sample.draw, k
        on_card = sample.laid[1][0] == JOKER
        assert sample.hands[1].count(JOKER) + on_card == 1, k
        assert sample.hands[2].count(JOKER) == 1, k
        places.add(on_card)
    assert places == {True, False}


def test_the_sample_does_not_depend_on_where_the_joker_is() -> None:
    # Seat 1 laid the joker face down in one table and a 9 in the other: alike for seat 0.
    hidden = play(deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"]), "lay 4 open", "lay JK down")
    kept = play(deal(["5 4 JK 3", "JK P1 2 9", "8 8 1 JK"]), "lay 4 open", "lay 9 down")
    assert GAME.view(hidden, 0) == GAME.view(kept, 0)
    for k in range(20):
        a = GAME.shuffle_hidden(rebuild(GAME.view(hidden, 0)), 0, Rng(k))
        b = GAME.shuffle_hidden(rebuild(GAME.view(kept, 0)), 0, Rng(k))
        assert (a.hands, a.laid, a.draw) == (b.hands, b.laid, b.draw)


def test_a_rebuilt_state_holds_each_unseen_joker_in_its_seats_hand() -> None:
    state = play(deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"]), "lay 4 open")
    again = rebuild(GAME.view(state, 0))
    assert JOKER not in again.draw
    assert [h.count(JOKER) for h in again.hands] == [1, 1, 1]
