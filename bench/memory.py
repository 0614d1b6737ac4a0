"""Memory over a long evening: bot-only games one after another in one page.

    python3 -m bench memory [--rounds 3] [--seed 1] [--json]

Builds the site, opens it in headless Chromium (started with ``--expose-gc`` and precise memory
figures), and plays ``--rounds`` rounds of every game in the lobby, each a bot-only table of
three at the weakest level with the speed "off", through ``window.kartentischTest.start``. After the
boot and after every game, once the toasts are gone and both collectors ran, it reads:

- ``js_heap``     ``performance.memory.usedJSHeapSize`` after ``gc()`` (bytes);
- ``wasm_bytes``  the size of Pyodide's WebAssembly memory (it never shrinks);
- ``objects``     objects Python's collector tracks, after ``gc.collect()``;
- ``js_refs``     JavaScript objects Python holds (Pyodide's reference table);
- ``proxies``     proxies of Python objects handed to JavaScript and not yet released
                  (Pyodide's allocation tracing, switched on after the boot);
- ``nodes``, ``listeners``  DOM nodes and JavaScript event listeners (DevTools' counters).

The table compares the figures after the first game, after the first round (every game's
modules and caches loaded) and after the last game. ``tests/browser/test_long_evening.py``
plays the same kind of evening and asserts that the counts stay flat; the functions below are
shared with it, so the test and the benchmark measure the same way.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS
from kartentisch import catalogue

GAMES = tuple(catalogue.ids())
SEATS = 3
GAME_TIMEOUT_MS = 180_000
MEMORY_FLAGS = ["--js-flags=--expose-gc", "--enable-precise-memory-info"]
"""``gc()`` in the page, and ``performance.memory`` figures that are not rounded."""
FIGURES = ("js_heap", "wasm_bytes", "objects", "js_refs", "proxies", "nodes", "listeners")


def bot_seats(game_id: str) -> str:
    """The seats of a bot-only table as ``kartentischTest.start`` takes them (JSON), at the
    game's weakest bot level: the quickest to decide, so an evening stays short."""
    level = catalogue.get(game_id).info.bot_levels[0]
    return json.dumps([[f"Bot {i + 1}", level] for i in range(SEATS)])


def play_bot_game(page: Any, game_id: str, seed: int) -> int:
    """Start a bot-only table of ``game_id`` and wait until its game is over; its moves."""
    page.evaluate(
        "([game, seats, seed]) => window.kartentischTest.start(game, seats, seed)",
        [game_id, bot_seats(game_id), seed],
    )
    page.wait_for_function(
        "JSON.parse(window.kartentischTest.state()).over", polling=100, timeout=GAME_TIMEOUT_MS
    )
    moves: int = json.loads(page.evaluate("window.kartentischTest.state()"))["moves"]
    return moves


def settle(page: Any) -> None:
    """Wait until every toast has gone: a shown toast holds its timers' callbacks until then,
    which is expected and would blur a count."""
    page.wait_for_function(
        "document.querySelectorAll('#toasts > *').length === 0", polling=100, timeout=20_000
    )
    page.wait_for_timeout(400)


def read_figures(page: Any, devtools: Any) -> dict[str, Any]:
    """Every figure of the module docstring, after Python's and then JavaScript's collector
    (Python's first: objects it frees can release JavaScript objects, not the other way)."""
    page.evaluate("window.kartentischTest.memory()")
    page.evaluate("() => { if (typeof gc === 'function') gc(); }")
    devtools.send("HeapProfiler.collectGarbage")
    python = json.loads(page.evaluate("window.kartentischTest.memory()"))
    counters = devtools.send("Memory.getDOMCounters")
    js_heap = page.evaluate("performance.memory ? performance.memory.usedJSHeapSize : -1")
    return {
        "js_heap": int(js_heap),
        "js_heap_devtools": int(devtools.send("Runtime.getHeapUsage")["usedSize"]),
        "wasm_bytes": python["wasm_bytes"],
        "objects": python["objects"],
        "js_refs": python["js_refs"],
        "proxies": python["live_proxies"],
        "nodes": int(counters["nodes"]),
        "listeners": int(counters["jsEventListeners"]),
        "types": python["types"],
    }


