"""Frames while a card flies: the longest frame during a card's move, on a 4x slowed CPU.

``python3 -m bench card_motion``: per game, bots play at the speed "normal" with animations on
in headless Chromium at phone size, the CPU slowed down (Chrome DevTools' CPU throttling, rate
4 by default, as a modest phone). Each copy a paint sends flying (``[data-moving]``,
``static/js/flip.js``) is followed from its first frame to its landing: the time between
animation frames (requestAnimationFrame) and, where Chromium reports them, the long animation
frames that overlap the flight. The paint that starts the flight (the Python render and the new
HTML) comes before its first frame; its own time is reported apart, and so is the wait from the
flight's start to its first frame. Target: no frame over 50 ms during a move.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from kartentisch import catalogue

PHONE = {"width": 390, "height": 844}
TARGET_MS = 50.0

RECORD_JS = """() => {
  window.ktFlights = [];
  window.ktLong = [];
  if (window.PerformanceObserver &&
      (PerformanceObserver.supportedEntryTypes || []).includes("long-animation-frame")) {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const scripts = e.scripts.map((x) => `${x.invoker} ${Math.round(x.duration)} ms`);
        window.ktLong.push([e.startTime, e.duration, Math.round(e.renderStart - e.startTime),
          scripts]);
      }
    }).observe({ type: "long-animation-frame", buffered: false });
    window.ktLongSupported = true;
  }
  const follow = (copy) => {
    const anims = copy.getAnimations();
    if (!anims.length || copy.ktFollowed) return;
    copy.ktFollowed = true;
    const flight = { from: copy.getAttribute("data-moving"), start: performance.now(),
      frames: [], end: null, paint: null };
    window.ktFlights.push(flight);
    // a frame's time is the time from its start to the next one's; frames that began
    // before the flight (the one that ran the paint) are the paint's, counted apart
    let last = null;
    const tick = (now) => {
      if (now >= flight.start) {
        if (last !== null) flight.frames.push(now - last);
        else flight.first = now - flight.start;
        last = now;
      }
      if (copy.isConnected) requestAnimationFrame(tick);
      else flight.end = now;
    };
    requestAnimationFrame(tick);
    // the paint that sent it flying is recorded once it is over (the next task)
    setTimeout(() => {
      const now = JSON.parse(kartentischTest.timings()).renders_ms || [];
      flight.paint = now.length ? now[now.length - 1] : null;
    }, 0);
  };
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) {
      if (n.nodeType !== 1) continue;
      const copy = n.matches("[data-moving]") ? n : n.querySelector("[data-moving]");
      if (copy) follow(copy);
    }
  }).observe(document.body, { childList: true, subtree: true });
}"""
"""Follows every flight: its frame times from the first frame until the copy is gone."""

READ_JS = """() => ({ flights: window.ktFlights.filter((f) => f.end !== null),
  long: window.ktLong, supported: !!window.ktLongSupported })"""


IDLE_JS = """(ms) => new Promise((done) => {
  const frames = [];
  let last = null;
  const until = performance.now() + ms;
  const tick = (now) => {
    if (last !== null) frames.push(now - last);
    last = now;
    if (now < until) requestAnimationFrame(tick); else done(frames);
  };
  requestAnimationFrame(tick);
})"""
"""Frame times of the page standing still (the lobby): what the slowed machine gives anyway."""


def idle(page: Any, seconds: float) -> dict[str, Any]:
    frames: list[float] = page.evaluate(IDLE_JS, seconds * 1000)
    return {
        "game": "(lobby, idle)",
        "flights": 0,
        "frames": len(frames),
        "median_ms": round(statistics.median(frames), 1),
        "longest_ms": round(max(frames), 1),
        "p95_ms": round(sorted(frames)[int(len(frames) * 0.95)], 1),
        "over_target": sum(1 for f in frames if f > TARGET_MS),
        "first_frame_longest_ms": None,
        "paint_median_ms": None,
        "paint_longest_ms": None,
        "long_frames": sum(1 for f in frames if f > TARGET_MS),
    }


def seats(game_id: str) -> list[list[str]]:
    level = catalogue.get(game_id).info.bot_levels[0]
    return [["Bo", level], ["Cy", level], ["Di", level]]


def measure(page: Any, game_id: str, moves: int, seed: int) -> dict[str, Any]:
    """Bots play ``game_id`` until ``moves`` flights landed (or the game ends)."""
    page.evaluate("kartentischTest.reset()")
    page.evaluate(RECORD_JS)
    page.evaluate(
        "([g, s, n]) => kartentischTest.start(g, s, n)", [game_id, json.dumps(seats(game_id)), seed]
    )
    page.wait_for_function(
        # the page only: asking Python for the state while a card flies would cost frames.
        # A panel over the table (Zehn's round result) is closed as a person would, between
        # flights: the cards under it do not fly.
        """(n) => {
          const close = document.querySelector('#table [data-ui="dismiss"]');
          if (close && !document.querySelector("[data-moving]")) close.click();
          return window.ktFlights.filter((f) => f.end !== null).length >= n
            || document.getElementById("table-screen").dataset.over === "1";
        }""",
        arg=moves,
        timeout=600_000,
        polling=500,
    )
    page.wait_for_timeout(400)
    found: dict[str, Any] = page.evaluate(READ_JS)
    page.evaluate("kartentischTest.reset()")
    return found


def summary(game_id: str, found: dict[str, Any]) -> dict[str, Any]:
    flights = found["flights"]
    frames = [f for flight in flights for f in flight["frames"]]
    firsts = [flight["first"] for flight in flights if flight.get("first") is not None]
    paints = [flight["paint"] for flight in flights if flight.get("paint") is not None]
    overlap = []
    causes = []
    for start, duration, before_render, scripts in found["long"]:
        for flight in flights:
            if flight["start"] <= start < flight["end"]:
                overlap.append(duration)
                causes.append(
                    {"ms": round(duration), "render_start_ms": before_render, "scripts": scripts}
                )
                break
    return {
        "game": game_id,
        "flights": len(flights),
        "frames": len(frames),
        "median_ms": round(statistics.median(frames), 1) if frames else None,
        "longest_ms": round(max(frames), 1) if frames else None,
        "p95_ms": round(sorted(frames)[int(len(frames) * 0.95)], 1) if frames else None,
        "over_target": sum(1 for f in frames if f > TARGET_MS),
        "first_frame_median_ms": round(statistics.median(firsts), 1) if firsts else None,
        "first_frame_longest_ms": round(max(firsts), 1) if firsts else None,
        "paint_median_ms": round(statistics.median(paints), 1) if paints else None,
        "paint_longest_ms": round(max(paints), 1) if paints else None,
        "long_frames": len(overlap),
        "long_frame_longest_ms": round(max(overlap), 1) if overlap else None,
        "long_frames_seen": causes,
        "loaf_supported": found["supported"],
    }


def report(rows: Sequence[dict[str, Any]], rate: float) -> str:
    lines = [
        f"CPU slowed {rate:g}x, speed normal, phone {PHONE['width']}x{PHONE['height']}; "
        f"frames during each card's move (target: longest <= {TARGET_MS:g} ms)",
        f"{'game':<14}{'flights':>8}{'frames':>7}{'median':>8}{'p95':>6}{'longest':>9}"
        f"{'>50':>5}"
        f"{'1st frame':>10}{'paint med':>10}{'paint max':>10}{'LoAF>50':>8}",
    ]
    for r in rows:
        lines.append(
            f"{r['game']:<14}{r['flights']:>8}{r['frames']:>7}{r['median_ms']!s:>8}"
            f"{r['p95_ms']!s:>6}{r['longest_ms']!s:>9}{r['over_target']:>5}{r['first_frame_longest_ms']!s:>10}"
            f"{r['paint_median_ms']!s:>10}{r['paint_longest_ms']!s:>10}{r['long_frames']:>8}"
        )
    lines.append(
        "median/p95/longest: time between animation frames while a copy flies (>50: how many "
        "frames took longer than the target); 1st frame: the "
        "longest wait from the flight's start to its first frame; paint: the paint that sent "
        "it flying (Python render and HTML), before the flight; LoAF>50: long animation "
        "frames (Chromium) that began during a flight (idle: frames over 50 ms)"
    )
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench card_motion", description=__doc__)
    parser.add_argument("--moves", type=int, default=12, help="flights measured per game")
    parser.add_argument("--rate", type=float, default=4.0, help="CPU slow-down factor")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--idle", type=float, default=5.0, help="seconds of the idle lobby")
    parser.add_argument("--game", action="append", help="only this game (repeatable)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)

    import serve
    from playwright.sync_api import sync_playwright

    from bench.chromium import CHROMIUM, CHROMIUM_FLAGS
    from kartentisch.ui.tables import has_renderer

    games = args.game or [g.info.id for g in catalogue.all_games() if has_renderer(g.info.id)]
    games = [g for g in games if g != "demo"]
    site = Path(tempfile.mkdtemp())
    serve.build_site(site)
    server = serve.make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    rows = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        context = browser.new_context(viewport={"width": PHONE["width"], "height": PHONE["height"]})
        context.add_init_script("window.kartentischUnderTest = true;")
        context.add_init_script(
            "localStorage.setItem('kartentisch.settings',"
            " JSON.stringify({speed: 'normal', reduced_motion: 'off'}))"
        )
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("() => window.kartentischTest !== undefined", timeout=120_000)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": args.rate})
        for game_id in games:
            rows.append(summary(game_id, measure(page, game_id, args.moves, args.seed)))
        rows.append(idle(page, args.idle))  # after the games: the start-up's work is done
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        browser.close()
    server.shutdown()
    print(report(rows, args.rate))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=2) + "\n", encoding="utf-8")
    return 0
