"""The messages between a host device and its guests, and the one way each side reads them.

Every message is one JSON object with a type ``"t"``. A guest's message is untrusted input:
``read_guest`` refuses anything oversized, malformed or of the wrong shape with a reason
(``Refused``), before the host's door (``seat_door``) even asks whose turn it is. The host
sends a guest views, never the state: the same view a seat on the host's own device would see.

Guest → host: ``join`` (a seat token, or none the first time), ``act`` (an action, the seat it
is for, and the position the guest saw: how many moves and take-backs), ``bye``.
Host → guest: ``welcome`` (the seat, its token, the table's id), ``table`` (the seat's view,
what it may do, who is away, the result once over), ``refused`` (why), ``closing``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from kartentisch.engine.protocol import Action, Seat

VERSION = 2
"""Of the messages; a guest whose page is of another version is told, not misread."""
MAX_GUEST_MESSAGE = 4_096
"""Far above any real guest message (an action is a few words); longer text is refused
unread, so a hostile guest cannot make the host parse megabytes."""
MAX_HOST_MESSAGE = 1_000_000
"""What a guest reads of the host at most: a long Eselspiel view is tens of kilobytes."""
MAX_ACTION = 200
MAX_TOKEN = 64
REASONS = (
    "oversized",
    "malformed",
    "version",
    "not_joined",
    "token",
    "wrong_seat",
    "out_of_turn",
    "stale",
    "illegal",
    "joined",
)
"""Why the host refuses a guest's message (``table.refused_<reason>`` in the texts);
"joined": a join over a connection whose seat is in already (it gets no second welcome)."""


class Refused(ValueError):
    """A message that is not applied; ``reason`` is one of ``REASONS``."""

    def __init__(self, reason: str, detail: str = "", why: dict[str, str] | None = None) -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.why: dict[str, str] = dict(why or {})
        """The game's own words for a refused move, per language (see ``Refusal.why``)."""


# ---- guest → host ---------------------------------------------------------------------
@dataclass(frozen=True)
class Join:
    token: str | None


@dataclass(frozen=True)
class Act:
    seat: Seat
    action: Action
    moves: int
    """How many moves the host's game had when the guest chose: a move made meanwhile (by
    another seat) makes the choice stale."""
    undos: int = 0
    """How many take-backs the host's game had then: with ``moves`` it names a position that
    never comes again, so an old message is never played twice."""


@dataclass(frozen=True)
class Bye:
    pass


GuestMessage = Join | Act | Bye


def _text(message: dict[str, Any]) -> str:
    return json.dumps({"v": VERSION, **message}, separators=(",", ":"), ensure_ascii=False)


def join_text(token: str | None) -> str:
    return _text({"t": "join", "token": token})


def act_text(seat: Seat, action: Action, moves: int, undos: int = 0) -> str:
    return _text({"t": "act", "seat": seat, "action": action, "moves": moves, "undos": undos})


def bye_text() -> str:
    return _text({"t": "bye"})


def _object(text: object, limit: int) -> dict[str, Any]:
    if not isinstance(text, str):
        raise Refused("malformed", "not text")
    if len(text) > limit:
        raise Refused("oversized", f"{len(text)} characters")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        raise Refused("malformed", "not JSON") from error
    if not isinstance(data, dict) or not isinstance(data.get("t"), str):
        raise Refused("malformed", "no type")
    if data.get("v") != VERSION:
        raise Refused("version", repr(data.get("v"))[:20])
    return data


def _count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9


def read_guest(text: object) -> GuestMessage:
    """A guest's message, checked for shape only (the door checks seat, turn and rules)."""
    data = _object(text, MAX_GUEST_MESSAGE)
    kind = data["t"]
    if kind == "join":
        token = data.get("token")
        if token is not None and (not isinstance(token, str) or not 0 < len(token) <= MAX_TOKEN):
            raise Refused("malformed", "token")
        return Join(token)
    if kind == "act":
        seat, action, moves = data.get("seat"), data.get("action"), data.get("moves")
        undos = data.get("undos")
        if not _count(seat) or not _count(moves) or not _count(undos):
            raise Refused("malformed", "seat or moves")
        if not isinstance(action, str) or not 0 < len(action) <= MAX_ACTION:
            raise Refused("malformed", "action")
        assert isinstance(seat, int) and isinstance(moves, int) and isinstance(undos, int)
        return Act(seat, action, moves, undos)
    if kind == "bye":
        return Bye()
    raise Refused("malformed", "unknown type")


