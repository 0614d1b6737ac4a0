"""Start-up benchmark: how long until the lobby is painted and until Python made it usable.

    python3 -m bench startup [--runs 5] [--json]

Builds the site into a temporary folder, adds two comparison pages next to it, and measures in
headless Chromium, cold (fresh profile) and warm (reload served by the service worker):

- ``site``   the real page: PyScript boots Pyodide, micropip installs the engine wheel.
- ``files``  the same page, but the engine's modules come as plain files (PyScript ``[files]``),
             so neither micropip nor its dependency is loaded: the difference is micropip's cost.
- ``bare``   a page that only calls ``loadPyodide()``: the floor no page can go below.

Times are from navigation start: first contentful paint (the lobby HTML is shown before Python
runs) and the moment ``data-ready="1"`` is set; "busy" is the main thread's task time until then.
Medians over the runs, ratios against ``bare``. The figures are wall-clock: run it on an idle
machine (the report prints the load average before and after).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import tomllib
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import serve  # noqa: E402  (the build lives in the top-level serve.py)

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS  # noqa: E402

VARIANTS = {"site": "index.html", "files": "files.html", "bare": "bare.html"}

BARE_PAGE = """<!doctype html>
<html lang="de" data-ready="0">
<head><meta charset="utf-8"><title>Pyodide only</title></head>
<body>
<p>Pyodide only</p>
<script type="module">
  import { loadPyodide } from "./static/vendor/pyodide/pyodide.mjs";
  if ("serviceWorker" in navigator) navigator.serviceWorker.register("./sw.js");
  const pyodide = await loadPyodide({ indexURL: "./static/vendor/pyodide/" });
  pyodide.runPython("1 + 1");
  document.documentElement.dataset.ready = "1";
