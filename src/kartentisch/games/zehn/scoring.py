"""The round's ranking and the final score: the rules' tie-breaks in one place.

Both ends of a round come from ONE order of the seats, so with two or more players the pot and
the penalty always go to two different seats (two separate tie rules let 9 + 1 against 5 + 5
win the pot and take the penalty at once).
"""

from __future__ import annotations

from dataclasses import dataclass

from kartentisch.games.zehn.cards import laid_values, penalty_points

TOTAL = "total"
HIGH_CARD = "high_card"
TURN_ORDER = "turn_order"
"""What set two neighbours in the ranking apart, in the order the rules try them."""


def order_from(start: int, n: int) -> list[int]:
    return [(start + k) % n for k in range(n)]


@dataclass(frozen=True)
class Ranking:
    """The seats best first, and what decided the first and the last place."""

    seats: list[int]
    winner_by: str
    """Why the first seat beat the second: ``total``, ``high_card`` or ``turn_order``."""
    loser_by: str
    """Why the last seat came after the one before it (same three words)."""

    @property
    def winner(self) -> int:
        return self.seats[0]

    @property
    def loser(self) -> int:
        return self.seats[-1]


def _rank_key(values: list[int], turn: int) -> tuple[int, int, int]:
    """Higher is better: total, then the highest single card, then earlier in turn order."""
    return (sum(values), max(values, default=0), -turn)


def _decided_by(better: tuple[int, int, int], worse: tuple[int, int, int]) -> str:
    if better[0] != worse[0]:
        return TOTAL
    if better[1] != worse[1]:
        return HIGH_CARD
    return TURN_ORDER


def rank_round(laid: list[list[str]], start: int) -> Ranking:
    """Order the seats by total, highest single card, then turn order from ``start``."""
    order = order_from(start, len(laid))
    keys = {seat: _rank_key(laid_values(laid[seat]), turn) for turn, seat in enumerate(order)}
    seats = sorted(order, key=lambda s: keys[s], reverse=True)
    if len(seats) < 2:
        return Ranking(seats, TOTAL, TOTAL)
    return Ranking(
        seats,
        winner_by=_decided_by(keys[seats[0]], keys[seats[1]]),
        loser_by=_decided_by(keys[seats[-2]], keys[seats[-1]]),
    )


def round_winner(laid: list[list[str]], start: int) -> int:
    """The first in the round's order: takes the pot."""
    return rank_round(laid, start).winner


def round_loser(laid: list[list[str]], start: int) -> int:
    """The last in the round's order: takes the penalty."""
    return rank_round(laid, start).loser


def final_score(penalty: list[str], hand: list[str], chips: int, hand_counts: bool) -> int:
    """Penalty pile - 2 per chip, as the original text counts; lower is better. With the
    option ``hand_counts`` (a secondary summary's rule) the cards still in hand count too."""
    held = sum(penalty_points(c) for c in hand) if hand_counts else 0
    return sum(penalty_points(c) for c in penalty) + held - 2 * chips