# ---- host → guest ---------------------------------------------------------------------
@dataclass(frozen=True)
class Welcome:
    seat: Seat
    token: str
    table: str


@dataclass(frozen=True)
class TableNews:
    """What one guest's seat sees of the game now."""

    game: str
    seat: Seat
    moves: int
    undos: int
    """The host's count of take-backs: the guest sends it back with its move."""
    view: dict[str, Any]
    legal: list[Action]
    current: Seat | None
    actors: list[Seat]
    names: list[str]
    bots: list[str | None]
    away: list[Seat]
    """Remote seats whose device is not connected now: the table waits for them."""
    scores: list[float] | None = None
    ranks: list[int] | None = None
    """The result, once the game is over."""
    options: dict[str, Any] = field(default_factory=dict)
    progress: dict[str, Any] = field(default_factory=dict)
    """``Progress.to_json``: how far the game has come."""


@dataclass(frozen=True)
class Refusal:
    reason: str
    why: dict[str, str] = field(default_factory=dict)
    """The game's words for an illegal move, per language, when it has any (melds laid out
    by hand that do not fit): what the person at the host's device would be told."""


@dataclass(frozen=True)
class Closing:
    pass


HostMessage = Welcome | TableNews | Refusal | Closing


def welcome_text(seat: Seat, token: str, table: str) -> str:
    return _text({"t": "welcome", "seat": seat, "token": token, "table": table})


def table_text(news: TableNews) -> str:
    return _text({"t": "table", **news.__dict__})


def refusal_text(reason: str, why: dict[str, str] | None = None) -> str:
    return _text({"t": "refused", "reason": reason, **({"why": why} if why else {})})


LANGUAGES = ("de", "en", "nl")
MAX_WHY = 400
"""Characters of one language's words for a refusal: a sentence or two."""


def _why(value: object) -> dict[str, str]:
    if not isinstance(value, dict):
        return {}
    return {
        lang: text
        for lang, text in value.items()
        if lang in LANGUAGES and isinstance(text, str) and len(text) <= MAX_WHY
    }


def closing_text() -> str:
    return _text({"t": "closing"})


def _seats(value: object, allow_none: bool = False) -> bool:
    if value is None:
        return allow_none
    return _count(value)


def _list_of(value: object, check: Any) -> bool:
    return isinstance(value, list) and all(check(item) for item in value)


def _news(data: dict[str, Any]) -> TableNews:
    names = data.get("names")
    ok = (
        isinstance(data.get("game"), str)
        and _seats(data.get("seat"))
        and _count(data.get("moves"))
        and _count(data.get("undos"))
        and isinstance(data.get("view"), dict)
        and _list_of(data.get("legal"), lambda a: isinstance(a, str))
        and _seats(data.get("current"), allow_none=True)
        and _list_of(data.get("actors"), _count)
        and _list_of(names, lambda n: isinstance(n, str))
        and _list_of(data.get("bots"), lambda b: b is None or isinstance(b, str))
        and _list_of(data.get("away"), _count)
        and isinstance(data.get("options", {}), dict)
        and isinstance(data.get("progress", {}), dict)
    )
    scores, ranks = data.get("scores"), data.get("ranks")
    if scores is not None or ranks is not None:
        numbers = _list_of(scores, lambda s: isinstance(s, int | float))
        ok = ok and numbers and _list_of(ranks, _count)
    if not ok or not isinstance(names, list) or len(data["bots"]) != len(names):
        raise Refused("malformed", "table")
    return TableNews(
        data["game"],
        data["seat"],
        data["moves"],
        data["undos"],
        data["view"],
        data["legal"],
        data["current"],
        data["actors"],
        names,
        data["bots"],
        data["away"],
        scores,
        ranks,
        data.get("options", {}),
        data.get("progress", {}),
    )


def read_host(text: object) -> HostMessage:
    """The host's message, checked for shape (a guest trusts the host's rules, not its
    bytes: a broken message is refused, never painted)."""
    data = _object(text, MAX_HOST_MESSAGE)
    kind = data["t"]
    if kind == "welcome":
        seat, token, table = data.get("seat"), data.get("token"), data.get("table")
        if not _count(seat) or not isinstance(token, str) or not isinstance(table, str):
            raise Refused("malformed", "welcome")
        assert isinstance(seat, int)
        return Welcome(seat, token, table)
    if kind == "table":
        return _news(data)
    if kind == "refused":
        reason = data.get("reason")
        return Refusal(reason if reason in REASONS else "malformed", _why(data.get("why")))
    if kind == "closing":
        return Closing()
    raise Refused("malformed", "unknown type")
