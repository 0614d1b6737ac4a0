"""The exact meld solver: the arrangement of a hand into books and runs that leaves least in hand.

Why it is exact and fast:

- Wilds (Jokers and the round's wild rank) are interchangeable inside melds, so only their
  *number* matters while searching; which wild goes where is decided at the end. A wild-rank
  card is always treated as a wild: as a wild it can still stand for itself.
- The natural cards decide. A multiset of naturals is an integer with two bits per card (a card
  can be in a hand twice), and the search always settles the lowest natural first: it stays in
  hand, or it opens a book of its rank, or it is the lowest natural of a run of its suit. Every
  other member of that meld is a higher card, so each arrangement is met exactly once.
- For each multiset of naturals the search keeps a small table: for every number ``u`` of
  wilds, the least score of naturals left over when ``u`` wilds go into melds with them.
  Wilds that no meld takes stay in hand for 20 or 50 (or, 3 or more, meld on their own unless
  the option requires a natural card in every meld). A book takes any number of extra wilds;
  a run of ``k`` naturals takes from the wilds that fill its gaps (and stretch it to three
  cards) up to ``11 - k``, as a run never wraps. With at most six wilds every meld can take
  all the spare ones, so "at most ``u`` wilds" is enough (``_FewWilds``, nearly every hand);
  with more, the table counts exactly ``u`` wilds (``_ManyWilds``).
- Two kinds of meld never need to be tried, because something else is always at least as
  good: a run with one natural (a book of that card plus the same two wilds takes every number
  of wilds the run takes), and a run that splits into two runs with no more wilds (both parts
  still meld, and two runs hold more spare wilds than one). What remains are runs of at most
  five naturals with small gaps, and books of at most five naturals (six or more split into
  books of three).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.games.fuenf_kronen.cards import (
    JOKER,
    JOKERS_PER_DECK,
    RANKS,
    SUITS,
    card_text,
    points,
    rank,
    sort_key_suit,
    suit,
)

_INF = 1 << 20
"""Marks "no arrangement": larger than any real score, small enough to add points to."""

_LOW_RANK = RANKS[0]
_RANK_COUNT = len(RANKS)
_SUIT_COUNT = len(SUITS)
_MAX_RUN = _RANK_COUNT
"""A run never wraps, so it has at most 11 cards (3 up to König)."""
_MAX_CORE = 5
"""Books and runs with more naturals split into smaller melds that are never worse."""


@dataclass(frozen=True)
class Arrangement:
    """Melds laid down and the cards left in hand, with what those cards score."""

    melds: tuple[tuple[str, ...], ...]
    leftover: tuple[str, ...]
    score: int


@dataclass(frozen=True)
class Discard:
    """The card to throw and how the rest of the hand is then best laid down."""

    card: str
    arrangement: Arrangement

    @property
    def score(self) -> int:
        return self.arrangement.score


# --- card slots -------------------------------------------------------------------------------


def _slot(card: str) -> int:
    r = rank(card)
    s = suit(card)
    assert r is not None and s is not None
    return (r - _LOW_RANK) * _SUIT_COUNT + SUITS.index(s)


_SLOT_CARD = tuple(card_text(_LOW_RANK + p, s) for p in range(_RANK_COUNT) for s in SUITS)
_SLOT_POINTS = tuple(_LOW_RANK + p for p in range(_RANK_COUNT) for _ in SUITS)


def _encode(naturals: Sequence[str]) -> int:
    state = 0
    for card in naturals:
        shift = 2 * _slot(card)
        if (state >> shift) & 3 == 2:
            raise ValueError(f"the two decks hold only two of {card}")
        state += 1 << shift
    return state


# --- which melds to try for the lowest natural ------------------------------------------------


def _unsplittable(core: Sequence[int]) -> bool:
    """True unless the run's naturals split into two runs that need no more wilds in all."""
    for i in range(1, len(core)):
        left_span = core[i - 1] - core[0] + 1
        right_span = core[-1] - core[i] + 1
        gap = core[i] - core[i - 1] - 1
        if gap >= max(0, 3 - left_span) + max(0, 3 - right_span):
            return False
    return True


