"""Which Eselspiel actions a person alone with bots may take back.

Turning the top card of the own draw pile shows a card nobody saw before: never taken back.
Everything the person then does with an open card (placing it, keeping it, putting the own
discard top on a pile) may be taken back, except a slip: once the table has said "Esel!", the
penalty stands (overlooking a fit is the very skill the game tests, and a second try would be
taught by the first). A bot's turn always begins by turning a card, so once a bot has acted
nothing is taken back.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action, Seat, UndoRefusal, refusal_of_others
from kartentisch.games.eselspiel import actions
from kartentisch.games.eselspiel.state import EselEvent, EselspielState


def undo_refusal(
    before: EselspielState, actor: Seat, action: Action, after: EselspielState, person: Seat
) -> UndoRefusal | None:
    common = refusal_of_others(actor, person, after.over)
    if common is not None:
        return common
    if actions.parse(action).verb == actions.TURN:
        return "saw_card"
    if any(event["kind"] == "slip" for event in _new_events(before, after)):
        return "penalty"
    return None


def _new_events(before: EselspielState, after: EselspielState) -> list[EselEvent]:
    """The events ``after`` logged since ``before`` (the state keeps only its last ones)."""
    count = after.events_total - before.events_total
    return after.events[-count:] if count > 0 else []
