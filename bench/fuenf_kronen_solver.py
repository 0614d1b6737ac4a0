"""Timings of the Fünf Kronen meld solver on hard hands: 13 and 14 cards, many wilds, duplicates.

``python3 -m bench fuenf_kronen_solver [--hands N] [--seed S] [--pyodide] [--json]`` measures
CPython; ``--pyodide`` runs the same measurement under Pyodide in Node as well (needs ``node``
and ``node_modules/pyodide``), with only the engine and the solver's files loaded there.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

SOLVER_FILES = ("cards.py", "solver.py")
"""The solver is two modules with no imports beyond the standard library, the engine and each
other."""

Hand = tuple[list[str], int]


def _modules() -> tuple[Any, Any]:
    from kartentisch.games.fuenf_kronen import cards, solver

    return cards, solver


def hard_hands(count: int, seed: int) -> list[Hand]:
    """Random hands of 13 or 14 cards, most of them crowded with wilds and duplicate cards.

    A third are plain deals from the two decks; the rest draw their natural cards from one to
    three suits and a narrow band of ranks (so pairs, long runs and books meet) and add 0-8 wilds.
    """
    cards, _ = _modules()
    rng = random.Random(seed)
    hands: list[Hand] = []
    for index in range(count):
        size = 13 + index % 2
        wild_rank = rng.randint(3, 13)
        if index % 3 == 0:
            hands.append((rng.sample(cards.DECK, size), wild_rank))
            continue
        wild_pool = [c for c in cards.DECK if cards.is_wild(c, wild_rank)]
        wilds = rng.sample(wild_pool, rng.randint(0, 8))
        suits = rng.sample(cards.SUITS, rng.randint(1, 3))
        low = rng.randint(3, 9)
        high = min(13, low + rng.randint(3, 10))
        pool = [
            c
            for c in cards.DECK
            if not cards.is_wild(c, wild_rank)
            and cards.suit(c) in suits
            and low <= (cards.rank(c) or 0) <= high
        ]
        naturals = rng.sample(pool, min(len(pool), size - len(wilds)))
        rest = list((Counter(cards.DECK) - Counter(naturals + wilds)).elements())
        naturals += rng.sample(rest, size - len(naturals) - len(wilds))
        hands.append((naturals + wilds, wild_rank))
    return hands


def _cpu_clock() -> Callable[[], float] | None:
    """Seconds of processor time used by this process, or None where there is no such clock.

    Processor time leaves out the time other programs on a busy machine take. Under Pyodide in
    Node, Python's ``process_time`` is the wall clock, so Node's own counter is asked instead.
    """
    if sys.platform == "emscripten":
        try:
            from js import process  # type: ignore[import-not-found]
        except ImportError:
            return None

        def node_cpu() -> float:
            usage = process.cpuUsage()
            return float(usage.user + usage.system) / 1e6

        return node_cpu
    if time.get_clock_info("process_time").resolution <= 1e-6:
        return time.process_time
    return None


RETIMED_SHARE = 0.02
"""The slowest hands are timed again, as a busy machine only ever adds time."""
RETIMES = 3


def _timings(
    call: Callable[[list[str], int], object], hands: Sequence[Hand], cold: bool = True
) -> tuple[list[float], list[float]]:
    """Milliseconds per hand: processor time (if there is a clock for it) and wall clock.

    ``cold``: forget the tables the solver keeps between calls before each hand, so every
    hand is solved from nothing; then the slowest 2% of hands are timed three more times and
    keep their best time (with kept tables a second run would not be the same work).
    """
    cpu = _cpu_clock() or time.perf_counter
    wall = time.perf_counter
    forget = getattr(_modules()[1], "clear_cache", None)

    def once(hand: list[str], wild_rank: int) -> tuple[float, float]:
        if forget is not None and cold:
            forget()
        start_wall, start_cpu = wall(), cpu()
        call(hand, wild_rank)
        end_cpu, end_wall = cpu(), wall()
        return (end_cpu - start_cpu) * 1000.0, (end_wall - start_wall) * 1000.0

    times = [once(hand, wild_rank) for hand, wild_rank in hands]
    if cold:
        slowest = sorted(range(len(hands)), key=lambda i: -times[i][0])
        for i in slowest[: max(1, int(len(hands) * RETIMED_SHARE))]:
            for _ in range(RETIMES):
                again = once(*hands[i])
                times[i] = (min(times[i][0], again[0]), min(times[i][1], again[1]))
    return [t[0] for t in times], [t[1] for t in times]


def _percentile(ordered: Sequence[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def _summary(name: str, times: tuple[list[float], list[float]]) -> dict[str, Any]:
    cpu, wall = sorted(times[0]), sorted(times[1])
    return {
        "what": name,
        "hands": len(cpu),
        "median_ms": round(statistics.median(cpu), 3),
        "p99_ms": round(_percentile(cpu, 0.99), 3),
        "max_ms": round(cpu[-1], 3),
        "wall_median_ms": round(statistics.median(wall), 3),
        "wall_p99_ms": round(_percentile(wall, 0.99), 3),
        "wall_max_ms": round(wall[-1], 3),
    }


def measure(count: int = 10_000, seed: int = 1) -> list[dict[str, Any]]:
    """Time best_melds on every hand, and best_discard / can_go_out on the 14-card ones."""
    _, solver = _modules()
    hands = hard_hands(count, seed)
    fourteen = [h for h in hands if len(h[0]) == 14]
    gc.collect()
    gc.freeze()  # the benchmark's own hand list is no work the solver causes
    solver.best_melds(hands[0][0], hands[0][1])  # first call: imports and tables
    turns = turn_by_turn(min(count, 5000), seed)
    return [
        _summary("best_melds 13+14 cards", _timings(solver.best_melds, hands)),
        _summary("best_discard 14 cards", _timings(solver.best_discard, fourteen)),
        _summary("can_go_out 14 cards", _timings(solver.can_go_out, fourteen)),
        _summary("turn by turn, cold", _timings(solver.best_discard, turns)),
        _summary("turn by turn, tables kept", _timings(solver.best_discard, turns, cold=False)),
    ]


def turn_by_turn(count: int, seed: int) -> list[Hand]:
    """Hands as a player meets them in rounds 8-11: the last hand minus a discard plus a draw.

    Timed once solving each hand from nothing, once with the tables the solver keeps between
    calls (as a bot meets them).
    """
    cards, solver = _modules()
    rng = random.Random(seed)
    result: list[Hand] = []
    while len(result) < count:
        round_number = rng.randint(8, 11)
        wild_rank = cards.wild_rank_for_round(round_number)
        deck = list(cards.DECK)
        rng.shuffle(deck)
        hand = [deck.pop() for _ in range(cards.hand_size_for_round(round_number) + 1)]
        for _ in range(20):
            result.append((list(hand), wild_rank))
            hand.remove(solver.best_discard(hand, wild_rank).card)
            hand.append(deck.pop())
    solver.clear_cache()
    return result[:count]


def format_rows(runtime: str, rows: Sequence[dict[str, Any]]) -> str:
    lines = [
        f"{runtime}: milliseconds per hand, processor time (wall clock in brackets);"
        f" the slowest {RETIMED_SHARE:.0%} of cold hands best of {RETIMES + 1} runs",
        f"  {'':28} {'hands':>6} {'median':>16} {'p99':>16} {'max':>16}",
    ]
    for row in rows:
        cells = [
            f"{row[key]:.3f} ({row['wall_' + key]:.3f})"
            for key in ("median_ms", "p99_ms", "max_ms")
        ]
        lines.append(
            f"  {row['what']:<28} {row['hands']:>6} " + " ".join(f"{c:>16}" for c in cells)
        )
    return "\n".join(lines)


def solver_files() -> dict[str, str]:
    """What ``measure`` needs in Pyodide: the engine, the solver's two files in an otherwise
    empty game package (no rules, no bots), and this module."""
    from bench import runtimes

    package = "kartentisch/games/fuenf_kronen"
    files = runtimes.engine_sources(("engine",))
    files.update({f"{folder}/__init__.py": "" for folder in ("kartentisch/games", package)})
    files.update(runtimes.read_sources([f"{package}/{name}" for name in SOLVER_FILES]))
    files.update(runtimes.read_sources(["bench/__init__.py", "bench/fuenf_kronen_solver.py"]))
    return files


def main(argv: Sequence[str] | None = None) -> int:
    from bench import runtimes

    parser = argparse.ArgumentParser(prog="python3 -m bench fuenf_kronen_solver")
    parser.add_argument("--hands", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    runtimes.add_options(parser, ("pyodide",))
    args = parser.parse_args(argv)
    measured = (args.hands, args.seed)
    runtimes.report(args, "bench.fuenf_kronen_solver", measured, solver_files, format_rows)
    return 0
