"""Bots that differ in attention, as people at the table do.

Every level knows the rules (the view says where the card in play must go); what differs is
how often it misses: with its level's ``slip`` probability a bot overlooks a fit (keeps the
card) or puts it on a pile it fits but the priority rules forbid. A sharp bot never slips and
also chooses well where the rules leave a choice: it always plays its own discard top when it
can, and covers the middle pile it needs least. The others choose at random there.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action, View
from kartentisch.engine.rng import Rng

LEVELS = ("sleepy", "normal", "sharp")
SLIP = {"sleepy": 0.25, "normal": 0.08, "sharp": 0.0}
PLAYS_TOP = {"sleepy": 0.5, "normal": 0.8, "sharp": 1.0}
"""How often a level remembers that it may play its own discard top after a placement."""


@dataclass(frozen=True)
class EselBot:
    level: str

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        if view["phase"] == "place":
            return self._place(view, legal, rng)
        tops = [a for a in legal if a.startswith("top ")]
        if tops and rng.chance(PLAYS_TOP[self.level]):
            return self._pick(view, "top", tops, rng)
        return "turn" if "turn" in legal else legal[0]

    def _place(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        must: list[str] = view["must"]
        if not must:
            return "keep"
        if rng.chance(SLIP[self.level]):
            wrong = [a for a in legal if a.split(" ", 1)[-1] not in must]
            return rng.choice(wrong)
        return self._pick(view, "place", [a for a in legal if a.split(" ", 1)[-1] in must], rng)

    def _pick(self, view: View, verb: str, options: Sequence[Action], rng: Rng) -> Action:
        must: list[str] = view["must"]
        right = [f"{verb} {t}" for t in must if f"{verb} {t}" in options]
        if not right:
            return rng.choice(list(options))
        if verb == "top" and self.level != "sharp" and rng.chance(SLIP[self.level]):
            wrong = [a for a in options if a not in right]
            if wrong:
                return rng.choice(wrong)
        if self.level != "sharp" or len(right) == 1:
            return rng.choice(right)
        return min(right, key=lambda a: _need(view, a))


def _need(view: View, action: Action) -> int:
    """How much the sharp bot would miss the middle pile this action covers.

    A pile whose top fits its own discard top is worth keeping open (it can play that card
    there later); a pile that fits other players' discard tops is better covered, since it
    would let them shed cards. The card goes on the pile with the lowest worth.
    """
    index = int(action.split()[-1]) - 1
    top = view["middle"][index]["top"]
    me = view["turn"]
    worth = 0
    for seat, player in enumerate(view["players"]):
        other = player["top"]
        if other is not None and abs(other - top) == 1:
            worth += 3 if seat == me else -1
    return worth


def make_bot(level: str) -> EselBot:
    if level not in LEVELS:
        raise ValueError(f"unknown bot level {level!r}")
    return EselBot(level)