def _run_shapes() -> list[tuple[int, ...]]:
    """Rank offsets of the runs worth trying, lowest natural at 0.

    Only 15 shapes are left (none wider than five ranks): every wider run of naturals splits.
    """
    shapes: list[tuple[int, ...]] = []
    for mask in range(1, 1 << (_RANK_COUNT - 1)):
        core = (0, *(t + 1 for t in range(_RANK_COUNT - 1) if mask >> t & 1))
        if len(core) <= _MAX_CORE and _unsplittable(core):
            shapes.append(core)
    return shapes


def _runs_by_slot() -> tuple[tuple[tuple[int, int, int, int], ...], ...]:
    """For each slot, the runs it can start: ``(cards, fewest wilds, most wilds, blockers)``.

    ``blockers`` are the cards a wild of the run stands for (in a gap, or the third card of a
    run of two): see ``_FewWilds`` for why a run is not tried while one of them is in hand.
    """
    shapes = _run_shapes()
    table: list[tuple[tuple[int, int, int, int], ...]] = []
    for slot in range(_SUIT_COUNT * _RANK_COUNT):
        position = slot // _SUIT_COUNT
        found: list[tuple[int, int, int, int]] = []
        for core in shapes:
            if position + core[-1] >= _RANK_COUNT:
                continue
            span = core[-1] + 1
            need = span - len(core) + max(0, 3 - span)
            covered = [offset for offset in range(max(span, 3)) if offset not in core]
            covered = [offset for offset in covered if position + offset < _RANK_COUNT]
            cards = sum(1 << (2 * (slot + _SUIT_COUNT * offset)) for offset in core)
            blockers = sum(1 << (2 * (slot + _SUIT_COUNT * offset)) for offset in covered)
            found.append((cards, need, _MAX_RUN - len(core), blockers))
        found.sort(key=lambda option: option[1])
        table.append(tuple(found))
    return tuple(table)


_RUNS_BY_SLOT = _runs_by_slot()


def _book_options(counts: tuple[int, ...]) -> tuple[tuple[tuple[int, ...], int], ...]:
    """Books of the lowest natural plus some of the other naturals of its rank.

    ``counts[j]`` is how many more cards of that rank the hand holds in the j-th suit from the
    lowest natural's suit on. Returns ``(how many of each to take, fewest wilds)``.
    """
    found: list[tuple[tuple[int, ...], int]] = []

    def choose(index: int, taken: list[int], total: int) -> None:
        if index == len(counts):
            found.append((tuple(taken), max(0, 3 - total)))
            return
        for n in range(min(counts[index], _MAX_CORE - total) + 1):
            taken.append(n)
            choose(index + 1, taken, total + n)
            taken.pop()

    choose(0, [], 1)
    found.sort(key=lambda option: (option[1], [-n for n in option[0]]))
    return tuple(found)


