"""The running scores of a game as a line chart: on the end screen and on the scoreboard.

The numbers are the engine's: the match's action log is walked once through the engine's own
``apply`` and the game's ``standing`` read at every position (``ScoreTrack``), so the page
decides no rule and ``standing`` gives only what every seat may see. During a game the walk is
kept for the match on the table and extended with the new positions only when the scoreboard
opens again (an undo walks again from the last kept state before the cut). A game with enough
rounds gets one point per round (the standing once the round is scored; the round in play only
once its scores are in, so it never reads as a round finished with nothing gained); the
others, and a game that ended after a round or two, get at most ``MAX_POINTS`` evenly spaced
moves, the deal and the last move included. Pure Python, imported only when the
scoreboard opens or a game has ended (not at boot).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Action, Game, Seat
from kartentisch.ui.render import svg_chart
from kartentisch.ui.render.components import button_row, close_button, dialog_head
from kartentisch.ui.render.html import esc, tag
from kartentisch.ui.render.i18n import t
from kartentisch.ui.render.svg_chart import ChartWords, Series
from kartentisch.ui.replays.replay import CHECKPOINT, RoundStart

CHART_ID = "end-chart"
BOARD_CHART_ID = "scores-chart"
BOARD_DIALOG_ID = "dlg-scores"
MAX_POINTS = 25
"""Points of a chart over the moves: enough to show the course, few enough to read on a phone."""
MIN_ROUNDS = 3
"""Fewer rounds than this (10 Gebote has two) say too little: the chart follows the moves."""

ROUND = "round"
MOVE = "move"


@dataclass(frozen=True)
class ScorePoint:
    """The standing per seat after round ``number`` (``ROUND``) or ``number`` moves (``MOVE``)."""

    kind: str
    number: int
    values: tuple[float, ...]


def spaced_positions(length: int, most: int = MAX_POINTS) -> list[int]:
    """At most ``most`` positions from 0 to ``length``, both ends included, evenly apart."""
    if length + 1 <= most:
        return list(range(length + 1))
    return sorted({round(i * length / (most - 1)) for i in range(most)})


class ScoreTrack:
    """The standing and the round at every position of one match, walked once.

    ``extend`` brings it up to the match's log: only the new actions are applied. A log that
    no longer starts with the walked one (an undo) is walked again from the last kept state
    (every ``CHECKPOINT``-th position) before the first difference.
    """

    def __init__(self, match: Match) -> None:
        self.game: Game[Any, Any] = match.game
        self.identity = _identity(match)
        first = Match.start(match.game, match.players, match.seed, match.options)
        self.log: list[tuple[Seat, Action]] = []
        self.standings: list[tuple[float, ...] | None] = []
        self.rounds: list[RoundStart] = []
        self._checkpoints: list[Any] = []
        self._state: Any = first.state
        self._note(first.state)
        self.extend(match)

    @property
    def length(self) -> int:
        return len(self.log)

    def _note(self, state: Any) -> None:
        """Record the position just reached (``len(self.log)``)."""
        position = len(self.log)
        if position % CHECKPOINT == 0:
            self._checkpoints.append(state)
        standing = self.game.standing(state)
        self.standings.append(None if standing is None else tuple(standing))
        number = self.game.progress(state).round
        if number is not None and (not self.rounds or self.rounds[-1].number != number):
            self.rounds.append(RoundStart(number, position))

    def _cut(self, position: int) -> None:
        """Forget every position after ``position`` (the state goes back to it)."""
        base = position // CHECKPOINT
        state = self._checkpoints[base]
        for seat, action in self.log[base * CHECKPOINT : position]:
            state = self.game.apply(state, action, seat)
        del self.log[position:]
        del self.standings[position + 1 :]
        del self._checkpoints[base + 1 :]
        self.rounds = [r for r in self.rounds if r.position <= position]
        self._state = state

    def extend(self, match: Match) -> None:
        """Walk on to the end of ``match.log`` (the same match: same game, seats and seed)."""
        log = match.log
        known = len(self.log)
        if len(log) < known or log[:known] != self.log:
            same = 0
            for mine, theirs in zip(self.log, log, strict=False):
                if mine != theirs:
                    break
                same += 1
            self._cut(same)
        state = self._state
        for seat, action in log[len(self.log) :]:
            state = self.game.apply(state, action, seat)
            self.log.append((seat, action))
            self._note(state)
        self._state = state

    def points(self) -> list[ScorePoint]:
        """The series of standings (empty when the game keeps no running score)."""
        if self.standings[0] is None:
            return []

        def at(position: int) -> tuple[float, ...]:
            values = self.standings[position]
            assert values is not None
            return values

        if len(self.rounds) >= MIN_ROUNDS:
            ends = [later.position for later in self.rounds[1:]] + [self.length]
            points = [
                ScorePoint(ROUND, start.number, at(end))
                for start, end in zip(self.rounds, ends, strict=True)
            ]
            current = self.rounds[-1]
            if not self.game.is_over(self._state) and at(current.position) == at(self.length):
                # the round in play has scored nothing yet: a point for it would read as a
                # finished round with nothing gained; it comes once its scores are in
                points.pop()
            return points
        return [ScorePoint(MOVE, p, at(p)) for p in spaced_positions(self.length)]


def _identity(match: Match) -> tuple[Any, ...]:
    """What makes two matches the same game from the deal: the log may differ after it."""
    options = tuple(sorted((k, repr(v)) for k, v in match.options.items()))
    return (id(match), match.game.info.id, match.seed, match.players, options)


def track_of(match: Match, kept: ScoreTrack | None) -> ScoreTrack:
    """``kept`` (the walk the table holds for its match) extended to ``match``'s log, or a new
    walk when it is of another match."""
    if kept is None or kept.identity != _identity(match):
        return ScoreTrack(match)
    kept.extend(match)
    return kept


def running_scores(match: Match, kept: ScoreTrack | None = None) -> list[ScorePoint]:
    """The series of standings for a match (empty when its game keeps no running score)."""
    return track_of(match, kept).points()


def chart(
    match: Match,
    lang: str,
    chart_id: str = CHART_ID,
    in_play: bool = False,
    kept: ScoreTrack | None = None,
) -> str:
    """The chart's HTML (a labelled SVG figure with its numbers as a table), or "" when there
    is nothing to draw. ``in_play``: the game goes on (the words say so, the table shows).
    ``kept``: the match's walk so far, extended here (a new walk without it)."""
    points = running_scores(match, kept)
    if len(points) < 2:
        return ""
    return _drawn(match, points, lang, chart_id, in_play)


