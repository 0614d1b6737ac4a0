"""10 Gebote's action text: made by ``actions``' constructors, read back by ``parse``."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import GAME, actions
from kartentisch.games.zehn_gebote.actions import Parsed, parse


def remade(parsed: Parsed) -> str:
    """The action ``parsed`` was read from, made again by the constructors."""
    if parsed.verb == actions.DRAW:
        return actions.DRAW
    if parsed.verb == actions.CALL:
        return actions.call(str(parsed.name))
    if parsed.verb == actions.PENALTY:
        return actions.penalty(int(str(parsed.seat)), str(parsed.commandment))
    if parsed.verb in actions.CARD_VERBS:
        return actions.card_choice(parsed.verb, parsed.card)
    return actions.seat_choice(parsed.verb, parsed.seat)


def test_every_form_reads_back() -> None:
    assert actions.play("R5") == "play R5"
    assert actions.card_choice(actions.SHED, None) == "shed done"
    assert actions.card_choice(actions.GIVE, None) == "give none"
    assert actions.seat_choice(actions.FIRST, None) == "first none"
    assert parse("penalty 2 T03") == Parsed("penalty", seat=2, commandment="T03")
    assert parse("call rot") == Parsed("call", name="rot")
    assert parse("drop B70") == Parsed("drop", card="B70")
    assert parse("shed done") == Parsed("shed", declined=True)
    assert parse("swap none") == Parsed("swap", declined=True)
    assert parse("pass 1") == Parsed("pass", seat=1)
    assert parse("draw") == Parsed("draw")
    with pytest.raises(ValueError):
        actions.seat_choice(actions.PASS, None)
    with pytest.raises(ValueError):
        actions.card_choice(actions.PLAY, None)


@pytest.mark.parametrize(
    "text",
    ["", "draw 2", "play", "play ", "play X9", "play R5 R6", "give", "shed none", "pass none",
     "pass x", "swap -1", "first", "penalty 1", "penalty x T03", "call", "call  rot", "fold"],
)  # fmt: skip
def test_anything_else_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse(text)


def test_the_rules_offer_only_what_the_constructors_make() -> None:
    """Whole games with two people at the table (so penalties and the start question come
    up) and bots: every legal action of every seat that may act reads back as it was made."""
    verbs: set[str] = set()
    for seed in range(4):
        players = [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C", "easy"), PlayerSpec("D")]
        state = GAME.new_game({}, players, seed)
        bot = GAME.bot("easy")
        for step in range(600):
            if GAME.is_over(state):
                break
            for seat in GAME.actors(state):
                for action in GAME.legal_actions(state, seat):
                    parsed = parse(action)
                    verbs.add(parsed.verb)
                    assert remade(parsed) == action
            current = GAME.current_player(state)
            assert current is not None
            charges = [a for a in GAME.legal_actions(state, 0) if a.startswith("penalty ")]
            if charges and step % 9 == 0:
                state = GAME.apply(state, charges[0], 0)
                continue
            legal = GAME.legal_actions(state, current)
            view = GAME.view(state, current)
            choice = bot.choose(view, legal, Rng.derive(seed, step))
            state = GAME.apply(state, choice, current)
    assert {actions.PLAY, actions.DRAW, actions.PENALTY, actions.FIRST} <= verbs


OLD_SAVE = (
    '{"format":"kartentisch-save","version":1,"game":"zehn-gebote","rules_version":3,"options'
    '":{},"players":[{"name":"Ada","bot":null},{"name":"Bo","bot":null},{"name":"Cy","bot":"m'
    'edium"}],"seed":"5","actions":[[1,"penalty 0 T01"],[0,"first 1"],[1,"draw"],[2,"play B3"'
    '],[2,"draw"],[0,"draw"],[1,"play Y93"],[1,"draw"],[2,"draw"],[0,"draw"],[1,"draw"],[1,"p'
    'enalty 0 T01"],[2,"draw"],[0,"draw"],[1,"draw"],[2,"draw"],[0,"play G14"],[0,"draw"],[1,'
    '"draw"],[2,"draw"],[0,"draw"],[1,"play B6"],[1,"penalty 0 T01"],[1,"draw"],[2,"play Y16"'
    '],[2,"draw"],[0,"draw"],[1,"play G5"],[1,"draw"],[2,"draw"],[0,"play G14"],[0,"draw"],[0'
    ',"drop none"],[1,"penalty 0 T01"],[1,"drop none"],[2,"drop B70"],[1,"draw"],[2,"draw"],['
    '0,"play R4"],[0,"draw"],[1,"draw"],[2,"draw"],[0,"draw"],[1,"draw"],[1,"penalty 0 T01"],'
    '[2,"play R43"],[2,"draw"],[0,"play G2"],[0,"play R4"],[0,"draw"],[1,"play Y47"],[1,"draw'
    '"],[2,"play R34"],[2,"draw"],[0,"play G4"],[1,"penalty 0 T01"],[0,"draw"],[1,"play R15"]'
    ',[1,"draw"],[2,"play Y6"],[2,"draw"],[0,"draw"],[1,"play B4"],[1,"draw"],[2,"shed Y58"],'
    '[2,"shed G87"],[1,"penalty 0 T01"],[0,"shed done"],[1,"shed B12"],[1,"shed G23"],[2,"pla'
    'y G39"],[2,"draw"],[0,"play B27"],[0,"play Y1"],[0,"draw"],[1,"draw"],[2,"play B70"],[1,'
    '"penalty 0 T01"],[2,"draw"],[1,"play Y25"],[1,"draw"],[0,"draw"],[2,"play B48"],[2,"draw'
    '"],[1,"draw"],[0,"play G14"],[0,"draw"],[2,"play Y6"],[1,"penalty 0 T01"],[2,"draw"],[1,'
    '"draw"],[0,"play R29"],[0,"draw"],[2,"play G87"],[2,"draw"],[1,"draw"],[0,"draw"],[2,"pl'
    'ay B12"],[2,"draw"],[1,"penalty 0 T01"],[1,"play Y47"],[1,"draw"]],"checksum":"0e7e56e5c'
    '2341c10d3006197a710012155f43f74dd70002e9885d624210e132d"}'
)
"""A save written before the actions had a module of their own: it must still load."""


def test_a_save_made_before_still_loads_and_writes_back_alike() -> None:
    match = saves.from_json(OLD_SAVE, catalogue.get)
    assert saves.to_json(match) == OLD_SAVE
