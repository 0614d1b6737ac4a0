"""The hint button: against bots it marks the move the hard level would make and says why in
the strip; the move clears it; among people only there is no hint button."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import state, wait_for_person

GAMES = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")


def start(page: Any, game_id: str, seats: list[dict[str, Any]], seed: int = 3) -> None:
    page.evaluate(
        "([g, s, seed]) => window.kartentischTest.start(g, s, seed)",
        [game_id, json.dumps(seats), seed],
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_marks_a_move_and_says_why(app: Any, game_id: str) -> None:
    level = "normal" if game_id == "eselspiel" else "easy"
    start(app, game_id, [{"name": "Ada", "bot": None}, {"name": "Bo", "bot": level}])
    found = wait_for_person(app)
    assert found["legal"] and not found["pass"]
    button = app.locator("#btn-hint")
    assert button.is_visible()
    button.click()
    line = app.locator("#last-move [data-hint]")
    line.wait_for()
    assert line.inner_text().startswith("Tipp: "), line.inner_text()
    assert app.locator("#table [data-hinted]").count() >= 1
    assert state(app)["hints"] == 1
    moves = state(app)["moves"]
    app.evaluate("a => window.kartentischTest.act(a)", sorted(found["legal"])[0])
    app.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")
    assert app.locator("#last-move [data-hint]").count() == 0
    assert app.locator("#table [data-hinted]").count() == 0


def test_no_hint_among_people(app: Any) -> None:
    start(app, "zehn-gebote", [{"name": "Ada", "bot": None}, {"name": "Bo", "bot": None}])
    app.locator("#pass-confirm").click()
    wait_for_person(app)
    assert not app.locator("#btn-hint").is_visible()
