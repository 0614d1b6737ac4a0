"""Bots for Zehn, deciding from their seat's view only.

- easy: plays almost at random within the rules, and rarely bids.
- medium: knows the odds of the cards it cannot see (from everything public), aims for the
  best total, protects good open cards, bids on cards that improve its own total.
- hard: also reads the table. It models what each opponent can still reach (an open card plus
  the best partner from an unknown hand; a face-down card as a card chosen to be high), weighs
  what a swap does to the owner, plays strong cards face down where a bid would take them,
  sometimes bluffs with a protected face-down card and never pays for a face-down card whose
  owner has shown that it bluffs.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kartentisch.engine.protocol import Action, Bot, View
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.cards import (
    HAND_SIZE,
    JOKER,
    TARGET,
    draw_deck,
    penalty_points,
    total,
    value,
)


class EasyBot:
    """Random within the rules; bids and raises only now and then, so chips are not thrown."""

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        options = list(legal)
        if "pass" in options and len(options) > 1:
            if rng.chance(0.8):
                return "pass"
            bids = [a for a in options if a != "pass"]
            return (
                min(bids, key=lambda a: int(a.split()[1])) if rng.chance(0.7) else rng.choice(bids)
            )
        return rng.choice(options)


# ---- the table as a bot sees it --------------------------------------------------------------
def unseen_cards(view: View) -> list[str]:
    """Every draw-pile card whose place this seat does not know (hands, pile, face-down cards)."""
    players = view["players"]
    full: Counter[str] = Counter(draw_deck())
    full[JOKER] = len(players)
    seen: Counter[str] = Counter(view["hand"] or [])
    for p in players:
        seen.update(c for c in p["laid"] if c is not None)
        seen.update(c for c in p["penalty_cards"] if not c.startswith("R"))
    full.subtract(seen)
    return [c for c, k in full.items() for _ in range(max(0, k))]


def best_with(first: str, hand: Sequence[str]) -> tuple[int, str | None]:
    """The best total reachable on an open ``first`` card, and the partner card for it."""
    best, partner = total([first]), None
    for card in hand:
        t = total([first, card])
        if t <= TARGET and (
            t > best or (t == best and partner is not None and _dump(card) > _dump(partner))
        ):
            best, partner = t, card
    return best, partner


def _dump(card: str) -> int:
    """How much a card costs while it stays in hand (jokers are kept for their use)."""
    return 0 if card == JOKER else penalty_points(card)


@dataclass
class Table:
    """Samples of what each opponent will end the round with, for quick win/lose odds."""

    me: int
    samples: list[int]
    """Per sample: the lowest opponent total."""
    highs: list[int]
    """Per sample: the highest opponent total."""
    exposure: float
    """Expected penalty points for this round's loser."""
    pot: float
    """Chips the round's winner can expect to take."""

    def lose(self, mine: int) -> float:
        n = len(self.samples)
        worse = sum(1.0 if mine < low else 0.5 if mine == low else 0.0 for low in self.samples)
        return worse / n

    def win(self, mine: int) -> float:
        n = len(self.highs)
        better = sum(1.0 if mine > high else 0.5 if mine == high else 0.0 for high in self.highs)
        return better / n

    def utility(self, mine: int) -> float:
        """Points gained (positive is good): chips from the pot minus the expected penalty."""
        return 2.0 * self.pot * self.win(mine) - self.exposure * self.lose(mine)


def _opponent_total(
    player: dict[str, Any], pool: list[str], rng: Rng, down_picks: int, phase: str
) -> int:
    """One guess of an opponent's final total from their public state and a sampled hand."""
    laid = player["laid"]
    hand_size = player["hand"]
    if not laid:
        hand = [pool[rng.below(len(pool))] for _ in range(max(1, hand_size))]
        best = max(total([c]) for c in hand)
        for c in hand:
            best = max(best, best_with(c, [d for d in hand if d is not c])[0])
        return best
    if laid[0] is None:
        picks = [value(pool[rng.below(len(pool))]) for _ in range(down_picks)]
        return min(TARGET, max(picks))
    if len(laid) == 2 or phase == "second_done":
        return total(laid)
    hand = [pool[rng.below(len(pool))] for _ in range(hand_size)]
    return best_with(laid[0], hand)[0]


