"""Zehn: what a person alone with bots may take back (``games/zehn/undo.py``)."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn.undo import known_hidden

PLAYERS = (PlayerSpec("Pat"), PlayerSpec("Anna", "hard"), PlayerSpec("Ben", "hard"))


def test_within_a_round_the_person_takes_back_until_a_bot_acts_or_a_card_shows() -> None:
    taken_back = 0
    for seed in range(1, 12):
        match = Match.start(catalogue.get("zehn"), PLAYERS, seed)
        while not match.is_over() and match.state.round_no <= 2:
            seat = match.current
            assert seat is not None
            if match.is_bot(seat):
                match.play(match.bot_choice())
                assert not match.can_undo()
                continue
            before = match.state
            action = match.game.bot("easy").choose(
                match.view(0), match.legal(0), match.state.rng.copy()
            )
            match.play(action)
            after = match.state
            shows = (
                after.round_no != before.round_no
                or after.phase in ("choose", "over")
                or bool(known_hidden(after, 0) - known_hidden(before, 0))
            )
            assert match.can_undo() == (not shows), action
            if match.can_undo():
                expected = Match.start(catalogue.get("zehn"), PLAYERS, seed)
                for s, a in match.log[:-1]:
                    expected.play(a, s)
                match.undo()
                taken_back += 1
                assert match.view(0) == expected.view(0)
                match.play(action)
    assert taken_back > 20


def test_a_face_down_card_bought_is_a_card_learned() -> None:
    match = Match.start(catalogue.get("zehn"), PLAYERS, 2)
    state = match.state
    state.hands[0] = ["3", "4", "J"]
    state.laid = [["5"], ["P2"], ["7"]]
    state.face_down = [False, True, False]
    state.knows_down = [[], [1], []]
    known = known_hidden(state, 0)
    bought = match.game.copy_state(state)
    bought.laid = [["P2"], ["5"], ["7"]]
    bought.face_down = [True, False, False]
    bought.knows_down = [[1, 0], [], []]
    assert known_hidden(bought, 0) - known == {"P2": 1}
