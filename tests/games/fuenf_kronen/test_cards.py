"""The card notation, deck, points and names of Fünf Kronen."""

from __future__ import annotations

from collections import Counter

import pytest

from kartentisch.games.fuenf_kronen.cards import (
    DECK,
    JOKER,
    RANKS,
    SUITS,
    card_name,
    card_text,
    hand_size_for_round,
    is_wild,
    parse_cards,
    points,
    rank,
    sort_key_rank,
    sort_key_suit,
    suit,
    wild_rank_for_round,
)


def test_two_decks_of_58_cards() -> None:
    counts = Counter(DECK)
    assert len(DECK) == 116
    assert counts[JOKER] == 6
    assert len(counts) == 5 * 11 + 1
    assert all(n == 2 for card, n in counts.items() if card != JOKER)
    assert SUITS == "*HCSD"
    assert list(RANKS) == list(range(3, 14))


def test_rank_and_suit_read_the_notation() -> None:
    assert (rank("10*"), suit("10*")) == (10, "*")
    assert (rank("QH"), suit("QH")) == (12, "H")
    assert (rank("JC"), rank("KS"), rank("3D")) == (11, 13, 3)
    assert (rank("JK"), suit("JK")) == (None, None)
    with pytest.raises(ValueError):
        rank("2H")


def test_card_text_builds_the_notation() -> None:
    assert card_text(12, "H") == "QH"
    assert card_text(10, "*") == "10*"
    with pytest.raises(ValueError):
        card_text(14, "H")


def test_wilds_are_jokers_and_the_rounds_rank() -> None:
    assert is_wild("JK", 3)
    assert is_wild("7C", 7)
    assert not is_wild("7C", 8)


def test_points_in_hand() -> None:
    assert [points(c, 5) for c in parse_cards("3H 10* JC QD KS")] == [3, 10, 11, 12, 13]
    assert points("5H", 5) == 20
    assert points("KS", 13) == 20
    assert points("JK", 13) == 50


def test_parse_cards_accepts_lower_case_and_commas() -> None:
    assert parse_cards("10* qh, jk 3c") == ["10*", "QH", "JK", "3C"]
    assert parse_cards(["kd", "JK"]) == ["KD", "JK"]
    assert parse_cards("") == []


@pytest.mark.parametrize("text", ["2H", "QX", "10", "1*", "JKK", "H"])
def test_parse_cards_names_what_is_wrong(text: str) -> None:
    with pytest.raises(ValueError, match=repr(text).replace("*", r"\*")):
        parse_cards(f"QH {text}")


def test_accessible_names() -> None:
    assert card_name("QH", "de") == "Herz Dame"
    assert card_name("10*", "de") == "Stern 10"
    assert card_name("KC", "de") == "Kreuz König"
    assert card_name("JS") == "Pik Bube"
    assert card_name("3D", "de") == "Karo 3"
    assert card_name("JK", "de") == "Joker"
    assert card_name("QH", "en") == "Queen of Hearts"
    assert card_name("10*", "en") == "10 of Stars"
    assert card_name("QH", "nl") == "Harten vrouw"
    assert card_name("10*", "nl") == "Sterren 10"
    assert card_name("JK", "nl") == "Joker"


def test_sorting_by_suit_and_by_rank() -> None:
    hand = parse_cards("JK QH 3C 10* QH 5*")
    assert sorted(hand, key=sort_key_suit) == ["5*", "10*", "QH", "QH", "3C", "JK"]
    assert sorted(hand, key=sort_key_rank) == ["3C", "5*", "10*", "QH", "QH", "JK"]


def test_rounds() -> None:
    assert [wild_rank_for_round(r) for r in (1, 8, 9, 11)] == [3, 10, 11, 13]
    assert [hand_size_for_round(r) for r in (1, 11)] == [3, 13]
    with pytest.raises(ValueError):
        wild_rank_for_round(12)
