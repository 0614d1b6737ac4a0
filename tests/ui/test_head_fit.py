"""Where a score sheet's name heads turn on their side (``ui/render/head_fit.py``), and the
Fünf Kronen sheet that carries the decision to the stylesheet. The browser tests
(``tests/browser/test_late_hands.py``) measure the drawn heads; these hold the estimate."""

from __future__ import annotations

import re

import pytest

from kartentisch.ui.render import components
from kartentisch.ui.render.head_fit import (
    fits_narrow,
    fits_wide,
    longest_word_em,
    name_heads_turn,
    word_em,
)

SEVEN = ["Ada", "Mira", "Otto", "Clara", "Jonas", "Paula", "Ben"]


def test_a_name_breaks_only_between_words() -> None:
    assert longest_word_em("Anna Lena") == word_em("Anna")
    assert longest_word_em("Wolkenkuckucksheimer") > 4 * longest_word_em("Ada")
    assert longest_word_em("") == 0.0
    # wide letters take more room than narrow ones
    assert word_em("WWW") > word_em("aaa") > word_em("iii")


@pytest.mark.parametrize(
    ("names", "turn"),
    [
        (SEVEN[:2], None),
        (SEVEN[:4], None),
        (SEVEN, "narrow"),  # seven columns share a phone's width: "Clar|a" once
        (["Annemarie", "Jonas", "Wolkenkuckucksheimer"], "narrow"),
        (["Wolkenkuckucksheimer"] * 8, "always"),
        (["Annemarie", "Jonas", "Wolkenkuckucksheimer", "Maximilian", "Paula", "Mira"], "narrow"),
        (["Wolkenkuckucksheimer", "Donaudampfschiffahrt", "Schneeflockenzauberi", "Max"], "always"),
    ],
)
def test_heads_turn_where_the_names_do_not_fit_upright(names: list[str], turn: str) -> None:
    assert name_heads_turn(names) == turn
    # what fits a tablet's width may still not fit a phone's, never the other way round
    assert not (fits_narrow(names) and not fits_wide(names))


def test_no_names_fit() -> None:
    assert fits_narrow([]) and fits_wide([]) and name_heads_turn([]) is None


def test_the_score_table_wraps_its_heads_for_the_stylesheet() -> None:
    html = components.score_table(["Runde", "<Ann>"], [], head_class="h", data_turn="narrow")
    assert re.findall(r"<th scope=\"col\">(.*?)</th>", html) == [
        '<span class="h">Runde</span>',
        '<span class="h">&lt;Ann&gt;</span>',
    ]
    assert 'data-turn="narrow"' in html
    assert "<span" not in components.score_table(["Runde", "Ann"], [])
