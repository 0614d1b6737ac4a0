"""The expert level in the lobby of the games that have one (Zehn, Fünf Kronen): offered after
hard in every language, not the default, and a saved game with an expert seat loads again."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.saves import from_json, to_json
from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.lobby.lobby_form import default_level
from kartentisch.ui.render.i18n import level_name

GAMES = [g.info.id for g in catalogue.all_games() if "expert" in g.info.bot_levels]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_lobby_offers_the_expert_after_hard(game_id: str) -> None:
    info = catalogue.get(game_id).info
    assert info.bot_levels == ("easy", "medium", "hard", "expert")
    html = lobby_view.new_game_form(info, "en", info.name("en"))
    kinds = html.split('id="ng-seat-1-kind"')[1].split("</select>")[0]
    values = [v.split('"')[0] for v in kinds.split('value="')[1:]]
    assert values == ["human", "remote", "easy", "medium", "hard", "expert"]
    assert "Expert" in kinds
    names = {lang: level_name(lang, "expert") for lang in ("de", "en", "nl")}
    assert names == {"de": "Experte", "en": "Expert", "nl": "Expert"}
    assert default_level(info) == "medium", "a new table still starts at medium"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_saved_game_with_an_expert_seat_loads(game_id: str) -> None:
    match = Match.start(catalogue.get(game_id), [PlayerSpec("Ada"), PlayerSpec("Bo", "expert")], 8)
    while len(match.log) < 6:
        seat = match.current
        assert seat is not None
        action = match.bot_choice() if match.is_bot(seat) else match.legal(seat)[0]
        match.play(action, seat)
    loaded = from_json(to_json(match), catalogue.get)
    assert [p.bot for p in loaded.players] == [None, "expert"]
    assert loaded.log == match.log
    assert loaded.view(0) == match.view(0)
