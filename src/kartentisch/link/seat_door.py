"""The host's door for each seat played on another device: who may come in, what they see,
and which of their messages become moves.

A seat is claimed by the first guest that joins through its invitation; it gets a token
(kept in the guest's storage) and from then on only that token opens the seat again, after
a reload or a dropped connection. A guest's action is played only when it comes from the
seat's own connection, for that seat, on its turn, for the position the guest saw, and is
legal there as the engine decides it (``Match.is_legal``: also what ``legal`` does not list);
anything else is refused with a reason and logged, and the guest gets the table again. The
engine's ``apply`` then checks the action once more, like any other.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Action, Seat
from kartentisch.link import messages
from kartentisch.link.messages import Act, Bye, Join, Refused, TableNews

PEER_PREFIX = "seat-"
MAX_REFUSALS = 50
"""How many refusals the door remembers (the newest): enough to see what a guest did."""
MAX_REFUSED_IN_A_ROW = 20
"""Refusals in a row after which a joined guest is hung up on: a person's page gets one now
and then (a move made stale by another seat), never twenty without a move or a join between."""
TABLE_INTERVAL_S = 1.0
"""A refusal shows the guest the table again at most this often: a guest sending refused
messages in a loop does not make the host draw up a view for each."""


def new_token() -> str:
    return secrets.token_urlsafe(12)


def new_table_id() -> str:
    return secrets.token_hex(4)


@dataclass
class RemoteSeat:
    seat: Seat
    token: str = ""
    """Given at the first join; empty while nobody has claimed the seat."""
    connected: bool = False
    """The seat's device is in: its connection is open and it has joined."""
    refused_in_a_row: int = 0
    """Refusals since the seat's last accepted message (see ``MAX_REFUSED_IN_A_ROW``)."""
    table_sent_at: float = -math.inf
    """When a refusal last sent the table along (``Doors.now``)."""


@dataclass
class Answer:
    """What one guest message did at the door."""

    replies: list[str] = field(default_factory=list)
    """Texts to send back to that guest, in order."""
    action: Action | None = None
    """The move to play for the guest's seat (the host plays it through the table)."""
    refused: str | None = None
    hang_up: bool = False


