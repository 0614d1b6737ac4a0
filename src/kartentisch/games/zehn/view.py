"""What one seat may see, stripped in this one place.

Hands are private, a face-down first card is seen only by the seat that holds it now and by
whoever laid or held it before a swap (they have seen it), the draw pile and the round cards
to come are unknown to all. Penalty piles, chips, hand sizes and open cards are public.
"""

from __future__ import annotations

from typing import NotRequired, TypedDict

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import BaseView
from kartentisch.games.zehn.cards import JOKER, ROUNDS, pile_points, sort_key, total
from kartentisch.games.zehn.rules import PHASES, opening_minimum
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
    down_by: int | None
    """Who laid this seat's face-down card (public), None without one."""
    joker: bool
    """This seat's joker is still out of the viewer's sight (public: which cards were shown)."""


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


def view(state: ZehnState, seat: int | None) -> ZehnView:
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
                "down_by": down_layer(state, s),
                "joker": joker_unseen(state, s, seat),
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
    seen: ZehnView = {
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
        seen["hands"] = [sorted(h, key=sort_key) for h in state.hands]
        seen["scores"] = [
            final_score(state.penalty[s], state.hands[s], state.stock[s], state.hand_counts)
            for s in range(n)
        ]
    return seen


JOKER_DOWN_SHARE = 0.5
"""How often a sample puts a seat's unseen joker on the face-down card it laid this round,
rather than in its hand: a joker alone makes 10, so it is a favourite face-down card."""


def down_layer(state: ZehnState, owner: int) -> int | None:
    """Who laid the face-down first card now lying at ``owner`` (public: swaps are open)."""
    if not state.face_down[owner] or not state.laid[owner] or not state.knows_down[owner]:
        return None
    return state.knows_down[owner][0]


def _hidden_down_of(state: ZehnState, layer: int, seat: int | None) -> int | None:
    """Where the face-down card ``layer`` laid this round lies, if ``seat`` cannot see it."""
    for owner in range(state.n):
        if down_layer(state, owner) == layer and not knows_down_card(state, owner, seat):
            return owner
    return None


def joker_unseen(state: ZehnState, owner: int, seat: int | None) -> bool:
    """Whether ``owner``'s own joker is still out of ``seat``'s sight: in ``owner``'s hand, or
    the face-down card ``owner`` laid this round and ``seat`` cannot see.

    Jokers are never drawn, so a seat's hand holds a joker exactly while it has not laid its
    own; once laid open or turned up at scoring, everyone knows it is gone.
    """
    if JOKER in state.hands[owner]:
        return True
    down = _hidden_down_of(state, owner, seat)
    return down is not None and state.laid[down][0] == JOKER


def shuffle_hidden(state: ZehnState, seat: int | None, rng: Rng) -> ZehnState:
    """Deal every card ``seat`` cannot see anew: draw pile, others' hands, face-down cards.

    Each seat's joker stays its own: a seat whose joker ``seat`` has not seen gets it back
    in its hand or on the face-down card it laid this round, never in the draw pile or in
    another hand. Where it goes depends only on what ``seat`` sees, not on where it was.
    """
    new = state.copy()
    others = [] if new.over else [s for s in range(new.n) if s != seat]
    downs = [
        s
        for s in range(new.n)
        if new.face_down[s] and new.laid[s] and not knows_down_card(new, s, seat)
    ]
    own_jokers = [s for s in others if joker_unseen(new, s, seat)]
    pool = list(new.draw)
    for s in others:
        pool.extend(c for c in new.hands[s] if not (c == JOKER and s in own_jokers))
    for s in downs:
        card = new.laid[s][0]
        if not (card == JOKER and down_layer(new, s) in own_jokers):
            pool.append(card)
    rng.shuffle(pool)
    for s in downs:
        layer = down_layer(new, s)
        if layer in own_jokers and rng.chance(JOKER_DOWN_SHARE):
            new.laid[s][0] = JOKER
            own_jokers.remove(layer)
        else:
            new.laid[s][0] = pool.pop()
    for s in others:
        size = len(new.hands[s])
        new.hands[s] = [JOKER] if s in own_jokers else []
        new.hands[s].extend(pool.pop() for _ in range(size - len(new.hands[s])))
    new.draw = pool
    rng.shuffle(new.round_deck)
    return new
