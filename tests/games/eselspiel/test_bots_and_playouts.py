"""Bots by level, whole games to the end, and the simulation command."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from kartentisch import catalogue
from kartentisch.cli import main
from kartentisch.engine.conformance import check_random_playout
from kartentisch.engine.match import Match
from kartentisch.engine.rng import Rng
from kartentisch.engine.simulate import play_one
from kartentisch.games.eselspiel import GAME, rules

from .table import play, players, table


def test_every_level_places_by_the_rules_when_it_does_not_slip() -> None:
    state = play(table("7 3", "9", "9", discards=["", "8", "6"], middle=["1 2 .. 6"]), "turn")
    view = GAME.view(state, 0)
    legal = GAME.legal_actions(state, 0)
    assert GAME.bot("sharp").choose(view, legal, Rng(3)) == "place middle 1"


def test_slips_come_with_the_level() -> None:
    state = play(table("7 3", "9", "9", discards=["", "8", "6"], middle=["1 2 .. 6"]), "turn")
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    rates = {}
    for level in GAME.info.bot_levels:
        bot = GAME.bot(level)
        picks = [bot.choose(view, legal, Rng(i)) for i in range(400)]
        rates[level] = sum(p != "place middle 1" for p in picks) / len(picks)
    assert rates["sharp"] == 0
    assert 0.03 < rates["normal"] < 0.15 < 0.18 < rates["sleepy"] < 0.33


def test_sharp_plays_its_own_top_and_keeps_its_useful_middle_pile_open() -> None:
    both_ways = table(
        "7 3", "9", discards=["9", ""], middle=["1 2 .. 6", "1 2 .. 8"], both_ways=True
    )
    state = play(both_ways, "turn")
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    assert all(GAME.bot("sharp").choose(view, legal, Rng(i)) == "place middle 1" for i in range(9))
    state = play(table("7 3", "9 9", discards=["12", "8"]), "turn", "place seat 1")
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    assert "top seat 1" in legal  # offered, but the 12 does not fit Ben's 7
    assert GAME.bot("sharp").choose(view, legal, Rng(1)) == "turn"
    state = play(
        table("7 3", "9 9", discards=["12", "8"], middle=["1 2 .. 11"]), "turn", "place seat 1"
    )
    view, legal = GAME.view(state, 0), GAME.legal_actions(state, 0)
    assert GAME.bot("sharp").choose(view, legal, Rng(1)) == "top middle 1"


@pytest.mark.parametrize("level", ["sleepy", "normal", "sharp"])
def test_no_bot_puts_a_card_where_it_does_not_fit(level: str) -> None:
    """Every pile is a legal action; a bot only ever takes one the card fits (or keeps it)."""
    match = Match.start(catalogue.get("eselspiel"), players(3, level), seed=5)
    while not match.is_over():
        state = match.state
        action = match.bot_choice()
        if action.startswith(("place ", "top ")):
            card = state.pending if action.startswith("place ") else state.discards[state.turn][-1]
            assert card is not None
            assert action.split(" ", 1)[1] in rules.where_fits(state, state.turn, card).all
        match.play(action)
    assert not any(e["kind"] == "nofit" for e in match.state.events)


@pytest.mark.parametrize(("seats", "games"), [(2, 60), (3, 40), (6, 40)])
def test_careful_players_end_the_game_by_going_out(seats: int, games: int) -> None:
    """With the middle built upward, games between sharp bots end by a player going out, not
    by the round limit (with the middle built both ways nearly every two-player game ran into
    the limit: the middle died and the cards went back and forth)."""
    endings = Counter(
        play_one(catalogue.get("eselspiel"), ["sharp"] * seats, 1, number).details["ending"]
        for number in range(games)
    )
    assert endings["went_out"] >= 0.95 * games, endings


@pytest.mark.parametrize("seats", [2, 3, 5, 8])
def test_bot_games_keep_every_promise_of_the_protocol(seats: int) -> None:
    levels = ["sharp", "normal", "sleepy"]
    bots = [levels[i % 3] for i in range(seats)]
    steps = check_random_playout(
        catalogue.get("eselspiel"),
        seats,
        seed=seats,
        bots=bots,
        save_every=151,
        options={"round_limit": 5},
    )
    assert steps > 0


def test_a_sharp_bot_never_is_the_donkey() -> None:
    match = Match.start(catalogue.get("eselspiel"), players(4, "sharp"), seed=11)
    while not match.is_over():
        match.play(match.bot_choice())
    assert all(e["kind"] != "slip" for e in match.state.events)
    assert match.state.donkey is None


def test_simulation_orders_the_levels(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "eselspiel", "--bots", "sharp,normal,sleepy", "--games", "24", "--json"]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    means = [seat["mean_score"] for seat in report["seats"]]
    assert [seat["bot"] for seat in report["seats"]] == ["sharp", "normal", "sleepy"]
    assert means[0] < means[1] < means[2]
    assert report["actions_per_game"]["max"] < 20_000
