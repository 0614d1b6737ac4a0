"""One benchmark's ``measure()`` on CPython and under Pyodide, reported side by side, and the
command line that chooses the runtimes.

The Fünf Kronen benchmarks load their own module into Pyodide (Node or Chromium) and call its
``measure(*args)`` there, so the figures come from the same code on every runtime. This module
runs on CPython only: the benchmark modules import it inside the functions that start Node, so
the copy loaded into Pyodide needs nothing beyond its game's files.
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

Rows = list[dict[str, Any]]

_NODE_RUNNER = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
const files = %(files)s;
const pyodide = await loadPyodide({ indexURL: "%(pyodide)s/" });
for (const [name, text] of Object.entries(files)) {
  const path = "/bench/" + name;
  pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  pyodide.FS.writeFile(path, text);
}
console.log(pyodide.runPython(%(code)s));
"""


def pyodide_dir() -> Path:
    """The Pyodide distribution the page ships, as installed into this checkout."""
    pyodide = ROOT / "node_modules" / "pyodide"
    if not (pyodide / "pyodide.mjs").exists():
        raise RuntimeError("needs node_modules/pyodide (npm ci, or python3 serve.py)")
    return pyodide


def game_sources(package: str, bench_file: str, module: str) -> dict[str, str]:
    """The engine core, one game's modules and words, and the benchmark file as ``module``:
    what a benchmark loads into Pyodide. ``kartentisch.games`` gets an empty ``__init__`` so no
    other game is loaded."""
    src = ROOT / "src" / "kartentisch"
    files = {"kartentisch/__init__.py": (src / "__init__.py").read_text(encoding="utf-8")}
    for path in sorted((src / "engine").glob("*.py")):
        files[f"kartentisch/engine/{path.name}"] = path.read_text(encoding="utf-8")
    files["kartentisch/games/__init__.py"] = ""
    folder = src / "games" / package
    for path in sorted(folder.rglob("*")):
        if path.is_file() and path.suffix in (".py", ".json"):
            name = path.relative_to(folder).as_posix()
            files[f"kartentisch/games/{package}/{name}"] = path.read_text(encoding="utf-8")
    files[f"{module}.py"] = Path(bench_file).read_text(encoding="utf-8")
    return files


def measure_code(module: str, *args: int) -> str:
    """Python for Pyodide: import ``module`` from ``/bench`` and return its version and rows
    as JSON (the last value of ``runPython``)."""
    call = ", ".join(str(a) for a in args)
    return (
        "\nimport json, sys\n"
        'sys.path.insert(0, "/bench")\n'
        f"import {module}\n"
        f'json.dumps({{"version": sys.version.split()[0], "rows": {module}.measure({call})}})\n'
    )


def measure_in_node(files: dict[str, str], module: str, *args: int) -> tuple[str, Rows]:
    """Write ``files`` (path below ``/bench`` to text) into Pyodide in Node and run
    ``module.measure(*args)`` there."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("needs node")
    script = _NODE_RUNNER % {
        "pyodide": pyodide_dir().as_posix(),
        "files": json.dumps(files),
        "code": json.dumps(measure_code(module, *args)),
    }
    # The script goes in on stdin: with the sources in it, it is longer than one argument
    # may be.
    done = subprocess.run(
        [node, "--input-type=module"], input=script, capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"node failed: {done.stderr.strip()[-2000:]}")
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return str(data["version"]), list(data["rows"])


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


def measure_in_chromium(files: dict[str, str], module: str, *args: int) -> tuple[str, Rows]:
    """The same as ``measure_in_node``, inside headless Chromium (the browser the table runs
    in), Pyodide served from this checkout."""
    import functools
    import http.server
    import threading

    from playwright.sync_api import sync_playwright

    from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def guess_type(self, path: Any) -> str:
            if str(path).endswith(".wasm"):
                return "application/wasm"
            if str(path).endswith(".mjs"):
                return "text/javascript"
            return super().guess_type(path)

        def log_message(self, format: str, *args: Any) -> None:
            return

    pyodide_dir()
    handler = functools.partial(Quiet, directory=str(ROOT))
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
            out = page.evaluate(_PAGE_SCRIPT, [files, measure_code(module, *args)])
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    data = json.loads(out)
    return str(data["version"]), list(data["rows"])


def print_report(
    report: dict[str, Any], as_json: bool, format_rows: Callable[[str, Sequence[Any]], str]
) -> None:
    """``report`` maps a runtime to its ``{"version", "rows"}``: as one JSON line, or as the
    benchmark's own table per runtime."""
    if as_json:
        print(json.dumps(report))
        return
    for runtime, data in report.items():
        print(format_rows(f"{runtime} {data['version']}", data["rows"]))


Measure = Callable[[int, int], Rows]
Elsewhere = Callable[[int, int], tuple[str, Rows]]


def elsewhere_for(
    package: str, bench_file: str, module: str, chromium: bool = True
) -> dict[str, tuple[str, str, Elsewhere]]:
    """The other runtimes of a benchmark that measures one game: Pyodide in Node and, with
    ``chromium``, in headless Chromium, each loading ``game_sources(package, ...)``."""

    def in_node(*args: int) -> tuple[str, Rows]:
        return measure_in_node(game_sources(package, bench_file, module), module, *args)

    def in_chromium(*args: int) -> tuple[str, Rows]:
        return measure_in_chromium(game_sources(package, bench_file, module), module, *args)

    found: dict[str, tuple[str, str, Elsewhere]] = {
        "pyodide": ("also under Pyodide in Node", "pyodide-node", in_node)
    }
    if chromium:
        found["chromium"] = ("also in headless Chromium", "pyodide-chromium", in_chromium)
    return found


def main(
    argv: Sequence[str] | None,
    prog: str,
    size: tuple[str, int],
    measure: Measure,
    elsewhere: Mapping[str, tuple[str, str, Elsewhere]],
    format_rows: Callable[[str, Sequence[Any]], str],
) -> int:
    """A benchmark's command line: ``size`` is its option for how much to measure (name and
    default), ``--seed``, ``--json``, and per other runtime an option ``--NAME`` (from
    ``elsewhere``: NAME to its help, its name in the report and how to measure there)."""
    parser = argparse.ArgumentParser(prog=prog)
    parser.add_argument(f"--{size[0]}", type=int, default=size[1])
    parser.add_argument("--seed", type=int, default=1)
    for option, (help_text, _, _) in elsewhere.items():
        parser.add_argument(f"--{option}", action="store_true", help=help_text)
    parser.add_argument("--json", action="store_true")
    args = vars(parser.parse_args(argv))
    amount, seed = args[size[0]], args["seed"]
    report: dict[str, Any] = {
        "cpython": {"version": sys.version.split()[0], "rows": measure(amount, seed)}
    }
    for option, (_, runtime, measure_there) in elsewhere.items():
        if args[option]:
            version, rows = measure_there(amount, seed)
            report[runtime] = {"version": version, "rows": rows}
    print_report(report, args["json"], format_rows)
    return 0
