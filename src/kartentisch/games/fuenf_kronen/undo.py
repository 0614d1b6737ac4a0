"""Which Fünf Kronen actions a person alone with bots may take back.

The person's own actions:

- taking the open discard: yes, that card was on the table for everyone to see;
- drawing from the stock: no, the card drawn was hidden until then;
- discarding or going out: yes, unless it ended the round (the round's end shows every hand)
  or it was the person's last turn after someone went out: laying down then counts the
  leftover points out loud, and a score the table has announced stands.

Once a later seat has acted, nothing is taken back: whatever it did answered what the person
threw. A draw from the stock says as much as taking the discard (the seat did not want that
card), and a second try would be taught by it; a bot's discard shows a card of its hand.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action, Seat, UndoRefusal
from kartentisch.games.fuenf_kronen import actions
from kartentisch.games.fuenf_kronen.state import DISCARD, DRAW, FuenfKronenState


def undo_refusal(
    before: FuenfKronenState, actor: Seat, action: Action, after: FuenfKronenState, person: Seat
) -> UndoRefusal | None:
    parsed = actions.parse(action)
    same_round = after.round == before.round and after.phase in (DRAW, DISCARD)
    if not same_round:
        return "round_over"
    if actor != person:
        return "answered"
    if parsed.verb == actions.DRAW_DISCARD:
        return None
    if not parsed.is_throw:
        return "saw_card"  # a draw from the stock
    if any(e["kind"] == "lay_down" for e in after.events[len(before.events) :]):
        return "penalty"  # the last turn's leftover points were counted out loud
    return None
