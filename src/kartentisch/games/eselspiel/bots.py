"""Bots that differ in attention, as people at the table do.

Every level knows the rules (it asks the rules module where the card in play fits, from its
view alone); what differs is how often it misses: with its level's ``slip`` probability a bot
overlooks a fit (keeps the card) or puts it on a pile it fits but the priority rules forbid.
No level ever puts a card where it does not fit at all (the table would only give it back).
A sharp bot never slips and also chooses well where the rules leave a choice: it always plays
its own discard top when it can, and covers the middle pile it needs least. The others choose
at random there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action, Advice
from kartentisch.engine.rng import Rng
from kartentisch.games.eselspiel import actions, rules
from kartentisch.games.eselspiel.view import EselspielView

LEVELS = ("sleepy", "normal", "sharp")
SLIP = {"sleepy": 0.25, "normal": 0.08, "sharp": 0.0}
PLAYS_TOP = {"sleepy": 0.5, "normal": 0.8, "sharp": 1.0}
"""How often a level remembers that it may play its own discard top after a placement."""


@dataclass(frozen=True)
class EselBot:
    level: str

    def choose(self, view: EselspielView, legal: Sequence[Action], rng: Rng) -> Action:
        fit = rules.fits_seen(view)
        if view["phase"] == "place":
            return self._place(view, fit, legal, rng)
        tops = [actions.top(t) for t in fit.all if actions.top(t) in legal]
        if tops and rng.chance(PLAYS_TOP[self.level]):
            return self._pick(view, actions.top, fit, rng)
        return actions.TURN if actions.TURN in legal else legal[0]

    def advise(self, view: EselspielView, legal: Sequence[Action], rng: Rng) -> Advice:
        """The choice, with the pile and the top card that decided it."""
        action = self.choose(view, legal, rng)
        parsed = actions.parse(action)
        if parsed.verb == actions.KEEP:
            return Advice(action, "keep", {"card": view["card"]})
        if parsed.verb == actions.TURN:
            seat = view["seat"]
            own = view["players"][seat]["top"] if seat is not None else None
            return (
                Advice(action, "turn", {})
                if own is None
                else Advice(action, "turn_top", {"card": own})
            )
        pile = parsed.pile
        assert pile is not None and parsed.target is not None
        top: int | None
        if pile.kind == actions.MIDDLE:
            top = view["middle"][pile.number - 1]["top"]
        else:
            top = view["players"][pile.number]["top"]
        reason = "middle" if pile.kind == actions.MIDDLE else "seat"
        if parsed.verb == actions.TOP:
            reason += "_top"
        facts: dict[str, object] = {"card": view["card"], "top": top, "pile": parsed.target}
        if pile.kind == actions.SEAT:
            facts["seat"] = pile.number
        return Advice(action, reason, facts)

    def _place(
        self, view: EselspielView, fit: rules.Fits, legal: Sequence[Action], rng: Rng
    ) -> Action:
        if not fit.allowed:
            return actions.KEEP
        if rng.chance(SLIP[self.level]):
            wrong = [actions.place(t) for t in fit.all if t not in fit.allowed] + [actions.KEEP]
            return rng.choice([a for a in wrong if a in legal])
        return self._pick(view, actions.place, fit, rng)

    def _pick(
        self,
        view: EselspielView,
        make: Callable[[actions.Target], Action],
        fit: rules.Fits,
        rng: Rng,
    ) -> Action:
        """One of the piles the rules allow, as the action ``make`` (``actions.place`` or
        ``actions.top``) builds; a bot that may slip sometimes takes another pile the card
        fits (never one it does not fit: the table would only give it back)."""
        right = [make(t) for t in fit.allowed]
        if make is actions.top and self.level != "sharp" and rng.chance(SLIP[self.level]):
            wrong = [make(t) for t in fit.all if t not in fit.allowed]
            if wrong:
                return rng.choice(wrong)
        if self.level != "sharp" or len(right) == 1:
            return rng.choice(right)
        return min(right, key=lambda a: _need(view, a))


def _need(view: EselspielView, action: Action) -> int:
    """How much the sharp bot would miss the middle pile this action covers.

    A pile that would take its own discard top is worth keeping open (it can play that card
    there later); a pile that would take other players' discard tops is better covered,
    since it would let them shed cards. The card goes on the pile with the lowest worth.
    """
    pile = actions.parse(action).pile
    assert pile is not None and pile.kind == actions.MIDDLE
    top = view["middle"][pile.number - 1]["top"]
    both_ways = bool(view["middle_both_ways"])
    me = view["turn"]
    worth = 0
    for seat, player in enumerate(view["players"]):
        if rules.middle_takes(player["top"], top, both_ways):
            worth += 3 if seat == me else -1
    return worth
