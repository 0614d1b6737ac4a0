"""Which one control a hint or the coach rings: the first the player must press for a move.

A learner presses what is ringed, not what is written, so a suggested move rings exactly one
element, and pressing it either plays the move or rings the next step. The renderers mark
what each control does: ``data-action`` plays an action at once; ``data-leads`` (written by
``leads``) lists the actions a control is a step towards (the seat whose card to bid on, the
own pile before the pile it goes to, "+" before the bid); ``data-ui`` and ``data-card`` name
a card chosen before its move. ``pick`` chooses among them in that order, the same way in
every game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

SEPARATOR = "|"
"""Between the actions of ``data-leads`` (an action's own words are split by spaces)."""


def leads(actions: Iterable[str]) -> str | None:
    """The value of ``data-leads`` for a control that is a step towards ``actions`` (None:
    towards nothing, so the attribute is left out)."""
    listed = [a for a in actions if a]
    return SEPARATOR.join(listed) if listed else None


@dataclass(frozen=True)
class Control:
    """What the page says an element does (its attributes; "" where it has none)."""

    action: str = ""
    ui: str = ""
    leads: str = ""
    card: str = ""

    def led_to(self) -> list[str]:
        return self.leads.split(SEPARATOR) if self.leads else []

    def ui_args(self) -> list[str]:
        return self.ui.split(" ")[1:] if self.ui else []


def pick(controls: Sequence[Control], action: str, cards: Sequence[str] = ()) -> int | None:
    """The index of the one control to ring for ``action`` (``cards``: the cards the advice
    names, the first the one it moves), or None when none leads there. The first control of
    the best kind wins: the one that plays the move, then one a step towards it, then the
    control of the same move with its card, then the card itself."""
    if not action:
        return None
    verb = action.split(" ", 1)[0]
    card = cards[0] if cards else ""

    def same_move(c: Control) -> bool:
        words = c.action.split(" ")
        return bool(card) and words[0] == verb and card in words[1:]

    tiers: tuple[Callable[[Control], bool], ...] = (
        lambda c: c.action == action,
        lambda c: action in c.led_to(),
        same_move,
        lambda c: bool(card) and card in c.ui_args(),
        lambda c: bool(card) and c.card == card and bool(c.action or c.ui),
    )
    for fits in tiers:
        for index, control in enumerate(controls):
            if fits(control):
                return index
    return None
