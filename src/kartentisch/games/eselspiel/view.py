"""What a seat may see. Everyone sees the same table: draw piles are face down for their owners
too, so a view differs between seats only in ``seat`` (whose eyes it is).

The view names the card in play but not where it fits: with the assist setting off the table
must show every pile alike, so it is not handed the answer. Bots and the assist highlight
ask ``rules.fits_seen`` with the view, so the placement rules still live in the engine only.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import BaseView
from kartentisch.games.eselspiel.rules import own_top, phase, scores
from kartentisch.games.eselspiel.state import EselEvent, EselspielState


class EselSeat(TypedDict):
    """One seat's piles as everyone sees them: sizes, and the own discard pile's top."""

    draw: int
    discard: int
    top: int | None
    cards: int


class MiddlePile(TypedDict):
    top: int
    count: int


class EselspielView(BaseView[EselEvent]):
    pending: int | None
    """The card just turned, waiting for its pile."""
    card: int | None
    """The card in play: the one turned, or the own top card that may move on."""
    middle_both_ways: bool
    players: list[EselSeat]
    middle: list[MiddlePile]
    aside: int
    donkey: int | None
    dealer: int
    """Who dealt; the seat after them in the direction of play started."""
    round: int
    round_limit: int
    scores: NotRequired[list[int]]
    """Cards left per seat, once the game is over."""


def view(state: EselspielState, seat: int | None) -> EselspielView:
    current = phase(state)
    card: int | None = None
    if current == "place":
        card = state.pending
    elif current == "continue":
        card = own_top(state, state.turn)
    seen: EselspielView = {
        "game": "eselspiel",
        "seat": seat,
        "names": list(state.names),
        "turn": state.turn,
        "phase": current,
        "pending": state.pending,
        "card": card,
        "middle_both_ways": state.middle_both_ways,
        "players": [
            {
                "draw": len(state.draws[s]),
                "discard": len(state.discards[s]),
                "top": own_top(state, s),
                "cards": state.cards_left(s),
            }
            for s in range(state.seats)
        ],
        "middle": [{"top": pile[-1], "count": len(pile)} for pile in state.middle],
        "aside": len(state.aside),
        "donkey": state.donkey,
        "dealer": state.dealer,
        "round": state.round,
        "round_limit": state.round_limit,
        "events": [e.copy() for e in state.events],
        "events_total": state.events_total,
        "over": state.over,
        "end_reason": state.end_reason,
    }
    if state.over:
        seen["scores"] = scores(state)
    return seen


def shuffle_hidden(state: EselspielState, seat: int | None, rng: Rng) -> EselspielState:
    """Only draw piles and the set-aside cards are unseen; every seat sees the same."""
    new = state.copy()
    pool = [card for pile in new.draws for card in pile] + list(new.aside)
    rng.shuffle(pool)
    for pile in new.draws:
        size = len(pile)
        pile[:] = pool[:size]
        pool = pool[size:]
    new.aside = pool
    return new
