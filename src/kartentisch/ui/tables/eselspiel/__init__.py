"""Eselspiel's table: ``Renderer`` is what ``ui.tables.renderer_for`` makes for each match."""

from kartentisch.ui.tables.eselspiel.table import EselRenderer as Renderer

__all__ = ["Renderer"]
