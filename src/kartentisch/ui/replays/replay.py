"""Stepping through a finished game move by move, by replaying its action log.

A position is the state after that many actions (0: the deal). The states are not all kept:
every ``CHECKPOINT``-th one is, and any other is the nearest checkpoint before it with the few
actions after it applied again, through the engine's own ``apply``. So a long Eselspiel game
costs a few dozen states of memory, and a step back costs at most ``CHECKPOINT`` actions.

What a seat saw is the game's ``view`` for that seat; every card open is the game's
``open_view``, which the engine gives for a finished game only. Pure Python: the page imports
this module only when a replay opens.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Action, Game, PlayerSpec, Seat, View

CHECKPOINT = 32
"""Every how many positions a state is kept (a step back replays fewer actions than this)."""


@dataclass(frozen=True)
class RoundStart:
    number: int
    position: int
    """The first position that counts as this round (the deal of the round, or the start)."""


class Replay:
    """A cursor over the positions of one finished match."""

    def __init__(self, match: Match) -> None:
        self.game: Game[Any, Any] = match.game
        self.players: tuple[PlayerSpec, ...] = match.players
        self.log: tuple[tuple[Seat, Action], ...] = tuple(match.log)
        first = Match.start(match.game, match.players, match.seed, match.options)
        self._checkpoints: list[Any] = []
        self.rounds: tuple[RoundStart, ...] = ()
        self._walk(first.state)
        self.position = self.length
        self.state: Any = self.state_at(self.length)

    def _walk(self, state: Any) -> None:
        """Replay the whole log once: keep the checkpoints, note where each round begins."""
        rounds: list[RoundStart] = []
        for position in range(self.length + 1):
            if position:
                seat, action = self.log[position - 1]
                state = self.game.apply(state, action, seat)
            if position % CHECKPOINT == 0:
                self._checkpoints.append(state)
            number = self.game.progress(state).round
            if number is not None and (not rounds or rounds[-1].number != number):
                rounds.append(RoundStart(number, position))
        self.rounds = tuple(rounds)

    # ---- where we are ---------------------------------------------------------------------
    @property
    def length(self) -> int:
        """The last position: the number of actions in the game."""
        return len(self.log)

    @property
    def at_end(self) -> bool:
        return self.position == self.length

    @property
    def has_rounds(self) -> bool:
        return len(self.rounds) > 0

    def round_at(self, position: int) -> int | None:
        """The round that ``position`` belongs to, None in a game without rounds."""
        number = None
        for start in self.rounds:
            if start.position > position:
                break
            number = start.number
        return number

    def last_action(self) -> tuple[Seat, Action] | None:
        """The action that led to this position (None at the deal)."""
        return self.log[self.position - 1] if self.position else None

    # ---- moving ---------------------------------------------------------------------------
    def state_at(self, position: int) -> Any:
        """The state after ``position`` actions (clamped to the game), replayed from the
        nearest checkpoint before it."""
        position = max(0, min(position, self.length))
        base = position // CHECKPOINT
        state = self._checkpoints[base]
        for seat, action in self.log[base * CHECKPOINT : position]:
            state = self.game.apply(state, action, seat)
        return state

    def go(self, position: int) -> None:
        position = max(0, min(position, self.length))
        if position == self.position + 1:
            seat, action = self.log[self.position]
            self.state = self.game.apply(self.state, action, seat)
        elif position != self.position:
            self.state = self.state_at(position)
        self.position = position

    def forward(self) -> None:
        self.go(self.position + 1)

    def back(self) -> None:
        self.go(self.position - 1)

    def to_round(self, number: int) -> None:
        """To the first position of round ``number`` (unchanged if the game has no such)."""
        for start in self.rounds:
            if start.number == number:
                self.go(start.position)
                return

    def next_round(self) -> None:
        later = [s.position for s in self.rounds if s.position > self.position]
        self.go(later[0] if later else self.length)

    def previous_round(self) -> None:
        """To the start of this round; from its start, to the start of the one before."""
        earlier = [s.position for s in self.rounds if s.position < self.position]
        self.go(earlier[-1] if earlier else 0)

    # ---- what is seen -----------------------------------------------------------------------
    def view(self, seat: Seat | None) -> View:
        seen: View = self.game.view(self.state, seat)
        return seen

    def open_view(self) -> View:
        """Every card open: only at the end (the engine refuses an unfinished game)."""
        return self.game.open_view(self.state)
