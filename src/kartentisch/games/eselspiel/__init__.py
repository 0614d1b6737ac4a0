"""Das lustige Eselspiel: turn cards, place them one up or down, and don't be the donkey."""

from __future__ import annotations

from kartentisch.games.eselspiel.game import GAME

__all__ = ["GAME"]
