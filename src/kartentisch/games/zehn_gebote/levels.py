"""10 Gebote's bot levels by name, all from ``bots``. Only the game object asks here."""

from __future__ import annotations

from kartentisch.engine.protocol import Bot
from kartentisch.games.zehn_gebote.bots import LEVELS as SLIPS
from kartentisch.games.zehn_gebote.bots import ZehnGeboteBot
from kartentisch.games.zehn_gebote.view import ZehnGeboteView

LEVELS = tuple(SLIPS)
"""In the lobby's order, weakest first."""
HINT_LEVEL = "hard"
"""The level whose choice the hint button shows."""


def make_bot(level: str) -> Bot[ZehnGeboteView]:
    return ZehnGeboteBot(SLIPS[level])
