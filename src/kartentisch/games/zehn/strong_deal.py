"""The unseen cards dealt anew as the model of strong play (``strong``) would have laid them.

``shuffle_hidden`` deals every card a seat cannot see at random; against strong players that
misreads the table. Here a face-down card another seat laid is the best card of the hand that
seat was dealt (its joker if it has one), as the model lays it, and an open first card still
waiting for its second card has a partner in its holder's hand that completes it to 9 or 10
when the draw pile holds one (the model lays open only what it can complete). Cards move only
between places the seat cannot see, so its view stays the same.
"""

from __future__ import annotations

from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.cards import JOKER, TARGET, total, value
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.strong import COMPLETE, reach
from kartentisch.games.zehn.view import down_layer, knows_down_card, shuffle_hidden


def strong_deal(state: ZehnState, seat: int, rng: Rng) -> ZehnState:
    """One deal of what ``seat`` cannot see, weighted by the model (a new state)."""
    new = shuffle_hidden(state, seat, rng)
    _high_cards_down(new, seat)
    _open_cards_completed(new, seat, rng)
    return new


def _high_cards_down(state: ZehnState, seat: int) -> None:
    """Each face-down card ``seat`` cannot see becomes the best card its layer was dealt."""
    for owner in range(state.n):
        layer = down_layer(state, owner)
        if layer is None or layer == seat or knows_down_card(state, owner, seat):
            continue
        hand = state.hands[layer]
        if not hand:
            continue
        best = JOKER if JOKER in hand else max(hand, key=value)
        down = state.laid[owner][0]
        if down != JOKER and (best == JOKER or value(best) > value(down)):
            hand.remove(best)
            hand.append(down)
            state.laid[owner][0] = best


def _open_cards_completed(state: ZehnState, seat: int, rng: Rng) -> None:
    """Give each open first card that still takes a second card a partner to 9 or 10."""
    if state.phase not in ("first", "bid", "raise", "protect", "second"):
        return
    for owner in range(state.n):
        if owner == seat or state.face_down[owner] or len(state.laid[owner]) != 1:
            continue
        if state.phase == "second" and (owner - state.start) % state.n < state.step:
            continue
        first, hand = state.laid[owner][0], state.hands[owner]
        if not hand or reach(first, hand) >= COMPLETE:
            continue
        fits = [i for i, c in enumerate(state.draw) if COMPLETE <= total([first, c]) <= TARGET]
        if not fits:
            continue
        i = fits[rng.below(len(fits))]
        j = rng.below(len(hand))
        if hand[j] == JOKER:
            continue
        hand[j], state.draw[i] = state.draw[i], hand[j]
