"""The standard library the site ships (``stdlib_trim``: trimmed, its comments cut out) runs
exactly the code the published one does: every module it keeps compiles, under the runtime's
own Python 3.14, to the same marshalled code object as the published source (byte code,
constants, names, and the line and column tables that tracebacks read)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import serve  # noqa: E402
import stdlib_trim  # noqa: E402

pytestmark = pytest.mark.pyodide


def test_every_kept_module_compiles_to_the_published_code() -> None:
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    serve.ensure_built()
    runtime = serve.VENDOR / "pyodide"
    command = ["node", str(HERE / "stdlib_compile_check.mjs"), str(runtime)]
    command.append(str(stdlib_trim.untrimmed_zip()))
    completed = subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)
    assert completed.returncode == 0, completed.stderr[-4000:]
    report = json.loads(completed.stdout.strip().splitlines()[-1])
    assert report["zip"].endswith("python314.zip")
    assert report["different"] == [] and report["other_files"] == []
    shipped = stdlib_trim.module_names((runtime / serve.STDLIB_ZIP).read_bytes())
    assert report["compared"] == len(shipped) > 250
    assert report["published"] > report["compared"]  # the trimmed zip, not the published one
