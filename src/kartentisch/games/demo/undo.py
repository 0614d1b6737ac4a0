"""Which demo actions a person alone with bots may take back: none, as the protocol's default
has it. A game that allows it says here which actions bring nothing hidden to light."""

from __future__ import annotations

from kartentisch.engine.protocol import Action, Seat, UndoRefusal
from kartentisch.games.demo.state import DemoState


def undo_refusal(
    before: DemoState, actor: Seat, action: Action, after: DemoState, person: Seat
) -> UndoRefusal | None:
    return "no_undo"
