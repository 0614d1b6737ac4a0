"""The host does the shared work once: each match gets its own renderer (two tables in one
page share nothing), drawing changes nothing, and the events that are new reach the renderer
from the host (``ctx.fresh``), counted since the last paint or within one step."""

from __future__ import annotations

import re

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.engine.views import Event
from kartentisch.games.eselspiel.view import EselspielView
from kartentisch.ui.table import fresh_events
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables import renderer_for
from kartentisch.ui.tables.eselspiel.table import EselRenderer

BOTS = {g.info.id: g.info.bot_levels[0] for g in catalogue.all_games()}


def person_and_bots(game: str, seed: int, bots: int = 2) -> TableHost:
    players = [PlayerSpec("Ada")] + [PlayerSpec(f"Bot{i}", BOTS[game]) for i in range(bots)]
    return TableHost(Match.start(catalogue.get(game), players, seed), renderer_for(game), "de")


def step(host: TableHost, number: int) -> None:
    """One move: the bot's, or for the person what an easy bot would do."""
    if host.bot_seat() is not None:
        host.bot_step()
        return
    seat = host.shown_seat()
    assert seat is not None
    legal = host.legal_for(seat)
    bot = host.match.game.bot(BOTS[host.match.game.info.id])
    host.play(bot.choose(host.match.view(seat), legal, Rng.derive(number)))


def test_two_matches_on_one_page_keep_their_own_table_state() -> None:
    """Sorting the hand and opening the scores in one match leave another untouched."""
    first = person_and_bots("fuenf-kronen", 4)
    second = person_and_bots("fuenf-kronen", 4)
    assert first.renderer is not second.renderer
    untouched = second.frame().html
    order = re.findall(r'data-ui="pick ([^"]+)"', first.frame().html)
    first.on_ui("sort rank")
    first.on_ui("scores")
    sorted_html = first.frame().html
    assert re.findall(r'data-ui="pick ([^"]+)"', sorted_html) != order
    assert second.frame().html == untouched
    assert first.frame().html == sorted_html, "the other match's paint changed nothing here"


@pytest.mark.parametrize("game", sorted(BOTS))
def test_drawing_the_same_view_twice_gives_the_same_table(game: str) -> None:
    """Along whole stretches of play (10 Gebote reveals commandments on the way, which the
    table marks as new), with every carried event handed over as new."""
    for seed in (1, 2):
        host = person_and_bots(game, seed)
        for number in range(90):
            if host.match.is_over():
                break
            if number % 6 == 0:
                seat = host.shown_seat()
                view = host.match.view(seat)
                ctx = host.context(seat, fresh_events.since(view, None))
                html = host.renderer.render(view, ctx)
                assert host.renderer.render(view, ctx) == html
                assert host.renderer.render(host.match.view(seat), ctx) == html
            step(host, number)


class RecordingEsel(EselRenderer):
    """The Eselspiel table, noting what the host hands each paint and each step's toasts."""

    def __init__(self) -> None:
        super().__init__()
        self.painted: list[list[Event]] = []
        self.stepped: list[list[Event]] = []

    def render(self, view: EselspielView, ctx: TableContext) -> str:
        self.painted.append(list(ctx.fresh))
        return super().render(view, ctx)

    def announce(
        self, before: EselspielView | None, after: EselspielView, ctx: TableContext
    ) -> list[str]:
        self.stepped.append(list(ctx.fresh))
        return super().announce(before, after, ctx)


def test_each_paint_is_handed_the_events_since_the_paint_before() -> None:
    players = [PlayerSpec(n, "sleepy") for n in ("A", "B", "C")]
    match = Match.start(catalogue.get("eselspiel"), players, 5)
    renderer = RecordingEsel()
    host = TableHost(match, renderer, "de")
    for _ in range(3):
        host.bot_step()
    host.frame()
    assert renderer.painted[-1] == match.view(None)["events"], "the first paint: all are new"
    for steps in (1, 4, 0, 2):
        count = match.view(None)["events_total"]
        for _ in range(steps):
            host.bot_step()
        host.frame()
        view = match.view(None)
        new = view["events_total"] - count
        assert renderer.painted[-1] == (view["events"][-new:] if new else [])
    assert [] in renderer.painted, "a paint with nothing new in between hands on nothing"


def test_each_step_s_toasts_are_told_that_step_s_events_only() -> None:
    players = [PlayerSpec(n, "sleepy") for n in ("A", "B", "C")]
    match = Match.start(catalogue.get("eselspiel"), players, 8)
    renderer = RecordingEsel()
    host = TableHost(match, renderer, "de")
    for _ in range(60):
        count = match.view(None)["events_total"]
        host.bot_step()
        view = match.view(None)
        new = view["events_total"] - count
        assert renderer.stepped[-1] == view["events"][-new:]
        assert len(renderer.stepped[-1]) == new > 0


def test_fresh_events_are_counted_by_the_shared_total() -> None:
    """Every game's view counts its events (``events_total``), so every table, Fünf Kronen's
    too, is handed what is new; a view that carries only the latest events still numbers
    them right."""
    view = {"events": [{"kind": "deal"}], "events_total": 1}
    assert fresh_events.since(view, None) == view["events"]
    assert fresh_events.between(view, view) == []
    counted = {"events": [{"kind": "a"}, {"kind": "b"}, {"kind": "c"}], "events_total": 7}
    assert fresh_events.since(counted, None) == counted["events"]
    assert fresh_events.since(counted, 5) == [{"kind": "b"}, {"kind": "c"}]
    assert fresh_events.since(counted, 2) == counted["events"], "older ones are not carried"
    assert fresh_events.between({"events_total": 6}, counted) == [{"kind": "c"}]
