"""What one seat may see: its own hand, everything public, and nothing else; and the state
with all it cannot see dealt anew."""

from __future__ import annotations

from typing import NotRequired, TypedDict

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import BaseView
from kartentisch.games.zehn_gebote import hooks, rules, tasks
from kartentisch.games.zehn_gebote.cards import sort_key
from kartentisch.games.zehn_gebote.state import ZehnGeboteEvent, ZehnGeboteState

LOG_TAIL = 30
"""Only the latest events travel in a view (the log grows all game); ``events_total`` counts
all."""


class SheetView(TypedDict):
    """One player's count at the end of the game."""

    seat: int
    hand: list[str]
    chips: int
    chip_points: int
    fruits: dict[str, int]
    fruit_points: int
    effects: list[list[str | int]]
    """[commandment id, points] per commandment that counted."""
    total: int


class TaskView(TypedDict):
    """The choice one seat owes now; ``options`` only in that seat's own view."""

    kind: str
    seat: int
    source: str
    left: int
    options: NotRequired[list[str]]


class ZehnGeboteView(BaseView[ZehnGeboteEvent]):
    current: int | None
    """The seat that must act now (a task's seat, or the turn)."""
    turn_no: int
    round: int
    direction: int
    top: str | None
    discard_count: int
    draw_count: int
    in_force: list[str]
    gone: list[str]
    hand_sizes: list[int]
    chips: list[int]
    played: bool
    calls: list[str]
    call_buttons: list[str]
    task: TaskView | None
    hand: list[str] | None
    final: list[SheetView] | None


def sheets_json(state: ZehnGeboteState) -> list[SheetView]:
    return [
        {
            "seat": s.seat,
            "hand": s.hand,
            "chips": s.chips,
            "chip_points": s.chip_points,
            "fruits": s.fruits,
            "fruit_points": s.fruit_points,
            "effects": [[cid, points] for cid, points in s.effects],
            "total": s.total,
        }
        for s in rules.final_count(state)
    ]


def view(state: ZehnGeboteState, seat: int | None) -> ZehnGeboteView:
    task = state.tasks[0] if state.tasks else None
    task_view: TaskView | None = None
    if task is not None:
        task_view = {"kind": task.kind, "seat": task.seat, "source": task.source, "left": task.left}
        if seat == task.seat:
            task_view["options"] = tasks.options(state, task)
    return {
        "game": "zehn-gebote",
        "names": list(state.names),
        "seat": seat,
        "phase": "over" if state.over else "task" if task is not None else "play",
        "turn": state.turn,
        "current": rules.current_player(state),
        "turn_no": state.turn_no,
        "round": state.round,
        "direction": state.direction,
        "top": state.discard[-1] if state.discard else None,
        "discard_count": len(state.discard),
        "draw_count": len(state.draw),
        "in_force": list(state.in_force),
        "gone": list(state.gone),
        "hand_sizes": [len(h) for h in state.hands],
        "chips": list(state.chips),
        "played": state.played,
        "calls": list(state.calls),
        "call_buttons": hooks.call_buttons(state.in_force),
        "task": task_view,
        "hand": None if seat is None else sorted(state.hands[seat], key=sort_key),
        "events": state.log[-LOG_TAIL:],
        "events_total": len(state.log),
        "over": state.over,
        "end_reason": state.ending,
        "final": sheets_json(state) if state.over else None,
    }


def public_check(view: ZehnGeboteView, card: str) -> hooks.PlayCheck:
    """The play check for ``card`` from the view's seat, built from its view alone."""
    top, seat, hand = view["top"], view["seat"], view["hand"]
    assert top is not None and seat is not None and hand is not None, "a seat's view in play"
    return hooks.PlayCheck(card, top, seat, len(hand), len(view["names"]))


def fits_in_view(view: ZehnGeboteView, card: str) -> bool:
    """Whether ``card`` would fit now, as the seat can tell from what it sees."""
    return hooks.verdict(view["in_force"], public_check(view, card))[0]


def shuffle_hidden(state: ZehnGeboteState, seat: int | None, rng: Rng) -> ZehnGeboteState:
    """Other hands, the draw pile and the unused commandments are hidden from ``seat``.

    A pending task that no longer has anything to do once the cards have moved (its
    ``needed`` test reads a hand) is dropped, as the engine would have skipped it: so
    a question put only to the holder of a card leaves with the card, and the generic
    check sees the turn change.
    """
    new = state.copy()
    others = [s for s in range(new.n) if s != seat]
    numbers = [c for c in new.draw if not hooks.is_commandment(c)]
    numbers += [c for s in others for c in new.hands[s]]
    secret = [c for c in new.draw if hooks.is_commandment(c)]
    in_draw = len(secret)
    secret += new.box
    rng.shuffle(numbers)
    rng.shuffle(secret)
    for s in others:
        size = len(new.hands[s])
        new.hands[s], numbers = numbers[:size], numbers[size:]
    new.draw = numbers + secret[:in_draw]
    new.box = secret[in_draw:]
    rng.shuffle(new.draw)
    rules.skip_idle_tasks(new)
    return new
