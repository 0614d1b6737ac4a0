"""Decision times of Zehn's expert and hard bots, on CPython and under Pyodide (Node and
Chromium).

``python3 -m bench zehn_bots [--games N] [--pyodide] [--chromium]`` plays games with one
expert seat against hard at 2 and at 4 seats and times every decision with a real choice, from
the seat's view, the way the table asks for it. The expert runs as the lobby offers it
(``make_bot("expert")``): under Pyodide with its time budget, so the figures there show what a
player waits, with the deals the expert played on average at a searched decision (fewer than
its full count means the budget cut the search, or that the alternatives were given up after
4) and the share of searched decisions that played the 4 deals a switch needs (fewer leave
hard's choice). Figures are printed, never asserted.
"""

from __future__ import annotations

import statistics
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

SEATS = (2, 4)


def measure(games: int = 4, seed: int = 1) -> list[dict[str, Any]]:
    """Milliseconds per decision, by seats and level (wall clock: Pyodide has no other)."""
    import time

    from kartentisch.engine.protocol import PlayerSpec
    from kartentisch.engine.rng import Rng
    from kartentisch.games.zehn.expert import MIN_DEALS, SEARCHED
    from kartentisch.games.zehn.game import GAME
    from kartentisch.games.zehn.levels import make_bot

    times: dict[tuple[int, str], list[float]] = {}
    deals: dict[tuple[int, str], list[int]] = {}
    for n in SEATS:
        for number in range(games):
            levels = ["expert" if s == number % n else "hard" for s in range(n)]
            bots = [make_bot(level) for level in levels]
            players = [PlayerSpec(f"{lv}-{i}", lv) for i, lv in enumerate(levels)]
            state = GAME.new_game({}, players, seed * 1000 + number)
            step = 0
            while not GAME.is_over(state):
                seat = GAME.current_player(state)
                assert seat is not None
                legal = GAME.legal_actions(state, seat)
                view = GAME.view(state, seat)
                start = time.perf_counter()
                action = bots[seat].choose(view, legal, Rng.derive(seed, number, step))
                if len(legal) > 1:
                    elapsed = (time.perf_counter() - start) * 1000.0
                    times.setdefault((n, levels[seat]), []).append(elapsed)
                    if levels[seat] == "expert" and view["phase"] in SEARCHED:
                        played = getattr(bots[seat], "last_deals", 0)
                        deals.setdefault((n, "expert"), []).append(played)
                state = GAME.apply(state, action, seat)
                step += 1
    rows = []
    for (n, level), values in sorted(times.items()):
        values.sort()
        rows.append(
            {
                "seats": n,
                "bot": level,
                "count": len(values),
                "median_ms": round(statistics.median(values), 2),
                "p99_ms": round(values[min(len(values) - 1, int(len(values) * 0.99))], 2),
                "max_ms": round(values[-1], 2),
                "deals": round(statistics.fmean(deals[n, level]), 1)
                if (n, level) in deals
                else None,
                "switchable": round(
                    100.0 * statistics.fmean(d >= MIN_DEALS for d in deals[n, level])
                )
                if (n, level) in deals
                else None,
            }
        )
    return rows


def format_rows(runtime: str, rows: Sequence[dict[str, Any]]) -> str:
    lines = [
        f"{runtime}: milliseconds per Zehn bot decision (decisions with a choice)",
        f"  {'seats':<7}{'bot':<8}{'count':>7}{'median':>9}{'p99':>9}{'max':>9}{'deals':>7}"
        f"{'4+ deals':>10}",
    ]
    for r in rows:
        switchable = r.get("switchable")
        lines.append(
            f"  {r['seats']:<7}{r['bot']:<8}{r['count']:>7}{r['median_ms']:>9.2f}"
            f"{r['p99_ms']:>9.2f}{r['max_ms']:>9.2f}"
            f"{'' if r.get('deals') is None else r['deals']:>7}"
            f"{'' if switchable is None else f'{switchable}%':>10}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    from bench import runtimes

    elsewhere = runtimes.elsewhere_for("zehn", __file__, "zehn_bots_bench")
    return runtimes.main(
        argv, "python3 -m bench zehn_bots", ("games", 4), measure, elsewhere, format_rows
    )


if __name__ == "__main__":
    raise SystemExit(main())
