"""Laying out melds by hand: the states and transitions, with plain lists of cards."""

from __future__ import annotations

from kartentisch.ui.tables.fuenf_kronen import lay_out
from kartentisch.ui.tables.fuenf_kronen.lay_out import LayOut

TURN = (1, 2, None)


def test_arrange_opens_while_offered_and_closes_again() -> None:
    assert lay_out.toggled(None, TURN, offered=False) is None
    opened = lay_out.toggled(None, TURN, offered=True)
    assert opened == LayOut(TURN)
    assert lay_out.toggled(opened, TURN, offered=True) is None


def test_a_new_turn_or_an_offer_gone_closes_it() -> None:
    lay = LayOut(TURN, groups=(("3H", "4H", "5H"),))
    assert lay_out.still_open(lay, TURN, offered=True) == lay
    assert lay_out.still_open(lay, (1, 3, None), offered=True) is None
    assert lay_out.still_open(lay, TURN, offered=False) is None
    assert lay_out.toggled(lay, (1, 3, None), offered=True) == LayOut((1, 3, None))


def test_picking_toggles_and_only_loose_cards_can_be_picked() -> None:
    loose = ["3H", "4H", "5H", "9C"]
    lay = lay_out.pick(lay_out.pick(LayOut(TURN), "5H~0", loose), "3H~0", loose)
    assert lay.current == ("5H~0", "3H~0")
    assert lay_out.picked(lay, loose) == ["3H", "5H"], "in the hand's order"
    assert lay_out.pick(lay, "5H~0", loose).current == ("3H~0",)
    assert lay_out.pick(lay, "KS~0", loose) == lay


def test_grouping_makes_a_meld_and_ungrouping_frees_it() -> None:
    loose = ["3H", "4H", "5H", "9C"]
    lay = LayOut(TURN, current=("3H~0", "4H~0", "5H~0"))
    lay = lay_out.grouped(lay, lay_out.picked(lay, loose))
    assert lay.groups == (("3H", "4H", "5H"),) and lay.current == ()
    assert lay_out.melded(lay) == ["3H", "4H", "5H"]
    assert lay_out.ungrouped(lay, 1) == lay
    freed = lay_out.ungrouped(lay_out.pick(lay, "9C~0", ["9C"]), 0)
    assert freed.groups == () and freed.current == ()


def test_going_out_as_laid_sends_the_card_meant_else_one_the_engine_will_answer() -> None:
    lay = LayOut(TURN, groups=(("3H", "4H", "5H"),))
    assert lay_out.throw_choice(lay, ["9C", "KD"], ["KD"]) == ("KD", True)
    assert lay_out.throw_choice(lay, ["9C"], []) == ("9C", True)
    assert lay_out.throw_choice(lay, ["9C", "KD"], []) == ("KD", False)
    assert lay_out.throw_choice(lay, [], []) == ("5H", False)
