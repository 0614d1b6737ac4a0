"""The Eselspiel's cards: numbers 1 to 20, five of each, and one donkey card.

Cards are plain ints in the engine (fast to copy, compare and count); the donkey card is only a
token that changes hands, so it is counted as the string ``"donkey"`` in ``cards()``.
"""

from __future__ import annotations

LOWEST = 1
HIGHEST = 20
COPIES = 5
DONKEY = "donkey"


def deck() -> list[int]:
    """The 100 number cards, in order; the game shuffles them with its own Rng."""
    return [n for n in range(LOWEST, HIGHEST + 1) for _ in range(COPIES)]


def fits(card: int, top: int | None) -> bool:
    """A card fits another player's discard pile when it is one higher or one lower."""
    return top is not None and abs(card - top) == 1


def fits_middle(card: int, top: int | None, both_ways: bool = False) -> bool:
    """A middle pile grows upward only: it takes the card one higher than its top.

    Built both ways (the option for the seed's literal wording) the middle can die: once no
    card still held fits a middle top it never changes again, and careful players then pass
    cards back and forth for ever. Upward, the lowest value still held always has a pile.
    """
    if both_ways:
        return fits(card, top)
    return top is not None and card == top + 1


def starts_pile(card: int) -> bool:
    """A 1 always goes to the middle and starts a new middle pile."""
    return card == LOWEST
