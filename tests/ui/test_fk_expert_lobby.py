"""Fünf Kronen's expert level in the lobby: offered after hard, not the default, and a saved
game with an expert seat loads again."""

from __future__ import annotations

from kartentisch.engine import registry
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.saves import from_json, to_json
from kartentisch.ui import lobby_view
from kartentisch.ui.lobby_form import default_level


def test_the_fuenf_kronen_lobby_offers_the_expert_after_hard() -> None:
    info = registry.get("fuenf-kronen").info
    assert info.bot_levels == ("easy", "medium", "hard", "expert")
    html = lobby_view.new_game_form(info, "de", info.name("de"))
    kinds = html.split('id="ng-seat-1-kind"')[1].split("</select>")[0]
    values = [v.split('"')[0] for v in kinds.split('value="')[1:]]
    assert values == ["human", "easy", "medium", "hard", "expert"]
    assert "Experte" in kinds
    assert default_level(info) == "medium", "a new table still starts at medium"


def test_a_saved_fuenf_kronen_game_with_an_expert_seat_loads() -> None:
    match = Match.start("fuenf-kronen", [PlayerSpec("Ada"), PlayerSpec("Bo", "expert")], 8)
    while len(match.log) < 6:
        seat = match.current
        assert seat is not None
        action = match.bot_choice() if match.is_bot(seat) else match.legal(seat)[0]
        match.play(action, seat)
    loaded = from_json(to_json(match))
    assert [p.bot for p in loaded.players] == [None, "expert"]
    assert loaded.log == match.log
    assert loaded.view(0) == match.view(0)
