"""A game played to its end by bot objects, one per seat, each from its own seat's view.

Tests and benchmarks need this loop with bots they build themselves (an expert with fewer
deals, a level beside another), which ``Match`` does not take: it seats bots by level name. One
loop for all of them means every such game draws its bots' randomness the same way (a stream per
seed, seat and step) and checks every action against the legal ones the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from kartentisch.engine.errors import IllegalActionError
from kartentisch.engine.protocol import Action, Bot, Game, View
from kartentisch.engine.rng import Rng

S = TypeVar("S")


@dataclass(frozen=True)
class Turn(Generic[S]):
    """One action: who took it, from what view and choice, and the state it led to."""

    step: int
    seat: int
    view: View
    legal: Sequence[Action]
    action: Action
    after: S
    seconds: float = 0.0
    """How long the bot took to choose, by the ``clock`` handed in (0 without one)."""


def bot_turns(
    game: Game[S, Any],
    state: S,
    bots: Sequence[Bot[Any]],
    seed: int,
    *,
    stream: Callable[[int, int], Rng] | None = None,
    clock: Callable[[], float] | None = None,
) -> Iterator[Turn[S]]:
    """Plays ``state`` on until the game is over; ``bots[seat]`` chooses at each seat's turn
    with its own stream, ``Rng.derive(seed, seat, step)`` unless ``stream(seat, step)`` says
    otherwise (a benchmark keeps the streams its figures were made with). With a ``clock``,
    each turn says how long its choice took. An illegal choice raises."""
    step = 0
    while not game.is_over(state):
        seat = game.current_player(state)
        if seat is None:
            raise RuntimeError("nobody is to act in a game that is not over")
        legal = game.legal_actions(state, seat)
        view = game.view(state, seat)
        rng = Rng.derive(seed, seat, step) if stream is None else stream(seat, step)
        started = clock() if clock else 0.0
        action = bots[seat].choose(view, legal, rng)
        seconds = clock() - started if clock else 0.0
        if action not in legal:
            raise IllegalActionError(action, f"seat {seat} chose it: not one of its legal actions")
        state = game.apply(state, action, seat)
        yield Turn(step, seat, view, legal, action, state, seconds)
        step += 1
