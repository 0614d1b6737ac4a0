"""The demo's bot levels by name, all from ``bots``. Only the game object asks here."""

from __future__ import annotations

from kartentisch.engine.protocol import Bot
from kartentisch.games.demo.bots import DemoBot
from kartentisch.games.demo.view import DemoView

LEVELS = ("random", "greedy")
"""Weakest first."""
HINT_LEVEL = "greedy"
"""The level whose choice the hint button shows."""


def make_bot(level: str) -> Bot[DemoView]:
    return DemoBot(greedy=level == "greedy")
