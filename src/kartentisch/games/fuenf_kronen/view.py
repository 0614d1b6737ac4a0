"""What one seat may see: its own hand and everything that was shown on the table.

Public: the discard pile (every card on it was seen face up), the stock size, hand sizes,
who took which discard, the melds and leftovers laid down, all scores. A seat's own hand
and the card it just drew are only in its own view.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kartentisch.engine.protocol import Seat
from kartentisch.engine.rng import Rng
from kartentisch.engine.views import BaseView
from kartentisch.games.fuenf_kronen.rules import classic, may_try_going_out
from kartentisch.games.fuenf_kronen.state import DISCARD, OVER, ROUNDS, FKEvent, FuenfKronenState

EVENTS_SHOWN = 30
"""The newest public events of the round, for the log; the per-seat lists hold the rest."""


class FuenfKronenView(BaseView[FKEvent]):
    round: int
    rounds: int
    wild: int
    """The wild rank of this round (3 in round 1 … 13, the king, in round 11)."""
    natural_required: bool
    going_out_help: bool
    by_hand: bool
    may_go_out: bool
    dealer: int
    hand: list[str] | None
    drawn: str | None
    hand_sizes: list[int]
    stock: int
    discard: list[str]
    went_out: int | None
    last_turns_left: int
    laid: list[bool]
    melds: list[list[list[str]]]
    leftover: list[list[str]]
    round_scores: list[list[int]]
    totals: list[int]
    taken: list[list[str]]
    thrown: list[list[str]]
    draws: int


def view(state: FuenfKronenState, seat: Seat | None) -> FuenfKronenView:
    n = state.players
    own = seat is not None and 0 <= seat < n
    over = state.phase == OVER
    return {
        "game": "fuenf-kronen",
        "seat": seat if own else None,
        "names": list(state.names),
        "round": state.round,
        "rounds": ROUNDS,
        "wild": state.wild_rank,
        "natural_required": state.natural_required,
        "going_out_help": state.going_out_help,
        # This seat lays out its melds alone (classic): no solver help on its table.
        "by_hand": own and seat is not None and classic(state, seat),
        # Classic: going out is offered now (after every draw), whatever the hand holds.
        "may_go_out": own and seat is not None and may_try_going_out(state, seat),
        "dealer": state.dealer,
        "turn": state.turn,
        "phase": state.phase,
        "hand": list(state.hands[seat]) if own and seat is not None else None,
        "drawn": state.drawn if own and seat == state.turn and state.phase == DISCARD else None,
        "hand_sizes": [len(h) for h in state.hands],
        "stock": len(state.stock),
        "discard": list(state.discard),
        "went_out": state.went_out,
        "last_turns_left": state.last_turns_left,
        "laid": list(state.laid),
        "melds": [[list(m) for m in ms] for ms in state.melds],
        "leftover": [list(cs) for cs in state.leftover],
        "round_scores": [list(r) for r in state.round_scores],
        "totals": list(state.totals),
        "taken": [list(t) for t in state.taken],
        "thrown": [list(t) for t in state.thrown],
        "draws": state.draws,
        "events": state.events[-EVENTS_SHOWN:],
        "events_total": state.events_before + len(state.events),
        "over": over,
        "end_reason": "rounds_done" if over else None,
    }


def known_held(taken: Sequence[str], thrown: Sequence[str]) -> Counter[str]:
    """Cards a seat surely still holds: the discards it took, less the cards it threw since.

    Everyone saw them go, so they are public; a copy thrown later may have been another one
    of the same card, which makes this a lower bound, never a guess.
    """
    return Counter(taken) - Counter(thrown)


def shuffle_hidden(state: FuenfKronenState, seat: Seat | None, rng: Rng) -> FuenfKronenState:
    """Deal every card ``seat`` cannot see anew: the stock and the other hands.

    The discards a seat took and still holds stay in its hand (everyone saw them go), and
    the order of the rounds and reshuffles to come is drawn anew as well.
    """
    new = state.copy()
    hidden = [s for s in range(new.players) if s != seat]
    kept: dict[int, list[str]] = {}
    pool = list(new.stock)
    for s in hidden:
        held = known_held(new.taken[s], new.thrown[s]) if not new.laid[s] else Counter()
        rest = Counter(new.hands[s])
        rest.subtract(held)
        kept[s] = sorted(held.elements())
        pool += sorted(rest.elements())
    rng.shuffle(pool)
    new.stock = pool[: len(new.stock)]
    rest_pool = pool[len(new.stock) :]
    for s in hidden:
        free = len(new.hands[s]) - len(kept[s])
        new.hands[s] = kept[s] + rest_pool[:free]
        rest_pool = rest_pool[free:]
    new.rng = Rng(rng.next64())
    if new.turn != seat:
        new.drawn = None
    new.go_out_cache = None
    return new
