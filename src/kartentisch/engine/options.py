"""Game options checked in one place, for the new-game form, saves and the command line.

A game's defaults say which options exist and of which JSON type each is; a whole number may
also have a range in ``GameInfo.option_ranges``. Options come from outside the engine (a form,
an imported file, a command line), so a game never sees one it did not declare or one it
cannot use: a round limit of -5 or 10**100 is refused here instead of misbehaving later.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kartentisch.engine.errors import InvalidOptionError
from kartentisch.engine.protocol import GameInfo

DEFAULT_INT_RANGE = (0, 1_000_000)
"""For a whole-number option whose game declares no range of its own."""


def option_range(info: GameInfo, key: str) -> tuple[int, int]:
    low, high = info.option_ranges.get(key, DEFAULT_INT_RANGE)
    return low, high


def check_option(info: GameInfo, key: str, value: Any) -> Any:
    """``value`` if it is a valid value of option ``key``; raises ``InvalidOptionError``."""
    if key not in info.default_options:
        raise InvalidOptionError(key, "unknown")
    default = info.default_options[key]
    if isinstance(default, bool):
        if not isinstance(value, bool):
            raise InvalidOptionError(key, "not true or false")
        return value
    if isinstance(default, int):
        if not isinstance(value, int) or isinstance(value, bool):
            raise InvalidOptionError(key, "not a whole number")
        low, high = option_range(info, key)
        if not low <= value <= high:
            raise InvalidOptionError(key, f"not between {low} and {high}")
        return value
    if isinstance(default, str):
        if not isinstance(value, str) or len(value) > 100:
            raise InvalidOptionError(key, "not a short text")
        return value
    raise InvalidOptionError(key, "of a type no option has")


def checked_options(info: GameInfo, options: Mapping[str, Any] | None) -> dict[str, Any]:
    """The game's defaults overlaid with ``options``, every one checked."""
    merged = dict(info.default_options)
    for key, value in (options or {}).items():
        merged[key] = check_option(info, key, value)
    return merged
