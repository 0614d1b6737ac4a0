"""The demo's actions, ``play 4`` and ``draw``: made and read here only, so the rules, the bots
and the table spell them one way."""

from __future__ import annotations

from kartentisch.engine.protocol import Action

PLAY = "play"
DRAW = "draw"


def play(card: str) -> Action:
    return f"{PLAY} {card}"


def card_of(action: Action) -> str | None:
    """The card a ``play`` action names; None for ``draw``."""
    verb, _, card = action.partition(" ")
    return card if verb == PLAY else None
