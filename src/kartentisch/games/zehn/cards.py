"""The cards of Zehn and their short text form.

``"5"`` is a normal card of value 5, ``"P5"`` the penalty card of value 5 (worth 11 - 5 = 6
penalty points), ``"JK"`` a joker, ``"R7"`` the round card that costs its loser 7 points.
The card composition is not in the original rules; it is the project's decision (rules file).
"""

from __future__ import annotations

from collections.abc import Iterable

JOKER = "JK"
VALUES = range(1, 10)
NORMAL_COPIES = 7
CHIPS_PER_PLAYER = 7
HAND_SIZE = 4
START_HAND = 3
ROUNDS = 10
TARGET = 10
CHIP = "chip"
"""The token name under which chips are counted in ``cards()``."""


def draw_deck() -> list[str]:
    """Normal and penalty cards, unshuffled: 63 + 9 = 72 cards."""
    normal = [str(v) for v in VALUES for _ in range(NORMAL_COPIES)]
    penalty = [f"P{v}" for v in VALUES]
    return normal + penalty


def round_deck() -> list[str]:
    return [f"R{n}" for n in range(1, ROUNDS + 1)]


def is_joker(card: str) -> bool:
    return card == JOKER


def is_penalty_card(card: str) -> bool:
    return card.startswith("P")


def is_round_card(card: str) -> bool:
    return card.startswith("R")


def _face_value(card: str) -> int:
    if card == JOKER:
        return TARGET
    if card[0] in "PR":
        return int(card[1:])
    return int(card)


def _penalty(card: str) -> int:
    if card == JOKER:
        return 10
    if card.startswith("P"):
        return 11 - int(card[1:])
    if card.startswith("R"):
        return int(card[1:])
    return 1


_KNOWN = [*dict.fromkeys(draw_deck()), *round_deck(), JOKER]
_VALUE = {c: _face_value(c) for c in _KNOWN}
_PENALTY = {c: _penalty(c) for c in _KNOWN}
"""Looked up rather than parsed: the bots' table reading asks for them millions of times."""


def value(card: str) -> int:
    """The face value of a normal or penalty card (a joker's value depends on its partner)."""
    known = _VALUE.get(card)
    return _face_value(card) if known is None else known


def penalty_points(card: str) -> int:
    """What the card costs in a penalty pile or left in hand at the end."""
    known = _PENALTY.get(card)
    return _penalty(card) if known is None else known


def pile_points(cards: Iterable[str]) -> int:
    return sum(penalty_points(c) for c in cards)


def sort_key(card: str) -> tuple[int, int]:
    """Hands read from low to high, the penalty card after the normal card of its value."""
    if card == JOKER:
        return (TARGET, 0)
    return (value(card), 1 if card.startswith("P") else 0)


def laid_values(cards: list[str]) -> list[int]:
    """The values of one seat's laid cards, each joker taking what brings the total to 10.

    A joker is best for its holder at the value that makes exactly 10; with two jokers the
    first takes the larger share so the seat's highest single card (the tie-breaker) is high.
    """
    if JOKER not in cards:
        return [value(c) for c in cards]
    fixed = [value(c) for c in cards if c != JOKER]
    jokers = len(cards) - len(fixed)
    rest = TARGET - sum(fixed)
    shares = [rest - (jokers - 1)] + [1] * (jokers - 1)
    out: list[int] = []
    for c in cards:
        out.append(shares.pop(0) if c == JOKER else value(c))
    return out


class PairTotals(dict[str, int]):
    """The totals of one card laid with each partner, by the rule (``laid_values``): looked up,
    because the bots weigh many pairs a decision. A partner not seen before is worked out
    when first asked for."""

    def __init__(self, first: str) -> None:
        super().__init__()
        self.first = first

    def __missing__(self, second: str) -> int:
        found = self[second] = sum(laid_values([self.first, second]))
        return found


_PAIRS = {first: PairTotals(first) for first in _KNOWN}
"""One row per card of the game's decks; a row holds at most one total per card kind."""


def pair_totals(first: str) -> PairTotals:
    """What ``first`` totals with each partner card."""
    row = _PAIRS.get(first)
    return PairTotals(first) if row is None else row


def pair_total(first: str, second: str) -> int:
    return pair_totals(first)[second]


def total(cards: list[str]) -> int:
    if len(cards) == 2:
        return pair_total(cards[0], cards[1])
    if JOKER in cards:
        return sum(laid_values(cards))
    return sum(value(c) for c in cards)
