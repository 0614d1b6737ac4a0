"""What a Zehn bot reads off its own seat's view: its cards, the unseen ones, the
jokers, and how a set of cards ranks under the tie rules. Shared by every level above easy."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kartentisch.games.zehn.cards import (
    JOKER,
    TARGET,
    draw_deck,
    laid_values,
    pair_totals,
    penalty_points,
    value,
)
from kartentisch.games.zehn.view import ZehnView

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
    return [c for c, k in unseen_counts(view).items() for _ in range(max(0, k))]


def unseen_counts(view: ZehnView) -> Counter[str]:
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


def joker_round(view: ZehnView) -> bool:
    """Whether a seat has laid a face-down card that may be its joker."""
    return any(
        p["laid"] and p["laid"][0] is None and joker_down(view, s)
        for s, p in enumerate(view["players"])
    )


def baits_later(view: ZehnView) -> bool:
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
            t > best or (t == best and partner is not None and dump_cost(card) > dump_cost(partner))
        ):
            best, partner = t, card
    return best, partner


def dump_cost(card: str) -> int:
    """How much a card costs while it stays in hand (jokers are kept for their use)."""
    return 0 if card == JOKER else penalty_points(card)
