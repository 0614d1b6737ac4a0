"""Everything a Fünf Kronen game is at one moment, as plain lists that copy cheaply.

Bots and the save loader copy and replay states all the time, so the state holds only
lists of card strings and small numbers; events are dicts that are never changed once
appended, so a copy can share them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import Event

ROUNDS = 11

DRAW = "draw"
"""The seat to act draws from the stock or takes the top discard."""
DISCARD = "discard"
"""The seat to act has drawn; it discards (possibly going out with that discard)."""
SCORED = "scored"
"""A round is over and scored; every hand is shown until someone deals the next round."""
OVER = "over"
"""Round 11 is scored: the game is over."""


class FKEvent(Event, total=False):
    """One public event; ``kind`` is deal, draw, take, reshuffle, discard, go_out, lay_down
    or round_end."""

    round: int
    dealer: int
    wild: int
    up: str
    """deal: the card turned up to start the discard pile."""
    card: str
    count: int
    """reshuffle: the cards in the new stock."""
    melds: list[list[str]]
    leftover: list[str]
    score: int
    scores: list[int]
    """round_end: the round's points per seat."""


@dataclass(slots=True)
class FuenfKronenState:
    names: list[str]
    persons: list[bool]
    """True for a seat played by a person (they confirm the end-of-round summary)."""
    natural_required: bool
    going_out_help: bool
    """The option "help with going out": off, a person lays out every meld by hand ("classic")."""
    rng: Rng
    round: int
    dealer: int
    turn: int
    phase: str
    hands: list[list[str]]
    stock: list[str]
    """Face down; the last element is the top."""
    discard: list[str]
    """Face up; the last element is the top."""
    melds: list[list[list[str]]]
    """Melds laid down this round, per seat."""
    leftover: list[list[str]]
    """Cards a seat kept after laying down (shown, and scored against it)."""
    laid: list[bool]
    """Whether a seat has laid down this round (went out or had its last turn)."""
    went_out: int | None = None
    last_turns_left: int = 0
    round_scores: list[list[int]] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    events: list[FKEvent] = field(default_factory=list)
    """This round's public events, oldest first."""
    taken: list[list[str]] = field(default_factory=list)
    """Per seat, the discards it took this round (public: everyone saw the card go)."""
    thrown: list[list[str]] = field(default_factory=list)
    """Per seat, the cards it discarded this round, oldest first."""
    draws: int = 0
    """Draws so far this round: how far the round has come."""
    drawn: str | None = None
    """The card the seat to act drew this turn (shown only to that seat)."""
    go_out_cache: tuple[str, ...] | None = None
    """Discards that let the seat to act go out; computed once per turn."""
    events_before: int = 0
    """Events of the rounds before this one, so every event has its number in the game."""

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def wild_rank(self) -> int:
        return self.round + 2

    def copy(self) -> FuenfKronenState:
        return FuenfKronenState(
            list(self.names),
            list(self.persons),
            self.natural_required,
            self.going_out_help,
            self.rng.copy(),
            self.round,
            self.dealer,
            self.turn,
            self.phase,
            [list(h) for h in self.hands],
            list(self.stock),
            list(self.discard),
            [[list(m) for m in ms] for ms in self.melds],
            [list(cs) for cs in self.leftover],
            list(self.laid),
            self.went_out,
            self.last_turns_left,
            [list(r) for r in self.round_scores],
            list(self.totals),
            list(self.events),
            [list(t) for t in self.taken],
            [list(t) for t in self.thrown],
            self.draws,
            self.drawn,
            self.go_out_cache,
            self.events_before,
        )
