"""The table fills the screen and holds still: every game at a phone held upright and on its
side and a tablet both ways (and Fünf Kronen with seven seats on the phone).

At each of the person's decision points (the first ones of a three-seat game, then late states
loaded from saves: Fünf Kronen's last round, the largest seat counts) and once more with a hand
card chosen, ``bench.table_fit`` measures the screen and ``faults`` holds it to the limits the
benchmark prints: no enabled control under another element, the hand's top edge moving at most
24 px within a turn, no visible text under 12 px, at most 15% of the screen empty below the
table, and with up to seven cards every hand card at least min(16% of the shorter side, 110 px)
wide. A screenshot per game and size is kept in ``test-artifacts/fit-<size>-<game>.png``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import late_games
import pytest
from bench import table_fit
from harness import ARTIFACTS

from kartentisch.engine.match import Match

NAMES = ["Ada", "Mira", "Otto", "Clara", "Jonas", "Paula", "Ben", "Greta"]


LATE: dict[str, list[tuple[int, int, Callable[[], Callable[[Match], bool]]]]] = {
    # (seats, seed, condition): Fünf Kronen's last round has 13 cards, 14 after a draw
    "fuenf-kronen": [
        (3, 2, lambda: late_games.kronen_round(11)),
        (4, 5, lambda: late_games.kronen_round(11)),
        (7, 3, lambda: late_games.kronen_round(6)),
    ],
    "eselspiel": [(8, 2, lambda: late_games.after_person_turns(6))],
    "zehn": [(7, 3, lambda: late_games.after_person_turns(4))],
    "zehn-gebote": [(8, 3, lambda: late_games.after_person_turns(4))],
}

CASES = [(size, game) for size in table_fit.SIZES for game in table_fit.GAME_IDS]


def late_match(game_id: str, count: int, seed: int, until: Callable[[Match], bool]) -> Match:
    match = late_games.played(game_id, NAMES[:count], seed, until)
    assert not match.is_over(), f"{game_id}: the game ended before the state wanted"
    return match


@pytest.mark.parametrize(("size", "game_id"), CASES)
def test_the_table_fills_the_screen_and_holds_still(
    app: Any, size: str, game_id: str, tmp_path: Path
) -> None:
    app.set_viewport_size(table_fit.SIZES[size])
    tally = table_fit.Tally()

    def shot(point: int) -> None:
        if point == 1:
            ARTIFACTS.mkdir(exist_ok=True)
            app.screenshot(path=str(ARTIFACTS / f"fit-{size}-{game_id}.png"))

    table_fit.start(app, game_id, 3, 7)
    table_fit.walk(app, tally, f"{game_id} 3 seats", 6, table_fit.first_legal, shot)
    for count, seed, condition in LATE[game_id]:
        if count > 4 and size != "phone":
            continue  # many seats: the phone is the hardest case
        late_games.load(app, late_match(game_id, count, seed, condition()), tmp_path)
        where = f"{game_id} {count} seats, late"
        late_shot = ARTIFACTS / f"fit-{size}-{game_id}-{count}-late.png"

        def shot_late(point: int, path: Path = late_shot) -> None:
            if point == 0:  # the loaded state itself, before the moves walk on
                ARTIFACTS.mkdir(exist_ok=True)
                app.screenshot(path=str(path))

        table_fit.walk(app, tally, where, 2, table_fit.first_legal, shot_late)
    app.evaluate("window.kartentischTest.reset()")
    figures = {k: v for k, v in vars(tally).items() if k != "faults"}
    print(f"\n{size} {game_id}: {json.dumps(figures)}")
    assert tally.points >= 6
    assert not tally.faults, "\n".join(tally.faults)
