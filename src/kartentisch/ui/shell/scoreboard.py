"""The running scores in the page: the scoreboard dialog, kept up to date while the bots play on
behind it, and the chart under the results.

``ui.render.score_chart`` loads when the scoreboard opens or a game ends, never at start.
"""

from __future__ import annotations

import traceback
from typing import Any

from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part
from kartentisch.ui.table.host import TableHost


class Scoreboard(Part):
    html = ""
    """The open scoreboard's chart as last drawn (it is drawn again only when it changes)."""

    def open(self) -> None:
        """The scoreboard: the running scores so far as a chart with its table, for every
        game alike (the walk of the log is kept per match and only extended on each open)."""
        host = self.app.table.host
        if host is None:
            return
        from kartentisch.ui.render import score_chart

        lang = self.page.lang
        try:
            track = self.track(host)
            self.html = score_chart.board_body(host.match, lang, track)
            html = score_chart.board(host.match, lang, track, body=self.html)
        except Exception:
            self.page.internal_error()
            return
        self.page.open_dialog(score_chart.BOARD_DIALOG_ID, html)
        dom.by_id("scores-body").scrollTop = 0

    def refresh(self, host: TableHost) -> None:
        """An open scoreboard follows the game: the bots play on behind it. Only its chart is
        drawn again, and only when it changed; the focus on its table's toggle stays."""
        from kartentisch.ui.render import score_chart

        body = dom.by_id("scores-body")
        if body is None:
            return
        try:
            html = score_chart.board_body(host.match, self.page.lang, self.track(host))
        except Exception:
            dom.console_warn(traceback.format_exc())
            return
        if html == self.html:
            return
        self.html = html
        had_focus = bool(body.contains(dom.document.activeElement))
        dom.set_html(body, html)
        toggle = body.querySelector("summary")
        if had_focus and toggle is not None:
            toggle.focus()

    @staticmethod
    def track(host: TableHost) -> Any:
        """The walk of the running scores the table keeps for its match, brought up to date
        (``ui.render.score_chart.ScoreTrack``; a new one for a new match)."""
        from kartentisch.ui.render import score_chart

        host.score_track = score_chart.track_of(host.match, host.score_track)
        return host.score_track

    def end_chart(self, host: TableHost) -> str:
        """The running scores for the end screen; their module loads when a game has ended."""
        if not host.runs_game:
            return ""  # a guest's device has no moves to walk
        from kartentisch.ui.render import score_chart

        try:
            return score_chart.end_chart(host.match, self.page.lang, self.track(host))
        except Exception:
            dom.console_warn(traceback.format_exc())
            return ""
