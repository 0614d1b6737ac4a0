"""How fast the table host starts a game and paints a table, in Chromium and on CPython.

``python3 -m bench ui_table``, for every game whose table is in this build: the time from the
click on "start" in the new-game form to the table painted (the host's own measurement, through
the real form), then 20 repaints of that table in the browser (median and max), next to
rendering the same view on CPython. Figures only; nothing is asserted.
"""

from __future__ import annotations

import json
import runpy
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import serve

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS
from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import has_renderer, renderer_for

ROOT = Path(__file__).resolve().parents[1]
SEED = 1


def browser_test_steps() -> dict[str, Any]:
    """The browser tests' own steps (``tests/browser/helpers.py``), read from their file: the
    game is started through the new-game form exactly as the tests start it."""
    return runpy.run_path(str(ROOT / "tests" / "browser" / "helpers.py"))


def seats(game_id: str) -> list[tuple[str, str | None]]:
    level = catalogue.get(game_id).info.bot_levels[0]
    return [("Ada", None), ("Bo", level), ("Cy", level)]


def cpython_render_ms(game_id: str, repeat: int = 20) -> float:
    players = [PlayerSpec(name, bot) for name, bot in seats(game_id)]
    host = TableHost(Match.start(catalogue.get(game_id), players, SEED), renderer_for(game_id))
    spent = []
    for _ in range(repeat):
        started = time.perf_counter()
        host.frame()
        spent.append((time.perf_counter() - started) * 1000)
    return statistics.median(spent)


def main(argv: list[str]) -> int:
    from playwright.sync_api import sync_playwright

    steps = browser_test_steps()
    start_game, wait_for_person = steps["start_game"], steps["wait_for_person"]

    games = [g.info.id for g in catalogue.all_games() if has_renderer(g.info.id)]
    with tempfile.TemporaryDirectory() as folder:
        site = Path(folder)
        serve.build_site(site)
        server = serve.make_server(site, 0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        rows: list[tuple[str, float, float, float, float]] = []
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
            page: Any = browser.new_page(viewport={"width": 1024, "height": 768})
            page.add_init_script(
                "localStorage.setItem('kartentisch.settings', JSON.stringify({speed: 'off'}))"
            )
            page.add_init_script("window.kartentischUnderTest = true;")  # the test hook
            started = time.perf_counter()
            page.goto(url)
            page.wait_for_function("document.documentElement.dataset.ready === '1'", timeout=90_000)
            boot_s = time.perf_counter() - started
            app_ms = json.loads(page.evaluate("kartentischTest.timings()"))["app_start_ms"]
            for game_id in games:
                page.evaluate("window.kartentischTest.reset()")
                start_game(page, game_id, seats(game_id), seed=SEED)
                wait_for_person(page)
                page.wait_for_function(
                    "JSON.parse(kartentischTest.timings()).start_to_table_ms !== undefined"
                )
                timings = json.loads(page.evaluate("kartentischTest.timings()"))
                paints = json.loads(page.evaluate("kartentischTest.rerender(20)"))
                rows.append(
                    (
                        game_id,
                        float(timings["start_to_table_ms"]),
                        statistics.median(paints),
                        max(paints),
                        cpython_render_ms(game_id),
                    )
                )
            browser.close()
        server.shutdown()
    print(f"boot to data-ready: {boot_s:.2f} s (cold, headless Chromium)")
    print(f"Python lobby start (games imported, lobby painted, saves checked): {app_ms:.0f} ms")
    print(
        f"{'game':<14}{'start→table ms':>16}{'paint median':>14}{'paint max':>11}"
        f"{'CPython frame':>15}"
    )
    for game_id, start_ms, median, worst, cpython in rows:
        print(f"{game_id:<14}{start_ms:>16.1f}{median:>14.1f}{worst:>11.1f}{cpython:>15.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
