"""A guided first game: a fixed deal and the lessons a newcomer meets in it.

A game may hold a ``guide.py`` with a ``GUIDE``: the seed of a deal chosen so that the game's
key moments come early, the bot levels of the other seats, and its lessons in the order they
are taught. A lesson applies when the person's view shows its moment (a wild card in the
hand, an auction, a commandment in force); the table's coach (``ui.table.coach``) says each
lesson once, when it first applies, and between lessons points at the move the hint level
would make. Lessons read views only, as a bot does; their words are the game's
(``<game>.guide.<id>``), and nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kartentisch.engine.protocol import Action

Applies = Callable[[Any, Sequence[Action]], bool]
"""Whether a lesson's moment is on the table: the person's view and what they may do."""


Values = Callable[[Any, str], Mapping[str, object]]
"""The placeholders of a lesson's text, read from the person's view in a language: what is
true in the round the lesson is said in (this round's wild cards, not round 1's)."""


def no_values(view: Any, lang: str) -> Mapping[str, object]:
    return {}


@dataclass(frozen=True)
class Lesson:
    id: str
    applies: Applies
    values: Values = no_values


@dataclass(frozen=True)
class Guide:
    seed: int
    bots: tuple[str, ...]
    """The levels of the seats after the person's (their number is the guide's seats)."""
    lessons: tuple[Lesson, ...]
    max_steps: int = 30
    """The guided part ends after this many of the person's moves, taught or not."""
    decided: Applies | None = None
    """Whether another seat has already ended the round (went out) at a decision of the
    person's: a deal is chosen where this never holds at their first decision of a round, so
    every round of the guide gives the learner a whole turn (``tools/guide_seeds.py``)."""


def always(view: Any, legal: Sequence[Action]) -> bool:
    """The first lesson of every guide: what the game is about, before the first move."""
    return True
