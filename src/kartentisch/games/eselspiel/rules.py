"""What may be done and what it does: the placement rules, the donkey penalty, the end.

A target is a string naming a pile: ``"middle 2"`` (middle piles counted from 1) or
``"seat 3"`` (another player's discard pile, seats counted from 0 like everywhere in the
engine). Action strings are ``"turn"``, ``"place <target>"`` (the card just turned),
``"keep"`` (the card just turned onto the own discard pile) and ``"top <target>"`` (the own
discard pile's top card, allowed after a placement).

Mistakes are legal actions, because a person at the table can make them: putting a card on
a pile it fits but the priority rules forbid, or keeping a card that fitted somewhere. Such a
slip makes the player the Esel at once (``_penalise``). Putting a card on a pile it does not
fit at all is no move at all (the table refuses it), so it is not a legal action.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from kartentisch.games.eselspiel.cards import fits, starts_pile
from kartentisch.games.eselspiel.state import EselState

ROUND_LIMIT = 100
"""Safeguard: after this many rounds (the option ``round_limit``) the fewest cards left win.

Cards leave the players only onto the middle piles; when the cards still in play fit no
middle pile they wander from discard pile to discard pile for ever. Simulated games between
sharp bots (seed 1) show it: with 2 players only 5% ended within 100 rounds and 45% had not
ended after 1000; with 3 players about 15% never end; with 4 players all ended within 50
rounds, with 8 within 7. Mixed levels (sharp, normal, sleepy; 400 games) end by the rules in
98% of games, median 54 rounds. So every game ends after at most this many rounds.
"""
ROUND_LIMIT_RANGE = (5, 1000)


@dataclass(frozen=True)
class Fits:
    """Where a card fits, and where the rules say it must go."""

    middle: tuple[int, ...]
    """1-based middle piles it fits."""
    seats: tuple[int, ...]
    """Other players whose discard top it fits, nearest counter-clockwise first."""

    @property
    def allowed(self) -> list[str]:
        """Middle first (any fitting middle pile); else only the nearest fitting player."""
        if self.middle:
            return [f"middle {i}" for i in self.middle]
        return [f"seat {self.seats[0]}"] if self.seats else []

    @property
    def all(self) -> list[str]:
        return [f"middle {i}" for i in self.middle] + [f"seat {s}" for s in self.seats]


def others_ccw(state: EselState, seat: int) -> list[int]:
    """The other seats, nearest counter-clockwise first."""
    n = state.seats
    return [(seat + k) % n for k in range(1, n)]


def where_fits(state: EselState, seat: int, card: int) -> Fits:
    middle = tuple(i + 1 for i, pile in enumerate(state.middle) if fits(card, pile[-1]))
    seats = tuple(
        s
        for s in others_ccw(state, seat)
        if state.discards[s] and fits(card, state.discards[s][-1])
    )
    return Fits(middle, seats)


def phase(state: EselState) -> str:
    if state.over:
        return "over"
    if state.pending is not None:
        return "place"
    return "continue" if state.placed else "turn"


def own_top(state: EselState, seat: int) -> int | None:
    pile = state.discards[seat]
    return pile[-1] if pile else None


def legal_actions(state: EselState, seat: int) -> list[str]:
    if state.over or seat != state.turn:
        return []
    if state.pending is not None:
        options = where_fits(state, seat, state.pending)
        return [f"place {t}" for t in options.all] + ["keep"]
    actions = ["turn"] if state.draws[seat] or state.discards[seat] else []
    top = own_top(state, seat)
    if state.placed and top is not None:
        actions += [f"top {t}" for t in where_fits(state, seat, top).all]
    return actions


# ---- applying --------------------------------------------------------------------------


def apply(state: EselState, seat: int, action: str) -> None:
    """Change ``state`` in place; ``action`` is known to be legal for ``seat``."""
    if action == "turn":
        _turn_card(state, seat)
    elif action == "keep":
        _keep(state, seat)
    else:
        verb, target = action.split(" ", 1)
        if verb == "place":
            card = state.pending
            assert card is not None
            state.pending = None
            _place(state, seat, card, target, "draw")
        else:
            card = state.discards[seat].pop()
            _place(state, seat, card, target, "top")


def _turn_card(state: EselState, seat: int) -> None:
    draw = state.draws[seat]
    if not draw:
        draw.extend(reversed(state.discards[seat]))
        state.discards[seat].clear()
        state.log({"k": "flip", "seat": seat, "count": len(draw)})
    card = draw.pop()
    if starts_pile(card):
        state.middle.append([card])
        state.placed = True
        state.log({"k": "turn", "seat": seat, "card": card, "to": f"middle {len(state.middle)}"})
        _check_empty(state, seat)
        return
    state.pending = card
    state.log({"k": "turn", "seat": seat, "card": card})


def _keep(state: EselState, seat: int) -> None:
    card = state.pending
    assert card is not None
    state.pending = None
    state.discards[seat].append(card)
    right = where_fits(state, seat, card).allowed
    if right:
        _slip(state, seat, card, "keep", right, "draw")
    else:
        state.log({"k": "keep", "seat": seat, "card": card})
    _next_player(state)


def _place(state: EselState, seat: int, card: int, target: str, source: str) -> None:
    right = where_fits(state, seat, card).allowed
    pile = _pile(state, target)
    pile.append(card)
    if target in right:
        state.placed = True
        state.log({"k": "place", "seat": seat, "card": card, "to": target, "from": source})
        _check_empty(state, seat)
        return
    _slip(state, seat, card, target, right, source)
    _next_player(state)


def _pile(state: EselState, target: str) -> list[int]:
    kind, number = target.split()
    if kind == "middle":
        return state.middle[int(number) - 1]
    return state.discards[int(number)]


def _slip(state: EselState, seat: int, card: int, did: str, right: list[str], source: str) -> None:
    """The Esel: takes the donkey card and one card from each other player.

    Each other player gives the top card of their draw pile; a player whose draw pile is empty
    gives the top card of their discard pile instead. The cards go under the Esel's draw pile.
    A player left with no cards by this has no cards left and so wins (the game ends).
    """
    tops = {t: _pile(state, t)[-1] for t in right}
    state.donkey = seat
    took: list[dict[str, Any]] = []
    for other in others_ccw(state, seat):
        if state.draws[other]:
            state.draws[seat].insert(0, state.draws[other].pop())
            took.append({"seat": other, "from": "draw"})
        elif state.discards[other]:
            given = state.discards[other].pop()
            state.draws[seat].insert(0, given)
            took.append({"seat": other, "from": "discard", "card": given})
    state.log(
        {
            "k": "slip",
            "seat": seat,
            "card": card,
            "did": did,
            "from": source,
            "right": right,
            "right_tops": [tops[t] for t in right],
            "took": took,
        }
    )
    emptied = [o for o in others_ccw(state, seat) if state.cards_left(o) == 0]
    if emptied:
        _finish(state, "empty", emptied)


def _check_empty(state: EselState, seat: int) -> None:
    if state.cards_left(seat) == 0:
        _finish(state, "empty", [seat])


def _next_player(state: EselState) -> None:
    if state.over:
        return
    state.placed = False
    state.pending = None
    state.turns_taken += 1
    state.turn = (state.turn + 1) % state.seats
    if state.turn == 0:
        state.round += 1
        if state.round > state.round_limit:
            state.round = state.round_limit
            _finish(state, "limit", [])


def _finish(state: EselState, how: str, seats: list[int]) -> None:
    state.over = True
    state.ended_by = how
    state.pending = None
    state.log({"k": "end", "by": how, "seats": seats})


def scores(state: EselState) -> list[int]:
    """Cards left per seat: fewer is better."""
    return [state.cards_left(s) for s in range(state.seats)]
