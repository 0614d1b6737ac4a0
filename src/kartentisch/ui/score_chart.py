"""The running scores of a finished game as a line chart, for the end screen.

The numbers are the engine's: the match's action log is replayed (``ui.replay``) and the
game's ``standing`` read at a few positions, so the page decides no rule. A game with enough
rounds gets one point per round (the standing once the round is scored); the others, and a
game that ended after a round or two, get at most ``MAX_POINTS`` evenly spaced moves, the
deal and the end included. Pure Python, imported only when a game has ended (not at boot).
"""

from __future__ import annotations

from dataclasses import dataclass

from kartentisch.engine.match import Match
from kartentisch.ui import svg_chart
from kartentisch.ui.i18n import t
from kartentisch.ui.replay import Replay
from kartentisch.ui.svg_chart import ChartWords, Series

CHART_ID = "end-chart"
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


def running_scores(match: Match) -> list[ScorePoint]:
    """The series of standings for a match (empty when its game keeps no running score)."""
    replay = Replay(match)
    game = replay.game

    def standing_at(position: int) -> tuple[float, ...] | None:
        return game.standing(replay.state_at(position))

    if standing_at(0) is None:
        return []
    points: list[ScorePoint] = []
    rounds = replay.rounds
    if len(rounds) >= MIN_ROUNDS:
        ends = [later.position for later in rounds[1:]] + [replay.length]
        for start, end in zip(rounds, ends, strict=True):
            values = standing_at(end)
            assert values is not None
            points.append(ScorePoint(ROUND, start.number, values))
        return points
    for position in spaced_positions(replay.length):
        values = standing_at(position)
        assert values is not None
        points.append(ScorePoint(MOVE, position, values))
    return points


def chart(match: Match, lang: str) -> str:
    """The chart's HTML (a labelled SVG figure with its numbers as a table), or "" when there
    is nothing to draw."""
    points = running_scores(match)
    if len(points) < 2:
        return ""
    measure = match.game.info.score_measure
    by_round = points[0].kind == ROUND
    series = [
        Series(player.name, [point.values[seat] for point in points])
        for seat, player in enumerate(match.players)
    ]
    words = ChartWords(
        title=t(lang, f"chart.scores.{measure}"),
        summary=t(lang, "chart.scores.by_round" if by_round else "chart.scores.by_move"),
        table=t(lang, "stats.chart.table"),
        category=t(lang, "chart.scores.round" if by_round else "chart.scores.move"),
    )
    labels = [str(point.number) for point in points]
    return svg_chart.line_chart(CHART_ID, labels, series, words)


_built: tuple[tuple[int, str, int, int, str], str] | None = None


def end_chart(match: Match, lang: str) -> str:
    """``chart``, built once per finished game and language: the end screen is drawn again
    on every change of the page, and a replay of the whole log is not free."""
    global _built
    key = (id(match), match.game.info.id, match.seed, len(match.log), lang)
    if _built is None or _built[0] != key:
        _built = (key, chart(match, lang))
    return _built[1]
