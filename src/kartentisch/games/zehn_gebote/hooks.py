"""The commandment hook system: every commandment is a record of data plus small hooks.

The engine never asks "is commandment X in force?"; it asks every commandment in force the
same few questions, in the order they were revealed:

- ``forbids(check)`` / ``permits(check)``: may this card go on that top card? A ban in force
  always wins; otherwise the card fits if the printed rule or any permission says so.
- ``calls_due(check)``: which calls ("rot", "klopf") are owed before this play. ``calls``
  lists the call buttons a commandment brings to the table.
- ``draws(check)``: how many cards the player draws at the end of a turn in which this card
  was played (``None``: no change; the last commandment revealed that answers wins).
- ``after_play(state, seat, card)``: a duty that follows a play (usually a ``Task``).
- ``on_reveal(state, seat)``: an at-once commandment acting when it is revealed.
- ``adjust(scoring)`` then ``bonus(sheets)``: how the end is counted.

Checks only see what every player sees (``PlayCheck``), so bots can ask the same questions
from their view.

Adding commandments from another module (e.g. ``commandments_extra.py``): build
``Commandment`` records with the helpers in ``commandments`` (``call_when``, ``task_after``,
``fruit_value``) and the verbs in ``effects``, call ``register(...)`` at import, and import
the module from the package ``__init__`` after ``commandments``. A duty that needs a choice
adds a task kind with ``tasks.register_task``. Ids start with the kind's letter (R, D, A, E,
T); the deck is every registered commandment but the two Spielstart cards.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field

from kartentisch.games.zehn_gebote.cards import FRUITS, base_fits, fruits
from kartentisch.games.zehn_gebote.state import ZehnGeboteState

RULE = "rule"
DUTY = "duty"
AT_ONCE = "at_once"
GAME_END = "game_end"
TABLE = "table"
KINDS = (RULE, DUTY, AT_ONCE, GAME_END, TABLE)


@dataclass(frozen=True)
class PlayCheck:
    """Everything public about one play: the card, the top card, who plays it."""

    card: str
    top: str
    seat: int
    hand_size: int
    """Cards in the player's hand before the play."""
    players: int


@dataclass
class Scoring:
    """The values the game-end commandments set before hands are counted."""

    fruit_value: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FRUITS, 1))
    card_value: dict[str, tuple[int, str]] = field(default_factory=dict)
    """A fixed value for a card instead of its fruits, and the commandment that set it."""
    chip_factor: int = 1

    def card_points(self, card: str) -> int:
        fixed = self.card_value.get(card)
        if fixed is not None:
            return fixed[0]
        return sum(self.fruit_value[f] for f in fruits(card))


@dataclass
class Sheet:
    """One player's count at the end; ``effects`` lists (commandment id, points)."""

    seat: int
    hand: list[str]
    chips: int
    chip_points: int = 0
    fruits: dict[str, int] = field(default_factory=dict)
    fruit_points: int = 0
    effects: list[tuple[str, int]] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.chip_points + self.fruit_points + sum(p for _, p in self.effects)


Check = Callable[[PlayCheck], bool]


@dataclass(frozen=True)
class Commandment:
    id: str
    kind: str
    params: dict[str, object] = field(default_factory=dict)
    permits: Check | None = None
    forbids: Check | None = None
    calls: tuple[str, ...] = ()
    calls_due: Callable[[PlayCheck], Iterable[str]] | None = None
    draws: Callable[[PlayCheck], int | None] | None = None
    after_play: Callable[[ZehnGeboteState, int, str], None] | None = None
    on_reveal: Callable[[ZehnGeboteState, int], None] | None = None
    adjust: Callable[[Scoring], None] | None = None
    bonus: Callable[[Sequence[Sheet]], list[int]] | None = None


REGISTRY: dict[str, Commandment] = {}
"""Every commandment by id, in the order registered (the deck order before shuffling)."""

SPIELSTART = ("T01", "T02")
"""Always in force from the start."""


def register(*commandments: Commandment) -> None:
    for c in commandments:
        if c.kind not in KINDS:
            raise ValueError(f"{c.id}: unknown kind {c.kind!r}")
        if c.id in REGISTRY:
            raise ValueError(f"commandment {c.id} registered twice")
        REGISTRY[c.id] = c


def get(cid: str) -> Commandment:
    return REGISTRY[cid]


def is_commandment(card: str) -> bool:
    return card in REGISTRY


def deck(*, with_table: bool = True) -> list[str]:
    """The commandments shuffled into play: all but the two Spielstart cards, and without
    the table commandments when nobody could watch them (``with_table=False``)."""
    return [
        cid
        for cid, c in REGISTRY.items()
        if cid not in SPIELSTART and (with_table or c.kind != TABLE)
    ]


# ---- the questions the engine asks -------------------------------------------------------


def verdict(in_force: Sequence[str], check: PlayCheck) -> tuple[bool, str | None]:
    """(fits, the banning commandment). Bans win over permissions; see the rules text."""
    commandments = [REGISTRY[cid] for cid in in_force]
    for c in commandments:
        if c.forbids is not None and c.forbids(check):
            return False, c.id
    if base_fits(check.card, check.top):
        return True, None
    for c in commandments:
        if c.permits is not None and c.permits(check):
            return True, None
    return False, None


def calls_due(in_force: Sequence[str], check: PlayCheck) -> dict[str, str]:
    """Call -> the commandment that asks for it."""
    due: dict[str, str] = {}
    for cid in in_force:
        c = REGISTRY[cid]
        if c.calls_due is not None:
            for call in c.calls_due(check):
                due.setdefault(call, cid)
    return due


def call_buttons(in_force: Sequence[str]) -> list[str]:
    seen: list[str] = []
    for cid in in_force:
        for call in REGISTRY[cid].calls:
            if call not in seen:
                seen.append(call)
    return seen


def draws_after(in_force: Sequence[str], check: PlayCheck) -> int:
    count = 1
    for cid in in_force:
        c = REGISTRY[cid]
        if c.draws is not None:
            changed = c.draws(check)
            if changed is not None:
                count = changed
    return count


def scoring(in_force: Sequence[str]) -> Scoring:
    sc = Scoring()
    for cid in in_force:
        adjust = REGISTRY[cid].adjust
        if adjust is not None:
            adjust(sc)
    return sc


def count(
    in_force: Sequence[str], hands: Sequence[Sequence[str]], chips: Sequence[int]
) -> list[Sheet]:
    """The final count: card values, chips times the chip factor, then bonuses."""
    sc = scoring(in_force)
    sheets: list[Sheet] = []
    for seat, (hand, chip) in enumerate(zip(hands, chips, strict=True)):
        sheet = Sheet(seat, sorted(hand), chip, chip_points=chip * sc.chip_factor)
        sheet.fruits = {f: sum(fruits(c).count(f) for c in hand) for f in FRUITS}
        for card in hand:
            fixed = sc.card_value.get(card)
            if fixed is not None:
                sheet.effects.append((fixed[1], fixed[0]))
            else:
                sheet.fruit_points += sc.card_points(card)
        sheets.append(sheet)
    for cid in in_force:
        bonus = REGISTRY[cid].bonus
        if bonus is not None:
            for sheet, points in zip(sheets, bonus(sheets), strict=True):
                if points:
                    sheet.effects.append((cid, points))
    return sheets
