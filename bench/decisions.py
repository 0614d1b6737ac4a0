"""Time per bot decision of one game, on CPython and under Pyodide (Node and Chromium).

``python3 -m bench decisions --game ID [--games N] [--seats 2,4] [--levels expert,hard]
[--phases] [--seed S] [--pyodide] [--chromium] [--json]`` plays bot-only games and times every
decision with a choice (two or more legal actions) from the seat's view, the way the table asks
for it, with the bots as the lobby makes them: under Pyodide an expert keeps its time budget,
so the figures there are what a player waits. At each seat count the seats hold ``--levels``
in order, the last filling the rest (``expert,hard`` at 4 seats: one expert, three hard), moved
on by one seat every game; the default is the game's strongest level against the next. Rows per
seat count and level, with ``--phases`` also per phase of the game (on by default for Fünf
Kronen: draw and discard). A game may add figures of its own (``EXTRAS``). Processor time on
CPython, the wall clock under Pyodide. Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from bench import table_arguments
from kartentisch import catalogue
from kartentisch.engine.bot_turns import bot_turns
from kartentisch.engine.protocol import PlayerSpec, View
from kartentisch.engine.rng import Rng

Rows = list[dict[str, Any]]
SEATS = (2, 4)


class Extra(Protocol):
    """A game's own figures: a number noted at some decisions, summed up per seat count and
    level as columns of the table."""

    def note(self, level: str, view: View, bot: Any) -> float | None: ...

    def columns(self, notes: Sequence[float]) -> dict[str, str]: ...


class ZehnDeals:
    """Zehn's expert: the deals it played on average at a searched decision (fewer than its
    full count: the budget cut the search, or the alternatives were given up after
    ``MIN_DEALS``) and the share of searched decisions that played the ``MIN_DEALS`` a switch
    needs (fewer leave hard's choice)."""

    def __init__(self) -> None:
        from kartentisch.games.zehn.expert import MIN_DEALS, SEARCHED

        self.enough = MIN_DEALS
        self.searched = SEARCHED

    def note(self, level: str, view: View, bot: Any) -> float | None:
        if level != "expert" or view["phase"] not in self.searched:
            return None
        return float(getattr(bot, "last_deals", 0))

    def columns(self, notes: Sequence[float]) -> dict[str, str]:
        switchable = 100.0 * statistics.fmean(n >= self.enough for n in notes)
        return {
            "deals": f"{statistics.fmean(notes):.1f}",
            f"{self.enough}+ deals": f"{round(switchable)}%",
        }


@dataclass(frozen=True)
class Defaults:
    games: int = 4
    """Games per seat count."""
    phases: bool = False


DEFAULTS = {"fuenf-kronen": Defaults(games=2, phases=True)}
"""Per game, where it differs from ``Defaults()``."""
EXTRAS: dict[str, Callable[[], Extra]] = {"zehn": ZehnDeals}


def default_levels(game_id: str) -> list[str]:
    """The game's strongest bot level against the next."""
    return list(reversed(catalogue.get(game_id).info.bot_levels))[:2]


def default_seats(game_id: str) -> list[int]:
    info = catalogue.get(game_id).info
    return [n for n in SEATS if info.min_players <= n <= info.max_players]


def lineup(levels: Sequence[str], seats: int) -> list[str]:
    """The levels seat by seat: in order, the last one filling the seats left."""
    return [*levels[:seats], *[levels[-1]] * (seats - len(levels))]


def cpu_clock() -> Callable[[], float]:
    """Processor time where there is a fine clock for it (it leaves out other programs on a
    busy machine); the wall clock otherwise (Pyodide: its process_time is the wall clock, and
    an expert's budget is wall-clock time)."""
    if sys.platform != "emscripten" and time.get_clock_info("process_time").resolution <= 1e-6:
        return time.process_time
    return time.perf_counter


def _percentile(ordered: Sequence[float], share: float) -> float:
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))]


def timed_decisions(
    game_id: str, at: Sequence[str], seed: int, number: int, clock: Callable[[], float]
) -> Iterator[tuple[str, View, Any, float]]:
    """One game with the levels ``at`` seat by seat: per decision with a choice, the level, the
    view it was made from, the bot and the milliseconds it took."""
    game = catalogue.get(game_id)
    bots = [game.bot(level) for level in at]
    players = [PlayerSpec(f"{level}-{s}", level) for s, level in enumerate(at)]
    state = game.new_game({}, players, seed * 1000 + number)
    for turn in bot_turns(
        game, state, bots, seed, stream=lambda _, step: Rng.derive(seed, number, step), clock=clock
    ):
        if len(turn.legal) > 1:
            yield at[turn.seat], turn.view, bots[turn.seat], turn.seconds * 1000.0


