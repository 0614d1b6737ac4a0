"""Temporary stand-in for the meld solver (books only) until ``solver.py`` lands."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kartentisch.games.fuenf_kronen.cards import is_wild, points, rank


@dataclass(frozen=True)
class Arrangement:
    melds: tuple[tuple[str, ...], ...]
    leftover: tuple[str, ...]
    score: int


@dataclass(frozen=True)
class Discard:
    card: str
    arrangement: Arrangement


def best_melds(hand: list[str], wild_rank: int, natural_required: bool = False) -> Arrangement:
    wilds = [c for c in hand if is_wild(c, wild_rank)]
    by_rank: dict[int, list[str]] = {}
    for c in hand:
        if not is_wild(c, wild_rank):
            r = rank(c)
            assert r is not None
            by_rank.setdefault(r, []).append(c)
    melds: list[list[str]] = []
    left: list[str] = []
    for r in sorted(by_rank, key=lambda r: (-len(by_rank[r]), -r)):
        group = by_rank[r]
        need = max(0, 3 - len(group))
        if need <= len(wilds) and need < 3:
            melds.append(group + [wilds.pop() for _ in range(need)])
        else:
            left.extend(group)
    if wilds:
        if melds:
            melds[0].extend(wilds)
        elif len(wilds) >= 3 and not natural_required:
            melds.append(wilds)
        else:
            left.extend(wilds)
    score = sum(points(c, wild_rank) for c in left)
    return Arrangement(tuple(tuple(m) for m in melds), tuple(left), score)


def can_go_out(hand: list[str], wild_rank: int, natural_required: bool = False) -> bool:
    return best_discard(hand, wild_rank, natural_required).arrangement.score == 0


def best_discard(hand: list[str], wild_rank: int, natural_required: bool = False) -> Discard:
    best: Discard | None = None
    for c in sorted(Counter(hand)):
        rest = list(hand)
        rest.remove(c)
        a = best_melds(rest, wild_rank, natural_required)
        if best is None or a.score < best.arrangement.score:
            best = Discard(c, a)
    assert best is not None
    return best
