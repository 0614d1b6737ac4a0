"""Every renderer marks exactly one element as asking (``data-prompt``) while the person at the
device has something to do, and none while others act.

Games are played by bots on CPython, the person's seat included; at every step the table is
drawn for the person's seat, and at the person's decision points once more after each local
command the table offers (a card picked, the lay-out panel opened, a commandment read), so a
panel that adds its own question is caught. A renderer of a new game is covered as soon as it
is registered. The host's pass screen asks too ("Ich bin …"); its end screen offers, it does
not ask.
"""

from __future__ import annotations

import random
from html.parser import HTMLParser
from typing import Any

import pytest
from tests.bot_levels import strongest_without_search

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.ui.table import table_view
from kartentisch.ui.table.frame import EndRow
from kartentisch.ui.table.table_api import PROMPT_ATTR, TableContext, TableRenderer
from kartentisch.ui.tables import has_renderer, renderer_for

GAMES = [g.info.id for g in catalogue.all_games() if has_renderer(g.info.id)]
MOVES = 160
"""Steps of each game checked: several rounds, enough to reach each game's panels."""


class Marks(HTMLParser):
    """The prompts of a table's HTML, and the local commands it offers."""

    def __init__(self) -> None:
        super().__init__()
        self.prompts: list[str] = []
        self.commands: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if PROMPT_ATTR in found:
            self.prompts.append(f"<{tag} class={found.get('class')!r}>")
        if "data-ui" in found and "disabled" not in found:
            self.commands.append(str(found["data-ui"]))


def marks(html: str) -> Marks:
    parser = Marks()
    parser.feed(html)
    return parser


def ctx_for(match: Match, keep: dict[str, object], ui: dict[str, object]) -> TableContext:
    return TableContext(
        seat=0,
        lang="de",
        names=[p.name for p in match.players],
        legal=match.legal(0),
        bots=[p.bot for p in match.players],
        ui=ui,
        keep=keep,
    )


def check(
    renderer: TableRenderer[Any], match: Match, keep: dict[str, object], where: str
) -> list[str]:
    """Faults at this step: the prompt count for the plain table and after each command."""
    view = match.view(0)
    wanted = 1 if match.legal(0) else 0
    faults = []
    plain = marks(renderer.render(view, ctx_for(match, keep, {})))
    if len(plain.prompts) != wanted:
        faults.append(f"{where}: {len(plain.prompts)} prompts, wanted {wanted}: {plain.prompts}")
    if not wanted:
        return faults
    for command in sorted(set(plain.commands)):
        ctx = ctx_for(match, keep, {})
        if renderer.on_ui(command, view, ctx) is not None:
            continue  # the command plays an action: the next step is checked on its own
        after = marks(renderer.render(view, ctx))
        if len(after.prompts) != 1:
            faults.append(f"{where} after {command!r}: {after.prompts}")
        renderer.on_ui(command, view, ctx)  # a toggle goes back; a pick is dropped with ctx
    return faults


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seed", [1, 2])
def test_exactly_one_prompt_asks_at_each_decision_point(game_id: str, seed: int) -> None:
    game = catalogue.get(game_id)
    level = strongest_without_search(game_id)
    seats = [PlayerSpec("Anna", None)] + [PlayerSpec(f"Bot {i}", level) for i in (1, 2)]
    match = Match.start(catalogue.get(game_id), seats, seed)
    stand_in = game.bot(level)
    renderer = renderer_for(game_id)
    rng = random.Random(seed)
    keep: dict[str, object] = {}
    faults: list[str] = []
    decisions = 0
    for step in range(MOVES):
        if match.is_over():
            break
        faults += check(renderer, match, keep, f"{game_id} step {step}")
        if match.current == 0:
            decisions += 1
            match.play(stand_in.choose(match.view(0), match.legal(0), Rng(rng.getrandbits(32))))
        else:
            match.play(match.bot_choice())
    assert decisions >= 10
    assert not faults, "\n".join(faults[:12])


def test_a_finished_table_asks_nothing() -> None:
    for game_id in GAMES:
        game = catalogue.get(game_id)
        level = game.info.bot_levels[0]
        match = Match.start(
            catalogue.get(game_id), [PlayerSpec(f"Bot {i}", level) for i in range(3)], 4
        )
        while not match.is_over():
            match.play(match.bot_choice())
        html = renderer_for(game_id).render(match.view(0), ctx_for(match, {}, {}))
        assert marks(html).prompts == [], game_id


def test_the_pass_screen_asks_once_and_the_end_screen_not() -> None:
    assert len(marks(table_view.pass_screen("Anna", "de")).prompts) == 1
    rows = [EndRow(seat=0, name="Anna", score=3, rank=1)]
    assert marks(table_view.end_screen(rows, "de")).prompts == []
