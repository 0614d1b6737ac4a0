"""Zehn's medium bot: plays by the odds of the cards it cannot see (see the package's
docstring); ``HardBot`` in hard.py builds on it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action, Advice
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.bots.seat_view import (
    Key,
    best_with,
    dump_cost,
    joker_round,
    outcome,
    own_first,
    own_hand,
    own_seat,
)
from kartentisch.games.zehn.bots.table_reading import Table, read_table, rounds_left
from kartentisch.games.zehn.cards import (
    JOKER,
    TARGET,
    total,
    value,
)
from kartentisch.games.zehn.view import ZehnView


@dataclass(frozen=True)
class Plan:
    """Cards a seat means to end the round with, and which of them leave its hand."""

    cards: tuple[str, ...]
    played: tuple[str, ...]

    @property
    def key(self) -> Key:
        return outcome(self.cards)

    @property
    def total(self) -> int:
        return self.key[0]


class MediumBot:
    """Plays by the odds of the unseen cards; bids when a card is worth more than its price.

    Its subclass ``HardBot`` changes only the knobs below and a few decisions. The public
    methods (``table``, ``read``, ``dump_weight``, ``plans``, ``value_of``, ``best``,
    ``exposure_bias``, ``gain``, ``price``) are what a stronger level may call or override
    (the expert rates hard's alternatives with them, ``readings`` shares its samples through
    them); the underscored ones are this player's own.
    """

    down_picks = 1
    samples = 20
    exact = False
    reads_table = True
    open_tries = 1
    final_seen = False
    reads_jokers = False
    """Whether an opponent's unseen joker is placed (``opponent_outcome``'s ``jokers``)."""

    def choose(self, view: ZehnView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        handler = {
            "first": self._first,
            "bid": self._bid,
            "raise": self._raise,
            "protect": self._protect,
            "second": self._second,
            "choose": self._choose,
        }[view["phase"]]
        return handler(view, list(legal), rng)

    def advise(self, view: ZehnView, legal: Sequence[Action], rng: Rng) -> Advice:
        """The choice, with the totals it aims at: the best total the first card allows with
        one more card, a bought card's total, the total a second card makes."""
        action = self.choose(view, legal, rng)
        parsed = actions.parse(action)
        verb = parsed.verb
        hand = own_hand(view)
        if verb == actions.LAY and parsed.card is not None:
            rest = list(hand)
            rest.remove(parsed.card)
            facts: dict[str, object] = {"card": parsed.card}
            if not parsed.down:
                facts["total"] = best_with(parsed.card, rest)[0]
            if parsed.chips:
                facts["n"] = parsed.chips
            reason = ("lay_down" if parsed.down else "lay_open") + (
                "_chips" if parsed.chips else ""
            )
            if parsed.down and parsed.card != JOKER and JOKER in hand and joker_round(view):
                reason = "lay_bait"
            return Advice(action, reason, facts)
        if verb in (actions.BID, actions.RAISE):
            owner = (
                parsed.seat if verb == actions.BID else (view["auction"] or {"owner": 0})["owner"]
            )
            assert owner is not None
            card = view["players"][owner]["laid"][0]
            if card is None:
                return Advice(action, "buy_blind", {"seat": owner, "n": parsed.amount})
            return Advice(
                action,
                "buy",
                {
                    "seat": owner,
                    "card": card,
                    "n": parsed.amount,
                    "total": best_with(card, hand)[0],
                },
            )
        if verb == actions.ADD and parsed.card is not None:
            return Advice(
                action, "add", {"card": parsed.card, "total": total([own_first(view), parsed.card])}
            )
        if verb == actions.START and parsed.seat is not None:
            return Advice(action, "start", {"seat": parsed.seat})
        mine = value(own_first(view)) if view["phase"] != "first" else 0
        if view["my_total"] is not None:
            mine = view["my_total"]
        if verb in (actions.PROTECT, actions.KEEP):
            reach = best_with(own_first(view), hand)[0]
            if verb == actions.KEEP:
                return Advice(action, "keep", {"total": reach})
            return Advice(action, "protect", {"n": parsed.amount, "total": reach})
        if verb == actions.STOP:
            return Advice(action, "stop", {"total": mine})
        return Advice(action, "pass", {"total": mine})

    # -- what a stronger level may use --
    def table(self, view: ZehnView, rng: Rng) -> Table:
        """This level's reading of the table for ``view``."""
        return self.read(view, rng, self.samples, self.reads_table)

    def read(self, view: ZehnView, rng: Rng, samples: int, reads: bool) -> Table:
        """One reading of the table with this level's knobs (the expert's playouts read
        theirs more cheaply)."""
        return read_table(
            view,
            rng,
            down_picks=self.down_picks,
            samples=samples,
            exact=self.exact,
            reads=reads,
            open_tries=self.open_tries,
            final_seen=self.final_seen,
            jokers=self.reads_jokers,
        )

    def dump_weight(self, view: ZehnView) -> float:
        """The sound player does not plan to shed costly hand cards."""
        return 0.0

    def plans(self, first: str, down: bool, hand: Sequence[str], played: bool) -> list[Plan]:
        """Every way to end the round on ``first``: alone, or with a partner that fits."""
        lead = (first,) if played else ()
        plans = [Plan((first,), lead)]
        if not down:
            for card in sorted(set(hand)):
                if total([first, card]) <= TARGET:
                    plans.append(Plan((first, card), (*lead, card)))
        return plans

    def value_of(self, plan: Plan, table: Table, view: ZehnView) -> float:
        """What ending the round with ``plan`` is worth in points (higher is better)."""
        key = plan.key
        util = table.utility(key)
        weight = self.dump_weight(view)
        safe = 1.0 - table.lose(key)
        shed = sum(dump_cost(c) - 1.5 for c in plan.played if c != JOKER)
        if JOKER in plan.played:
            shed += (10 - 1.5) * (0.2 if rounds_left(view) > 2 else 1.0)
        return util + weight * safe * shed

    def best(self, plans: list[Plan], table: Table, view: ZehnView) -> tuple[float, Plan]:
        """The plan worth most, with its worth."""
        scored = [(self.value_of(p, table, view), p) for p in plans]
        return max(scored, key=lambda sp: sp[0])

    # -- phase 2 --
    def _first(self, view: ZehnView, legal: list[Action], rng: Rng) -> Action:
        table = self.table(view, rng)
        hand = list(own_hand(view))
        best_score, best_choice = -1e9, legal[0]
        for card in sorted(set(hand)):
            rest = list(hand)
            rest.remove(card)
            for down in (False, True):
                score, plan = self.best(self.plans(card, down, rest, True), table, view)
                score += self.exposure_bias(card, down, plan, view)
                if score > best_score:
                    best_score, best_choice = score, actions.lay(card, down)
        chips = self._first_protection(best_choice, view, table, rng)
        laid = actions.parse(best_choice)
        choice = actions.lay(str(laid.card), laid.down, chips)
        return choice if choice in legal else best_choice

    def exposure_bias(self, card: str, down: bool, plan: Plan, view: ZehnView) -> float:
        """An open strong card invites bids from the seats that bid after it."""
        if down:
            return 0.0
        return -0.3 * max(0, value(card) - 6) if card != JOKER else -2.0

    def _first_protection(self, choice: str, view: ZehnView, table: Table, rng: Rng) -> int:
        laid = actions.parse(choice)
        card, down = str(laid.card), laid.down
        if down:
            return 0
        rest = list(own_hand(view))
        rest.remove(card)
        _, plan = self.best(self.plans(card, down, rest, True), table, view)
        strong = value(card) >= 6 or card == JOKER
        if strong and table.win(plan.key) > 0.45:
            return 2 if card == JOKER or value(card) >= 8 else 1
        return 0

    # -- phase 3 --
    def _current(self, view: ZehnView, table: Table) -> tuple[float, Plan]:
        me = view["players"][own_seat(view)]
        return self.best(
            self.plans(own_first(view), me["down"], own_hand(view), False), table, view
        )

    def gain(self, view: ZehnView, owner: int, table: Table, rng: Rng) -> tuple[float, Plan | None]:
        """Points a swap for ``owner``'s first card is worth to this seat, and the plan then."""
        player = view["players"][owner]
        card = player["laid"][0]
        now_value, now = self._current(view, table)
        if card is None:
            return self._blind_gain(view, owner, now, table, rng), None
        after_value, after = self.best(
            self.plans(card, player["down"], own_hand(view), False), table, view
        )
        return after_value - now_value, after

    def _blind_gain(self, view: ZehnView, owner: int, now: Plan, table: Table, rng: Rng) -> float:
        return -99.0

    def price(
        self, amount: int, owner: int, view: ZehnView, table: Table, after: Plan | None
    ) -> float:
        """A bid's cost in points: chips to the owner are gone, chips to the pot may return."""
        if view["players"][owner]["protection"] > 0:
            return 2.0 * amount
        win = table.win(after.key) if after else 0.5
        return 2.0 * amount * (1.0 - 0.8 * win)

    def _bid(self, view: ZehnView, legal: list[Action], rng: Rng) -> Action:
        table = self.table(view, rng)
        best, best_action = 0.5, actions.PASS
        stock = view["players"][own_seat(view)]["chips"]
        for owner, p in enumerate(view["players"]):
            if owner == view["seat"] or p["min_bid"] > stock:
                continue
            gain, after = self.gain(view, owner, table, rng)
            net = gain - self.price(p["min_bid"], owner, view, table, after)
            if net > best:
                best, best_action = net, actions.bid(p["min_bid"], owner)
        return best_action if best_action in legal else actions.PASS

    def _raise(self, view: ZehnView, legal: list[Action], rng: Rng) -> Action:
        auction = view["auction"]
        assert auction is not None
        owner = auction["owner"]
        table = self.table(view, rng)
        amount = auction["high"] + 1
        gain, after = self.gain(view, owner, table, rng)
        cost = self.price(amount, owner, view, table, after)
        action = actions.raise_to(amount)
        if action in legal and gain - cost > 0.5:
            return action
        return actions.PASS

    def _protect(self, view: ZehnView, legal: list[Action], rng: Rng) -> Action:
        table = self.table(view, rng)
        _, now = self._current(view, table)
        if view["players"][own_seat(view)]["down"]:
            return actions.KEEP
        win = table.win(now.key)
        if win > 0.5 and self._bidders_left(view):
            top = [a for a in legal if actions.parse(a).verb == actions.PROTECT]
            return top[-1] if win > 0.7 else top[0]
        return actions.KEEP

    def _bidders_left(self, view: ZehnView) -> bool:
        return any(not p["opened"] for s, p in enumerate(view["players"]) if s != view["seat"])

    # -- phase 4 --
    def _second(self, view: ZehnView, legal: list[Action], rng: Rng) -> Action:
        table = self.table(view, rng)
        first = own_first(view)
        best_score, best_action = self.value_of(Plan((first,), ()), table, view), actions.STOP
        for action in legal:
            if action == actions.STOP:
                continue
            card = str(actions.parse(action).card)
            score = self.value_of(Plan((first, card), (card,)), table, view)
            if score > best_score:
                best_score, best_action = score, action
        return best_action

    # -- after scoring --
    def _choose(self, view: ZehnView, legal: list[Action], rng: Rng) -> Action:
        """Start left of me: I lay my first card last and see every open card before."""
        n = len(view["players"])
        return actions.start((own_seat(view) + 1) % n)
