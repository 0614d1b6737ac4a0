"""Fünf Kronen's expert level: hard's policy with a closer look at the cards it cannot see.

Where hard loses points was measured against hard itself (``bench bot_duel``, deals paired).
Most of it is in the discard: hard rates the hand it keeps by its score now blended with its
score after one Joker, and a Joker completes every hand that is one card short alike, a pair
with seven copies of its rank still unseen no better than two cards of a run whose missing
cards lie on the pile. The expert takes hard's three best discards and rates each by the
score the rest is expected to keep after the next stock card, over the cards its seat has not
seen, each weighed by its copies left, with the best card then thrown (``one_step``): the
score the seat ends with if anyone goes out before its next turn, and none when the card lets
it go out itself. Hard's costs of feeding the next player and of giving up a wild stay on top.

Its draw compares the discard with a stock card estimated from only four of the unseen cards,
a coin toss when the two are close; over sixteen (``STOCK_SAMPLES``) the draw follows the
cards that are really left. On top of that it weighs what each choice leaves after this turn's
throw (the pile's card is known; a stock card is weighed over every unseen kind, ``one_step``),
blended in by hard's risk: sixteen samples miss the few cards that would let a hand go out
(``_look_draw``). Against three opponents a round ends sooner, so the expert lets
the score in hand matter sooner and faster (``RISK_BASE``, ``RISK_PER_TURN``) and sheds high
cards earlier.

The playout search is kept for decisions named in ``searched`` (none by default, as
measured): it takes the policy's choice and the alternatives (at a draw: the stock or the
discard; at a discard: the cards the policy rates close to its choice), deals the cards its
seat cannot see anew a number of times (``shuffle_hidden`` on a state rebuilt from its view
alone, so it never reads a hidden card; the discards an opponent took stay in that hand),
plays each alternative on every deal to the end of the round with a quick greedy policy at
every seat, and keeps the policy's choice unless another leaves the seat better off by a
margin on the same deals. A playout scores the seat's round points against the others'
mean. Everything is drawn from the ``rng`` it is given, so a seed gives the same choice;
``budget_s`` (the page's, for a slow device) only stops sampling early, at the price of that
sameness. Going out and the last turn stay hard's: there hard already plays exactly.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from collections.abc import Sequence

from kartentisch.engine.protocol import Action, View
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import actions, rules
from kartentisch.games.fuenf_kronen.actions import DRAW_DISCARD, DRAW_STOCK, NEXT_ROUND
from kartentisch.games.fuenf_kronen.bots import Scorer, SolverBot, feeding_risk, unseen_cards
from kartentisch.games.fuenf_kronen.cards import JOKER, is_wild, points, rank
from kartentisch.games.fuenf_kronen.rebuild import rebuild
from kartentisch.games.fuenf_kronen.state import DISCARD, DRAW, FKState
from kartentisch.games.fuenf_kronen.view import shuffle_hidden

DRAWS = "draw"
THROWS = "discard"
SEARCHED: tuple[str, ...] = ()
"""The decisions whose choice is checked by playouts: none. Measured with ``bench bot_duel
--game fuenf-kronen --challenger expert`` (seed 1, expert minus hard, paired by deal, lower is
better), on hard's own policy: the draw searched, 100 games, +0.3 (-5.0 ... +5.6) at 2 seats,
+4.3 (-1.6 ... +10.2) at 4; the discard searched, 40 games, +2.3 (-4.8 ... +9.4) at 2 seats;
a playout scored by the seat's own points alone, 40 games, -3.3 at 2 seats, +4.5 at 4; the
draw and the discard searched with three candidates (``close`` 6), margin 0.5 and 8 deals,
40 games at 4 seats, +0.8 (-6.8 ... +8.5) at 55 ms a decision (median, CPython). The greedy
playouts are no better judges than hard's own estimate, and cost most of the time. The
benchmark's independent sampling bot (``bench/fuenf_kronen_world.py``), which plays out every
candidate to the round's end, does not beat hard either (it loses clearly at 2 seats; its
docstring has the figures), so no playout policy was found to learn from."""

STOCK_SAMPLES = 16
"""Unseen cards the draw weighs a stock card by. Hard's four, against hard, 100 games at 2
seats: 16 samples -4.7 (-7.6 ... -1.7), 32 samples -3.4, every unseen kind weighted by its
copies -3.8 (but 3.5 times slower); at 4 seats 16 samples -1.5 (-4.0 ... +0.9)."""

RISK_BASE = 0.4
RISK_PER_TURN = 0.14
"""How much the score in hand outweighs its promise at the start (hard: 0.3) and how fast
that grows per own turn (hard: 0.08). At 4 seats, 200 games, with 16 samples: per turn 0.14
-2.1 (-4.3 ... +0.1), 0.2 -1.5 (-3.9 ... +1.0), 0.14 from 0.4 -2.5 (-5.3 ... +0.3); a wild
kept less dearly or the next player fed more dearly no better.

