"""Every renderer marks what a move brought with ``data-from`` (``ui.table.motion``), so the card
flies there from where it was: draws, throws, plays, lays, swaps and chips.

Bot games are played on CPython; after each step the table is drawn for seat 0 with the step's
events as ``ctx.fresh``, as the host paints it. Each kind of move must have been marked at
least once with the place it comes from, and every ``data-from`` must name a place that the
previous paint had (``data-seat``, ``data-drop`` or ``data-place``), else it would fly from
nowhere.
"""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables import renderer_for

WANTED: dict[str, dict[str, str]] = {
    "fuenf-kronen": {
        "discard": r"^(seat [12]|slot \S+~0\|hand)$",
        "draw": r"^stock$",
        "take": r"^pile$",
    },
    "eselspiel": {"turn": r"^draw [012]$", "place": r"^(turned|pile [012])$", "keep": r"^turned$"},
    "zehn": {
        "lay": r"^(who [12]|hand\|who 0)$",
        "add": r"^(who [12]|hand\|who 0)$",
        "won": r"^(first [012]|who [012])$",
        "pot": r"^pot$",
    },
    "zehn-gebote": {
        "play": r"^(seat [12]|card \S+\|hand\|seat 0)$",
        "draw": r"^draw$",
        "pen": r"^(bank|seat [012])$",
    },
}
"""Per game: an event kind, and what the element it brought says it came from."""


class Places(HTMLParser):
    """The places a paint offers and the ``data-from`` marks it carries."""

    def __init__(self) -> None:
        super().__init__()
        self.places: set[str] = set()
        self.froms: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if found.get("data-seat") is not None:
            self.places.add(f"seat {found['data-seat']}")
        for name in ("data-drop", "data-place"):
            if found.get(name) is not None:
                self.places.add(str(found[name]))
        if found.get("data-from") is not None:
            self.froms.append(str(found["data-from"]))


def paint(html: str) -> Places:
    parser = Places()
    parser.feed(html)
    return parser


@pytest.mark.parametrize("game_id", list(WANTED))
def test_each_move_marks_where_its_card_came_from(game_id: str) -> None:
    game = catalogue.get(game_id)
    level = game.info.bot_levels[0]
    seen: dict[str, set[str]] = {kind: set() for kind in WANTED[game_id]}
    faults: list[str] = []
    for seed in (1, 2):
        players = [PlayerSpec(f"Bot {i}", level) for i in range(3)]
        match = Match.start(game, players, seed)
        renderer = renderer_for(game_id)
        names = [p.name for p in players]
        bots = [p.bot for p in players]
        view = match.view(0)
        before = paint(renderer.render(view, TableContext(0, "de", names, [], bots)))
        total = view["events_total"]
        for step in range(400):
            if match.is_over():
                break
            match.play(match.bot_choice())
            view = match.view(0)
            count = view["events_total"] - total
            total = view["events_total"]
            fresh = view["events"][-count:] if count > 0 else []
            ctx = TableContext(0, "de", names, match.legal(0), bots, fresh=list(fresh))
            after = paint(renderer.render(view, ctx))
            for value in after.froms:
                if not set(value.split("|")) & before.places:
                    faults.append(f"seed {seed} step {step}: {value!r} is no place of the last")
            kinds = {e["kind"] for e in fresh}
            for kind in kinds & set(seen):
                seen[kind].update(after.froms)
            before = after
    assert not faults, "\n".join(faults[:10])
    for kind, pattern in WANTED[game_id].items():
        assert any(re.match(pattern, value) for value in seen[kind]), (kind, seen[kind])


def test_no_mark_without_fresh_events() -> None:
    """A paint that shows no new move (a card picked, a language switched) flies nothing."""
    for game_id in WANTED:
        game = catalogue.get(game_id)
        players = [PlayerSpec(f"Bot {i}", game.info.bot_levels[0]) for i in range(3)]
        match = Match.start(game, players, 3)
        for _ in range(12):
            match.play(match.bot_choice())
        ctx = TableContext(0, "de", [p.name for p in players], match.legal(0), [None, None, None])
        assert paint(renderer_for(game_id).render(match.view(0), ctx)).froms == [], game_id


def test_no_mark_while_cards_do_not_move() -> None:
    """With the speed "off" or reduced motion a paint marks nothing: nothing flies, and the
    table's HTML is the same for the same view (a reload draws it as it was)."""
    for game_id in WANTED:
        game = catalogue.get(game_id)
        players = [PlayerSpec(f"Bot {i}", game.info.bot_levels[0]) for i in range(3)]
        match = Match.start(game, players, 3)
        for _ in range(12):
            before = match.view(0)["events_total"]
            match.play(match.bot_choice())
            view = match.view(0)
            fresh = view["events"][before - view["events_total"] :]
            for settings in ({"speed": "off"}, {"speed": "normal", "reduced_motion": True}):
                ctx = TableContext(
                    0,
                    "de",
                    [p.name for p in players],
                    match.legal(0),
                    [None] * 3,
                    settings=settings,
                    fresh=list(fresh),
                )
                assert paint(renderer_for(game_id).render(view, ctx)).froms == [], game_id
