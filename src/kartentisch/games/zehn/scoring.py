"""Who won and who lost a round, and the final score: the rules' tie-breaks in one place."""

from __future__ import annotations

from kartentisch.games.zehn.cards import laid_values, penalty_points


def order_from(start: int, n: int) -> list[int]:
    return [(start + k) % n for k in range(n)]


def round_winner(laid: list[list[str]], start: int) -> int:
    """Highest total; tie: highest single card; still tied: first in turn order."""
    order = order_from(start, len(laid))
    values = [laid_values(cards) for cards in laid]
    return max(order, key=lambda s: (sum(values[s]), max(values[s]), -order.index(s)))


def round_loser(laid: list[list[str]], start: int) -> int:
    """Lowest total; tie: lowest single card; still tied: the last in turn order."""
    order = order_from(start, len(laid))
    values = [laid_values(cards) for cards in laid]
    return min(order, key=lambda s: (sum(values[s]), min(values[s]), -order.index(s)))


def final_score(penalty: list[str], hand: list[str], chips: int) -> int:
    """Penalty pile + cards still in hand - 2 per chip; lower is better."""
    return (
        sum(penalty_points(c) for c in penalty) + sum(penalty_points(c) for c in hand) - 2 * chips
    )
