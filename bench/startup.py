"""Start-up benchmark: how long until the lobby is painted and until Python made it usable.

    python3 -m bench startup [--runs 5] [--json]

Builds the site into a temporary folder, adds two comparison pages next to it, and measures in
headless Chromium, cold (fresh profile) and warm (reload served by the service worker):

- ``site``   the real page: PyScript boots Pyodide, micropip installs the engine wheel.
- ``files``  the same page, but the engine's modules come as plain files (PyScript ``[files]``),
             so neither micropip nor its dependency is loaded: the difference is micropip's cost.
- ``bare``   a page that only calls ``loadPyodide()``: the floor no page can go below.

Times are from navigation start: first contentful paint (the lobby HTML is shown before Python
runs) and the moment ``data-ready="1"`` is set. Medians over the runs, ratios against ``bare``.
"""

from __future__ import annotations

import argparse
import json
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

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
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


def measure_once(browser: Any, url: str) -> dict[str, dict[str, float]]:
    """One cold visit in a fresh profile, then one warm visit served by the service worker."""
    context = browser.new_context(viewport={"width": 1024, "height": 768})
    context.add_init_script(TIMING_SCRIPT)
    page = context.new_page()
    out: dict[str, dict[str, float]] = {}
    try:
        for kind in ("cold", "warm"):
            if kind == "warm":
                page.wait_for_function(
                    "navigator.serviceWorker.controller !== null", timeout=60_000
                )
                page.wait_for_timeout(500)  # let the precache settle before the next visit
            page.goto(url)
            page.wait_for_function("window.__startup.ready !== undefined", timeout=120_000)
            times = page.evaluate(READ_TIMES)
            if times["state"] != "1":
                raise SystemExit(f"{url} did not boot: data-ready={times['state']!r}")
            out[kind] = {"paint": times["paint"] / 1000, "ready": times["ready"] / 1000}
    finally:
        context.close()
    return out


def run(runs: int) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

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
                    executable_path=CHROMIUM, args=CHROMIUM_FLAGS, headless=True
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
            for metric in ("paint", "ready")
        }
        for variant, runs_ in samples.items()
    }
    return {"runs": runs, "build": build, "medians": medians, "samples": samples}


def format_table(report: dict[str, Any]) -> str:
    medians = report["medians"]
    bare = medians["bare"]
    header = (
        f"{'page':<7}{'cold paint':>12}{'cold ready':>12}{'x bare':>8}"
        f"{'warm paint':>12}{'warm ready':>12}{'x bare':>8}"
    )
    lines = [f"median of {report['runs']} runs, seconds from navigation start", header]
    for variant, m in medians.items():
        lines.append(
            f"{variant:<7}{m['cold_paint']:>12.2f}{m['cold_ready']:>12.2f}"
            f"{m['cold_ready'] / bare['cold_ready']:>8.2f}"
            f"{m['warm_paint']:>12.2f}{m['warm_ready']:>12.2f}"
            f"{m['warm_ready'] / bare['warm_ready']:>8.2f}"
        )
    site, files = medians["site"], medians["files"]
    lines.append(
        "micropip (site - files): "
        f"cold {site['cold_ready'] - files['cold_ready']:+.2f} s, "
        f"warm {site['warm_ready'] - files['warm_ready']:+.2f} s"
    )
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
