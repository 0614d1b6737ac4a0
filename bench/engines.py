"""Start-up in Chromium, Firefox and WebKit side by side: first visit, later start, plain boot.

``python3 -m bench engines [--runs 3] [--engines chromium,firefox,webkit] [--site DIR] [--json]``
builds the site into a temporary folder (or takes a built one), serves it as GitHub Pages does
(``bench/pages_server.py``) and, run after run, opens it in each engine with a fresh profile
at phone width (390×844; WebKit's window, Firefox's and Chromium's viewport), the engines'
order turning each run so that none is always first after a pause. Per profile, three visits:

- ``first``: a first visit (nothing cached; it boots plainly and makes the memory snapshot on
  the device after ready; the benchmark waits until it is stored and the service worker is
  active);
- ``later``: the next start, restored from the snapshot the device made;
- ``plain``: a start with the snapshot's cache deleted, as on a device that has none (a slow
  line's first visit boots plainly too): the runtime from the service worker, booted plainly.

Each visit's figures are the page's own User Timing marks (``kartentisch:*``, set by
``static/js/pyodide-boot.mjs`` and ``boot.js``), in seconds from the navigation's start, read
once the page is ready; none of the engines' drivers can add a script before the page's own,
so the page must say when it got where. Printed: per visit and engine the median and range of
the time to ready and its ratio to Chromium's median, then the medians of every phase. WebKit
is WebKitGTK's MiniBrowser under Xvfb (``WebKitWebDriver``), Firefox is Firefox ESR, both as
the engine tests drive them (``bench/engine_drivers.py``); Chromium is headless, through
Playwright. Wall-clock figures: the ratios of one interleaved run are what compare (the
report prints the load average).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import serve  # the build lives in the top-level serve.py

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS
from bench.engine_drivers import EnginePage, FirefoxPage, WebKitPage, missing
from bench.pages_server import pages_served

PHONE = (390, 844)
ENGINES = ("chromium", "firefox", "webkit")
VISITS = ("first", "later", "plain")
PHASES = (
    "boot",
    "reader-asked",
    "reader-compiling",
    "wasm",
    "image",
    "instantiated",
    "linked",
    "runtime",
    "pyscript",
    "installed",
    "ready",
)
"""The page's marks (``kartentisch:NAME``) in the order a start reaches them."""
EXPECTED_BOOT = {"first": "plain", "later": "snapshot", "plain": "plain"}

READY_JS = "['1', 'error'].includes(document.documentElement.dataset.ready)"
MARKS_JS = """(() => {
  const root = document.documentElement;
  const marks = {};
  for (const entry of performance.getEntriesByType("mark")) {
    if (entry.name.startsWith("kartentisch:")) marks[entry.name.slice(12)] = entry.startTime / 1000;
  }
  return {marks, ready: root.dataset.ready, boot: root.dataset.boot || "",
          wasm: root.dataset.wasm || "", width: innerWidth};
})()"""
SETTLED_JS = """document.documentElement.dataset.image !== 'making'
  && navigator.serviceWorker && !!navigator.serviceWorker.controller"""
"""After a first visit: the snapshot is stored (or failed) and the service worker controls the
page, so the next start is a later start as a player's would be."""
IMAGE_JS = "document.documentElement.dataset.image || ''"
FORGET_IMAGE_JS = """caches.keys().then((names) => Promise.all(
  names.filter((name) => name.startsWith("kartentisch-image ")).map((name) => caches.delete(name))
)).then((done) => done.length)"""


class ChromiumPage(EnginePage):
    """Headless Chromium through Playwright, a fresh context (profile) per page."""

    name = "Chromium"

    def __init__(self, browser: Any) -> None:
        width, height = PHONE
        self._context = browser.new_context(
            viewport={"width": width, "height": height}, device_scale_factor=2, locale="de-DE"
        )
        self._page = self._context.new_page()

    def goto(self, url: str) -> None:
        self._page.goto(url)

    def reload(self) -> None:
        self._page.reload()

    def run(self, js: str) -> Any:
        return self._page.evaluate(js)

    def close(self) -> None:
        self._context.close()


def visit(page: EnginePage, url: str, timeout_s: float) -> dict[str, Any]:
    """Open ``url``, wait until the page is ready, read its marks."""
    page.goto(url)
    page.wait(READY_JS, timeout_s)
    found: dict[str, Any] = page.run(MARKS_JS)
    return found


def one_profile(page: EnginePage, url: str, timeout_s: float) -> dict[str, dict[str, Any]]:
    """The three visits of one fresh profile."""
    first = visit(page, url, timeout_s)
    page.wait(SETTLED_JS, timeout_s * 3)
    first["image"] = page.run(IMAGE_JS)
    later = visit(page, url, timeout_s)
    page.run(FORGET_IMAGE_JS)
    plain = visit(page, url, timeout_s)
    return {"first": first, "later": later, "plain": plain}


@contextmanager
def chromium_browser() -> Iterator[Callable[[], EnginePage]]:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
        )
        try:
            yield lambda: ChromiumPage(browser)
        finally:
            browser.close()