@dataclass
class Doors:
    seats: dict[Seat, RemoteSeat]
    table: str
    """The table's id in invitations: a guest keeps its token under it."""
    refusals: list[str] = field(default_factory=list)
    """What was refused, newest last ("seat-2: stale")."""
    lent: set[Seat] = field(default_factory=set)
    """Remote seats a bot plays for now (the host's choice): the seat keeps its door and
    token, a connected guest watches, and the host may give the seat back."""
    now: Callable[[], float] = field(default=time.monotonic, repr=False, compare=False)
    """The clock of ``TABLE_INTERVAL_S`` (a test's own in tests)."""

    @classmethod
    def open_for(cls, seats: Iterable[Seat]) -> Doors:
        return cls({seat: RemoteSeat(seat) for seat in seats}, new_table_id())

    # ---- what the host keeps beside its save --------------------------------------------
    def to_json(self) -> dict[str, Any]:
        tokens = {str(s): r.token for s, r in self.seats.items()}
        return {"table": self.table, "tokens": tokens, "lent": sorted(self.lent)}

    @classmethod
    def from_json(cls, data: object, players: int) -> Doors | None:
        """The doors of a reloaded table (everyone away until they join again); ``None``
        for anything but what ``to_json`` wrote for a table of ``players`` seats."""
        if not isinstance(data, Mapping):
            return None
        table, tokens = data.get("table"), data.get("tokens")
        if not isinstance(table, str) or not isinstance(tokens, Mapping) or not tokens:
            return None
        seats: dict[Seat, RemoteSeat] = {}
        for key, token in tokens.items():
            if not str(key).isdigit() or int(key) >= players or not isinstance(token, str):
                return None
            seats[int(key)] = RemoteSeat(int(key), token)
        lent = data.get("lent", [])
        if not isinstance(lent, list) or not all(seat in seats for seat in lent):
            return None
        return cls(seats, table, lent=set(lent))

    # ---- who is where --------------------------------------------------------------------
    @staticmethod
    def peer(seat: Seat) -> str:
        return f"{PEER_PREFIX}{seat}"

    def seat_of(self, peer: str) -> Seat | None:
        number = peer.removeprefix(PEER_PREFIX)
        if peer.startswith(PEER_PREFIX) and number.isdigit() and int(number) in self.seats:
            return int(number)
        return None

    def away(self) -> list[Seat]:
        """The seats the table waits for: a person's, whose device is not in."""
        return sorted(
            s for s, door in self.seats.items() if not door.connected and s not in self.lent
        )

    def people(self) -> frozenset[Seat]:
        """The seats people play on their own devices (not lent to a bot)."""
        return frozenset(self.seats) - self.lent

    def lend(self, seat: Seat) -> None:
        """A bot plays ``seat`` for now (connected or not, its guest keeps the seat)."""
        if seat in self.seats:
            self.lent.add(seat)

    def give_back(self, seat: Seat) -> None:
        """``seat``'s person plays it again, on their device."""
        self.lent.discard(seat)

    def connected(self) -> list[Seat]:
        return sorted(seat for seat, door in self.seats.items() if door.connected)

    def closed(self, seat: Seat) -> None:
        if seat in self.seats:
            door = self.seats[seat]
            door.connected = False
            door.refused_in_a_row = 0

    def mark(self, match: Match) -> None:
        """Tell ``match`` which people play elsewhere: their moves belong to their devices,
        so the host's undo never takes one back (``Match.undoer``)."""
        match.elsewhere = self.people()

    # ---- what guests see -------------------------------------------------------------------
    def news(self, match: Match, seat: Seat) -> TableNews:
        over = match.is_over()
        result = match.result() if over else None
        actors = [] if over else match.actors()
        return TableNews(
            game=match.game.info.id,
            seat=seat,
            moves=len(match.log),
            undos=match.undos,
            view=match.view(seat),
            legal=match.legal(seat) if seat in actors and seat not in self.lent else [],
            current=match.current,
            actors=actors,
            names=[p.name for p in match.players],
            bots=[p.bot for p in match.players],
            away=self.away(),
            scores=None if result is None else list(result.scores),
            ranks=None if result is None else list(result.ranks),
            options=dict(match.options),
            progress=match.progress().to_json(),
        )

    def news_text(self, match: Match, seat: Seat) -> str:
        return messages.table_text(self.news(match, seat))

    # ---- a guest's message -----------------------------------------------------------------
    def receive(
        self, seat: Seat, text: object, match: Match, make_token: Callable[[], str] = new_token
    ) -> Answer:
        """Read one message that came over ``seat``'s connection."""
        try:
            message = messages.read_guest(text)
            if isinstance(message, Join):
                return self._join(seat, message, match, make_token)
            if isinstance(message, Bye):
                self.closed(seat)
                return Answer(hang_up=True)
            return self._act(seat, message, match)
        except Refused as refusal:
            return self.refuse(seat, refusal.reason, match, refusal.why)

    def refuse(
        self, seat: Seat, reason: str, match: Match, why: dict[str, str] | None = None
    ) -> Answer:
        """Say no, log it, and show a joined guest the table as it is (at most once a
        ``TABLE_INTERVAL_S``); a joined guest refused ``MAX_REFUSED_IN_A_ROW`` times in a row
        is hung up on (it gets a new invitation, which the host must show it)."""
        self.refusals = [*self.refusals, f"{self.peer(seat)}: {reason}"][-MAX_REFUSALS:]
        replies = [messages.refusal_text(reason, why)]
        door = self.seats.get(seat)
        hang_up = reason == "token"
        if door is not None and door.connected:
            door.refused_in_a_row += 1
            if door.refused_in_a_row >= MAX_REFUSED_IN_A_ROW:
                self.closed(seat)
                return Answer(refused=reason, hang_up=True)
            now = self.now()
            if now - door.table_sent_at >= TABLE_INTERVAL_S:
                door.table_sent_at = now
                replies.append(self.news_text(match, seat))
        return Answer(replies=replies, refused=reason, hang_up=hang_up)

    def _join(self, seat: Seat, join: Join, match: Match, make_token: Callable[[], str]) -> Answer:
        door = self.seats[seat]
        if door.token and join.token != door.token:
            raise Refused("token", "the seat is someone else's")
        if door.connected:
            raise Refused("joined", "no second welcome")
        if not door.token:
            door.token = make_token()
        door.connected = True
        door.refused_in_a_row = 0
        return Answer(
            replies=[
                messages.welcome_text(seat, door.token, self.table),
                self.news_text(match, seat),
            ]
        )

    def _act(self, seat: Seat, act: Act, match: Match) -> Answer:
        if not self.seats[seat].connected:
            raise Refused("not_joined")
        if act.seat != seat:
            raise Refused("wrong_seat", f"{act.seat}")
        if match.is_over() or seat not in match.actors() or seat in self.lent:
            raise Refused("out_of_turn")
        if (act.moves, act.undos) != (len(match.log), match.undos):
            # the position the guest saw: the move count alone comes back after an undo, the
            # count of take-backs never does, so an old message never fits twice
            raise Refused("stale", f"{act.moves}/{act.undos} != {len(match.log)}/{match.undos}")
        if not match.is_legal(seat, act.action):
            # as the engine decides it, not only what ``legal`` lists: a guest may do all
            # that a person at this device may (melds laid out by hand included)
            raise Refused("illegal", act.action[:40], match.why_illegal(seat, act.action))
        self.seats[seat].refused_in_a_row = 0
        return Answer(action=act.action)
