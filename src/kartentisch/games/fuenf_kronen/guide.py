"""Fünf Kronen's guided first game: the deal and the moments it teaches (``engine.guides``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from kartentisch.engine.guides import Guide, Lesson, always
from kartentisch.engine.protocol import Action
from kartentisch.games.fuenf_kronen import actions, arrange, texts
from kartentisch.games.fuenf_kronen.cards import is_wild, rank


def _melds(view: Any) -> list[list[str]]:
    hand = view["hand"] or []
    return arrange.best_arrangement(list(hand), view["wild"], view["natural_required"])[0]


def _is_book(meld: Sequence[str], wild: int) -> bool:
    naturals = [c for c in meld if not is_wild(c, wild)]
    return len({rank(c) for c in naturals}) <= 1


def draws(view: Any, legal: Sequence[Action]) -> bool:
    return actions.DRAW_STOCK in legal


def holds_wild(view: Any, legal: Sequence[Action]) -> bool:
    return any(is_wild(c, view["wild"]) for c in view["hand"] or [])


def this_rounds_wild(view: Any, lang: str) -> dict[str, object]:
    return {"wild": texts.wild_name(view["wild"], lang)}


def has_run(view: Any, legal: Sequence[Action]) -> bool:
    return any(not _is_book(m, view["wild"]) for m in _melds(view))


def has_book(view: Any, legal: Sequence[Action]) -> bool:
    return any(_is_book(m, view["wild"]) for m in _melds(view))


def may_go_out(view: Any, legal: Sequence[Action]) -> bool:
    return any(a.startswith(actions.GO_OUT + " ") for a in legal)


def last_turn(view: Any, legal: Sequence[Action]) -> bool:
    went = view["went_out"]
    return went is not None and went != view["seat"]


GUIDE = Guide(
    seed=107,
    bots=("medium",),
    lessons=(
        Lesson("goal", always),
        Lesson("draw", draws),
        Lesson("wild", holds_wild, this_rounds_wild),
        Lesson("run", has_run),
        Lesson("book", has_book),
        Lesson("go_out", may_go_out),
        Lesson("last_turn", last_turn),
    ),
    decided=last_turn,
)
