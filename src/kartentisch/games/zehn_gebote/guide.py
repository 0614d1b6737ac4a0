"""10 Gebote's guided first game: the deal and the moments it teaches (``engine.guides``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartentisch.engine.guides import Guide, Lesson, always
from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import actions, bots


def plays(view: Any, legal: Sequence[Action]) -> bool:
    return any(a.startswith(actions.PLAY + " ") for a in legal)


def in_force(view: Any, legal: Sequence[Action]) -> bool:
    return bool(view["in_force"])


def must_call(view: Any, legal: Sequence[Action]) -> bool:
    """A call is due: the careful player would call before playing (its choice is a call)."""
    if not any(a.startswith(actions.CALL + " ") for a in legal):
        return False
    choice = bots.ZehnGeboteBot(bots.LEVELS["hard"]).choose(view, legal, Rng(0))
    return choice.startswith(actions.CALL + " ")


def penalised(view: Any, legal: Sequence[Action]) -> bool:
    return any(e["kind"] == "pen" for e in view["events"])


GUIDE = Guide(
    seed=43,
    bots=("easy", "easy"),
    lessons=(
        Lesson("goal", always),
        Lesson("play", plays),
        Lesson("commandment", in_force),
        Lesson("call", must_call),
        Lesson("penalty", penalised),
    ),
)
