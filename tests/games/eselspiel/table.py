"""Helpers that let tests set up a table the way one would describe it.

Draw piles are written top first ("7 3" turns the 7 first); discard and middle piles are
written bottom first, top last ("5 8" shows the 8), the way they grow.
"""

from __future__ import annotations

from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.eselspiel import GAME, rules
from kartentisch.games.eselspiel.state import EselEvent, EselspielState

NAMES = ["Anna", "Ben", "Cem", "Dora", "Ede", "Fee", "Gus", "Hal"]


def cards(text: str) -> list[int]:
    """``"1 2 .. 6"`` is a middle pile counted up from 1 to 6."""
    words = text.split()
    if ".." in words:
        at = words.index("..")
        low, high = int(words[at - 1]), int(words[at + 1])
        return (
            [int(c) for c in words[: at - 1]]
            + list(range(low, high + 1))
            + [int(c) for c in words[at + 2 :]]
        )
    return [int(c) for c in words]


def table(
    *draws: str,
    discards: list[str] | None = None,
    middle: list[str] | None = None,
    turn: int = 0,
    round_limit: int = 100,
    both_ways: bool = False,
) -> EselspielState:
    n = len(draws)
    return EselspielState(
        names=NAMES[:n],
        rng=Rng(1),
        draws=[list(reversed(cards(d))) for d in draws],
        discards=[cards(d) for d in (discards or [""] * n)],
        middle=[cards(m) for m in (middle or [])],
        aside=[],
        round_limit=round_limit,
        middle_both_ways=both_ways,
        turn=turn,
    )


def play(state: EselspielState, *actions: str) -> EselspielState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


def must(state: EselspielState) -> list[str]:
    """Where the card in play must go, as the active seat's view lets the rules tell it."""
    return rules.fits_seen(GAME.view(state, state.turn)).allowed


def draw_pile(state: EselspielState, seat: int) -> str:
    """Top first, as written in ``table``."""
    return " ".join(str(c) for c in reversed(state.draws[seat]))


def discard_pile(state: EselspielState, seat: int) -> str:
    return " ".join(str(c) for c in state.discards[seat])


def last_event(state: EselspielState, kind: str) -> EselEvent:
    return next(e for e in reversed(state.events) if e["kind"] == kind)


def players(n: int, bot: str | None = None) -> list[PlayerSpec]:
    return [PlayerSpec(NAMES[i], bot) for i in range(n)]
