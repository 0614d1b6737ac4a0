"""Zehn's action text: made by ``actions``' constructors, read back by ``parse``."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.actions import Parsed, parse


def remade(parsed: Parsed) -> str:
    """The action ``parsed`` was read from, made again by the constructors."""
    if parsed.verb == actions.LAY:
        return actions.lay(str(parsed.card), parsed.down, parsed.chips)
    if parsed.verb == actions.BID:
        return actions.bid(parsed.amount, int(str(parsed.seat)))
    if parsed.verb == actions.RAISE:
        return actions.raise_to(parsed.amount)
    if parsed.verb == actions.PROTECT:
        return actions.protect(parsed.amount)
    if parsed.verb == actions.ADD:
        return actions.add(str(parsed.card))
    if parsed.verb == actions.START:
        return actions.start(int(str(parsed.seat)))
    return parsed.verb


def test_every_form_reads_back() -> None:
    assert actions.lay("P3", down=True, chips=2) == "lay P3 down +2"
    assert parse("lay JK open") == Parsed("lay", card="JK")
    assert parse("bid 2 on 1") == Parsed("bid", amount=2, seat=1)
    assert parse("raise 4") == Parsed("raise", amount=4)
    assert parse("protect 1") == Parsed("protect", amount=1)
    assert parse("add 3") == Parsed("add", card="3")
    assert parse("start 0") == Parsed("start", seat=0)
    for plain in (actions.PASS, actions.KEEP, actions.STOP):
        assert parse(plain) == Parsed(plain)


@pytest.mark.parametrize(
    "text",
    ["", "lay", "lay 7", "lay 7 sideways", "lay 7 open 2", "lay 7 open +x", "bid 2 to 1",
     "bid two on 1", "raise", "protect -1", "add", "start", "pass now", "fold"],
)  # fmt: skip
def test_anything_else_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse(text)


def test_the_rules_offer_only_what_the_constructors_make() -> None:
    players = [PlayerSpec(f"P{i}", level) for i, level in enumerate(("hard", "medium", "easy"))]
    match = Match.start(catalogue.get("zehn"), players, 6)
    while not match.is_over():
        seat = match.current
        assert seat is not None
        for action in match.legal(seat):
            assert remade(parse(action)) == action
        match.play(match.bot_choice())
