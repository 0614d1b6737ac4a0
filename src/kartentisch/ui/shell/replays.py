"""The replays in the page: a finished game kept, and the replays' screen opened and driven.

``ui.replays.replay_screen`` draws and steps; it is made when first used (its modules load on
demand) and handed this page's DOM access, so it needs no browser import of its own.
"""

from __future__ import annotations

import traceback
from typing import Any

from kartentisch.engine.match import Match
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part


class Replays(Part):
    screen_made: Any = None
    """The replays' screen (``replay_screen.ReplayScreen``), made when first opened."""

    def keep(self, match: Match) -> None:
        """A game ended: keep it for replays (once; a reload shows it again)."""
        from kartentisch.ui.records import kept_games

        try:
            kept_games.keep(self.page.storage, match)
        except Exception:
            dom.console_warn(traceback.format_exc())

    def screen(self) -> Any:
        if self.screen_made is None:
            from kartentisch.ui.replays.replay_screen import ReplayScreen

            self.screen_made = ReplayScreen(self.page, dom)
        return self.screen_made

    def on_command(self, command: str) -> None:
        host = self.app.table.host
        try:
            if command == "replays":
                self.screen().open_list()
            elif command == "replay-last" and host is not None:
                self.screen().show(host.match, from_list=False)
            else:
                self.screen().command(command)
        except Exception:
            self.page.internal_error()
