"""Which Zehn actions a person alone with bots may take back.

The person may take back what they did within a round as long as it showed them no card they
did not know: laying a first card (open or face down, with chips), opening an auction, bidding
or passing, protecting a card bought, laying or refusing a second card. Not when the action
ended the round (scoring turns every card up, and the hands are refilled from the draw pile),
and not when it put a face-down card they had never seen into their hands (an auction won).
Bots answer what the table shows (a card laid open shows part of a hidden hand, a bid answers
the person's bid): once a bot has acted, nothing is taken back.
"""

from __future__ import annotations

from collections import Counter

from kartentisch.engine.protocol import Action, Seat, UndoRefusal, refusal_of_others
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.view import knows_down_card

ROUND_PHASES = frozenset({"first", "bid", "raise", "protect", "second"})
"""The phases of a round before its scoring."""


def known_hidden(state: ZehnState, person: Seat) -> Counter[str]:
    """The cards hidden from the table that ``person`` knows: their hand and the face-down
    first cards they laid, hold or held this round."""
    known = Counter(state.hands[person])
    for owner, cards in enumerate(state.laid):
        if cards and state.face_down[owner] and knows_down_card(state, owner, person):
            known[cards[0]] += 1
    return known


def undo_refusal(
    before: ZehnState, actor: Seat, action: Action, after: ZehnState, person: Seat
) -> UndoRefusal | None:
    common = refusal_of_others(actor, person, after.over)
    if common is not None:
        return common
    if after.round_no != before.round_no or after.phase not in ROUND_PHASES:
        return "round_over"
    learned = known_hidden(after, person) - known_hidden(before, person)
    return "saw_card" if learned else None
