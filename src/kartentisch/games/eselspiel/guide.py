"""The Eselspiel's guided first game: the deal and the moments it teaches (``engine.guides``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartentisch.engine.guides import Guide, Lesson, always
from kartentisch.engine.protocol import Action
from kartentisch.games.eselspiel import actions, rules


def turns(view: Any, legal: Sequence[Action]) -> bool:
    return actions.TURN in legal


def fits_middle(view: Any, legal: Sequence[Action]) -> bool:
    return view["card"] is not None and bool(rules.fits_seen(view).middle)


def fits_other(view: Any, legal: Sequence[Action]) -> bool:
    return view["card"] is not None and bool(rules.fits_seen(view).seats)


def fits_nowhere(view: Any, legal: Sequence[Action]) -> bool:
    return actions.KEEP in legal and not rules.fits_seen(view).all


def someone_slipped(view: Any, legal: Sequence[Action]) -> bool:
    return any(e["kind"] == "slip" for e in view["events"])


GUIDE = Guide(
    seed=8,
    bots=("sleepy", "sleepy"),
    lessons=(
        Lesson("goal", always),
        Lesson("turn", turns),
        Lesson("fit_middle", fits_middle),
        Lesson("fit_other", fits_other),
        Lesson("keep", fits_nowhere),
        Lesson("donkey", someone_slipped),
    ),
)
