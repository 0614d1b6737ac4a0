"""A game in progress: the rules, the seats, the seed, the state and the action log.

The UI, the CLI and the save format all go through this one class, so "what happened" is
recorded the same way everywhere: a list of ``(seat, action)`` pairs that replays exactly.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kartentisch.engine import registry
from kartentisch.engine.options import checked_options
from kartentisch.engine.protocol import Action, Game, PlayerSpec, Progress, Result, Seat
from kartentisch.engine.rng import Rng


@dataclass
class Match:
    game: Game[Any, Any]
    options: dict[str, Any]
    players: tuple[PlayerSpec, ...]
    seed: int
    state: Any
    log: list[tuple[Seat, Action]] = field(default_factory=list)

    @classmethod
    def start(
        cls,
        game_id: str,
        players: Sequence[PlayerSpec],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> Match:
        game = registry.get(game_id)
        opts = checked_options(game.info, options)
        state = game.new_game(opts, tuple(players), seed)
        return cls(game, opts, tuple(players), seed, state)

    # ---- queries ------------------------------------------------------------------------
    @property
    def current(self) -> Seat | None:
        return self.game.current_player(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

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

    def is_bot(self, seat: Seat) -> bool:
        return self.players[seat].bot is not None

    # ---- changes ------------------------------------------------------------------------
    def play(self, action: Action, seat: Seat | None = None) -> None:
        """Apply and record; on an illegal action nothing changes and the error propagates."""
        acting = self.current if seat is None else seat
        self.state = self.game.apply(self.state, action, acting)
        assert acting is not None
        self.log.append((acting, action))

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
