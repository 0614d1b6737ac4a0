"""Fünf Kronen's table: ``Renderer`` is what ``ui.tables.renderer_for`` makes for each match."""

from kartentisch.ui.tables.fuenf_kronen.table import FuenfKronenRenderer as Renderer

__all__ = ["Renderer"]
