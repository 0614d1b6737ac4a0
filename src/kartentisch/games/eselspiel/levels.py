"""Eselspiel's bot levels by name, all from ``bots``. Only the game object asks here."""

from __future__ import annotations

from kartentisch.engine.protocol import Bot
from kartentisch.games.eselspiel.bots import LEVELS, EselBot
from kartentisch.games.eselspiel.view import EselView

__all__ = ["LEVELS", "make_bot"]


def make_bot(level: str) -> Bot[EselView]:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return EselBot(level)
