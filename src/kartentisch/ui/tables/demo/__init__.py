"""the demo game's table: ``Renderer`` is what ``ui.tables.renderer_for`` makes for each match."""

from kartentisch.ui.tables.demo.table import DemoRenderer as Renderer

__all__ = ["Renderer"]