NEEDS = {"chromium": (CHROMIUM,), "firefox": FirefoxPage.needs, "webkit": WebKitPage.needs}
OPENERS: dict[str, Callable[[], EnginePage]] = {
    "firefox": lambda: FirefoxPage(PHONE),
    "webkit": lambda: WebKitPage(PHONE),
}


def order(engines: Sequence[str], run: int) -> list[str]:
    """The engines' order in run ``run``: turned by one each run."""
    shift = run % len(engines)
    return [*engines[shift:], *engines[:shift]]


def run(
    engines: Sequence[str], runs: int, site: Path | None, timeout_s: float = 240.0
) -> dict[str, Any]:
    for engine in engines:
        absent = missing(NEEDS[engine])
        if absent:
            raise SystemExit(f"{engine}: {absent}")
    load_before = os.getloadavg()[0]
    results: dict[str, list[dict[str, Any]]] = {engine: [] for engine in engines}
    loads: list[float] = []
    with tempfile.TemporaryDirectory(prefix="kartentisch-engines-") as temp:
        if site is None:
            site = Path(temp) / "site"
            serve.build_site(site)
        with pages_served(site) as server, chromium_browser() as open_chromium:
            openers = {**OPENERS, "chromium": open_chromium}
            for number in range(runs):
                for engine in order(engines, number):
                    loads.append(os.getloadavg()[0])
                    page = openers[engine]()
                    try:
                        results[engine].append(one_profile(page, server.url, timeout_s))
                    finally:
                        page.close()
    return {
        "runs": runs,
        "engines": list(engines),
        "load": (load_before, max(loads, default=load_before), os.getloadavg()[0]),
        "results": results,
    }


def ready_times(results: list[dict[str, Any]], visit_name: str) -> list[float]:
    """The times to ready of the visits that got there (not those whose start failed)."""
    return [
        float(r[visit_name]["marks"]["ready"])
        for r in results
        if r[visit_name]["ready"] == "1" and "ready" in r[visit_name]["marks"]
    ]


def phase_medians(results: list[dict[str, Any]], visit_name: str) -> dict[str, float]:
    """Each phase's median over the runs that reached it."""
    out = {}
    for phase in PHASES:
        times = [r[visit_name]["marks"][phase] for r in results if phase in r[visit_name]["marks"]]
        if times:
            out[phase] = float(statistics.median(times))
    return out


def format_report(report: dict[str, Any]) -> str:
    engines: list[str] = report["engines"]
    results: dict[str, list[dict[str, Any]]] = report["results"]
    load = report["load"]
    lines = [
        f"time to ready, s from navigation; {report['runs']} fresh profile(s) per engine at "
        f"{PHONE[0]}x{PHONE[1]}, engines interleaved; site served as GitHub Pages serves it",
        f"load average before {load[0]:.1f}, highest at a profile's start {load[1]:.1f}, "
        f"after {load[2]:.1f}",
        "",
        f"{'visit':<7}{'engine':<10}{'median':>8}{'range':>15}{'x Chromium':>12}  boot / wasm",
    ]
    for visit_name in VISITS:
        base_times = ready_times(results.get("chromium", []), visit_name)
        base = statistics.median(base_times) if base_times else None
        for engine in engines:
            times = ready_times(results[engine], visit_name)
            failed = len(results[engine]) - len(times)
            if not times:
                lines.append(f"{visit_name:<7}{engine:<10}  not ready in any run")
                continue
            median = statistics.median(times)
            ratio = f"{median / base:.2f}" if base else "-"
            boots = ",".join(sorted({r[visit_name]["boot"] for r in results[engine]}))
            wasm = ",".join(sorted({r[visit_name]["wasm"] for r in results[engine]}))
            unexpected = "" if boots == EXPECTED_BOOT[visit_name] else "  (!)"
            if failed:
                unexpected += f"  ({failed} start(s) failed, not counted)"
            span = f"{min(times):.2f}-{max(times):.2f}"
            lines.append(
                f"{visit_name:<7}{engine:<10}{median:>8.2f}{span:>15}{ratio:>12}"
                f"  {boots} / {wasm or '-'}{unexpected}"
            )
    lines += ["", "phases, medians in s from navigation (- : not reached on that way)"]
    header = f"{'visit':<7}{'engine':<10}" + "".join(f"{phase[:12]:>13}" for phase in PHASES)
    lines.append(header)
    for visit_name in VISITS:
        for engine in engines:
            medians = phase_medians(results[engine], visit_name)
            cells = "".join(
                f"{medians[phase]:>13.2f}" if phase in medians else f"{'-':>13}" for phase in PHASES
            )
            lines.append(f"{visit_name:<7}{engine:<10}{cells}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench engines", description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--engines", default=",".join(ENGINES), help="comma-separated")
    parser.add_argument("--site", type=Path, default=None, help="a built site (else built)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    engines = [name.strip() for name in args.engines.split(",") if name.strip()]
    unknown = sorted(set(engines) - set(ENGINES))
    if unknown:
        parser.error(f"unknown engine(s): {', '.join(unknown)}")
    report = run(engines, args.runs, args.site)
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    return 0