def read_table(view: View, rng: Rng, *, down_picks: int, samples: int, skip: set[int]) -> Table:
    """Monte Carlo over the unseen cards: what the opponents end with, what is at stake."""
    me = view["seat"]
    players = view["players"]
    pool = unseen_cards(view) or ["5"]
    second_done = _second_done(view)
    lows, highs = [], []
    for _ in range(samples):
        totals = []
        for s, p in enumerate(players):
            if s == me or s in skip:
                continue
            phase = "second_done" if s in second_done else view["phase"]
            totals.append(_opponent_total(p, pool, rng, down_picks, phase))
        lows.append(min(totals) if totals else 99)
        highs.append(max(totals) if totals else -1)
    mean_pp = sum(penalty_points(c) for c in pool) / len(pool)
    known = 0.0
    for p in players:
        for c in p["laid"]:
            known += penalty_points(c) if c is not None else mean_pp
        if not p["laid"]:
            known += mean_pp
    open_firsts = sum(
        1 for s, p in enumerate(players) if p["laid"] and not p["down"] and s not in second_done
    )
    exposure = known + 0.6 * open_firsts * mean_pp + value(view["round_card"] or "R5")
    protection = sum(p["protection"] for p in players)
    return Table(me, lows, highs, exposure, float(view["pot"] + protection))


def _second_done(view: View) -> set[int]:
    """Seats that have finished the second-card phase this round (their total is final)."""
    if view["phase"] != "second":
        return set()
    n = len(view["players"])
    start, turn = view["start"], view["turn"]
    done = set()
    seat = start
    while seat != turn:
        done.add(seat)
        seat = (seat + 1) % n
    return done


def _rounds_left(view: View) -> int:
    """A guess of how many rounds remain, counting the one being played."""
    n = len(view["players"])
    by_cards = 1 + int(view["draw"]) // max(1, int(1.6 * n))
    return max(1, min(int(view["rounds"]) - int(view["round"]) + 1, by_cards))


# ---- the sound player ----------------------------------------------------------------------
@dataclass
class Plan:
    total: int
    partner: str | None
    played: tuple[str, ...]


