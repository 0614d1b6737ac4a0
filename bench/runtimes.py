"""One benchmark's ``measure()`` on CPython and under Pyodide, reported side by side.

The Fünf Kronen benchmarks load their own module into Pyodide (Node or Chromium) and call its
``measure(*args)`` there, so the figures come from the same code on every runtime. This module
runs on CPython only: the benchmark modules import it inside the functions that start Node, so
the copy loaded into Pyodide needs nothing beyond its game's files.
"""

from __future__ import annotations

import json
import shutil
import subprocess
from collections.abc import Callable, Sequence
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
    done = subprocess.run(
        [node, "--input-type=module", "-e", script], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise RuntimeError(f"node failed: {done.stderr.strip()[-2000:]}")
    data = json.loads(done.stdout.strip().splitlines()[-1])
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
