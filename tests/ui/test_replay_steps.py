"""Replays: each position is the match replayed to it, seen by any seat, read-only."""

from __future__ import annotations

import re
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.errors import GameNotOverError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.ui.records.kept_games import kept_of
from kartentisch.ui.replays import replay as replay_module
from kartentisch.ui.replays import replay_view
from kartentisch.ui.replays.replay import Replay
from kartentisch.ui.replays.replay_view import Player
from kartentisch.ui.tables import renderer_for

GAMES = catalogue.ids()


def finished(game_id: str, seed: int = 3, seats: int = 3) -> Match:
    level = catalogue.get(game_id).info.bot_levels[0]
    names = ["Anna", "<b>Ben</b>", "Cleo", "Dora"][:seats]
    match = Match.start(
        catalogue.get(game_id),
        [PlayerSpec(n, None if i == 0 else level) for i, n in enumerate(names)],
        seed,
    )
    stand_in = match.game.bot(level)
    while not match.is_over():
        seat = match.current
        assert seat is not None
        if seat == 0:
            view = match.view(0)
            match.play(stand_in.choose(view, match.legal(0), Rng(len(match.log))))
        else:
            match.play(match.bot_choice())
    return match


def replayed_to(match: Match, position: int) -> Match:
    fresh = Match.start(match.game, match.players, match.seed, match.options)
    for seat, action in match.log[:position]:
        fresh.play(action, seat)
    return fresh


@pytest.fixture(scope="module", params=GAMES)
def game(request: Any) -> tuple[Match, Replay]:
    match = finished(request.param)
    return match, Replay(match)


def test_each_position_is_the_match_replayed_to_it(game: tuple[Match, Replay]) -> None:
    match, replay = game
    assert replay.position == replay.length == len(match.log), "it opens at the end"
    step = max(1, replay.length // 12)
    for position in [*range(0, replay.length + 1, step), replay.length - 1, 1]:
        replay.go(position)
        expected = replayed_to(match, position)
        for seat in range(len(match.players)):
            assert replay.view(seat) == expected.view(seat), (position, seat)


def test_back_then_forward_returns_the_same_view(game: tuple[Match, Replay]) -> None:
    _, replay = game
    for position in (1, replay_module.CHECKPOINT, replay_module.CHECKPOINT + 1, replay.length):
        replay.go(position)
        seen = [replay.view(seat) for seat in range(len(replay.players))]
        replay.back()
        assert replay.position == position - 1
        replay.forward()
        assert [replay.view(seat) for seat in range(len(replay.players))] == seen


def test_every_card_open_only_at_the_end(game: tuple[Match, Replay]) -> None:
    match, replay = game
    replay.go(replay.length - 1)
    with pytest.raises(GameNotOverError):
        replay.open_view()
    player = Player(replay, renderer_for(match.game.info.id), open=True)
    assert not player.shows_open and "open" not in player.view()
    replay.go(replay.length)
    assert player.shows_open
    assert player.view() == match.game.open_view(match.state)


def test_rounds_begin_where_the_game_says(game: tuple[Match, Replay]) -> None:
    match, replay = game
    if match.game.progress(match.state).round is None:
        assert not replay.has_rounds  # Eselspiel: jump to a move instead
        return
    numbers = [start.number for start in replay.rounds]
    assert numbers == sorted(numbers) and numbers[0] == 1
    for start in replay.rounds:
        replay.to_round(start.number)
        assert replay.position == start.position
        assert match.game.progress(replay.state).round == start.number
        if start.position:
            before = replayed_to(match, start.position - 1)
            assert before.progress().round == start.number - 1
    replay.go(0)
    replay.next_round()
    second = replay.rounds[1].position if len(replay.rounds) > 1 else replay.length
    assert replay.position == second
    replay.previous_round()
    assert replay.position == 0


def test_the_table_is_read_only(game: tuple[Match, Replay]) -> None:
    """Nothing to play at any position from any seat: the renderer is given no legal action,
    and no button that plays one is enabled."""
    match, replay = game
    renderer = renderer_for(match.game.info.id)
    for position in range(0, replay.length + 1, max(1, replay.length // 8)):
        replay.go(position)
        for seat in range(len(match.players)):
            player = Player(replay, renderer, seat=seat)
            ctx = player.context("de")
            assert ctx.legal == [] and ctx.ui == {} and ctx.keep == {}
            html = replay_view.player_screen(player, match.game.info, "de")
            for button in re.findall(r"<button[^>]*data-action[^>]*>", html):
                assert "disabled" in button


def test_the_player_escapes_names_and_offers_every_card_open_only_at_the_end(
    game: tuple[Match, Replay],
) -> None:
    match, replay = game
    player = Player(replay, renderer_for(match.game.info.id))
    replay.go(0)
    html = replay_view.player_screen(player, match.game.info, "en")
    assert "<b>Ben</b>" not in html and "&lt;b&gt;Ben&lt;/b&gt;" in html
    assert re.search(r'<option value="open" disabled>', html)
    replay.go(replay.length)
    player.open = True
    html = replay_view.player_screen(player, match.game.info, "en")
    assert re.search(r'<option value="open" selected>', html)
    assert 'class="replay-open"' in html and 'data-viewer="open"' in html
    listing = replay_view.list_screen(
        {match.game.info.id: [kept_of(match)]}, {match.game.info.id: match.game.info}, "nl"
    )
    assert "<b>Ben</b>" not in listing and "&lt;b&gt;Ben&lt;/b&gt;" in listing
