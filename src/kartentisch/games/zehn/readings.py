"""Hard's table reading, made cheaper where the expert reads it again and again.

Reading the table (``read_table``: samples of what every opponent ends the round with) is
nearly all of a hard decision's time, and the expert asks for the same reading over and over:

- ``ReplayHard`` is hard itself for the decision the expert searches. The expert asks it for
  its choice and then, on a fresh copy of the same random stream, for how it rates the
  alternatives. The second pass asks for the very readings of the first in the same order, so
  each is looked up by the stream's state and the situation read, and the stream is set to
  where the first reading left it: the ratings cost almost nothing, and hard's choice is
  exactly what ``HardBot`` chooses (within one pass a stream never returns to a state).
- ``PlayoutHard`` is the quick hard policy every seat plays in a playout, where nearly all of
  the expert's time goes. Its readings take fewer samples; the unseen cards are worked out
  once a decision (a bid weighs a swap with every owner, and a swap moves cards without
  changing which are unseen); a situation read once in a playout is not read again
  (``forget`` starts the next playout); and its random draws come from ``QuickRng``.

Both see only the views they are given, so neither reads a hidden card.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from kartentisch.engine.protocol import Action, View
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.bots import (
    HardBot,
    Table,
    Unseen,
    opponent_outcome,
    second_done,
    stakes,
)


def situation(view: View) -> Hashable:
    """Everything of ``view`` a table reading depends on: the seat, its hand, what lies on
    the table and at stake, and (while second cards are played) whose turn it is."""
    second = view["phase"] == "second"
    return (
        view["seat"],
        second,
        view["start"] if second else None,
        view["turn"] if second else None,
        view["pot"],
        view["round_card"],
        tuple(view["hand"] or ()),
        tuple(
            (tuple(p["laid"]), p["down"], p["hand"], p["protection"], tuple(p["penalty_cards"]))
            for p in view["players"]
        ),
    )


class ReplayHard(HardBot):
    """Hard, remembering its readings by the random stream's state (``forget`` between
    decisions): a second pass on the same stream replays the first without reading again."""

    def __init__(self) -> None:
        self._known: dict[tuple[int, Hashable], tuple[Table, int]] = {}

    def forget(self) -> None:
        self._known.clear()

    def _table(self, view: View, rng: Rng) -> Table:
        key = (rng.state, situation(view))
        known = self._known.get(key)
        if known is not None:
            table, rng.state = known
            return table
        table = super()._table(view, rng)
        self._known[key] = (table, rng.state)
        return table


class QuickRng(Rng):
    """A seeded stream for playouts that draws in compiled code (Python's Mersenne Twister,
    the same on CPython and Pyodide): a playout draws some thousand cards, and ``Rng``'s
    64-bit arithmetic in Python was a sixth of its time. The game's own stream stays ``Rng``."""

    __slots__ = ("_uniform",)

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self._uniform = random.Random(self.state).random

    def next64(self) -> int:
        return int(self._uniform() * 2.0**53) << 11

    def below(self, n: int) -> int:
        if n <= 0:
            raise ValueError("below() needs n > 0")
        return int(self._uniform() * n)

    def random(self) -> float:
        return self._uniform()


Column = list[tuple[int, int]]
"""One opponent's sampled results in a reading: (total, highest single card) per sample."""


class PlayoutHard(HardBot):
    """Hard's policy with fewer samples of the table, read cheaply (see the module)."""

    samples = 6
    down_picks = 2
    open_tries = 1

    def __init__(self) -> None:
        self._seen: dict[Hashable, Table] = {}
        self._unseen = Unseen([], 0.0)
        self._columns: dict[Hashable, Column] = {}
        self._weight = 0.0

    def forget(self) -> None:
        self._seen.clear()
        self._columns.clear()

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) > 1:
            self._unseen = Unseen.of(view)
            self._weight = super()._dump_weight(view)
        return super().choose(view, legal, rng)

    def _dump_weight(self, view: View) -> float:
        return self._weight

    def _table(self, view: View, rng: Rng) -> Table:
        key = situation(view)
        table = self._seen.get(key)
        if table is None:
            table = self._seen[key] = super()._table(view, rng)
        return table

    def _read(self, view: View, rng: Rng, samples: int, reads: bool) -> Table:
        """``read_table`` with hard's knobs, an opponent's samples drawn once a decision: the
        swaps a decision weighs change one or two seats, so the others' samples are kept
        (the same samples on both sides of a swap also compare it with less noise)."""
        me = view["seat"]
        done = second_done(view)
        pool = self._unseen.cards
        columns: list[Column] = []
        for s, p in enumerate(view["players"]):
            if s == me:
                continue
            final = s in done
            key = (me, s, tuple(p["laid"]), p["down"], p["hand"], final)
            column = self._columns.setdefault(key, [])
            while len(column) < samples:
                k = opponent_outcome(p, pool, rng, self.down_picks, final, self.open_tries)
                column.append((k[0], k[2]))
            columns.append(column[:samples])
        lows = [min(sample) for sample in zip(*columns, strict=True)]
        highs = [max(sample) for sample in zip(*columns, strict=True)]
        exposure, pot = stakes(view, done, self._unseen.mean_penalty)
        return Table(lows, highs, exposure, pot, self.exact)
