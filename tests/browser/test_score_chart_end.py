"""The running scores on the end screen, on a phone and a tablet.

A finished game (played on CPython, imported as a player would) opens on its end screen: the
chart is there under the results, named for screen readers with a sentence about it, its
numbers in a table to open, as wide as the card allows, the buttons still on screen, and axe
finds nothing serious. Fünf Kronen draws a point per round, the Eselspiel one per few moves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import late_games
import pytest
from test_accessibility import SIZES, Scan

NAMES = ["Anna", "Bert", "Cleo"]
CASES = {
    "phone": ("fuenf-kronen", "Punkte im Lauf des Spiels", "Runde"),
    "tablet": ("eselspiel", "Karten in der Hand im Lauf des Spiels", "Zug"),
}


@pytest.mark.parametrize("size", list(SIZES))
def test_the_end_screen_shows_the_running_scores(
    size: str, app: Any, tmp_path: Path, shot: Any
) -> None:
    game_id, title, category = CASES[size]
    app.set_viewport_size(SIZES[size])
    match = late_games.played(game_id, NAMES, 5, late_games.never)
    late_games.load(app, match, tmp_path)
    app.wait_for_selector("#end-screen:not([hidden])", timeout=60_000)

    chart = app.locator("#end-screen").get_by_role("img", name=title)
    chart.wait_for(timeout=30_000)
    assert chart.count() == 1
    described = chart.evaluate(
        "svg => document.getElementById(svg.getAttribute('aria-describedby')).textContent"
    )
    assert "Eine Linie je Spieler" in described
    legend = app.locator("#end-screen .chart-legend li").all_inner_texts()
    assert [text.strip() for text in legend] == NAMES

    clipped = app.locator("#end-screen .results-scroll").evaluate(
        "box => box.scrollHeight > box.clientHeight + 1"
    )
    assert not clipped, "the results keep all their rows; the chart gives way"
    shot(app, f"end-chart-{size}")

    # the text alternative: the numbers as a table, the last row the results
    app.locator("#end-chart .chart-data summary").click()
    table = app.locator("#end-chart .chart-table table")
    table.wait_for()
    assert table.locator("thead th").all_inner_texts() == [category, *NAMES]
    last = table.locator("tbody tr").last.locator("td").all_inner_texts()
    assert last == [str(round(s)) for s in match.result().scores]
    rows = table.locator("tbody tr").count()
    if game_id == "fuenf-kronen":
        assert rows == 11, "a point per round"
    else:
        assert 2 <= rows <= 25

    box = chart.bounding_box()
    assert box is not None and 200 <= box["width"] <= SIZES[size]["width"]
    again = app.locator("#end-again")
    again_box = again.bounding_box()
    assert again_box is not None
    assert again_box["y"] + again_box["height"] <= SIZES[size]["height"], "buttons on screen"
    scan = Scan(app, f"end-chart-{size}")
    scan("end screen with chart")
    assert not scan.blocking(), "\n".join(scan.blocking())
