"""One renderer module a game: ``kartentisch.ui.tables.<game_id with _>`` exposing ``RENDERER``."""

from __future__ import annotations

import importlib

from kartentisch.ui.table_api import TableRenderer


def renderer_for(game_id: str) -> TableRenderer:
    module = importlib.import_module(f"kartentisch.ui.tables.{game_id.replace('-', '_')}")
    renderer: TableRenderer = module.RENDERER
    return renderer
