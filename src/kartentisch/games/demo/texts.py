"""The demo's words: only its name, in ``texts/<lang>.json``. A move is said by its own text
form ("play 4"); a real game composes sentences here from its words (see another game's
``texts.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from kartentisch.engine.protocol import Action, Advice
from kartentisch.engine.views import ROUTINE, Event, Weight

PACKAGE = __name__.rpartition(".")[0]
"""The package whose ``texts/<lang>.json`` hold this game's words."""


def describe(action: Action, lang: str = "de") -> str:
    """The action as a player reads it: the demo keeps its text form in every language."""
    return action


def tell(event: Event, names: Sequence[str], lang: str, viewer: int | None) -> list[str]:
    """No sentences: the demo's moves are said by their text form ("Bot: play 4")."""
    return []


def weight(event: Event) -> Weight:
    return ROUTINE


def why(advice: Advice, names: Sequence[str], lang: str, viewer: int | None) -> str:
    """The demo has no hints: its move by its text form."""
    return advice.action