def _books_by_key() -> dict[int, tuple[tuple[int, int], ...]]:
    """Books for a lowest natural, keyed by the counts of its rank from its suit on.

    The key is the multiset bits of those slots (the lowest natural itself taken out) with the
    suit index above them; values are ``(cards relative to the lowest natural's slot, wilds)``.
    """
    table: dict[int, tuple[tuple[int, int], ...]] = {}
    for suit_index in range(_SUIT_COUNT):
        width = _SUIT_COUNT - suit_index
        for code in range(3**width):
            counts = tuple((code // 3**i) % 3 for i in range(width))
            if counts[0] == 2:
                continue  # the lowest natural's own slot holds at most one more copy
            key = sum(n << (2 * i) for i, n in enumerate(counts)) | (suit_index << _BOOK_KEY_SHIFT)
            table[key] = tuple(
                (1 + sum(n << (2 * i) for i, n in enumerate(taken)), need)
                for taken, need in _book_options(counts)
            )
    return table


_BOOK_KEY_SHIFT = 2 * _SUIT_COUNT
_BOOK_MASKS = tuple((1 << (2 * (_SUIT_COUNT - s))) - 1 for s in range(_SUIT_COUNT))
_BOOKS = _books_by_key()


def _book_key(state: int, slot: int) -> int:
    suit_index = slot % _SUIT_COUNT
    return (((state >> (2 * slot)) & _BOOK_MASKS[suit_index]) - 1) | (suit_index << _BOOK_KEY_SHIFT)


def _options(state: int, max_wilds: int, few_wilds: bool) -> list[tuple[int, int, int]]:
    """Melds for the lowest natural of ``state``: ``(cards, fewest wilds, most wilds)``.

    ``cards`` is the multiset of naturals the meld takes (the lowest natural included); runs
    come first, then books (``most`` is ``_INF``), each by fewest wilds. ``few_wilds``: leave
    out runs with a wild standing for a card in hand (see ``_FewWilds``).
    """
    slot = ((state & -state).bit_length() - 1) >> 1
    result: list[tuple[int, int, int]] = []
    present = state | (state >> 1)
    for cards, need, most, blockers in _RUNS_BY_SLOT[slot]:
        if need > max_wilds:
            break
        if present & cards == cards and not (few_wilds and present & blockers):
            result.append((cards, need, most))
    for cards, need in _BOOKS[_book_key(state, slot)]:
        if need > max_wilds:
            break
        result.append((cards << (2 * slot), need, _INF))
    return result


# --- the search -------------------------------------------------------------------------------

Plan = tuple[list[tuple[int, int, bool]], int, int]
"""Melds as ``(natural cards, wilds in it, is a run)``, naturals left, wilds not in them."""


def _lowest(state: int) -> tuple[int, int]:
    """The lowest natural's bit and its points."""
    slot = ((state & -state).bit_length() - 1) >> 1
    return 1 << (2 * slot), _SLOT_POINTS[slot]


def _natural_points(state: int) -> int:
    total = 0
    slot = 0
    while state:
        total += (state & 3) * _SLOT_POINTS[slot]
        state >>= 2
        slot += 1
    return total


_VALUE_BITS = 9
"""Bits per packed table entry: leftover naturals of a hand score at most 14 x 13 = 182."""
_SHARED_LIMIT = 20_000
"""Tables kept between calls (bots ask about nearly the same hand again and again)."""
_SHARED: dict[int, dict[int, int]] = {}
_shared_size = [0]


def clear_cache() -> None:
    """Forget the tables kept between calls (results never depend on them)."""
    _SHARED.clear()
    _shared_size[0] = 0


def _shared_memo(max_wilds: int, value_bits: int) -> dict[int, int]:
    """The kept tables for this many wilds, or a fresh dict for hands too big to share."""
    if value_bits != _VALUE_BITS:
        return {0: 0}
    memo = _SHARED.get(max_wilds)
    if memo is None or _shared_size[0] > _SHARED_LIMIT:
        if memo is not None:
            clear_cache()
        memo = {0: 0}
        _SHARED[max_wilds] = memo
    return memo


class _FewWilds:
    """The search when a hand has at most six wilds (nearly always).

    Every meld can then take all spare wilds (a run of at most five naturals holds six more),
    so the table only needs "least points left using *at most* ``u`` wilds". Those tables are
    packed into one integer, a bit field per ``u``, and merged with a few integer operations;
    integers also spare the garbage collector the work lists would give it. Tables depend only
    on the naturals and the number of wilds, so they are kept between calls.

    A run is never tried with a wild standing for a card that is still in hand (in a gap, or
    as the third card of a run of two): putting that card in the wild's place is never worse.
    If the card would stay in hand, the swap melds it and saves the wild. If it would go into
    a later meld, the wild takes its place there: the same cards are melded with the same
    number of wilds (a meld left with wilds only gives them back). Each swap fills a gap of
    the run, so swapping ends, and with "at most ``u`` wilds" a saved wild never hurts. This
    cuts the search about threefold on hands with long runs and duplicates.
    """

    LIMIT = _MAX_RUN - _MAX_CORE

    def __init__(self, max_wilds: int, total_points: int) -> None:
        self.max_wilds = max_wilds
        value_bits = max(_VALUE_BITS, total_points.bit_length() + 1)
        width = value_bits + 1
        self.width = width
        self.value_mask = (1 << value_bits) - 1
        impossible = 1 << (value_bits - 1)
        """Above any real score; adding every card's points to it still fits the field."""
        size = max_wilds + 1
        guards = sum(1 << (i * width + value_bits) for i in range(size))
        ones = sum(1 << (i * width) for i in range(size))
        full = (1 << (size * width)) - 1
        padding = [sum(impossible << (i * width) for i in range(n)) for n in range(size)]
        memo = _shared_memo(max_wilds, value_bits)
        self.memo = memo
        runs_by_slot = _RUNS_BY_SLOT
        books = _BOOKS
        slot_points = _SLOT_POINTS
        book_masks = _BOOK_MASKS
        suit_count = _SUIT_COUNT
        key_shift = _BOOK_KEY_SHIFT

        memo_get = memo.get

        def table(state: int) -> int:
            """Computes a table not yet in ``memo`` (callers look there first)."""
            slot = ((state & -state).bit_length() - 1) >> 1
            shift = 2 * slot
            rest = state - (1 << shift)
            best = memo_get(rest)
            if best is None:
                best = table(rest)
            best += slot_points[slot] * ones
            present = state | (state >> 1)
            for cards, need, _, blockers in runs_by_slot[slot]:
                if need > max_wilds:
                    break
                if present & cards == cards and not present & blockers:
                    sub = memo_get(state - cards)
                    if sub is None:
                        sub = table(state - cards)
                    if need:
                        sub = ((sub << (need * width)) | padding[need]) & full
                    select = ((best | guards) - sub) & guards
                    best ^= (best ^ sub) & (select - (select >> value_bits))
            suit_index = slot % suit_count
            key = (((state >> shift) & book_masks[suit_index]) - 1) | (suit_index << key_shift)
            for cards, need in books[key]:
                if need > max_wilds:
                    break
                rest = state - (cards << shift)
                sub = memo_get(rest)
                if sub is None:
                    sub = table(rest)
                if need:
                    sub = ((sub << (need * width)) | padding[need]) & full
                select = ((best | guards) - sub) & guards
                best ^= (best ^ sub) & (select - (select >> value_bits))
            memo[state] = best
            return best

        def table_without_wilds(state: int) -> int:
            """The same search for a hand without wilds: one number, no packing."""
            found = memo.get(state)
            if found is not None:
                return found
            slot = ((state & -state).bit_length() - 1) >> 1
            shift = 2 * slot
            best = table_without_wilds(state - (1 << shift)) + slot_points[slot]
            present = state | (state >> 1)
            for cards, need, _, _ in runs_by_slot[slot]:
                if need:
                    break
                if present & cards == cards:
                    sub = table_without_wilds(state - cards)
                    if sub < best:
                        best = sub
            suit_index = slot % suit_count
            key = (((state >> shift) & book_masks[suit_index]) - 1) | (suit_index << key_shift)
            for cards, need in books[key]:
                if need:
                    break
                sub = table_without_wilds(state - (cards << shift))
                if sub < best:
                    best = sub
            memo[state] = best
            return best

        def counted(state: int) -> int:
            """``table``, keeping the count of kept tables up to date."""
            before = len(memo)
            result = memo.get(state)
            if result is None:
                result = (table_without_wilds if max_wilds == 0 else table)(state)
            _shared_size[0] += len(memo) - before
            return result

        self.table = counted

    def least(self, state: int, wilds: int) -> int:
        """Least points of naturals left in ``state`` using at most ``wilds`` wilds."""
        return (self.table(state) >> (wilds * self.width)) & self.value_mask

    def score(
        self,
        state: int,
        wilds: Sequence[str],
        wild_rank: int,
        natural_required: bool,
        natural_total: int | None = None,
    ) -> int:
        """The least score of the naturals in ``state`` with ``wilds`` (most costly first)."""
        left = self.least(state, len(wilds))
        if natural_total is None:
            natural_total = _natural_points(state)
        if left < natural_total:
            return left  # some meld exists, and it takes every spare wild
        return left + _spare_wild_cost(wilds, wild_rank, natural_required)

    def plan(
        self, state: int, wilds: Sequence[str], wild_rank: int, natural_required: bool
    ) -> Plan:
        """The melds behind ``score``; spare wilds join the first book (or else run)."""
        chosen: list[tuple[int, int, bool]] = []
        budget = len(wilds)
        left = 0
        while state:
            target = self.least(state, budget)
            for cards, need, most in _options(state, budget, True):
                if self.least(state - cards, budget - need) == target:
                    chosen.append((cards, need, most < _INF))
                    state -= cards
                    budget -= need
                    break
            else:
                low, card_points = _lowest(state)
                assert self.least(state - low, budget) + card_points == target
                state -= low
                left += low
        if chosen and budget:
            index = next((i for i, (_, _, is_run) in enumerate(chosen) if not is_run), 0)
            cards, need, is_run = chosen[index]
            chosen[index] = (cards, need + budget, is_run)
            budget = 0
        return chosen, left, budget


class _ManyWilds:
    """The search for seven wilds or more: tables of "exactly ``u`` wilds melded".

    With that many wilds a long run may be unable to take them all, so the table tracks the
    exact number; the few naturals such a hand has keep it small.
    """

    def __init__(self, max_wilds: int) -> None:
        self.max_wilds = max_wilds
        self.size = max_wilds + 1
        self.tables: dict[int, list[int]] = {0: [0] + [_INF] * max_wilds}
        self.prefix: dict[int, list[int]] = {}

    def prefix_min(self, state: int) -> list[int]:
        found = self.prefix.get(state)
        if found is None:
            found = []
            low = _INF
            for value in self.table(state):
                low = min(low, value)
                found.append(low)
            self.prefix[state] = found
        return found

    def table(self, state: int) -> list[int]:
        """``table[u]``: least points of naturals left when exactly ``u`` wilds are melded."""
        found = self.tables.get(state)
        if found is not None:
            return found
        low, card_points = _lowest(state)
        size = self.size
        best = [value + card_points for value in self.table(state - low)]
        for cards, need, most in _options(state, self.max_wilds, False):
            rest = state - cards
            if most >= self.max_wilds:
                pm = self.prefix_min(rest)
                for u in range(need, size):
                    best[u] = min(best[u], pm[u - need])
            else:
                sub = self.table(rest)
                for u in range(need, size):
                    best[u] = min(best[u], *sub[max(0, u - most) : u - need + 1])
        self.tables[state] = best
        return best

    def _used(
        self, state: int, wilds: Sequence[str], wild_rank: int, natural_required: bool
    ) -> tuple[int, int]:
        """How many wilds go into melds with naturals, and the score that gives."""
        table = self.table(state)
        best_used, best_score = 0, _INF
        for used in range(len(wilds), -1, -1):
            if table[used] < _INF:
                spare = wilds[used:]
                score = table[used] + _spare_wild_cost(spare, wild_rank, natural_required)
                if score < best_score:
                    best_used, best_score = used, score
        return best_used, best_score

    def score(
        self,
        state: int,
        wilds: Sequence[str],
        wild_rank: int,
        natural_required: bool,
        natural_total: int | None = None,
    ) -> int:
        return self._used(state, wilds, wild_rank, natural_required)[1]

    def plan(
        self, state: int, wilds: Sequence[str], wild_rank: int, natural_required: bool
    ) -> Plan:
        """The melds behind ``score``."""
        used, _ = self._used(state, wilds, wild_rank, natural_required)
        spare = len(wilds) - used
        chosen: list[tuple[int, int, bool]] = []
        left = 0
        while state:
            target = self.table(state)[used]
            found = False
            for cards, need, most in _options(state, used, False):
                sub = self.table(state - cards)
                for count in range(need, min(most, used) + 1):
                    if sub[used - count] == target:
                        chosen.append((cards, count, most < _INF))
                        state -= cards
                        used -= count
                        found = True
                        break
                if found:
                    break
            if not found:
                low, card_points = _lowest(state)
                assert self.table(state - low)[used] + card_points == target
                state -= low
                left += low
        assert used == 0
        return chosen, left, spare


_Search = _FewWilds | _ManyWilds


def _search_for(state: int, wild_count: int) -> _Search:
    if wild_count <= _FewWilds.LIMIT:
        return _FewWilds(wild_count, _natural_points(state))
    return _ManyWilds(wild_count)


# --- turning the search result into cards -----------------------------------------------------


def _cards_of(state: int) -> list[str]:
    cards: list[str] = []
    slot = 0
    while state:
        count = state & 3
        cards.extend([_SLOT_CARD[slot]] * count)
        state >>= 2
        slot += 1
    return cards


def _run_cards(cards: int, wilds: list[str]) -> tuple[str, ...]:
    """A run in rank order, wilds in the gaps, spare wilds above the top card or below."""
    naturals = _cards_of(cards)
    by_rank: dict[int, str] = {}
    for card in naturals:
        r = rank(card)
        assert r is not None
        by_rank[r] = card
    low, high = min(by_rank), max(by_rank)
    spare = len(wilds) - ((high - low + 1) - len(by_rank))
    top = min(RANKS[-1], high + spare)
    spare -= top - high
    bottom = low - spare
    queue = list(wilds)
    return tuple(by_rank[r] if r in by_rank else queue.pop(0) for r in range(bottom, top + 1))


def _spare_wild_cost(spare: Sequence[str], wild_rank: int, natural_required: bool) -> int:
    if not spare or (len(spare) >= 3 and not natural_required):
        return 0
    return sum(points(c, wild_rank) for c in spare)


def _split(hand: Sequence[str], wild_rank: int) -> tuple[list[str], list[str]]:
    """Naturals and wilds (the wilds most costly first: melds take Jokers before the rest)."""
    naturals: list[str] = []
    wilds: list[str] = []
    for card in hand:
        if card == JOKER or rank(card) == wild_rank:
            wilds.append(card)
        else:
            naturals.append(card)
    if wilds:
        if wilds.count(JOKER) > 2 * JOKERS_PER_DECK:
            raise ValueError(f"the two decks hold only {2 * JOKERS_PER_DECK} Jokers")
        for card in set(wilds):
            if card != JOKER and wilds.count(card) > 2:
                raise ValueError(f"the two decks hold only two of {card}")
        wilds.sort(key=lambda c: (-points(c, wild_rank), sort_key_suit(c)))
    return naturals, wilds


def _arrange(
    search: _Search,
    state: int,
    wilds: list[str],
    wild_rank: int,
    natural_required: bool,
) -> Arrangement:
    score = search.score(state, wilds, wild_rank, natural_required)
    chosen, left, spare = search.plan(state, wilds, wild_rank, natural_required)
    queue = list(wilds)
    melds: list[tuple[str, ...]] = []
    for cards, count, is_run in chosen:
        mine, queue = queue[:count], queue[count:]
        if is_run:
            melds.append(_run_cards(cards, mine))
        else:
            melds.append(tuple(_cards_of(cards)) + tuple(mine))
    assert len(queue) == spare
    leftover = _cards_of(left)
    if len(queue) >= 3 and not natural_required:
        melds.append(tuple(queue))
    else:
        leftover.extend(queue)
    leftover.sort(key=sort_key_suit)
    return Arrangement(tuple(melds), tuple(leftover), score)


# --- public API -------------------------------------------------------------------------------


def is_meld(cards: Sequence[str], wild_rank: int, natural_required: bool = False) -> bool:
    """Whether ``cards`` may be laid down as one meld (for melds a player lays out by hand).

    A book: three or more cards whose naturals share a rank. A run: three to eleven cards
    whose naturals share a suit, all differ in rank and fit, with the wilds, between 3 and
    König. Only wilds: a meld unless ``natural_required``.
    """
    if len(cards) < 3:
        return False
    naturals, _ = _split(cards, wild_rank)
    if not naturals:
        return not natural_required
    ranks = {rank(card) for card in naturals}
    if len(ranks) == 1:
        return True
    numbers = [r for r in ranks if r is not None]
    return (
        len({suit(card) for card in naturals}) == 1
        and len(numbers) == len(naturals)
        and max(numbers) - min(numbers) + 1 <= len(cards) <= _MAX_RUN
    )


def best_melds(hand: Sequence[str], wild_rank: int, natural_required: bool = False) -> Arrangement:
    """The arrangement with the lowest leftover score (the same hand always gives the same one).

    ``natural_required``: every meld needs a card that is not wild (wild-rank cards count as
    wilds here too).
    """
    naturals, wilds = _split(hand, wild_rank)
    state = _encode(naturals)
    return _arrange(_search_for(state, len(wilds)), state, wilds, wild_rank, natural_required)


def leftover_score(hand: Sequence[str], wild_rank: int, natural_required: bool = False) -> int:
    """The score of ``best_melds``, without laying out the melds."""
    naturals, wilds = _split(hand, wild_rank)
    state = _encode(naturals)
    return _search_for(state, len(wilds)).score(state, wilds, wild_rank, natural_required)


def discard_scores(
    hand: Sequence[str], wild_rank: int, natural_required: bool = False
) -> dict[str, int]:
    """For each different card of the hand: the least score the rest keeps after discarding it.

    One search serves all discards: they share nearly all of their sub-hands.
    """
    naturals, wilds = _split(hand, wild_rank)
    state = _encode(naturals)
    search = _search_for(state, len(wilds))
    total = _natural_points(state)
    scores: dict[str, int] = {}
    for card in naturals:
        if card not in scores:
            rest = state - (1 << (2 * _slot(card)))
            scores[card] = search.score(
                rest, wilds, wild_rank, natural_required, total - points(card, wild_rank)
            )
    for card in wilds:
        if card not in scores:
            others = list(wilds)
            others.remove(card)
            scores[card] = search.score(state, others, wild_rank, natural_required, total)
    return scores


def best_discard(hand: Sequence[str], wild_rank: int, natural_required: bool = False) -> Discard:
    """The discard after which the rest of the hand scores least.

    Among equal discards: a natural before a wild (a wild is worth keeping, and throwing it
    helps the next player), then the card with more points, then the first in suit order.
    """
    if not hand:
        raise ValueError("an empty hand has nothing to discard")
    naturals, wilds = _split(hand, wild_rank)
    state = _encode(naturals)
    search = _search_for(state, len(wilds))
    total = _natural_points(state)
    best_key: tuple[int, int, int, tuple[int, int]] | None = None
    card = ""
    for candidate in set(naturals):
        rest = state - (1 << (2 * _slot(candidate)))
        worth = points(candidate, wild_rank)
        score = search.score(rest, wilds, wild_rank, natural_required, total - worth)
        key = (score, 0, -worth, sort_key_suit(candidate))
        if best_key is None or key < best_key:
            best_key, card = key, candidate
    for candidate in set(wilds):
        others = list(wilds)
        others.remove(candidate)
        score = search.score(state, others, wild_rank, natural_required, total)
        key = (score, 1, -points(candidate, wild_rank), sort_key_suit(candidate))
        if best_key is None or key < best_key:
            best_key, card = key, candidate

    if card in naturals:
        rest = state - (1 << (2 * _slot(card)))
        return Discard(card, _arrange(search, rest, wilds, wild_rank, natural_required))
    others = list(wilds)
    others.remove(card)
    return Discard(card, _arrange(search, state, others, wild_rank, natural_required))


def can_go_out(hand: Sequence[str], wild_rank: int, natural_required: bool = False) -> bool:
    """After drawing: can all cards but one be melded (some discard leaves nothing)?"""
    if len(hand) < 1:
        return False
    scores = discard_scores(hand, wild_rank, natural_required)
    return min(scores.values()) == 0
