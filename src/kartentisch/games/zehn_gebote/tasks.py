"""Choices a seat owes before play goes on, as a small registry of task kinds.

A task kind lists its actions and applies one (read back by ``actions.parse``); the turn
logic only runs the queue. Duties offer a "none" action too: forgetting a duty is a slip the
engine punishes, never blocks.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from kartentisch.games.zehn_gebote import actions
from kartentisch.games.zehn_gebote import effects as fx
from kartentisch.games.zehn_gebote.actions import Parsed
from kartentisch.games.zehn_gebote.cards import SEVENTY, sort_key
from kartentisch.games.zehn_gebote.state import Task, ZehnGeboteState


@dataclass(frozen=True)
class TaskKind:
    verb: str
    options: Callable[[ZehnGeboteState, Task], list[str]]
    apply: Callable[[ZehnGeboteState, Task, Parsed], bool]
    """Carries out one action; True when the task is finished."""
    needed: Callable[[ZehnGeboteState, Task], bool]
    """False: nothing to choose (e.g. an empty hand), the task is skipped."""


TASKS: dict[str, TaskKind] = {}


def register_task(kind: str, task_kind: TaskKind) -> None:
    TASKS[kind] = task_kind


def _hand_cards(state: ZehnGeboteState, seat: int) -> list[str]:
    return sorted(set(state.hands[seat]), key=sort_key)


def _has_cards(state: ZehnGeboteState, task: Task) -> bool:
    return bool(state.hands[task.seat])


def _card_options(verb: str) -> Callable[[ZehnGeboteState, Task], list[str]]:
    def options(state: ZehnGeboteState, task: Task) -> list[str]:
        cards: list[str | None] = [*_hand_cards(state, task.seat), None]
        return [actions.card_choice(verb, c) for c in cards]

    return options


def _give_apply(state: ZehnGeboteState, task: Task, action: Parsed) -> bool:
    card = action.card
    if card is None:
        fx.penalise(state, task.seat, "duty", task.source)
        return True
    target = fx.left_of(state, task.seat)
    state.hands[task.seat].remove(card)
    state.hands[target].append(card)
    fx.log(state, "give", task.seat, to=target)
    return True


def _bury_apply(state: ZehnGeboteState, task: Task, action: Parsed) -> bool:
    card = action.card
    if card is None:
        fx.penalise(state, task.seat, "duty", task.source)
        return True
    state.hands[task.seat].remove(card)
    state.draw.insert(0, card)
    fx.log(state, "bury", task.seat)
    return True


def _drop_apply(state: ZehnGeboteState, task: Task, action: Parsed) -> bool:
    card = action.card
    if card is not None:
        fx.put_on_discard(state, task.seat, card, "drop")
    return True


def _seventy_options(state: ZehnGeboteState, task: Task) -> list[str]:
    """Every player is asked, holder or not, so the question itself gives nobody away; only
    the holder's answer can be "drop the 70"."""
    own = [actions.card_choice(actions.DROP, SEVENTY)] if SEVENTY in state.hands[task.seat] else []
    return [*own, actions.card_choice(actions.DROP, None)]


def _shed_apply(state: ZehnGeboteState, task: Task, action: Parsed) -> bool:
    card = action.card
    if card is None:
        return True
    fx.put_on_discard(state, task.seat, card, "shed")
    return task.left <= 1


def _chip_options(state: ZehnGeboteState, task: Task) -> list[str]:
    return [actions.seat_choice(actions.PASS, s) for s in range(state.n) if s != task.seat]


def _chip_apply(state: ZehnGeboteState, task: Task, action: Parsed) -> bool:
    target = action.seat
    assert target is not None
    state.chips[task.seat] -= 1
    state.chips[target] += 1
    fx.log(state, "passchip", task.seat, to=target)
    return True


def _swap_options(state: ZehnGeboteState, task: Task) -> list[str]:
    others: list[int | None] = [s for s in range(state.n) if s != task.seat]
    return [actions.seat_choice(actions.SWAP, s) for s in [*others, None]]


def _swap_apply(state: ZehnGeboteState, task: Task, action: Parsed) -> bool:
    other = action.seat
    if other is not None:
        state.hands[task.seat], state.hands[other] = state.hands[other], state.hands[task.seat]
        fx.log(state, "swap", task.seat, to=other)
    return True


def _first_options(state: ZehnGeboteState, task: Task) -> list[str]:
    seats: list[int | None] = [*range(state.n), None]
    return [actions.seat_choice(actions.FIRST, s) for s in seats]


def _first_apply(state: ZehnGeboteState, task: Task, action: Parsed) -> bool:
    """The rules' question: who last made coffee or tea for someone else starts ("none": the
    start player drawn at random at the deal stays)."""
    if action.seat is not None:
        state.turn = action.seat
    fx.log_start(state)
    return True


register_task("give", TaskKind(actions.GIVE, _card_options(actions.GIVE), _give_apply, _has_cards))
register_task("bury", TaskKind(actions.BURY, _card_options(actions.BURY), _bury_apply, _has_cards))
register_task("drop", TaskKind(actions.DROP, _card_options(actions.DROP), _drop_apply, _has_cards))
register_task(
    "drop70",
    TaskKind(actions.DROP, _seventy_options, _drop_apply, lambda state, task: True),
)
register_task(
    "shed",
    TaskKind(
        actions.SHED,
        _card_options(actions.SHED),
        _shed_apply,
        lambda state, task: len(state.hands[task.seat]) > 0,
    ),
)
register_task(
    "chip",
    TaskKind(
        actions.PASS, _chip_options, _chip_apply, lambda state, task: state.chips[task.seat] > 0
    ),
)
register_task("swap", TaskKind(actions.SWAP, _swap_options, _swap_apply, lambda state, task: True))
register_task(
    "first", TaskKind(actions.FIRST, _first_options, _first_apply, lambda state, task: True)
)


def options(state: ZehnGeboteState, task: Task) -> list[str]:
    return TASKS[task.kind].options(state, task)


def apply(state: ZehnGeboteState, action: Parsed) -> None:
    """Carry out ``action`` for the first task; finished tasks leave the queue."""
    task = state.tasks[0]
    if TASKS[task.kind].apply(state, task, action):
        state.tasks.pop(0)
    else:
        state.tasks[0] = replace(task, left=task.left - 1)


def needed(state: ZehnGeboteState, task: Task) -> bool:
    return TASKS[task.kind].needed(state, task)
