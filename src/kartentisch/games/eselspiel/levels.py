"""Eselspiel's bot levels by name, all from ``bots``. Only the game object asks here."""

from __future__ import annotations

from kartentisch.engine.protocol import Bot
from kartentisch.games.eselspiel.bots import LEVELS, EselBot
from kartentisch.games.eselspiel.view import EselspielView

__all__ = ["HINT_LEVEL", "LEVELS", "make_bot"]

HINT_LEVEL = "sharp"
"""The level whose choice the hint button shows: the one that never slips."""


def make_bot(level: str) -> Bot[EselspielView]:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return EselBot(level)
