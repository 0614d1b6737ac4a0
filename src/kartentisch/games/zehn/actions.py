"""Zehn's actions: one text form, made by these constructors and read by ``parse``.

The rules, the bots, the texts and the table all use this module, so the grammar is written
once:

- ``lay 7 open``, ``lay P3 down``, ``lay 7 open +2``: the first card, with protection chips
- ``pass``, ``bid 2 on 1`` (seat 1's open card), ``raise 3``: the auction
- ``keep``, ``protect 2``: the new owner's protection
- ``stop``, ``add 3``: the second card
- ``start 2``: who starts the next round
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action

PASS = "pass"
KEEP = "keep"
STOP = "stop"
LAY = "lay"
BID = "bid"
RAISE = "raise"
PROTECT = "protect"
ADD = "add"
START = "start"
OPEN, DOWN = "open", "down"


def lay(card: str, down: bool = False, chips: int = 0) -> Action:
    return f"{LAY} {card} {DOWN if down else OPEN}" + (f" +{chips}" if chips else "")


def bid(amount: int, owner: int) -> Action:
    return f"{BID} {amount} on {owner}"


def raise_to(amount: int) -> Action:
    return f"{RAISE} {amount}"


def protect(chips: int) -> Action:
    return f"{PROTECT} {chips}"


def add(card: str) -> Action:
    return f"{ADD} {card}"


def start(seat: int) -> Action:
    return f"{START} {seat}"


@dataclass(frozen=True)
class Parsed:
    """An action read back. ``card``: laid or added; ``down`` and ``chips``: how it was laid;
    ``amount``: a bid, a raise or a protection; ``seat``: whose card a bid is on, or who
    starts."""

    verb: str
    card: str | None = None
    down: bool = False
    chips: int = 0
    amount: int = 0
    seat: int | None = None


def _count(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"not a count: {text!r}")
    return int(text)


def parse(action: Action) -> Parsed:
    """Raises ValueError on text that is no action of this game."""
    parts = action.split(" ")
    verb, args = parts[0], parts[1:]
    if verb in (PASS, KEEP, STOP) and not args:
        return Parsed(verb)
    if verb == LAY and len(args) in (2, 3) and args[1] in (OPEN, DOWN):
        chips = 0
        if len(args) == 3:
            if not args[2].startswith("+"):
                raise ValueError(f"not a Zehn action: {action!r}")
            chips = _count(args[2][1:])
        return Parsed(verb, card=args[0], down=args[1] == DOWN, chips=chips)
    if verb == BID and len(args) == 3 and args[1] == "on":
        return Parsed(verb, amount=_count(args[0]), seat=_count(args[2]))
    if verb in (RAISE, PROTECT) and len(args) == 1:
        return Parsed(verb, amount=_count(args[0]))
    if verb == ADD and len(args) == 1 and args[0]:
        return Parsed(verb, card=args[0])
    if verb == START and len(args) == 1:
        return Parsed(verb, seat=_count(args[0]))
    raise ValueError(f"not a Zehn action: {action!r}")


def of_verb(legal: Sequence[Action], verb: str) -> list[Parsed]:
    """The legal actions of ``verb``, read back."""
    return [p for p in map(parse, legal) if p.verb == verb]
