"""The solver against slow searches that are correct by construction.

``oracle_score`` tries every split of the hand into melds and leftover cards and checks each
meld straight from the rules. ``partition_score`` is for hands with many wilds (too many cards
for the first): it tries every grouping of the natural cards and then places the wilds by
counting what each group needs and holds.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from functools import cache
from itertools import combinations

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch.games.fuenf_kronen import solver
from kartentisch.games.fuenf_kronen.cards import DECK, is_wild, points, rank, suit
from kartentisch.games.fuenf_kronen.rules import legal_actions
from kartentisch.games.fuenf_kronen.solver import best_discard, best_melds, discard_scores

from .helpers import play, table


def is_meld(cards: Sequence[str], wild_rank: int, natural_required: bool = False) -> bool:
    """A book: 3+ cards whose naturals share a rank. A run: 3-11 cards whose naturals share a
    suit, differ in rank and fit in a stretch as long as the run (3 up to König)."""
    if len(cards) < 3:
        return False
    naturals = [c for c in cards if not is_wild(c, wild_rank)]
    if not naturals:
        return not natural_required
    ranks = [r for r in (rank(c) for c in naturals) if r is not None]
    if len(set(ranks)) == 1:
        return True
    if len({suit(c) for c in naturals}) != 1 or len(set(ranks)) != len(ranks):
        return False
    return max(ranks) - min(ranks) + 1 <= len(cards) <= 11


def oracle_score(hand: Sequence[str], wild_rank: int, natural_required: bool = False) -> int:
    @cache
    def best(rest: tuple[str, ...]) -> int:
        if not rest:
            return 0
        first, others = rest[0], rest[1:]
        result = points(first, wild_rank) + best(others)
        for size in range(2, len(others) + 1):
            for picked in combinations(range(len(others)), size):
                meld = (first, *(others[i] for i in picked))
                if is_meld(meld, wild_rank, natural_required):
                    remaining = tuple(c for i, c in enumerate(others) if i not in picked)
                    result = min(result, best(remaining))
        return result

    return best(tuple(sorted(hand)))


def _groupings(cards: list[str]) -> Iterator[list[list[str]]]:
    """Every way to split ``cards`` into groups (set partitions)."""
    if not cards:
        yield []
        return
    first, rest = cards[0], cards[1:]
    for grouping in _groupings(rest):
        yield [[first], *grouping]
        for i in range(len(grouping)):
            yield [*grouping[:i], [first, *grouping[i]], *grouping[i + 1 :]]


def partition_score(hand: Sequence[str], wild_rank: int, natural_required: bool = False) -> int:
    naturals = [c for c in hand if not is_wild(c, wild_rank)]
    wilds = sorted(points(c, wild_rank) for c in hand if is_wild(c, wild_rank))
    best = 10**9
    for keep in range(1 << len(naturals)):
        left = [c for i, c in enumerate(naturals) if keep >> i & 1]
        melded = [c for i, c in enumerate(naturals) if not keep >> i & 1]
        left_points = sum(points(c, wild_rank) for c in left)
        for grouping in _groupings(melded):
            need = 0
            room = 0
            has_book = False
            ok = True
            for group in grouping:
                ranks = [rank(c) or 0 for c in group]
                if len(set(ranks)) == 1:
                    need += max(0, 3 - len(group))
                    has_book = True
                elif len({suit(c) for c in group}) == 1 and len(set(ranks)) == len(ranks):
                    span = max(ranks) - min(ranks) + 1
                    if span > 11:
                        ok = False
                        break
                    need += max(span, 3) - len(group)
                    room += 11 - max(span, 3)
                else:
                    ok = False
                    break
            if not ok or need > len(wilds):
                continue
            spare = len(wilds) - need
            if has_book or spare <= room or (spare >= 3 and not natural_required):
                stuck = 0
            else:
                stuck = spare - room
            best = min(best, left_points + sum(wilds[:stuck]))
    return best


def random_hand(rng: random.Random, size: int, wild_rank: int) -> list[str]:
    """Half plain deals, half crowded: few suits, a narrow band of ranks, extra wilds."""
    if rng.random() < 0.5:
        return rng.sample(DECK, size)
    suits = rng.sample("*HCSD", rng.randint(1, 2))
    low = rng.randint(3, 10)
    high = low + rng.randint(2, 6)
    pool = [
        c
        for c in DECK
        if is_wild(c, wild_rank) or (suit(c) in suits and low <= (rank(c) or 0) <= high)
    ]
    return rng.sample(pool, min(size, len(pool)))


def test_solver_matches_exhaustive_search_on_small_hands() -> None:
    rng = random.Random(2026)
    for _ in range(1200):
        wild_rank = rng.randint(3, 13)
        hand = random_hand(rng, rng.randint(0, 8), wild_rank)
        natural_required = rng.random() < 0.3
        expected = oracle_score(hand, wild_rank, natural_required)
        got = best_melds(hand, wild_rank, natural_required)
        assert got.score == expected, (hand, wild_rank, natural_required, got)
        assert all(is_meld(m, wild_rank, natural_required) for m in got.melds), got


def test_solver_matches_grouping_search_on_hands_full_of_wilds() -> None:
    rng = random.Random(7)
    wild_cards = ["JK"] * 6
    for _ in range(250):
        wild_rank = rng.randint(3, 13)
        wilds = rng.sample(
            wild_cards + [c for c in DECK if c != "JK" and rank(c) == wild_rank], rng.randint(5, 11)
        )
        naturals = [c for c in random_hand(rng, 14, wild_rank) if not is_wild(c, wild_rank)]
        hand = wilds + naturals[: rng.randint(0, min(7, 14 - len(wilds)))]
        natural_required = rng.random() < 0.4
        expected = partition_score(hand, wild_rank, natural_required)
        got = best_melds(hand, wild_rank, natural_required)
        assert got.score == expected, (hand, wild_rank, natural_required, got)


def test_grouping_search_agrees_with_exhaustive_search() -> None:
    """The second oracle is itself checked against the first where both are quick."""
    rng = random.Random(11)
    for _ in range(300):
        wild_rank = rng.randint(3, 13)
        hand = random_hand(rng, rng.randint(0, 7), wild_rank)
        natural_required = rng.random() < 0.4
        assert partition_score(hand, wild_rank, natural_required) == oracle_score(
            hand, wild_rank, natural_required
        ), hand


def test_best_discard_matches_exhaustive_search() -> None:
    rng = random.Random(99)
    for _ in range(200):
        wild_rank = rng.randint(3, 13)
        hand = random_hand(rng, rng.randint(1, 8), wild_rank)
        natural_required = rng.random() < 0.3
        expected = {
            card: oracle_score(hand[:i] + hand[i + 1 :], wild_rank, natural_required)
            for i, card in enumerate(hand)
        }
        assert discard_scores(hand, wild_rank, natural_required) == expected, hand
        choice = best_discard(hand, wild_rank, natural_required)
        assert choice.score == min(expected.values())


HANDS = st.lists(st.sampled_from(range(len(DECK))), unique=True, max_size=8).map(
    lambda picked: [DECK[i] for i in picked]
)
"""Hands the two decks can deal: at most two of any card."""


@settings(max_examples=examples(300), deadline=None)
@given(
    hand=HANDS,
    wild_rank=st.integers(3, 13),
    natural_required=st.booleans(),
)
def test_solver_matches_exhaustive_search_hypothesis(
    hand: list[str], wild_rank: int, natural_required: bool
) -> None:
    assert best_melds(hand, wild_rank, natural_required).score == oracle_score(
        hand, wild_rank, natural_required
    )


def test_both_searches_agree_on_full_hands() -> None:
    """Up to six wilds the solver uses its "at most u wilds" search; the "exactly u wilds"
    search (kept for more wilds) must give the same scores there, on hands too big for the
    exhaustive searches."""
    rng = random.Random(314)
    for _ in range(300):
        wild_rank = rng.randint(3, 13)
        hand = random_hand(rng, rng.choice((13, 14)), wild_rank)
        wilds = sorted(
            (c for c in hand if is_wild(c, wild_rank)), key=lambda c: -points(c, wild_rank)
        )[:6]
        hand = [c for c in hand if not is_wild(c, wild_rank)] + wilds
        natural_required = rng.random() < 0.3
        naturals, ordered = solver._split(hand, wild_rank)
        state = solver._encode(naturals)
        exact = solver._ManyWilds(len(ordered)).score(state, ordered, wild_rank, natural_required)
        assert best_melds(hand, wild_rank, natural_required).score == exact, hand


def test_kept_tables_never_change_an_answer() -> None:
    rng = random.Random(8)
    hands = [(random_hand(rng, 14, w), w) for w in (rng.randint(3, 13) for _ in range(40))]
    warm = [best_discard(hand, wild_rank) for hand, wild_rank in hands]
    cold = []
    for hand, wild_rank in hands:
        solver.clear_cache()
        cold.append(best_discard(hand, wild_rank))
    assert warm == cold


def test_go_out_is_offered_exactly_for_the_discards_that_leave_a_melded_hand() -> None:
    """The engine's "go out X" actions against the exhaustive search, turn by turn."""
    rng = random.Random(11)
    offered = 0
    for _ in range(300):
        rnd = rng.randint(1, 4)
        wild_rank = rnd + 2
        natural_required = rng.random() < 0.3
        cards = random_hand(rng, 2 * (rnd + 2) + 1, wild_rank)
        if len(cards) < 2 * (rnd + 2) + 1:
            continue
        mine, theirs, drawn = cards[: rnd + 2], cards[rnd + 2 : -1], cards[-1]
        state = table(
            [" ".join(mine), " ".join(theirs)],
            round=rnd,
            stock_top=drawn,
            natural_required=natural_required,
        )
        state = play(state, "draw stock")
        hand = state.hands[0]
        outs = {a[7:] for a in legal_actions(state, 0) if a.startswith("go out ")}
        expected = set()
        for card in set(hand):
            rest = list(hand)
            rest.remove(card)
            if oracle_score(rest, wild_rank, natural_required) == 0:
                expected.add(card)
        assert outs == expected, (hand, wild_rank, natural_required)
        offered += bool(outs)
    assert offered >= 20, "the sample holds hands that can go out"
