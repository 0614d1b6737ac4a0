"""Zehn's expert level: the hard policy, its first card, bid and second card checked by
playing them out.

At a searched decision (``SEARCHED``) the expert takes hard's choice and the alternatives
hard rates next, deals the cards its seat cannot see anew a number of times (``strong_deal``
on a state rebuilt from its view alone, so it never reads a hidden card: a face-down card is
what a strong player lays face down, an open card one it can complete), plays each
alternative on every deal to the end of the round, its own seat by a quicker hard policy and
every other seat by the model of strong play (``strong``), and keeps hard's choice unless
another gains more than a margin and its noise on the same deals; an alternative that falls
clearly short after ``MIN_DEALS`` deals is played out no more. A playout's score counts
penalty points, chips (2 points each) and the cards left in hand (in full once the game is
over, else weighed, a card drawn to refill at its average cost). Hard's policy here reads
the table as ``readings`` does it (an opponent's samples drawn once while its cards stay the
same). Everything is drawn from the ``rng`` it is given, so a seed gives the same choice;
``budget_s`` (for a slow device) only stops sampling early, at the price of that sameness.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import actions, strong
from kartentisch.games.zehn.bots.medium import Plan
from kartentisch.games.zehn.bots.seat_view import own_first, own_hand, own_seat
from kartentisch.games.zehn.cards import HAND_SIZE, draw_deck, pile_points
from kartentisch.games.zehn.readings import PlayoutHard, QuickRng, SharedSamplesHard
from kartentisch.games.zehn.rebuild import rebuild
from kartentisch.games.zehn.rules import PHASES
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.strong_deal import strong_deal
from kartentisch.games.zehn.view import ZehnView
from kartentisch.games.zehn.view import view as view_of

SEARCHED = ("first", "bid", "raise", "second")
"""Phases whose choice is checked by playouts; the others follow hard (the duels that chose
them: ``docs/decisions/zehn-expert.md``; the raise since the model plays the other seats,
``docs/bots.md``)."""


PAGE_BUDGET_S = 0.1
"""A decision's time in the browser, where it holds up the page: a deal is started only if it
ends within it (with fewer alternatives if need be), and too few deals leave hard's choice. A
fast device finishes its deals well within it (so a seed still gives the same choice there);
a slow one plays on fewer deals rather than freeze."""


def page_budget() -> float | None:
    """The time budget in the page (under Pyodide); none elsewhere, since simulations and
    benchmarks count deals, so their figures repeat."""
    return PAGE_BUDGET_S if sys.platform == "emscripten" else None


@dataclass(frozen=True)
class ExpertSettings:
    """The expert's settings; the defaults are the level the lobby offers."""

    deals: int = 12
    """At most this many deals of the unseen cards per decision..."""
    seat_deals: int = 48
    """...and at most this many divided by the number of seats (playouts cost per seat; the
    model plays the other seats cheaply, so 12 deals fit at 4 seats)."""
    top: int = 3
    """Hard's choice and the alternatives hard rates next: this many options in all."""
    margin: float = 0.5
    """Points a game an alternative must gain over hard's choice, besides its noise..."""
    confidence: float = 1.0
    """...of this many standard errors of the paired difference: a playout is noisy, and a
    switch on noise costs points."""
    drop_confidence: float = 1.0
    """How many standard errors of doubt an alternative gets before it is given up."""
    budget_s: float | None = None
    """A decision's time budget in seconds (``page_budget``); None: every deal is played."""
    phases: tuple[str, ...] = SEARCHED


