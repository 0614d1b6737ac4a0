"""The generic hidden-information check catches a question that gives away a hidden card.

The old A04 asked only the holder of the 70: every view then showed who held it. Put back
for the length of a test, that behaviour must fail ``check_hidden_information`` (and a whole
random playout), while the current one, asking everyone, passes.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from kartentisch import catalogue
from kartentisch.engine.conformance import check_hidden_information, check_random_playout
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import GAME, hooks, tasks
from kartentisch.games.zehn_gebote import effects as fx
from kartentisch.games.zehn_gebote.cards import SEVENTY
from kartentisch.games.zehn_gebote.state import ZehnGeboteState
from kartentisch.games.zehn_gebote.tasks import TaskKind

from .helpers import act, table

LEAK = "view shows hidden cards|who acts depends on cards|fails in a world"


def holder_only(state: ZehnGeboteState, seat: int) -> None:
    """The A04 of rules version 2: a task for whoever holds the 70, nobody else."""
    for s in fx.seats_from(state, seat):
        if SEVENTY in state.hands[s]:
            fx.push_task(state, "drop70", s, "A04")


@pytest.fixture
def old_a04(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(
        hooks.REGISTRY, "A04", replace(hooks.REGISTRY["A04"], on_reveal=holder_only)
    )
    monkeypatch.setitem(
        tasks.TASKS,
        "drop70",
        TaskKind(
            "drop",
            lambda state, task: [f"drop {SEVENTY}", "drop none"],
            tasks.TASKS["drop"].apply,
            lambda state, task: SEVENTY in state.hands[task.seat],
        ),
    )


def a04_revealed() -> ZehnGeboteState:
    """Seat 0 draws A04 while seat 1 holds the 70."""
    s = table(["G1", "R1 B70", "B1 B2"], top="G23", draw="A04 Y1", persons=[])
    return act(s, "draw")


@pytest.mark.parametrize("looker", [0, 2, None])
def test_asking_only_the_holder_fails_the_check(old_a04: None, looker: int | None) -> None:
    s = a04_revealed()
    assert [t.seat for t in s.tasks] == [1], "the old behaviour is in place"
    with pytest.raises(AssertionError, match=LEAK):
        check_hidden_information(GAME, s, 3, looker, Rng(1))


@pytest.mark.parametrize("looker", [0, 1, 2, None])
def test_asking_everyone_passes_the_check(looker: int | None) -> None:
    s = a04_revealed()
    while s.tasks:
        check_hidden_information(GAME, s, 3, looker, Rng(1))
        s = act(s, "drop none")


def test_a_random_playout_with_the_old_question_fails(old_a04: None) -> None:
    """Seed 2 with 4 players reveals A04 while someone holds the 70 (found by a search)."""
    with pytest.raises(AssertionError, match=LEAK):
        check_random_playout(catalogue.get("zehn-gebote"), PLAYOUT_SEATS, PLAYOUT_SEED)


PLAYOUT_SEATS = 4
PLAYOUT_SEED = 2
