"""Fünf Kronen for the sampling bot: a state rebuilt from one seat's view, and a plain playout.

The state is rebuilt by ``kartentisch.games.fuenf_kronen.rebuild`` (what the view shows; the
unseen cards are placeholders that ``shuffle_hidden`` deals anew per sample, the discards an
opponent took staying in its hand). The meld solver (``arrange``) is a rule helper: it says
what a hand would score if laid down now. Everything that decides lives here, apart from the
engine's bots, so the yardstick does not inherit their blind spots.

Candidates: at a draw both piles; at a discard the cards whose throw leaves the fewest
points in hand (``THROWS_TRIED``), or, when the hand can go out, only the ways to go out
(a round ends best at zero). The playout plays every seat to the end of the round with a
plain policy: take the top discard when it lowers the hand's points at once (a wild always),
throw what leaves the fewest points (a wild last), go out as soon as the hand can.

Measured (``python3 -m bench bot_duel --game fuenf-kronen --players N --games 40 --samples 8
--seed 1``, sampling bot minus hard, paired by deal, lower is better for this bot): 2 seats
+19.2 (+10.7 ... +27.7), 86.7 points a game against hard's 67.5, 35% wins; 4 seats +4.4
(-5.1 ... +13.9), 122.2 against 117.8, 22.5% wins; 49 ms a decision at 2 seats and 69 ms at
4 (median, CPython). So, unlike the sampling bot the issue describes, this one does not beat
hard. A playout policy that judges a hand by its points now plus its points with one more
wild (candidates ranked the same way) did no better and cost twice the time: 2 seats +17.0
(+7.7 ... +26.2), 4 seats +11.3 (+3.3 ... +19.4).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from kartentisch.engine.protocol import Action, Seat, View
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import actions, arrange, rules
from kartentisch.games.fuenf_kronen.cards import is_wild, points
from kartentisch.games.fuenf_kronen.rebuild import rebuild
from kartentisch.games.fuenf_kronen.state import DISCARD, DRAW, FuenfKronenState
from kartentisch.games.fuenf_kronen.view import FuenfKronenView, shuffle_hidden

THROWS_TRIED = 3
"""At most this many discards are compared, those that leave the fewest points in hand."""

TURNS_AHEAD = 8
"""A playout stops after this many more turns per seat if nobody went out (a long round
with greedy players can pass the stock round several times); every hand then counts what
it would score if laid down now."""


class FuenfKronenWorld:
    def rebuild(self, view: View) -> FuenfKronenState:
        return rebuild(cast(FuenfKronenView, view))

    def deal(self, state: FuenfKronenState, seat: Seat, rng: Rng) -> FuenfKronenState:
        return shuffle_hidden(state, seat, rng)

    def candidates(self, view: View, legal: Sequence[Action]) -> list[Action]:
        if view["phase"] != DISCARD:
            return list(legal)
        outs = [a for a in legal if actions.verb_of(a) == actions.GO_OUT]
        if outs:
            return outs
        left = arrange.discard_scores(list(view["hand"]), view["wild"], view["natural_required"])
        wild = int(view["wild"])
        ranked = sorted(left, key=lambda c: (left[c], is_wild(c, wild), -points(c, wild), c))
        tried = [actions.discard(c) for c in ranked[:THROWS_TRIED]]
        return [a for a in tried if a in legal]

    def playout(self, state: FuenfKronenState, seat: Seat, rng: Rng) -> float:
        """To the end of the round (or the horizon); the others' mean points minus the seat's."""
        stop = state.draws + TURNS_AHEAD * state.players
        while state.phase in (DRAW, DISCARD) and (state.draws < stop or state.went_out is not None):
            rules.apply(state, state.turn, plain_action(state))
        scores = state.round_scores[-1] if state.phase not in (DRAW, DISCARD) else laid_now(state)
        mine = scores[seat]
        return (sum(scores) - mine) / (len(scores) - 1) - mine


def laid_now(state: FuenfKronenState) -> list[int]:
    """Each seat's points if every hand still held were laid down as well as it can be now."""
    wild = state.wild_rank
    return [
        sum(points(c, wild) for c in state.leftover[s])
        if state.laid[s]
        else arrange.leftover_score(state.hands[s], wild, state.natural_required)
        for s in range(state.players)
    ]


def plain_action(state: FuenfKronenState) -> Action:
    """The playout policy for the seat to act, from its own hand and the open table."""
    seat = state.turn
    hand = state.hands[seat]
    wild = state.wild_rank
    natural = state.natural_required
    if state.phase == DRAW:
        if not state.discard:
            return actions.DRAW_STOCK
        if not state.stock and len(state.discard) < 2:
            return actions.DRAW_DISCARD
        top = state.discard[-1]
        if is_wild(top, wild):
            return actions.DRAW_DISCARD
        now = arrange.leftover_score(hand, wild, natural)
        taken = min(arrange.discard_scores([*hand, top], wild, natural).values())
        return actions.DRAW_DISCARD if taken < now else actions.DRAW_STOCK
    left = arrange.discard_scores(hand, wild, natural)
    if state.went_out is None:
        outs = [c for c, score in left.items() if score == 0]
        if outs:
            return actions.go_out(max(outs, key=lambda c: (not is_wild(c, wild), points(c, wild))))
    throw = min(left, key=lambda c: (left[c], is_wild(c, wild), -points(c, wild), c))
    return actions.discard(throw)
