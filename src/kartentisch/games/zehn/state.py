"""The state of a game of Zehn: plain lists and numbers, cheap to copy."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypedDict

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import EndReason, Event


class ZehnEvent(Event, total=False):
    """One public event; ``kind`` is round, lay, pass, auction, fold, raise, won, protect,
    protection_to_pot, stop, add, reveal, penalty, pot, end or start."""

    no: int
    card: str | None
    """The card laid or added (``None``: laid face down), or the round card."""
    start: int
    down: bool
    chips: int
    owner: int
    amount: int
    paid: str
    """won: where the price went, "owner" or "pot"."""
    cards: list[list[str]] | list[str]
    """reveal: every seat's laid cards; penalty: the cards the loser takes."""
    totals: list[int]
    points: int
    reason: EndReason
    by: int
    """start: the seat that chose the starting player."""


class Resolution(TypedDict):
    """How the last round was decided, shown until the next round begins."""

    round: int
    round_card: str | None
    start: int
    cards: list[list[str]]
    face_down: list[bool]
    values: list[list[int]]
    totals: list[int]
    winner: int
    loser: int
    ranking: list[int]
    winner_by: str
    loser_by: str
    points: int
    pot: int


@dataclass
class Auction:
    """One running auction: whose card, who opened it, the best bid so far."""

    owner: int
    opener: int
    high: int
    leader: int
    bidder: int
    """The seat to raise or pass now."""
    passed: list[int] = field(default_factory=list)

    def copy(self) -> Auction:
        return Auction(
            self.owner, self.opener, self.high, self.leader, self.bidder, list(self.passed)
        )


@dataclass
class ZehnState:
    names: list[str]
    rng: Rng
    draw: list[str]
    """Face-down draw pile; the top is the end of the list."""
    round_deck: list[str]
    hands: list[list[str]]
    stock: list[int]
    """Chips each seat holds."""
    protection: list[int]
    """Chips lying in front of each seat on its first card (they stay with the seat)."""
    laid: list[list[str]]
    """Each seat's cards this round: the first card, then maybe a second."""
    face_down: list[bool]
    knows_down: list[list[int]]
    """Per seat: who knows its face-down first card (whoever laid or held it this round)."""
    penalty: list[list[str]]
    pot: int = 0
    round_no: int = 0
    round_card: str | None = None
    start: int = 0
    phase: str = "first"
    step: int = 0
    """How many seats have had their turn in the current round-the-table phase."""
    opened: list[bool] = field(default_factory=list)
    auction: Auction | None = None
    protector: int | None = None
    chooser: int | None = None
    over: bool = False
    end_reason: EndReason | None = None
    events: list[ZehnEvent] = field(default_factory=list)
    """Public happenings, oldest first (the table's log; bots read it too)."""
    resolution: Resolution | None = None
    """The last scored round, all cards turned up."""
    hand_counts: bool = False
    """The option "cards left in hand count at the end" (off: the original text's count)."""

    @property
    def n(self) -> int:
        return len(self.names)

    def seat_at(self, step: int) -> int:
        """The seat ``step`` places after the start player."""
        return (self.start + step) % self.n

    def copy(self) -> ZehnState:
        return ZehnState(
            names=self.names,
            rng=self.rng.copy(),
            draw=list(self.draw),
            round_deck=list(self.round_deck),
            hands=[list(h) for h in self.hands],
            stock=list(self.stock),
            protection=list(self.protection),
            laid=[list(c) for c in self.laid],
            face_down=list(self.face_down),
            knows_down=[list(k) for k in self.knows_down],
            penalty=[list(p) for p in self.penalty],
            pot=self.pot,
            round_no=self.round_no,
            round_card=self.round_card,
            start=self.start,
            phase=self.phase,
            step=self.step,
            opened=list(self.opened),
            auction=self.auction.copy() if self.auction else None,
            protector=self.protector,
            chooser=self.chooser,
            over=self.over,
            end_reason=self.end_reason,
            events=list(self.events),
            resolution=self.resolution,
            hand_counts=self.hand_counts,
        )
