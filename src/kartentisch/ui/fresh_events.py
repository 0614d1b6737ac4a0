"""Which of a view's events are new: worked out once, by the host, for every table.

A view carries its game's latest events and how many the game has logged in all, so an
event's number is known although the list is cut short. The host remembers that count at
each paint (and before each step) and hands the renderer the events after it, so no table
keeps a counter of its own.

The games still name these two keys differently; they are read here only, in one place.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

Event = dict[str, Any]

EVENT_KEYS = ("events", "log")
"""Where a view carries its latest events (10 Gebote: ``log``)."""
TOTAL_KEYS = ("events_total", "event_count", "log_total")
"""How a view counts every event logged so far (Eselspiel: ``event_count``, 10 Gebote:
``log_total``). A view without one (Fünf Kronen) never has new events to hand on."""


def carried(view: Mapping[str, Any]) -> list[Event]:
    """The events the view carries, oldest first."""
    for key in EVENT_KEYS:
        events = view.get(key)
        if isinstance(events, list):
            return [e for e in events if isinstance(e, dict)]
    return []


def total(view: Mapping[str, Any]) -> int | None:
    """How many events the game has logged so far, or None when the view does not say."""
    for key in TOTAL_KEYS:
        count = view.get(key)
        if isinstance(count, int) and not isinstance(count, bool):
            return count
    return None


def since(view: Mapping[str, Any], seen: int | None) -> list[Event]:
    """The events of ``view`` after the first ``seen`` ones (``None``: nothing was seen yet,
    so every event it carries is new)."""
    count = total(view)
    if count is None:
        return []
    events = carried(view)
    if seen is None or seen > count:
        return events
    first = count - len(events)
    return events[max(0, seen - first) :]


def between(before: Mapping[str, Any] | None, after: Mapping[str, Any]) -> list[Event]:
    """The events ``after`` has that ``before`` had not (one step's worth)."""
    if before is None:
        return []
    seen = total(before)
    return [] if seen is None else since(after, seen)
