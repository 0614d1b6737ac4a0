"""The person at the device reads "du" / "you" / "je" about their own moves in every game's
log, toasts and panels; bots and other people keep their names."""

from __future__ import annotations

import pytest

from kartentisch.engine import registry
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table_api import TableContext
from kartentisch.ui.tables import renderer_for

NAMES = ["Spieler 1", "Bo", "Cy"]
YOU = {
    "fuenf-kronen": {
        "de": ("Du ziehst vom Stapel", "Du legst"),
        "en": ("You draw from the stock", "You discard"),
        "nl": ("Je trekt van de stapel", "Je legt"),
    },
    "zehn-gebote": {
        "de": ("Du ", "Du "),
        "en": ("You ", "You "),
        "nl": ("Je ", "Je "),
    },
    "zehn": {
        "de": ("Du legst", "Du "),
        "en": ("You lay", "You "),
        "nl": ("Je legt", "Je "),
    },
}


def bot_game(game_id: str, moves: int, seed: int = 4) -> Match:
    level = registry.get(game_id).info.bot_levels[0]
    match = Match.start(game_id, [PlayerSpec(n, level) for n in NAMES], seed)
    for _ in range(moves):
        if match.is_over():
            break
        match.play(match.bot_choice())
    return match


def context(match: Match, seat: int, lang: str) -> TableContext:
    return TableContext(seat, lang, list(NAMES), [], [p.bot for p in match.players])


@pytest.mark.parametrize("game_id", ["fuenf-kronen", "zehn", "zehn-gebote"])
@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_the_log_says_du_for_the_seat_at_the_device_only(game_id: str, lang: str) -> None:
    match = bot_game(game_id, 40)
    renderer = renderer_for(game_id)
    lines = renderer.log_lines(match.view(0), context(match, 0, lang))
    first, other = YOU[game_id][lang]
    assert any(line.startswith(first) for line in lines), lines
    assert not any(line.startswith("Spieler 1 ") for line in lines), lines
    # the others keep their names, and seat 1's screen calls seat 0 by name
    assert any(line.startswith("Bo ") for line in lines)
    theirs = renderer.log_lines(match.view(1), context(match, 1, lang))
    assert any(line.startswith("Spieler 1 ") for line in theirs)
    assert not any(line.startswith("Bo ") for line in theirs)
    assert any(line.startswith(other) for line in theirs)