The expert as it stands, 400 games, seed 1: -3.1 (-4.9 ... -1.3) at 2 seats, but -0.8
(-2.5 ... +0.9) at 4 (the first 200 games had flattered every setting alike); every unseen
kind weighed in the last turn as well (hard: 12), 400 games at 4 seats, -0.9 (-2.6 ... +0.8);
the next player's wishes weighed half (hard: 1.0), 400 games, -2.5 (-4.5 ... -0.5) at 2 seats,
-1.4 (-3.1 ... +0.4) at 4. Seed 2, 400 games at 2 seats: -2.9 (-5.0 ... -0.8). Not clearly
above hard at 4 seats until the discard looked one card ahead (``LOOK_TOP``)."""

LOOK_TOP = 3
LOOK_KINDS = 16
LOOK_ALL = 8
"""The discard's look one card ahead: hard's best ``LOOK_TOP`` discards compared; in hands of
more than ``LOOK_ALL`` cards (after the draw) ``LOOK_KINDS`` kinds of natural card drawn at
random stand for all, which keeps a decision's p99 near 26 ms on CPython (every kind: 70 ms).
Measured with ``bench bot_duel --game fuenf-kronen --challenger expert --seed 1`` (expert
minus hard, paired by deal, lower is better), every kind weighed unless said:

- the expected score alone (the rating kept): 200 games at 4 seats -5.1 (-8.3 ... -1.9);
- that blended with the Joker's promise by hard's risk, in place of the score now: 100 games
  at 2 seats -8.8 (-12.2 ... -5.4), 200 games at 4 seats -3.4 (-6.0 ... -0.8);
- hard's blend with the expected score in place of the Joker's: 100 games at 2 seats -5.6
  (-9.5 ... -1.7);
- 16 kinds in every hand, 400 games: 2 seats -7.1 (-9.3 ... -4.8), 4 seats -3.2 (-5.3 ...
  -1.1);
- as it stands (every kind up to 8 cards), 400 games: 2 seats -7.2 (-9.4 ... -5.0), expert
  61.1 points a game (57.8 ... 64.5), hard 68.3 (64.6 ... 72.1); 4 seats -2.9 (-5.1 ...
  -0.7), expert 115.4 (110.9 ... 119.9), hard 118.4 (115.8 ... 120.9); seed 2: 2 seats -6.8
  (-9.3 ... -4.4), 4 seats -3.3 (-5.5 ... -1.2). Decision time median 6.1 ms, p99 25.0 ms
  at 2 seats, 5.1 and 26.3 ms at 4 (hard: 0.8 and 8 ms). Offered in the lobby since;
- going out counted 10 points better than a hand of 0, 400 games at 4 seats: -3.0 (-5.1 ...
  -0.8), no better;
- hard's best five discards compared instead of three, 400 games at 4 seats: -2.9, the same;
  every kind in every hand: -3.5, at a p99 of 62 ms on CPython.

The draw's look (``_look_draw``), same benchmark, 400 games, expert minus hard: 4 seats -4.2
(-6.3 ... -2.1; seed 2: -4.0) against -2.9 and -3.3 without it; 2 seats -7.1 (seed 2: -6.1)
against -7.2 and -6.8, no change beyond the noise; the same p99 on CPython (26 ms). Not
kept, at 4 seats, seed 1: the draw looking two cards ahead (the pile's card or each stock card
rated by the discard's look) gave -4.7 and, pruned, -3.3 at five to eight times the time
(p99 212 ms); the blend at half of hard's risk -3.4, at 1.3 times it -4.2, the look's worths
alone -4.1; with the look, the risk rising by 0.2 a turn -4.3, starting at 0.55 -4.3. Every
kind in every hand, for both looks (``look_all=99``), 4 seats: -6.0 (-8.0 ... -3.9), expert
112.4 (107.8 ... 117.0) against hard 118.3 (115.7 ... 121.0), but seed 2 -4.2, as the expert
kept; p99 42 ms on CPython, past what the page's budget leaves in large hands.

Also not kept, 400 games at 4 seats, seed 1: the discard's look two cards deep (each rest
rated half by the look and half by what it keeps after 8 sampled stock cards, each rated by
the look over 8 kinds) -2.5 (-4.7 ... -0.3) at a p99 of 105 ms; and, as a bound only, the
discard kept away from a card the next player could go out with, read from that player's real
hand (a peek no bot may make), -3.6 (-5.9 ... -1.4): the expert hands the next player the card
it goes out with in 6% of its discards, as hard does, and knowing that hand would not help.
"""

PAGE_BUDGET_S = 0.1
"""The time a decision may take in the page (under Pyodide), where the solver costs about four
times what it costs on CPython: a slow device weighs fewer next cards in the discard's look
ahead (at least one) and stops sampling early rather than stall. Before the look ahead, ``bench
fuenf_kronen_expert --games 4 --pyodide --chromium`` gave, a decision with a choice, median
2.2 ms and p99 42 ms at 2 seats, 1.6 and 51 ms at 4 in Chromium (2.7 / 49 and 2.5 / 73 ms in
Node; indicative, on a shared computer); on CPython the look ahead raised the p99 from about
9 to 26 ms."""


def page_budget() -> float | None:
    """The time budget in the page; none elsewhere, so a seed always gives the same choice."""
    return PAGE_BUDGET_S if sys.platform == "emscripten" else None


WILD_KEEP = 6.0
"""The greedy playout policy's reluctance to throw a wild while the round goes on."""


