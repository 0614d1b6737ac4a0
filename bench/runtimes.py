"""A benchmark's ``measure()`` run on CPython and under Pyodide (Node, Chromium), side by side.

A benchmark that measures engine code loads its own module and the engine's files into Pyodide
and calls the same ``measure(*args)`` there, so the figures come from the same code on every
runtime. The files go into Python's working folder, which leads Pyodide's ``sys.path``. This
module runs on CPython only: benchmarks import it inside ``main``, so the copy loaded into
Pyodide needs nothing beyond the files it is given.
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

Rows = list[dict[str, Any]]
Measure = Callable[[dict[str, str], str, Sequence[Any]], tuple[str, Rows]]
"""Runs ``module.measure(*args)`` in another runtime with the files given: its Python version
and the rows."""

_NODE_RUNNER = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
const files = %(files)s;
const pyodide = await loadPyodide({ indexURL: "%(pyodide)s/" });
const home = pyodide.FS.cwd();
for (const [name, text] of Object.entries(files)) {
  const path = home + "/" + name;
  pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
  pyodide.FS.writeFile(path, text);
}
try {
  console.log(pyodide.runPython(%(code)s));
} catch (error) {
  // The message alone (a Python traceback): Node's own report quotes Pyodide's minified source.
  console.error(String(error.message || error));
  process.exitCode = 1;
}
"""


def pyodide_dir() -> Path:
    """The Pyodide distribution the page ships, as installed into this checkout."""
    pyodide = ROOT / "node_modules" / "pyodide"
    if not (pyodide / "pyodide.mjs").exists():
        raise RuntimeError("needs node_modules/pyodide (npm ci, or python3 serve.py)")
    return pyodide


def read_sources(paths: Sequence[str]) -> dict[str, str]:
    """Files of this checkout by their path below ``src/`` (the engine) or the root (``bench``)."""
    files = {}
    for name in paths:
        under_src = ROOT / "src" / name
        files[name] = (under_src if under_src.exists() else ROOT / name).read_text(encoding="utf-8")
    return files


def engine_sources(folders: Sequence[str] = ("engine", "games")) -> dict[str, str]:
    """The package's ``__init__``, its catalogue and ``folders`` (Python files and words): by
    default the engine and every game, no UI."""
    src = ROOT / "src"
    names = ["kartentisch/__init__.py", "kartentisch/catalogue.py"]
    for folder in folders:
        for path in sorted((src / "kartentisch" / folder).rglob("*")):
            if path.is_file() and path.suffix in (".py", ".json"):
                names.append(path.relative_to(src).as_posix())
    return read_sources(names)


def measure_code(module: str, args: Sequence[Any]) -> str:
    """Python for Pyodide: import ``module`` and return its version and ``measure(*args)``'s
    rows as JSON (the last value of ``runPython``)."""
    call = ", ".join(repr(a) for a in args)
    return (
        f"\nimport importlib, json, sys\nbench = importlib.import_module({module!r})\n"
        f'json.dumps({{"version": sys.version.split()[0], "rows": bench.measure({call})}})\n'
    )


def measure_in_node(files: dict[str, str], module: str, args: Sequence[Any]) -> tuple[str, Rows]:
    """Write ``files`` (path to text) into Pyodide in Node and run ``module.measure(*args)``."""
    node = shutil.which("node")
    if node is None:
        raise RuntimeError("needs node")
    script = _NODE_RUNNER % {
        "pyodide": pyodide_dir().as_posix(),
        "files": json.dumps(files),
        "code": json.dumps(measure_code(module, args)),
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
  const home = pyodide.FS.cwd();
  for (const [name, text] of Object.entries(files)) {
    const path = home + "/" + name;
    pyodide.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    pyodide.FS.writeFile(path, text);
  }
  return pyodide.runPython(code);
}
"""


def measure_in_chromium(
    files: dict[str, str], module: str, args: Sequence[Any]
) -> tuple[str, Rows]:
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
            out = page.evaluate(_PAGE_SCRIPT, [files, measure_code(module, args)])
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    data = json.loads(out)
    return str(data["version"]), list(data["rows"])


RUNTIMES: dict[str, tuple[str, str, Measure]] = {
    "pyodide": ("also under Pyodide in Node", "pyodide-node", measure_in_node),
    "chromium": ("also in headless Chromium", "pyodide-chromium", measure_in_chromium),
}
"""The other runtimes, by option name: its help, its name in the report and how to measure."""


def add_options(parser: argparse.ArgumentParser, runtimes: Sequence[str] = tuple(RUNTIMES)) -> None:
    """An option per runtime in ``runtimes`` (``--pyodide``, ``--chromium``), and ``--json``."""
    for option in runtimes:
        parser.add_argument(f"--{option}", action="store_true", help=RUNTIMES[option][0])
    parser.add_argument("--json", action="store_true", help="print the report as one JSON line")


def report(
    options: argparse.Namespace,
    module: str,
    args: Sequence[Any],
    files: Callable[[], dict[str, str]],
    format_rows: Callable[[str, Sequence[Any]], str],
) -> None:
    """``module.measure(*args)`` on CPython, then in every runtime whose option is set (with
    ``files()`` loaded there); prints each runtime's table (the benchmark's ``format_rows``)
    or, with ``--json``, one JSON line mapping a runtime to its ``{"version", "rows"}``."""
    here = importlib.import_module(module)
    measured: dict[str, Any] = {
        "cpython": {"version": sys.version.split()[0], "rows": here.measure(*args)}
    }
    for option, (_, runtime, measure_there) in RUNTIMES.items():
        if getattr(options, option, False):
            version, rows = measure_there(files(), module, args)
            measured[runtime] = {"version": version, "rows": rows}
    if options.json:
        print(json.dumps(measured))
        return
    for runtime, data in measured.items():
        print(format_rows(f"{runtime} {data['version']}", data["rows"]))
