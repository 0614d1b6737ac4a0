"""The games of the app, in lobby order: the one list that the lobby, the CLI, saves, tests
and benchmarks read.

It sits above the engine and the games: the engine knows a game only as the object it is
handed (``Match.start(game, …)``; a save finds its game through a lookup it is given, usually
``get``), and a game never knows the list it is on. Adding a game is a folder in ``games/``
and one line here. A game's id is its package name with ``-`` for ``_``; the package also
holds its words (``texts/``) and, optionally, command-line subcommands (``commands.py``).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from kartentisch.engine.errors import UnknownGameError
from kartentisch.engine.protocol import Game
from kartentisch.games import demo, eselspiel, fuenf_kronen, zehn, zehn_gebote

if TYPE_CHECKING:  # the page imports the catalogue, never the command line's argparse
    from kartentisch.engine.commands import Command

GAMES: tuple[Game[Any, Any], ...] = (
    fuenf_kronen.GAME,
    eselspiel.GAME,
    zehn.GAME,
    zehn_gebote.GAME,
    demo.GAME,
)
"""Lobby order. The protocol demo is hidden (``GameInfo.hidden``): tests use it, players
never see it."""

GAMES_PACKAGE = "kartentisch.games"

_BY_ID: dict[str, Game[Any, Any]] = {game.info.id: game for game in GAMES}


def get(game_id: str) -> Game[Any, Any]:
    """The game with this id; ``UnknownGameError`` for any other text (saves and links hand
    in ids from outside)."""
    try:
        return _BY_ID[game_id]
    except (KeyError, TypeError):
        raise UnknownGameError(str(game_id)) from None


def all_games(include_hidden: bool = False) -> list[Game[Any, Any]]:
    """Games in lobby order."""
    return [game for game in GAMES if include_hidden or not game.info.hidden]


def ids(include_hidden: bool = False) -> list[str]:
    """Game ids in lobby order."""
    return [game.info.id for game in all_games(include_hidden)]


def package_name(game_id: str) -> str:
    """The last part of a game's package name (``fuenf_kronen``): the namespace of its words."""
    return game_id.replace("-", "_")


def package(game_id: str) -> str:
    """A game's full package name, where its words, rules and commands live."""
    return f"{GAMES_PACKAGE}.{package_name(game_id)}"


def game_commands() -> dict[str, Command]:
    """The subcommands the games add to the CLI: each game's optional ``commands`` module
    names them in its ``COMMANDS``."""
    found: dict[str, Command] = {}
    for game in GAMES:
        name = f"{package(game.info.id)}.commands"
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            continue
        found.update(module.COMMANDS)
    return found


def _check() -> None:
    for game in GAMES:
        module = type(game).__module__
        if module.partition(".games.")[2].split(".")[0] != package_name(game.info.id):
            raise ValueError(f"game {game.info.id!r} is defined in {module!r}")
    if len(_BY_ID) != len(GAMES):
        raise ValueError("two games share an id")


_check()
