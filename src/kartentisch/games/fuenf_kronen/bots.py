"""Three bot levels that decide from their seat's view only (the fourth, expert, builds on
hard in ``expert.py``; ``levels.py`` makes a level by name).

- easy: melds what it has but throws away whatever scores most, wilds included, and takes
  the discard on a whim.
- medium: draws and discards by the meld solver, judging a hand by what it scores now and
  what it would score after one good card, so it keeps its wilds; goes out when it can.
- hard: like medium, but weighs the stock by the cards it has not seen (a sample of them),
  watches which discards each opponent took and avoids feeding the next player, sheds high
  cards as a round gets late, and plays its last turn exactly.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from kartentisch.engine.protocol import Action, Advice
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import actions, arrange
from kartentisch.games.fuenf_kronen.actions import DRAW_DISCARD, DRAW_STOCK, NEXT_ROUND
from kartentisch.games.fuenf_kronen.cards import DECK, JOKER, is_wild, points, rank, suit
from kartentisch.games.fuenf_kronen.view import FuenfKronenView, known_held

LAST_TURN_KINDS = 12
"""At most this many kinds of unseen card are weighed in the last turn (a time budget)."""

GOOD_CARD = JOKER
"""The card a hand hopes for: a wild fits anywhere, so it measures how close a hand is."""


@dataclass
class Scorer:
    """Leftover scores of hands for one decision, each hand solved once."""

    wild: int
    natural_required: bool
    memo: dict[tuple[str, ...], int] = field(default_factory=dict)
    after: dict[tuple[str, ...], dict[str, int]] = field(default_factory=dict)

    def score(self, hand: Sequence[str]) -> int:
        key = tuple(sorted(hand))
        found = self.memo.get(key)
        if found is None:
            found = arrange.leftover_score(list(key), self.wild, self.natural_required)
            self.memo[key] = found
        return found

    def discards(self, hand: Sequence[str]) -> dict[str, int]:
        """What the rest scores after each possible discard (one solver search)."""
        key = tuple(sorted(hand))
        found = self.after.get(key)
        if found is None:
            found = arrange.discard_scores(list(key), self.wild, self.natural_required)
            self.after[key] = found
        return found

    def potential(self, hand: Sequence[str], risk: float) -> float:
        """Badness of a hand that waits for its next card: its score now blended with its
        score after one good card, leaning to the score now as the round gets risky."""
        now = self.score(hand)
        if risk >= 1.0:
            return float(now)
        later = self.score([*hand, GOOD_CARD])
        return risk * now + (1.0 - risk) * later

    def potential_after(self, hand: Sequence[str], risk: float) -> dict[str, float]:
        """``potential`` of the hand left after each possible discard."""
        now = self.discards(hand)
        if risk >= 1.0:
            return {card: float(score) for card, score in now.items()}
        later = self.discards([*hand, GOOD_CARD])
        return {card: risk * score + (1.0 - risk) * later[card] for card, score in now.items()}


class EasyBot:
    """Sensible but careless: melds greedily, throws its highest loose card, wild or not."""

    def choose(self, view: FuenfKronenView, legal: Sequence[Action], rng: Rng) -> Action:
        if NEXT_ROUND in legal:
            return NEXT_ROUND
        hand = own_hand(view)
        wild: int = view["wild"]
        if DRAW_STOCK in legal or DRAW_DISCARD in legal:
            top = view["discard"][-1] if view["discard"] else None
            if DRAW_DISCARD in legal and top is not None and rng.chance(0.35):
                return DRAW_DISCARD
            return DRAW_STOCK if DRAW_STOCK in legal else DRAW_DISCARD
        outs = actions.cards_of(legal, actions.GO_OUT)
        if outs:
            return actions.go_out(max(outs, key=lambda c: points(c, wild)))
        _, leftover, _ = arrange.best_arrangement(hand, wild, view["natural_required"])
        pool = leftover or hand
        return actions.discard(max(pool, key=lambda c: (points(c, wild), c)))


@dataclass(frozen=True)
class SolverBot:
    """Medium and hard share this player; ``hard`` switches on what only hard does.

    Its public methods (``choose_with``, ``risk``, ``draw_values``, ``discard_values``,
    ``with_throw_costs``) are what a stronger level may build on; the rest is its own.
    """

    hard: bool = False
    samples: int = 4
    """Stock cards sampled from the unseen ones when weighing a draw."""
    risk_base: float = 0.3
    risk_per_turn: float = 0.08
    risk_cap: float = 0.9
    """How fast the score in hand comes to matter more than the hand's promise (hard)."""
    wild_keep: float = 6.0
    """Extra reluctance to give up a wild while the round goes on (hard)."""
    feed_weight: float = 1.0
    """How much the next player's wishes count against a discard (hard)."""

    def choose(self, view: FuenfKronenView, legal: Sequence[Action], rng: Rng) -> Action:
        return self.choose_with(view, legal, rng, Scorer(view["wild"], view["natural_required"]))

    def advise(self, view: FuenfKronenView, legal: Sequence[Action], rng: Rng) -> Advice:
        """The choice, with the scores the solver judged it by: what the hand counts now,
        after taking the discard, or after the throw."""
        scorer = Scorer(view["wild"], view["natural_required"])
        action = self.choose_with(view, legal, rng, scorer)
        parsed = actions.parse(action)
        hand = own_hand(view)
        top = view["discard"][-1] if view["discard"] else None
        if parsed.verb == NEXT_ROUND:
            return Advice(action, "next_round", {"n": view["round"] + 1})
        if parsed.verb == DRAW_DISCARD and top is not None:
            now = scorer.score(hand)
            after = min(scorer.discards([*hand, top]).values())
            if after < now:
                return Advice(action, "take_better", {"card": top, "now": now, "after": after})
            if is_wild(top, view["wild"]):
                return Advice(action, "take_wild", {"card": top})
            return Advice(action, "take", {"card": top})
        if parsed.verb == DRAW_STOCK:
            if top is None:
                return Advice(action, "stock_only", {})
            return Advice(action, "stock", {"card": top, "now": scorer.score(hand)})
        card = parsed.card
        assert card is not None
        if parsed.verb == actions.GO_OUT:
            return Advice(action, "go_out", {"card": card})
        left = scorer.discards(hand).get(card, scorer.score([c for c in hand if c != card]))
        return Advice(action, "discard", {"card": card, "left": left})

    def choose_with(
        self, view: FuenfKronenView, legal: Sequence[Action], rng: Rng, scorer: Scorer
    ) -> Action:
        """``choose`` with hands solved into ``scorer``, which the expert level then reads on."""
        if NEXT_ROUND in legal:
            return NEXT_ROUND
        if DRAW_STOCK in legal or DRAW_DISCARD in legal:
            return self._draw(view, legal, scorer, rng)
        return self._discard(view, legal, scorer)

    # ---- drawing --------------------------------------------------------------------------
    def _draw(
        self, view: FuenfKronenView, legal: Sequence[Action], scorer: Scorer, rng: Rng
    ) -> Action:
        if DRAW_DISCARD not in legal:
            return DRAW_STOCK
        if DRAW_STOCK not in legal:
            return DRAW_DISCARD
        hand = own_hand(view)
        top: str = view["discard"][-1]
        wild = view["wild"]
        last_turn = view["went_out"] is not None
        if last_turn:
            with_top = float(min(scorer.discards([*hand, top]).values()))
            if self.hard:
                stock = self._stock_exact(view, hand, scorer, rng)
            else:
                stock = scorer.score(hand) * 0.8  # a stock card usually helps a little
            return DRAW_DISCARD if with_top <= stock else DRAW_STOCK
        if is_wild(top, wild):
            return DRAW_DISCARD
        risk = self.risk(view)
        if self.hard:
            with_top, stock = self.draw_values(view, scorer, risk, rng)
            return DRAW_DISCARD if with_top < stock else DRAW_STOCK
        with_top = self._best_after([*hand, top], scorer, risk, view)[1]
        now = scorer.potential(hand, risk)
        return DRAW_DISCARD if with_top < now - 1.0 else DRAW_STOCK

    def draw_values(
        self, view: FuenfKronenView, scorer: Scorer, risk: float, rng: Rng
    ) -> tuple[float, float]:
        """Hard's worth of the hand (lower better) after taking the pile's top card and after
        a stock card: what hard's draw compares, and what the expert level blends its own look
        ahead into."""
        hand = own_hand(view)
        with_top = self._best_after([*hand, view["discard"][-1]], scorer, risk, view)[1]
        return with_top, self._stock_estimate(view, hand, scorer, risk, rng)

    @staticmethod
    def _stock_exact(view: FuenfKronenView, hand: list[str], scorer: Scorer, rng: Rng) -> float:
        """The last turn: the expected final score after a stock card, over the unseen cards
        (every kind of card when there are few, else a sample of kinds, weighted by copies)."""
        counts = Counter(unseen_cards(view))
        kinds = sorted(counts)
        if not kinds:
            return float(scorer.score(hand))
        if len(kinds) > LAST_TURN_KINDS:
            rng.shuffle(kinds)
            kinds = kinds[:LAST_TURN_KINDS]
        total = sum(counts[c] for c in kinds)
        expected = sum(counts[c] * min(scorer.discards([*hand, c]).values()) for c in kinds)
        return expected / total

    def _stock_estimate(
        self, view: FuenfKronenView, hand: list[str], scorer: Scorer, risk: float, rng: Rng
    ) -> float:
        """Mean value of the hand after a stock card, over a sample of the unseen cards."""
        unseen = unseen_cards(view)
        if not unseen:
            return scorer.potential(hand, risk)
        total = 0.0
        for _ in range(self.samples):
            card = rng.choice(unseen)
            total += self._best_after([*hand, card], scorer, risk, view)[1]
        return total / self.samples

    # ---- discarding -----------------------------------------------------------------------
    def _discard(self, view: FuenfKronenView, legal: Sequence[Action], scorer: Scorer) -> Action:
        hand = own_hand(view)
        wild: int = view["wild"]
        outs = actions.cards_of(legal, actions.GO_OUT)
        if outs:
            return actions.go_out(self._safest(outs, view))
        if view["went_out"] is not None:
            card, _ = arrange.best_discard(hand, wild, view["natural_required"])
            return actions.discard(card)
        risk = self.risk(view)
        card, _ = self._best_after(hand, scorer, risk, view)
        return actions.discard(card)

    def _best_after(
        self, hand: list[str], scorer: Scorer, risk: float, view: FuenfKronenView
    ) -> tuple[str, float]:
        """The discard that leaves the best hand, and how good that hand is (lower better)."""
        best: tuple[float, str] | None = None
        for card, value in sorted(self.discard_values(hand, scorer, risk, view).items()):
            if best is None or value < best[0]:
                best = (value, card)
        assert best is not None
        return best[1], best[0]

    def discard_values(
        self, hand: list[str], scorer: Scorer, risk: float, view: FuenfKronenView
    ) -> dict[str, float]:
        """How good the hand left after each possible discard is (lower better): what the
        expert level ranks its candidates by."""
        wild = view["wild"]
        danger = feeding_risk(view) if self.hard else {}
        values: dict[str, float] = {}
        for card, value in scorer.potential_after(hand, risk).items():
            if self.hard:
                value = self.with_throw_costs(value, card, danger, wild, risk)
            values[card] = value
        return values

    def with_throw_costs(
        self, value: float, card: str, danger: dict[str, float], wild: int, risk: float
    ) -> float:
        """``value`` of the hand left after throwing ``card``, plus hard's price of the throw:
        feeding the next player (``danger``, from ``feeding_risk``) and giving up a wild while
        the round goes on. The expert prices its own ratings the same way."""
        value += self.feed_weight * danger.get(card, 0.0)
        if is_wild(card, wild) and risk < 1.0:
            value += self.wild_keep
        return value

    def _safest(self, cards: list[str], view: FuenfKronenView) -> str:
        """Going out: any of these ends with 0; give the next player the least useful one."""
        wild = view["wild"]
        danger = feeding_risk(view) if self.hard else {}
        return min(cards, key=lambda c: (is_wild(c, wild), danger.get(c, 0.0), -points(c, wild)))

    def risk(self, view: FuenfKronenView) -> float:
        """How much the hand's present score matters against its promise: rises as the
        round goes on (someone will go out) and in the late, long rounds."""
        if not self.hard:
            return 0.5
        per_seat = int(view["draws"]) / max(1, len(view["names"]))
        return min(self.risk_cap, self.risk_base + self.risk_per_turn * per_seat)