</script>
</body>
</html>
"""

TIMING_SCRIPT = """
window.__startup = {};
new MutationObserver(() => {
  const ready = document.documentElement && document.documentElement.dataset.ready;
  if (ready && ready !== "0" && !window.__startup.ready) {
    window.__startup.ready = performance.now();
    window.__startup.state = ready;
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
"""

READ_TIMES = """() => {
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  return { paint: paint ? paint.startTime : null, ready: window.__startup.ready,
           state: window.__startup.state };
}"""


def add_comparison_pages(site: Path) -> None:
    """``files.html`` with its config, ``bare.html``, and a service worker that covers them."""
    config_name = "pyscript-files.toml"
    wheel = site / serve.engine_wheel_url()
    engine_dir = site / "static" / "engine"
    files: dict[str, str] = {}
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            if name.startswith("kartentisch/") and not name.endswith("/"):
                archive.extract(name, engine_dir)
                files[f"./static/engine/{name}"] = f"./{name}"
    config = tomllib.loads((site / "pyscript.toml").read_text())
    lines = [f"interpreter = {json.dumps(config['interpreter'])}"]
    if "plugins" in config:
        lines.append(f"plugins = {json.dumps(config['plugins'])}")
    lines.append("\n[files]")
    lines += [f"{json.dumps(source)} = {json.dumps(target)}" for source, target in files.items()]
    (site / config_name).write_text("\n".join(lines) + "\n")
    page = (site / "index.html").read_text()
    if 'config="./pyscript.toml"' not in page:
        raise SystemExit('index.html does not load config="./pyscript.toml"')
    (site / "files.html").write_text(page.replace("./pyscript.toml", f"./{config_name}"))
    (site / "bare.html").write_text(BARE_PAGE)
    paths = [*serve.site_files(site), "files.html", "bare.html", config_name]
    (site / "sw.js").write_bytes(serve.service_worker(site, paths))


def main_thread_busy(devtools: Any) -> float:
    """Seconds the page's main thread spent running tasks so far (Chromium's TaskDuration).

    Close to the time to ready means the main thread was blocked nearly all the boot: the
    lobby is painted but cannot react until Python is up (why the controls start disabled).
    """
    metrics = devtools.send("Performance.getMetrics")["metrics"]
    return float(next(m["value"] for m in metrics if m["name"] == "TaskDuration"))


def measure_once(browser: Any, url: str) -> dict[str, dict[str, float]]:
    """One cold visit in a fresh profile, then one warm visit served by the service worker."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(TIMING_SCRIPT)
    page = context.new_page()
    devtools = context.new_cdp_session(page)
    devtools.send("Performance.enable")
    out: dict[str, dict[str, float]] = {}
    try:
        for kind in ("cold", "warm"):
            if kind == "warm":
                page.wait_for_function(
                    "navigator.serviceWorker.controller !== null", timeout=60_000
                )
                page.wait_for_timeout(500)  # let the precache settle before the next visit
            busy_before = main_thread_busy(devtools)
            page.goto(url)
            page.wait_for_function("window.__startup.ready !== undefined", timeout=120_000)
            times = page.evaluate(READ_TIMES)
            if times["state"] != "1":
                raise SystemExit(f"{url} did not boot: data-ready={times['state']!r}")
            busy_after = main_thread_busy(devtools)
            busy = busy_after - busy_before if busy_after >= busy_before else busy_after
            out[kind] = {
                "paint": times["paint"] / 1000,
                "ready": times["ready"] / 1000,
                "busy": busy,
            }
    finally:
        context.close()
    return out


def run(runs: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    load_before = os.getloadavg()[0]
    with tempfile.TemporaryDirectory(prefix="kartentisch-bench-") as temp:
        site = Path(temp) / "site"
        build = serve.build_site(site)
        add_comparison_pages(site)
        server = serve.make_server(site, 0, quiet=True)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        origin = f"http://127.0.0.1:{server.server_address[1]}/"
        samples: dict[str, list[dict[str, dict[str, float]]]] = {v: [] for v in VARIANTS}
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
                )
                measure_once(browser, origin + VARIANTS["site"])  # warm up disk and Chromium
                for _ in range(runs):
                    for variant, page in VARIANTS.items():  # interleaved: load drifts evenly
                        samples[variant].append(measure_once(browser, origin + page))
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    medians = {
        variant: {
            f"{kind}_{metric}": round(statistics.median(s[kind][metric] for s in runs_), 3)
            for kind in ("cold", "warm")
            for metric in ("paint", "ready", "busy")
        }
        for variant, runs_ in samples.items()
    }
    load = (load_before, os.getloadavg()[0])
    return {"runs": runs, "build": build, "load": load, "medians": medians, "samples": samples}


def format_table(report: dict[str, Any]) -> str:
    medians = report["medians"]
    bare = medians["bare"]
    header = (
        f"{'page':<7}{'cold paint':>12}{'cold ready':>12}{'x bare':>8}{'cold busy':>11}"
        f"{'warm paint':>12}{'warm ready':>12}{'x bare':>8}{'warm busy':>11}"
    )
    lines = [f"median of {report['runs']} runs, seconds from navigation start", header]
    for variant, m in medians.items():
        lines.append(
            f"{variant:<7}{m['cold_paint']:>12.2f}{m['cold_ready']:>12.2f}"
            f"{m['cold_ready'] / bare['cold_ready']:>8.2f}{m['cold_busy']:>11.2f}"
            f"{m['warm_paint']:>12.2f}{m['warm_ready']:>12.2f}"
            f"{m['warm_ready'] / bare['warm_ready']:>8.2f}{m['warm_busy']:>11.2f}"
        )
    site, files = medians["site"], medians["files"]
    lines.append(
        "micropip (site - files): "
        f"cold {site['cold_ready'] - files['cold_ready']:+.2f} s, "
        f"warm {site['warm_ready'] - files['warm_ready']:+.2f} s; main thread busy: "
        f"cold {site['cold_busy'] - files['cold_busy']:+.2f} s, "
        f"warm {site['warm_busy'] - files['warm_busy']:+.2f} s"
    )
    lines.append("busy = seconds the page's main thread ran tasks until ready")
    lines.append(f"load average before/after: {report['load'][0]:.1f} / {report['load'][1]:.1f}")
    build = report["build"]
    lines.append(f"site: {build['files']} files, {build['bytes'] / 1e6:.1f} MB")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench startup", description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    args = parser.parse_args(argv)
    report = run(args.runs)
    print(json.dumps(report, indent=1) if args.json else format_table(report))
    return 0
