"""Zehn's guided first game: the deal and the moments it teaches (``engine.guides``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartentisch.engine.guides import Guide, Lesson, always
from kartentisch.engine.protocol import Action


def _phase(name: str) -> Any:
    def applies(view: Any, legal: Sequence[Action]) -> bool:
        return bool(view["phase"] == name and legal)

    return applies


def tied(view: Any, legal: Sequence[Action]) -> bool:
    res = view["resolution"]
    return bool(res) and (
        res["winner_by"] in ("high_card", "turn_order")
        or res["loser_by"] in ("high_card", "turn_order")
    )


GUIDE = Guide(
    seed=3,
    bots=("medium", "medium"),
    lessons=(
        Lesson("goal", always),
        Lesson("first", _phase("first")),
        Lesson("protect", _phase("protect")),
        Lesson("auction", _phase("bid")),
        Lesson("second", _phase("second")),
        Lesson("tie", tied),
    ),
)
