"""Importing this package registers every game, in lobby order.

Each game is a subpackage exposing ``GAME`` (a ``Game`` instance). A subpackage that does not
exist yet is skipped, so the lobby can list it as coming; one that fails to import is an error.
Games may add command-line subcommands in an optional ``commands`` module.
"""

from __future__ import annotations

import importlib

from kartentisch.engine.registry import register
from kartentisch.games.demo import DEMO

LOBBY_ORDER = ("fuenf_kronen", "eselspiel", "zehn", "zehn_gebote")
"""Package names; a game's id is its package name with ``-`` for ``_``."""


def _import_optional(name: str) -> object | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return None
        raise


PRESENT: list[str] = []
"""The packages of ``LOBBY_ORDER`` that exist in this build."""

for _package in LOBBY_ORDER:
    _module = _import_optional(f"kartentisch.games.{_package}")
    if _module is not None:
        register(getattr(_module, "GAME"))  # noqa: B009  (a module attribute, checked at run time)
        PRESENT.append(_package)
register(DEMO)


def load_commands() -> None:
    """Import each game's ``commands`` module so it can add subcommands to the CLI."""
    for package in PRESENT:
        _import_optional(f"kartentisch.games.{package}.commands")
