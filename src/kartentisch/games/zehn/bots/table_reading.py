"""The table as a Zehn bot sees it: samples of what each opponent ends the round with
(from the cards it cannot see and, for hard, from what the table tells), and what a round's
stakes are worth."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.bots.seat_view import (
    JOKER_LAID_DOWN,
    Key,
    Rank,
    best_with,
    outcome,
    own_seat,
    turn_place,
    unseen_counts,
)
from kartentisch.games.zehn.cards import (
    HAND_SIZE,
    JOKER,
    penalty_points,
    value,
)
from kartentisch.games.zehn.view import ZehnSeat, ZehnView


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
        counts = unseen_counts(view)
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


def rounds_left(view: ZehnView) -> int:
    """A guess of how many rounds remain, counting the one being played."""
    n = len(view["players"])
    by_cards = 1 + int(view["draw"]) // max(1, int(1.6 * n))
    return max(1, min(int(view["rounds"]) - int(view["round"]) + 1, by_cards))
