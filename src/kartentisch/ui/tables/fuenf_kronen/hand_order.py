"""A person's own order of their hand, kept between moves; the engine never sees it.

The hand shows sorted (by the mode the person chose) until they move a card by hand; from
then on it is their order, with new cards joining on the right, until the next deal sorts it
afresh. Plain data in and out: no page, no table context, so every rule of the order is
tested without drawing a table. A renderer keeps one ``HandOrder`` per seat.

Cards repeat (two decks), so a card in the order is named by its ident: ``"QH~1"`` is the
second QH from the left, a name that survives reordering.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

SortKey = Callable[[str], Any]
"""How one sort mode compares cards (``sorted(..., key=...)``)."""


@dataclass(frozen=True)
class HandOrder:
    deal: int | None = None
    """The deal the order belongs to: a new deal starts sorted, with nothing selected."""
    sort: str = "suit"
    """The sort mode chosen last; it outlives the deal."""
    manual: bool = False
    """A card was moved by hand: the order no longer follows the sort."""
    cards: tuple[str, ...] = ()
    selected: str | None = None
    """The ident of the selected card, if any."""


def card_id(cards: Sequence[str], index: int) -> str:
    """A card's name in the hand that survives reordering: "QH~1" is the second QH."""
    card = cards[index]
    return f"{card}~{list(cards[:index]).count(card)}"


def index_of(cards: Sequence[str], ident: str) -> int | None:
    """Where the card named ``ident`` stands in ``cards``; None when it is not there."""
    card, _, nth = ident.partition("~")
    seen = 0
    for i, c in enumerate(cards):
        if c == card:
            if str(seen) == nth:
                return i
            seen += 1
    return None


def follow(
    kept: HandOrder, hand: Sequence[str], deal: int, keys: Mapping[str, SortKey]
) -> HandOrder:
    """The order for the hand the engine shows now.

    ``keys`` maps each sort mode to its key; a mode it lacks sorts by the first one.
    """
    if kept.deal != deal:
        kept = replace(kept, deal=deal, manual=False, selected=None)
    if not kept.manual:
        key = keys.get(kept.sort) or next(iter(keys.values()))
        return replace(kept, cards=tuple(sorted(hand, key=key)))
    in_hand = Counter(hand)
    order: list[str] = []
    for card in (*kept.cards, *hand):
        if in_hand[card] > 0:
            order.append(card)
            in_hand[card] -= 1
    return replace(kept, cards=tuple(order))


def sort_by(kept: HandOrder, mode: str) -> HandOrder:
    """Sorting again drops the hand-made order and the selection."""
    return replace(kept, sort=mode, manual=False, selected=None)


def select(kept: HandOrder, ident: str | None) -> HandOrder:
    return replace(kept, selected=ident)


def selected_index(kept: HandOrder) -> int | None:
    return None if kept.selected is None else index_of(kept.cards, kept.selected)


def step(kept: HandOrder, by: int) -> HandOrder:
    """The selected card swapped with its neighbour ``by`` places on (-1 left, 1 right)."""
    i = selected_index(kept)
    if i is None or not 0 <= i + by < len(kept.cards):
        return kept
    order = list(kept.cards)
    order[i], order[i + by] = order[i + by], order[i]
    return _moved(kept, order, i + by)


def move(kept: HandOrder, ident: str, onto: str) -> HandOrder:
    """The card ``ident`` dragged onto the place of the card ``onto``; it stays selected."""
    i = index_of(kept.cards, ident)
    j = index_of(kept.cards, onto)
    if i is None or j is None or i == j:
        return kept
    order = list(kept.cards)
    order.insert(j, order.pop(i))
    return _moved(kept, order, j)


def _moved(kept: HandOrder, order: list[str], at: int) -> HandOrder:
    return replace(kept, cards=tuple(order), manual=True, selected=card_id(order, at))