class ExpertBot:
    """Hard's choice unless a playout search over hard's next best choices finds better."""

    def __init__(self, settings: ExpertSettings = ExpertSettings()) -> None:
        self.settings = settings
        self.hard = SharedSamplesHard()
        self.playout_bot = PlayoutHard()
        self.last_deals = 0
        """How many deals the last searched decision played (the benchmarks show it)."""

    def choose(self, view: ZehnView, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        started = time.perf_counter()
        seed = rng.next64()
        self.hard.forget()
        plain = self.hard.choose(view, legal, QuickRng.derive(seed, "hard"))
        self.last_deals = 0
        if view["phase"] not in self.settings.phases:
            return plain
        if view["phase"] == "first" and actions.parse(plain).chips:
            # Protection is hard's answer to a bait (its joker) or a bluff; the model plays
            # the other seats without protecting, so playouts cannot weigh it: keep it.
            return plain
        # Hard's ratings find the readings its choice made.
        options = self._candidates(view, list(legal), plain, QuickRng.derive(seed, "rank"))
        self.hard.forget()
        if len(options) == 1:
            return plain
        scores = self._search(view, options, seed, started)
        return options[_sure_best(scores, self.settings.margin, self.settings.confidence)]

    # -- which choices to try --
    def _candidates(
        self, view: ZehnView, legal: list[Action], plain: Action, rng: Rng
    ) -> list[str]:
        """Hard's choice first, then the alternatives hard itself rates next."""
        ranked = [a for a in self._ranked(view, legal, rng) if a in legal and a != plain]
        return [plain, *ranked[: self.settings.top - 1]]

    def _ranked(self, view: ZehnView, legal: list[Action], rng: Rng) -> list[str]:
        hard = self.hard
        table = hard.table(view, rng)
        phase = view["phase"]
        scored: list[tuple[float, str]] = []
        if phase == "first":
            hand = list(own_hand(view))
            for card in sorted(set(hand)):
                rest = list(hand)
                rest.remove(card)
                for down in (False, True):
                    score, plan = hard.best(hard.plans(card, down, rest, True), table, view)
                    score += hard.exposure_bias(card, down, plan, view)
                    scored.append((score, actions.lay(card, down)))
        elif phase == "bid":
            stock = view["players"][own_seat(view)]["chips"]
            scored.append((0.5, actions.PASS))
            for owner, p in enumerate(view["players"]):
                if owner == view["seat"] or p["min_bid"] > stock or not p["laid"]:
                    continue
                gain, after = hard.gain(view, owner, table, rng)
                net = gain - hard.price(p["min_bid"], owner, view, table, after)
                scored.append((net, actions.bid(p["min_bid"], owner)))
        elif phase == "second":
            first = own_first(view)
            for action in legal:
                if action == actions.STOP:
                    plan = Plan((first,), ())
                else:
                    card = str(actions.parse(action).card)
                    plan = Plan((first, card), (card,))
                scored.append((hard.value_of(plan, table, view), action))
        else:
            return list(legal)  # a raise or a protection: a few choices, all of them tried
        scored.sort(key=lambda sa: -sa[0])
        return [a for _, a in scored]

    # -- playing them out --
    def _search(
        self, view: ZehnView, options: list[str], seed: int, started: float
    ) -> list[list[float]]:
        """Per option, its playout score on each deal (the same deals for every option).

        From ``MIN_DEALS`` deals on, an alternative that cannot beat hard's choice by the
        margin (``_hopeless``) is played out no more, and once none is left the search ends:
        most decisions keep hard's choice, and they now cost ``MIN_DEALS`` deals, not all."""
        seat = own_seat(view)
        n = len(view["players"])
        base = rebuild(view)
        deals = max(2, min(self.settings.deals, self.settings.seat_deals // n))
        scores: list[list[float]] = [[] for _ in options]
        alive = list(range(len(options)))
        searching = time.perf_counter()
        played = 0
        for k in range(deals):
            if self.settings.budget_s is not None:
                alive = self._affordable(k, alive, played, started, searching)
                if not alive:
                    break
            deal = strong_deal(base, seat, Rng.derive(seed, "deal", k))
            for i in alive:
                scores[i].append(
                    self._playout(deal, options[i], seat, QuickRng.derive(seed, "play", k))
                )
            played += len(alive)
            if k + 1 >= MIN_DEALS:
                alive = [i for i in alive if i == 0 or not self._hopeless(scores[0], scores[i])]
                if len(alive) == 1:
                    break
        self.last_deals = len(scores[0])
        return scores

    def _hopeless(self, plain: list[float], other: list[float]) -> bool:
        """Whether an alternative's gain over hard's choice on the same deals, even one
        standard error better than measured, stays below the margin a switch needs."""
        gain, spread = _paired_gain(plain, other)
        doubt = self.settings.drop_confidence * spread / len(plain) ** 0.5
        return bool(gain + doubt < self.settings.margin)

    def _affordable(
        self, k: int, alive: list[int], played: int, started: float, searching: float
    ) -> list[int]:
        """The options deal ``k`` may play (none: the search ends). The deals a switch needs
        (``MIN_DEALS``), or else one more, must end within the budget at the pace so far; if
        they do not, the alternatives hard rates lowest are given up first (two options on
        enough deals can still switch, three on too few cannot). Deals that cannot reach
        ``MIN_DEALS`` are not started at all, since hard's choice would stand anyway; before
        the first deal there is no pace yet, and half the budget left must do."""
        budget = self.settings.budget_s
        assert budget is not None
        now = time.perf_counter()
        spent = now - started
        if k == 0:
            return alive if spent <= budget / 2 else []
        pace = (now - searching) / max(1, played)
        deals_left = max(1, MIN_DEALS - k)
        options = list(alive)
        while spent + pace * len(options) * deals_left > budget:
            if len(options) <= 2 or k >= MIN_DEALS:
                return []
            options.pop()
        return options

    def _playout(self, deal: ZehnState, option: str, seat: int, rng: Rng) -> float:
        """``option``, then on to the end of the round with the quick policy at every seat:
        the points ``seat`` gains on the others' mean (a chip is 2 points, hand cards weigh
        in fully only when the game ends)."""
        state = deal.copy()
        self.playout_bot.forget()
        PHASES[state.phase].apply(state, seat, option)
        round_no = state.round_no
        while not state.over and state.round_no == round_no and state.phase != "choose":
            phase = PHASES[state.phase]
            actor = phase.actor(state)
            assert actor is not None
            if actor != seat:
                phase.apply(state, actor, strong.action(state, actor))
                continue
            legal = phase.legal(state, actor)
            action = (
                legal[0]
                if len(legal) == 1
                else self.playout_bot.choose(view_of(state, actor), legal, rng)
            )
            phase.apply(state, actor, action)
        weight = 1.0 if state.over else HAND_WEIGHT
        change = []
        for s in range(state.n):
            (pen0, hand0, chips0), (pen1, hand1, chips1) = _standing(deal, s), _standing(state, s)
            change.append(pen1 - pen0 + weight * (hand1 - hand0) - 2.0 * (chips1 - chips0))
        others = (sum(change) - change[seat]) / (state.n - 1)
        return others - change[seat]


MIN_DEALS = 4
"""Fewer deals than this (a time budget spent early) say too little to overrule hard."""


def _sure_best(scores: list[list[float]], margin: float, confidence: float) -> int:
    """The option with the best mean playout score, if it beats the first (hard's choice) on
    the same deals (at least ``MIN_DEALS``) by more than ``margin`` and ``confidence``
    standard errors; else the first. Options played on fewer deals than the first (given up
    as hopeless) are not chosen."""
    n = len(scores[0])
    if n < MIN_DEALS:
        return 0
    played = [i for i, s in enumerate(scores) if len(s) == n]
    means = {i: sum(scores[i]) / n for i in played}
    best = max(played, key=lambda i: (means[i], -i))
    if best == 0:
        return 0
    gain, spread = _paired_gain(scores[0], scores[best])
    return best if gain > margin + confidence * spread / n**0.5 else 0


def _paired_gain(plain: list[float], other: list[float]) -> tuple[float, float]:
    """The mean gain of ``other`` over ``plain`` on the same deals, and its spread (standard
    deviation of the per-deal differences)."""
    diffs = [b - a for a, b in zip(plain, other, strict=True)]
    n = len(diffs)
    gain = sum(diffs) / n
    spread = (sum((d - gain) ** 2 for d in diffs) / (n - 1)) ** 0.5 if n > 1 else 0.0
    return gain, spread


HAND_WEIGHT = 0.35
"""What a hand card's points weigh while the game goes on: most costly cards are shed later."""


MEAN_DRAW = pile_points(draw_deck()) / len(draw_deck())
"""What a card drawn to refill the hand costs on average, were the game to end with it."""


def _standing(state: ZehnState, seat: int) -> tuple[int, float, int]:
    """``seat``'s penalty points, hand points once refilled to four (a drawn card at its
    average) and chips."""
    hand = state.hands[seat]
    refill = 0 if state.over else max(0, HAND_SIZE - len(hand))
    points = pile_points(hand) + refill * MEAN_DRAW
    return pile_points(state.penalty[seat]), points, state.stock[seat]
