"""The inline SVG charts and the statistics screen's HTML, on CPython."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch import catalogue
from kartentisch.engine.protocol import Result
from kartentisch.ui.records import stats_view
from kartentisch.ui.records.stats import GameRecord, SeatResult, Statistics
from kartentisch.ui.render.svg_chart import ChartWords, Series, bar_chart, line_chart, nice_ticks

SVG = "{http://www.w3.org/2000/svg}"
WORDS = ChartWords("Wins", "One bar per player.", "As a table", "Player")


def parsed(html: str) -> ET.Element:
    """The figure as XML (the fragment must be well formed), SVG in its namespace."""
    return ET.fromstring(html.replace("<svg ", '<svg xmlns="http://www.w3.org/2000/svg" ', 1))


def svg_of(figure: ET.Element) -> ET.Element:
    found = figure.find(f"{SVG}svg")
    assert found is not None
    return found


def test_a_bar_chart_is_labelled_and_has_its_numbers_as_a_table() -> None:
    html = bar_chart(
        "c1", ["Anna", "<b>Eve</b>"], [Series("Played", [4, 2]), Series("Won", [3, None])], WORDS
    )
    assert "<b>Eve" not in html and "&lt;b&gt;Eve&lt;/b&gt;" in html
    figure = parsed(html)
    svg = svg_of(figure)
    assert svg.get("role") == "img"
    title, desc = svg.find(f"{SVG}title"), svg.find(f"{SVG}desc")
    assert title is not None and title.text == "Wins" and title.get("id") == "c1-title"
    assert svg.get("aria-labelledby") == "c1-title" and svg.get("aria-describedby") == "c1-desc"
    assert desc is not None and desc.text == "One bar per player."
    assert len(svg.findall(f".//{SVG}rect")) == 3, "one bar per value, none for a gap"
    rows = [[c.text for c in row] for row in figure.iter("tr")]
    assert rows == [["Player", "Played", "Won"], ["Anna", "4", "3"], ["<b>Eve</b>", "2", "–"]]
    legend = [li.findtext("span") for li in figure.iter("li")]
    assert legend == ["Played", "Won"]


def test_negative_bars_grow_left_of_a_zero_line() -> None:
    svg = svg_of(parsed(bar_chart("c2", ["A", "B"], [Series("Score", [-6, 12])], WORDS)))
    rects = svg.findall(f".//{SVG}rect")
    zero_line = svg.find(f"{SVG}line")
    assert zero_line is not None
    zero = float(zero_line.get("x1", "0"))
    negative, positive = rects
    assert float(negative.get("x", "0")) + float(negative.get("width", "0")) <= zero + 0.01
    assert abs(float(positive.get("x", "0")) - zero) < 0.01


def test_a_line_chart_breaks_at_a_gap_and_marks_every_value() -> None:
    labels = [str(i) for i in range(1, 7)]
    html = line_chart(
        "c3",
        labels,
        [Series("Anna", [10, 12, None, 8, 9, 7]), Series("Ben", [None, None, 5, None, None, 3])],
        WORDS,
    )
    svg = svg_of(parsed(html))
    assert len(svg.findall(f".//{SVG}polyline")) == 2, "Anna's line in two parts, Ben has none"
    assert len(svg.findall(f".//{SVG}circle")) == 7
    assert svg.get("role") == "img" and svg.find(f"{SVG}title") is not None


@settings(max_examples=examples(200), deadline=None)
@given(st.floats(-1e6, 1e6), st.floats(0, 1e6))
def test_ticks_cover_the_values_in_a_few_round_steps(low: float, span: float) -> None:
    high = low + span
    ticks = nice_ticks(low, high)
    assert ticks[0] <= low + 1e-6 and ticks[-1] >= high - 1e-6
    assert all(a < b for a, b in itertools.pairwise(ticks))
    assert 2 <= len(ticks) <= 7


def record(key: str, game: str, seats: list[tuple[str, str | None, float]]) -> GameRecord:
    ranks = Result.from_scores([s for _, _, s in seats]).ranks
    return GameRecord(
        key.ljust(24, "0"),
        game,
        tuple(SeatResult(n, b, s, r) for (n, b, s), r in zip(seats, ranks, strict=True)),
    )


def test_the_screen_shows_each_game_in_its_own_measure() -> None:
    value = Statistics()
    for i in range(3):
        value = value.with_game(
            record(f"e{i}", "eselspiel", [("<i>Ida</i>", None, i), ("Ben", "sharp", 2)])
        )
    value = value.with_game(record("f0", "fuenf-kronen", [("Ida", None, 40), ("Ben", "hard", 12)]))
    html = stats_view.screen(value, {g.info.id: g.info for g in catalogue.all_games()}, "de")
    assert "<i>Ida" not in html and "&lt;i&gt;Ida&lt;/i&gt;" in html
    assert 'data-game="eselspiel"' in html and 'data-game="fuenf-kronen"' in html
    assert html.index('data-game="fuenf-kronen"') < html.index('data-game="eselspiel"')
    assert "Karten übrig: weniger ist besser." in html and "Punkte: weniger ist besser." in html
    assert "Ben (Computer: Hellwach)" in html
    assert html.count('role="img"') == 3, "two charts for Eselspiel, one for a single game"
    english = stats_view.screen(value, {g.info.id: g.info for g in catalogue.all_games()}, "en")
    assert "Cards left: lower is better." in english


def test_an_empty_screen_says_so_and_offers_only_the_import() -> None:
    html = stats_view.screen(Statistics(), {}, "en")
    assert "No game has been played to the end yet." in html
    assert 'data-host="stats-export" disabled' in html
    assert 'data-host="stats-reset" disabled' in html
    assert 'data-host="import"' in html and 'role="img"' not in html


def test_averages_are_written_as_the_reader_writes_them() -> None:
    assert stats_view.number("de", 12.5) == "12,5"
    assert stats_view.number("en", 12.5) == "12.5"
    assert stats_view.number("nl", 3.0) == "3"
    assert stats_view.number("en", None) == "–"