def _drawn(
    match: Match, points: Sequence[ScorePoint], lang: str, chart_id: str, in_play: bool
) -> str:
    measure = match.game.info.score_measure
    by_round = points[0].kind == ROUND
    series = [
        Series(player.name, [point.values[seat] for point in points])
        for seat, player in enumerate(match.players)
    ]
    summary = "chart.scores.by_round" if by_round else "chart.scores.by_move"
    words = ChartWords(
        title=t(lang, f"chart.scores.{measure}"),
        summary=t(lang, summary + ("_now" if in_play else "")),
        table=t(lang, "stats.chart.table"),
        category=t(lang, "chart.scores.round" if by_round else "chart.scores.move"),
    )
    labels = [str(point.number) for point in points]
    return svg_chart.line_chart(chart_id, labels, series, words, table_open=in_play)


def board_body(match: Match, lang: str, kept: ScoreTrack | None = None) -> str:
    """What the scoreboard shows below its heading: the chart so far, or a line saying there
    is nothing to draw yet. Drawn again while the board is open and the game goes on."""
    figure = chart(match, lang, BOARD_CHART_ID, in_play=not match.is_over(), kept=kept)
    return figure or tag("p", esc(t(lang, "scores.none")), class_="scores-none")


def board(match: Match, lang: str, kept: ScoreTrack | None = None, body: str | None = None) -> str:
    """The scoreboard dialog's content: its heading, the running scores so far (or a line
    saying there is nothing to draw yet) and a close button. ``body``: ``board_body``'s
    result when the caller already has it."""
    if body is None:
        body = board_body(match, lang, kept)
    return (
        dialog_head(t(lang, "scores.title"), "scores-title", BOARD_DIALOG_ID, t(lang, "close"))
        + tag("div", body, class_="scores-body", id="scores-body")
        + button_row(close_button(t(lang, "close"), BOARD_DIALOG_ID))
    )


_built: tuple[tuple[int, str, int, int, str], str] | None = None


def end_chart(match: Match, lang: str, kept: ScoreTrack | None = None) -> str:
    """``chart``, built once per finished game and language: the end screen is drawn again
    on every change of the page, and drawing the chart is not free. ``kept``: the walk the
    table kept during the game, so only the last moves are walked."""
    global _built
    key = (id(match), match.game.info.id, match.seed, len(match.log), lang)
    if _built is None or _built[0] != key:
        _built = (key, chart(match, lang, kept=kept))
    return _built[1]
