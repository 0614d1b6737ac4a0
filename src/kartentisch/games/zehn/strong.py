"""A model of strong Zehn play, written from the rules alone: how a strong table plays.

The expert plays the seats it does not control by it in its playouts, and the benchmarks'
sampling bot (``bench/zehn_strong.py``, ``--model strong``) plays every seat by it:

- the joker goes face down at once (alone it totals 10, and face down nobody can buy it),
  except by the last seat of a round where every other seat laid a face-down card that may be
  its joker: jokers tie, the tie goes by turn order, so that seat lays its lowest card face
  down and buys one of those cards for a chip (``joker_bait``), leaving its owner the low card;
- a first card is laid open only when it is low (5 or less) and completes a total with the
  hand that beats the highest single card; otherwise the highest card goes face down;
- an open card of another seat is bought for one chip when it makes a total (9 or 10) that
  beats what the seat holds now, a high one too (whoever laid a low card face down takes it,
  and its owner is left with that card); no raises, no protection;
- with an open card of another seat on the table that would make 9 or 10 and beat its own
  first card, it lays its lowest card face down and buys that card (``steal``);
- the second card is the one that reaches the highest total; the next round starts left.

It reads only its seat's hand and what lies open on the table, so a playout on a state dealt
from a view may use it for any seat. ``strong_deal`` deals the unseen cards as it lays them.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import JOKER, TARGET, total, value
from kartentisch.games.zehn.rules import second_cards
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.view import down_layer, joker_unseen

LOW = 5
"""The highest card value the model lays open."""
COMPLETE = 9
"""A total that counts as completed when buying."""


def reach(first: str, hand: Sequence[str]) -> int:
    """The best total an open ``first`` card reaches with one card of ``hand`` (or alone)."""
    best = total([first])
    for card in hand:
        t = total([first, card])
        if best < t <= TARGET:
            best = t
    return best


def first_card(hand: Sequence[str]) -> str:
    if JOKER in hand:
        return actions.lay(JOKER, down=True)
    high = max(hand, key=value)
    open_best, open_card = -1, None
    for i, card in enumerate(hand):
        if value(card) > LOW:
            continue
        got = reach(card, [*hand[:i], *hand[i + 1 :]])
        if got > open_best:
            open_best, open_card = got, card
    if open_card is not None and open_best > value(high):
        return actions.lay(open_card)
    return actions.lay(high, down=True)


def steal(state: ZehnState, seat: int, plain_lay: str) -> str | None:
    """The lowest card face down, to buy an open card of another seat that then makes 9 or
    10, better than the model's own first card (``plain_lay``, ``first_card``'s choice)
    would: its owner keeps the low card."""
    hand = state.hands[seat]
    if JOKER in hand or state.stock[seat] < 1 or len(hand) < 2:
        return None
    low = min(hand, key=value)
    rest = list(hand)
    rest.remove(low)
    own = actions.parse(plain_lay)
    card = str(own.card)
    others = list(hand)
    others.remove(card)
    plain = value(card) if own.down else reach(card, others)
    for owner in range(state.n):
        if owner == seat or not state.laid[owner] or state.face_down[owner]:
            continue
        if state.protection[owner] >= 2:
            continue
        got = reach(state.laid[owner][0], rest)
        if got >= COMPLETE and got > plain:
            return actions.lay(low, down=True)
    return None


def joker_bait(state: ZehnState, seat: int) -> str | None:
    """The last seat's lowest card face down, when its joker would only tie every other
    seat's face-down card that may be a joker and lose by turn order."""
    hand = state.hands[seat]
    others = [s for s in range(state.n) if s != seat]
    if JOKER not in hand or any(not state.laid[s] for s in others):
        return None
    if not all(_maybe_joker(state, s, seat) for s in others):
        return None
    low = min((c for c in hand if c != JOKER), key=value, default=None)
    return None if low is None else actions.lay(low, down=True)


def _maybe_joker(state: ZehnState, owner: int, seat: int) -> bool:
    """Whether ``owner``'s first card is face down, laid by a seat whose joker ``seat`` has
    not seen (it is public which jokers were shown)."""
    layer = down_layer(state, owner)
    return layer is not None and layer != seat and joker_unseen(state, layer, seat)


def now_reach(state: ZehnState, seat: int) -> int:
    """The best total ``seat`` reaches with the first card it holds now."""
    first = state.laid[seat][0]
    return total([first]) if state.face_down[seat] else reach(first, state.hands[seat])


def bid(state: ZehnState, seat: int) -> str:
    if state.stock[seat] < 1:
        return actions.PASS
    if state.face_down[seat] and JOKER in state.hands[seat]:
        # A bait (``joker_bait``): buy a card that may be a joker.
        for owner in range(state.n):
            if owner != seat and state.protection[owner] < 2 and _maybe_joker(state, owner, seat):
                return actions.bid(1, owner)
    now = now_reach(state, seat)
    best, pick = now, None
    for owner in range(state.n):
        if owner == seat or state.face_down[owner] or state.protection[owner] >= 2:
            continue
        got = reach(state.laid[owner][0], state.hands[seat])
        if got >= COMPLETE and got > best:
            best, pick = got, owner
    return actions.PASS if pick is None else actions.bid(1, pick)


def second_card(state: ZehnState, seat: int) -> str:
    fits = second_cards(state, seat)
    if not fits:
        return actions.STOP
    first = state.laid[seat]
    return actions.add(max(fits, key=lambda c: (total([*first, c]), -value(c))))


def action(state: ZehnState, seat: int) -> str:
    """The model's action for ``seat`` in ``state`` (legal in every phase)."""
    phase = state.phase
    if phase == "first":
        plain = first_card(state.hands[seat])
        return joker_bait(state, seat) or steal(state, seat, plain) or plain
    if phase == "bid":
        return bid(state, seat)
    if phase == "raise":
        return actions.PASS
    if phase == "protect":
        return actions.KEEP
    if phase == "second":
        return second_card(state, seat)
    return actions.start((seat + 1) % state.n)
