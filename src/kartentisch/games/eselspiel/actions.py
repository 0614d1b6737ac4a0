"""The Eselspiel's actions: one text form, made by these constructors and read by ``parse``.

The rules, the bots and the table all use this module, so the grammar is written once:

- ``turn``: turn the top card of the own draw pile
- ``place middle 2``, ``place seat 3``: put the card just turned on a pile
- ``keep``: put the card just turned on the own discard pile
- ``top middle 2``, ``top seat 3``: put the own discard top on a pile (after a placement)

A target names a pile: ``middle 2`` (middle piles counted from 1) or ``seat 3`` (another
player's discard pile, seats counted from 0 like everywhere in the engine). Targets also
travel in the log's events and in the table's drop zones, so they are made here too.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action

TURN = "turn"
KEEP = "keep"
PLACE = "place"
TOP = "top"
MIDDLE = "middle"
SEAT = "seat"

Target = str
"""A pile as text: ``middle 2`` or ``seat 3``."""


def middle(number: int) -> Target:
    """The middle pile ``number``, counted from 1."""
    return f"{MIDDLE} {number}"


def seat(seat: int) -> Target:
    """The discard pile of ``seat``."""
    return f"{SEAT} {seat}"


def place(target: Target) -> Action:
    return f"{PLACE} {target}"


def top(target: Target) -> Action:
    return f"{TOP} {target}"


@dataclass(frozen=True)
class Pile:
    """A target read back: ``kind`` is ``MIDDLE`` or ``SEAT``; ``number`` the middle pile
    (from 1) or the seat (from 0)."""

    kind: str
    number: int


@dataclass(frozen=True)
class Parsed:
    """An action read back: ``verb`` is one of the verbs above; ``place`` and ``top`` name
    their ``target``."""

    verb: str
    target: Target | None = None

    @property
    def pile(self) -> Pile | None:
        return None if self.target is None else parse_target(self.target)


def parse_target(target: str) -> Pile:
    """Raises ValueError on text that names no pile."""
    kind, _, number = target.partition(" ")
    if kind not in (MIDDLE, SEAT) or not number.isdigit():
        raise ValueError(f"not an Eselspiel pile: {target!r}")
    value = int(number)
    if kind == MIDDLE and value < 1:
        raise ValueError(f"middle piles count from 1: {target!r}")
    return Pile(kind, value)


def parse(action: Action) -> Parsed:
    """Raises ValueError on text that is no action of this game."""
    if action in (TURN, KEEP):
        return Parsed(action)
    verb, _, target = action.partition(" ")
    if verb in (PLACE, TOP):
        parse_target(target)
        return Parsed(verb, target)
    raise ValueError(f"not an Eselspiel action: {action!r}")


def targets_of(legal: Sequence[Action], verb: str) -> list[Target]:
    """The piles ``legal``'s actions of ``verb`` (``PLACE`` or ``TOP``) name, in order."""
    found = []
    for action in legal:
        parsed = parse(action)
        if parsed.verb == verb and parsed.target is not None:
            found.append(parsed.target)
    return found
