"""Table commandments need people: out of the deck with fewer than two, person to person and
one chip per slip with two or more (so nobody can farm chips onto the bots)."""

from __future__ import annotations

import pytest

from kartentisch.engine.errors import IllegalActionError
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import GAME, hooks
from kartentisch.games.zehn_gebote.levels import make_bot
from kartentisch.games.zehn_gebote.state import ZehnGeboteState

from .helpers import act, penalties, table


def seats(*bots: str | None) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i}", bot) for i, bot in enumerate(bots)]


def is_table(cid: str) -> bool:
    return hooks.is_commandment(cid) and hooks.get(cid).kind == hooks.TABLE


def commandments_anywhere(state: ZehnGeboteState) -> list[str]:
    zones = [state.draw, state.discard, state.box, state.in_force, state.gone, *state.hands]
    return [c for zone in zones for c in zone if hooks.is_commandment(c)]


def play_out(state: ZehnGeboteState, seed: int) -> list[ZehnGeboteState]:
    """Every state of a game in which each seat moves as a medium bot would."""
    bot = make_bot("medium")
    rng = Rng(seed)
    states = [state]
    while not GAME.is_over(state):
        seat = GAME.current_player(state)
        assert seat is not None
        action = bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        state = GAME.apply(state, action, seat)
        states.append(state)
    return states


@pytest.mark.parametrize("players", [seats(None, "easy"), seats("hard", None, "easy", "medium")])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_one_person_with_bots_never_meets_a_table_commandment(
    players: list[PlayerSpec], seed: int
) -> None:
    start = GAME.new_game({}, players, seed)
    assert len(start.in_force) == 2 and not any(is_table(c) for c in start.in_force)
    assert all(hooks.get(c).kind != hooks.AT_ONCE for c in start.in_force)
    in_play = sorted(commandments_anywhere(start))
    assert in_play == sorted(hooks.deck(with_table=False)), "only the table cards left out"
    for state in play_out(start, seed):
        assert not any(is_table(c) for c in commandments_anywhere(state))
        for seat in range(len(players)):
            assert not any(a.startswith("penalty ") for a in GAME.legal_actions(state, seat))
        assert GAME.actors(state) == ([] if state.over else [GAME.current_player(state)])
    assert state.in_force[:2] == start.in_force
    assert len(state.in_force) + len(state.gone) == 10, "10 commandments in play in all"


def test_chip_farming_is_gone() -> None:
    """Fifty clicks on the old penalty button gave every bot 25 chips; now there is none."""
    state = GAME.new_game({}, seats(None, "easy", "easy"), 5)
    person = 0
    for _ in range(50):
        with pytest.raises(IllegalActionError):
            state = GAME.apply(state, "penalty 1 T01", person)
    assert state.chips == [0, 0, 0]


def test_two_people_keep_the_spielstart_cards_and_the_table_commandments() -> None:
    state = GAME.new_game({}, seats(None, "easy", None), 5)
    assert state.in_force == list(hooks.SPIELSTART)
    assert sorted(commandments_anywhere(state)) == sorted(hooks.REGISTRY)


def test_a_chip_goes_from_a_person_to_a_person_only() -> None:
    s = table(["G1", "R2", "Y3"], persons=[0, 2])
    assert GAME.legal_actions(s, 1) == [], "a bot hands out no chip"
    assert [a for a in GAME.legal_actions(s, 2) if a.startswith("penalty")] == [
        "penalty 0 T01",
        "penalty 0 T02",
    ], "and gets none"
    assert GAME.actors(s) == [0, 2]
    with pytest.raises(IllegalActionError):
        GAME.apply(s, "penalty 1 T01", 0)


def test_one_chip_per_slip_until_play_moves_on() -> None:
    s = table(["G1", "R2", "Y3"], top="Y25")
    s = act(s, "penalty 0 T01", seat=2)
    assert "penalty 0 T01" not in GAME.legal_actions(s, 2)
    assert "penalty 0 T01" not in GAME.legal_actions(s, 1), "nobody charges the same slip twice"
    assert "penalty 0 T02" in GAME.legal_actions(s, 2), "another commandment is another slip"
    assert "penalty 1 T01" in GAME.legal_actions(s, 2), "another person is another slip"
    with pytest.raises(IllegalActionError):
        GAME.apply(s, "penalty 0 T01", 1)
    s = act(s, "draw")
    assert s.turn == 1 and "penalty 0 T01" in GAME.legal_actions(s, 2), "play moved on"
    assert penalties(s) == [(0, "table", "T01")] and s.chips == [1, 0, 0]
