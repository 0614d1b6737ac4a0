"""The scoreboard during a game, from the header, on a phone (both ways up) and a tablet.

A game in progress (played on CPython up to a person's turn, imported as a player would) is on
the table; the header's scoreboard button opens a dialog named for screen readers with the
running scores so far: a chart named by its title, a sentence about it, and its numbers in an
open table whose last row is the standing now. Nothing is cut off, axe finds nothing serious,
and Escape (keyboard) or Back (phone) closes it and leaves the game on the table.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from helpers import state
from test_accessibility import SIZES, Scan

from kartentisch.ui.render import score_chart, svg_chart

NAMES = ["Anna", "Bert", "Cleo"]
LANDSCAPE = {"width": 844, "height": 390}
CASES = {
    # size: (viewport, touch, game, person turns played, chart title, table's first heading)
    "phone": (SIZES["phone"], True, "fuenf-kronen", 14, "Punkte im Lauf des Spiels", "Runde"),
    "phone-landscape": (LANDSCAPE, True, "zehn", 12, "Punkte im Lauf des Spiels", "Runde"),
    "tablet": (
        SIZES["tablet"],
        False,
        "eselspiel",
        25,
        "Karten in der Hand im Lauf des Spiels",
        "Zug",
    ),
    "tablet-gebote": (SIZES["tablet"], False, "zehn-gebote", 6, "Punkte im Lauf des Spiels", "Zug"),
}


@pytest.mark.parametrize("case", list(CASES))
def test_the_scoreboard_opens_mid_game(
    case: str, app: Any, touch_page: Any, tmp_path: Path, shot: Any
) -> None:
    viewport, touch, game_id, turns, title, category = CASES[case]
    page = touch_page(viewport, mobile=True) if touch else app
    page.set_viewport_size(viewport)
    match = late_games.played(game_id, NAMES, 4, late_games.after_person_turns(turns))
    assert not match.is_over()
    points = score_chart.running_scores(match)
    assert len(points) >= 2
    late_games.load(page, match, tmp_path)
    assert state(page)["moves"] == len(match.log)

    button = page.locator("#btn-scores")
    box = button.bounding_box()
    assert box is not None and box["width"] >= 40 and box["height"] >= 40, "a finger's size"
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], "in the header"
    if touch:
        button.tap()
    else:
        button.focus()
        page.keyboard.press("Enter")
    page.wait_for_selector("#dlg-scores[open]")
    dialog = page.get_by_role("dialog", name="Punktestand")
    assert dialog.is_visible()

    chart = dialog.get_by_role("img", name=title) if title else dialog.get_by_role("img")
    assert chart.count() == 1
    described = chart.evaluate(
        "svg => document.getElementById(svg.getAttribute('aria-describedby')).textContent"
    )
    assert "Eine Linie je Spieler" in described
    table = dialog.locator("#scores-chart .chart-table table")
    assert table.is_visible(), "the numbers are open to read"
    assert table.locator("thead th").all_inner_texts() == [category, *NAMES]
    assert table.locator("tbody tr").count() == len(points)
    last = table.locator("tbody tr").last.locator("td").all_inner_texts()
    standing = match.game.standing(match.state)
    assert standing is not None
    assert last == [svg_chart.plain_number(value) for value in standing], "the standing now"
    if game_id == "fuenf-kronen":
        assert points[0].kind == score_chart.ROUND

    # nothing cut off: the sheet inside the window, nothing wider than it, the chart whole
    sheet = page.locator("#dlg-scores").bounding_box()
    assert sheet is not None
    assert sheet["x"] >= 0 and sheet["x"] + sheet["width"] <= viewport["width"] + 0.5
    assert sheet["y"] >= 0 and sheet["y"] + sheet["height"] <= viewport["height"] + 0.5
    overflow = page.locator("#dlg-scores").evaluate("d => d.scrollWidth - d.clientWidth")
    assert overflow <= 1, "no sideways scrolling in the dialog"
    chart_box = chart.bounding_box()
    assert chart_box is not None and 200 <= chart_box["width"] <= viewport["width"]
    close = page.locator("#dlg-scores .dialog-head [data-dialog-close]")
    close_box = close.bounding_box()
    assert close_box is not None and close_box["y"] >= 0, "the close button on screen"
    shot(page, f"scoreboard-{case}")
    scan = Scan(page, f"scoreboard-{case}")
    scan("scoreboard during a game")
    assert not scan.blocking(), "\n".join(scan.blocking())

    if touch:
        page.go_back()
    else:
        page.keyboard.press("Escape")
    page.wait_for_selector("#dlg-scores:not([open])", state="attached")
    assert state(page)["screen"] == "table" and page.locator("#table").is_visible()
    assert state(page)["moves"] == len(match.log), "looking changed nothing"


def test_an_open_scoreboard_follows_the_bots(app: Any) -> None:
    """The bots play on behind an open scoreboard; its chart and table follow them, and the
    focus on the table's toggle stays where it was."""
    from helpers import start_game

    # Bots at the fast pace (300 ms a move): with no pause the game could end before the
    # scoreboard opens on a loaded machine, and the end screen would cover its button.
    app.evaluate("s => localStorage.setItem('kartentisch.settings', s)", '{"speed": "fast"}')
    app.evaluate("async () => { await window.kartentischTest.reset(); }")
    start_game(app, "eselspiel", [("Ada", "sharp"), ("Bo", "sharp"), ("Cy", "sharp")], seed=5)
    app.wait_for_function("JSON.parse(kartentischTest.state()).moves >= 2")
    app.locator("#btn-scores").click()
    app.wait_for_selector("#dlg-scores[open]")
    body = "document.querySelector('#scores-chart .chart-table tbody').innerText"
    before = app.evaluate(body)
    app.locator("#scores-chart summary").focus()
    app.wait_for_function(f"{body} !== {json.dumps(before)}", timeout=30_000)
    assert app.locator("#dlg-scores").evaluate("d => d.open")
    assert app.evaluate("document.activeElement.tagName") == "SUMMARY"
