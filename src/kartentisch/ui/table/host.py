"""The table host's logic, free of the browser: who sees what, playing actions, bot turns.

The shell's table screen (``ui.shell.table_screen``) owns the page and calls this class;
everything that decides what the table shows (pass screen or table, whose view, the caption,
the end screen) and how input becomes an action lives here, so it is tested on CPython with
the real engine and renderers.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

from kartentisch.engine.errors import IllegalActionError, NotYourTurnError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Action, Advice, Seat, View
from kartentisch.engine.views import Event
from kartentisch.ui.render.i18n import Translator
from kartentisch.ui.table import fresh_events, narration, pace, seating
from kartentisch.ui.table.coach import Coach, CoachLine
from kartentisch.ui.table.frame import EndRow, EndTexts, Frame, Outcome
from kartentisch.ui.table.heard import Heard
from kartentisch.ui.table.table_api import BaseRenderer, TableContext, TableRenderer

COACH_KEY = "coach"
"""The coach's progress in what the host keeps beside the save (``kept``)."""
HINT_KEY = "hint"
"""Where the asked-for hint waits in ``ui`` (cleared, like any local state, by every move)."""


class TableHost:
    def __init__(
        self,
        match: Match,
        renderer: TableRenderer[Any],
        lang: str = "de",
        settings: dict[str, Any] | None = None,
        elsewhere: Collection[Seat] = (),
    ) -> None:
        self.match = match
        self.renderer = renderer
        self.lang = lang
        self.settings: dict[str, Any] = dict(settings or {})
        self.ui: dict[str, Any] = {}
        self.keep: dict[str, Any] = {}
        """``TableContext.keep``: renderer state for this match, never cleared."""
        self.holder: Seat | None = None
        """The person who confirmed holding the device (pass-and-play)."""
        self.last_said = ""
        """The line under the caption when the last bot step logged no event (a game without
        sentences); else it is made from the step's events at each paint, in its language."""
        self.hold_forced = False
        """After an undo nothing plays itself until the person moves (``ui.table.pace``)."""
        self.coach: Coach | None = None
        """The coach of a guided first game (None for any other game)."""
        self.painted_events: int | None = None
        """How many events the game had logged when the table was last painted (None: not
        painted yet); the next paint hands the renderer the ones after."""
        self.elsewhere = frozenset(elsewhere)
        """People's seats played on other devices (``ui.table.seating``): a host's remote
        seats, or on a guest's device every seat but the guest's."""
        self.runs_game = True
        """The game runs on this device (False on a guest's: the host plays the bots and
        has the hints)."""
        self.away: frozenset[Seat] = frozenset()
        """Seats played on other devices whose device is not connected now: the table waits
        for them (the caption says so)."""
        self.score_track: Any = None
        """The running scores walked so far (``ui.render.score_chart.ScoreTrack``, a module loaded
        on demand), kept for this match so the scoreboard walks only the new moves."""
        humans = self.people_here()
        if len(humans) == 1:
            self.holder = humans[0]
        self.heard = Heard(self.total(), humans)
        """The events since the oldest thing still to be told (a recap, the last step)."""

    def total(self) -> int:
        """How many events the game has logged (a spectator's view counts them too)."""
        return fresh_events.total(self.match.view(None))

    # ---- who sees what ----------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [p.name for p in self.match.players]

    def wanted_viewer(self) -> Seat | None:
        if self.match.is_over() and len(self.people_here()) > 1:
            return None
        return seating.viewer(
            self.match.players,
            self.match.current,
            self.match.actors(),
            self.holder,
            self.elsewhere,
        )

    def people_here(self) -> list[Seat]:
        return seating.human_seats(self.match.players, self.elsewhere)

    def needs_pass(self) -> bool:
        return seating.needs_pass_screen(
            self.match.players, self.wanted_viewer(), self.holder, self.elsewhere
        )

    def confirm_pass(self) -> None:
        """The person asked for by the pass screen says they hold the device now."""
        wanted = self.wanted_viewer()
        if wanted is not None:
            self.holder = wanted
            self.ui.clear()

    def legal_for(self, seat: Seat | None) -> list[Action]:
        if seat is None or self.match.is_over():
            return []
        if seat not in self.match.actors():
            return []
        return self.match.legal(seat)

    def context(self, seat: Seat | None, fresh: list[Event] | None = None) -> TableContext:
        return TableContext(
            seat=seat,
            lang=self.lang,
            names=self.names,
            legal=self.legal_for(seat),
            bots=[p.bot for p in self.match.players],
            settings=self.settings,
            ui=self.ui,
            keep=self.keep,
            fresh=fresh or [],
        )

    def shown_seat(self) -> Seat | None:
        """The seat whose view is on screen now (never a seat hidden by a pass screen)."""
        return None if self.needs_pass() else self.wanted_viewer()

    def frame(self) -> Frame:
        t = Translator(self.lang)
        if self.needs_pass():
            wanted = self.wanted_viewer()
            assert wanted is not None
            return Frame("pass", None, pass_name=self.names[wanted], recap=self.recap_for(wanted))
        seat = self.wanted_viewer()
        view = self.match.view(seat)
        ctx = self.context(seat, fresh_events.since(view, self.painted_events))
        html = self.renderer.render(view, ctx)
        self.painted_events = fresh_events.total(view)
        log = self.renderer.log_lines(view, ctx)
        over = self.match.is_over()
        current = self.match.current
        your_turn = bool(ctx.legal) and current == seat
        own = "" if over else self.renderer.caption(view, ctx)
        if over:
            caption = t("table.over")
        elif own:
            caption = own
        elif your_turn and len(self.people_here()) == 1:
            # the one person at the device is "du": their name (maybe the form's German
            # default "Spieler 1") would read as somebody else's
            caption = t("table.you_play")
        elif current is not None and current in self.away:
            caption = t("together.waiting", name=self.names[current])
        elif current is not None:
            key = "table.your_turn" if your_turn else "table.turn"
            caption = t(key, name=self.names[current])
        else:
            caption = ""
        last_move = "" if over else self.step_said(seat)
        recap = self.recap_for(seat) if your_turn and seat is not None else []
        coach = self.coach_line(view, seat, your_turn, ctx.legal)
        advice = self.ui.get(HINT_KEY)
        hint = ""
        if isinstance(advice, Advice) and seat is not None:
            hint = self.match.game.why(advice, self.names, self.lang, seat)
        return Frame(
            "table",
            seat,
            html=html,
            log=log,
            caption=caption,
            last_move=last_move,
            over=over,
            your_turn=your_turn,
            own_caption=bool(own),
            recap=recap,
            coach=coach,
            coach_done=self.coach is not None and self.coach.done,
            hint_offered=self.hint_available(ctx.legal),
            hint=hint,
            hint_action=advice.action if isinstance(advice, Advice) and hint else "",
            hint_cards=[str(v) for k, v in advice.facts.items() if k.startswith("card")]
            if isinstance(advice, Advice) and hint
            else [],
        )

    # ---- the coach of a guided game ---------------------------------------------------
    def coach_line(
        self, view: View, seat: Seat | None, your_turn: bool, legal: list[Action]
    ) -> CoachLine | None:
        coach = self.coach
        if coach is not None and not coach.done and self.match.is_over():
            coach.game_over()
        if coach is None or seat != coach.seat or not (your_turn or coach.done):
            return None
        return coach.line(
            self.match.game,
            view,
            legal,
            lambda: self.match.advice(coach.seat),
            self.names,
            self.lang,
        )

    def coach_next(self) -> Outcome:
        """ "Weiter" under a lesson (or the summary): the coach goes on."""
        if self.coach is None:
            return Outcome()
        self.coach.next()
        return Outcome(changed=True)

    def kept(self) -> dict[str, Any]:
        """What the host keeps beside the save: the coach's progress."""
        return {} if self.coach is None else {COACH_KEY: self.coach.to_json()}

    def restore(self, kept: dict[str, Any]) -> None:
        self.coach = Coach.from_json(kept.get(COACH_KEY), self.match.game.info.id, self.match.seed)

    # ---- the hint ---------------------------------------------------------------------
    def hint_available(self, legal: list[Action] | None = None) -> bool:
        """A person playing against bots may ask what the hard level would do, on their turn
        (``legal``: what they may do, when the caller has it already)."""
        seat = self.shown_seat()
        players = self.match.players
        if seat is None or players[seat].bot is not None or self.match.is_over():
            return False
        if legal is None:
            legal = self.legal_for(seat)
        if all(p.bot is None for p in players) or not legal or not self.runs_game:
            return False
        return self.match.game.adviser() is not None

    def hint(self) -> Outcome:
        """Ask the hint level for the person's move; the game counts it (statistics)."""
        if not self.hint_available():
            return Outcome()
        seat = self.shown_seat()
        assert seat is not None
        advice = self.match.advice(seat)
        if advice is None:
            return Outcome()
        self.ui[HINT_KEY] = advice
        self.match.hints += 1
        return Outcome(changed=True)

    # ---- what happened ----------------------------------------------------------------
    def step_said(self, seat: Seat | None) -> str:
        """The line under the caption: the last bot step in the log's sentences."""
        events = self.heard.step_events()
        said = narration.step_line(self.match.game, events, self.names, self.lang, seat)
        return said or self.last_said

    def recap_for(self, seat: Seat) -> list[narration.Line]:
        """What ``seat`` (a person) missed since they last acted or put the recap away."""
        mark = self.heard.marks.get(seat)
        if mark is None:
            return []
        t = Translator(self.lang)
        return narration.recap(
            self.match.game,
            self.heard.since(mark),
            self.names,
            self.lang,
            seat,
            lambda n: t("table.recap_more", n=n),
        )

    def dismiss_recap(self) -> None:
        """The person put the recap away: it tells only what comes after."""
        seat = self.shown_seat()
        if seat is not None:
            self.heard.acted(seat)

    # ---- input ------------------------------------------------------------------------
    def play(self, action: Action, seat: Seat | None = None) -> Outcome:
        """Play ``action`` for ``seat`` (default: the person at the device)."""
        if seat is not None and seat in self.elsewhere:
            # a person on another device: said under the caption like a bot's move
            start = self.heard.end
            outcome = self._apply(action, seat)
            if outcome.changed:
                self.heard.last_step = (start, self.heard.end)
            return outcome
        if self.needs_pass():
            return Outcome(error_key="error.not_your_turn")
        acting = self.wanted_viewer() if seat is None else seat
        if acting is None:
            return Outcome(error_key="error.not_your_turn")
        return self._apply(action, acting)

    def followed(self, before: View) -> None:
        """The game moved on on another device (a guest's news from the host): hear what
        happened, say it under the caption, and drop a stale selection."""
        after = self.match.view(self.shown_seat())
        events = fresh_events.between(before, after)
        if fresh_events.total(after) == fresh_events.total(before) and not events:
            return
        start = self.heard.end
        self.heard.hear(events, fresh_events.total(after))
        self.heard.last_step = (start, self.heard.end)
        self.last_said = ""
        self.ui.clear()

    def _apply(self, action: Action, acting: Seat) -> Outcome:
        shown = self.shown_seat()
        before = self.match.view(shown)
        try:
            self.match.play(action, acting)
        except NotYourTurnError:
            return Outcome(error_key="error.not_your_turn")
        except IllegalActionError as error:
            return Outcome(error_key="error.illegal", error_text=error.messages.get(self.lang, ""))
        self.heard.last_step = None
        self.last_said = ""
        self.ui.clear()
        after = self.match.view(shown)
        self.heard.hear(fresh_events.between(before, after), fresh_events.total(after))
        self.heard.acted(acting)
        self.hold_forced = False
        if self.coach is not None and acting == self.coach.seat:
            self.coach.moved(action, self.match.is_over())
        return Outcome(changed=True, toasts=self._announce(before, after, shown))

    def _announce(self, before: View, after: View, seat: Seat | None) -> list[str]:
        if self.needs_pass() and seat is not None and self.wanted_viewer() != seat:
            return []
        ctx = self.context(seat, fresh_events.between(before, after))
        return [str(x) for x in self.renderer.announce(before, after, ctx)]

    def _maybe_play(self, action: Action | None) -> Outcome:
        if action is None:
            return Outcome()
        return self.play(action)

    def on_ui(self, command: str) -> Outcome:
        seat = self.shown_seat()
        view = self.match.view(seat)
        action = self.renderer.on_ui(command, view, self.context(seat))
        outcome = self._maybe_play(action)
        if action is None:
            outcome.changed = False
        return outcome

    def on_drop(self, drag: str, drop: str) -> Outcome:
        seat = self.shown_seat()
        action = self.renderer.on_drop(drag, drop, self.match.view(seat), self.context(seat))
        return self._maybe_play(action)

    def on_key(self, key: str) -> Outcome:
        seat = self.shown_seat()
        action = self.renderer.on_key(key, self.match.view(seat), self.context(seat))
        return self._maybe_play(action)

    # ---- undo -------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """The person alone with bots may take their last action back (the engine decides)."""
        return self.match.can_undo()

    def undo_refusal(self) -> str | None:
        """Why the person's last action cannot be taken back (a key of the engine's
        ``UndoRefusal``), or None when it can or there is nothing to ask about."""
        return self.match.undo_refusal()

    def undo(self) -> Outcome:
        """Take back the person's last action and the bots' after it."""
        if not self.can_undo():
            return Outcome()
        self.match.undo()
        self.last_said = ""
        self.ui.clear()
        # the position comes back as it was: nothing on it is new, nothing to animate
        total = fresh_events.total(self.match.view(self.shown_seat()))
        self.painted_events = total
        self.heard.undone(total)
        self.hold_forced = True
        return Outcome(changed=True)

    # ---- bots -------------------------------------------------------------------------
    def forced_step(self) -> Outcome:
        """Play the person's move that has no choice (the pace setting), if there is one."""
        action = pace.forced_move(self)
        return Outcome() if action is None else self.play(action)

    def moves_by_itself(self) -> bool:
        """A bot or a forced move of the person's is next: the bot loop goes on."""
        return self.bot_seat() is not None or pace.forced_move(self) is not None

    def bot_seat(self) -> Seat | None:
        if self.match.is_over() or not self.runs_game:
            return None
        return seating.bot_to_act(self.match.players, self.match.current)

    def bot_step(self) -> Outcome:
        """Let the bot whose turn it is take one action; the caption says what it did."""
        seat = self.bot_seat()
        if seat is None:
            return Outcome()
        action = self.match.bot_choice(seat)
        shown = self.shown_seat()
        view = self.match.view(shown)
        start = fresh_events.total(view)
        text = self.renderer.describe_action(action, view, self.context(shown))
        outcome = self._apply(action, seat)
        if outcome.changed:
            name = self.names[seat]
            # a game whose sentence names the player already ("Otto passt") is not prefixed
            # with the name again ("Otto: Otto passt")
            named = text.startswith(name + " ")
            self.last_said = (
                text if named else Translator(self.lang)("table.bot_acts", name=name, action=text)
            )
            self.heard.last_step = (start, self.heard.end)
            outcome.caption = self.step_said(shown)
        return outcome

    # ---- the end ----------------------------------------------------------------------
    def end_rows(self) -> list[EndRow]:
        result = self.match.result()
        rows = [
            EndRow(result.ranks[seat], seat, self.names[seat], result.scores[seat])
            for seat in range(len(self.names))
        ]
        return sorted(rows, key=lambda r: (r.rank, r.seat))

    def end_texts(self) -> EndTexts:
        """The score heading and end note from the renderer (the defaults in ``BaseRenderer``
        for a renderer that does not inherit it)."""
        seat = self.shown_seat()
        view = self.match.view(seat)
        ctx = self.context(seat)
        fallback: BaseRenderer[Any] = BaseRenderer()
        label_hook = getattr(self.renderer, "result_label", None) or fallback.result_label
        note_hook = getattr(self.renderer, "end_note", None) or fallback.end_note
        label = str(label_hook(view, ctx) or "") or fallback.result_label(view, ctx)
        return EndTexts(label, str(note_hook(view, ctx) or ""))

    def test_state(self) -> dict[str, Any]:
        """For browser tests: the game, whose turn, what the seat at the device may do."""
        seat = self.shown_seat()
        return {
            "game": self.match.game.info.id,
            "current": self.match.current,
            "viewer": seat,
            "pass": self.needs_pass(),
            "legal": self.legal_for(seat),
            "over": self.match.is_over(),
            "moves": self.match.moves,
            "undo": self.can_undo(),
            "undos": self.match.undos,
            "hints": self.match.hints,
            "hint_action": advice.action
            if isinstance(advice := self.ui.get(HINT_KEY), Advice)
            else "",
            "view": self.match.view(seat),
        }
