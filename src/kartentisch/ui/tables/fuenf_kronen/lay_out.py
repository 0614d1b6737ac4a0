"""Laying out melds by hand during one turn, as a small state machine over plain data.

States: closed (``None``) and open (a ``LayOut`` for the turn it was opened in). "arrange"
opens it while laying out is offered and closes it again; while open the person picks cards
(a second tap puts one back), groups the picked cards into a meld, or breaks a meld up. A new
turn, or the moment laying out is no longer offered, closes it. Nothing here judges a meld:
the renderer asks the game whether picked cards may form a group, and the engine answers for
the whole arrangement when it is played. No page, no table context: every transition is
tested with plain lists.

Cards are named by their ident in the hand (``hand_order.card_id``), because a hand holds
doubles.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from kartentisch.ui.tables.fuenf_kronen.hand_order import index_of

Turn = tuple[int, int, int | None]
"""What makes a turn: the deal, the draws made so far, and who went out (if anyone)."""


@dataclass(frozen=True)
class LayOut:
    turn: Turn
    groups: tuple[tuple[str, ...], ...] = ()
    """The melds formed so far, as cards."""
    current: tuple[str, ...] = ()
    """Idents of the cards picked for the next meld, among the cards not yet in a meld."""


def still_open(lay: LayOut | None, turn: Turn, offered: bool) -> LayOut | None:
    """The lay-out if it belongs to this turn and laying out is still offered; else closed."""
    if lay is None or lay.turn != turn or not offered:
        return None
    return lay


def toggled(lay: LayOut | None, turn: Turn, offered: bool) -> LayOut | None:
    """ "arrange": an open lay-out closes, a closed one opens when laying out is offered."""
    if still_open(lay, turn, offered) is not None:
        return None
    return LayOut(turn) if offered else None


def melded(lay: LayOut) -> list[str]:
    """Every card already in a meld."""
    return [card for group in lay.groups for card in group]


def picked(lay: LayOut, loose: Sequence[str]) -> list[str]:
    """The picked cards in the order they stand among the ``loose`` ones (not in a meld)."""
    return [loose[i] for i in sorted(index_of(loose, x) or 0 for x in lay.current)]


def pick(lay: LayOut, ident: str, loose: Sequence[str]) -> LayOut:
    """A tap on a loose card: picked if it was not, put back if it was."""
    if ident in lay.current:
        return replace(lay, current=tuple(x for x in lay.current if x != ident))
    if index_of(loose, ident) is None:
        return lay
    return replace(lay, current=(*lay.current, ident))


def grouped(lay: LayOut, cards: Sequence[str]) -> LayOut:
    """``cards`` (the picked ones, which the game allowed as a group) become a meld."""
    return replace(lay, groups=(*lay.groups, tuple(cards)), current=())


def ungrouped(lay: LayOut, index: int) -> LayOut:
    """The meld at ``index`` broken up: its cards are loose again, nothing stays picked."""
    if not 0 <= index < len(lay.groups):
        return lay
    return replace(lay, groups=lay.groups[:index] + lay.groups[index + 1 :], current=())


def throw_choice(lay: LayOut, loose: Sequence[str], chosen: Sequence[str]) -> tuple[str, bool]:
    """The card to send with going out as laid, and whether it is the one meant.

    The one card picked, else the one card left loose; with more loose (or none) the last
    loose card (or a melded one) goes, which the engine answers with what is missing.
    """
    if len(chosen) == 1:
        return chosen[0], True
    if len(loose) == 1:
        return loose[0], True
    if loose:
        return loose[-1], False
    return lay.groups[-1][-1], False
