"""Every game's view is the shape its type declares, along whole bot games and for every seat.

The renderers read views through these types (mypy checks every key they read); this
checks the other side: what each game really builds, step by step, with the shared keys
under their shared names, events of the shared shape and endings from the shared set.
"""

from __future__ import annotations

import typing
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Game, PlayerSpec
from kartentisch.engine.view_shape import mismatches
from kartentisch.engine.views import END_REASONS, BaseView, EndReason, Event

GAMES = [game.info.id for game in catalogue.all_games(include_hidden=True)]
SHARED = ("game", "seat", "names", "turn", "phase", "over", "end_reason", "events", "events_total")


def view_type(game: Game[Any, Any]) -> type:
    """The view type a game declares as the return type of its ``view``; where the view is
    handed over by a generic base (``RoleGame``), the view type the game fills it in with."""
    declared = typing.get_type_hints(type(game).view)["return"]
    if isinstance(declared, typing.TypeVar):
        declared = _type_argument(type(game), declared)
    assert typing.is_typeddict(declared), f"{game.info.id}: view is not a TypedDict"
    assert isinstance(declared, type)
    return declared


def _type_argument(cls: type, var: typing.TypeVar) -> Any:
    """What ``cls`` fills ``var`` in with, through its generic bases (``Zehn(RoleGame[ZehnState,
    ZehnView])`` fills ``RoleGame``'s ``V`` in with ``ZehnView``)."""
    for base in getattr(cls, "__orig_bases__", ()):
        origin = typing.get_origin(base)
        params: tuple[Any, ...] = getattr(origin, "__parameters__", ())
        if var in params:
            return typing.get_args(base)[params.index(var)]
    raise AssertionError(f"{cls.__name__} does not fill in {var}")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_view_type_extends_the_base_with_its_own_event_type(game_id: str) -> None:
    declared = view_type(catalogue.get(game_id))
    hints = typing.get_type_hints(declared)
    assert set(SHARED) <= set(hints), "the shared keys, under the shared names"
    bases: tuple[Any, ...] = getattr(declared, "__orig_bases__", ())
    assert [typing.get_origin(b) for b in bases] == [BaseView]
    (event,) = typing.get_args(bases[0])
    assert typing.is_typeddict(event)
    event_hints = typing.get_type_hints(event)
    assert event_hints["kind"] is str and event_hints["seat"] is int
    assert Event.__annotations__.keys() <= event_hints.keys()


def test_the_shared_end_reasons_are_one_set() -> None:
    assert typing.get_args(EndReason) == END_REASONS
    assert len(set(END_REASONS)) == len(END_REASONS)


def _seats(game: Game[Any, Any]) -> list[int]:
    low = game.info.min_players
    return sorted({low, min(max(low, 4), game.info.max_players)})


@pytest.mark.parametrize("game_id", GAMES)
def test_every_view_along_bot_games_fits_its_type(game_id: str) -> None:
    game = catalogue.get(game_id)
    declared = view_type(game)
    level = game.info.bot_levels[0]
    for seats in _seats(game):
        players = [PlayerSpec(f"P{i}", level) for i in range(seats)]
        match = Match.start(catalogue.get(game_id), players, seed=seats)
        kinds: set[str] = set()
        total = 0
        while True:
            for looker in [None, *range(seats)]:
                view = match.view(looker)
                where = f"{game_id} {seats} seats, step {len(match.log)}, seat {looker}"
                assert mismatches(view, declared, where) == []
                assert view["game"] == game_id and view["seat"] == looker
                assert view["names"] == [p.name for p in players]
                assert view["over"] == match.is_over()
                assert (view["end_reason"] is None) != view["over"]
                assert len(view["events"]) <= view["events_total"]
                kinds.update(event["kind"] for event in view["events"])
            assert view["events_total"] >= total, "the count of events never goes back"
            total = view["events_total"]
            if match.is_over():
                break
            match.play(match.bot_choice())
        assert view["end_reason"] in END_REASONS
        assert match.result().details["ending"] == view["end_reason"]
        assert kinds and total > 0, "every game logs events"
