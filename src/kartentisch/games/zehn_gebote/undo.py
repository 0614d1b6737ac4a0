"""Which 10 Gebote actions a person alone with bots may take back.

The person may take back a call, a play and the cards a task asks of them (giving, burying,
dropping, shedding), as long as no penalty chip was given (a missed call or a card that does
not fit: the slip is what the game tests, and the table has announced it) and nothing hidden
came to light: no card drawn (a draw shows the person a new card, or
turns up a commandment for everyone), no card coming into their hand from another player (a
hand swap, a gift), no commandment revealed and no second round shuffled. The draw that ends a
turn is therefore never taken back, and neither is anything a bot did: a bot's play shows a
card of its hidden hand.
"""

from __future__ import annotations

from collections import Counter

from kartentisch.engine.protocol import Action, Seat, UndoRefusal, refusal_of_others
from kartentisch.games.zehn_gebote.state import ZehnGeboteState


def undo_refusal(
    before: ZehnGeboteState, actor: Seat, action: Action, after: ZehnGeboteState, person: Seat
) -> UndoRefusal | None:
    common = refusal_of_others(actor, person, after.over)
    if common is not None:
        return common
    if after.chips != before.chips:
        return "penalty"  # a penalty chip was announced: it stands
    if (after.round, after.round_over) != (before.round, before.round_over):
        return "round_over"
    if len(after.draw) != len(before.draw) or after.in_force != before.in_force:
        return "saw_card"
    gained = Counter(after.hands[person]) - Counter(before.hands[person])
    return "saw_card" if gained else None
