"""Shared fixtures. The package is imported from ``src/`` without installing it."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # modules shared by the test folders: ``tests.<module>``

from tests import hypothesis_depth  # noqa: E402

hypothesis_depth.load()

collect_ignore = [] if os.environ.get("KARTENTISCH_NETNS") == "1" else ["netplay"]
"""The peer connections' tests need a network interface, so they run only inside a network
namespace: ``tests/browser/test_local_network.py`` makes one (``tests/netns.py``) and runs
them there with ``KARTENTISCH_NETNS=1``."""


LONGEST = (
    "browser/test_local_network.py",
    "browser/test_snapshot_boot.py",
    "browser/test_long_evening.py",
    "pyodide/test_engine_on_pyodide.py",
    "pyodide/test_runtime_patch.py",
)
"""Files of a minute or more each (the peer connections' run in its network namespace, several
minutes; fresh boots on purpose; twelve games in one page; Node runs of Pyodide), started
before all others, the longest first: started late, the namespace run alone outlasted every
other file."""

FIRST = ("pyodide", "browser")
"""Folders whose files run longest (one Node process of minutes; a browser each), started
next: when the tests are shared between processes (``test.sh``), the many short files of the
other folders then fill the end evenly instead of one long file running on alone."""


def pytest_configure(config: pytest.Config) -> None:
    """Processes take the files in the order below. Left to itself, pytest-xdist starts the
    files with the most tests first, and a file of one long test (the long evening) then ran
    on alone for a minute at the end."""
    if hasattr(config.option, "loadscopereorder"):
        config.option.loadscopereorder = False


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> tuple[int, int]:
        path = Path(str(item.path))
        where = f"{path.parent.name}/{path.name}"
        if where in LONGEST:
            return (0, LONGEST.index(where))
        folder = path.parent.name
        return (1, FIRST.index(folder) if folder in FIRST else len(FIRST))

    items.sort(key=rank)  # stable: each folder keeps its order
