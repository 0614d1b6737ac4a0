"""Every game's final result per seat, as the statistics read it: a score in the game's own
measure and a place, lower better, from the engine alone."""

from __future__ import annotations

import pytest
from tests.bot_levels import strongest_without_search

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import SCORE_MEASURES, PlayerSpec


def finished(game_id: str, seats: int, seed: int) -> Match:
    level = strongest_without_search(game_id)
    match = Match.start(
        catalogue.get(game_id), [PlayerSpec(f"P{i}", level) for i in range(seats)], seed
    )
    while not match.is_over():
        match.play(match.bot_choice())
    return match


@pytest.mark.parametrize("game_id", [g.info.id for g in catalogue.all_games()])
def test_a_finished_game_gives_each_seat_a_score_and_a_place(game_id: str) -> None:
    match = finished(game_id, 3, 5)
    result = match.result()
    assert match.game.info.score_measure in SCORE_MEASURES
    assert len(result.scores) == len(result.ranks) == 3
    best = min(result.scores)
    for score, rank in zip(result.scores, result.ranks, strict=True):
        assert (rank == 1) == (score == best), "the lowest score wins, ties share the place"


def test_the_eselspiel_counts_cards_left_and_the_others_points() -> None:
    measures = {g.info.id: g.info.score_measure for g in catalogue.all_games()}
    assert measures == {
        "fuenf-kronen": "points",
        "eselspiel": "cards",
        "zehn": "points",
        "zehn-gebote": "points",
    }
    match = finished("eselspiel", 3, 2)
    progress = match.progress()
    assert list(match.result().scores) == [float(n) for n in progress.cards_left]
