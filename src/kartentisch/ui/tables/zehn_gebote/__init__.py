"""10 Gebote's table: ``Renderer`` is what ``ui.tables.renderer_for`` makes for each match."""

from kartentisch.ui.tables.zehn_gebote.table import ZehnGeboteRenderer as Renderer

__all__ = ["Renderer"]
