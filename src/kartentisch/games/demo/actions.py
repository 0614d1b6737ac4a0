"""The demo's actions, ``play 4`` and ``draw``: made by these constructors and read by
``parse``, so the rules, the bots and the table spell them one way."""

from __future__ import annotations

from dataclasses import dataclass

from kartentisch.engine.protocol import Action

PLAY = "play"
DRAW = "draw"


@dataclass(frozen=True)
class Parsed:
    verb: str
    card: str | None
    """The card played; None for ``draw``."""


def play(card: str) -> Action:
    return f"{PLAY} {card}"


def parse(action: Action) -> Parsed:
    """An action's parts; a ``ValueError`` for any other text."""
    verb, _, card = action.partition(" ")
    if verb == PLAY and card:
        return Parsed(PLAY, card)
    if action == DRAW:
        return Parsed(DRAW, None)
    raise ValueError(f"not a demo action: {action!r}")
