"""Which Eselspiel actions a person alone with bots may take back.

Turning the top card of the own draw pile shows a card nobody saw before: never taken back.
Everything the person then does with an open card (placing it, keeping it, putting the own
discard top on a pile) may be taken back, a slip included: the cards the other players give
the Esel come face down from their draw piles (or face up from their discard piles, already
seen) and stay unseen under the Esel's draw pile. A bot's turn always begins by turning a card,
so once a bot has acted nothing is taken back.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action, Seat
from kartentisch.games.eselspiel import actions
from kartentisch.games.eselspiel.state import EselState


def undoable(
    before: EselState, actor: Seat, action: Action, after: EselState, person: Seat
) -> bool:
    if actor != person or after.over:
        return False
    return actions.parse(action).verb != actions.TURN
