"""The rules: dealing, the legal actions of a turn, and what each action does.

A turn is two actions: ``draw stock`` or ``draw discard``, then ``discard X`` or
``go out X`` (lay everything but X down, then discard X). Once someone has gone out, every
other player has one last turn, and their ``discard X`` lays down the best melds of what
stays in hand. After the round is scored, ``next round`` deals the next one.

A person may lay out the melds by hand: ``go out 9C as 3H 4H 5H / KS KS JK`` (every card
but the discard in valid melds) or, in the last turn, ``discard 9C as 3H 4H 5H``. These
forms are not listed by ``legal_actions`` (there are too many) but ``is_legal`` accepts
them. With help (the option "help with going out", on by default) ``go out X`` is listed
exactly when the hand can go out, and in the last turn an arrangement that would score worse
than the best one is replaced by the best one. Without help (classic) a person is never told
whether the hand can go out: ``go out X`` is not listed, any arrangement may be tried after
a draw (``refusal`` says why one does not fit; a refused one changes nothing), and in the
last turn what the person does not lay out counts, as laid. Bots always play with help.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action, Seat
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import actions, arrange, by_hand
from kartentisch.games.fuenf_kronen.cards import (
    DECK,
    hand_size_for_round,
    points,
    sort_key_suit,
    without,
)
from kartentisch.games.fuenf_kronen.state import (
    DISCARD,
    DRAW,
    OVER,
    ROUNDS,
    SCORED,
    FuenfKronenState,
)

DRAW_STOCK = actions.DRAW_STOCK
DRAW_DISCARD = actions.DRAW_DISCARD
NEXT_ROUND = actions.NEXT_ROUND


def new_state(
    names: list[str],
    persons: list[bool],
    natural_required: bool,
    seed: int,
    going_out_help: bool = True,
) -> FuenfKronenState:
    n = len(names)
    rng = Rng(seed)
    first_dealer = rng.below(n)
    state = FuenfKronenState(
        names=list(names),
        persons=list(persons),
        natural_required=natural_required,
        going_out_help=going_out_help,
        rng=rng,
        round=0,
        dealer=(first_dealer - 1) % n,
        turn=0,
        phase=SCORED,
        hands=[[] for _ in range(n)],
        stock=[],
        discard=[],
        melds=[[] for _ in range(n)],
        leftover=[[] for _ in range(n)],
        laid=[False] * n,
        totals=[0] * n,
    )
    deal(state)
    return state


def deal(state: FuenfKronenState) -> None:
    """Start the next round: all 116 cards shuffled, r+2 to each seat, one card turned up.

    The dealer moves one seat to the left each round; the dealer of round 1 was drawn from
    the game's seed (``new_state``), so the same seed gives the same game.
    """
    n = state.players
    state.round += 1
    state.dealer = (state.dealer + 1) % n
    deck = list(DECK)
    state.rng.shuffle(deck)
    size = hand_size_for_round(state.round)
    hands: list[list[str]] = [[] for _ in range(n)]
    for _ in range(size):
        for k in range(1, n + 1):
            hands[(state.dealer + k) % n].append(deck.pop())
    state.hands = hands
    state.discard = [deck.pop()]
    state.stock = deck
    state.melds = [[] for _ in range(n)]
    state.leftover = [[] for _ in range(n)]
    state.laid = [False] * n
    state.went_out = None
    state.last_turns_left = 0
    state.turn = (state.dealer + 1) % n
    state.phase = DRAW
    state.drawn = None
    state.go_out_cache = None
    state.taken = [[] for _ in range(n)]
    state.thrown = [[] for _ in range(n)]
    state.draws = 0
    state.events_before += len(state.events)
    state.events = [
        {
            "kind": "deal",
            "round": state.round,
            "dealer": state.dealer,
            "wild": state.wild_rank,
            "up": state.discard[-1],
        }
    ]


def summary_seat(state: FuenfKronenState) -> Seat:
    """Who confirms the round summary: the first person at the table, else the next dealer."""
    for seat, person in enumerate(state.persons):
        if person:
            return seat
    return (state.dealer + 1) % state.players


def go_out_discards(state: FuenfKronenState) -> tuple[str, ...]:
    if state.go_out_cache is None:
        state.go_out_cache = arrange.go_out_discards(
            state.hands[state.turn], state.wild_rank, state.natural_required
        )
    return state.go_out_cache


def current_player(state: FuenfKronenState) -> Seat | None:
    return None if state.phase == OVER else state.turn


def legal_actions(state: FuenfKronenState, seat: Seat) -> list[Action]:
    if state.phase == OVER or seat != state.turn:
        return []
    if state.phase == SCORED:
        return [NEXT_ROUND]
    if state.phase == DRAW:
        draws = []
        if state.stock or len(state.discard) > 1:
            draws.append(DRAW_STOCK)
        if state.discard:
            draws.append(DRAW_DISCARD)
        return draws
    distinct = sorted(set(state.hands[seat]), key=sort_key_suit)
    offered = [actions.discard(c) for c in distinct]
    if state.went_out is None and not classic(state, seat):
        offered += [actions.go_out(c) for c in sorted(go_out_discards(state), key=sort_key_suit)]
    return offered


def classic(state: FuenfKronenState, seat: Seat) -> bool:
    """Whether ``seat`` lays out every meld alone: a person, with help with going out off."""
    return not state.going_out_help and state.persons[seat]


def may_try_going_out(state: FuenfKronenState, seat: Seat) -> bool:
    """Classic mode offers going out after every draw, whether the hand can go out or not."""
    return (
        classic(state, seat)
        and state.phase == DISCARD
        and seat == state.turn
        and state.went_out is None
    )


def refusal(state: FuenfKronenState, seat: Seat, action: Action) -> by_hand.Refusal | None:
    """Why the melds that ``action`` lays out by hand do not fit the hand, in words.

    ``None`` when they fit, or when ``action`` lays out nothing by hand. In classic mode a
    plain ``go out X`` lays out no melds at all and is answered like any arrangement.
    """
    if state.phase != DISCARD or seat != state.turn:
        return None
    try:
        parsed = actions.parse(action)
    except ValueError:
        return None
    groups = parsed.melds
    if parsed.verb == actions.GO_OUT and state.went_out is None:
        if groups is None and not classic(state, seat):
            return None
        complete = True
    elif parsed.verb == actions.DISCARD and groups is not None and state.went_out is not None:
        complete = False
    else:
        return None
    assert parsed.card is not None
    return by_hand.check(
        state.hands[seat],
        parsed.card,
        groups or [],
        complete=complete,
        wild_rank=state.wild_rank,
        natural_required=state.natural_required,
    )


def is_legal(state: FuenfKronenState, seat: Seat, action: Action) -> bool:
    if state.phase == OVER or seat != state.turn:
        return False
    if state.phase == SCORED:
        return action == NEXT_ROUND
    if state.phase == DRAW:
        return action in legal_actions(state, seat)
    try:
        parsed = actions.parse(action)
    except ValueError:
        return False
    if parsed.verb == actions.GO_OUT:
        if state.went_out is not None:
            return False
        if parsed.melds is None and not classic(state, seat):
            return parsed.card in go_out_discards(state)
        return refusal(state, seat, action) is None
    if parsed.verb == actions.DISCARD:
        if parsed.melds is None:
            return parsed.card in state.hands[seat]
        return state.went_out is not None and refusal(state, seat, action) is None
    return False


def apply(state: FuenfKronenState, seat: Seat, action: Action) -> None:
    if action == NEXT_ROUND:
        deal(state)
    elif action == DRAW_STOCK:
        _draw_stock(state, seat)
    elif action == DRAW_DISCARD:
        card = state.discard.pop()
        state.hands[seat].append(card)
        state.drawn = card
        state.taken[seat].append(card)
        state.draws += 1
        state.events.append({"kind": "take", "seat": seat, "card": card})
        state.phase = DISCARD
    else:
        parsed = actions.parse(action)
        assert parsed.card is not None, action  # is_legal let only throws through
        if parsed.verb == actions.GO_OUT:
            _go_out(state, seat, parsed.card, parsed.melds)
        else:
            _discard(state, seat, parsed.card, parsed.melds)
    if action != DRAW_STOCK and action != DRAW_DISCARD:
        state.go_out_cache = None


def _draw_stock(state: FuenfKronenState, seat: Seat) -> None:
    if not state.stock:
        # The discard pile but its top card, shuffled, is the new stock.
        state.stock = state.discard[:-1]
        state.discard = state.discard[-1:]
        state.rng.shuffle(state.stock)
        state.events.append({"kind": "reshuffle", "count": len(state.stock)})
    card = state.stock.pop()
    state.hands[seat].append(card)
    state.drawn = card
    state.draws += 1
    state.events.append({"kind": "draw", "seat": seat})
    state.phase = DISCARD


def _go_out(
    state: FuenfKronenState, seat: Seat, card: str, by_hand: list[list[str]] | None
) -> None:
    hand = state.hands[seat]
    hand.remove(card)
    state.discard.append(card)
    state.thrown[seat].append(card)
    leftover: list[str] = []
    if by_hand is not None:
        melds = [list(g) for g in by_hand]
    else:
        melds, leftover, _ = arrange.best_arrangement(hand, state.wild_rank, state.natural_required)
    _lay_down(state, seat, melds, leftover)
    state.events.append({"kind": "go_out", "seat": seat, "card": card, "melds": melds})
    state.went_out = seat
    state.last_turns_left = state.players - 1
    _next_turn(state)


def _discard(
    state: FuenfKronenState, seat: Seat, card: str, by_hand: list[list[str]] | None
) -> None:
    hand = state.hands[seat]
    hand.remove(card)
    state.discard.append(card)
    state.thrown[seat].append(card)
    state.events.append({"kind": "discard", "seat": seat, "card": card})
    if state.went_out is not None:
        if classic(state, seat):
            melds, leftover, score = _own_melds(hand, by_hand or [], state.wild_rank)
        else:
            melds, leftover, score = arrange.best_arrangement(
                hand, state.wild_rank, state.natural_required
            )
            if by_hand is not None:
                own = _own_melds(hand, by_hand, state.wild_rank)
                if own[2] <= score:  # the person's own melds, unless they would cost points
                    melds, leftover, score = own
        _lay_down(state, seat, melds, leftover)
        state.events.append(
            {"kind": "lay_down", "seat": seat, "melds": melds, "leftover": leftover, "score": score}
        )
        state.last_turns_left -= 1
        if state.last_turns_left == 0:
            _score_round(state)
            return
    _next_turn(state)


def _own_melds(
    hand: list[str], melds: list[list[str]], wild_rank: int
) -> tuple[list[list[str]], list[str], int]:
    """The melds a person laid out, the cards left in hand (order kept) and their score."""
    leftover = without(hand, (c for meld in melds for c in meld))
    return [list(m) for m in melds], leftover, sum(points(c, wild_rank) for c in leftover)


def _lay_down(
    state: FuenfKronenState, seat: Seat, melds: list[list[str]], leftover: list[str]
) -> None:
    state.melds[seat] = melds
    state.leftover[seat] = leftover
    state.hands[seat] = []
    state.laid[seat] = True


def _next_turn(state: FuenfKronenState) -> None:
    state.turn = (state.turn + 1) % state.players
    state.phase = DRAW
    state.drawn = None


def _score_round(state: FuenfKronenState) -> None:
    wild = state.wild_rank
    scores = [sum(points(c, wild) for c in cards) for cards in state.leftover]
    state.round_scores.append(scores)
    state.totals = [t + s for t, s in zip(state.totals, scores, strict=True)]
    state.events.append({"kind": "round_end", "round": state.round, "scores": scores})
    state.drawn = None
    if state.round == ROUNDS:
        state.phase = OVER
    else:
        state.phase = SCORED
        state.turn = summary_seat(state)


def all_cards(state: FuenfKronenState) -> list[str]:
    cards = list(state.stock) + list(state.discard)
    for seat in range(state.players):
        cards += state.hands[seat] + state.leftover[seat]
        for meld in state.melds[seat]:
            cards += meld
    return cards
