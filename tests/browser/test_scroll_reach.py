"""A box on the table that scrolls is reached by keys: Fünf Kronen's row of the other seats.

When a bot goes out before the person's first turn, the row shows the melds laid open and may
be taller than its box on a phone: it scrolls, and nothing in it takes the focus. It is then a
named stop in the Tab order (static/js/scroll-reach.js) and the arrow keys scroll it; where
everything fits (a tablet) it is no stop at all. axe's ``scrollable-region-focusable`` (a
serious finding, in either theme) found that row at the start of some games.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import late_games
from helpers import start_game, wait_for_person
from test_accessibility import SIZES, Scan

from kartentisch.engine.match import Match

NAMES = ["Anna", "Bot 1", "Bot 2"]
ROW = "#table .fk-opponents"
SCROLLS = f"""() => {{ const row = document.querySelector('{ROW}');
  return row.scrollHeight > row.clientHeight; }}"""


def both_bots_laid_open(match: Match) -> bool:
    view = match.view(0)
    return all(view["laid"][1:]) and not view["laid"][0]


def early_last_turn_seed() -> int:
    """A seed whose first turn for the person is a last turn, both bots' melds on the table."""
    for seed in range(200):
        match = late_games.played("fuenf-kronen", NAMES, seed, lambda _: True)
        if not match.is_over() and both_bots_laid_open(match):
            return seed
    raise AssertionError("no seed in 200 lets both bots lay open before the person's turn")


def test_the_row_of_seats_is_a_stop_for_the_keys_only_while_it_scrolls(
    app: Any, shot: Callable[[Any, str], Path]
) -> None:
    app.set_viewport_size(SIZES["phone"])
    bot = late_games.BOTS["fuenf-kronen"]
    seats = [(NAMES[0], None), (NAMES[1], bot), (NAMES[2], bot)]
    start_game(app, "fuenf-kronen", seats, seed=early_last_turn_seed())
    wait_for_person(app)
    row = app.locator(ROW)
    assert app.locator(f"{ROW} .fk-laid").count() == 2
    assert app.evaluate(SCROLLS), "the melds laid open are more than the row's box"
    assert row.get_attribute("tabindex") == "0"
    assert row.get_attribute("aria-label") == "Die anderen am Tisch"
    assert app.locator(f"{ROW} :is(button, [tabindex], a, input)").count() == 0
    scan = Scan(app, "phone")
    scan("fuenf-kronen, melds laid open")
    assert not scan.blocking(), "\n".join(scan.blocking())
    # the keys reach it and scroll it
    row.focus()
    app.keyboard.press("End")
    app.wait_for_function(f"document.querySelector('{ROW}').scrollTop > 0")
    assert app.evaluate("document.activeElement.classList.contains('fk-opponents')")
    shot(app, "row-focused-phone")
    # where everything fits, Tab does not stop there
    app.set_viewport_size(SIZES["tablet"])
    app.wait_for_function(f"!document.querySelector('{ROW}').hasAttribute('tabindex')")
    assert not app.evaluate(SCROLLS)
    assert app.evaluate("document.activeElement.id") == "table", "the focus stays on the table"