def evening(rounds: int, seed: int) -> dict[str, Any]:
    """Build, serve and play; the figures after the boot and after every game."""
    import serve  # the build lives in the top-level serve.py
    from playwright.sync_api import sync_playwright

    readings: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory(prefix="kartentisch-memory-") as folder:
        site = Path(folder)
        serve.build_site(site)
        server = serve.make_server(site, 0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS + MEMORY_FLAGS
                )
                context = browser.new_context(viewport={"width": 1024, "height": 768})
                context.add_init_script(
                    "localStorage.setItem('kartentisch.settings', JSON.stringify({speed: 'off'}))"
                )
                context.add_init_script("window.kartentischUnderTest = true;")  # the test hook
                page = context.new_page()
                devtools = context.new_cdp_session(page)
                page.goto(url)
                page.wait_for_function(
                    "document.documentElement.dataset.ready === '1'", timeout=120_000
                )
                traced = bool(page.evaluate("window.kartentischTest.traceProxies()"))
                readings.append({"after": "boot", "moves": 0, **read_figures(page, devtools)})
                number = 0
                for round_ in range(rounds):
                    for game_id in GAMES:
                        number += 1
                        moves = play_bot_game(page, game_id, seed + number)
                        settle(page)
                        figures = read_figures(page, devtools)
                        label = f"game {number} ({game_id}, round {round_ + 1})"
                        readings.append({"after": label, "moves": moves, **figures})
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    return {"rounds": rounds, "seed": seed, "proxies_traced": traced, "readings": readings}


def format_report(report: dict[str, Any]) -> str:
    readings = report["readings"]
    first_game, first_round, last = readings[1], readings[len(GAMES)], readings[-1]
    rows = [("after the boot", readings[0]), ("after game 1", first_game)]
    rows += [(f"after game {len(GAMES)} (round 1)", first_round)]
    rows += [(f"after game {len(readings) - 1} (last)", last)]
    lines = [
        f"{report['rounds']} rounds of {', '.join(GAMES)}: {len(readings) - 1} bot-only games "
        f"in one page ({sum(r['moves'] for r in readings)} moves)",
        f"{'':<26}{'JS heap MB':>11}{'wasm MiB':>10}{'objects':>9}{'js refs':>9}"
        f"{'proxies':>9}{'nodes':>7}{'listeners':>10}",
    ]
    for label, r in rows:
        lines.append(
            f"{label:<26}{r['js_heap'] / 1e6:>11.2f}{r['wasm_bytes'] / 2**20:>10.1f}"
            f"{r['objects']:>9}{r['js_refs']:>9}{r['proxies']:>9}{r['nodes']:>7}"
            f"{r['listeners']:>10}"
        )
    grown = {
        name: count - first_round["types"].get(name, 0)
        for name, count in last["types"].items()
        if count > first_round["types"].get(name, 0)
    }
    lines.append(
        "Python types grown since round 1: "
        + (", ".join(f"{n} +{c}" for n, c in sorted(grown.items(), key=lambda x: -x[1])) or "none")
    )
    lines.append("every game:")
    for r in readings[1:]:
        lines.append(
            f"  {r['after']:<34}{r['moves']:>5} moves  JS heap {r['js_heap'] / 1e6:6.2f} MB"
            f"  objects {r['objects']}  js refs {r['js_refs']}  proxies {r['proxies']}"
        )
    if not report["proxies_traced"]:
        lines.append("(this Pyodide offers no proxy tracing: proxies -1)")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench memory", description=__doc__)
    parser.add_argument("--rounds", type=int, default=3, help="rounds of every game")
    parser.add_argument("--seed", type=int, default=1, help="game n is dealt with seed + n")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    report = evening(max(1, args.rounds), args.seed)
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
