"""Fünf Kronen's actions: one text form, made by these constructors and read by ``parse``.

Rules, bots and the table all use this module, so the grammar is written once (as
python-chess pairs ``Move.uci()`` with ``Move.from_uci()``):

- ``draw stock``, ``draw discard``, ``next round``
- ``discard 9C`` and ``go out 9C``: the card thrown at the end of the turn
- ``go out 9C as 3H 4H 5H / KS KS JK``: going out with melds laid out by hand (every other
  card in them); ``discard 9C as 3H 4H 5H``: the last turn's melds laid out by hand (what is
  not laid out stays in hand)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action
from kartentisch.games.fuenf_kronen.cards import parse_cards

DRAW_STOCK = "draw stock"
DRAW_DISCARD = "draw discard"
NEXT_ROUND = "next round"
DISCARD = "discard"
GO_OUT = "go out"
SEPARATOR = " as "
"""Separates a throw from the melds a person laid out by hand."""
MELD_SEPARATOR = " / "


def discard(card: str, melds: Sequence[Sequence[str]] | None = None) -> Action:
    return _throw(DISCARD, card, melds)


def go_out(card: str, melds: Sequence[Sequence[str]] | None = None) -> Action:
    return _throw(GO_OUT, card, melds)


def _throw(verb: str, card: str, melds: Sequence[Sequence[str]] | None) -> Action:
    base = f"{verb} {card}"
    if not melds:
        return base
    return base + SEPARATOR + MELD_SEPARATOR.join(" ".join(meld) for meld in melds)


@dataclass(frozen=True)
class Parsed:
    """An action read back: ``verb`` is one of the constants above; a throw has a ``card``
    and, when laid out by hand, its ``melds``."""

    verb: str
    card: str | None = None
    melds: list[list[str]] | None = None

    @property
    def is_throw(self) -> bool:
        return self.verb in (DISCARD, GO_OUT)


def parse(action: Action) -> Parsed:
    """Raises ValueError on text that is no action of this game (or names an empty meld)."""
    if action in (DRAW_STOCK, DRAW_DISCARD, NEXT_ROUND):
        return Parsed(action)
    base, separator, laid = action.partition(SEPARATOR)
    for verb in (DISCARD, GO_OUT):
        if base.startswith(verb + " "):
            card = base[len(verb) + 1 :]
            if not card or " " in card:
                break
            if not separator:
                return Parsed(verb, card)
            melds = [parse_cards(part) for part in laid.split("/")]
            if not all(melds):
                raise ValueError(f"an empty meld in {action!r}")
            return Parsed(verb, card, melds)
    raise ValueError(f"not a Fünf Kronen action: {action!r}")


def cards_of(legal: Sequence[Action], verb: str) -> list[str]:
    """The cards that ``legal``'s plain throws of ``verb`` name: with ``GO_OUT``, the cards
    the hand can go out by discarding."""
    found = []
    for action in legal:
        parsed = parse(action)
        if parsed.verb == verb and parsed.card is not None and parsed.melds is None:
            found.append(parsed.card)
    return found


def verb_of(action: Action) -> str | None:
    """The verb of ``action``, or None when it is none of this game's (no exception)."""
    try:
        return parse(action).verb
    except ValueError:
        return None
