"""What every part of the page starts from: the app that composed it and the page it draws on.

The app builds each part (the lobby, the table's screen, the statistics …) and hands itself in,
so the parts reach each other through it instead of importing each other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kartentisch.ui.shell.app import App


class Part:
    """A part of the page; its own state starts at the class's defaults."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.page = app.page
