"""Fünf Kronen's expert level: hard's policy with a closer look at the cards it cannot see.

Hard rates the hand it keeps by its score now blended with its score after one Joker, and a
Joker completes every hand that is one card short alike: a pair with seven copies of its rank
still unseen no better than two cards of a run whose missing cards lie on the pile. So the
expert takes hard's best discards and rates each by the score the rest is expected to keep
after the next stock card, over the cards its seat has not seen, each weighed by its copies
left (``one_step``); hard's costs of feeding the next player and of giving up a wild stay on
top. Its draw weighs a stock card over sixteen unseen cards instead of four (a close draw was a
coin toss), and blends in what each choice leaves after this turn's throw, by hard's risk
(``_look_draw``): a few samples miss the rare cards that would let a hand go out. Against
three opponents a round ends sooner, so the score in hand counts sooner and faster.

Going out and the last turn stay hard's: there hard already plays exactly. Everything is drawn
from the ``rng`` it is given, so a seed gives the same choice; a time budget (the page's, for a
slow device) only cuts the look ahead short, at the price of that sameness. The measurements
behind each setting, and the playout search that was tried and dropped, are in
``docs/decisions/fuenf-kronen-expert.md`` and ``docs/decisions/fuenf-kronen-expert-search.md``.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import actions
from kartentisch.games.fuenf_kronen.actions import DRAW_DISCARD, DRAW_STOCK, NEXT_ROUND
from kartentisch.games.fuenf_kronen.bots import (
    Scorer,
    SolverBot,
    feeding_risk,
    own_hand,
    unseen_cards,
)
from kartentisch.games.fuenf_kronen.cards import JOKER, is_wild, rank
from kartentisch.games.fuenf_kronen.state import DRAW
from kartentisch.games.fuenf_kronen.view import FuenfKronenView

PAGE_BUDGET_S = 0.1
"""The time a decision may take in the page (under Pyodide), where the solver costs about four
times what it costs on CPython: a slow device weighs fewer next cards in the look ahead (at
least one) rather than stall."""


def page_budget() -> float | None:
    """The time budget in the page; none elsewhere, so a seed always gives the same choice."""
    return PAGE_BUDGET_S if sys.platform == "emscripten" else None


@dataclass(frozen=True)
class ExpertSettings:
    """The expert's settings; the defaults are the level the lobby offers (the figures that
    chose them: ``docs/decisions/fuenf-kronen-expert.md``)."""

    stock_samples: int = 16
    """Unseen cards hard's draw weighs a stock card by (hard's own: 4)."""
    risk_base: float = 0.4
    risk_per_turn: float = 0.14
    """How much the score in hand outweighs its promise at the start (hard: 0.3) and how fast
    that grows per own turn (hard: 0.08)."""
    look_top: int = 3
    """The discards hard rates best that the one-step look ahead compares (1: hard's)."""
    look_kinds: int = 16
    """At most this many kinds of natural card that the next draw may bring (0: all)..."""
    look_all: int = 8
    """...in hands of more than this many cards; smaller hands weigh every kind."""
    look_draw: bool = True
    """The draw blends in what each choice leaves after this turn (False: hard's draw)."""
    budget_s: float | None = None
    """A decision's time budget in seconds (``page_budget``); None: every card is weighed."""


class ExpertBot:
    """Hard's policy with more samples of the unseen cards and a look one card ahead."""

    def __init__(self, settings: ExpertSettings = ExpertSettings()) -> None:
        self.settings = settings
        self.hard = SolverBot(
            hard=True,
            samples=settings.stock_samples,
            risk_base=settings.risk_base,
            risk_per_turn=settings.risk_per_turn,
        )
        """The policy: hard's, with the draw weighed over more unseen cards."""

    def choose(self, view: FuenfKronenView, legal: Sequence[Action], rng: Rng) -> Action:
        if NEXT_ROUND in legal:
            return NEXT_ROUND
        if len(legal) == 1:
            return legal[0]
        started = time.perf_counter()
        seed = rng.next64()
        scorer = Scorer(view["wild"], view["natural_required"])
        plain = self.hard.choose_with(view, legal, Rng.derive(seed, "hard"), scorer)
        if view["went_out"] is not None or actions.verb_of(plain) == actions.GO_OUT:
            return plain
        if view["phase"] == DRAW:
            if self.settings.look_draw:
                return self._look_draw(view, legal, plain, scorer, seed, started)
            return plain
        if self.settings.look_top > 1:
            return self._look_discard(view, plain, scorer, Rng.derive(seed, "look"), started)
        return plain

    def _look_discard(
        self, view: FuenfKronenView, plain: Action, scorer: Scorer, rng: Rng, started: float
    ) -> Action:
        """Hard's best few discards, each rated by what the rest is expected to score after
        the next stock card (``one_step``) plus hard's costs of feeding the next player and
        giving up a wild; the lowest wins."""
        hand = own_hand(view)
        risk = self.hard.risk(view)
        values = self.hard.discard_values(hand, scorer, risk, view)
        ranked = sorted(values, key=lambda card: (values[card], card))[: self.settings.look_top]
        if len(ranked) < 2:
            return plain
        rests = []
        for card in ranked:
            rest = list(hand)
            rest.remove(card)
            rests.append(rest)
        kinds = self._kinds(len(hand))
        expected = one_step(rests, view, scorer, rng, kinds, self.settings.budget_s, started)
        if expected is None:
            return plain
        danger = feeding_risk(view)
        wild = view["wild"]
        costs = [
            self.hard.with_throw_costs(expected[i], card, danger, wild, risk)
            for i, card in enumerate(ranked)
        ]
        best = min(range(len(ranked)), key=lambda i: (costs[i], i))
        return actions.discard(ranked[best])

    def _kinds(self, cards: int) -> int:
        """How many natural kinds the look ahead weighs for a hand of ``cards`` cards after
        the draw (0: every kind)."""
        return 0 if cards <= self.settings.look_all else self.settings.look_kinds

    def _look_draw(
        self,
        view: FuenfKronenView,
        legal: Sequence[Action],
        plain: Action,
        scorer: Scorer,
        seed: int,
        started: float,
    ) -> Action:
        """The draw, with what each choice leaves after this turn's throw blended in: the
        pile's top card is known, a stock card is weighed over the unseen ones (``one_step``
        on the hand as it is). The blend follows hard's risk, so the score that would stand
        if the round ended now counts more as the round goes on; hard's own worths (the
        promise of a Joker) make up the rest."""
        if DRAW_DISCARD not in legal or DRAW_STOCK not in legal or view["went_out"] is not None:
            return plain  # one pile only, or the last turn: hard weighs that draw exactly
        hand = own_hand(view)
        top: str = view["discard"][-1]
        if is_wild(top, view["wild"]):
            return plain
        risk = self.hard.risk(view)
        # The stream hard's choice drew from: the same stock samples, solved already.
        with_top, stock = self.hard.draw_values(view, scorer, risk, Rng.derive(seed, "hard"))
        kinds = self._kinds(len(hand) + 1)
        look = Rng.derive(seed, "look")
        after_stock = one_step(
            [list(hand)], view, scorer, look, kinds, self.settings.budget_s, started
        )
        if after_stock is None:
            return plain
        after_top = min(scorer.discards([*hand, top]).values())
        take = risk * after_top + (1.0 - risk) * with_top
        leave = risk * after_stock[0] + (1.0 - risk) * stock
        return DRAW_DISCARD if take < leave else DRAW_STOCK


def one_step(
    rests: list[list[str]],
    view: FuenfKronenView,
    scorer: Scorer,
    rng: Rng,
    kinds: int,
    budget_s: float | None,
    started: float,
) -> list[float] | None:
    """For each hand in ``rests``: the score it is expected to keep after drawing one card
    from the stock and throwing the card that leaves least, over the cards this seat has not
    seen, each weighed by its copies left.

    Every wild of the round's rank does the same in a hand, so one of them stands for all,
    the Joker for itself; of the natural kinds at most ``kinds`` are drawn from ``rng`` (the
    same ones for every hand), weighed to stand for all of them. The cards are taken in an
    order drawn from ``rng``, and a spent ``budget_s`` ends the sum early (at least one card
    is weighed); None when there is no unseen card.
    """
    counts = Counter(unseen_cards(view))
    wild = view["wild"]
    wilds = sorted(c for c in counts if c != JOKER and rank(c) == wild)
    naturals = sorted(c for c in counts if c != JOKER and rank(c) != wild)
    drawn: list[tuple[str, float]] = []
    if wilds:
        drawn.append((wilds[0], float(sum(counts[c] for c in wilds))))
    if counts[JOKER]:
        drawn.append((JOKER, float(counts[JOKER])))
    if not drawn and not naturals:
        return None
    stretch = 1.0
    if kinds and len(naturals) > kinds:
        every = sum(counts[c] for c in naturals)
        rng.shuffle(naturals)
        naturals = naturals[:kinds]
        stretch = every / sum(counts[c] for c in naturals)
    drawn += [(c, counts[c] * stretch) for c in naturals]
    rng.shuffle(drawn)
    totals = [0.0] * len(rests)
    weight = 0.0
    for card, w in drawn:
        for i, rest in enumerate(rests):
            totals[i] += w * min(scorer.discards([*rest, card]).values())
        weight += w
        if budget_s is not None and time.perf_counter() - started > budget_s:
            break
    return [t / weight for t in totals]
