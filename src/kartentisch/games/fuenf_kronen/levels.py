"""Fünf Kronen's bot levels by name: the ordinary ones from ``bots``, the expert from
``expert``. Only the game object asks here, so no level module imports another's factory."""

from __future__ import annotations

from kartentisch.engine.protocol import Bot
from kartentisch.games.fuenf_kronen.bots import EasyBot, SolverBot
from kartentisch.games.fuenf_kronen.expert import ExpertBot, ExpertSettings, page_budget
from kartentisch.games.fuenf_kronen.view import FuenfKronenView

LEVELS = ("easy", "medium", "hard", "expert")
"""In the lobby's order, weakest first."""
HINT_LEVEL = "hard"
"""The level whose choice the hint button shows."""


def make_bot(level: str) -> Bot[FuenfKronenView]:
    if level == "easy":
        return EasyBot()
    if level == "medium":
        return SolverBot(hard=False)
    if level == "hard":
        return SolverBot(hard=True)
    if level == "expert":
        return ExpertBot(ExpertSettings(budget_s=page_budget()))
    raise ValueError(f"unknown bot level {level!r}")
