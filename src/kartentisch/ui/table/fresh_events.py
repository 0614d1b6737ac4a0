"""Which of a view's events are new: worked out once, by the host, for every table.

A view carries its game's latest events and how many the game has logged in all, so an
event's number is known although the list is cut short. The host remembers that count at
each paint (and before each step) and hands the renderer the events after it, so no table
keeps a counter of its own.

Every game's view carries them under the same two names (``engine.views.BaseView``).
"""

from __future__ import annotations

from kartentisch.engine.protocol import View
from kartentisch.engine.views import Event


def carried(view: View) -> list[Event]:
    """The events the view carries, oldest first."""
    return list(view["events"])


def total(view: View) -> int:
    """How many events the game has logged so far."""
    count = view["events_total"]
    assert isinstance(count, int)
    return count


def since(view: View, seen: int | None) -> list[Event]:
    """The events of ``view`` after the first ``seen`` ones (``None``: nothing was seen yet,
    so every event it carries is new)."""
    count = total(view)
    events = carried(view)
    if seen is None or seen > count:
        return events
    first = count - len(events)
    return events[max(0, seen - first) :]


def between(before: View | None, after: View) -> list[Event]:
    """The events ``after`` has that ``before`` had not (one step's worth)."""
    if before is None:
        return []
    return since(after, total(before))
