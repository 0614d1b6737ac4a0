"""The running scores on the end screen: a series read from the engine by replaying the log,
drawn as a labelled chart with its numbers as a table."""

from __future__ import annotations

import itertools
import re
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.render import score_chart
from kartentisch.ui.render.score_chart import (
    MAX_POINTS,
    MOVE,
    ROUND,
    running_scores,
    spaced_positions,
)
from kartentisch.ui.table import table_view
from kartentisch.ui.table.frame import EndRow


def finished(game_id: str, names: list[str], seed: int = 9) -> Match:
    level = catalogue.get(game_id).info.bot_levels[0]
    match = Match.start(catalogue.get(game_id), [PlayerSpec(name, level) for name in names], seed)
    while not match.is_over():
        match.play(match.bot_choice())
    return match


@pytest.fixture(scope="module")
def matches() -> dict[str, Match]:
    names = ["Ada", "<b>Bo</b>", "Cem"]
    return {g: finished(g, names) for g in catalogue.ids()}


def test_spaced_positions_keep_both_ends_and_a_bound() -> None:
    assert spaced_positions(3) == [0, 1, 2, 3]
    for length in (24, 25, 100, 1234):
        got = spaced_positions(length)
        assert got[0] == 0 and got[-1] == length
        assert len(got) <= MAX_POINTS and got == sorted(set(got))
        gaps = {b - a for a, b in itertools.pairwise(got)}
        assert max(gaps) - min(gaps) <= 1, "evenly apart"


def test_fuenf_kronen_gives_the_cumulative_points_after_each_round(
    matches: dict[str, Match],
) -> None:
    match = matches["fuenf-kronen"]
    points = running_scores(match)
    rounds = match.result().details["rounds"]
    assert [p.kind for p in points] == [ROUND] * len(rounds)
    assert [p.number for p in points] == list(range(1, len(rounds) + 1))
    running = [0.0, 0.0, 0.0]
    for point, scored in zip(points, rounds, strict=True):
        running = [a + b for a, b in zip(running, scored, strict=True)]
        assert point.values == tuple(running)
    assert points[-1].values == match.result().scores


def test_zehn_ends_on_its_final_scores_round_by_round(matches: dict[str, Match]) -> None:
    match = matches["zehn"]
    points = running_scores(match)
    assert {p.kind for p in points} == {ROUND}
    assert len(points) == match.result().details["rounds"]
    assert points[-1].values == match.result().scores


@pytest.mark.parametrize("game_id", ["eselspiel", "zehn-gebote"])
def test_games_with_few_or_no_rounds_follow_the_moves(
    matches: dict[str, Match], game_id: str
) -> None:
    match = matches[game_id]
    points = running_scores(match)
    assert {p.kind for p in points} == {MOVE}
    assert 2 <= len(points) <= MAX_POINTS
    assert points[0].number == 0 and points[-1].number == len(match.log)
    assert points[-1].values == match.result().scores
    first = match.game.standing(
        Match.start(catalogue.get(game_id), match.players, match.seed).state
    )
    assert points[0].values == first


def test_the_chart_is_labelled_has_a_text_alternative_and_escapes_names(
    matches: dict[str, Match],
) -> None:
    html = score_chart.chart(matches["eselspiel"], "en")
    assert 'id="end-chart"' in html and 'role="img"' in html
    assert '<title id="end-chart-title">Cards in hand over the game</title>' in html
    assert 'aria-describedby="end-chart-desc"' in html
    assert "<details" in html and "<table>" in html and ">Move</th>" in html
    assert "<b>Bo</b>" not in html and "&lt;b&gt;Bo&lt;/b&gt;" in html
    rows = re.findall(r"<tr><th scope=\"row\">", html)
    assert len(rows) == len(running_scores(matches["eselspiel"]))
    fk = score_chart.chart(matches["fuenf-kronen"], "de")
    assert "Punkte im Lauf des Spiels" in fk and ">Runde</th>" in fk


def test_the_end_chart_is_built_once_per_game_and_language(
    matches: dict[str, Match], monkeypatch: pytest.MonkeyPatch
) -> None:
    built: list[str] = []
    real = score_chart.chart

    def counting(match: Match, lang: str, **kwargs: Any) -> str:
        built.append(lang)
        return real(match, lang, **kwargs)

    monkeypatch.setattr(score_chart, "chart", counting)
    match = matches["zehn"]
    first = score_chart.end_chart(match, "nl")
    assert score_chart.end_chart(match, "nl") == first
    assert built == ["nl"]
    score_chart.end_chart(match, "en")
    assert built == ["nl", "en"]


def test_the_end_screen_shows_the_chart_under_the_results(matches: dict[str, Match]) -> None:
    rows = [EndRow(seat=0, name="Ada", score=3, rank=1)]
    plain = table_view.end_screen(rows, "de")
    assert "end-chart" not in plain
    chart = score_chart.chart(matches["zehn"], "de")
    html = table_view.end_screen(rows, "de", chart=chart)
    assert chart in html and html.index("results") < html.index('class="end-chart"')
    assert html.index('class="end-chart"') < html.index('id="end-again"')


def test_the_round_in_play_is_plotted_only_once_it_has_scored() -> None:
    """Mid-round the last point would repeat the standing before the round, reading as a
    round finished with nothing gained: it is left out until the round's scores are in."""
    level = catalogue.get("fuenf-kronen").info.bot_levels[0]
    players = [PlayerSpec(name, level) for name in ("Ada", "Bo")]
    match = Match.start(catalogue.get("fuenf-kronen"), players, 9)
    seen_in_play = seen_scored = False
    while not match.is_over():
        points = running_scores(match)
        current = match.progress().round
        if points and points[-1].number == current:
            # the round shown last is the one in play: its scores are in
            totals = match.view(None)["totals"]
            assert list(points[-1].values) == [float(x) for x in totals]
            seen_scored = True
        elif current is not None and current > 3:
            assert points[-1].number == current - 1
            seen_in_play = True
        match.play(match.bot_choice())
    assert seen_in_play and seen_scored
    assert running_scores(match)[-1].number == 11


def test_the_move_axis_is_named_and_its_last_label_is_whole(matches: dict[str, Match]) -> None:
    for game_id, axis in (("eselspiel", "Zug"), ("fuenf-kronen", "Runde")):
        html = score_chart.chart(matches[game_id], "de")
        assert f'class="chart-axis">{axis}</text>' in html
        labels = re.findall(
            r'<text x="([\d.]+)" y="[\d.]+" fill="#1d2420" text-anchor="(\w+)">', html
        )
        last_x, anchor = labels[-1]
        assert anchor == "end" and float(last_x) <= 360


def test_every_chart_colour_has_a_dark_theme_counterpart() -> None:
    from pathlib import Path

    from kartentisch.ui.render import svg_chart

    css = (Path(__file__).resolve().parents[2] / "static" / "css" / "app.css").read_text()
    dark = [line for line in css.splitlines() if line.startswith('html[data-theme="dark"] .chart')]
    for colour in (*svg_chart.COLOURS, svg_chart.INK):
        assert any(f'[stroke="{colour}"]' in line for line in dark), colour
        assert any(f'[fill="{colour}"]' in line for line in dark), colour
    assert any(f'[stroke="{svg_chart.GRID}"]' in line for line in dark)
