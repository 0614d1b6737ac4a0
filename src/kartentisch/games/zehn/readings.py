"""Hard's table reading, made cheaper where the expert reads it again and again.

Reading the table (``read_table``: samples of what every opponent ends the round with) is
nearly all of a hard decision's time, and the expert asks for readings over and over: for
hard's choice, for hard's ratings of the alternatives, and at every decision of every playout.
``SharedSamplesHard`` is hard's policy with a reading that does the same work once:

- An opponent's samples are drawn once and kept while that seat's cards stay as they are. A
  bid weighs a swap with every owner, and a swap changes two seats: the others' samples are
  kept, and the same samples on both sides of a swap also compare it with less noise.
- The unseen cards are worked out once a decision (a swap moves cards, it does not change
  which are unseen), and a situation read once is not read again: the ratings of the
  alternatives find the readings hard's choice made, an auction's raises those of the bids.
- ``forget`` starts afresh (the expert calls it per decision, and per playout).

The expert's baseline is this policy with hard's samples; ``PlayoutHard``, with fewer, plays
every seat in a playout, drawing from ``QuickRng``. Both see only the views they are given,
so neither reads a hidden card.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.bots.hard import HardBot
from kartentisch.games.zehn.bots.seat_view import Rank, own_seat, turn_place
from kartentisch.games.zehn.bots.table_reading import (
    Table,
    Unseen,
    opponent_outcome,
    second_done,
    stakes,
)
from kartentisch.games.zehn.view import ZehnView


def situation(view: ZehnView) -> Hashable:
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


class QuickRng(Rng):
    """A seeded stream for the expert's readings that draws in compiled code (Python's
    Mersenne Twister, the same on CPython and Pyodide): a playout draws some thousand cards,
    and ``Rng``'s 64-bit arithmetic in Python was an eighth of its time. Its ``state`` stays
    the seed; the game's own stream, and every other bot's, stays ``Rng``."""

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


Column = list[Rank]
"""One opponent's sampled results in a reading: (total, highest single card) per sample."""


class SharedSamplesHard(HardBot):
    """Hard's policy, its samples of each opponent shared within a decision (see the module)."""

    def __init__(self) -> None:
        self._seen: dict[Hashable, Table] = {}
        self._unseen = Unseen([], 0.0)
        self._columns: dict[Hashable, Column] = {}
        self._weight = 0.0

    def forget(self) -> None:
        self._seen.clear()
        self._columns.clear()

    def choose(self, view: ZehnView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) > 1:
            self._unseen = Unseen.of(view)
            self._weight = super().dump_weight(view)
        return super().choose(view, legal, rng)

    def dump_weight(self, view: ZehnView) -> float:
        return self._weight

    def table(self, view: ZehnView, rng: Rng) -> Table:
        key = situation(view)
        table = self._seen.get(key)
        if table is None:
            table = self._seen[key] = super().table(view, rng)
        return table

    def read(self, view: ZehnView, rng: Rng, samples: int, reads: bool) -> Table:
        """``read_table`` with this level's knobs, each opponent's samples drawn once for
        that seat's cards (a reading with fewer samples takes the first of them)."""
        me = view["seat"]
        done = second_done(view)
        pool = self._unseen.cards
        columns: list[Column] = []
        for s, p in enumerate(view["players"]):
            if s == me:
                continue
            final = s in done
            key = (me, s, tuple(p["laid"]), p["down"], p["hand"], p["joker"], final)
            column = self._columns.setdefault(key, [])
            while len(column) < samples:
                k = opponent_outcome(
                    p, pool, rng, self.down_picks, final, self.open_tries, self.reads_jokers
                )
                column.append((k[0], k[2], turn_place(view, s)))
            columns.append(column[:samples])
        lows = [min(sample) for sample in zip(*columns, strict=True)]
        highs = [max(sample) for sample in zip(*columns, strict=True)]
        exposure, pot = stakes(view, done, self._unseen.mean_penalty)
        return Table(lows, highs, exposure, pot, self.exact, turn_place(view, own_seat(view)))


class PlayoutHard(SharedSamplesHard):
    """The playout policy: hard's reading with fewer samples, shared for a whole playout."""

    samples = 6
    down_picks = 2
    open_tries = 1
