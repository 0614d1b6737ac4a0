"""Shared fixtures. The package is imported from ``src/`` without installing it."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "src"))
if str(ROOT) not in sys.path:
    sys.path.append(str(ROOT))  # helpers shared by the test folders: ``tests.<module>``

from tests import hypothesis_depth  # noqa: E402

hypothesis_depth.load()


FIRST = ("pyodide", "browser")
"""Folders whose files run longest (one Node process of minutes; a browser each), started
first: when the tests are shared between processes (``test.sh``), the many short files of the
other folders then fill the end evenly instead of one long file running on alone."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        folder = Path(str(item.path)).parent.name
        return FIRST.index(folder) if folder in FIRST else len(FIRST)

    items.sort(key=rank)  # stable: each folder keeps its order
