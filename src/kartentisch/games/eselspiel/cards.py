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
    """A card fits a pile when it is one higher or one lower than the pile's top card."""
    return top is not None and abs(card - top) == 1


def starts_pile(card: int) -> bool:
    """A 1 always goes to the middle and starts a new middle pile."""
    return card == LOWEST
