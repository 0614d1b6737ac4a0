"""Bots decide from their view only; the commandments in force are public, so they ask the
same hook questions the engine asks. A level is a set of slip chances: the hard bot never
slips and sheds the cards that would cost most at the end.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action, Advice
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import actions, hooks
from kartentisch.games.zehn_gebote.view import ZehnGeboteView, fits_in_view, public_check


@dataclass(frozen=True)
class Level:
    forget_call: float
    miss_fit: float
    bad_play: float
    skip_duty: float
    careful: bool
    """Plays and gives away the costliest cards first (otherwise any fitting card)."""


LEVELS = {
    "easy": Level(forget_call=0.35, miss_fit=0.2, bad_play=0.12, skip_duty=0.3, careful=False),
    "medium": Level(forget_call=0.1, miss_fit=0.06, bad_play=0.04, skip_duty=0.1, careful=True),
    "hard": Level(forget_call=0.0, miss_fit=0.0, bad_play=0.0, skip_duty=0.0, careful=True),
}


def card_cost(in_force: Sequence[str], hand: Sequence[str], card: str) -> int:
    """What keeping ``card`` would add to this hand's count under the known commandments."""
    rest = list(hand)
    rest.remove(card)
    with_card = hooks.count(in_force, [list(hand)], [0])[0].total
    without = hooks.count(in_force, [rest], [0])[0].total
    return with_card - without


@dataclass(frozen=True)
class ZehnGeboteBot:
    level: Level

    def choose(self, view: ZehnGeboteView, legal: Sequence[Action], rng: Rng) -> Action:
        own = [a for a in legal if actions.parse(a).verb != actions.PENALTY]
        task = view["task"]
        if task is not None and task["seat"] == view["seat"]:
            return self._task(view, task["kind"], own, rng)
        if actions.DRAW not in own:
            return rng.choice(own)
        if view["played"]:
            return actions.DRAW
        return self._turn(view, own)

    def advise(self, view: ZehnGeboteView, legal: Sequence[Action], rng: Rng) -> Advice:
        """The choice, with the card, the call or the seat that decided it and what the card
        would cost at the end (the count under the commandments in force)."""
        action = self.choose(view, legal, rng)
        parsed = actions.parse(action)
        verb = parsed.verb
        hand = view["hand"] or []
        top = view["top"]
        if verb == actions.PLAY and parsed.card is not None:
            cost = card_cost(view["in_force"], hand, parsed.card)
            facts: dict[str, object] = {"card": parsed.card}
            if cost > 0:
                facts["cost"] = cost
            reason = "play" if cost > 0 else "play_free"
            if top is not None and not hooks.is_commandment(top):
                facts["card_top"] = top
                reason = reason.replace("play", "play_on")
            return Advice(action, reason, facts)
        if verb == actions.CALL and parsed.name is not None:
            good = [c for c in hand if fits_in_view(view, c)]
            target = self._pick(view, good, rng) if good else None
            if target is not None:
                return Advice(action, "call", {"call": parsed.name, "card": target})
            return Advice(action, "call_due", {"call": parsed.name})
        if verb == actions.DRAW:
            if view["played"]:
                return Advice(action, "draw_after", {})
            return Advice(action, "draw", {"n": len(hand)})
        if verb in (actions.GIVE, actions.BURY, actions.DROP, actions.SHED):
            if parsed.declined or parsed.card is None:
                return Advice(action, "keep_cards", {})
            cost = card_cost(view["in_force"], hand, parsed.card)
            if cost <= 0:
                return Advice(action, "task_card_free", {"card": parsed.card})
            return Advice(action, "task_card", {"card": parsed.card, "cost": cost})
        if verb == actions.SWAP:
            if parsed.seat is None:
                return Advice(action, "swap_none", {"n": len(hand)})
            sizes = view["hand_sizes"]
            return Advice(action, "swap", {"seat": parsed.seat, "n": sizes[parsed.seat]})
        if verb == actions.PASS and parsed.seat is not None:
            chips = view["chips"]
            return Advice(action, "chip", {"seat": parsed.seat, "n": chips[parsed.seat]})
        return Advice(action, "other", {})

    # ---- a turn: which card, which calls ------------------------------------------------
    def _turn(self, view: ZehnGeboteView, own: Sequence[Action]) -> Action:
        seat, hand = _own(view)
        plan = Rng.derive("zehn-gebote plan", view["turn_no"], seat, view["chips"][seat])
        good = [c for c in hand if fits_in_view(view, c)]
        bad = [c for c in hand if c not in good]
        lv = self.level
        target: str | None = None
        if good and not plan.chance(lv.miss_fit):
            if bad and plan.chance(lv.bad_play):
                target = plan.choice(bad)
            else:
                target = self._pick(view, good, plan)
        elif not good and bad and plan.chance(lv.bad_play):
            target = plan.choice(bad)
        if target is None:
            return actions.DRAW
        due = hooks.calls_due(view["in_force"], public_check(view, target))
        missing = [c for c in due if c not in view["calls"]]
        if missing and not plan.chance(lv.forget_call) and actions.call(missing[0]) in own:
            return actions.call(missing[0])
        return actions.play(target)

    def _pick(self, view: ZehnGeboteView, cards: Sequence[str], rng: Rng) -> str:
        if not self.level.careful:
            return rng.choice(list(cards))
        hand = _own(view)[1]
        return max(cards, key=lambda c: (card_cost(view["in_force"], hand, c), c))

    def _costliest(self, view: ZehnGeboteView, cards: Sequence[str]) -> str:
        hand = _own(view)[1]
        return max(cards, key=lambda c: (card_cost(view["in_force"], hand, c), c))

    # ---- tasks -------------------------------------------------------------------------
    def _task(self, view: ZehnGeboteView, kind: str, own: Sequence[Action], rng: Rng) -> Action:
        verb = actions.parse(own[0]).verb
        cards = [p.card for p in map(actions.parse, own) if p.card is not None]
        lv = self.level
        if kind in ("give", "bury"):
            if rng.chance(lv.skip_duty) or not cards:
                return actions.card_choice(verb, None)
            pick = self._costliest(view, cards) if lv.careful else rng.choice(cards)
            return actions.card_choice(verb, pick)
        if kind in ("drop", "drop70", "shed"):
            stop = actions.card_choice(verb, None)
            if not cards or (not lv.careful and rng.chance(0.3)):
                return stop
            pick = self._costliest(view, cards) if lv.careful else rng.choice(cards)
            if lv.careful and card_cost(view["in_force"], _own(view)[1], pick) < 0:
                return stop
            return actions.card_choice(verb, pick)
        if kind == "swap":
            if not lv.careful:
                return actions.seat_choice(actions.SWAP, None)
            sizes = view["hand_sizes"]
            seat = _own(view)[0]
            best = min((s for s in range(len(sizes)) if s != seat), key=lambda s: sizes[s])
            worth = sizes[best] + 1 < sizes[seat]
            return actions.seat_choice(actions.SWAP, best if worth else None)
        if kind == "chip" and lv.careful:
            chips = view["chips"]
            seat = _own(view)[0]
            target = min((s for s in range(len(chips)) if s != seat), key=lambda s: chips[s])
            return actions.seat_choice(actions.PASS, target)
        return rng.choice(list(own))


def _own(view: ZehnGeboteView) -> tuple[int, list[str]]:
    """The bot's seat and hand: a bot is only ever handed its own seat's view."""
    seat, hand = view["seat"], view["hand"]
    assert seat is not None and hand is not None
    return seat, hand
