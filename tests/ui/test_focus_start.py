"""Where a turn's keyboard focus starts: the part of a table marked ``data-focus-start``.

The page puts the focus on the first control inside that part when the person's turn begins
(``ui.shell.app``), so the own hand must be in it: otherwise the focus lands on the draw pile or the
header, and every commandment in force (10 Gebote) lies between it and the cards.
"""

from __future__ import annotations

from html.parser import HTMLParser

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for

VOID = frozenset({"input", "br", "img", "hr", "meta", "link", "area", "col", "wbr"})

HAND_CONTROL = {
    "fuenf-kronen": ("data-ui", "pick "),
    "zehn-gebote": ("data-action", "play "),
}
"""Per game: the attribute and prefix that mark a control of the own hand."""


class PromptFinder(HTMLParser):
    """Counts the ``data-focus-start`` parts and the hand controls inside and outside of them."""

    def __init__(self, attr: str, prefix: str) -> None:
        super().__init__()
        self.attr, self.prefix = attr, prefix
        self.depth = 0
        self.prompt_depth: int | None = None
        self.prompts = 0
        self.inside = 0
        self.outside = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if (found.get(self.attr) or "").startswith(self.prefix):
            if self.prompt_depth is None:
                self.outside += 1
            else:
                self.inside += 1
        if tag in VOID:
            return
        self.depth += 1
        if "data-focus-start" in found and self.prompt_depth is None:
            self.prompts += 1
            self.prompt_depth = self.depth

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if self.prompt_depth == self.depth:
            self.prompt_depth = None
        self.depth -= 1


@pytest.mark.parametrize("game_id", sorted(HAND_CONTROL))
def test_the_own_hand_is_inside_the_one_prompt_part(game_id: str) -> None:
    players = [PlayerSpec("Ada", None), PlayerSpec("Bo", "easy")]
    match = Match.start(catalogue.get(game_id), players, 5, {})
    host = TableHost(match, renderer_for(game_id))
    checked = 0
    for _ in range(400):
        if match.is_over():
            break
        seat = match.current
        assert seat is not None
        if seat == 0:
            finder = PromptFinder(*HAND_CONTROL[game_id])
            finder.feed(host.frame().html)
            assert finder.prompts == 1
            assert finder.outside == 0
            checked += finder.inside > 0
            match.play(match.legal(seat)[0], seat)
        else:
            match.play(match.bot_choice(seat), seat)
    assert checked >= 5
