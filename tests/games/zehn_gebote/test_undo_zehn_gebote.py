"""10 Gebote: what a person alone with bots may take back (``games/zehn_gebote/undo.py``)."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

PLAYERS = (PlayerSpec("Pat"), PlayerSpec("Anna", "hard"), PlayerSpec("Ben", "hard"))


def test_plays_and_calls_go_back_a_draw_never() -> None:
    taken_back = {"play": 0, "call": 0}
    for seed in range(1, 15):
        match = Match.start(catalogue.get("zehn-gebote"), PLAYERS, seed)
        while not match.is_over() and len(match.log) < 120:
            seat = match.current
            assert seat is not None
            if match.is_bot(seat):
                match.play(match.bot_choice())
                assert not match.can_undo()
                continue
            legal = match.legal(0)
            action = match.game.bot("easy").choose(match.view(0), legal, match.state.rng.copy())
            before = match.state
            match.play(action)
            verb = action.split()[0]
            if verb == "draw":
                assert not match.can_undo()
            elif match.can_undo():
                assert len(match.state.draw) == len(before.draw)
                taken_back[verb] = taken_back.get(verb, 0) + 1
                snapshot = (match.game.view(before, 0), match.game.legal_actions(before, 0))
                match.undo()
                assert (match.view(0), match.legal(0)) == snapshot
                match.play(action)
    assert taken_back["play"] > 10
