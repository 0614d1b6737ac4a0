"""Bots for Zehn, deciding from their seat's view only.

- easy: plays almost at random within the rules, and rarely bids.
- medium: knows the odds of the cards it cannot see (everything not in its hand, on the table
  or in a penalty pile) and takes them at face value: each opponent's hidden hand is a random
  draw, a face-down card a random card. It plays for the best total by those odds, protects
  good open cards, bids on cards that improve its own total, and lays strong cards face down
  rather than open them to bids.
- hard: also reads the table. It expects every opponent to make the best of a full hand (an
  open first card is laid because it can be completed, a face-down card is chosen for its
  height), counts seats whose cards are final and visible exactly, weighs the tie rule (on
  equal totals the higher single card ranks higher, at both ends of the round), sheds
  costly hand cards towards the end, sometimes bluffs with a protected weak face-down card,
  and never pays for a face-down card whose owner has been caught bluffing. It reads a swap
  on both sides: the owner of a bought card gets the buyer's first card, and a face-down card
  stays face down, so its new holder can add nothing to it. So hard lays a low card face down
  when an open card on the table is worth buying, and leaves the owner stuck with it.
  It also places the opponents' jokers: a seat whose joker is still unseen holds it (before
  it lays and beside an open first card) or, mostly, has it on its face-down card, where a
  joker alone makes 10 with the highest single card of all. Ties go by turn order as the
  rules say, so the last seat of a round where the others laid their jokers lays its lowest
  card face down and buys one of them, leaving the owner the low card and the penalty.

Simulation (``simulate zehn --bots hard,medium,easy``) keeps hard < medium < easy;
``python3 -m bench bot_duel`` measures hard against an independent sampling bot.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import cast

from kartentisch.engine.protocol import Action, Advice
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import (
    HAND_SIZE,
    JOKER,
    TARGET,
    draw_deck,
    laid_values,
    pair_totals,
    penalty_points,
    total,
    value,
)
from kartentisch.games.zehn.view import ZehnSeat, ZehnView


class EasyBot:
    """Random within the rules; bids and raises only now and then, so chips are not thrown."""

    def choose(self, view: ZehnView, legal: Sequence[Action], rng: Rng) -> Action:
        options = list(legal)
        if actions.PASS in options and len(options) > 1:
            if rng.chance(0.8):
                return actions.PASS
            bids = [a for a in options if a != actions.PASS]
            cheapest = min(bids, key=lambda a: actions.parse(a).amount)
            return cheapest if rng.chance(0.7) else rng.choice(bids)
        return rng.choice(options)


# ---- the table as a bot sees it --------------------------------------------------------------
_DECK: Counter[str] = Counter(draw_deck())
"""The draw deck counted once (a card alone totals its ``value``, a joker 10)."""


def own_seat(view: ZehnView) -> int:
    """The bot's seat: a bot is only ever handed its own seat's view."""
    seat = view["seat"]
    assert seat is not None
    return seat


def own_hand(view: ZehnView) -> list[str]:
    """The bot's hand, which its own view always holds."""
    hand = view["hand"]
    assert hand is not None
    return hand


def own_first(view: ZehnView) -> str:
    """The bot's own first card, which it always sees, face down or not."""
    card = view["players"][own_seat(view)]["laid"][0]
    assert card is not None
    return card


def unseen_cards(view: ZehnView) -> list[str]:
    """Every draw-pile card whose place this seat does not know (hands, pile, face-down cards)."""
    return [c for c, k in _unseen_counts(view).items() for _ in range(max(0, k))]


def _unseen_counts(view: ZehnView) -> Counter[str]:
    players = view["players"]
    full = _DECK.copy()
    full[JOKER] = len(players)
    seen = list(view["hand"] or [])
    for p in players:
        seen.extend(c for c in p["laid"] if c is not None)
        seen.extend(c for c in p["penalty_cards"] if not c.startswith("R"))
    full.subtract(Counter(seen))
    return full


