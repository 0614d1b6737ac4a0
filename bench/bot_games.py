"""Timed bot-only games on CPython, shared by the play benchmarks of every game.

Each step times the bot's decision, applying it and seat 0's view; what a benchmark adds (a
table render, timings per level) it times itself around the yielded step. Importing this module
puts ``src`` on ``sys.path``, so a benchmark imports it before the engine.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

_SRC = str(Path(__file__).resolve().parent.parent / "src")
if _SRC not in sys.path:
    sys.path.insert(0, _SRC)

from kartentisch import catalogue  # noqa: E402
from kartentisch.engine import saves  # noqa: E402
from kartentisch.engine.match import Match  # noqa: E402
from kartentisch.engine.protocol import PlayerSpec, Seat, View  # noqa: E402


@dataclass(frozen=True)
class Step:
    """One bot move: who moved, seconds spent on each part, and seat 0's view after it."""

    seat: Seat | None
    decide: float
    apply: float
    view: float
    seen: View


def rotating_bots(levels: tuple[str, ...], players: int, game: int) -> list[PlayerSpec]:
    """Bot-only seats ``P0``, ``P1``, ... whose levels move on by one seat each game, so every
    level plays from every seat over a run."""
    return [PlayerSpec(f"P{i}", levels[(i + game) % len(levels)]) for i in range(players)]


def timed_moves(match: Match) -> Iterator[Step]:
    """Let the bots play ``match`` to its end, one timed step per move."""
    while not match.is_over():
        seat = match.current
        t0 = time.perf_counter()
        action = match.bot_choice()
        t1 = time.perf_counter()
        match.play(action)
        t2 = time.perf_counter()
        seen = match.view(0)
        t3 = time.perf_counter()
        yield Step(seat, t1 - t0, t2 - t1, t3 - t2, seen)


def replay_seconds(match: Match) -> float:
    """Seconds to load the match's save, which replays its whole log."""
    text = saves.to_json(match)
    t0 = time.perf_counter()
    saves.from_json(text, catalogue.get)
    return time.perf_counter() - t0


def median_p99_ms(values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"median {statistics.median(ordered) * 1000:.3f} ms, p99 {p99 * 1000:.3f} ms"


def mean_p95_max_ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[int(len(ordered) * 0.95)]
    mean = statistics.mean(values) * 1000
    return f"mean {mean:.3f} ms, p95 {p95 * 1000:.3f} ms, max {ordered[-1] * 1000:.3f} ms"
