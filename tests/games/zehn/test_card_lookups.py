"""The looked-up card values and totals the bots read the table with agree with the rules'
own definition of a laid total (jokers included)."""

from __future__ import annotations

from itertools import product

from kartentisch.games.zehn.bots.seat_view import best_with, outcome
from kartentisch.games.zehn.cards import (
    JOKER,
    TARGET,
    draw_deck,
    laid_values,
    pair_total,
    pair_totals,
    penalty_points,
    round_deck,
    total,
    value,
)

CARDS = sorted({*draw_deck(), JOKER})


def test_a_card_alone_totals_its_value_and_a_joker_ten() -> None:
    for card in CARDS:
        assert total([card]) == value(card) == laid_values([card])[0]
    assert value(JOKER) == TARGET
    assert [penalty_points(c) for c in ("5", "P3", "R7", JOKER)] == [1, 8, 7, 10]
    assert [value(c) for c in round_deck()] == list(range(1, 11))


def test_totals_and_outcomes_agree_with_laid_values() -> None:
    for size in (1, 2):
        for cards in product(CARDS, repeat=size):
            values = laid_values(list(cards))
            assert total(list(cards)) == sum(values)
            if size == 2:
                assert pair_total(*cards) == pair_totals(cards[0])[cards[1]] == sum(values)
            assert outcome(cards) == (sum(values), min(values), max(values))
    for cards in (("3", "4", JOKER), (JOKER, JOKER), (JOKER, "9", JOKER)):
        assert total(list(cards)) == sum(laid_values(list(cards))) == TARGET


def test_the_best_partner_is_the_best_total_within_ten() -> None:
    hand = ["3", "P6", JOKER, "9"]
    best, partner = best_with("4", hand)
    assert (best, partner) == (TARGET, "P6")  # 10 either way: the joker is kept
    assert best_with("9", ["3", "4"]) == (9, None)
    assert best_with("5", ["3", "P4"]) == (9, "P4")  # equal totals: the costlier card is shed
