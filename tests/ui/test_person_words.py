"""The person at the device reads "du" / "you" / "je" about their own moves in every game's
log, toasts and panels; bots and other people keep their names."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table.table_api import TableContext
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
    level = catalogue.get(game_id).info.bot_levels[0]
    match = Match.start(catalogue.get(game_id), [PlayerSpec(n, level) for n in NAMES], seed)
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


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_what_others_do_to_the_person_is_said_to_them(lang: str) -> None:
    """Not "Bo bietet 2 auf die Karte von Spieler 1" on Spieler 1's own screen."""
    from kartentisch.games.zehn.texts import describe_event as zehn_event
    from kartentisch.games.zehn_gebote.texts import describe_event as gebote_event

    bid = {"kind": "auction", "seat": 1, "owner": 0, "amount": 2}
    start = {"kind": "start", "by": 0, "seat": 0}
    gift = {"kind": "give", "seat": 1, "to": 0}
    mine = {
        "de": ("Bo bietet 2 auf deine Karte.", "Du bestimmst dich", "Bo gibt dir eine Karte."),
        "en": ("Bo bids 2 for your card.", "You name yourself", "Bo gives you a card."),
        "nl": ("Bo biedt 2 op jouw kaart.", "Je wijst jezelf", "Bo geeft je een kaart."),
    }[lang]
    assert zehn_event(bid, NAMES, lang, viewer=0) == mine[0]
    assert zehn_event(start, NAMES, lang, viewer=0).startswith(mine[1])
    assert gebote_event(gift, NAMES, lang, viewer=0) == mine[2]
    # a third seat's screen names the person
    assert "Spieler 1" in zehn_event(bid, NAMES, lang, viewer=2)
    assert "Spieler 1" in gebote_event(gift, NAMES, lang, viewer=2)
