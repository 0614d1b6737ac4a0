"""What one seat may see: its own hand, the hand sizes, the stock's size and the cards played.
Other hands and the stock's order are stripped here, in this one place."""

from __future__ import annotations

from kartentisch.engine.protocol import Seat
from kartentisch.engine.rng import Rng
from kartentisch.engine.views import BaseView
from kartentisch.games.demo.state import DemoEvent, DemoState

EVENTS_SHOWN = 10
"""The newest public events a view carries."""


class DemoView(BaseView[DemoEvent]):
    """The demo's own keys on top of the shared ones."""

    stock: int
    played: list[str]
    hand_sizes: list[int]
    hand: list[str] | None


def view(state: DemoState, seat: Seat | None) -> DemoView:
    return {
        "game": "demo",
        "seat": seat,
        "names": state.names,
        "phase": "over" if state.over else "play",
        "end_reason": "hands_played" if state.over else None,
        "events": state.events[-EVENTS_SHOWN:],
        "events_total": len(state.events),
        "stock": len(state.stock),
        "played": state.played,
        "hand_sizes": [len(h) for h in state.hands],
        "hand": sorted(state.hands[seat], key=int) if seat is not None else None,
        "turn": state.turn,
        "over": state.over,
    }


def shuffle_hidden(state: DemoState, seat: Seat | None, rng: Rng) -> DemoState:
    """Deal every card ``seat`` cannot see anew: the stock and the other hands."""
    new = state.copy()
    others = [s for s in range(len(new.hands)) if s != seat]
    pool = new.stock + [c for s in others for c in new.hands[s]]
    rng.shuffle(pool)
    new.stock = pool[: len(new.stock)]
    rest = pool[len(new.stock) :]
    for s in others:
        n = len(new.hands[s])
        new.hands[s], rest = rest[:n], rest[n:]
    return new
