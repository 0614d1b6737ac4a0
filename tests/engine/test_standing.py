"""The running score per seat (``Game.standing``), which the end screen draws as a chart: it
ends where the results stand, never shows a hidden card, and keeps the direction the game's
measure has."""

from __future__ import annotations

import itertools

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng

GAME_IDS = [g.info.id for g in catalogue.all_games() if g.info.playable and not g.info.hidden]


def standings_of_a_bot_game(
    game_id: str, seats: int, seed: int
) -> tuple[Match, list[tuple[float, ...] | None]]:
    """A bot game played to its end, with the standing after every action (and the deal)."""
    level = catalogue.get(game_id).info.bot_levels[0]
    match = Match.start(
        catalogue.get(game_id), [PlayerSpec(f"P{i}", level) for i in range(seats)], seed
    )
    seen = [match.game.standing(match.state)]
    while not match.is_over():
        match.play(match.bot_choice())
        seen.append(match.game.standing(match.state))
    return match, seen


def test_every_game_keeps_a_running_score() -> None:
    assert sorted(GAME_IDS) == ["eselspiel", "fuenf-kronen", "zehn", "zehn-gebote"]


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize(("seats", "seed"), [(2, 3), (4, 11)])
def test_the_last_standing_is_the_result(game_id: str, seats: int, seed: int) -> None:
    match, seen = standings_of_a_bot_game(game_id, seats, seed)
    assert all(s is not None and len(s) == seats for s in seen)
    assert seen[-1] == match.result().scores


def test_fuenf_kronen_points_never_go_down_and_grow_once_a_round() -> None:
    _, seen = standings_of_a_bot_game("fuenf-kronen", 3, 7)
    for before, after in itertools.pairwise(seen):
        assert before is not None and after is not None
        assert all(a >= b for a, b in zip(after, before, strict=True)), (before, after)
    assert seen[0] == (0.0, 0.0, 0.0)
    assert len(set(seen)) <= 12, "the deal and at most one change per round (eleven rounds)"


def test_eselspiel_counts_the_cards_dealt_then_the_cards_still_held() -> None:
    match, seen = standings_of_a_bot_game("eselspiel", 3, 4)
    deal = Match.start(catalogue.get("eselspiel"), match.players, match.seed, match.options).state
    assert seen[0] == tuple(float(n) for n in match.game.progress(deal).cards_left)
    assert seen[-1] == tuple(float(n) for n in match.progress().cards_left)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_standing_shows_no_hidden_card(game_id: str) -> None:
    """The hook counts only what every seat sees: redealing every hidden card changes it not,
    so a score panel may show it while the game is played."""
    level = catalogue.get(game_id).info.bot_levels[0]
    match = Match.start(catalogue.get(game_id), [PlayerSpec(f"P{i}", level) for i in range(3)], 21)
    rng = Rng(5)
    steps = 0
    while not match.is_over() and steps < 400:
        if steps % 7 == 0:
            shuffled = match.game.shuffle_hidden(match.state, None, rng)
            assert match.game.standing(shuffled) == match.game.standing(match.state)
        match.play(match.bot_choice())
        steps += 1
