"""Bytes over the wire for a first and a later visit, with the site served as GitHub Pages does.

``python3 -m bench pages [--runs 1] [--stay 30] [--mbit N] [--site DIR] [--json]`` (also
``python3 -m bench startup --pages ...``) builds the site into a temporary folder (or takes a
built one), serves it as Pages does (``bench/pages_server.py``: gzip for text, JSON, JavaScript
and WebAssembly; ETag and 304; ``max-age=600``) and opens it in headless Chromium, each run in
a fresh profile at phone width. A first visit: until the page is ready, then ``--stay`` seconds
more, so what the service worker fetches after ready is counted too. A later visit in the same
profile: until ready and as long again. Each visit's count also waits for the memory snapshot
a plain start makes on the device after ready (``data-image``). Per file it prints the bodies
sent (200), the answers 304 and the bytes, for each visit; with the ready times, when the
snapshot was stored and how the page booted (``data-boot``). ``--mbit`` slows every response to
that speed (a slow line).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import serve  # the build lives in the top-level serve.py

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS
from bench.pages_server import Ledger, PagesServer, pages_served, per_file

PHONE = {"width": 390, "height": 844}
MARK_READY = """
new MutationObserver(() => {
  const root = document.documentElement;
  if (root && root.dataset.ready === "1" && window.__readyAt === undefined) {
    window.__readyAt = performance.now() / 1000;
  }
  if (root && root.dataset.image === "stored" && window.__imageAt === undefined) {
    window.__imageAt = performance.now() / 1000;
  }
}).observe(document, {
  subtree: true, attributes: true, attributeFilter: ["data-ready", "data-image"],
});
"""
IMAGE_SETTLED = "document.documentElement.dataset.image !== 'making'"
"""A plain start makes the memory snapshot after ready (``data-image``); the visit's count ends
only once it is stored, however long the computer takes."""


def one_visit(page: Any, ledger: Ledger, url: str, stay_s: float) -> dict[str, Any]:
    mark = ledger.mark()
    page.goto(url)
    page.wait_for_function("window.__readyAt !== undefined", timeout=240_000)
    ready = page.evaluate(
        "({ready: window.__readyAt, boot: document.documentElement.dataset.boot || '',"
        " wasm: document.documentElement.dataset.wasm || ''})"
    )
    ready_mark = ledger.mark()
    page.wait_for_timeout(stay_s * 1000)
    page.wait_for_function(IMAGE_SETTLED, timeout=300_000)
    image_at = page.evaluate("window.__imageAt === undefined ? null : window.__imageAt")
    sent = ledger.since(mark)
    before_ready = sum(entry.bytes for entry in sent[: ready_mark - mark])
    return {
        "ready": round(float(ready["ready"]), 3),
        "boot": ready["boot"],
        "wasm": ready["wasm"],
        "image_at": None if image_at is None else round(float(image_at), 3),
        "bytes": sum(entry.bytes for entry in sent),
        "bytes_before_ready": before_ready,
        "files": per_file(sent),
    }


def measure(browser: Any, server: PagesServer, stay_s: float) -> dict[str, dict[str, Any]]:
    """A first visit in a fresh profile, then a later one in the same profile."""
    context = browser.new_context(viewport=PHONE, device_scale_factor=2, locale="de-DE")
    context.add_init_script(MARK_READY)
    try:
        page = context.new_page()
        first = one_visit(page, server.ledger, server.url, stay_s)
        later = one_visit(page, server.ledger, server.url, stay_s)
        return {"first": first, "later": later}
    finally:
        context.close()


def run(runs: int, stay_s: float, mbit: float | None, site: Path | None) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="kartentisch-pages-") as temp:
        if site is None:
            site = Path(temp) / "site"
            serve.build_site(site)
        size = sum(path.stat().st_size for path in site.rglob("*") if path.is_file())
        results = []
        with pages_served(site, mbit) as server, sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
            )
            try:
                for _ in range(runs):
                    results.append(measure(browser, server, stay_s))
            finally:
                browser.close()
    return {
        "runs": runs,
        "stay_s": stay_s,
        "mbit": mbit,
        "site_bytes": size,
        "load": (load_before, os.getloadavg()[0]),
        "results": results,
    }


def _median(results: list[dict[str, Any]], visit: str, key: str) -> float:
    return float(statistics.median(float(r[visit][key]) for r in results))


def format_report(report: dict[str, Any]) -> str:
    results = report["results"]
    line = "a fast line" if report["mbit"] is None else f"{report['mbit']:g} Mbit/s"
    lines = [
        f"served as GitHub Pages serves it (gzip, ETag/304, max-age=600) over {line}; "
        f"a fresh Chromium profile at 390x844; {report['stay_s']:g} s after ready; "
        f"site on disk {report['site_bytes'] / 1e6:.1f} MB",
        "",
    ]
    for visit in ("first", "later"):
        files: dict[str, list[int]] = {}
        for result in results:
            for name, (full, not_modified, size) in result[visit]["files"].items():
                total = files.setdefault(name, [0, 0, 0])
                total[0] += full
                total[1] += not_modified
                total[2] += size
        lines.append(
            f"{visit} visit, per file (summed over {len(results)} run(s)): 200s, 304s, MB sent"
        )
        for name, (full, not_modified, size) in sorted(files.items(), key=lambda kv: -kv[1][2]):
            lines.append(f"  {name:<58}{full:>4}{not_modified:>5}{size / 1e6:>9.3f}")
        lines.append("")
    lines.append(
        f"{'visit':<8}{'ready s':>9}{'MB sent':>9}{'MB before ready':>17}"
        f"{'snapshot made at s':>20}  boot"
    )
    for visit in ("first", "later"):
        boots = ",".join(sorted({r[visit]["boot"] for r in results}))
        made = [r[visit].get("image_at") for r in results if r[visit].get("image_at")]
        made_text = f"{statistics.median(made):.2f}" if made else "-"
        lines.append(
            f"{visit:<8}{_median(results, visit, 'ready'):>9.2f}"
            f"{_median(results, visit, 'bytes') / 1e6:>9.2f}"
            f"{_median(results, visit, 'bytes_before_ready') / 1e6:>17.2f}"
            f"{made_text:>20}  {boots}"
        )
    lines.append(
        f"(medians of {len(results)} run(s); MB = response bodies as sent, gzip where Pages "
        "compresses; load average before/after "
        f"{report['load'][0]:.1f} / {report['load'][1]:.1f})"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench pages", description=__doc__)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--stay", type=float, default=30.0, help="seconds after ready")
    parser.add_argument("--mbit", type=float, default=None, help="a slow line's speed")
    parser.add_argument("--site", type=Path, default=None, help="a built site (else built)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    report = run(args.runs, args.stay, args.mbit, args.site)
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    return 0
