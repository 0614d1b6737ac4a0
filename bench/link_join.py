"""How long a guest waits to play: from the host showing its invitation to the guest's hand.

``python3 -m bench link_join [--runs 5] [--game zehn]`` builds the site, then inside a network
namespace of its own (``tests/netns.py``) serves it and drives one Chromium: a host page starts
a game with one seat on another device; a guest page opens the invitation link, shows its
answer; the answer's text goes into the host's field; the guest's table shows its hand. No
person's delay is counted (the codes are carried at once), so the figures are the machines'
part: the guest's page start, making the answer, connecting and the first view. Twice: a guest
opening the site for the first time (an empty browser profile) and one that had opened it
before (a second visit in the same profile: the service worker and the memory snapshot).
Medians and ranges in seconds; the figures are in docs/local-play.md.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import serve
from tests.netns import run_in_namespace

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[1]
PLAIN = "--disable-features=WebRtcHideLocalIpsWithMdns"
TIMEOUT_SECONDS = 900
STEPS = ("page_ready", "answer_shown", "hand_shown")
"""After the host showed its code: the guest's page ready (Python started), its answer on
screen, and its hand on the table (the answer is pasted on the host at once)."""


def one_join(browser: Any, url: str, game: str, guest_context: Any) -> dict[str, float]:
    from playwright.sync_api import Page

    host_context = browser.new_context(viewport={"width": 390, "height": 844})
    host_context.add_init_script("window.kartentischUnderTest = true;")
    try:
        host: Page = host_context.new_page()
        host.goto(url)
        host.wait_for_function("() => window.kartentischTest !== undefined", timeout=60_000)
        players = json.dumps([{"name": "Ada"}, {"name": "Ben", "remote": True}])
        host.evaluate("([g, p]) => kartentischTest.start(g, p, 5)", [game, players])
        host.wait_for_selector('[data-invite-seat="1"] .invite-qr svg', timeout=60_000)
        shown = time.monotonic()
        link = str(host.get_attribute('[data-invite="1"]', "href"))
        guest = guest_context.new_page()
        guest.goto(link)
        guest.wait_for_function("() => document.documentElement.dataset.ready === '1'")
        ready = time.monotonic()
        guest.wait_for_selector("[data-answer-code]", timeout=60_000)
        answered = time.monotonic()
        host.fill('[data-answer-input="1"]', str(guest.text_content("[data-answer-code]")))
        host.click('[data-answer-apply="1"]')
        guest.wait_for_selector("#table [data-hand] .card", timeout=60_000)
        done = time.monotonic()
        guest.close()
        return {
            "page_ready": ready - shown,
            "answer_shown": answered - shown,
            "hand_shown": done - shown,
        }
    finally:
        host_context.close()


def run_inside(site: Path, runs: int, game: str) -> list[dict[str, Any]]:
    from playwright.sync_api import sync_playwright

    server = serve.make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    rows: list[dict[str, Any]] = []
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=[*CHROMIUM_FLAGS, PLAIN], headless=True
        )
        try:
            for _ in range(runs):
                first = browser.new_context(viewport={"width": 390, "height": 844})
                first.add_init_script("window.kartentischUnderTest = true;")
                rows.append({"visit": "first", **one_join(browser, url, game, first)})
                # the same guest again: its browser has the site from the first visit
                rows.append({"visit": "again", **one_join(browser, url, game, first)})
                first.close()
        finally:
            browser.close()
            server.shutdown()
    return rows


def report(rows: list[dict[str, Any]], game: str) -> str:
    lines = [f"{'guest':<8}{'runs':>5}" + "".join(f"{step + ' s':>22}" for step in STEPS)]
    for visit in ("first", "again"):
        mine = [row for row in rows if row["visit"] == visit]
        cells = []
        for step in STEPS:
            values = [row[step] for row in mine]
            cells.append(f"{statistics.median(values):>8.2f} ({min(values):.2f}–{max(values):.2f})")
        lines.append(f"{visit:<8}{len(mine):>5}" + "".join(f"{cell:>22}" for cell in cells))
    lines.append(f"game {game}; from the host's invitation on screen; medians (range)")
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench link_join", description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--game", default="zehn")
    parser.add_argument("--inside", default="", help=argparse.SUPPRESS)
    args = parser.parse_args(list(argv))
    if args.inside:
        print(json.dumps(run_inside(Path(args.inside), args.runs, args.game)))
        return 0
    with tempfile.TemporaryDirectory(prefix="kartentisch-join-") as folder:
        site = Path(folder) / "site"
        serve.build_site(site)
        env = {**os.environ, "PYTHONPATH": os.pathsep.join((str(ROOT / "src"), str(ROOT)))}
        inner = [sys.executable, "-m", "bench", "link_join", "--inside", str(site)]
        inner += ["--runs", str(args.runs), "--game", args.game]
        done = run_in_namespace(inner, env, TIMEOUT_SECONDS)
    if done.returncode != 0:
        print(done.stdout[-3000:], done.stderr[-3000:], file=sys.stderr)
        return 1
    print(report(json.loads(done.stdout.strip().splitlines()[-1]), args.game))
    return 0
