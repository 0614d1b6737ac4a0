"""The Eselspiel's action text: made by ``actions``' constructors, read back by ``parse``."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.errors import SaveOldRulesError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.eselspiel import actions
from kartentisch.games.eselspiel.actions import Parsed, Pile, parse, parse_target


def remade(parsed: Parsed) -> str:
    """The action ``parsed`` was read from, made again by the constructors."""
    pile = parsed.pile
    if pile is None:
        return parsed.verb
    make = actions.middle if pile.kind == actions.MIDDLE else actions.seat
    target = make(pile.number)
    return actions.place(target) if parsed.verb == actions.PLACE else actions.top(target)


def test_every_form_reads_back() -> None:
    assert actions.place(actions.middle(2)) == "place middle 2"
    assert actions.top(actions.seat(0)) == "top seat 0"
    assert parse("place seat 3") == Parsed("place", "seat 3")
    assert parse("top middle 12").pile == Pile("middle", 12)
    assert parse_target("seat 0") == Pile("seat", 0)
    for plain in (actions.TURN, actions.KEEP):
        assert parse(plain) == Parsed(plain) and parse(plain).pile is None


@pytest.mark.parametrize(
    "text",
    ["", "turn now", "keep 3", "place", "place ", "place middle", "place middle 0",
     "place middle x", "top seat -1", "top bench 2", "place seat 1 2", "flip"],
)  # fmt: skip
def test_anything_else_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse(text)


@pytest.mark.parametrize("seats", [2, 5])
def test_the_rules_offer_only_what_the_constructors_make(seats: int) -> None:
    levels = ("sleepy", "normal", "sharp")
    players = [PlayerSpec(f"P{i}", levels[i % 3]) for i in range(seats)]
    match = Match.start(catalogue.get("eselspiel"), players, seats)
    verbs: set[str] = set()
    for _ in range(400):
        if match.is_over():
            break
        seat = match.current
        assert seat is not None
        for action in match.legal(seat):
            parsed = parse(action)
            verbs.add(parsed.verb)
            assert remade(parsed) == action
        match.play(match.bot_choice())
    assert verbs == {actions.TURN, actions.KEEP, actions.PLACE, actions.TOP}


OLD_SAVE = (
    '{"format":"kartentisch-save","version":1,"game":"eselspiel","rules_version":2,"options":'
    '{"round_limit":200,"middle_both_ways":false},"players":[{"name":"Anna","bot":"sharp"},{"'
    'name":"Ben","bot":"sleepy"},{"name":"Cem","bot":"normal"}],"seed":"11","actions":[[0,"tu'
    'rn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"],[1,"tu'
    'rn"],[1,"keep"],[2,"turn"],[2,"place seat 1"],[2,"turn"],[2,"place seat 0"],[2,"turn"],['
    '2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"turn"],[2,"keep"],['
    '0,"turn"],[0,"keep"],[1,"turn"],[1,"place seat 0"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"'
    'keep"],[1,"turn"],[1,"place seat 0"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"tur'
    'n"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"place middle 1'
    '"],[0,"top seat 2"],[0,"top seat 1"],[0,"top seat 1"],[0,"top seat 2"],[0,"top seat 2"],'
    '[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"place seat 0"],[2,"turn"],[2,'
    '"keep"],[0,"turn"],[0,"place seat 1"],[0,"turn"],[0,"place seat 1"],[0,"turn"],[0,"keep"'
    '],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"'
    '],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"'
    '],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"'
    '],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"place'
    ' middle 1"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"place seat 1"],[0'
    ',"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"place sea'
    't 1"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"place seat 0"],[1,"turn"],[1,"keep"],[2,"turn'
    '"],[2,"keep"],[0,"turn"],[0,"keep"]],"checksum":"1ed11f08dfc9e313ddf7721f3eeb0426aa4f750'
    'e3f2a06a2862fdc53b8a0b854"}'
)
"""A save written before the first dealer was drawn from the seed (rules version 2)."""

NEW_SAVE = (
    '{"format":"kartentisch-save","version":1,"game":"eselspiel","rules_version":3,"options":{"'
    'round_limit":200,"middle_both_ways":false},"players":[{"name":"Anna","bot":"sharp"},{"name'
    '":"Ben","bot":"sleepy"},{"name":"Cem","bot":"normal"}],"seed":"11","actions":[[2,"turn"],['
    '2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,'
    '"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"k'
    'eep"],[2,"turn"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"place seat 1"],[0,"turn"],[0,"keep"]'
    ',[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],['
    '2,"turn"],[2,"keep"],[0,"turn"],[0,"place middle 1"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"'
    'keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"ke'
    'ep"],[0,"turn"],[0,"keep"],[1,"turn"],[1,"keep"],[2,"turn"],[2,"keep"],[0,"turn"],[0,"keep'
    '"],[1,"turn"],[1,"keep"],[2,"turn"]],"checksum":"5d9c32c9fb159ae879c2c3c4ccdb8f5bb94cffc66'
    '1201cccca940166ce311ad0"}'
)
"""A save of rules version 3: the first dealer drawn from the seed."""


def test_a_save_of_the_older_rules_is_refused_with_the_rules_message() -> None:
    with pytest.raises(SaveOldRulesError):
        saves.from_json(OLD_SAVE, catalogue.get)


def test_a_save_loads_and_writes_back_alike() -> None:
    match = saves.from_json(NEW_SAVE, catalogue.get)
    assert saves.to_json(match) == NEW_SAVE
    assert match.state.first == 2 and match.view(0)["dealer"] == 1
