"""Start-up benchmark: how long until the lobby is painted and until Python made it usable.

``python3 -m bench startup [--runs 5] [--network-runs 3] [--mbit 10] [--json]`` builds the site
into a temporary folder and measures in headless Chromium, each run in a fresh profile: a first
visit (``cold``), a second served by the service worker (``warm``), a third with the CPU 4x
slower through DevTools (``warm4x``, a mid-range phone). Pages (``VARIANTS``):

- ``site``    the real page: a first visit boots plainly and makes the memory snapshot on the
              device after ready; later visits restore it (the benchmark waits for it to be
              stored before the next visit).
- ``sw-load`` the site told to register its service worker at ``load``, as before the snapshot
              (``?bench-register=load``): its download of the site competes with the boot.
- ``bare``    a page that only calls ``loadPyodide()`` on Pyodide as published (the site patches
              its linker, ``runtime_patch.py``): the floor a plain boot cannot go below.

A page with a query is served by the service worker's fetch handler, not its static route.
Per visit: first contentful paint, the moment ``data-ready="1"`` is set, the main thread's busy
time until then and its longest task, how the page booted (``data-boot``) and the bytes fetched
until ready; medians over the runs, ratios against ``bare``. Then a first visit over a slow line
(``--mbit``, 20 ms a response) made by the server itself (the page, its worker and its service
worker share it) and served compressed like GitHub Pages. Wall-clock figures: run it on an idle
machine (the report prints the load average).
``python3 -m bench startup --pages ...`` runs ``bench/pages.py`` instead: the bytes a first and a
later visit cost with the site served as GitHub Pages serves it.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import shutil
import statistics
import tempfile
import threading
import time
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import Any

import serve  # the build lives in the top-level serve.py

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

VARIANTS = {
    "site": "",
    "sw-load": "?bench-register=load",
    "bare": "bare.html",
}
"""Each page's address below the site's root: the site itself, the site told by its query to
register its service worker at another moment, and the bare page."""
VISITS = ("cold", "warm", "warm4x")
IMAGE_SETTLED = "document.documentElement.dataset.image !== 'making'"
"""The site makes its memory snapshot after a plain start (``data-image``): the next visit waits
for it, as a player's next start would find it. The bare page makes none."""
METRICS = ("paint", "ready", "busy", "longest", "bytes")
QUERIES_READ = {
    "static/js/boot.js": "bench-register",
}
"""Where the page reads each of those queries: checked before measuring, since a page that no
longer reads one would boot as the site does and the comparison would say nothing."""
COMPRESSED_TYPES = (".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".toml", ".py")
"""What GitHub Pages serves gzip-compressed (text and WebAssembly); the rest goes as it is."""

BARE_PAGE = """<!doctype html>
<html lang="de" data-ready="0">
<head><meta charset="utf-8"><title>Pyodide only</title></head>
<body>
<p>Pyodide only</p>
<script type="module">
  import { loadPyodide } from "./static/vendor/pyodide-upstream/pyodide.mjs";
  const pyodide = await loadPyodide({ indexURL: "./static/vendor/pyodide-upstream/" });
  pyodide.runPython("1 + 1");
  document.documentElement.dataset.ready = "1";
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("./sw.js");
</script>
</body>
</html>
"""
"""Registers the same service worker after ready as the site does, so warm visits compare. It
loads Pyodide as published (``UPSTREAM``), without the build's change to its linker."""
UPSTREAM = "static/vendor/pyodide-upstream"

TIMING_SCRIPT = """
window.__startup = { tasks: [] };
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__startup.tasks.push([entry.startTime, entry.duration]);
    }
  }).observe({ type: "longtask", buffered: true });
} catch (error) {}
new MutationObserver(() => {
  const ready = document.documentElement && document.documentElement.dataset.ready;
  if (ready && ready !== "0" && !window.__startup.ready) {
    window.__startup.ready = performance.now();
    window.__startup.state = ready;
    window.__startup.boot = document.documentElement.dataset.boot || "";
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""

READ_TIMES = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const s = window.__startup;
  const before = s.tasks.filter(([start]) => start < s.ready).map(([, duration]) => duration);
  return { paint: paint ? paint.startTime : null, ready: s.ready, state: s.state, boot: s.boot,
           longest: Math.max(0, ...before) };
}"""
"""Long tasks are reported after they end: read them a moment after ready, keep those before."""


def add_comparison_pages(site: Path) -> None:
    """``bare.html`` and the Pyodide it loads, and a service worker that stores them too."""
    for script, query in QUERIES_READ.items():
        if f'"{query}"' not in (site / script).read_text():
            raise SystemExit(f"{script} no longer reads ?{query}=: update bench/startup.py")
    (site / "bare.html").write_text(BARE_PAGE)
    # All but Pyodide's own files (the 9.6 MB WebAssembly among them): those come as published.
    shutil.copytree(
        site / "static/vendor/pyodide",
        site / UPSTREAM,
        ignore=shutil.ignore_patterns(*serve.PYODIDE_FILES),
    )
    for name in serve.PYODIDE_FILES:
        shutil.copy2(serve.NODE_MODULES / "pyodide" / name, site / UPSTREAM / name)
    paths = list(dict.fromkeys([*serve.site_files(site), "bare.html"]))
    (site / "sw.js").write_bytes(serve.service_worker(site, paths))


class Line:
    """The line between the browser and the site: counts the bytes sent and, when given a
    speed, sends them no faster, shared by every connection (page, worker, service worker)
    as one slow line is."""

    CHUNK = 16384

    def __init__(self, mbit: float | None = None, latency_s: float = 0.0) -> None:
        self.bytes_per_s = None if mbit is None else mbit * 1e6 / 8
        self.latency_s = latency_s
        self.sent = 0
        self.free_at = 0.0
        self.lock = threading.Lock()

    def send(self, stream: Any, data: bytes) -> None:
        for start in range(0, len(data), self.CHUNK):
            chunk = data[start : start + self.CHUNK]
            with self.lock:
                self.sent += len(chunk)
                if self.bytes_per_s is not None:
                    begin = max(time.monotonic(), self.free_at)
                    self.free_at = begin + len(chunk) / self.bytes_per_s
                    done_at = self.free_at
            if self.bytes_per_s is not None:
                time.sleep(max(0.0, done_at - time.monotonic()))
            stream.write(chunk)


class LineWriter:
    """A response stream that goes through the line."""

    def __init__(self, stream: Any, line: Line) -> None:
        self.stream, self.line = stream, line

    def write(self, data: bytes) -> int:
        self.line.send(self.stream, bytes(data))
        return len(data)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.stream, name)


