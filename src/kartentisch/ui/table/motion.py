"""Cards that travel: which place of the last paint an element just arrived from.

An element that shows up in a paint by a move (a card thrown on the pile, a card drawn, a chip
paid) carries ``data-from="PLACE"``; ``static/js/flip.js`` then flies one copy of it from that
place of the last paint to where it now stands, so a bot's move can be followed with the eyes.
PLACE is "seat N" (the element with ``data-seat="N"``, or ``data-drop="seat N"``), else the
``data-place`` or ``data-drop`` value of an element, e.g. "stock" or "pile"; "a|b" names
places to try in turn. The renderers read their game's fresh events (``ctx.fresh``) through
these few functions, so every game tells arrivals the same way; what moves, and where from,
is each game's own (its events say it).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import TypeVar

from kartentisch.engine.views import BaseView, Event
from kartentisch.ui.table.table_api import TableContext, fresh_of

EventT = TypeVar("EventT", bound=Event)

OWN_HAND = "hand"
"""The place of the person's own hand (``data-place`` or ``data-drop``): their card was seen
there before it went."""


def moves_of(view: BaseView[EventT], ctx: TableContext) -> list[EventT]:
    """The fresh events to read arrivals from; none while cards do not move (the speed "off",
    reduced motion): then nothing claims to have come from anywhere, and the table's HTML
    stays the same for the same view (a reload draws it as it was)."""
    still = ctx.settings.get("speed") == "off" or bool(ctx.settings.get("reduced_motion"))
    return [] if still else fresh_of(view, ctx)


def seat_place(seat: int) -> str:
    """A seat's place, as flip.js names ``[data-seat="N"]``."""
    return f"seat {seat}"


def either(*places: str | None) -> str | None:
    """Places to try in turn (the first one the last paint had), or ``None`` for none."""
    found = [place for place in places if place]
    return "|".join(found) if found else None


def latest(fresh: Sequence[EventT], kinds: Collection[str]) -> EventT | None:
    """The last of the fresh events of one of ``kinds``: what shows now came by it."""
    for event in reversed(fresh):
        if event["kind"] in kinds:
            return event
    return None


def mover_place(event: Event, own: int | None, own_place: str | None = OWN_HAND) -> str | None:
    """Where the card of ``event``'s seat was before it went: the person's own hand (seen there,
    it leaves from there, then from their seat), else the seat of whoever moved, whose cards
    are hidden."""
    seat = event.get("seat")
    if seat is None:
        return None
    if seat == own:
        return either(own_place, seat_place(seat))
    return seat_place(seat)


def arrived(
    fresh: Sequence[EventT],
    kinds: Collection[str],
    source: Callable[[EventT], str | None],
    shows: Callable[[EventT], bool] = lambda event: True,
) -> str | None:
    """The ``data-from`` of an element that the latest event of ``kinds`` brought, if it
    ``shows`` that event's outcome still (a card thrown and taken again in one paint did not
    arrive), or ``None``: the element stays where it was."""
    event = latest(fresh, kinds)
    if event is None or not shows(event):
        return None
    return source(event)
