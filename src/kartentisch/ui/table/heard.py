"""The public events the host has heard, for the line under the caption and the recaps.

A view carries only its game's latest events, so the host keeps the ones since the oldest
thing still to be told: each person's mark (how many events they have seen: set when they act
or put a recap away) and the last bot step. Events are public (every view carries the same),
so one list serves every seat; their sentences are made at each paint (``narration``).
"""

from __future__ import annotations

from collections.abc import Iterable

from kartentisch.engine.protocol import Seat
from kartentisch.engine.views import Event

KEEP = 200
"""Events kept for the line under the caption when no person is waiting for a recap."""


class Heard:
    def __init__(self, total: int, people: Iterable[Seat]) -> None:
        self.events: list[Event] = []
        self.first = total
        """The number of ``events[0]``."""
        self.marks: dict[Seat, int] = {seat: total for seat in people}
        self.last_step: tuple[int, int] | None = None
        """The event numbers (from, to) of the last bot step."""

    @property
    def end(self) -> int:
        """The number after the last event heard."""
        return self.first + len(self.events)

    def since(self, number: int) -> list[Event]:
        return self.events[max(0, number - self.first) :]

    def step_events(self) -> list[Event]:
        """The last bot step's events (none when a person moved since)."""
        if self.last_step is None:
            return []
        start, end = self.last_step
        return self.since(start)[: end - start]

    def hear(self, events: list[Event], total: int) -> None:
        """Keep one step's new events (numbered up to ``total``)."""
        first = total - len(events)
        if first != self.end:
            self.events, self.first = [], first  # a gap (a long step): start again here
        self.events += events
        keep_from = min([*self.marks.values(), total - KEEP])
        if self.last_step is not None:
            keep_from = min(keep_from, self.last_step[0])
        cut = keep_from - self.first
        if cut > 0:
            del self.events[:cut]
            self.first += cut

    def acted(self, seat: Seat) -> None:
        """``seat`` moved (or put its recap away): it has seen everything up to now."""
        if seat in self.marks:
            self.marks[seat] = self.end

    def undone(self, total: int) -> None:
        """A take-back went to the position after ``total`` events: forget the rest."""
        del self.events[max(0, total - self.first) :]
        self.marks = {seat: min(mark, total) for seat, mark in self.marks.items()}
        self.last_step = None
