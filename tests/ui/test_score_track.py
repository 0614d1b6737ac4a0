"""The running scores kept during a game: one walk of the log, extended with the new moves only,
giving at every position the same series as a full replay of the log up to it."""

from __future__ import annotations

from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.render import score_chart
from kartentisch.ui.render.score_chart import (
    MIN_ROUNDS,
    MOVE,
    ROUND,
    ScorePoint,
    ScoreTrack,
    spaced_positions,
)
from kartentisch.ui.replays.replay import Replay

GAMES = catalogue.ids()


def fresh(game_id: str, seed: int = 5, seats: int = 3) -> Match:
    level = catalogue.get(game_id).info.bot_levels[0]
    players = [PlayerSpec(f"P{i}", level) for i in range(seats)]
    return Match.start(catalogue.get(game_id), players, seed)


def series_of(game: Any, states: list[Any]) -> list[ScorePoint]:
    """The series as a full replay gives it, from the states of every position up to now."""
    if game.standing(states[0]) is None:
        return []
    starts: list[tuple[int, int]] = []
    for position, state in enumerate(states):
        number = game.progress(state).round
        if number is not None and (not starts or starts[-1][0] != number):
            starts.append((number, position))
    length = len(states) - 1
    if len(starts) >= MIN_ROUNDS:
        ends = [position for _, position in starts[1:]] + [length]
        points = [
            ScorePoint(ROUND, number, tuple(game.standing(states[end])))
            for (number, _), end in zip(starts, ends, strict=True)
        ]
        # the round in play only once it has scored
        in_play = game.standing(states[starts[-1][1]]) == game.standing(states[length])
        if in_play and not game.is_over(states[length]):
            points.pop()
        return points
    return [ScorePoint(MOVE, p, tuple(game.standing(states[p]))) for p in spaced_positions(length)]


def replayed(match: Match) -> list[ScorePoint]:
    """The series the end screen drew before: a replay, ``standing`` read position by position."""
    replay = Replay(match)
    return series_of(replay.game, [replay.state_at(p) for p in range(replay.length + 1)])


@pytest.mark.parametrize("game_id", GAMES)
def test_the_kept_walk_equals_a_full_replay_at_every_position(game_id: str) -> None:
    match = fresh(game_id)
    states = [match.state]
    track = ScoreTrack(match)
    assert track.points() == series_of(match.game, states)
    while not match.is_over():
        match.play(match.bot_choice())
        states.append(match.state)
        track.extend(match)
        assert track.points() == series_of(match.game, states), len(match.log)
    assert track.points() == replayed(match)
    assert track.points()[-1].values == tuple(match.result().scores)


@pytest.mark.parametrize("game_id", GAMES)
def test_an_open_applies_only_the_moves_made_since_the_last(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = fresh(game_id, seed=8)
    for _ in range(20):
        match.play(match.bot_choice())
    track = score_chart.track_of(match, None)
    applied: list[str] = []
    real = match.game.apply

    def counting(state: Any, action: str, seat: int | None = None) -> Any:
        applied.append(action)
        return real(state, action, seat)

    for _ in range(7):
        match.play(match.bot_choice())
    monkeypatch.setattr(match.game, "apply", counting)
    assert score_chart.track_of(match, track) is track
    assert applied == [action for _, action in match.log[20:27]]
    assert score_chart.track_of(match, track) is track and len(applied) == 7
    assert track.points() == replayed(match)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_log_cut_back_and_played_on_differently_is_walked_from_the_cut(game_id: str) -> None:
    match = fresh(game_id, seed=11)
    for _ in range(70):
        if match.is_over():
            break
        match.play(match.bot_choice())
    track = ScoreTrack(match)
    other = fresh(game_id, seed=11)
    for seat, action in match.log[:40]:
        other.play(action, seat)
    other.play(other.legal(other.current or 0)[-1])
    track.extend(other)
    again = ScoreTrack(other)
    assert track.log == again.log
    assert track.standings == again.standings and track.rounds == again.rounds
    assert track.points() == again.points() == replayed(other)


def test_another_match_gets_its_own_walk() -> None:
    first, second = fresh("zehn", seed=1), fresh("zehn", seed=2)
    for match in (first, second):
        match.play(match.bot_choice())
    track = score_chart.track_of(first, None)
    assert score_chart.track_of(second, track) is not track
    assert score_chart.running_scores(first) == replayed(first)


def test_the_scoreboard_shows_the_chart_so_far_with_its_table_open() -> None:
    match = fresh("eselspiel", seed=3)
    empty = score_chart.board(match, "en")
    assert 'id="scores-title"' in empty and "Nothing to draw yet" in empty
    assert 'data-dialog-close="dlg-scores"' in empty
    for _ in range(30):
        match.play(match.bot_choice())
    html = score_chart.board(match, "en")
    assert 'id="scores-chart"' in html and 'role="img"' in html
    assert '<title id="scores-chart-title">Cards in hand over the game</title>' in html
    assert "to now (right)" in html
    assert '<details class="chart-data" open>' in html
    assert html.count('<tr><th scope="row">') == len(score_chart.running_scores(match))
    end = score_chart.chart(match, "en")
    assert 'id="end-chart"' in end and '<details class="chart-data">' in end
