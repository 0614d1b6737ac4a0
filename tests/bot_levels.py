"""Which bot level a generic test seats: the strongest one that does not search.

Generic tests (conformance, undo, views, results, prompts) want bots that play well enough to
reach every corner of a game, not the expert levels that look ahead by playing the game on
from samples: a search costs seconds a move and proves nothing a generic test asks. Tests of
the expert itself seat it by name.
"""

from __future__ import annotations

from kartentisch import catalogue

SEARCHING = frozenset({"expert"})
"""Levels that decide by playing sampled games on (Zehn and Fünf Kronen)."""


def strongest_without_search(game_id: str) -> str:
    """The last (strongest) of the game's levels that is not a searching one."""
    levels = [level for level in catalogue.get(game_id).info.bot_levels if level not in SEARCHING]
    return levels[-1]
