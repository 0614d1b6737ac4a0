"""Painting the table: the renderer's frame put into the page after each change, with the pass
screen, the log, the caption, the results and the scoreboard kept in step, and the focus found
again on the control it was on (or the first one of a new prompt).
"""

from __future__ import annotations

from typing import Any

from kartentisch.engine.match import Match
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part
from kartentisch.ui.table import first_press, table_view
from kartentisch.ui.table.host import TableHost

QUIET_REFUSALS = frozenset({"no_undo", "game_over"})
"""Refusals the undo button does not show for: a game without undo, a game that is over."""


class TablePaint(Part):
    end_html = ""
    """The results as last painted."""
    painted_round: tuple[int, int | None] | None = None
    """(the match, its round) of the last paint: a paint in another one shows no changes."""

    def set_inert(self, inert: bool) -> None:
        """While the pass screen shows, nothing behind it can be reached by keyboard."""
        for element in dom.document.querySelectorAll(
            "#table-screen .table-bar, #table-screen .table-wrap"
        ):
            element.inert = inert

    def flip_ms(self) -> int:
        """How long cards glide between paints (0: no animation, or flip.js missing)."""
        ms = self.page.settings.animation_ms(dom.prefers_reduced_motion())
        if ms <= 0 or dom.nn(getattr(dom.window, "ktFlip", None)) is None:
            return 0
        return ms

    def new_round(self, match: Match) -> bool:
        """Whether this paint begins a round (or another game) since the last: a new deal
        changes every place at once, and lighting them all up would only look like the seat to
        move."""
        try:
            place = (id(match), match.progress().round)
        except Exception:
            return False
        new = self.painted_round is not None and place != self.painted_round
        self.painted_round = place
        return new

    def paint_undo(self, host: TableHost, on_table: bool) -> None:
        """The undo button: shown while the person alone with bots may take their last action
        back, and shown refused (dimmed, saying why on a tap and to a screen reader) when the
        engine says why not, so the person learns the rule instead of missing a button."""
        undo = dom.by_id("btn-undo")
        if undo is None:
            return
        can = on_table and host.can_undo()
        refusal = None if can or not on_table else host.undo_refusal()
        shown = can or (refusal is not None and refusal not in QUIET_REFUSALS)
        undo.hidden = not shown
        if can or refusal is None:
            undo.removeAttribute("aria-disabled")
            undo.removeAttribute("title")
            undo.removeAttribute("aria-description")
        else:
            why = self.page.t("table.undo_refused." + refusal)
            undo.setAttribute("aria-disabled", "true")
            undo.setAttribute("title", why)
            undo.setAttribute("aria-description", why)

    coach_opened = False
    """The last paint opened the strip for a lesson of the coach."""
    strip_html = ""
    """The line under the caption as last painted: an unchanged line is not written again,
    so a screen reader does not read it twice and an open strip stays as it is."""

    def paint_strip(self, html: str) -> None:
        if html != self.strip_html or dom.by_id("last-move").innerHTML == "":
            dom.set_html(dom.by_id("last-move"), html)
            self.strip_html = html
        opener = dom.by_id("strip-open")
        if opener is not None:
            # nothing to open: no tab stop that reads nothing
            opener.hidden = html == ""

    def toggle_strip(self, open_: bool | None = None) -> None:
        """Open the line under the caption in full over the table (a long message, the whole
        recap), or close it again."""
        strip = dom.query("#table-screen .table-strip")
        if strip is None:
            return
        now = dom.attr(strip, "data-open") == "1" if open_ is None else not open_
        strip.setAttribute("data-open", "0" if now else "1")
        opener = dom.by_id("strip-open")
        if opener is not None:
            opener.setAttribute("aria-expanded", "false" if now else "true")

    def mark(self, table: Any, action: str, cards: list[str], attribute: str) -> None:
        """Ring the one control a suggested move starts with (the hint's ``data-hinted``, the
        coach's ``data-coach-target``), as ``first_press.pick`` chooses it."""
        if not action:
            return
        elements = [
            e
            for e in dom.query_all("[data-action], [data-ui], [data-leads]", table)
            if not e.disabled
        ]
        controls = [
            first_press.Control(
                dom.attr(e, "data-action") or "",
                dom.attr(e, "data-ui") or "",
                dom.attr(e, "data-leads") or "",
                dom.attr(e, "data-card") or "",
            )
            for e in elements
        ]
        chosen = first_press.pick(controls, action, cards)
        if chosen is not None:
            elements[chosen].setAttribute(attribute, "1")

    def paint_hint(self, offered: bool) -> None:
        """The hint button: there while a person against bots may act."""
        button = dom.by_id("btn-hint")
        if button is not None:
            button.hidden = not offered

    def paint(self) -> None:
        table_screen, focus_of, page = self.app.table, self.app.focus, self.page
        host = table_screen.host
        if host is None:
            return
        window, lang = dom.window, page.lang
        started = dom.now_ms()
        focus = focus_of.key()
        screen = dom.by_id("table-screen")
        was_turn = dom.attr(screen, "data-turn") == "you"
        try:
            frame = host.frame()
        except Exception:
            page.internal_error()
            return
        table = dom.by_id("table")
        passing = dom.by_id("pass-screen")
        end = dom.by_id("end-screen")
        if frame.kind == "pass":
            flights = dom.nn(getattr(window, "ktFlip", None))
            if flights is not None:
                flights.land()  # no card of the last player flies over the pass screen
            dom.set_html(table, "")
            dom.set_html(dom.by_id("log"), "")
            dom.by_id("caption").textContent = ""
            dom.set_html(dom.by_id("last-move"), "")
            dom.set_html(passing, table_view.pass_screen(frame.pass_name, lang, frame.recap))
            dom.show(passing, True)
            dom.show(end, False)
            screen.dataset.passing = "1"
            self.set_inert(True)
            button = dom.by_id("pass-confirm")
            if button is not None:
                button.focus()
        else:
            screen.dataset.passing = "0"
            self.set_inert(False)
            dom.show(passing, False)
            flip = self.flip_ms()
            fresh_round = self.new_round(host.match)
            if flip:
                window.ktFlip.capture("table")
            dom.set_html(table, frame.html)
            if flip:
                window.ktFlip.play("table", flip, fresh_round)
            dom.set_html(dom.by_id("log"), table_view.log_items(frame.log, lang))
            log_box = dom.by_id("log")
            log_box.scrollTop = log_box.scrollHeight
            caption = dom.by_id("caption")
            if frame.own_caption and caption.textContent != frame.caption:
                page.clear_toasts()  # a message about the round before is stale now
            caption.textContent = frame.caption
            coached = frame.coach
            self.paint_strip(
                table_view.strip(frame.last_move, frame.recap, lang, frame.hint, coached)
            )
            self.mark(table, frame.hint_action, frame.hint_cards, "data-hinted")
            if coached is not None:
                # a lesson opens the strip (it takes its own room above the table); a
                # pointer is a line
                self.toggle_strip(coached.next)
                self.mark(table, coached.target, list(coached.cards), "data-coach-target")
            elif self.coach_opened or self.strip_html == "":
                # the coach's summary put away, or nothing left to say: no box stays open
                self.toggle_strip(False)
            self.coach_opened = coached is not None and coached.next
            if frame.coach_done:
                table.setAttribute("data-coach-done", "1")
            else:
                table.removeAttribute("data-coach-done")
            screen.dataset.turn = "you" if frame.your_turn else "wait"
            if fresh_round:
                dom.play_sound("round")
            elif frame.your_turn and not was_turn:
                dom.play_sound("turn")
            table.dataset.viewer = "" if frame.viewer is None else str(frame.viewer)
            if frame.over and not table_screen.end_hidden:
                appears = bool(end.hidden)
                rows, texts = host.end_rows(), host.end_texts()
                chart = self.app.scoreboard.end_chart(host)
                here = host.people_here()
                you = here[0] if len(here) == 1 else None
                results = table_view.end_screen(rows, lang, texts, chart, you)
                if appears or results != self.end_html:
                    # unchanged results keep their buttons, and so the focus on one of them
                    dom.set_html(end, results)
                    self.end_html = results
                dom.show(end, True)
                again = dom.by_id("end-again")
                if again is not None and (appears or focus is None):
                    # the results take the focus when they appear (else it stayed on the
                    # table behind them, and Tab went on through the finished table)
                    focus_of.element(again)
                    focus = None
            else:
                dom.show(end, False)
            if not focus_of.table_dialog(focus):
                focus_of.restore(focus, turn_began=frame.your_turn and not was_turn)
        screen.dataset.over = "1" if frame.over else "0"
        if page.dialog_open("dlg-scores"):
            self.app.scoreboard.refresh(host)
        self.paint_undo(host, frame.kind == "table")
        self.paint_hint(frame.kind == "table" and frame.hint_offered)
        renders = page.timings["renders_ms"]
        renders.append(round(dom.now_ms() - started, 2))
        del renders[:-200]
