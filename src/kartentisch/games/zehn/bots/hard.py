"""Zehn's hard bot: medium's play, and it reads the table (see the package's docstring)."""

from __future__ import annotations

from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.bots.medium import MediumBot, Plan
from kartentisch.games.zehn.bots.seat_view import (
    JOKER_LAID_DOWN,
    baits_later,
    joker_down,
    outcome,
    own_first,
    own_hand,
    own_seat,
    unseen_cards,
)
from kartentisch.games.zehn.bots.table_reading import Table, rounds_left, swapped
from kartentisch.games.zehn.cards import (
    JOKER,
    value,
)
from kartentisch.games.zehn.view import ZehnView


class HardBot(MediumBot):
    """Reads the table: what opponents can still reach, the tie rules, shedding, bluffs."""

    down_picks = 4
    samples = 90
    exact = True
    reads_table = True
    open_tries = 3
    final_seen = True
    reads_jokers = True

    def dump_weight(self, view: ZehnView) -> float:
        """Cards kept in hand cost at the end; the nearer the end, the more shedding them pays."""
        left = rounds_left(view)
        return 0.9 if left <= 1 else 0.5 if left <= 2 else 0.25

    def _first_protection(self, choice: str, view: ZehnView, table: Table, rng: Rng) -> int:
        laid = actions.parse(choice)
        card, down = str(laid.card), laid.down
        stock = view["players"][own_seat(view)]["chips"]
        if down:
            if card == JOKER and stock >= 2 and baits_later(view):
                return 2
            # A weak card laid face down with protection: bidders pay me for a bad card.
            if value(card) <= 4 and card != JOKER and stock >= 4 and rng.chance(0.25):
                return 2
            return 0
        return super()._first_protection(choice, view, table, rng)

    # -- reading the table: a swap changes what the owner ends with, too --
    def gain(self, view: ZehnView, owner: int, table: Table, rng: Rng) -> tuple[float, Plan | None]:
        """The swap read on both sides: my new plan, and the owner stuck with my old card."""
        player = view["players"][owner]
        card = player["laid"][0]
        me = view["players"][own_seat(view)]
        now_value, now = self._current(view, table)
        if card is None:
            return self._blind_gain(view, owner, now, table, rng), None
        after_table = self.table(swapped(view, owner, own_first(view), me["down"]), rng)
        after_value, after = self.best(
            self.plans(card, player["down"], own_hand(view), False), after_table, view
        )
        return after_value - now_value, after

    def _first(self, view: ZehnView, legal: list[Action], rng: Rng) -> Action:
        """Besides laying for my own total: lay a low card face down and buy an open card.

        The owner of the bought card gets my face-down card and can add nothing to it, so a
        weak card laid face down can decide the round once an open card is worth buying.
        """
        plain = super()._first(view, legal, rng)
        table = self.table(view, rng)
        hand = list(own_hand(view))
        stock = view["players"][own_seat(view)]["chips"]
        laid = actions.parse(plain)
        plain_card = str(laid.card)
        rest = list(hand)
        rest.remove(plain_card)
        plain_score, _ = self.best(self.plans(plain_card, laid.down, rest, True), table, view)
        steal_score, steal = -1e9, None
        for owner, p in enumerate(view["players"]):
            if owner == view["seat"] or not p["laid"] or p["min_bid"] > stock:
                continue
            if p["laid"][0] is None and joker_down(view, owner):
                bait = self._bait(view, owner, hand, rng)
                if bait is not None and bait[0] > steal_score:
                    steal_score, steal = bait
                continue
            if p["laid"][0] is None or p["down"]:
                continue
            # The two lowest cards are the ones worth leaving with the owner; a third of the
            # samples keeps this affordable at seven seats.
            low = sorted({c for c in hand if c != JOKER}, key=lambda c: (value(c), c))[:2]
            for card in low:
                rest = list(hand)
                rest.remove(card)
                after_table = self.read(
                    swapped(view, owner, card, True), rng, self.samples // 3, True
                )
                plans = [
                    Plan(pl.cards, (card, *pl.played))
                    for pl in self.plans(p["laid"][0], False, rest, False)
                ]
                score, _ = self.best(plans, after_table, view)
                score -= self.price(p["min_bid"], owner, view, after_table, None)
                if score > steal_score:
                    steal_score, steal = score, actions.lay(card, down=True)
        if steal is not None and steal in legal and steal_score > plain_score + 1.0:
            return steal
        return plain

    def _bait(
        self, view: ZehnView, owner: int, hand: list[str], rng: Rng
    ) -> tuple[float, str] | None:
        """My lowest card laid face down, to buy ``owner``'s face-down card, maybe a joker.

        When every seat lays its joker the tie goes by turn order and the last seat takes
        every joker; the owner of a bought joker is left with my low card instead."""
        low = sorted((c for c in hand if c != JOKER), key=lambda c: (value(c), c))
        if not low or self._bluffer(view, owner):
            return None
        card = low[0]
        after = self.read(swapped(view, owner, card, True), rng, self.samples // 3, True)
        score = self._blind_worth(view, owner, after, rng)
        score -= self.price(view["players"][owner]["min_bid"], owner, view, after, None)
        return score, actions.lay(card, down=True)

    def _blind_worth(self, view: ZehnView, owner: int, table: Table, rng: Rng) -> float:
        """What holding ``owner``'s face-down card is worth: its layer's joker as often as a
        reading puts it there, else a high card."""
        pool = unseen_cards(view)
        guesses = [max(value(rng.choice(pool)), value(rng.choice(pool))) for _ in range(30)]
        mean = round(sum(guesses) / len(guesses))
        high = table.utility((mean, mean, mean))
        if not joker_down(view, owner):
            return high
        return JOKER_LAID_DOWN * table.utility(outcome([JOKER])) + (1 - JOKER_LAID_DOWN) * high

    def _blind_gain(self, view: ZehnView, owner: int, now: Plan, table: Table, rng: Rng) -> float:
        """A face-down card is usually strong, unless its owner has been caught bluffing.

        A card that may be a joker is read on both sides, as ``gain`` reads an open one."""
        if self._bluffer(view, owner):
            return -99.0
        if joker_down(view, owner):
            me = view["players"][own_seat(view)]
            after = self.table(swapped(view, owner, own_first(view), me["down"]), rng)
        elif now.total >= 7:
            return -99.0
        else:
            after = table
        return self._blind_worth(view, owner, after, rng) - table.utility(now.key) - 1.0

    def _bluffer(self, view: ZehnView, owner: int) -> bool:
        """Did ``owner`` lose a round with a protected face-down card? (the log shows it)."""
        protected_down = False
        for event in view["events"]:
            kind = event["kind"]
            if kind == "round":
                protected_down = False
            elif kind == "lay" and event["seat"] == owner:
                protected_down = event["down"] and event["chips"] > 0
            elif kind == "reveal" and protected_down and event["totals"][owner] <= 5:
                return True
        return False
