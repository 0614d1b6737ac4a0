"""Zehn's table: ``Renderer`` is what ``ui.tables.renderer_for`` makes for each match."""

from kartentisch.ui.tables.zehn.table import ZehnRenderer as Renderer

__all__ = ["Renderer"]
