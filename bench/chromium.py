"""How headless Chromium is started, for the browser tests and the benchmarks alike.

One definition so that a test and a benchmark measure the same browser: ``tests/browser``
imports it as ``bench.chromium`` (pytest puts the repository root on ``sys.path``: ``pythonpath``
in pyproject.toml). It imports nothing beyond the standard library, so either side can load
it early.
"""

from __future__ import annotations

from pathlib import Path

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
