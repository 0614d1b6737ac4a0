"""Decision times of the Fünf Kronen bots, on CPython and under Pyodide (Node and Chromium).

``python3 -m bench.fuenf_kronen_bots`` plays bot-only games (hard, medium, easy, easy, seats
rotating) and times every bot decision from the seat's view, the way the table asks for it.
``--pyodide`` repeats the measurement under Pyodide in Node, ``--chromium`` in headless
Chromium (the browser the table runs in), both with only the engine core and this game's
modules loaded. Figures are printed, never asserted.
"""

from __future__ import annotations

import functools
import http.server
import json
import statistics
import sys
import threading
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
    from kartentisch.games.fuenf_kronen.bots import make_bot
    from kartentisch.games.fuenf_kronen.game import GAME

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


def _sources() -> dict[str, str]:
    """The engine core and this game's modules, as Pyodide file paths and their text.

    ``kartentisch.games`` gets an empty ``__init__`` so no other game is loaded.
    """
    src = ROOT / "src" / "kartentisch"
    files = {"kartentisch/__init__.py": (src / "__init__.py").read_text(encoding="utf-8")}
    for path in sorted((src / "engine").glob("*.py")):
        files[f"kartentisch/engine/{path.name}"] = path.read_text(encoding="utf-8")
    files["kartentisch/games/__init__.py"] = ""
    for path in sorted((src / "games" / "fuenf_kronen").glob("*.py")):
        files[f"kartentisch/games/fuenf_kronen/{path.name}"] = path.read_text(encoding="utf-8")
    files["bots_bench.py"] = Path(__file__).read_text(encoding="utf-8")
    return files


def measure_node(games: int, seed: int) -> tuple[str, list[dict[str, Any]]]:
    from bench.runtimes import measure_in_node

    return measure_in_node(_sources(), "bots_bench", games, seed)


_PAGE_SCRIPT = """
async ([files, code]) => {
  const { loadPyodide } = await import("/node_modules/pyodide/pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: "/node_modules/pyodide/" });
  for (const [name, text] of Object.entries(files)) {
    const path = "/bench/" + name;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, text);
  }
  return pyodide.runPython(code);
}
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def guess_type(self, path: str | Any) -> str:
        if str(path).endswith(".wasm"):
            return "application/wasm"
        if str(path).endswith(".mjs"):
            return "text/javascript"
        return super().guess_type(path)

    def log_message(self, format: str, *args: Any) -> None:
        return


def measure_chromium(games: int, seed: int) -> tuple[str, list[dict[str, Any]]]:
    """The same measurement inside headless Chromium, Pyodide served from this checkout."""
    from playwright.sync_api import sync_playwright

    from bench.chromium import CHROMIUM, CHROMIUM_FLAGS
    from bench.runtimes import measure_code, pyodide_dir

    pyodide_dir()
    handler = functools.partial(_Quiet, directory=str(ROOT))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_FLAGS
            )
            page = browser.new_page()
            page.goto(f"http://127.0.0.1:{server.server_address[1]}/bench/")
            out = page.evaluate(_PAGE_SCRIPT, [_sources(), measure_code("bots_bench", games, seed)])
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    data = json.loads(out)
    return str(data["version"]), list(data["rows"])


def main(argv: Sequence[str] | None = None) -> int:
    from bench import runtimes

    elsewhere = {
        "pyodide": ("also under Pyodide in Node", "pyodide-node", measure_node),
        "chromium": ("also in headless Chromium", "pyodide-chromium", measure_chromium),
    }
    return runtimes.main(
        argv, "python3 -m bench.fuenf_kronen_bots", ("games", 6), measure, elsewhere, format_rows
    )


if __name__ == "__main__":
    raise SystemExit(main())
