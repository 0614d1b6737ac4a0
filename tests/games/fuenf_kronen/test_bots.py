"""Bots under the generic checks, what each level does in telling spots, and the simulation."""

from __future__ import annotations

import json

import pytest

from kartentisch import catalogue
from kartentisch.cli import main
from kartentisch.engine.conformance import check_random_playout
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import GAME
from kartentisch.games.fuenf_kronen.bots import feeding_risk, unseen_cards
from kartentisch.games.fuenf_kronen.cards import DECK
from kartentisch.games.fuenf_kronen.levels import make_bot
from kartentisch.games.fuenf_kronen.state import FuenfKronenState

from .helpers import play, table


@pytest.mark.parametrize(
    ("seed", "bots"),
    [
        (11, ["hard", "easy"]),
        (12, ["hard", "medium", "easy", "medium"]),
        (13, ["easy", "medium", "hard", "easy", "medium"]),
        pytest.param(
            14, ["easy", "medium", "hard"] * 2 + ["easy", "medium"], marks=pytest.mark.slow
        ),
    ],
)
def test_bot_playouts_keep_every_promise(seed: int, bots: list[str]) -> None:
    steps = check_random_playout(
        catalogue.get("fuenf-kronen"), len(bots), seed, bots=bots, save_every=151
    )
    assert steps < 20_000


def choose(level: str, state: FuenfKronenState, seat: int | None = None) -> str:
    seat = state.turn if seat is None else seat
    view = GAME.view(state, seat)
    return make_bot(level).choose(view, GAME.legal_actions(state, seat), Rng(1))


def test_every_level_goes_out_when_it_can() -> None:
    state = play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock")
    for level in ("easy", "medium", "hard"):
        assert choose(level, state) == "go out 9C"


def test_medium_and_hard_keep_a_joker_that_easy_throws_away() -> None:
    # Round 4 (sixes wild): the Joker melds with nothing yet, but it will.
    state = play(
        table(["JK 4H 9C QS 8D KC", "KS KS 7D 8H 9H 10H"], round=4, stock_top="3D"), "draw stock"
    )
    assert choose("easy", state) == "discard JK"
    assert choose("medium", state) != "discard JK"
    assert choose("hard", state) != "discard JK"


def test_medium_and_hard_take_a_wild_from_the_pile() -> None:
    state = table(["4H 9C QS", "KS KS 7D"], up="JK")
    assert choose("medium", state) == "draw discard"
    assert choose("hard", state) == "draw discard"


def test_the_last_turn_discards_for_the_lowest_score() -> None:
    state = table(["3H 4H 9C", "KS QS 7D", "5D 6D 8C"], stock_top="4C 9D 5H")
    state = play(state, "draw stock", "go out 9C", "draw stock")
    for level in ("medium", "hard"):
        assert choose(level, state) == "discard KS"


def test_hard_counts_the_unseen_cards_from_its_own_view() -> None:
    state = table(["3H 4H 9C", "KS QS 7D"], up="5C 6C")
    unseen = unseen_cards(GAME.view(state, 0))
    assert len(unseen) == len(DECK) - 3 - 2


def test_hard_sees_what_the_next_player_collects() -> None:
    state = table(["3H 4H 9C", "KS QS 7D", "8D 8S 5H"], up="8C", turn=2)
    state = play(state, "draw stock", "discard 5H", "draw discard", "discard 4H")
    view = GAME.view(state, 1)
    assert view["taken"][0] == ["5H"]
    risk = feeding_risk(GAME.view(state, 2))
    assert risk.get("5H", 0) == 0
    assert feeding_risk(GAME.view(play(state, "draw stock"), 1)).get("8D") is None


def test_simulation_command_prints_every_level(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "fuenf-kronen", "--bots", "hard,medium,easy", "--games", "3", "--json"]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert [s["bot"] for s in report["seats"]] == ["hard", "medium", "easy"]
    assert report["games"] == 3
