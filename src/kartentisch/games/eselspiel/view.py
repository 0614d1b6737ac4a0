"""What a seat may see. Everyone sees the same table: draw piles are face down for their owners
too, so a view differs between seats only in ``seat`` (whose eyes it is).

Besides the piles the view carries the rules' answer for the card in play (``fits`` and
``must``): the table highlights it when the assist setting is on, and bots read it, so the
placement rules live in the engine only.
"""

from __future__ import annotations

from typing import Any

from kartentisch.engine.protocol import View
from kartentisch.games.eselspiel.rules import own_top, phase, scores, where_fits
from kartentisch.games.eselspiel.state import EselState


def build_view(state: EselState, seat: int | None) -> View:
    current = phase(state)
    card: int | None = None
    if current == "place":
        card = state.pending
    elif current == "continue":
        card = own_top(state, state.turn)
    fits: list[str] = []
    must: list[str] = []
    if card is not None and not state.over:
        options = where_fits(state, state.turn, card)
        fits, must = options.all, options.allowed
    view: dict[str, Any] = {
        "game": "eselspiel",
        "seat": seat,
        "names": list(state.names),
        "turn": state.turn,
        "phase": current,
        "pending": state.pending,
        "card": card,
        "fits": fits,
        "must": must,
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
        "round": state.round,
        "round_limit": state.round_limit,
        "events": [dict(e) for e in state.events],
        "event_count": state.event_count,
        "over": state.over,
        "ended_by": state.ended_by,
    }
    if state.over:
        view["scores"] = scores(state)
    return view
