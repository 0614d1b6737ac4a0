"""Decision times of the Fünf Kronen bots, on CPython and under Pyodide (Node and Chromium).

``python3 -m bench.fuenf_kronen_bots`` plays bot-only games (hard, medium, easy, easy, seats
rotating) and times every bot decision from the seat's view, the way the table asks for it.
``--pyodide`` repeats the measurement under Pyodide in Node, ``--chromium`` in headless
Chromium (the browser the table runs in), both with only the engine core and this game's
modules loaded. Figures are printed, never asserted.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

LEVELS = ("hard", "medium", "easy", "easy")


def _cpu_clock() -> Callable[[], float]:
    """Processor time where there is a fine clock for it (it leaves out other programs on a
    busy machine); the wall clock otherwise (Pyodide: its process_time is the wall clock)."""
    if sys.platform != "emscripten" and time.get_clock_info("process_time").resolution <= 1e-6:
        return time.process_time
    return time.perf_counter


def measure(games: int = 6, seed: int = 1) -> list[dict[str, Any]]:
    """Milliseconds per decision, by bot level and by kind of decision (draw or discard)."""
    from kartentisch.engine.protocol import PlayerSpec
    from kartentisch.engine.rng import Rng
    from kartentisch.games.fuenf_kronen.game import GAME
    from kartentisch.games.fuenf_kronen.levels import make_bot

    clock = _cpu_clock()
    times: dict[tuple[str, str], list[float]] = {}
    for number in range(games):
        n = len(LEVELS)
        levels = [LEVELS[(i + number) % n] for i in range(n)]
        players = [PlayerSpec(f"{lv}-{i}", lv) for i, lv in enumerate(levels)]
        state = GAME.new_game({}, players, seed * 1000 + number)
        step = 0
        while not GAME.is_over(state):
            seat = GAME.current_player(state)
            assert seat is not None
            view = GAME.view(state, seat)
            legal = GAME.legal_actions(state, seat)
            bot = make_bot(levels[seat])
            rng = Rng.derive(seed, number, step)
            start = clock()
            action = bot.choose(view, legal, rng)
            elapsed = (clock() - start) * 1000.0
            kind = "draw" if action.startswith("draw") else "discard"
            if action != "next round":
                times.setdefault((levels[seat], kind), []).append(elapsed)
                times.setdefault((levels[seat], "all"), []).append(elapsed)
            state = GAME.apply(state, action, seat)
            step += 1
    rows = []
    for level in ("hard", "medium", "easy"):
        for kind in ("all", "draw", "discard"):
            values = sorted(times.get((level, kind), []))
            if not values:
                continue
            rows.append(
                {
                    "bot": level,
                    "decision": kind,
                    "count": len(values),
                    "mean_ms": round(statistics.fmean(values), 3),
                    "median_ms": round(statistics.median(values), 3),
                    "p95_ms": round(values[min(len(values) - 1, int(len(values) * 0.95))], 3),
                    "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))], 3),
                    "max_ms": round(values[-1], 3),
                }
            )
    return rows


def format_rows(runtime: str, rows: Sequence[dict[str, Any]]) -> str:
    lines = [
        f"{runtime}: milliseconds per bot decision",
        f"  {'bot':<8}{'decision':<10}{'count':>7}{'mean':>9}{'median':>9}{'p95':>9}"
        f"{'p99':>9}{'max':>9}",
    ]
    for r in rows:
        lines.append(
            f"  {r['bot']:<8}{r['decision']:<10}{r['count']:>7}{r['mean_ms']:>9.2f}"
            f"{r['median_ms']:>9.2f}{r['p95_ms']:>9.2f}{r['p99_ms']:>9.2f}{r['max_ms']:>9.2f}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    from bench import runtimes

    elsewhere = runtimes.elsewhere_for("fuenf_kronen", __file__, "bots_bench")
    return runtimes.main(
        argv, "python3 -m bench.fuenf_kronen_bots", ("games", 6), measure, elsewhere, format_rows
    )


if __name__ == "__main__":
    raise SystemExit(main())
