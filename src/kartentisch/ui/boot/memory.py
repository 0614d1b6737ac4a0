"""What the Python side holds: the figures a long evening of games must keep flat.

A leak in this page is nearly always Python objects kept alive from JavaScript (a proxy handed
to an event listener or a timer and never released) or from a list that only grows. Both show
as more objects the garbage collector tracks, so the count after a full collection, with the
types that grew, is the measure; times and byte sizes vary too much from run to run to say
whether something leaks. Used by the browser test hook and the ``memory`` benchmark; runs on
CPython as well.
"""

from __future__ import annotations

import gc
from collections import Counter
from typing import Any


def python_objects() -> dict[str, Any]:
    """After a full collection: how many objects the collector tracks, and how many of each
    type (by name), so a growth between two readings says what grew."""
    gc.collect()
    found = gc.get_objects()
    types = Counter(type(o).__name__ for o in found)
    del found
    return {"objects": sum(types.values()), "types": dict(types.most_common())}


def grown_types(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """Type names whose count rose between two readings of ``python_objects`` (by how much)."""
    return {
        name: count - before.get(name, 0)
        for name, count in after.items()
        if count > before.get(name, 0)
    }
