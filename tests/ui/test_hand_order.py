"""The person's own order of the hand: sorted until a card is moved by hand, then theirs."""

from __future__ import annotations

from kartentisch.ui.tables.fuenf_kronen import hand_order
from kartentisch.ui.tables.fuenf_kronen.hand_order import HandOrder, card_id, follow, index_of

KEYS = {"suit": lambda card: (card[-1], card[:-1]), "rank": lambda card: (card[:-1], card[-1])}
"""Plain keys for the tests: by the last letter, or by what comes before it."""


def test_a_new_hand_is_sorted_by_the_first_mode() -> None:
    kept = follow(HandOrder(), ["5H", "3C", "4H"], 1, KEYS)
    assert kept.cards == ("3C", "4H", "5H")
    assert kept.deal == 1 and not kept.manual


def test_another_mode_sorts_again_and_drops_the_selection() -> None:
    kept = hand_order.select(follow(HandOrder(), ["5H", "3C", "4H"], 1, KEYS), "3C~0")
    kept = follow(hand_order.sort_by(kept, "rank"), ["5H", "3C", "4H"], 1, KEYS)
    assert kept.cards == ("3C", "4H", "5H") and kept.selected is None
    assert follow(kept, ["5H", "3C", "4S"], 1, KEYS).cards == ("3C", "4S", "5H")


def test_a_moved_card_makes_the_order_the_persons_and_new_cards_join_on_the_right() -> None:
    kept = hand_order.select(follow(HandOrder(), ["3C", "4H", "5H"], 1, KEYS), "5H~0")
    kept = hand_order.step(kept, -1)
    assert kept.cards == ("3C", "5H", "4H") and kept.manual and kept.selected == "5H~0"
    kept = follow(kept, ["4H", "5H", "3C", "2C"], 1, KEYS)
    assert kept.cards == ("3C", "5H", "4H", "2C")
    kept = follow(kept, ["4H", "2C", "3C"], 1, KEYS)
    assert kept.cards == ("3C", "4H", "2C"), "a card gone leaves no gap"


def test_a_step_past_either_end_or_without_a_selection_changes_nothing() -> None:
    kept = follow(HandOrder(), ["3C", "4H"], 1, KEYS)
    assert hand_order.step(kept, 1) == kept
    first = hand_order.select(kept, "3C~0")
    assert hand_order.step(first, -1) == first


def test_a_card_dragged_onto_another_takes_its_place() -> None:
    kept = follow(HandOrder(), ["2C", "3C", "4H", "5H"], 1, KEYS)
    kept = hand_order.move(kept, "5H~0", "3C~0")
    assert kept.cards == ("2C", "5H", "3C", "4H") and kept.selected == "5H~0"
    assert hand_order.move(kept, "5H~0", "5H~0") == kept
    assert hand_order.move(kept, "9S~0", "3C~0") == kept


def test_the_next_deal_sorts_afresh_but_keeps_the_mode() -> None:
    kept = hand_order.sort_by(follow(HandOrder(), ["3C", "4H"], 1, KEYS), "rank")
    kept = hand_order.step(hand_order.select(follow(kept, ["3C", "4H"], 1, KEYS), "3C~0"), 1)
    assert kept.manual
    kept = follow(kept, ["4C", "3H"], 2, KEYS)
    assert kept.cards == ("3H", "4C") and not kept.manual and kept.selected is None
    assert kept.sort == "rank"


def test_doubles_are_told_apart_by_their_place_among_equals() -> None:
    cards = ["QH", "3C", "QH"]
    assert [card_id(cards, i) for i in range(3)] == ["QH~0", "3C~0", "QH~1"]
    assert index_of(cards, "QH~1") == 2
    assert index_of(cards, "QH~2") is None
    kept = hand_order.select(follow(HandOrder(), cards, 1, KEYS), "QH~1")
    assert hand_order.selected_index(kept) == 2
