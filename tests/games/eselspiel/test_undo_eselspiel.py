"""Eselspiel: what a person alone with bots may take back (``games/eselspiel/undo.py``)."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

PLAYERS = (PlayerSpec("Pat"), PlayerSpec("Anna", "sharp"), PlayerSpec("Ben", "sharp"))


def test_turning_a_card_and_a_slip_are_never_taken_back_and_a_placement_is() -> None:
    match = Match.start(catalogue.get("eselspiel"), PLAYERS, 4)
    seen_place = seen_slip = False
    while not match.is_over() and len(match.log) < 600 and not (seen_place and seen_slip):
        seat = match.current
        assert seat is not None
        if match.is_bot(seat):
            match.play(match.bot_choice())
            assert not match.can_undo()
            continue
        legal = match.legal(0)
        # a wrong choice on purpose now and then: a slip the table announced stays
        sharp = match.game.bot("sharp")
        action = (
            legal[-1]
            if len(match.log) % 3 == 0
            else sharp.choose(match.view(0), legal, match.state.rng.copy())
        )
        if action == "turn":
            match.play("turn")
            assert not match.can_undo()
            continue
        total = match.state.events_total
        expected = (match.view(0), match.legal(0))
        match.play(action)
        if match.is_over():
            break
        logged = match.state.events[-(match.state.events_total - total) :]
        slipped = any(event["kind"] == "slip" for event in logged)
        seen_place |= not slipped
        seen_slip |= slipped
        if slipped:
            # the table said "Esel!": the penalty stands, nothing before it goes back either
            assert not match.can_undo()
            continue
        assert match.can_undo()
        match.undo()
        assert (match.view(0), match.legal(0)) == expected
        match.play(action)
    assert seen_place and seen_slip