Key = tuple[int, int, int]
"""A seat's result for the tie rules: (total, lowest single card, highest single card)."""

JOKER_LAID_DOWN = 0.85
"""How often hard reads a seat whose joker is unseen and that laid face down as having laid
its joker: alone it makes 10 and cannot be bought open, so strong players lay it so at once."""

Rank = tuple[int, int, int]
"""A seat's rank at the end of a round, higher is better: (total, highest single card, place
in turn order), the last one ``turn_place``."""


def joker_down(view: ZehnView, owner: int) -> bool:
    """Whether ``owner``'s face-down card may be its layer's joker (not seen anywhere)."""
    layer = view["players"][owner]["down_by"]
    return layer is not None and view["players"][layer]["joker"]


def _joker_round(view: ZehnView) -> bool:
    """Whether a seat has laid a face-down card that may be its joker."""
    return any(
        p["laid"] and p["laid"][0] is None and joker_down(view, s)
        for s, p in enumerate(view["players"])
    )


def _baits_later(view: ZehnView) -> bool:
    """Whether a seat still to lay its first card holds its joker: if every other seat lays
    a joker, the last one lays a low card instead and buys one of theirs (the cheapest: a
    joker protected with 2 chips costs it 2, paid to its owner, and it looks elsewhere)."""
    me = own_seat(view)
    return any(
        s != me and not p["laid"] and p["joker"] and p["hand"] > 0
        for s, p in enumerate(view["players"])
    )


def turn_place(view: ZehnView, seat: int) -> int:
    """``seat``'s place in this round's turn order for ``Rank``: the start player's is 0, the
    next one's −1, and so on (the earlier seat wins a tie)."""
    return -((seat - view["start"]) % len(view["players"]))


def outcome(cards: Sequence[str]) -> Key:
    key = tuple(cards)
    known = _OUTCOMES.get(key)
    if known is None:
        values = laid_values(list(cards))
        known = _OUTCOMES[key] = (sum(values), min(values), max(values))
    return known


_OUTCOMES: dict[tuple[str, ...], Key] = {}
"""Outcomes already worked out: one or two laid cards give a few hundred keys, asked for
millions of times when the table is read."""


def best_with(first: str, hand: Sequence[str]) -> tuple[int, str | None]:
    """The best total reachable on an open ``first`` card, and the partner card for it."""
    best, partner = value(first), None
    totals = pair_totals(first)
    for card in hand:
        t = totals[card]
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
    """Samples of what the opponents end the round with, for quick win/lose odds.

    With ``exact`` the tie rules count (on equal totals the higher single card ranks higher,
    then the seat earlier in turn order, for the pot and for the penalty alike); without, a
    tie is a coin toss.
    """

    lows: list[Rank]
    """Per sample: the weakest opponent's rank."""
    highs: list[Rank]
    """Per sample: the strongest opponent's rank."""
    exposure: float
    """Expected penalty points for this round's loser."""
    pot: float
    """Chips the round's winner can expect to take."""
    exact: bool
    place: int = 0
    """This seat's place in turn order as a ``Rank`` holds it (``turn_place``)."""
    losing: dict[Key, float] = field(default_factory=dict, repr=False, compare=False)
    """``lose`` worked out before: a plan's value asks for it twice."""
    winning: dict[Key, float] = field(default_factory=dict, repr=False, compare=False)

    def lose(self, mine: Key) -> float:
        known = self.losing.get(mine)
        if known is not None:
            return known
        me = (mine[0], mine[2], self.place) if self.exact else (mine[0], 0, 0)
        worse = 0.0
        for total_, low, place in self.lows:
            other = (total_, low, place) if self.exact else (total_, 0, 0)
            worse += 1.0 if me < other else 0.5 if me == other else 0.0
        known = self.losing[mine] = worse / len(self.lows)
        return known

    def win(self, mine: Key) -> float:
        known = self.winning.get(mine)
        if known is not None:
            return known
        me = (mine[0], mine[2], self.place) if self.exact else (mine[0], 0, 0)
        better = 0.0
        for total_, high, place in self.highs:
            other = (total_, high, place) if self.exact else (total_, 0, 0)
            better += 1.0 if me > other else 0.5 if me == other else 0.0
        known = self.winning[mine] = better / len(self.highs)
        return known

    def utility(self, mine: Key) -> float:
        """Points gained (positive is good): chips from the pot minus the expected penalty."""
        return 2.0 * self.pot * self.win(mine) - self.exposure * self.lose(mine)


