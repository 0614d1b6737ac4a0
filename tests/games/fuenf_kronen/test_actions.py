"""Fünf Kronen's action text: made by ``actions``' constructors, read back by ``parse``."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.games.fuenf_kronen import actions
from kartentisch.games.fuenf_kronen.actions import Parsed, parse


def test_every_form_reads_back_as_it_was_made() -> None:
    melds = [["3H", "4H", "5H"], ["KS", "KS", "JK"]]
    assert actions.go_out("9C", melds) == "go out 9C as 3H 4H 5H / KS KS JK"
    assert actions.discard("10*") == "discard 10*"
    assert parse(actions.go_out("9C", melds)) == Parsed("go out", "9C", melds)
    assert parse(actions.discard("9C", melds[:1])) == Parsed("discard", "9C", melds[:1])
    assert parse(actions.go_out("JK")) == Parsed("go out", "JK")
    for plain in (actions.DRAW_STOCK, actions.DRAW_DISCARD, actions.NEXT_ROUND):
        assert parse(plain) == Parsed(plain) and not parse(plain).is_throw
    assert parse("discard 9C").is_throw


@pytest.mark.parametrize(
    "text",
    ["", "draw", "discard", "discard ", "discard 9C 8C", "go out 9C as ", "go out 9C as 3H /",
     "go out 9C as XX", "throw 9C", "discard 9C as 3H // 4H"],
)  # fmt: skip
def test_anything_else_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse(text)
    assert actions.verb_of(text) is None


def test_the_rules_offer_only_what_the_constructors_make() -> None:
    from kartentisch.engine.match import Match
    from kartentisch.engine.protocol import PlayerSpec

    match = Match.start(
        catalogue.get("fuenf-kronen"), [PlayerSpec("A", "easy"), PlayerSpec("B", "hard")], 4
    )
    seen = 0
    while not match.is_over() and seen < 400:
        seat = match.current
        assert seat is not None
        for action in match.legal(seat):
            parsed = parse(action)
            if parsed.card is None:
                assert parsed.verb == action
            elif parsed.verb == actions.GO_OUT:
                assert actions.go_out(parsed.card, parsed.melds) == action
            else:
                assert actions.discard(parsed.card, parsed.melds) == action
        match.play(match.bot_choice())
        seen += 1
