"""The games the lobby and the CLI offer, read from the one list in ``kartentisch.games``.

The registry imports the games on first use; the games never import the registry, so there
is no import cycle and a game cannot register itself anywhere else.
"""

from __future__ import annotations

import importlib
from typing import Any

from kartentisch import games
from kartentisch.engine.errors import UnknownGameError
from kartentisch.engine.protocol import Game

_GAMES: dict[str, Game[Any, Any]] = {}


def _load() -> dict[str, Game[Any, Any]]:
    if not _GAMES:
        for package in games.GAMES:
            game: Game[Any, Any] = importlib.import_module(f"kartentisch.games.{package}").GAME
            if game.info.id != package.replace("_", "-") or game.info.id in _GAMES:
                raise ValueError(f"game package {package!r} has the id {game.info.id!r}")
            _GAMES[game.info.id] = game
    return _GAMES


def get(game_id: str) -> Game[Any, Any]:
    try:
        return _load()[game_id]
    except KeyError:
        raise UnknownGameError(game_id) from None


def all_games(include_hidden: bool = False) -> list[Game[Any, Any]]:
    """Games in lobby order."""
    return [g for g in _load().values() if include_hidden or not g.info.hidden]


def load_commands() -> None:
    """Import each game's optional ``commands`` module, which adds subcommands to the CLI."""
    for package in games.GAMES:
        name = f"kartentisch.games.{package}.commands"
        try:
            importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