def own_hand(view: FuenfKronenView) -> list[str]:
    """The bot's hand: a bot is only ever handed its own seat's view, which holds it."""
    hand = view["hand"]
    assert hand is not None
    return hand


def unseen_cards(view: FuenfKronenView) -> list[str]:
    """Cards that may come from the stock: the deck minus this seat's hand, the pile, what
    lies open, and the discards opponents took and still hold."""
    seen: Counter[str] = Counter(view["hand"] or []) + Counter(view["discard"])
    for melds in view["melds"]:
        for meld in melds:
            seen.update(meld)
    for cards in view["leftover"]:
        seen.update(cards)
    for seat, taken in enumerate(view["taken"]):
        if seat != view["seat"] and not view["laid"][seat]:
            # A discard an opponent took and has not thrown again is in their hand.
            seen.update(known_held(taken, view["thrown"][seat]))
    remaining = Counter(DECK) - seen
    return sorted(remaining.elements())


def feeding_risk(view: FuenfKronenView) -> dict[str, float]:
    """Extra cost of discarding a card that the next player has shown they want.

    Cards the next player took from the pile tell what they collect: the same rank (a book)
    or the same suit close by (a run). Wilds are never handed on lightly.
    """
    seat = view["seat"]
    n = len(view["names"])
    if seat is None:
        return {}
    nxt = (seat + 1) % n
    wanted: list[str] = view["taken"][nxt]
    dropped = set(view["thrown"][nxt])
    wild = view["wild"]
    risk: dict[str, float] = {}
    for card in set(own_hand(view)):
        if is_wild(card, wild):
            risk[card] = 8.0
            continue
        value = 0.0
        for taken in wanted:
            if is_wild(taken, wild):
                continue
            if rank(taken) == rank(card):
                value += 4.0
            elif suit(taken) == suit(card):
                gap = abs((rank(taken) or 0) - (rank(card) or 0))
                if gap <= 2:
                    value += 3.0 - gap
        if card in dropped:
            value = max(0.0, value - 2.0)
        if value:
            risk[card] = value
    return risk