class MediumBot:
    """Plays by the odds of the unseen cards; bids when a card is worth more than its price."""

    down_picks = 1
    samples = 60
    reads_table = False

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        phase = view["phase"]
        handler = {
            "first": self._first,
            "bid": self._bid,
            "raise": self._raise,
            "protect": self._protect,
            "second": self._second,
            "choose": self._choose,
        }[phase]
        return handler(view, list(legal), rng)

    # -- helpers --
    def _table(self, view: View, rng: Rng) -> Table:
        return read_table(view, rng, down_picks=self.down_picks, samples=self.samples, skip=set())

    def _dump_weight(self, view: View) -> float:
        """Cards kept in hand cost at the end; the nearer the end, the more shedding them pays."""
        left = _rounds_left(view)
        return 0.9 if left <= 1 else 0.5 if left <= 2 else 0.25

    def _plan(self, first: str, down: bool, hand: list[str]) -> Plan:
        if down:
            return Plan(total([first]), None, (first,))
        best, partner = best_with(first, hand)
        return Plan(best, partner, (first, partner) if partner else (first,))

    def _value_of(self, plan: Plan, table: Table, view: View) -> float:
        util = table.utility(plan.total)
        weight = self._dump_weight(view)
        safe = 1.0 - table.lose(plan.total)
        shed = sum(_dump(c) - 1.5 for c in plan.played if c != JOKER)
        if JOKER in plan.played:
            shed += (10 - 1.5) * (0.2 if _rounds_left(view) > 2 else 1.0)
        return util + weight * safe * shed

    # -- phase 2 --
    def _first(self, view: View, legal: list[Action], rng: Rng) -> Action:
        table = self._table(view, rng)
        hand = list(view["hand"])
        best_score, best_choice = -1e9, legal[0]
        seen: set[tuple[str, bool]] = set()
        for action in legal:
            parts = action.split()
            card, down = parts[1], parts[2] == "down"
            if (card, down) in seen:
                continue
            seen.add((card, down))
            rest = list(hand)
            rest.remove(card)
            plan = self._plan(card, down, rest)
            score = self._value_of(plan, table, view) + self._exposure_bias(card, down, plan, view)
            if score > best_score:
                best_score, best_choice = score, f"lay {card} {'down' if down else 'open'}"
        chips = self._first_protection(best_choice, view, table, rng)
        choice = best_choice + (f" +{chips}" if chips else "")
        return choice if choice in legal else best_choice

    def _exposure_bias(self, card: str, down: bool, plan: Plan, view: View) -> float:
        """An open strong card invites bids from the seats that bid after it."""
        if down:
            return 0.0
        return -0.3 * max(0, value(card) - 6) if card != JOKER else -2.0

    def _first_protection(self, choice: str, view: View, table: Table, rng: Rng) -> int:
        parts = choice.split()
        card, down = parts[1], parts[2] == "down"
        if down:
            return 0
        rest = list(view["hand"])
        rest.remove(card)
        plan = self._plan(card, down, rest)
        strong = value(card) >= 6 or card == JOKER
        if strong and table.win(plan.total) > 0.45:
            return 2 if card == JOKER or value(card) >= 8 else 1
        return 0

    # -- phase 3 --
    def _current(self, view: View) -> Plan:
        me = view["players"][view["seat"]]
        first = me["laid"][0]
        return self._plan(first, me["down"], list(view["hand"]))

    def _gain(self, view: View, owner: int, table: Table, rng: Rng) -> float:
        """Points a swap for ``owner``'s first card is worth to this seat."""
        player = view["players"][owner]
        card = player["laid"][0]
        now = self._current(view)
        if card is None:
            return self._blind_gain(view, owner, now, table, rng)
        after = self._plan(card, player["down"], list(view["hand"]))
        return (
            self._value_of(after, table, view)
            - self._value_of(now, table, view)
            + self._swap_effect(view, owner, table)
        )

    def _blind_gain(self, view: View, owner: int, now: Plan, table: Table, rng: Rng) -> float:
        return -99.0

    def _swap_effect(self, view: View, owner: int, table: Table) -> float:
        return 0.0

    def _price(self, amount: int, owner: int, view: View, table: Table, mine_after: int) -> float:
        """A bid's cost in points: chips to the owner are gone, chips to the pot may return."""
        protected = view["players"][owner]["protection"] > 0
        if protected:
            return 2.0 * amount
        return 2.0 * amount * (1.0 - 0.8 * table.win(mine_after))

    def _bid(self, view: View, legal: list[Action], rng: Rng) -> Action:
        table = self._table(view, rng)
        best, best_action = 0.5, "pass"
        stock = view["players"][view["seat"]]["chips"]
        for owner, p in enumerate(view["players"]):
            if owner == view["seat"]:
                continue
            lowest = p["min_bid"]
            if lowest > stock:
                continue
            gain = self._gain(view, owner, table, rng)
            after = self._after_total(view, owner)
            net = gain - self._price(lowest, owner, view, table, after)
            if net > best:
                best, best_action = net, f"bid {lowest} on {owner}"
        return best_action if best_action in legal else "pass"

    def _after_total(self, view: View, owner: int) -> int:
        p = view["players"][owner]
        card = p["laid"][0]
        if card is None:
            return 7
        return self._plan(card, p["down"], list(view["hand"])).total

    def _raise(self, view: View, legal: list[Action], rng: Rng) -> Action:
        auction = view["auction"]
        owner = auction["owner"]
        table = self._table(view, rng)
        amount = auction["high"] + 1
        gain = self._gain(view, owner, table, rng)
        cost = self._price(amount, owner, view, table, self._after_total(view, owner))
        action = f"raise {amount}"
        if action in legal and gain - cost > 0.5:
            return action
        return "pass"

    def _protect(self, view: View, legal: list[Action], rng: Rng) -> Action:
        table = self._table(view, rng)
        now = self._current(view)
        me = view["players"][view["seat"]]
        if me["down"]:
            return "keep"
        win = table.win(now.total)
        if win > 0.5 and self._bidders_left(view):
            top = [a for a in legal if a.startswith("protect")]
            return top[-1] if win > 0.7 else top[0]
        return "keep"

    def _bidders_left(self, view: View) -> bool:
        return any(not p["opened"] for s, p in enumerate(view["players"]) if s != view["seat"])

    # -- phase 4 --
    def _second(self, view: View, legal: list[Action], rng: Rng) -> Action:
        table = self._table(view, rng)
        me = view["players"][view["seat"]]
        first = me["laid"][0]
        best_score, best_action = (
            self._value_of(Plan(total([first]), None, ()), table, view),
            "stop",
        )
        for action in legal:
            if action == "stop":
                continue
            card = action.split()[1]
            plan = Plan(total([first, card]), card, (card,))
            score = self._value_of(plan, table, view)
            if score > best_score:
                best_score, best_action = score, action
        return best_action

    # -- after scoring --
    def _choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        """Start left of me: I lay my first card last and see every open card before."""
        n = len(view["players"])
        return f"start {(view['seat'] + 1) % n}"


