"""The whole table of an Eselspiel as plain lists, cheap to copy (bots and replays copy a lot).

Piles are lists with the top card last. Draw piles are face down (nobody sees them, not even
their owner); discard and middle piles are face up but only their top card shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NotRequired, TypedDict

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import EndReason, Event

EselGift = TypedDict("EselGift", {"seat": int, "from": str, "card": NotRequired[int]})
"""A card given to the Esel: from the giver's draw pile (unseen) or discard pile (``card``)."""

_From = TypedDict("_From", {"from": str}, total=False)
"""Where a placed card came from ("draw" or "top"); a class body cannot name it."""


class EselEvent(Event, _From, total=False):
    """One public event; ``kind`` is turn, place, keep, flip, nofit, slip or end."""

    card: int
    to: str
    """The pile a card went to (``actions.middle``/``discard`` target)."""
    top: int | None
    """nofit: the top card it did not fit on."""
    count: int
    """flip: the cards turned over into a new draw pile."""
    did: str
    right: list[str]
    """slip: where the card would have fitted, and those piles' top cards."""
    right_tops: list[int]
    took: list[EselGift]
    reason: EndReason
    seats: list[int]
    """end: the seats left without cards."""


EVENTS_KEPT = 16
"""The public log in the state keeps only its last entries, so copying a state stays cheap."""


@dataclass(slots=True)
class EselspielState:
    names: list[str]
    rng: Rng
    draws: list[list[int]]
    discards: list[list[int]]
    middle: list[list[int]]
    aside: list[int]
    """The cards left over by the even deal: set aside unseen, out of play."""
    round_limit: int = 100
    """Safeguard against endless games: after this many rounds the fewest cards left win."""
    middle_both_ways: bool = False
    """The option "Mitte auf- und abwärts": middle piles take one lower too (the seed's words)."""
    turn: int = 0
    """The active seat; play goes counter-clockwise, which is seat + 1 here."""
    pending: int | None = None
    """The card just turned, visible to all, waiting for its pile."""
    placed: bool = False
    """A card was placed this turn: the player may turn the next one or play their own top."""
    donkey: int | None = None
    """Who holds the donkey card (``None``: it lies at the side of the table)."""
    round: int = 1
    turns_taken: int = 0
    over: bool = False
    end_reason: EndReason | None = None
    """``"went_out"`` (someone has no cards left) or ``"round_limit"``."""
    events: list[EselEvent] = field(default_factory=list)
    events_total: int = 0
    first: int = 0
    """The seat that started: left of the dealer (drawn from the seed), the next in the
    direction of play. A round ends when the turn comes back to it."""

    @property
    def dealer(self) -> int:
        return (self.first - 1) % len(self.names)

    @property
    def seats(self) -> int:
        return len(self.names)

    def cards_left(self, seat: int) -> int:
        held = 1 if self.pending is not None and seat == self.turn else 0
        return len(self.draws[seat]) + len(self.discards[seat]) + held

    def copy(self) -> EselspielState:
        return EselspielState(
            self.names,
            self.rng.copy(),
            [pile[:] for pile in self.draws],
            [pile[:] for pile in self.discards],
            [pile[:] for pile in self.middle],
            self.aside,
            self.round_limit,
            self.middle_both_ways,
            self.turn,
            self.pending,
            self.placed,
            self.donkey,
            self.round,
            self.turns_taken,
            self.over,
            self.end_reason,
            self.events[:],
            self.events_total,
            self.first,
        )

    def log(self, event: EselEvent) -> None:
        """Events are never changed after logging, so copies may share them."""
        self.events.append(event)
        self.events_total += 1
        if len(self.events) > EVENTS_KEPT:
            del self.events[0]