class ExpertBot:
    """Hard's policy with more samples of the unseen cards; a playout search where asked."""

    def __init__(
        self,
        *,
        deals: int = 8,
        seat_deals: int = 24,
        top: int = 2,
        close: float = 3.0,
        horizon: int = 80,
        margin: float = 2.0,
        relative: bool = True,
        budget_s: float | None = None,
        searched: Sequence[str] = SEARCHED,
        stock_samples: int = STOCK_SAMPLES,
        risk_base: float = RISK_BASE,
        risk_per_turn: float = RISK_PER_TURN,
        look_top: int = LOOK_TOP,
        look_kinds: int = LOOK_KINDS,
        look_all: int = LOOK_ALL,
        look_draw: bool = True,
    ) -> None:
        self.look_draw = look_draw
        """The draw blends in what each choice leaves after this turn (False: hard's draw)."""
        self.look_all = look_all
        """Hands of at most this many cards weigh every kind (their solver calls are cheap)."""
        self.look_top = look_top
        """The discards hard rates best that the one-step look ahead compares (1: hard's)."""
        self.look_kinds = look_kinds
        """At most this many kinds of natural card that the next draw may bring (0: all)."""
        self.deals = deals
        """At most this many deals of the unseen cards per decision..."""
        self.seat_deals = seat_deals
        """...and at most this many divided by the number of seats (playouts cost per seat)."""
        self.top = top
        self.close = close
        """A discard is searched only when hard rates another this close to its choice."""
        self.horizon = horizon
        """At most this many actions a playout: in practice the end of the round."""
        self.margin = margin
        self.relative = relative
        """Score a playout against the others' mean (else the seat's own points alone)."""
        self.budget_s = budget_s
        self.searched = tuple(searched)
        self.hard = SolverBot(
            hard=True, samples=stock_samples, risk_base=risk_base, risk_per_turn=risk_per_turn
        )
        """The policy: hard's, with the draw weighed over more unseen cards."""

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
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
        kind = DRAWS if view["phase"] == DRAW else THROWS
        if kind == THROWS and self.look_top > 1:
            plain = self._look_discard(view, plain, scorer, Rng.derive(seed, "look"), started)
        if kind == DRAWS and self.look_draw:
            plain = self._look_draw(view, legal, plain, scorer, seed, started)
        if kind not in self.searched:
            return plain
        options = self._candidates(view, list(legal), plain)
        if len(options) == 1:
            return plain
        gains = self._search(view, options, seed)
        best = max(range(len(options)), key=lambda i: (gains[i], -i))
        return options[best] if gains[best] > gains[0] + self.margin else plain

    def _look_discard(
        self, view: View, plain: Action, scorer: Scorer, rng: Rng, started: float
    ) -> Action:
        """Hard's best few discards, each rated by what the rest is expected to score after
        the next stock card (``one_step``) plus hard's costs of feeding the next player and
        giving up a wild; the lowest wins."""
        hand: list[str] = view["hand"]
        risk = self.hard.risk(view)
        values = self.hard.discard_values(hand, scorer, risk, view)
        ranked = sorted(values, key=lambda card: (values[card], card))[: self.look_top]
        if len(ranked) < 2:
            return plain
        rests = []
        for card in ranked:
            rest = list(hand)
            rest.remove(card)
            rests.append(rest)
        kinds = self._kinds(len(hand))
        expected = one_step(rests, view, scorer, rng, kinds, self.budget_s, started)
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
        return 0 if cards <= self.look_all else self.look_kinds

    def _look_draw(
        self,
        view: View,
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
        hand: list[str] = view["hand"]
        top: str = view["discard"][-1]
        if is_wild(top, view["wild"]):
            return plain
        risk = self.hard.risk(view)
        # The stream hard's choice drew from: the same stock samples, solved already.
        with_top, stock = self.hard.draw_values(view, scorer, risk, Rng.derive(seed, "hard"))
        kinds = self._kinds(len(hand) + 1)
        look = Rng.derive(seed, "look")
        after_stock = one_step([list(hand)], view, scorer, look, kinds, self.budget_s, started)
        if after_stock is None:
            return plain
        after_top = min(scorer.discards([*hand, top]).values())
        take = risk * after_top + (1.0 - risk) * with_top
        leave = risk * after_stock[0] + (1.0 - risk) * stock
        return DRAW_DISCARD if take < leave else DRAW_STOCK

    def _candidates(self, view: View, legal: list[Action], plain: Action) -> list[Action]:
        """Hard's choice first, then the alternatives hard itself rates next."""
        if view["phase"] == DRAW:
            return [plain, *(a for a in (DRAW_STOCK, DRAW_DISCARD) if a in legal and a != plain)]
        scorer = Scorer(view["wild"], view["natural_required"])
        values = self.hard.discard_values(view["hand"], scorer, self.hard.risk(view), view)
        ranked = sorted(values, key=lambda card: (values[card], card))
        best = values[ranked[0]]
        others = [
            actions.discard(c)
            for c in ranked
            if actions.discard(c) != plain and values[c] <= best + self.close
        ]
        return [plain, *[a for a in others if a in legal][: self.top - 1]]

    def _search(self, view: View, options: list[Action], seed: int) -> list[float]:
        seat = int(view["seat"])
        base = rebuild(view)
        deals = max(2, min(self.deals, self.seat_deals // base.players))
        started = time.perf_counter()
        totals = [0.0] * len(options)
        done = 0
        scorer = Scorer(base.wild_rank, base.natural_required)
        for k in range(deals):
            deal = shuffle_hidden(base, seat, Rng.derive(seed, "deal", k))
            for i, option in enumerate(options):
                totals[i] += playout(deal, option, seat, scorer, self.horizon, self.relative)
            done += 1
            if self.budget_s is not None and time.perf_counter() - started > self.budget_s:
                break
        return [t / done for t in totals]


def one_step(
    rests: list[list[str]],
    view: View,
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


def playout(
    deal: FKState, option: Action, seat: int, scorer: Scorer, horizon: int, relative: bool = True
) -> float:
    """``option``, then on with the greedy policy at every seat to the end of the round or,
    at most, ``horizon`` more actions (then every hand counts as it would be laid down now):
    how many points fewer than the others' mean ``seat`` scores in the round."""
    state = deal.copy()
    rules.apply(state, seat, option)
    steps = 0
    while state.phase in (DRAW, DISCARD) and steps < horizon:
        rules.apply(state, state.turn, greedy(state, scorer))
        steps += 1
    if state.phase in (DRAW, DISCARD):
        scores = [
            scorer.score(hand)
            if not state.laid[s]
            else sum(points(c, state.wild_rank) for c in state.leftover[s])
            for s, hand in enumerate(state.hands)
        ]
    else:
        scores = state.round_scores[-1]
    others = (sum(scores) - scores[seat]) / (len(scores) - 1) if relative else 0.0
    return others - scores[seat]


def greedy(state: FKState, scorer: Scorer) -> Action:
    """A quick policy for playouts, on the full state of the seat to act (its own cards only):
    take the discard when it is wild or makes the hand score less, throw what leaves the
    lowest score (keeping wilds while the round goes on), go out when the hand can."""
    hand = state.hands[state.turn]
    wild = state.wild_rank
    if state.phase == DRAW:
        if not state.discard:
            return DRAW_STOCK
        if not state.stock and len(state.discard) <= 1:
            return DRAW_DISCARD
        top = state.discard[-1]
        if is_wild(top, wild):
            return DRAW_DISCARD
        with_top = min(scorer.discards([*hand, top]).values())
        return DRAW_DISCARD if with_top < scorer.score(hand) else DRAW_STOCK
    after = scorer.discards(hand)
    last_turn = state.went_out is not None
    if not last_turn:
        outs = [c for c, score in after.items() if score == 0]
        if outs:
            return actions.go_out(min(outs, key=lambda c: (is_wild(c, wild), -points(c, wild), c)))

    def cost(card: str) -> tuple[float, int, str]:
        keep = WILD_KEEP if is_wild(card, wild) and not last_turn else 0.0
        return after[card] + keep, -points(card, wild), card

    return actions.discard(min(after, key=cost))
