"""Every card open: the engine shows hidden cards only once a game is over."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.errors import GameNotOverError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Game, PlayerSpec

GAMES = [g for g in catalogue.all_games(include_hidden=True) if g.info.playable]


def bot_game(game: Game[Any, Any], seats: int, seed: int) -> Match:
    level = game.info.bot_levels[0]
    names = [PlayerSpec(f"P{i}", level) for i in range(seats)]
    return Match.start(catalogue.get(game.info.id), names, seed)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.info.id)
@pytest.mark.parametrize("seats", [2, 4])
def test_open_view_is_refused_until_the_end_then_shows_the_hidden_cards(
    game: Game[Any, Any], seats: int
) -> None:
    if not game.info.min_players <= seats <= game.info.max_players:
        pytest.skip("seat count not played")
    match = bot_game(game, seats, 5)
    while not match.is_over():
        if len(match.log) % 7 == 0:
            with pytest.raises(GameNotOverError):
                game.open_view(match.state)
        match.play(match.bot_choice())
    state = match.state
    view = game.open_view(state)
    view = dict(view)
    zones = view.pop("open")
    assert view == game.view(state, None), "besides the open cards: the spectator's view"
    everything = game.cards(state)
    shown: Counter[str] = Counter()
    for zone in zones:
        assert isinstance(zone["zone"], str)
        assert zone["seat"] is None or 0 <= zone["seat"] < seats
        shown.update(zone["cards"])
        assert all(game.card_name(card, "de") for card in zone["cards"])
    assert not shown - everything, "only cards of the game, none twice"
    if not game.info.hidden:
        assert shown, "a finished game of these still has cards nobody saw"


def test_a_seat_at_the_table_never_gets_the_open_cards() -> None:
    game = catalogue.get("zehn")
    match = bot_game(game, 3, 2)
    while not match.is_over():
        for seat in range(3):
            assert "open" not in match.view(seat)
        match.play(match.bot_choice())
