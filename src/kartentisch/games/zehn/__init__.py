"""Zehn ("10" by Hans van Tol): reach 10 with one or two cards, bid chips for better cards.

The lowest total takes the round's penalty cards, the highest total takes the pot.
"""

from __future__ import annotations

from kartentisch.games.zehn.game import GAME, Zehn

__all__ = ["GAME", "Zehn"]
