"""The game-agnostic core: protocol, seeded RNG, errors, saves, matches.

Nothing under ``engine`` or ``games`` may import browser code: the same modules run the
headless simulations on CPython and the table in the browser.
"""

from kartentisch.engine.errors import (
    IllegalActionError,
    KartentischError,
    NotYourTurnError,
    SaveCorruptError,
    SaveError,
    SaveIncompatibleError,
    SaveOldRulesError,
    SaveTamperedError,
    UnknownGameError,
)
from kartentisch.engine.protocol import Action, Bot, Game, GameInfo, PlayerSpec, Result, Seat, View
from kartentisch.engine.rng import Rng

__all__ = [
    "Action",
    "Bot",
    "Game",
    "GameInfo",
    "IllegalActionError",
    "KartentischError",
    "NotYourTurnError",
    "PlayerSpec",
    "Result",
    "Rng",
    "SaveCorruptError",
    "SaveError",
    "SaveIncompatibleError",
    "SaveOldRulesError",
    "SaveTamperedError",
    "Seat",
    "UnknownGameError",
    "View",
]
