"""The table in the page: a match put on it, played by the person at the device, saved after
each change, followed when another window moves on, and left for the lobby.

The match itself lives in a ``TableHost`` (pure logic); ``table_paint`` draws it after each
change and the bots' loop plays the bots' turns.
"""

from __future__ import annotations

import secrets
import traceback
from collections.abc import Callable
from typing import Any

from kartentisch.engine.match import Match
from kartentisch.link.remote_match import RemoteMatch
from kartentisch.link.seat_door import Doors
from kartentisch.ui.records.storage import PROGRESS_PREFIX, SAVE_PREFIX
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part
from kartentisch.ui.shell.together_host import DOORS_KEY
from kartentisch.ui.table.coach import Coach
from kartentisch.ui.table.frame import Outcome
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for


class TableScreen(Part):
    host: TableHost | None = None
    generation = 0
    """Raised whenever the table changes hands (new game, lobby), so stale bot loops stop."""
    end_hidden = False
    log_open = False
    start_clicked_at: float | None = None
    guest = False
    """The table is a guest's: the game runs on the host's device (nothing saved here)."""

    def paint(self) -> None:
        self.app.painter.paint()

    # ---- a match on the table -------------------------------------------------------
    def open_match(
        self,
        match: Match,
        replace: bool = True,
        coach: Coach | None = None,
        doors: Doors | None = None,
    ) -> None:
        """Put ``match`` on the table. ``replace``: it was started or imported on purpose and
        may take the place of a save another window wrote. ``coach``: a guided first game.
        ``doors``: the seats of a new game played on other devices."""
        page, storage = self.page, self.page.storage
        self.generation += 1
        self.guest = False
        dom.by_id("table-screen").dataset.guest = "0"
        try:
            renderer = renderer_for(match.game.info.id)
        except Exception:
            page.internal_error()
            return
        self.host = TableHost(
            match, renderer, page.lang, page.settings.for_table(dom.prefers_reduced_motion())
        )
        # a game that keeps no running score has no scoreboard
        self.frame_table(scores=match.game.standing(match.state) is not None)
        self.host.coach = coach
        together = self.app.together_host
        if replace:
            together.begin(self.host, doors)
            storage.claim_bots(page.window_id)
            storage.save_match(match, replace=True)
            storage.keep_table_ui(match.game.info.id, {**self.host.kept(), **together.kept()})
        else:
            # the person's arrangement of the table (a hand's order) as they left it, how
            # far the coach of a guided game had come, and the seats on other devices
            kept = storage.table_ui(match.game.info.id)
            renderer.restore(kept)
            self.host.restore(kept)
            again = Doors.from_json(kept.get(DOORS_KEY), len(match.players))
            together.begin(self.host, again)
            # Just read from the store: writing it back could only put an older copy over
            # a move another window made in between.
            storage.set_active(match.game.info.id)
        self.show_table()
        page.notice_storage()
        self.app.bots.schedule()
        if self.start_clicked_at is not None:
            started = self.start_clicked_at
            self.start_clicked_at = None

            def painted(_: Any = None) -> None:
                page.timings["start_to_table_ms"] = round(dom.now_ms() - started, 1)

            dom.next_frame(painted)

    def open_guest(self, match: RemoteMatch) -> None:
        """A guest's table: the host's game as this seat sees it (``ui.shell.together_guest``)."""
        page = self.page
        self.generation += 1
        renderer = renderer_for(match.game.info.id)
        others = [seat for seat in range(len(match.players)) if seat != match.seat]
        settings = page.settings.for_table(dom.prefers_reduced_motion())
        self.host = TableHost(match, renderer, page.lang, settings, others)
        self.host.runs_game = False
        self.guest = True
        dom.by_id("table-screen").dataset.guest = "1"
        self.frame_table(scores=False)
        self.show_table()

    def frame_table(self, scores: bool) -> None:
        """The bar and the title for the match just put on the table."""
        assert self.host is not None
        self.end_hidden = False
        dom.by_id("btn-end").hidden = True
        dom.by_id("btn-scores").hidden = not scores
        self.set_title()
        dom.by_id("table").dataset.game = self.host.match.game.info.id

    def show_table(self) -> None:
        self.app.focus.dialog_opener = None
        self.page.show_screen("table")
        self.page.back.table_opened()
        self.paint()
        if self.app.focus.key() is None:
            # from the lobby or the new-game form (its button is hidden now): without this the
            # next Tab would start at the top of the page
            self.app.focus.prompt()

    def after_link_change(self) -> None:
        """A seat on another device came or went: the caption and the bots may go on."""
        self.paint()
        self.app.bots.schedule()

    def set_title(self) -> None:
        if self.host is not None:
            info = self.host.match.game.info
            dom.by_id("table-title").textContent = info.name(self.page.lang)

    def resume(self, game_id: str, announce_errors: bool = True) -> bool:
        page = self.page
        outcome = page.storage.load_match(game_id)
        if outcome.error_key is not None:
            if announce_errors:
                page.show_message(
                    page.t("save.title"), [page.t(outcome.error_key), page.t("save.fresh")]
                )
            self.app.lobby.render()
            return False
        if outcome.match is None:
            return False
        page.storage.claim_bots(page.window_id)
        self.open_match(outcome.match, replace=False)
        return True

    def play_again(self) -> None:
        if self.host is None or self.guest:
            return
        match = self.host.match
        self.start_clicked_at = dom.now_ms()
        try:
            fresh = Match.start(match.game, match.players, secrets.randbelow(2**53), match.options)
        except Exception:
            self.page.internal_error()
            return
        self.page.storage.discard_match(match.game.info.id)
        self.open_match(fresh)

    def leave(self, by_back_button: bool = False) -> None:
        """Go to the lobby. ``by_back_button``: the browser already left the table's entry."""
        page = self.page
        if not by_back_button:
            page.back.table_left()
        self.generation += 1
        if self.guest:
            self.guest = False
            self.host = None
            self.app.together_guest.leave()
            return
        self.app.together_host.close_all()
        if self.host is not None and self.host.match.is_over():
            page.storage.discard_match(self.host.match.game.info.id)
        self.host = None
        page.storage.set_active(None)
        page.notice_storage()
        self.app.lobby.render()
        page.show_screen("lobby")
        first = dom.query("#games button:not([disabled])")
        if first is not None:
            first.focus()

    # ---- other windows --------------------------------------------------------------
    def in_step(self) -> bool:
        """True when this window's table is the stored game, so it may take input or let a
        bot act. Otherwise another window has moved on: follow it first, and drop the input."""
        host = self.host
        if host is None or self.guest or not self.page.storage.is_stale(host.match.game.info.id):
            return True
        self.follow_other_window()
        return False

    def follow_other_window(self) -> None:
        host, page = self.host, self.page
        if host is None:
            return
        game_id = host.match.game.info.id
        outcome = page.storage.load_match(game_id)
        if outcome.match is not None:
            self.open_match(outcome.match, replace=False)
            page.toast(page.t("sync.reloaded"))
            return
        # Not leave(): that would discard the save and the active marker, which now
        # belong to the other window.
        page.back.table_left()
        self.generation += 1
        self.host = None
        self.app.lobby.render()
        page.show_screen("lobby")
        page.toast(page.t("sync.gone" if outcome.error_key is None else outcome.error_key))

    def on_storage(self, event: Any) -> None:
        """Another window wrote to the store (the browser tells every other window)."""
        key = event.key
        if key is not None and str(key).startswith(PROGRESS_PREFIX):
            # written right after the save: the lobby's line about it may say more now
            if self.host is None and self.page.screen() == "lobby":
                self.app.lobby.render()
            return
        if key is not None and not str(key).startswith(SAVE_PREFIX):
            return
        if self.host is not None:
            self.in_step()
        elif self.page.screen() == "lobby":
            self.app.lobby.render()

    def on_focus(self, _: Any = None) -> None:
        """A person looks at this window again: it plays the bots from now on."""
        if dom.document.visibilityState != "visible" or self.host is None:
            return
        if self.in_step():
            self.page.storage.claim_bots(self.page.window_id)
            self.app.bots.schedule()

    def persist(self, match: Match) -> None:
        """Save after a move; a refusal because another window moved on means follow it.
        Guests on other devices then see the table again."""
        if self.guest:
            return
        self.app.together_host.changed()
        storage = self.page.storage
        if not storage.save_match(match) and storage.is_stale(match.game.info.id):
            self.follow_other_window()
        elif match.is_over():
            guided = self.host is not None and self.host.coach is not None
            self.app.statistics.record(match, guided)
            self.app.replays.keep(match)
        self.page.notice_storage()

    # ---- input ----------------------------------------------------------------------
    def after(self, outcome: Outcome) -> None:
        """Show what one input or bot step did, save it, render, and let bots go on."""
        if outcome.changed and self.host is not None:
            self.persist(self.host.match)
        if self.host is not None and not self.guest:
            # a sorted or reordered hand changes no move, and a reload must keep it too
            kept = {**self.host.renderer.kept(), **self.host.kept()}
            kept.update(self.app.together_host.kept())
            self.page.storage.keep_table_ui(self.host.match.game.info.id, kept)
        self.paint()
        # after the paint: a message the table now shows in a panel is not repeated
        if outcome.error_key:
            self.page.toast(outcome.error_text or self.page.t(outcome.error_key), "error")
        for text in outcome.toasts:
            self.page.toast(text)
        if outcome.toasts:
            dom.play_sound("news")  # a slip, a penalty, news the table announces
        self.app.bots.schedule()

    def guarded(self, step: Callable[[TableHost], Outcome]) -> None:
        host = self.host
        if host is None or not self.in_step():
            return
        self.page.storage.claim_bots(self.page.window_id)
        try:
            outcome = step(host)
        except Exception:
            dom.console_warn(traceback.format_exc())
            outcome = Outcome(error_key="error.internal")
        self.after(outcome)

    def play_action(self, action: str) -> None:
        """An engine action from the person at the device (a click, or the test hook)."""
        self.guarded(lambda host: host.play(action))

    def undo(self) -> None:
        """Take back the person's last action (and the bots' after it), when the engine
        allows it; the statistics then mark the game."""
        host = self.host
        if host is None:
            return
        if not host.can_undo():
            refusal = host.undo_refusal()
            if refusal is not None:
                # the button is shown but refused: it says why instead of doing nothing
                self.page.toast(self.page.t("table.undo_refused." + refusal), "warn")
            return
        self.guarded(lambda table: table.undo())
        if self.host is host:
            self.page.toast(self.page.t("table.undone"))

    def confirm_pass(self) -> None:
        """The next person took the device (pass-and-play): their hand may show now."""
        if self.host is None or not self.in_step():
            return
        self.page.storage.claim_bots(self.page.window_id)
        self.host.confirm_pass()
        self.paint()
        self.app.focus.prompt()
        self.app.bots.schedule()

    # ---- the frame around the table -------------------------------------------------
    def toggle_log(self, open_: bool | None = None) -> None:
        self.log_open = (not self.log_open) if open_ is None else open_
        dom.show(dom.by_id("log-panel"), self.log_open)
        dom.by_id("btn-log").setAttribute("aria-expanded", "true" if self.log_open else "false")
        dom.by_id("table-screen").dataset.log = "1" if self.log_open else "0"

    def coach_next(self) -> None:
        """ "Weiter" under the coach's lesson (or its summary)."""
        self.guarded(lambda host: host.coach_next())

    def hint(self) -> None:
        """The hint button: the move the hard level would make, marked, and why."""
        self.guarded(lambda host: host.hint())

    def dismiss_recap(self) -> None:
        """One tap puts the recap away; the line under the caption shows the last move
        again, and the focus goes to the table (the button it was on is gone)."""
        if self.host is None:
            return
        self.host.dismiss_recap()
        self.app.painter.toggle_strip(False)
        self.paint()
        self.app.focus.prompt()

    def hide_results(self) -> None:
        self.end_hidden = True
        self.paint()
        shown_again = dom.by_id("btn-end")
        shown_again.hidden = False
        # the pressed button went with the results: the one that brings them back
        self.app.focus.element(shown_again)

    def show_results(self) -> None:
        self.end_hidden = False
        dom.by_id("btn-end").hidden = True
        self.paint()
