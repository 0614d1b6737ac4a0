"""Zehn for the sampling bot: a state rebuilt from one seat's view, and a simple playout.

The state is rebuilt by ``kartentisch.games.zehn.rebuild`` (what the view shows,
the unseen cards as placeholders that ``shuffle_hidden`` deals anew per sample).
Two playout policies: ``plain`` (the first yardstick) lays the card that reaches the best
total, face up and unprotected, bids on an open card that adds 2 to its reach, and adds the
best fitting second card; ``strong`` plays every seat by the model of strong play
(``kartentisch.games.zehn.strong``), so that beating the sampling bot means beating a strong
table's judgement. Its
re-deals follow the same model (``kartentisch.games.zehn.strong_deal``): a face-down card is
the best card its layer was dealt, an open first card waiting for its second has a partner.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartentisch.engine.protocol import Action, Seat, View
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import strong
from kartentisch.games.zehn.cards import total
from kartentisch.games.zehn.rebuild import rebuild
from kartentisch.games.zehn.rules import PHASES, second_cards
from kartentisch.games.zehn.scoring import final_score
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.strong import reach
from kartentisch.games.zehn.strong_deal import strong_deal
from kartentisch.games.zehn.view import shuffle_hidden

MODELS = ("plain", "strong")
"""The playout policies, by name."""


class ZehnWorld:
    def __init__(self, model: str = "plain") -> None:
        if model not in MODELS:
            raise ValueError(f"no Zehn playout model {model!r}")
        self.model = model
        self.policy = strong.action if model == "strong" else _plain_action

    def rebuild(self, view: View) -> ZehnState:
        return rebuild(view)

    def deal(self, state: ZehnState, seat: Seat, rng: Rng) -> ZehnState:
        if self.model == "strong":
            return strong_deal(state, seat, rng)
        return shuffle_hidden(state, seat, rng)

    def candidates(self, view: View, legal: Sequence[Action]) -> list[Action]:
        phase = view["phase"]
        if phase == "bid":
            stock = view["players"][view["seat"]]["chips"]
            out = ["pass"]
            for owner, p in enumerate(view["players"]):
                if owner != view["seat"]:
                    lowest = p["min_bid"]
                    out += [f"bid {x} on {owner}" for x in (lowest, lowest + 1) if x <= stock]
            return [a for a in out if a in legal]
        if phase == "raise":
            high = view["auction"]["high"]
            return [a for a in ("pass", f"raise {high + 1}") if a in legal]
        return list(legal)

    def playout(self, state: ZehnState, seat: Seat, rng: Rng) -> float:
        """To the next round's deal (or the game's end); own score against the others' mean."""
        start_round = state.round_no
        while not state.over and state.round_no == start_round:
            phase = PHASES[state.phase]
            actor = phase.actor(state)
            assert actor is not None
            phase.apply(state, actor, self.policy(state, actor))
        scores = [
            final_score(state.penalty[s], state.hands[s], state.stock[s], state.hand_counts)
            for s in range(state.n)
        ]
        mine = scores[seat]
        others = (sum(scores) - mine) / (state.n - 1)
        return others - mine


def _now_reach(state: ZehnState, seat: int) -> int:
    first = state.laid[seat][0]
    return total([first]) if state.face_down[seat] else reach(first, state.hands[seat])


def _gain(state: ZehnState, seat: int, owner: int) -> int:
    """What swapping for ``owner``'s open first card adds to ``seat``'s reachable total."""
    if state.face_down[owner]:
        return 0
    return reach(state.laid[owner][0], state.hands[seat]) - _now_reach(state, seat)


def _plain_action(state: ZehnState, seat: int) -> str:
    phase = state.phase
    if phase == "first":
        hand = state.hands[seat]
        best, pick = -1, hand[0]
        for i, card in enumerate(hand):
            reached = reach(card, hand[:i] + hand[i + 1 :])
            if reached > best:
                best, pick = reached, card
        # A card that is as good alone is laid face down: nobody can see it to buy it.
        down = total([pick]) >= best
        return f"lay {pick} {'down' if down else 'open'}"
    if phase == "bid":
        for owner in range(state.n):
            lowest = 2 if state.protection[owner] >= 2 else 1
            if owner != seat and lowest <= state.stock[seat] and _gain(state, seat, owner) >= 2:
                return f"bid {lowest} on {owner}"
        return "pass"
    if phase == "raise":
        auction = state.auction
        assert auction is not None
        price = auction.high + 1
        if price <= min(2, state.stock[seat]) and _gain(state, seat, auction.owner) >= 3:
            return f"raise {price}"
        return "pass"
    if phase == "protect":
        return "keep"
    if phase == "second":
        first = state.laid[seat]
        fits = second_cards(state, seat)
        if not fits:
            return "stop"
        return f"add {max(fits, key=lambda c: total([*first, c]))}"
    return f"start {(seat + 1) % state.n}"
