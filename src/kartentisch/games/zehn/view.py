"""What one seat may see, stripped in this one place.

Hands are private, a face-down first card is seen only by the seat that holds it now and by
whoever laid or held it before a swap (they have seen it), the draw pile and the round cards
to come are unknown to all. Penalty piles, chips, hand sizes and open cards are public.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import BaseView
from kartentisch.games.zehn.cards import ROUNDS, pile_points, sort_key, total
from kartentisch.games.zehn.phases import PHASES, opening_minimum
from kartentisch.games.zehn.scoring import final_score
from kartentisch.games.zehn.state import Resolution, ZehnEvent, ZehnState

EVENTS_SHOWN = 80
"""The log a view carries: enough for this round and the last, bounded for fast views."""


class ZehnSeat(TypedDict):
    """One seat as everyone sees it (a face-down card it may not see is ``None``)."""

    name: str
    chips: int
    protection: int
    hand: int
    penalty: int
    penalty_cards: list[str]
    laid: list[str | None]
    down: bool
    opened: bool
    min_bid: int


class AuctionView(TypedDict):
    owner: int
    opener: int
    high: int
    leader: int
    bidder: int
    passed: list[int]


class ZehnView(BaseView[ZehnEvent]):
    round: int
    rounds: int
    round_card: str | None
    round_cards_left: int
    draw: int
    pot: int
    start: int
    players: list[ZehnSeat]
    auction: AuctionView | None
    protector: int | None
    chooser: int | None
    hand: list[str] | None
    my_total: int | None
    sums: dict[str, int]
    """For the own open first card: the total each hand card would make."""
    resolution: Resolution | None
    hands: NotRequired[list[list[str]]]
    """Every hand, once the game is over."""
    scores: NotRequired[list[int]]


def knows_down_card(state: ZehnState, owner: int, seat: int | None) -> bool:
    """Whether ``seat`` may see the face-down first card lying at ``owner``.

    Its holder may look at it, and whoever laid or held it earlier in the round remembers it.
    """
    return seat is not None and (seat == owner or seat in state.knows_down[owner])


def _laid_seen(state: ZehnState, owner: int, seat: int | None) -> list[str | None]:
    cards: list[str | None] = list(state.laid[owner])
    if cards and state.face_down[owner] and not knows_down_card(state, owner, seat):
        cards[0] = None
    return cards


def _second_sums(state: ZehnState, seat: int | None) -> dict[str, int]:
    """For the own open first card: the total each hand card would make (above 10 is barred)."""
    if seat is None or len(state.laid[seat]) != 1 or state.face_down[seat]:
        return {}
    first = state.laid[seat][0]
    return {card: total([first, card]) for card in sorted(set(state.hands[seat]), key=sort_key)}


def build_view(state: ZehnState, seat: int | None) -> ZehnView:
    n = state.n
    players: list[ZehnSeat] = []
    for s in range(n):
        players.append(
            {
                "name": state.names[s],
                "chips": state.stock[s],
                "protection": state.protection[s],
                "hand": len(state.hands[s]),
                "penalty": pile_points(state.penalty[s]),
                "penalty_cards": list(state.penalty[s]),
                "laid": _laid_seen(state, s, seat),
                "down": state.face_down[s],
                "opened": state.opened[s],
                "min_bid": opening_minimum(state, s),
            }
        )
    auction: AuctionView | None = None
    if state.auction is not None:
        a = state.auction
        auction = {
            "owner": a.owner,
            "opener": a.opener,
            "high": a.high,
            "leader": a.leader,
            "bidder": a.bidder,
            "passed": list(a.passed),
        }
    view: ZehnView = {
        "game": "zehn",
        "seat": seat,
        "names": list(state.names),
        "phase": state.phase,
        "round": state.round_no,
        "rounds": ROUNDS,
        "round_card": state.round_card,
        "round_cards_left": len(state.round_deck),
        "draw": len(state.draw),
        "pot": state.pot,
        "start": state.start,
        "turn": PHASES[state.phase].actor(state),
        "players": players,
        "auction": auction,
        "protector": state.protector,
        "chooser": state.chooser,
        "hand": sorted(state.hands[seat], key=sort_key) if seat is not None else None,
        "my_total": total(state.laid[seat]) if seat is not None and state.laid[seat] else None,
        "sums": _second_sums(state, seat),
        "events": state.events[-EVENTS_SHOWN:],
        "events_total": len(state.events),
        "resolution": state.resolution,
        "over": state.over,
        "end_reason": state.end_reason,
    }
    if state.over:
        view["hands"] = [sorted(h, key=sort_key) for h in state.hands]
        view["scores"] = [
            final_score(state.penalty[s], state.hands[s], state.stock[s]) for s in range(n)
        ]
    return view


def shuffle_hidden(state: ZehnState, seat: int | None, rng: Rng) -> ZehnState:
    """Deal every card ``seat`` cannot see anew: draw pile, others' hands, face-down cards."""
    new = state.copy()
    others = [] if new.over else [s for s in range(new.n) if s != seat]
    downs = [
        s
        for s in range(new.n)
        if new.face_down[s] and new.laid[s] and not knows_down_card(new, s, seat)
    ]
    pool = list(new.draw)
    for s in others:
        pool.extend(new.hands[s])
    for s in downs:
        pool.append(new.laid[s][0])
    rng.shuffle(pool)
    for s in downs:
        new.laid[s][0] = pool.pop()
    for s in others:
        size = len(new.hands[s])
        new.hands[s] = [pool.pop() for _ in range(size)]
    new.draw = pool
    rng.shuffle(new.round_deck)
    return new
