"""Fünf Kronen cards in the project's text notation.

A card is a short string: rank ``3``-``10``, ``J``, ``Q``, ``K`` followed by a suit letter
(``*`` Stern, ``H`` Herz, ``C`` Kreuz, ``S`` Pik, ``D`` Karo), or ``JK`` for a Joker. Strings
keep logs, saves, tests and the command line readable, and they are what actions carry.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from kartentisch.engine.texts import Words

SUITS = "*HCSD"
"""Stern, Herz, Kreuz, Pik, Karo — also the order of suits when a hand is sorted."""

RANKS = range(3, 14)
"""3-10, Bube (11), Dame (12), König (13)."""

JOKER = "JK"
JOKERS_PER_DECK = 3
JOKER_POINTS = 50
WILD_POINTS = 20

_RANK_TEXT = {11: "J", 12: "Q", 13: "K"}
_TEXT_RANK = {"J": 11, "Q": 12, "K": 13}


def card_text(rank: int, suit: str) -> str:
    """The notation of a natural card, e.g. ``card_text(12, "H") == "QH"``."""
    if rank not in RANKS or len(suit) != 1 or suit not in SUITS:
        raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
    return f"{_RANK_TEXT.get(rank, str(rank))}{suit}"


def _one_deck() -> tuple[str, ...]:
    naturals = tuple(card_text(r, s) for s in SUITS for r in RANKS)
    return naturals + (JOKER,) * JOKERS_PER_DECK


DECK: tuple[str, ...] = _one_deck() * 2
"""Both decks: 2 x (5 suits x 11 ranks + 3 Jokers) = 116 cards."""

_CARD_RANK: dict[str, int] = {card_text(r, s): r for s in SUITS for r in RANKS}
_CARD_SUIT: dict[str, str] = {card_text(r, s): s for s in SUITS for r in RANKS}


def is_card(card: str) -> bool:
    return card == JOKER or card in _CARD_RANK


def rank(card: str) -> int | None:
    """3..13, or None for a Joker."""
    if card == JOKER:
        return None
    try:
        return _CARD_RANK[card]
    except KeyError:
        raise ValueError(f"not a card: {card!r}") from None


def suit(card: str) -> str | None:
    """One of ``SUITS``, or None for a Joker."""
    if card == JOKER:
        return None
    try:
        return _CARD_SUIT[card]
    except KeyError:
        raise ValueError(f"not a card: {card!r}") from None


def is_wild(card: str, wild_rank: int) -> bool:
    """Jokers are always wild; so is every card of the round's wild rank."""
    return card == JOKER or rank(card) == wild_rank


def points(card: str, wild_rank: int) -> int:
    """What the card costs when it stays in hand at the end of a round."""
    if card == JOKER:
        return JOKER_POINTS
    r = rank(card)
    if r == wild_rank:
        return WILD_POINTS
    assert r is not None
    return r


def wild_rank_for_round(round_number: int) -> int:
    """Round 1 has 3s wild, ..., round 11 Kings: the wild rank equals the cards dealt."""
    if not 1 <= round_number <= 11:
        raise ValueError(f"rounds are 1-11, not {round_number}")
    return round_number + 2


def hand_size_for_round(round_number: int) -> int:
    if not 1 <= round_number <= 11:
        raise ValueError(f"rounds are 1-11, not {round_number}")
    return round_number + 2


def _normalise(token: str) -> str:
    t = token.strip().upper()
    if t in ("JK", "JOKER"):
        return JOKER
    return t


def parse_cards(text: str | Iterable[str]) -> list[str]:
    """Cards from text such as ``"10* QH JK 3C"`` (spaces or commas; lower case is fine).

    Raises ValueError naming the token that is not a card.
    """
    tokens = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    cards: list[str] = []
    for token in tokens:
        card = _normalise(token)
        if not is_card(card):
            raise ValueError(
                f"not a card: {token!r} (write rank 3-10, J, Q or K and suit *, H, C, S or D, "
                "e.g. 10* QH 3C, or JK for a Joker)"
            )
        cards.append(card)
    return cards


def without(cards: Iterable[str], taken: Iterable[str]) -> list[str]:
    """``cards`` minus the multiset ``taken``, order kept (a hand holds doubles: two decks)."""
    left = Counter(taken)
    kept = []
    for card in cards:
        if left[card] > 0:
            left[card] -= 1
        else:
            kept.append(card)
    return kept


def sort_key_suit(card: str) -> tuple[int, int]:
    """Sort by suit, then rank; Jokers last."""
    if card == JOKER:
        return (len(SUITS), 0)
    return (SUITS.index(_CARD_SUIT[card]), _CARD_RANK[card])


def sort_key_rank(card: str) -> tuple[int, int]:
    """Sort by rank, then suit; Jokers last."""
    if card == JOKER:
        return (99, 0)
    return (_CARD_RANK[card], SUITS.index(_CARD_SUIT[card]))


def card_name(card: str, lang: str = "de") -> str:
    """The accessible name of a card: ``"Herz Dame"``, ``"Queen of Hearts"``, ``"Harten vrouw"``.

    The words are the game's (``texts/<lang>.json``); unknown languages read German, the
    game's first language.
    """
    words = Words(__name__.rpartition(".")[0], lang)
    if card == JOKER:
        return words("fuenf_kronen.joker")
    r = rank(card)
    s = suit(card)
    assert r is not None and s is not None
    face = f"fuenf_kronen.face.{r}"
    rank_name = words(face) if face in words else str(r)
    return words("fuenf_kronen.card", rank=rank_name, suit=words(f"fuenf_kronen.suit.{s}"))
