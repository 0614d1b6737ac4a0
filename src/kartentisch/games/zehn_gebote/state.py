"""The state of a 10 Gebote game: plain lists and numbers, so a copy is cheap."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import EndReason, Event


class ZehnGeboteEvent(Event, total=False):
    """One public log entry, e.g. ``{"kind": "play", "seat": 0, "c": "R5"}``; never changed
    once logged. The short field names are the placeholders of the log sentences."""

    c: str | None
    """A card played, taken or turned."""
    n: int
    """Cards drawn."""
    x: str
    """A call ("Mau"), or the card a penalty was about."""
    to: int
    """The seat a card or chip went to."""
    by: int
    """The seat that charged a table commandment."""
    r: str
    """Why a penalty chip was given."""
    k: str
    """The commandment concerned (its id, "T01")."""


@dataclass(frozen=True)
class Task:
    """A choice one seat owes before play goes on (give a card, shed cards, pass a chip).

    ``source`` is the commandment that asked for it ("round" for the second-round shedding);
    ``left`` counts how many more times the seat acts on it.
    """

    kind: str
    seat: int
    source: str
    left: int = 1


@dataclass
class ZehnGeboteState:
    names: list[str]
    rng: Rng
    hands: list[list[str]]
    draw: list[str]
    """The draw pile, top card last."""
    discard: list[str]
    """The discard pile, top card last."""
    box: list[str]
    """Commandments never brought into play."""
    in_force: list[str]
    """Commandments lying in the middle, in the order they were revealed."""
    gone: list[str]
    """At-once commandments that have acted and left the game."""
    chips: list[int]
    bank: int
    turn: int
    direction: int = 1
    round: int = 1
    turn_no: int = 0
    played: bool = False
    calls: list[str] = field(default_factory=list)
    turn_draws: int = 1
    owed: int = 0
    drawing: bool = False
    tasks: list[Task] = field(default_factory=list)
    round_over: bool = False
    over: bool = False
    ending: EndReason | None = None
    """How the game ended (``rounds_done``, ``no_starter_card``); ``None`` while it runs."""
    persons: list[int] = field(default_factory=list)
    """Seats played by people; table commandments need two of them."""
    charged: list[str] = field(default_factory=list)
    """``"<seat> <commandment>"`` charged for a table commandment since the turn began: one
    chip per slip, so the same pair can't be charged again before play moves on."""
    log: list[ZehnGeboteEvent] = field(default_factory=list)

    def copy(self) -> ZehnGeboteState:
        return replace(
            self,
            names=self.names,
            rng=self.rng.copy(),
            hands=[list(h) for h in self.hands],
            draw=list(self.draw),
            discard=list(self.discard),
            box=list(self.box),
            in_force=list(self.in_force),
            gone=list(self.gone),
            chips=list(self.chips),
            calls=list(self.calls),
            tasks=list(self.tasks),
            persons=list(self.persons),
            charged=list(self.charged),
            log=list(self.log),
        )

    @property
    def n(self) -> int:
        return len(self.hands)

    @property
    def top(self) -> str:
        return self.discard[-1]
