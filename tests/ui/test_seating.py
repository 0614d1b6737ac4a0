"""Whose view the table shows and when the device passes on."""

from __future__ import annotations

from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table import seating

ADA, BO, BOT = PlayerSpec("Ada"), PlayerSpec("Bo"), PlayerSpec("Cy", "easy")


def test_no_person_is_a_spectator() -> None:
    assert seating.viewer([BOT, BOT], 0, [0], None) is None
    assert not seating.needs_pass_screen([BOT, BOT], None, None)


def test_one_person_always_sees_their_hand() -> None:
    assert seating.viewer([BOT, ADA], 0, [0], None) == 1
    assert not seating.needs_pass_screen([BOT, ADA], 1, None)


def test_two_people_follow_the_turn_and_keep_the_holder_during_bot_turns() -> None:
    players = [ADA, BO, BOT]
    assert seating.viewer(players, 1, [1], 0) == 1
    assert seating.needs_pass_screen(players, 1, 0)
    assert seating.viewer(players, 2, [2], 1) == 1
    assert not seating.needs_pass_screen(players, 1, 1)


def test_out_of_turn_actions_prefer_the_holder() -> None:
    players = [ADA, BO, BOT]
    assert seating.viewer(players, 2, [2, 0, 1], 1) == 1
    assert seating.viewer(players, 2, [2, 0], 1) == 0


def test_bot_to_act() -> None:
    assert seating.bot_to_act([ADA, BOT], 1) == 1
    assert seating.bot_to_act([ADA, BOT], 0) is None
    assert seating.bot_to_act([ADA, BOT], None) is None


def test_the_others_sit_round_the_person_in_turn_order() -> None:
    assert seating.seats_after(2, 4) == [3, 0, 1]
    assert seating.seats_after(0, 2) == [1]
    assert seating.seats_after(None, 3) == [0, 1, 2], "a spectator sees every seat"
    assert [seating.places_on(s, 2, 4) for s in range(4)] == [2, 3, 0, 1]
    assert seating.in_turn_order(2, 3) == [2, 0, 1]
