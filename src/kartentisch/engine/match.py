"""A game in progress: the rules, the seats, the seed, the state and the action log.

The UI, the CLI and the save format all go through this one class, so "what happened" is
recorded the same way everywhere: a list of ``(seat, action)`` pairs that replays exactly.
Undo is the same replay without the last actions, so the position it gives back is exact:
the same views, the same legal actions and the same state of every random stream.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kartentisch.engine.errors import IllegalActionError, UnknownBotLevelError
from kartentisch.engine.options import checked_options
from kartentisch.engine.protocol import (
    Action,
    Advice,
    Game,
    PlayerSpec,
    Progress,
    Result,
    Seat,
    UndoRefusal,
)
from kartentisch.engine.rng import Rng


@dataclass
class Match:
    game: Game[Any, Any]
    options: dict[str, Any]
    players: tuple[PlayerSpec, ...]
    seed: int
    state: Any
    log: list[tuple[Seat, Action]] = field(default_factory=list)
    undos: int = 0
    """How often the person took an action back (a save keeps it; statistics mark the game)."""
    hints: int = 0
    """How often the person asked for a hint (a save keeps it; statistics mark the game)."""
    undo_marks: list[UndoRefusal | None] = field(default_factory=list)
    """Per log entry, why the game does not let the person take it back, ``None`` when it
    does (see ``Game.undo_refusal``); kept only while exactly one person sits at the table."""
    elsewhere: frozenset[Seat] = frozenset()
    """People's seats played on other devices (not saved: the table's doors say it). Their
    moves belong to their own device: nobody here may take them back."""

    @classmethod
    def start(
        cls,
        game: Game[Any, Any],
        players: Sequence[PlayerSpec],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> Match:
        opts = checked_options(game.info, options)
        for player in players:
            if player.bot is not None and player.bot not in game.info.bot_levels:
                raise UnknownBotLevelError(game.info.id, player.bot)
        state = game.new_game(opts, tuple(players), seed)
        return cls(game, opts, tuple(players), seed, state)

    # ---- queries ------------------------------------------------------------------------
    @property
    def current(self) -> Seat | None:
        return self.game.current_player(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def actors(self) -> list[Seat]:
        """The seats that may act now (``Game.actors``)."""
        return self.game.actors(self.state)

    @property
    def moves(self) -> int:
        """How many actions have been played."""
        return len(self.log)

    def result(self) -> Result:
        return self.game.result(self.state)

    def progress(self) -> Progress:
        return self.game.progress(self.state)

    def view(self, seat: Seat | None) -> Any:
        """The game's own view type (``engine.views.BaseView`` extended); a match may hold
        any game, so the type is the caller's to name."""
        return self.game.view(self.state, seat)

    def legal(self, seat: Seat) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def is_legal(self, seat: Seat, action: Action) -> bool:
        """Whether ``seat`` may take ``action`` now, as ``play`` decides it: also the forms
        ``legal`` does not list (Fünf Kronen's melds laid out by hand)."""
        if self.is_over() or seat not in self.actors():
            return False
        return self.game.is_legal(self.state, seat, action)

    def why_illegal(self, seat: Seat, action: Action) -> dict[str, str]:
        """Why ``action`` is refused, in words per language, when the game says more than
        "not allowed" (an arrangement of melds that does not fit); empty otherwise."""
        try:
            self.game.apply(self.state, action, seat)
        except IllegalActionError as error:
            return dict(error.messages)
        return {}

    def is_bot(self, seat: Seat) -> bool:
        return self.players[seat].bot is not None

    @property
    def person(self) -> Seat | None:
        """The one person at a table of bots; None with no person or several (pass and play,
        where nobody may take anything back)."""
        people = [seat for seat, p in enumerate(self.players) if p.bot is None]
        return people[0] if len(people) == 1 else None

    @property
    def undoer(self) -> Seat | None:
        """Whose moves may be taken back on this device: the one person at a table of bots,
        when that person plays here (a seat played elsewhere is never undone from here)."""
        person = self.person
        return None if person is None or person in self.elsewhere else person

    def undo_start(self) -> int | None:
        """Where the log would be cut if the person took back their last action now: the
        index of that action (the bots' actions after it go with it), or None when the game
        is over or any of these actions brought something to light."""
        person = self.undoer
        if person is None or self.is_over() or len(self.undo_marks) != len(self.log):
            return None
        for index in range(len(self.log) - 1, -1, -1):
            seat, _ = self.log[index]
            if self.undo_marks[index] is not None:
                return None
            if seat == person:
                return index
        return None

    def can_undo(self) -> bool:
        return self.undo_start() is not None

    def undo_refusal(self) -> UndoRefusal | None:
        """Why the person's last action cannot be taken back now (the latest reason since it),
        or ``None`` when it can, or when there is no such action to ask about."""
        person = self.undoer
        if person is None or len(self.undo_marks) != len(self.log):
            return None
        mine = [index for index, (seat, _) in enumerate(self.log) if seat == person]
        if not mine:
            return None
        if self.is_over():
            return "game_over"
        for index in range(len(self.log) - 1, mine[-1] - 1, -1):
            mark = self.undo_marks[index]
            if mark is not None:
                return mark
        return None

    # ---- changes ------------------------------------------------------------------------
    def play(self, action: Action, seat: Seat | None = None) -> None:
        """Apply and record; on an illegal action nothing changes and the error propagates."""
        acting = self.current if seat is None else seat
        before = self.state
        self.state = self.game.apply(self.state, action, acting)
        assert acting is not None
        person = self.undoer
        if person is not None and len(self.undo_marks) == len(self.log):
            mark = self.game.undo_refusal(before, acting, action, self.state, person)
            self.undo_marks.append(mark)
        self.log.append((acting, action))

    def undo(self) -> None:
        """Take back the person's last action and the bots' after it, by replaying the rest.

        Raises ``ValueError`` when ``undo_start`` says no, and then changes nothing.
        """
        cut = self.undo_start()
        if cut is None:
            raise ValueError("nothing may be taken back now")
        replayed = Match.start(self.game, self.players, self.seed, self.options)
        for seat, action in self.log[:cut]:
            replayed.play(action, seat)
        self.state = replayed.state
        self.log = replayed.log
        self.undo_marks = replayed.undo_marks
        self.undos += 1

    def advice(self, seat: Seat) -> Advice | None:
        """What the hint level would do in ``seat`` now, from that seat's view, and why; with
        the randomness a bot in that seat would have, so the hint is exactly its choice."""
        adviser = self.game.adviser()
        if adviser is None or self.is_over():
            return None
        legal = self.legal(seat)
        if not legal:
            return None
        rng = Rng.derive(self.seed, "bot", seat, len(self.log))
        return adviser.advise(self.game.view(self.state, seat), legal, rng)

    def bot_choice(self, seat: Seat | None = None) -> Action:
        """What the bot in ``seat`` (default: the current one) would do now, from its view.

        Its randomness is derived from the seed and the move number, so a replayed game or a
        simulation with the same seed makes the same choices.
        """
        acting = self.current if seat is None else seat
        if acting is None:
            raise ValueError("the game is over")
        level = self.players[acting].bot
        if level is None:
            raise ValueError(f"seat {acting} is a person")
        bot = self.game.bot(level)
        rng = Rng.derive(self.seed, "bot", acting, len(self.log))
        return bot.choose(self.game.view(self.state, acting), self.legal(acting), rng)
