"""10 Gebote's actions: one text form, made by these constructors and read by ``parse``.

The rules, the tasks, the bots and the table all use this module, so the grammar is written
once:

- ``play R5``, ``call rot``, ``draw``: a turn (the calls before the play, the draw ends it)
- ``penalty 2 T03``: a person charges seat 2 for the table commandment T03
- ``give R5``, ``bury R5``, ``drop R5``, ``shed R5``: a task's card; ``give none`` (and so
  on) leaves a duty undone, ``shed done`` stops shedding
- ``pass 1``: a penalty chip to seat 1; ``swap 1`` or ``swap none``: hands with seat 1, or
  not; ``first 1`` or ``first none``: who starts (``none``: the random start stays)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action
from kartentisch.games.zehn_gebote.cards import is_number_card

PLAY = "play"
CALL = "call"
DRAW = "draw"
PENALTY = "penalty"
GIVE = "give"
BURY = "bury"
DROP = "drop"
SHED = "shed"
PASS = "pass"
SWAP = "swap"
FIRST = "first"

CARD_VERBS = (PLAY, GIVE, BURY, DROP, SHED)
"""The verbs that name a card from the hand."""
SEAT_VERBS = (PASS, SWAP, FIRST)
"""The verbs that name a seat."""
NONE = "none"
DONE = "done"
"""What ``shed`` says instead of a card: no more cards to shed (the others say ``none``)."""


def play(card: str) -> Action:
    return f"{PLAY} {card}"


def call(name: str) -> Action:
    return f"{CALL} {name}"


def penalty(seat: int, commandment: str) -> Action:
    return f"{PENALTY} {seat} {commandment}"


def card_choice(verb: str, card: str | None) -> Action:
    """A card named with one of ``CARD_VERBS``; ``None``: a task's none, or done."""
    if verb not in CARD_VERBS or (card is None and verb == PLAY):
        raise ValueError(f"no card action {verb!r} without a card")
    return f"{verb} {card if card is not None else _declined(verb)}"


def seat_choice(verb: str, seat: int | None) -> Action:
    """A task's seat (``pass``, ``swap``, ``first``); ``None``: nobody (not for ``pass``)."""
    if verb not in SEAT_VERBS or (seat is None and verb == PASS):
        raise ValueError(f"no task names that seat with {verb!r}")
    return f"{verb} {seat if seat is not None else NONE}"


def _declined(verb: str) -> str:
    return DONE if verb == SHED else NONE


@dataclass(frozen=True)
class Parsed:
    """An action read back. ``card``: played or chosen for a task; ``seat``: charged, given a
    chip, swapped with or starting; ``name``: a call; ``commandment``: the one a penalty is
    for; ``declined``: a task's ``none`` (or ``shed done``)."""

    verb: str
    card: str | None = None
    seat: int | None = None
    name: str | None = None
    commandment: str | None = None
    declined: bool = False


def _seat(text: str, action: Action) -> int:
    if not text.isdecimal():
        raise ValueError(f"not a seat in {action!r}")
    return int(text)


def parse(action: Action) -> Parsed:
    """Raises ValueError on text that is no action of this game."""
    verb, _, arg = action.partition(" ")
    if verb == DRAW and not arg:
        return Parsed(verb)
    args = arg.split(" ")
    if not arg or "" in args:
        raise ValueError(f"not a 10 Gebote action: {action!r}")
    if verb == PENALTY and len(args) == 2:
        return Parsed(verb, seat=_seat(args[0], action), commandment=args[1])
    if len(args) != 1:
        raise ValueError(f"not a 10 Gebote action: {action!r}")
    if verb == CALL:
        return Parsed(verb, name=arg)
    if verb in CARD_VERBS:
        if verb != PLAY and arg == _declined(verb):
            return Parsed(verb, declined=True)
        if not is_number_card(arg):
            raise ValueError(f"not a card in {action!r}")
        return Parsed(verb, card=arg)
    if verb in SEAT_VERBS:
        if verb != PASS and arg == NONE:
            return Parsed(verb, declined=True)
        return Parsed(verb, seat=_seat(arg, action))
    raise ValueError(f"not a 10 Gebote action: {action!r}")


def of_verb(legal: Sequence[Action], verb: str) -> list[Parsed]:
    """The legal actions of ``verb``, read back."""
    return [p for p in map(parse, legal) if p.verb == verb]
