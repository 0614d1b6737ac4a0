"""A bot level is checked once, where a match starts: the new-game form, a save and the test
hook all refuse a level the game does not have, instead of a bot failing later, mid-game."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.errors import UnknownBotLevelError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.lobby.lobby_form import FormErrors, parse

GAMES = catalogue.ids()


def foreign_levels(game_id: str) -> set[str]:
    """Levels other games have and this one does not, and one no game has."""
    own = set(catalogue.get(game_id).info.bot_levels)
    every = {level for other in GAMES for level in catalogue.get(other).info.bot_levels}
    return (every - own) | {"godlike", ""}


@pytest.mark.parametrize("game_id", GAMES)
def test_a_match_starts_only_with_the_games_own_levels(game_id: str) -> None:
    game = catalogue.get(game_id)
    for level in game.info.bot_levels:
        Match.start(game, [PlayerSpec("Ada"), PlayerSpec("Bo", level)], 1)
    for level in foreign_levels(game_id):
        with pytest.raises(UnknownBotLevelError) as refused:
            Match.start(game, [PlayerSpec("Ada"), PlayerSpec("Bo", level)], 1)
        assert refused.value.level == level


@pytest.mark.parametrize("game_id", GAMES)
def test_the_form_refuses_what_the_match_refuses(game_id: str) -> None:
    info = catalogue.get(game_id).info
    for level in foreign_levels(game_id):
        fields = {
            "count": str(info.min_players),
            **{f"seat-{i}-name": f"P{i}" for i in range(info.min_players)},
            "seat-1-kind": level,
        }
        parsed = parse(info, fields, "de")
        assert isinstance(parsed, FormErrors) and "seat-1-kind" in parsed.fields, level
