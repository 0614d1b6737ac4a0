"""A round of Zehn as a small phase machine.

Each phase is data: who acts, what they may do, and what an action does. After every action
``advance`` skips seats whose lack of choice the whole table can see (too few chips to bid, a
face-down first card), so nobody is asked to click a pass everyone knows is forced. A seat
with an open first card always gets its second-card turn, even when "stop" is its only
choice: skipping it would tell the table that it holds no card that fits.

Phases: ``first`` (lay a first card) -> ``bid`` (open an auction or pass, once round the table)
-> ``raise`` (the running auction) -> ``protect`` (the winner's extra protection) -> back to
``bid`` -> ``second`` (second cards) -> scoring -> ``choose`` (the pot winner names the next
start player) -> the next round, or the end.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from kartentisch.engine.views import EndReason
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import (
    HAND_SIZE,
    ROUNDS,
    TARGET,
    laid_values,
    pile_points,
    sort_key,
    total,
)
from kartentisch.games.zehn.scoring import rank_round
from kartentisch.games.zehn.state import Auction, ZehnEvent, ZehnState

MAX_PROTECTION = 2


@dataclass(frozen=True)
class Phase:
    actor: Callable[[ZehnState], int | None]
    legal: Callable[[ZehnState, int], list[str]]
    apply: Callable[[ZehnState, int, str], None]


def _event(state: ZehnState, kind: str, **data: Any) -> None:
    # The fields per kind are declared in ``ZehnEvent``; the view test checks every one.
    state.events.append(cast(ZehnEvent, {"kind": kind, **data}))


def _distinct(cards: list[str]) -> list[str]:
    return sorted(set(cards), key=sort_key)


def opening_minimum(state: ZehnState, owner: int) -> int:
    """At least 1 chip, or 2 when the card carries 2 protection chips."""
    return 2 if state.protection[owner] >= MAX_PROTECTION else 1


# ---- round start --------------------------------------------------------------------------
def begin_round(state: ZehnState) -> None:
    n = state.n
    state.round_no += 1
    state.round_card = state.round_deck.pop()
    state.laid = [[] for _ in range(n)]
    state.face_down = [False] * n
    state.protection = [0] * n
    state.knows_down = [[] for _ in range(n)]
    state.opened = [False] * n
    state.phase = "first"
    state.step = 0
    _event(state, "round", no=state.round_no, card=state.round_card, start=state.start)


# ---- phase 2: first card ------------------------------------------------------------------
def _in_turn(state: ZehnState) -> int | None:
    """The seat whose turn it is in a phase that goes round the table once (``state.step``)."""
    return state.seat_at(state.step)


def _go_round(state: ZehnState, acts: Callable[[ZehnState, int], bool]) -> bool:
    """Moves ``state.step`` on to the next seat that ``acts`` in this round of the table;
    True when every seat had its turn."""
    while state.step < state.n and not acts(state, state.seat_at(state.step)):
        state.step += 1
    return state.step == state.n


def _first_legal(state: ZehnState, seat: int) -> list[str]:
    out: list[str] = []
    top = min(MAX_PROTECTION, state.stock[seat])
    for card in _distinct(state.hands[seat]):
        for down in (False, True):
            out.extend(actions.lay(card, down, chips) for chips in range(top + 1))
    return out


def _first_apply(state: ZehnState, seat: int, action: str) -> None:
    laid = actions.parse(action)
    card, down, chips = str(laid.card), laid.down, laid.chips
    state.hands[seat].remove(card)
    state.laid[seat] = [card]
    state.face_down[seat] = down
    state.knows_down[seat] = [seat] if down else []
    state.stock[seat] -= chips
    state.protection[seat] = chips
    _event(state, "lay", seat=seat, card=None if down else card, down=down, chips=chips)
    state.step += 1
    if state.step == state.n:
        state.phase = "bid"
        state.step = 0
        _advance_bid(state)


# ---- phase 3: bid and swap ----------------------------------------------------------------
def _can_open(state: ZehnState, seat: int) -> bool:
    return any(
        other != seat and opening_minimum(state, other) <= state.stock[seat]
        for other in range(state.n)
    )


def _advance_bid(state: ZehnState) -> None:
    if _go_round(state, _can_open):
        _begin_second(state)


def _bid_legal(state: ZehnState, seat: int) -> list[str]:
    out = ["pass"]
    for owner in range(state.n):
        if owner == seat:
            continue
        lowest = opening_minimum(state, owner)
        out.extend(actions.bid(amount, owner) for amount in range(lowest, state.stock[seat] + 1))
    return out


def _bid_apply(state: ZehnState, seat: int, action: str) -> None:
    if action == actions.PASS:
        _event(state, "pass", seat=seat)
        state.step += 1
        _advance_bid(state)
        return
    opened = actions.parse(action)
    amount, owner = opened.amount, int(str(opened.seat))
    state.opened[seat] = True
    state.auction = Auction(owner=owner, opener=seat, high=amount, leader=seat, bidder=seat)
    state.phase = "raise"
    _event(state, "auction", seat=seat, owner=owner, amount=amount)
    _next_bidder(state)


def _next_bidder(state: ZehnState) -> None:
    """The next seat in turn order that may still raise; without one, the auction closes."""
    auction = state.auction
    assert auction is not None
    for k in range(1, state.n):
        seat = (auction.bidder + k) % state.n
        if seat in (auction.owner, auction.leader) or seat in auction.passed:
            continue
        if state.stock[seat] <= auction.high:
            auction.passed.append(seat)
            continue
        auction.bidder = seat
        return
    _settle(state)


def _raise_actor(state: ZehnState) -> int | None:
    return state.auction.bidder if state.auction else None


def _raise_legal(state: ZehnState, seat: int) -> list[str]:
    auction = state.auction
    assert auction is not None
    higher = range(auction.high + 1, state.stock[seat] + 1)
    return [actions.PASS] + [actions.raise_to(x) for x in higher]


def _raise_apply(state: ZehnState, seat: int, action: str) -> None:
    auction = state.auction
    assert auction is not None
    if action == actions.PASS:
        auction.passed.append(seat)
        _event(state, "fold", seat=seat)
    else:
        auction.high = actions.parse(action).amount
        auction.leader = seat
        _event(state, "raise", seat=seat, amount=auction.high)
    _next_bidder(state)


def _settle(state: ZehnState) -> None:
    """The best bidder pays (the owner if protected, else the pot) and swaps first cards."""
    auction = state.auction
    assert auction is not None
    winner, owner, price = auction.leader, auction.owner, auction.high
    state.stock[winner] -= price
    to_owner = state.protection[owner] > 0
    if to_owner:
        state.stock[owner] += price
    else:
        state.pot += price
    first_w, first_o = state.laid[winner][0], state.laid[owner][0]
    state.laid[winner][0], state.laid[owner][0] = first_o, first_w
    state.face_down[winner], state.face_down[owner] = (
        state.face_down[owner],
        state.face_down[winner],
    )
    _pass_knowledge(state, winner, owner)
    state.auction = None
    _event(
        state, "won", seat=winner, owner=owner, amount=price, paid="owner" if to_owner else "pot"
    )
    if state.protection[winner] < MAX_PROTECTION and state.stock[winner] > 0:
        state.phase = "protect"
        state.protector = winner
    else:
        _resume_bid(state)


def _pass_knowledge(state: ZehnState, winner: int, owner: int) -> None:
    """Who knows each swapped face-down card: those who knew it before, and its new holder.

    The seat that laid a card face down (or held it) has seen it and keeps knowing it.
    """
    knows = state.knows_down
    knows[winner], knows[owner] = knows[owner], knows[winner]
    for seat in (winner, owner):
        if state.face_down[seat] and seat not in knows[seat]:
            knows[seat].append(seat)


def _resume_bid(state: ZehnState) -> None:
    state.phase = "bid"
    state.protector = None
    state.step += 1
    _advance_bid(state)


def _protect_actor(state: ZehnState) -> int | None:
    return state.protector


def _protect_legal(state: ZehnState, seat: int) -> list[str]:
    have = state.protection[seat]
    top = min(MAX_PROTECTION, have + state.stock[seat])
    return [actions.KEEP] + [actions.protect(p) for p in range(have + 1, top + 1)]


def _protect_apply(state: ZehnState, seat: int, action: str) -> None:
    if action != actions.KEEP:
        target = actions.parse(action).amount
        state.stock[seat] -= target - state.protection[seat]
        state.protection[seat] = target
        _event(state, "protect", seat=seat, chips=target)
    _resume_bid(state)


# ---- phase 4: second card -----------------------------------------------------------------
def takes_second_turn(state: ZehnState, seat: int) -> bool:
    """Every seat whose first card lies face up has a second-card turn, fitting card or not."""
    return not state.face_down[seat] and len(state.laid[seat]) == 1


def second_cards(state: ZehnState, seat: int) -> list[str]:
    """Hand cards that may go on an open first card without passing 10."""
    if not takes_second_turn(state, seat):
        return []
    first = state.laid[seat]
    return [c for c in _distinct(state.hands[seat]) if total([*first, c]) <= TARGET]


def _begin_second(state: ZehnState) -> None:
    chips = sum(state.protection)
    state.pot += chips
    state.protection = [0] * state.n
    _event(state, "protection_to_pot", chips=chips)
    state.phase = "second"
    state.step = 0
    _advance_second(state)


def _advance_second(state: ZehnState) -> None:
    if _go_round(state, takes_second_turn):
        _score(state)


def _second_legal(state: ZehnState, seat: int) -> list[str]:
    return [actions.STOP] + [actions.add(c) for c in second_cards(state, seat)]


def _second_apply(state: ZehnState, seat: int, action: str) -> None:
    if action == actions.STOP:
        _event(state, "stop", seat=seat)
    else:
        card = str(actions.parse(action).card)
        state.hands[seat].remove(card)
        state.laid[seat].append(card)
        _event(state, "add", seat=seat, card=card)
    state.step += 1
    _advance_second(state)


# ---- phase 5: scoring ---------------------------------------------------------------------
def _score(state: ZehnState) -> None:
    laid = state.laid
    ranking = rank_round(laid, state.start)
    winner, loser = ranking.winner, ranking.loser
    taken = [c for cards in laid for c in cards]
    assert state.round_card is not None
    penalty_cards = [*taken, state.round_card]
    state.penalty[loser].extend(penalty_cards)
    pot = state.pot
    state.stock[winner] += pot
    state.pot = 0
    state.resolution = {
        "round": state.round_no,
        "round_card": state.round_card,
        "start": state.start,
        "cards": [list(cards) for cards in laid],
        "face_down": list(state.face_down),
        "values": [laid_values(cards) for cards in laid],
        "totals": [sum(laid_values(cards)) for cards in laid],
        "winner": winner,
        "loser": loser,
        "ranking": list(ranking.seats),
        "winner_by": ranking.winner_by,
        "loser_by": ranking.loser_by,
        "points": pile_points(penalty_cards),
        "pot": pot,
    }
    _event(state, "reveal", cards=[list(c) for c in laid], totals=state.resolution["totals"])
    _event(state, "penalty", seat=loser, points=state.resolution["points"], cards=penalty_cards)
    _event(state, "pot", seat=winner, chips=pot)
    state.laid = [[] for _ in range(state.n)]
    state.face_down = [False] * state.n
    state.knows_down = [[] for _ in range(state.n)]
    state.round_card = None
    needed = sum(HAND_SIZE - len(h) for h in state.hands)
    if state.round_no >= ROUNDS:
        _finish(state, "rounds_done")
    elif needed > len(state.draw):
        _finish(state, "draw_pile_empty")
    else:
        state.phase = "choose"
        state.chooser = winner


def _finish(state: ZehnState, reason: EndReason) -> None:
    state.over = True
    state.phase = "over"
    state.end_reason = reason
    _event(state, "end", reason=reason)


def _choose_actor(state: ZehnState) -> int | None:
    return state.chooser


def _choose_legal(state: ZehnState, seat: int) -> list[str]:
    return [actions.start(s) for s in range(state.n)]


def _choose_apply(state: ZehnState, seat: int, action: str) -> None:
    state.start = int(str(actions.parse(action).seat))
    state.chooser = None
    _event(state, "start", seat=state.start, by=seat)
    refill(state)
    begin_round(state)


def refill(state: ZehnState) -> None:
    """Everyone draws up to 4 cards, the start player first."""
    for k in range(state.n):
        hand = state.hands[state.seat_at(k)]
        while len(hand) < HAND_SIZE:
            hand.append(state.draw.pop())


def _nobody(state: ZehnState) -> int | None:
    return None


def _nothing(state: ZehnState, seat: int) -> list[str]:
    return []


def _never(state: ZehnState, seat: int, action: str) -> None:
    raise AssertionError("the game is over")


PHASES: dict[str, Phase] = {
    "first": Phase(_in_turn, _first_legal, _first_apply),
    "bid": Phase(_in_turn, _bid_legal, _bid_apply),
    "raise": Phase(_raise_actor, _raise_legal, _raise_apply),
    "protect": Phase(_protect_actor, _protect_legal, _protect_apply),
    "second": Phase(_in_turn, _second_legal, _second_apply),
    "choose": Phase(_choose_actor, _choose_legal, _choose_apply),
    "over": Phase(_nobody, _nothing, _never),
}


def current_player(state: ZehnState) -> int | None:
    return PHASES[state.phase].actor(state)


def legal_actions(state: ZehnState, seat: int) -> list[str]:
    if state.over or seat != current_player(state):
        return []
    return PHASES[state.phase].legal(state, seat)


def apply(state: ZehnState, seat: int, action: str) -> None:
    """Change ``state`` in place; ``action`` is known to be legal for ``seat``."""
    PHASES[state.phase].apply(state, seat, action)
