"""Zehn's bot levels by name: the ordinary ones from ``bots``, the expert from ``expert``.
Only the game object asks here, so no level module imports another's factory."""

from __future__ import annotations

from kartentisch.engine.protocol import Bot
from kartentisch.games.zehn.bots.easy import EasyBot
from kartentisch.games.zehn.bots.hard import HardBot
from kartentisch.games.zehn.bots.medium import MediumBot
from kartentisch.games.zehn.expert import ExpertBot, ExpertSettings, page_budget
from kartentisch.games.zehn.view import ZehnView

LEVELS = ("easy", "medium", "hard", "expert")
"""In the lobby's order, weakest first."""
HINT_LEVEL = "hard"
"""The level whose choice the hint button shows."""


def make_bot(level: str) -> Bot[ZehnView]:
    if level == "easy":
        return EasyBot()
    if level == "medium":
        return MediumBot()
    if level == "hard":
        return HardBot()
    if level == "expert":
        return ExpertBot(ExpertSettings(budget_s=page_budget()))
    raise ValueError(f"unknown Zehn bot level {level!r}")
