"""The list of games the lobby and the CLI offer. Games add themselves in ``kartentisch.games``."""

from __future__ import annotations

from typing import Any

from kartentisch.engine.errors import UnknownGameError
from kartentisch.engine.protocol import Game

_GAMES: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> Game[Any]:
    if game.info.id in _GAMES and _GAMES[game.info.id] is not game:
        raise ValueError(f"game id {game.info.id!r} registered twice")
    _GAMES[game.info.id] = game
    return game


def _load() -> None:
    import kartentisch.games  # noqa: F401  (importing registers every game)


def get(game_id: str) -> Game[Any]:
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGameError(game_id) from None


def all_games(include_hidden: bool = False) -> list[Game[Any]]:
    """Games in lobby order (the order ``kartentisch.games`` registers them)."""
    _load()
    return [g for g in _GAMES.values() if include_hidden or not g.info.hidden]
