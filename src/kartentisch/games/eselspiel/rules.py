"""What may be done and what it does: the placement rules, the donkey penalty, the end.

Targets and actions are made and read by ``actions``: ``turn``, ``place <target>`` (the card
just turned), ``keep`` (the card just turned onto the own discard pile) and ``top <target>``
(the own discard pile's top card, allowed after a placement).

Every pile is a legal target whether the card fits it or not: the list of legal actions must
not tell a person where the card fits (seeing that is the game; only the assist setting
shows it). A card put on a pile it does not fit at all is taken back at once and costs
nothing (``_take_back``): the table stays as it was and the player keeps the turn. Mistakes a
person at the table can really make are slips that make the player the Esel at once
(``_slip``): putting a card on a pile it fits but the priority rules forbid, or keeping a
card that fitted somewhere.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import View
from kartentisch.engine.views import EndReason
from kartentisch.games.eselspiel import actions
from kartentisch.games.eselspiel.cards import fits, fits_middle, starts_pile
from kartentisch.games.eselspiel.state import EselGift, EselspielState

ROUND_LIMIT = 200
"""Safeguard only: after this many rounds (the option ``round_limit``) the fewest cards left win.

With the middle built upward the game ends by a player going out. Sharp bots, default
options otherwise, a limit of 1000 and 200 games per seat count (seed 1): every game ended
by going out; the longest took 143 rounds with 2 players (median 101, 95th percentile 127),
113 with 3, 45 with 4 and at most 23 with 5 to 8. 200 leaves room above all of them. (A
game can still stall when a card set aside at the deal blocks a value: with a 6 aside, one 7
never has a middle pile. Seed 2 showed one such three-player game in 200.) With the middle
built both ways (the option) the limit is what ends most two-player games.
"""
ROUND_LIMIT_RANGE = (1, 1000)
"""The option's range, declared once (``GameInfo.option_ranges``): any number of whole rounds
can end a game, so every value offered is played as it is."""


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
            return [actions.middle(i) for i in self.middle]
        return [actions.seat(self.seats[0])] if self.seats else []

    @property
    def all(self) -> list[str]:
        return [actions.middle(i) for i in self.middle] + [actions.seat(s) for s in self.seats]


NOWHERE = Fits((), ())


def _ccw(seats: int, seat: int) -> list[int]:
    return [(seat + k) % seats for k in range(1, seats)]


def others_ccw(state: EselspielState, seat: int) -> list[int]:
    """The other seats, nearest counter-clockwise first."""
    return _ccw(state.seats, seat)


def find_fits(
    card: int,
    seat: int,
    middle_tops: Sequence[int],
    discard_tops: Sequence[int | None],
    both_ways: bool,
) -> Fits:
    """Where ``card`` fits for ``seat``, from the tops every seat sees: the one rule the
    engine, the bots and the assist setting all go by."""
    middle = tuple(i + 1 for i, top in enumerate(middle_tops) if fits_middle(card, top, both_ways))
    seats = tuple(s for s in _ccw(len(discard_tops), seat) if fits(card, discard_tops[s]))
    return Fits(middle, seats)


def where_fits(state: EselspielState, seat: int, card: int) -> Fits:
    return find_fits(
        card,
        seat,
        [pile[-1] for pile in state.middle],
        [own_top(state, s) for s in range(state.seats)],
        state.middle_both_ways,
    )


def fits_seen(view: View) -> Fits:
    """Where the card in play fits, worked out from a seat's view alone.

    The view carries no answer of its own (with the assist setting off the table must not
    know it); bots and the assist highlight ask here, so the rule stays in this module.
    """
    card = view["card"]
    if card is None or view["over"]:
        return NOWHERE
    return find_fits(
        card,
        view["turn"],
        [pile["top"] for pile in view["middle"]],
        [player["top"] for player in view["players"]],
        bool(view["middle_both_ways"]),
    )


def forced(view: View, legal: Sequence[str]) -> str | None:
    """The move the seat of ``view`` has no choice about, or None when it decides.

    Turning a card when that is the only legal action; and, when the card in play fits no
    pile, the one move that changes anything: keeping a turned card (a card put on any pile
    would come straight back, ``_take_back``), or turning the next card instead of moving
    the own discard top. A card that fits somewhere is always the player's to place: spotting
    where is the game (and missing it the Esel's slip).
    """
    if len(legal) == 1:
        return legal[0]
    if view["card"] is None or fits_seen(view).all:
        return None
    if actions.KEEP in legal:
        return actions.KEEP
    return actions.TURN if actions.TURN in legal else None


def middle_takes(card: int | None, top: int, both_ways: bool) -> bool:
    """Whether a middle pile with ``top`` would take ``card`` (for bots weighing piles)."""
    return card is not None and fits_middle(card, top, both_ways)


def targets(state: EselspielState, seat: int) -> list[str]:
    """Every pile a card can be put on, fitting or not: the middle piles, then the other
    players' discard piles nearest counter-clockwise first."""
    return [actions.middle(i) for i in range(1, len(state.middle) + 1)] + [
        actions.seat(s) for s in others_ccw(state, seat)
    ]


def phase(state: EselspielState) -> str:
    if state.over:
        return "over"
    if state.pending is not None:
        return "place"
    return "continue" if state.placed else "turn"


def own_top(state: EselspielState, seat: int) -> int | None:
    pile = state.discards[seat]
    return pile[-1] if pile else None


def current_player(state: EselspielState) -> int | None:
    return None if state.over else state.turn


def legal_actions(state: EselspielState, seat: int) -> list[str]:
    if state.over or seat != state.turn:
        return []
    if state.pending is not None:
        return [actions.place(t) for t in targets(state, seat)] + [actions.KEEP]
    legal = [actions.TURN] if state.draws[seat] or state.discards[seat] else []
    if state.placed and own_top(state, seat) is not None:
        legal += [actions.top(t) for t in targets(state, seat)]
    return legal


# ---- applying --------------------------------------------------------------------------


def apply(state: EselspielState, seat: int, action: str) -> None:
    """Change ``state`` in place; ``action`` is known to be legal for ``seat``."""
    parsed = actions.parse(action)
    if parsed.verb == actions.TURN:
        _turn_card(state, seat)
    elif parsed.verb == actions.KEEP:
        _keep(state, seat)
    else:
        target = parsed.target
        assert target is not None
        placing = parsed.verb == actions.PLACE
        source = "draw" if placing else "top"
        card = state.pending if placing else own_top(state, seat)
        assert card is not None
        if target not in where_fits(state, seat, card).all:
            _take_back(state, seat, card, target, source)
        elif placing:
            state.pending = None
            _place(state, seat, card, target, source)
        else:
            state.discards[seat].pop()
            _place(state, seat, card, target, source)


def _take_back(state: EselspielState, seat: int, card: int, target: str, source: str) -> None:
    """The card does not fit there at all: it comes back at once and nothing else happens.

    At a real table nobody would let it lie; it is no slip, only a note in the log so the
    table can say why the card came back.
    """
    top = _pile(state, target)
    state.log(
        {
            "kind": "nofit",
            "seat": seat,
            "card": card,
            "to": target,
            "top": top[-1] if top else None,
            "from": source,
        }
    )


def _turn_card(state: EselspielState, seat: int) -> None:
    draw = state.draws[seat]
    if not draw:
        draw.extend(reversed(state.discards[seat]))
        state.discards[seat].clear()
        state.log({"kind": "flip", "seat": seat, "count": len(draw)})
    card = draw.pop()
    if starts_pile(card):
        state.middle.append([card])
        state.placed = True
        state.log(
            {"kind": "turn", "seat": seat, "card": card, "to": actions.middle(len(state.middle))}
        )
        _check_empty(state, seat)
        return
    state.pending = card
    state.log({"kind": "turn", "seat": seat, "card": card})


def _keep(state: EselspielState, seat: int) -> None:
    card = state.pending
    assert card is not None
    state.pending = None
    state.discards[seat].append(card)
    right = where_fits(state, seat, card).allowed
    if right:
        _slip(state, seat, card, actions.KEEP, right, "draw")
    else:
        state.log({"kind": "keep", "seat": seat, "card": card})
    _next_player(state)


def _place(state: EselspielState, seat: int, card: int, target: str, source: str) -> None:
    right = where_fits(state, seat, card).allowed
    pile = _pile(state, target)
    pile.append(card)
    if target in right:
        state.placed = True
        state.log({"kind": "place", "seat": seat, "card": card, "to": target, "from": source})
        _check_empty(state, seat)
        return
    _slip(state, seat, card, target, right, source)
    _next_player(state)


def _pile(state: EselspielState, target: str) -> list[int]:
    pile = actions.parse_target(target)
    if pile.kind == actions.MIDDLE:
        return state.middle[pile.number - 1]
    return state.discards[pile.number]


def _slip(
    state: EselspielState, seat: int, card: int, did: str, right: list[str], source: str
) -> None:
    """The Esel: takes the donkey card and one card from each other player.

    Each other player gives the top card of their draw pile; a player whose draw pile is empty
    gives the top card of their discard pile instead. The cards go under the Esel's draw pile.
    A player left with no cards by this has no cards left and so wins (the game ends).
    """
    tops = {t: _pile(state, t)[-1] for t in right}
    state.donkey = seat
    took: list[EselGift] = []
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
            "kind": "slip",
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
        _finish(state, "went_out", emptied)


def _check_empty(state: EselspielState, seat: int) -> None:
    if state.cards_left(seat) == 0:
        _finish(state, "went_out", [seat])


def _next_player(state: EselspielState) -> None:
    if state.over:
        return
    state.placed = False
    state.pending = None
    state.turns_taken += 1
    state.turn = (state.turn + 1) % state.seats
    if state.turn == state.first:
        state.round += 1
        if state.round > state.round_limit:
            state.round = state.round_limit
            _finish(state, "round_limit", [])


def _finish(state: EselspielState, how: EndReason, seats: list[int]) -> None:
    state.over = True
    state.end_reason = how
    state.pending = None
    state.log({"kind": "end", "reason": how, "seats": seats})


def scores(state: EselspielState) -> list[int]:
    """Cards left per seat: fewer is better."""
    return [state.cards_left(s) for s in range(state.seats)]