def _best_hand_outcome(hand: list[str]) -> Key:
    best = outcome([max(hand, key=value)])
    for i, first in enumerate(hand):
        rest = hand[:i] + hand[i + 1 :]
        t, partner = best_with(first, rest)
        if t > best[0]:
            best = outcome([first, partner] if partner else [first])
    return best


def opponent_outcome(
    player: ZehnSeat,
    pool: list[str],
    rng: Rng,
    down_picks: int,
    final: bool,
    open_tries: int = 1,
    jokers: bool = False,
) -> Key:
    """One guess of an opponent's result from their public state and a sampled hand.

    With ``jokers`` a seat whose own joker is still unseen holds it: in hand before it lays
    and beside an open first card, so it can make 10; on a face-down card it laid, as often
    as a re-deal puts it there (a strong player lays the joker face down, alone it makes 10).
    """
    laid = player["laid"]
    hand_size = player["hand"]
    joker = jokers and player["joker"]
    if not laid:
        hand = [JOKER] if joker else []
        hand += [pool[rng.below(len(pool))] for _ in range(max(1, hand_size) - len(hand))]
        return _best_hand_outcome(hand)
    if laid[0] is None:
        if joker and rng.chance(JOKER_LAID_DOWN):
            return outcome([JOKER])
        picks = [pool[rng.below(len(pool))] for _ in range(down_picks)]
        return outcome([max(picks, key=value)])
    if player["down"]:
        # A face-down card this seat laid or held before a swap: known, and it stays alone.
        return outcome([laid[0]])
    if len(laid) == 2 or final:
        return outcome(
            cast("list[str]", laid)
        )  # its first card is known (above), a second one open
    # An open first card was chosen to go with the hand: the best of a few sampled hands.
    best: Key | None = None
    for _ in range(open_tries):
        hand = [JOKER] if joker and hand_size else []
        hand += [pool[rng.below(len(pool))] for _ in range(hand_size - len(hand))]
        _, partner = best_with(laid[0], hand)
        key = outcome([laid[0], partner] if partner else [laid[0]])
        best = key if best is None or key > best else best
    assert best is not None
    return best


@dataclass(frozen=True)
class Unseen:
    """The cards a seat cannot place (``unseen_cards``, a lone 5 if none) and what one of them
    costs in a penalty pile on average."""

    cards: list[str]
    mean_penalty: float

    @staticmethod
    def of(view: ZehnView) -> Unseen:
        counts = _unseen_counts(view)
        cards = [c for c, k in counts.items() for _ in range(max(0, k))]
        if not cards:
            return Unseen(["5"], float(penalty_points("5")))
        points = sum(penalty_points(c) * k for c, k in counts.items() if k > 0)
        return Unseen(cards, points / len(cards))