class HardBot(MediumBot):
    """Reads the table: opponents' reach, face-down play, bluffs, and what a swap gives away."""

    down_picks = 2
    samples = 90
    reads_table = True

    def _exposure_bias(self, card: str, down: bool, plan: Plan, view: View) -> float:
        """Strong open cards get bought when chips are about; hide them when bidders follow."""
        me = view["seat"]
        n = len(view["players"])
        later = [(view["start"] + k) % n for k in range(n) if (view["start"] + k) % n != me]
        rich = sum(1 for s in later if view["players"][s]["chips"] >= 2)
        if down:
            return 0.0
        strength = 2.0 if card == JOKER else max(0, value(card) - 6) * 0.6
        return -strength * min(1.0, rich / max(1, n - 1)) * 1.3

    def _first_protection(self, choice: str, view: View, table: Table, rng: Rng) -> int:
        parts = choice.split()
        card, down = parts[1], parts[2] == "down"
        stock = view["players"][view["seat"]]["chips"]
        if down:
            # A weak card laid face down with protection: bidders pay me for a bad card.
            if value(card) <= 4 and card != JOKER and stock >= 4 and rng.chance(0.25):
                return 2
            return 0
        return super()._first_protection(choice, view, table, rng)

    def _swap_effect(self, view: View, owner: int, table: Table) -> float:
        """The owner gets my first card: a strong rival weakened is worth something."""
        me = view["players"][view["seat"]]
        my_card = me["laid"][0]
        if my_card is None:
            return 0.0
        theirs = view["players"][owner]["laid"][0]
        if theirs is None:
            return 0.0
        drop = value(theirs) - (value(my_card) if my_card != JOKER else 10)
        return 0.15 * max(0, drop) * (2.0 * table.pot / max(1, len(view["players"])) + 1.0)

    def _blind_gain(self, view: View, owner: int, now: Plan, table: Table, rng: Rng) -> float:
        """A face-down card is usually strong, unless its owner has been caught bluffing."""
        if self._bluffer(view, owner):
            return -99.0
        if now.total >= 7:
            return -99.0
        pool = unseen_cards(view)
        guesses = [max(value(rng.choice(pool)), value(rng.choice(pool))) for _ in range(30)]
        mean = sum(min(TARGET, g) for g in guesses) / len(guesses)
        return table.utility(round(mean)) - table.utility(now.total) - 1.0

    def _bluffer(self, view: View, owner: int) -> bool:
        """Did ``owner`` lose a round with a protected face-down card? (the log shows it)."""
        protected_down = False
        for event in view["events"]:
            kind = event["e"]
            if kind == "round":
                protected_down = False
            elif kind == "lay" and event["seat"] == owner:
                protected_down = event["down"] and event["chips"] > 0
            elif kind == "reveal" and protected_down and event["totals"][owner] <= 5:
                return True
        return False

    def _choose(self, view: View, legal: list[Action], rng: Rng) -> Action:
        """Let the richest opponent start: they lay first, blind to the rest of the table."""
        n = len(view["players"])
        me = view["seat"]
        others = [s for s in range(n) if s != me]
        richest = max(others, key=lambda s: view["players"][s]["chips"])
        # I still want to act last: the start player is richest only when that keeps me late.
        if (me - richest) % n >= n - 2:
            return f"start {richest}"
        return f"start {(me + 1) % n}"


def make_bot(level: str) -> Bot:
    if level == "easy":
        return EasyBot()
    if level == "medium":
        return MediumBot()
    if level == "hard":
        return HardBot()
    raise ValueError(f"unknown Zehn bot level {level!r}")


__all__ = ["HAND_SIZE", "EasyBot", "HardBot", "MediumBot", "make_bot"]
