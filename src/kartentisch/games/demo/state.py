"""The demo's state and its event type: plain lists, so a copy is cheap."""

from __future__ import annotations

from dataclasses import dataclass, field

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import Event

DECK = [str(n) for n in range(1, 7)] * 2
"""Twelve cards: 1 to 6, twice."""
HAND = 3
"""Cards dealt to each seat."""


class DemoEvent(Event, total=False):
    """A card played ("play", with ``card``) or one drawn ("draw", the card stays hidden)."""

    card: str


@dataclass
class DemoState:
    names: list[str]
    rng: Rng
    stock: list[str]
    hands: list[list[str]]
    played: list[str] = field(default_factory=list)
    turn: int = 0
    over: bool = False
    events: list[DemoEvent] = field(default_factory=list)

    def copy(self) -> DemoState:
        return DemoState(
            list(self.names),
            self.rng.copy(),
            list(self.stock),
            [list(h) for h in self.hands],
            list(self.played),
            self.turn,
            self.over,
            list(self.events),
        )
