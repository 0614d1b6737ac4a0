"""What one seat may see: its own hand, everything public, and nothing else."""

from __future__ import annotations

from typing import Any

from kartentisch.engine.protocol import View
from kartentisch.games.zehn_gebote import hooks, tasks, turn
from kartentisch.games.zehn_gebote.cards import sort_key
from kartentisch.games.zehn_gebote.state import ZState

LOG_TAIL = 30
"""Only the latest events travel in a view (the log grows all game); ``log_total`` counts all."""


def sheets_json(state: ZState) -> list[dict[str, Any]]:
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
        for s in turn.final_count(state)
    ]


def view(state: ZState, seat: int | None) -> View:
    task = state.tasks[0] if state.tasks else None
    data: dict[str, Any] = {
        "names": list(state.names),
        "seat": seat,
        "players": state.n,
        "turn": state.turn,
        "current": turn.current(state),
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
        "task": None
        if task is None
        else {"kind": task.kind, "seat": task.seat, "source": task.source, "left": task.left},
        "hand": None if seat is None else sorted(state.hands[seat], key=sort_key),
        "log": state.log[-LOG_TAIL:],
        "log_total": len(state.log),
        "over": state.over,
        "final": sheets_json(state) if state.over else None,
    }
    if task is not None and seat == task.seat:
        data["task"]["options"] = tasks.options(state, task)
    return data


def public_check(view: View, card: str) -> hooks.PlayCheck:
    """The play check for ``card`` from the view's seat, built from its view alone."""
    return hooks.PlayCheck(card, view["top"], view["seat"], len(view["hand"]), view["players"])


def fits_in_view(view: View, card: str) -> bool:
    """Whether ``card`` would fit now, as the seat can tell from what it sees."""
    return hooks.verdict(view["in_force"], public_check(view, card))[0]
