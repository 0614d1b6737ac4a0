"""The one control a hint or the coach rings (``ui.table.first_press``): the bid button of the
named card only, the own pile before the pile it goes to, the move itself once it shows."""

from __future__ import annotations

from kartentisch.ui.table.first_press import Control, leads, pick


def test_a_bid_rings_the_named_cards_button_only() -> None:
    anna = Control(ui="target 1", leads=leads(["bid 1 1", "bid 2 1"]) or "")
    ben = Control(ui="target 2", leads=leads(["bid 1 2", "bid 2 2"]) or "")
    passing = Control(action="pass")
    assert pick([anna, ben, passing], "bid 1 2") == 1
    # Ben's card chosen: his button leads nowhere more, "+" leads to the higher bid
    chosen = Control(ui="target 2")
    more = Control(ui="amount +", leads=leads(["bid 2 2"]) or "")
    go = Control(action="bid 1 2")
    assert pick([anna, chosen, passing, more, go], "bid 2 2") == 3
    assert pick([anna, chosen, passing, more, go], "bid 1 2") == 4


def test_the_own_pile_before_the_middle_pile() -> None:
    own = Control(ui="top", leads=leads(["top middle 0", "top seat 1"]) or "")
    turn = Control(action="turn")
    assert pick([turn, own], "top middle 0") == 1
    middle = Control(action="top middle 0")
    assert pick([turn, own, middle], "top middle 0") == 2


def test_a_card_chosen_before_its_move_and_nothing_for_no_move() -> None:
    cards = [Control(ui="pick 0", card="7H"), Control(ui="pick 1", card="7H")]
    assert pick(cards, "discard 7H", ["7H"]) == 0
    assert pick(cards, "", ["7H"]) is None
    assert pick(cards, "discard 9S", ["9S"]) is None
    assert leads([]) is None