class BenchHandler(serve.SiteHandler):
    """Serves over a ``Line``; with ``compress``, text and WebAssembly gzip-compressed when
    asked, as GitHub Pages does."""

    line = Line()
    compress = False
    packed: dict[str, bytes] = {}  # noqa: RUF012  (shared by the handler's instances)
    quiet = True

    def setup(self) -> None:
        super().setup()
        self.wfile = LineWriter(self.wfile, self.line)  # type: ignore[assignment]

    def do_GET(self) -> None:
        if self.line.latency_s:
            time.sleep(self.line.latency_s)
        path = self._site_path()
        accepts = "gzip" in (self.headers.get("Accept-Encoding") or "")
        file = Path(self.translate_path(self.path))
        wanted = path is not None and path.endswith(COMPRESSED_TYPES) and file.is_file()
        if not (self.compress and accepts and wanted):
            super().do_GET()
            return
        if str(file) not in self.packed:
            self.packed[str(file)] = gzip.compress(file.read_bytes(), 6)
        body = self.packed[str(file)]
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(str(file)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def start_server(site: Path, line: Line, compress: bool) -> Any:
    handler = type("Handler", (BenchHandler,), {"line": line, "compress": compress})
    server = serve.SiteServer(("127.0.0.1", 0), partial(handler, directory=str(site)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def main_thread_busy(devtools: Any) -> float:
    """Seconds the page's main thread spent running tasks so far (Chromium's TaskDuration)."""
    metrics = devtools.send("Performance.getMetrics")["metrics"]
    return float(next(m["value"] for m in metrics if m["name"] == "TaskDuration"))


def visit(page: Any, devtools: Any, line: Line, url: str) -> dict[str, Any]:
    busy_before = main_thread_busy(devtools)
    sent_before = line.sent
    page.goto(url)
    page.wait_for_function("window.__startup.ready !== undefined", timeout=180_000)
    busy_after = main_thread_busy(devtools)
    sent = line.sent - sent_before
    page.wait_for_timeout(300)
    times = page.evaluate(READ_TIMES)
    if times["state"] != "1":
        raise SystemExit(f"{url} did not boot: data-ready={times['state']!r}")
    return {
        "paint": (times["paint"] or 0) / 1000,
        "ready": times["ready"] / 1000,
        "busy": busy_after - busy_before if busy_after >= busy_before else busy_after,
        "longest": times["longest"] / 1000,
        "bytes": sent,
        "boot": times["boot"],
    }


def open_context(browser: Any) -> tuple[Any, Any, Any]:
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(TIMING_SCRIPT)
    page = context.new_page()
    devtools = context.new_cdp_session(page)
    devtools.send("Performance.enable")
    return context, page, devtools


def measure_once(browser: Any, line: Line, url: str) -> dict[str, dict[str, Any]]:
    """A first visit in a fresh profile, then two served by the service worker (one at 4x)."""
    context, page, devtools = open_context(browser)
    out: dict[str, dict[str, Any]] = {}
    try:
        for kind in VISITS:
            if kind == "warm":
                page.wait_for_function(
                    "navigator.serviceWorker.controller !== null", timeout=120_000
                )
                page.wait_for_function(IMAGE_SETTLED, timeout=240_000)
                page.wait_for_timeout(500)  # let the precache settle before the next visit
            devtools.send("Emulation.setCPUThrottlingRate", {"rate": 4 if kind == "warm4x" else 1})
            out[kind] = visit(page, devtools, line, url)
    finally:
        context.close()
    return out


def measure_slow_line(browser: Any, line: Line, url: str) -> dict[str, Any]:
    """A first visit over the slow line (the server's own: the page, its worker and its
    service worker share it, which DevTools' throttling of the page alone would not do)."""
    context, page, devtools = open_context(browser)
    try:
        return visit(page, devtools, line, url)
    finally:
        context.close()


def median_of(samples: list[dict[str, Any]], metric: str) -> float:
    return round(statistics.median(float(s[metric]) for s in samples), 3)


def run(runs: int, network_runs: int, mbit: float) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    samples: dict[str, dict[str, list[dict[str, Any]]]] = {
        v: {k: [] for k in VISITS} for v in VARIANTS
    }
    slow: dict[str, list[dict[str, Any]]] = {v: [] for v in VARIANTS}
    with tempfile.TemporaryDirectory(prefix="kartentisch-bench-") as temp:
        site = Path(temp) / "site"
        build = serve.build_site(site)
        add_comparison_pages(site)
        manifest = json.loads((site / "static/vendor/snapshot/device.json").read_text())
        fast_line, slow_line = Line(), Line(mbit, latency_s=0.02)
        plain_server = start_server(site, fast_line, compress=False)
        packed_server = start_server(site, slow_line, compress=True)
        origin = f"http://127.0.0.1:{plain_server.server_address[1]}/"
        packed_origin = f"http://127.0.0.1:{packed_server.server_address[1]}/"
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
                )
                measure_once(browser, fast_line, origin + VARIANTS["site"])  # warm up
                for _ in range(runs):
                    for variant, page in VARIANTS.items():  # interleaved: load drifts evenly
                        visits = measure_once(browser, fast_line, origin + page)
                        for kind, sample in visits.items():
                            samples[variant][kind].append(sample)
                for _ in range(network_runs):
                    for variant, page in VARIANTS.items():
                        sample = measure_slow_line(browser, slow_line, packed_origin + page)
                        slow[variant].append(sample)
                browser.close()
        finally:
            for server in (plain_server, packed_server):
                server.shutdown()
                server.server_close()
    medians = {
        variant: {
            f"{kind}_{metric}": median_of(by_kind[kind], metric)
            for kind in VISITS
            for metric in METRICS
        }
        for variant, by_kind in samples.items()
    }
    boots = {
        variant: {kind: sorted({s["boot"] for s in by_kind[kind]}) for kind in VISITS}
        for variant, by_kind in samples.items()
    }
    slow_medians = {
        variant: {metric: median_of(runs_, metric) for metric in METRICS}
        for variant, runs_ in slow.items()
        if runs_
    }
    slow_boots = {variant: sorted({s["boot"] for s in runs_}) for variant, runs_ in slow.items()}
    return {
        "runs": runs,
        "network_runs": network_runs,
        "mbit": mbit,
        "build": build,
        "snapshot": manifest,
        "load": (load_before, os.getloadavg()[0]),
        "medians": medians,
        "boots": boots,
        "slow_line": slow_medians,
        "slow_boots": slow_boots,
        "samples": samples,
        "slow_samples": slow,
    }


def format_table(report: dict[str, Any]) -> str:
    medians = report["medians"]
    bare = medians["bare"]
    lines = [
        f"median of {report['runs']} runs, seconds from navigation start "
        "(ready ratio against bare in brackets)",
        f"{'page':<8}{'visit':<8}{'paint':>7}{'ready':>15}{'busy':>7}{'longest':>9}{'MB':>7}  boot",
    ]
    for variant, m in medians.items():
        for kind in VISITS:
            ratio = m[f"{kind}_ready"] / bare[f"{kind}_ready"]
            boot = ",".join(report["boots"][variant][kind]) or "-"
            lines.append(
                f"{variant:<8}{kind:<8}{m[f'{kind}_paint']:>7.2f}"
                f"{m[f'{kind}_ready']:>8.2f} ({ratio:.2f}){m[f'{kind}_busy']:>7.2f}"
                f"{m[f'{kind}_longest']:>9.3f}{m[f'{kind}_bytes'] / 1e6:>7.1f}  {boot}"
            )
    site = medians["site"]
    lines += [
        "",
        "figures to reach:",
        f"  warm ready / bare warm ready      {site['warm_ready'] / bare['warm_ready']:.2f}"
        "  (<= 0.35)",
        f"  first visit / bare cold ready     {site['cold_ready'] / bare['cold_ready']:.2f}"
        "  (a plain boot: <= 1.05)",
        f"  longest main-thread task, warm    {site['warm_longest']:.3f} s  (<= 0.2)",
        f"  service worker at load, not ready: first visit "
        f"{medians['sw-load']['cold_ready']:.2f} s against {site['cold_ready']:.2f} s",
        f"  warm ready with the CPU 4x slower {site['warm4x_ready']:.2f} s  (<= 2)",
        f"  bytes fetched until ready, first visit: {site['cold_bytes'] / 1e6:.1f} MB; "
        f"the site on disk: {report['build']['bytes'] / 1e6:.1f} MB (the service worker "
        "stores it from what the page fetched; python3 -m bench pages counts it as sent)",
        f"  the snapshot is made on the device: {report['snapshot']['file']}",
    ]
    if report["slow_line"]:
        lines += [
            "",
            f"first visit over {report['mbit']:g} Mbit/s, 20 ms, served compressed "
            f"(median of {report['network_runs']}):",
        ]
        for variant, m in report["slow_line"].items():
            boot = ",".join(report["slow_boots"][variant]) or "-"
            lines.append(
                f"  {variant:<8} ready {m['ready']:6.2f} s  fetched {m['bytes'] / 1e6:5.1f} MB"
                f"  busy {m['busy']:5.2f} s  {boot}"
            )
    lines.append(
        "busy = the main thread's task time until ready; longest = its longest task (0 when "
        "none reached 50 ms, the shortest the browser reports); MB = sent by the server until "
        "ready"
    )
    lines.append(f"load average before/after: {report['load'][0]:.1f} / {report['load'][1]:.1f}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    if argv and "--pages" in argv:
        # The bytes of a first and a later visit with the site served as Pages does.
        from bench import pages

        return pages.main([arg for arg in argv if arg != "--pages"])
    parser = argparse.ArgumentParser(prog="python3 -m bench startup", description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--network-runs", type=int, default=3, help="0 skips the slow line")
    parser.add_argument("--mbit", type=float, default=10.0, help="the slow line's speed")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    report = run(args.runs, args.network_runs, args.mbit)
    print(json.dumps(report, indent=1) if args.json else format_table(report))
    return 0
