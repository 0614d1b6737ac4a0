"""One folder a game: ``kartentisch.ui.tables.<game_id with _>`` exposing ``Renderer``, the
class; the host makes one for each match, so no table's state outlives its match or is shared
with another. A game's own drawing helpers live in its folder."""

from __future__ import annotations

import importlib
import importlib.util
from typing import Any

from kartentisch.ui.table.table_api import TableRenderer


def module_name(game_id: str) -> str:
    return f"kartentisch.ui.tables.{game_id.replace('-', '_')}"


def has_renderer(game_id: str) -> bool:
    """True when the game's table exists in this build (else the lobby lists it as coming)."""
    try:
        return importlib.util.find_spec(module_name(game_id)) is not None
    except (ImportError, ValueError):
        return False


def renderer_for(game_id: str) -> TableRenderer[Any]:
    """A new renderer for one match of ``game_id``."""
    module = importlib.import_module(module_name(game_id))
    renderer: TableRenderer[Any] = module.Renderer()
    return renderer