def read_table(
    view: ZehnView,
    rng: Rng,
    *,
    down_picks: int,
    samples: int,
    exact: bool,
    reads: bool = True,
    open_tries: int = 1,
    final_seen: bool = False,
    unseen: Unseen | None = None,
    jokers: bool = False,
) -> Table:
    """Monte Carlo over the unseen cards: what the opponents end with, what is at stake.

    Without ``reads`` every opponent is a typical hand of four unseen cards: the odds of the
    cards, but not what the table shows about each opponent. ``unseen`` is ``Unseen.of(view)``
    worked out before (a swap changes where cards lie, not which are unseen).
    """
    me = view["seat"]
    players = view["players"]
    if unseen is None:
        unseen = Unseen.of(view)
    pool = unseen.cards
    done = second_done(view)
    read = {s for s in range(len(players)) if reads}
    if final_seen:
        # Seats whose cards are final and face up can reach nothing more: count them exactly.
        read |= {s for s in done if players[s]["laid"] and players[s]["laid"][0] is not None}
    lows: list[Rank] = []
    highs: list[Rank] = []
    places = [turn_place(view, s) for s in range(len(players))]
    for _ in range(samples):
        ranks = [
            _rank(
                opponent_outcome(p, pool, rng, down_picks, s in done, open_tries, jokers)
                if s in read
                else _best_hand_outcome([pool[rng.below(len(pool))] for _ in range(HAND_SIZE)]),
                places[s],
            )
            for s, p in enumerate(players)
            if s != me
        ]
        lows.append(min(ranks))
        highs.append(max(ranks))
    exposure, pot = stakes(view, done, unseen.mean_penalty)
    return Table(lows, highs, exposure, pot, exact, turn_place(view, own_seat(view)))


def _rank(key: Key, place: int) -> Rank:
    return (key[0], key[2], place)


def stakes(view: ZehnView, done: set[int], mean_pp: float) -> tuple[float, float]:
    """What this round's loser can expect to pay (penalty points) and its winner to take
    (chips), given the seats whose cards are final and an unseen card's mean penalty."""
    players = view["players"]
    known = 0.0
    for p in players:
        for c in p["laid"]:
            known += penalty_points(c) if c is not None else mean_pp
        if not p["laid"]:
            known += mean_pp
    open_firsts = sum(
        1
        for s, p in enumerate(players)
        if p["laid"] and not p["down"] and len(p["laid"]) == 1 and s not in done
    )
    exposure = known + 0.6 * open_firsts * mean_pp + value(view["round_card"] or "R5")
    protection = sum(p["protection"] for p in players)
    return exposure, float(view["pot"] + protection)


def swapped(view: ZehnView, owner: int, card: str, down: bool) -> ZehnView:
    """The view as it would be after this seat's first card ``card`` (face down or not) and
    ``owner``'s first card change places: the owner then holds ``card`` as this seat laid it.

    A face-down card stays face down when it changes hands, so its new holder can add no
    second card: it is this seat's card alone, which this seat knows.
    """
    me = own_seat(view)
    players = [p.copy() for p in view["players"]]
    theirs = players[owner]["laid"][0]
    players[owner]["laid"] = [card]
    players[owner]["down"] = down
    players[me]["laid"] = [theirs]
    players[me]["down"] = bool(view["players"][owner]["down"])
    after = view.copy()
    after["players"] = players
    return after


def second_done(view: ZehnView) -> set[int]:
    """Seats whose cards are final: they have had their second-card turn this round."""
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


def _rounds_left(view: ZehnView) -> int:
    """A guess of how many rounds remain, counting the one being played."""
    n = len(view["players"])
    by_cards = 1 + int(view["draw"]) // max(1, int(1.6 * n))
    return max(1, min(int(view["rounds"]) - int(view["round"]) + 1, by_cards))


# ---- the sound player ----------------------------------------------------------------------
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
            if parsed.down and parsed.card != JOKER and JOKER in hand and _joker_round(view):
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
        shed = sum(_dump(c) - 1.5 for c in plan.played if c != JOKER)
        if JOKER in plan.played:
            shed += (10 - 1.5) * (0.2 if _rounds_left(view) > 2 else 1.0)
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
        left = _rounds_left(view)
        return 0.9 if left <= 1 else 0.5 if left <= 2 else 0.25

    def _first_protection(self, choice: str, view: ZehnView, table: Table, rng: Rng) -> int:
        laid = actions.parse(choice)
        card, down = str(laid.card), laid.down
        stock = view["players"][own_seat(view)]["chips"]
        if down:
            if card == JOKER and stock >= 2 and _baits_later(view):
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
