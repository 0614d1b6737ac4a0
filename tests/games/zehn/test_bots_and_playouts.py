"""Bot-driven playouts under the generic checks, bot sanity, and the simulation command."""

from __future__ import annotations

import json

import pytest

from kartentisch import catalogue
from kartentisch.cli import main
from kartentisch.engine.conformance import check_random_playout
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME

from .helpers import deal, play


@pytest.mark.parametrize(
    ("seats", "bots"),
    [
        (2, ["hard", "easy"]),
        (3, ["hard", "medium", "easy"]),
        (5, ["easy", "medium", "hard"] + ["easy"] * 2),
        (7, None),
    ],
)
def test_bot_playout_keeps_every_promise(seats: int, bots: list[str] | None) -> None:
    steps = check_random_playout(catalogue.get("zehn"), seats, 11, bots=bots, save_every=41)
    assert steps < 2_000


@pytest.mark.parametrize("seats", range(2, 8))
def test_random_play_ends_quickly_for_every_table_size(seats: int) -> None:
    players = [PlayerSpec(f"P{i}") for i in range(seats)]
    rng = Rng(seats)
    for seed in range(5):
        state = GAME.new_game({}, players, seed)
        steps = 0
        while not GAME.is_over(state):
            seat = GAME.current_player(state)
            assert seat is not None
            state = GAME.apply(state, rng.choice(GAME.legal_actions(state, seat)))
            steps += 1
        assert steps < 2_000


def test_bots_choose_legal_actions_from_their_view() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"])
    rng = Rng(5)
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state, seat)
        action = GAME.bot(["easy", "medium", "hard"][seat]).choose(
            GAME.view(state, seat), legal, rng
        )
        assert action in legal
        state = GAME.apply(state, action)


def test_medium_adds_the_card_that_makes_ten() -> None:
    state = play(deal(["5 4 JK 3", "9 P1 2 JK"]), "lay 4 open", "lay 9 open", "pass", "pass")
    view = GAME.view(state, 0)
    choice = GAME.bot("medium").choose(view, GAME.legal_actions(state, 0), Rng(1))
    assert choice in ("add JK", "add 5") or choice.startswith("add")


def test_simulate_command(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "zehn", "--bots", "hard,medium,easy", "--games", "3", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [s["bot"] for s in report["seats"]] == ["hard", "medium", "easy"]
    assert report["games"] == 3
    assert main(["simulate", "zehn", "--bots", "hard,nobody", "--games", "1"]) == 2
