"""The guest's stand-in for a match: the host's game as the guest's seat sees it.

The guest's table is drawn by the same host logic and renderers as any table
(``ui.table.host``), which ask a ``Match`` for views, legal actions and whose turn it is.
Here every answer comes from the host's last ``TableNews``; there is no state, no seed and no
log on the guest's device, so no hidden card can be on it. Playing sends the action to the
host and waits: the next news shows what came of it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.errors import IllegalActionError, NotYourTurnError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import (
    Action,
    Advice,
    PlayerSpec,
    Progress,
    Result,
    Seat,
    UndoRefusal,
)
from kartentisch.link import messages
from kartentisch.link.messages import TableNews


class RemoteMatch(Match):
    """A ``Match`` whose every query reads the host's news (see the module's docstring)."""

    def __init__(self, news: TableNews, send: Callable[[str], None]) -> None:
        game = catalogue.get(news.game)
        players = tuple(PlayerSpec(n, b) for n, b in zip(news.names, news.bots, strict=True))
        super().__init__(game, dict(news.options), players, 0, None)
        self.news = news
        self.send = send
        self.sent: Action | None = None
        """The action sent and not yet answered by news: nothing more may be sent."""

    @property
    def seat(self) -> Seat:
        return self.news.seat

    def refused(self) -> None:
        """The host refused the move sent: the seat may choose again."""
        self.sent = None

    def update(self, news: TableNews) -> None:
        """The host's news: the table as it is now."""
        if news.game != self.news.game or news.seat != self.news.seat:
            raise messages.Refused("malformed", "another table")
        self.news = news
        self.options = dict(news.options)
        self.players = tuple(PlayerSpec(n, b) for n, b in zip(news.names, news.bots, strict=True))
        self.sent = None

    # ---- queries ---------------------------------------------------------------------
    @property
    def current(self) -> Seat | None:
        return self.news.current

    @property
    def moves(self) -> int:
        return self.news.moves

    def is_over(self) -> bool:
        return self.news.scores is not None

    def result(self) -> Result:
        scores, ranks = self.news.scores, self.news.ranks
        if scores is None or ranks is None:
            raise ValueError("the game is not over")
        return Result(tuple(scores), tuple(ranks))

    def progress(self) -> Progress:
        return Progress.from_json(self.news.progress) or Progress()

    def view(self, seat: Seat | None) -> Any:
        """The guest's own view, whatever is asked: it is the only one on this device."""
        return self.news.view

    def legal(self, seat: Seat) -> list[Action]:
        if seat != self.seat or self.sent is not None:
            return []
        return list(self.news.legal)

    def actors(self) -> list[Seat]:
        return list(self.news.actors)

    def undo_start(self) -> int | None:
        return None

    def undo_refusal(self) -> UndoRefusal | None:
        return None

    def advice(self, seat: Seat) -> Advice | None:
        return None

    def bot_choice(self, seat: Seat | None = None) -> Action:
        raise ValueError("bots play on the host's device")

    # ---- changes ---------------------------------------------------------------------
    def play(self, action: Action, seat: Seat | None = None) -> None:
        """Send ``action`` to the host, which decides it as the engine does: also a form
        ``legal`` does not list (melds laid out by hand), which only the host can judge."""
        acting = self.seat if seat is None else seat
        if acting != self.seat or self.sent is not None or self.seat not in self.news.actors:
            raise NotYourTurnError(action)
        if not action or len(action) > messages.MAX_ACTION:
            raise IllegalActionError(action)
        self.sent = action
        self.send(messages.act_text(self.seat, action, self.news.moves, self.news.undos))

    def undo(self) -> None:
        raise ValueError("nothing may be taken back at a shared table")
