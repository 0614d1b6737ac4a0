"""What micropip costs: the engine installed from its wheel through micropip, or as plain files.

    python3 -m bench micropip [--runs 5]

Runs in Node under the same Pyodide the page uses, with the site's own micropip and lock file:
each run boots a fresh interpreter, installs the engine one way and imports every game. The
page's own comparison (``python3 -m bench startup``) includes the browser; this one isolates
the interpreter's work, so it stays readable on a busy machine. Fetching files over HTTP (many
small requests for ``[files]``, one for the wheel) is not part of this figure.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path

import serve  # the build lives in the top-level serve.py

ROOT = Path(__file__).resolve().parent.parent


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench micropip", description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args(argv)
    serve.ensure_built()
    with tempfile.TemporaryDirectory(prefix="kartentisch-bench-") as temp:
        wheel = Path(temp) / Path(serve.engine_wheel_url()).name
        wheel.write_bytes((ROOT / serve.engine_wheel_url()).read_bytes())
        with zipfile.ZipFile(wheel) as archive:
            files = {
                name: archive.read(name).decode()
                for name in archive.namelist()
                if name.startswith("kartentisch/") and not name.endswith("/")
            }
        files_json = Path(temp) / "files.json"
        files_json.write_text(json.dumps(files))
        completed = subprocess.run(
            [
                "node",
                str(Path(__file__).with_name("micropip.mjs")),
                str(serve.VENDOR / "pyodide"),
                str(wheel),
                str(files_json),
                str(args.runs),
            ],
            capture_output=True,
            text=True,
            check=True,
        )
    report = json.loads(completed.stdout)
    print(f"median of {args.runs} fresh interpreters, seconds (Pyodide in Node)")
    print(f"{'engine as':<10}{'install':>9}{'(micropip itself)':>19}{'import':>9}{'total':>9}")
    totals = {}
    for way, samples in report.items():
        install = statistics.median(s["install"] for s in samples)
        imported = statistics.median(s["import"] for s in samples)
        itself = statistics.median(s["micropip"] for s in samples)
        totals[way] = install + imported
        print(f"{way:<10}{install:>9.3f}{itself:>19.3f}{imported:>9.3f}{install + imported:>9.3f}")
    print(f"micropip costs {totals['micropip'] - totals['files']:+.3f} s against plain files")
    print("install includes, for micropip, loading and importing micropip itself")
    return 0
