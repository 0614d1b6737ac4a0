"""Decision times of Fünf Kronen's expert level, on CPython and under Pyodide (Node and
Chromium).

``python3 -m bench fuenf_kronen_expert [--games N] [--pyodide] [--chromium]`` plays games of
one expert against hard bots at 2 and 4 seats and times every expert decision with a real
choice from the seat's view, the way the table asks for it (processor time on CPython, the
wall clock under Pyodide). Figures are printed, never asserted.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

SEATS = (2, 4)


def measure(games: int = 2, seed: int = 1) -> list[dict[str, Any]]:
    """Milliseconds per expert decision with more than one legal action, per seat count."""
    from kartentisch.engine.protocol import PlayerSpec
    from kartentisch.engine.rng import Rng
    from kartentisch.games.fuenf_kronen.game import GAME
    from kartentisch.games.fuenf_kronen.levels import make_bot

    fine = sys.platform != "emscripten"
    clock = time.process_time if fine else time.perf_counter
    rows = []
    for seats in SEATS:
        values: list[float] = []
        for number in range(games):
            expert_seat = number % seats
            bots = [make_bot("expert" if s == expert_seat else "hard") for s in range(seats)]
            players = [PlayerSpec(f"P{s}") for s in range(seats)]
            state = GAME.new_game({}, players, seed * 1000 + number)
            step = 0
            while not GAME.is_over(state):
                seat = GAME.current_player(state)
                assert seat is not None
                view = GAME.view(state, seat)
                legal = GAME.legal_actions(state, seat)
                start = clock()
                action = bots[seat].choose(view, legal, Rng.derive(seed, number, step))
                if seat == expert_seat and len(legal) > 1:
                    values.append((clock() - start) * 1000.0)
                state = GAME.apply(state, action, seat)
                step += 1
        values.sort()
        rows.append(
            {
                "seats": seats,
                "count": len(values),
                "median_ms": round(statistics.median(values), 2),
                "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))], 2),
                "max_ms": round(values[-1], 2),
            }
        )
    return rows


def format_rows(runtime: str, rows: Sequence[dict[str, Any]]) -> str:
    lines = [f"{runtime}: milliseconds per expert decision (against hard)"]
    lines.append(f"  {'seats':<7}{'count':>7}{'median':>9}{'p99':>9}{'max':>9}")
    for r in rows:
        lines.append(
            f"  {r['seats']:<7}{r['count']:>7}{r['median_ms']:>9.2f}{r['p99_ms']:>9.2f}"
            f"{r['max_ms']:>9.2f}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    from bench import runtimes

    elsewhere = runtimes.elsewhere_for("fuenf_kronen", __file__, "expert_bench")
    return runtimes.main(
        argv, "python3 -m bench fuenf_kronen_expert", ("games", 2), measure, elsewhere, format_rows
    )


if __name__ == "__main__":
    raise SystemExit(main())
