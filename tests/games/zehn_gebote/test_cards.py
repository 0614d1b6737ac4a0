"""The number cards, their fruits and the printed fitting rule."""

from __future__ import annotations

from collections import Counter

from kartentisch.games.zehn_gebote.cards import (
    COLOURS,
    FRUITS,
    NUMBER_CARDS,
    base_fits,
    fruits,
    is_two_digit,
    number,
)

TWO_DIGIT = {
    "B": (12, 27, 35, 48, 61, 70),
    "G": (14, 23, 39, 52, 66, 87),
    "Y": (16, 25, 31, 47, 58, 93),
    "R": (15, 29, 34, 43, 56, 78),
}

# Worked out by hand: for each two-digit number, the one-digit numbers s with
# s = t + u, s = |t - u|, s = t or s = u (only 1..6 exist).
FITS_BY_HAND = {
    12: {1, 2, 3},  # 1+2=3, 2-1=1, digits 1 2
    27: {2, 5},  # 2+7=9, 7-2=5, digits 2 7
    35: {2, 3, 5},  # 8, 2, 3, 5
    48: {4},  # 12, 4, 4, 8
    61: {1, 5, 6},  # 7, 5, 6, 1
    70: set(),  # 7, 7, 7, 0
    14: {1, 3, 4, 5},  # 5, 3, 1, 4
    23: {1, 2, 3, 5},  # 5, 1, 2, 3
    39: {3, 6},  # 12, 6, 3, 9
    52: {2, 3, 5},  # 7, 3, 5, 2
    66: {6},  # 12, 0, 6, 6
    87: {1},  # 15, 1, 8, 7
    16: {1, 5, 6},  # 7, 5, 1, 6
    25: {2, 3, 5},  # 7, 3, 2, 5
    31: {1, 2, 3, 4},  # 4, 2, 3, 1
    47: {3, 4},  # 11, 3, 4, 7
    58: {3, 5},  # 13, 3, 5, 8
    93: {3, 6},  # 12, 6, 9, 3
    15: {1, 4, 5, 6},  # 6, 4, 1, 5
    29: {2},  # 11, 7, 2, 9
    34: {1, 3, 4},  # 7, 1, 3, 4
    43: {1, 3, 4},  # 7, 1, 4, 3
    56: {1, 5, 6},  # 11, 1, 5, 6
    78: {1},  # 15, 1, 7, 8
}


def test_48_cards_12_per_colour_1_to_6_and_six_two_digit_numbers() -> None:
    assert len(NUMBER_CARDS) == len(set(NUMBER_CARDS)) == 48
    for c in COLOURS:
        numbers = sorted(number(x) for x in NUMBER_CARDS if x[0] == c)
        assert numbers == [1, 2, 3, 4, 5, 6, *TWO_DIGIT[c]]
    doubles = [number(x) for x in NUMBER_CARDS if is_two_digit(x)]
    assert len(set(doubles)) == 24


def test_fruits_one_two_and_four_on_the_70_balanced_per_colour() -> None:
    for card in NUMBER_CARDS:
        want = 4 if card == "B70" else (2 if is_two_digit(card) else 1)
        assert len(fruits(card)) == want
        assert set(fruits(card)) <= set(FRUITS)
        if is_two_digit(card):
            assert len(set(fruits(card))) == len(fruits(card)), "no fruit twice on a card"
    assert sorted(fruits("B70")) == sorted(FRUITS)
    for c in COLOURS:
        count = Counter(f for x in NUMBER_CARDS if x[0] == c for f in fruits(x))
        assert all(4 <= count[f] <= 5 for f in FRUITS), (c, count)


def test_every_one_digit_two_digit_pair_against_the_table_worked_out_by_hand() -> None:
    singles = [c for c in NUMBER_CARDS if not is_two_digit(c)]
    doubles = [c for c in NUMBER_CARDS if is_two_digit(c)]
    assert len(singles) == len(doubles) == 24
    for s in singles:
        for d in doubles:
            want = number(s) in FITS_BY_HAND[number(d)]
            assert base_fits(s, d) == want, (s, d)
            assert base_fits(d, s) == want, (d, s)


def test_never_one_digit_on_one_digit_nor_two_digit_on_two_digit() -> None:
    for a in NUMBER_CARDS:
        for b in NUMBER_CARDS:
            if is_two_digit(a) == is_two_digit(b):
                assert not base_fits(a, b)


def test_examples_from_the_rules() -> None:
    assert base_fits("B5", "G23") and base_fits("B1", "G23")
    assert base_fits("G23", "B5") and base_fits("G23", "R1")
    assert base_fits("R2", "B27")


def test_the_70_fits_nothing() -> None:
    assert not any(base_fits("B70", c) or base_fits(c, "B70") for c in NUMBER_CARDS)
