"""The meld solver on hands from the rules, and properties that hold for every hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch.games.fuenf_kronen.cards import DECK, is_wild, parse_cards, points
from kartentisch.games.fuenf_kronen.solver import (
    Arrangement,
    best_discard,
    best_melds,
    can_go_out,
    discard_scores,
    is_meld,
    leftover_score,
)

from .test_solver_oracle import is_meld as rules_meld


def melds(text: str, wild_rank: int, natural_required: bool = False) -> Arrangement:
    return best_melds(parse_cards(text), wild_rank, natural_required)


def check(
    arrangement: Arrangement, hand: list[str], wild_rank: int, natural_required: bool
) -> None:
    """The melds are melds, they and the leftover are exactly the hand, the score adds up."""
    laid = [card for meld in arrangement.melds for card in meld]
    assert Counter(laid) + Counter(arrangement.leftover) == Counter(hand)
    assert all(rules_meld(meld, wild_rank, natural_required) for meld in arrangement.melds)
    assert arrangement.score == sum(points(c, wild_rank) for c in arrangement.leftover)


def test_book_with_a_duplicate_card() -> None:
    result = melds("KH KH KS", 5)
    assert result == Arrangement((("KH", "KH", "KS"),), (), 0)


def test_run_of_four() -> None:
    result = melds("9H 10H JH QH", 5)
    assert result == Arrangement((("9H", "10H", "JH", "QH"),), (), 0)


def test_runs_do_not_wrap() -> None:
    assert melds("KH 3H 4H", 7).score == 20
    assert melds("QH KH 3H", 7).score == 28


def test_a_wild_cannot_stretch_a_run_past_the_king() -> None:
    result = melds("QH KH JK", 7)
    assert result.score == 0
    assert result.melds == (("JK", "QH", "KH"),)


def test_wilds_fill_gaps_side_by_side() -> None:
    result = melds("3S 7S 4C JK JK", 4)
    assert result == Arrangement((("3S", "JK", "JK", "4C", "7S"),), (), 0)


def test_a_wild_joins_a_book_not_a_lost_cause() -> None:
    result = melds("3S 7S 4C JK", 4)
    assert result == Arrangement((("7S", "JK", "4C"),), ("3S",), 3)


def test_a_meld_of_wilds_only_is_allowed_unless_the_option_says_no() -> None:
    assert melds("JK 5C 5H", 5) == Arrangement((("JK", "5H", "5C"),), (), 0)
    assert melds("JK 5C 5H", 5, natural_required=True).score == 90
    assert melds("JK 5C 5H 9D", 5, natural_required=True).score == 0
    assert melds("JK JK JK KD QS", 8) == Arrangement((("KD", "JK", "JK", "JK"),), ("QS",), 12)


def test_a_wild_rank_card_may_stand_for_itself() -> None:
    assert melds("7H 8H 9H", 8).score == 0
    assert melds("8H 8C 8S", 8).score == 0


def test_a_card_in_a_book_leaves_a_wild_in_its_place_in_the_run() -> None:
    # 6H is needed in the book and in the run: the Joker stands in for it in the run.
    result = melds("4H 5H 6H 7H 8H 6C 6S 6D JK KC KS", 10)
    assert result.score == 0
    check(result, parse_cards("4H 5H 6H 7H 8H 6C 6S 6D JK KC KS"), 10, False)


def test_spare_wilds_do_not_stay_in_hand_when_a_long_run_is_full() -> None:
    hand = parse_cards("4H 5H 6H 7H 8H 9H 10H JH QH KH JK JK 3S")
    for natural_required in (False, True):
        result = best_melds(hand, 3, natural_required)
        assert result.score == 0
        check(result, hand, 3, natural_required)


def test_many_wilds_with_a_natural_needed_in_every_meld() -> None:
    hand = parse_cards("3H 4H 5H JK JK JK JK JK JK 8C 8C 8S 8S 8D")
    result = best_melds(hand, 8, natural_required=True)
    assert result.score == 0
    check(result, hand, 8, True)


def test_wilds_left_over_are_the_cheap_ones() -> None:
    assert melds("JK 5S", 5, natural_required=True) == Arrangement((), ("5S", "JK"), 70)
    assert melds("KH 9C JK 5S", 5) == Arrangement((("KH", "JK", "5S"),), ("9C",), 9)
    assert melds("JK JK 5S 5D", 5, natural_required=True).score == 140


def test_nothing_to_meld() -> None:
    assert melds("", 5) == Arrangement((), (), 0)
    assert melds("3H 9C KD", 5) == Arrangement((), ("3H", "9C", "KD"), 25)


def test_same_hand_same_answer_whatever_the_order() -> None:
    rng = random.Random(5)
    for _ in range(50):
        hand = rng.sample(DECK, 13)
        shuffled = list(hand)
        rng.shuffle(shuffled)
        assert best_melds(hand, 9) == best_melds(shuffled, 9)
        assert best_discard([*hand, "JK"], 9) == best_discard(["JK", *shuffled], 9)


def test_impossible_hands_are_refused() -> None:
    with pytest.raises(ValueError):
        best_melds(["QH", "QH", "QH"], 5)
    with pytest.raises(ValueError):
        best_melds(["XX"], 5)


def test_going_out() -> None:
    assert can_go_out(parse_cards("KH KH KS 9C"), 5)
    assert can_go_out(parse_cards("3H 4H 5H 6H 7C 7C JK"), 9)
    assert not can_go_out(parse_cards("3H 4H 9C 9D"), 5)
    assert not can_go_out([], 5)


def test_best_discard_prefers_a_natural_then_more_points_then_suit_order() -> None:
    assert best_discard(parse_cards("KH KH KS 9C"), 5).card == "9C"
    assert best_discard(parse_cards("QH QS QD JK"), 5).card == "QH"
    assert best_discard(parse_cards("3H 4H 5H JK 4C"), 9).card == "4C"
    choice = best_discard(parse_cards("3H 9C KD QS JK"), 5)
    assert (choice.card, choice.score) == ("JK", 37)


def hands(min_size: int, max_size: int) -> st.SearchStrategy[list[str]]:
    return st.lists(
        st.sampled_from(range(len(DECK))), unique=True, min_size=min_size, max_size=max_size
    ).map(lambda picked: [DECK[i] for i in picked])


@settings(max_examples=examples(300), deadline=None)
@given(hand=hands(0, 14), wild_rank=st.integers(3, 13), natural_required=st.booleans())
def test_melds_are_valid_and_use_exactly_the_hand(
    hand: list[str], wild_rank: int, natural_required: bool
) -> None:
    result = best_melds(hand, wild_rank, natural_required)
    check(result, hand, wild_rank, natural_required)
    assert leftover_score(hand, wild_rank, natural_required) == result.score


@settings(max_examples=examples(200), deadline=None)
@given(
    hand=hands(0, 13),
    wild_rank=st.integers(3, 13),
    natural_required=st.booleans(),
    wild=st.sampled_from(["JK", "wild rank"]),
)
def test_adding_a_wild_never_raises_the_score(
    hand: list[str], wild_rank: int, natural_required: bool, wild: str
) -> None:
    """Once something is melded the new wild joins it; otherwise it costs at most itself."""
    free = Counter(DECK) - Counter(hand)
    choices = [c for c in free if is_wild(c, wild_rank) and (c == "JK") == (wild == "JK")]
    if not choices:
        return
    wild_card = min(choices)
    before = best_melds(hand, wild_rank, natural_required)
    after = best_melds([*hand, wild_card], wild_rank, natural_required).score
    if before.melds:
        assert after <= before.score
    else:
        assert after <= before.score + points(wild_card, wild_rank)


@settings(max_examples=examples(150), deadline=None)
@given(hand=hands(1, 14), wild_rank=st.integers(3, 13), natural_required=st.booleans())
def test_best_discard_agrees_with_best_melds_of_every_discard(
    hand: list[str], wild_rank: int, natural_required: bool
) -> None:
    expected = {
        card: best_melds(hand[:i] + hand[i + 1 :], wild_rank, natural_required).score
        for i, card in enumerate(hand)
    }
    assert discard_scores(hand, wild_rank, natural_required) == expected
    choice = best_discard(hand, wild_rank, natural_required)
    assert choice.score == min(expected.values())
    assert expected[choice.card] == choice.score
    rest = list(hand)
    rest.remove(choice.card)
    check(choice.arrangement, rest, wild_rank, natural_required)
    assert can_go_out(hand, wild_rank, natural_required) == (choice.score == 0)


def test_is_meld_for_melds_laid_out_by_hand() -> None:
    assert is_meld(parse_cards("KH KH KS"), 5)
    assert is_meld(parse_cards("9H 10H JH QH"), 5)
    assert is_meld(parse_cards("JK QH KH"), 5)
    assert is_meld(parse_cards("3S JK JK 4C 7S"), 4)
    assert not is_meld(parse_cards("KH 3H 4H"), 5)
    assert is_meld(parse_cards("QH KH JK JK"), 5)
    assert not is_meld(parse_cards("JK JK JK JK JK JK 5C 5H 5S 5D 3H KH"), 5)
    assert is_meld(parse_cards("JK JK JK JK JK 5C 5H 5S 5D 3H KH"), 5)
    assert not is_meld(parse_cards("KH KS"), 5)
    assert not is_meld(parse_cards("9H 10H JS"), 5)
    assert not is_meld(parse_cards("9H 9H 10H"), 5)
    assert is_meld(parse_cards("JK 5C 5H"), 5)
    assert not is_meld(parse_cards("JK 5C 5H"), 5, natural_required=True)


@settings(max_examples=examples(300), deadline=None)
@given(meld=hands(0, 7), wild_rank=st.integers(3, 13), natural_required=st.booleans())
def test_is_meld_agrees_with_the_rules_check_of_the_tests(
    meld: list[str], wild_rank: int, natural_required: bool
) -> None:
    assert is_meld(meld, wild_rank, natural_required) == rules_meld(
        meld, wild_rank, natural_required
    )