def summary(seats: int, level: str, kind: str, values: Sequence[float]) -> dict[str, Any]:
    ordered = sorted(values)
    return {
        "seats": seats,
        "bot": level,
        "decision": kind,
        "count": len(ordered),
        "mean_ms": round(statistics.fmean(ordered), 3),
        "median_ms": round(statistics.median(ordered), 3),
        "p95_ms": round(_percentile(ordered, 0.95), 3),
        "p99_ms": round(_percentile(ordered, 0.99), 3),
        "max_ms": round(ordered[-1], 3),
    }


def measure(
    game_id: str,
    games: int,
    seed: int,
    seats: Sequence[int],
    levels: Sequence[str],
    phases: bool,
) -> Rows:
    """Milliseconds per decision with a choice, by seat count, level and (with ``phases``)
    phase; the game's extra columns on each level's row of all its decisions."""
    make_extra = EXTRAS.get(game_id)
    extra = make_extra() if make_extra else None
    clock = cpu_clock()
    rows = []
    for n in seats:
        table = lineup(levels, n)
        times: dict[tuple[str, str], list[float]] = {}
        notes: dict[str, list[float]] = {}
        for number in range(games):
            at = [table[(s - number) % n] for s in range(n)]
            for level, view, bot, elapsed in timed_decisions(game_id, at, seed, number, clock):
                kinds = ["all", str(view.get("phase", "-"))] if phases else ["all"]
                for kind in kinds:
                    times.setdefault((level, kind), []).append(elapsed)
                noted = extra.note(level, view, bot) if extra else None
                if noted is not None:
                    notes.setdefault(level, []).append(noted)
        for level in dict.fromkeys(table):
            for (level_, kind), values in times.items():
                if level_ != level:
                    continue
                row = summary(n, level, kind, values)
                if extra and kind == "all" and level in notes:
                    row["extra"] = extra.columns(notes[level])
                rows.append(row)
    return rows


def format_rows(game_id: str, runtime: str, rows: Sequence[dict[str, Any]]) -> str:
    extras = list(dict.fromkeys(key for r in rows for key in r.get("extra", {})))
    width = {key: max(8, len(key) + 2) for key in extras}
    lines = [
        f"{runtime}: milliseconds per {game_id} bot decision (decisions with a choice)",
        f"  {'seats':<7}{'bot':<8}{'decision':<10}{'count':>7}{'mean':>9}{'median':>9}"
        f"{'p95':>9}{'p99':>9}{'max':>9}" + "".join(f"{k:>{width[k]}}" for k in extras),
    ]
    for r in rows:
        cells = r.get("extra", {})
        lines.append(
            f"  {r['seats']:<7}{r['bot']:<8}{r['decision']:<10}{r['count']:>7}"
            f"{r['mean_ms']:>9.2f}{r['median_ms']:>9.2f}{r['p95_ms']:>9.2f}{r['p99_ms']:>9.2f}"
            f"{r['max_ms']:>9.2f}" + "".join(f"{cells.get(k, ''):>{width[k]}}" for k in extras)
        )
    return "\n".join(lines)


PACKAGE_FILES = ("bench/__init__.py", "bench/decisions.py", "bench/table_arguments.py")


def pyodide_files() -> dict[str, str]:
    """What ``measure`` needs in Pyodide: the engine and the games, and this package."""
    from bench import runtimes

    return {**runtimes.engine_sources(), **runtimes.read_sources(PACKAGE_FILES)}


def main(argv: Sequence[str] | None = None) -> int:
    from bench import runtimes

    parser = argparse.ArgumentParser(prog="python3 -m bench decisions", description=__doc__)
    table_arguments.add(parser, "--seats", "seat counts (default: 2,4)", "seat by seat")
    parser.add_argument("--games", type=int, help="games per seat count (default: the game's)")
    parser.add_argument(
        "--phases", action=argparse.BooleanOptionalAction, help="rows per phase of the game too"
    )
    parser.add_argument("--seed", type=int, default=1)
    runtimes.add_options(parser)
    args = parser.parse_args(argv)
    game_id = args.game
    defaults = DEFAULTS.get(game_id, Defaults())
    levels = table_arguments.levels(parser, game_id, args.levels, default_levels(game_id))
    seats = table_arguments.counts(parser, game_id, args.seats, default_seats(game_id))
    games = defaults.games if args.games is None else args.games
    phases = defaults.phases if args.phases is None else args.phases
    measured = (game_id, games, args.seed, seats, levels, phases)
    runtimes.report(
        args,
        "bench.decisions",
        measured,
        pyodide_files,
        lambda runtime, rows: format_rows(game_id, runtime, rows),
    )
    return 0
