"""Fünf Kronen (Five Crowns): eleven rounds of rummy with a wild rank that changes each round.

Public API: ``GAME`` (the rules), the card notation in ``cards`` and the meld solver in
``solver`` (``best_melds``, ``can_go_out``, ``best_discard``).
"""

from __future__ import annotations

from kartentisch.games.fuenf_kronen.game import GAME, FuenfKronen

__all__ = ["GAME", "FuenfKronen"]
