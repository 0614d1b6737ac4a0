"""Zehn's "who starts" row at seven seats on a phone: a name wraps between its words, and a
word as long as a first name is never broken inside ("Bartholomäus", not "Bartholo-mäus")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import late_games
import pytest
from harness import ARTIFACTS, RESET_SCRIPT
from helpers import wait_for_person

NAMES = [
    "Anna Lena",
    "Maximilian",
    "Maria Theresia",
    "Friederike",
    "Konstantin",
    "Jacqueline",
    "Bartholomäus",
]
"""Names of up to twelve letters a word, as people are called."""
SIZES = {"portrait": {"width": 390, "height": 844}, "landscape": {"width": 844, "height": 390}}

SPLIT_WORDS_JS = """() => {
  const split = [];
  for (const button of document.querySelectorAll('#table .zt-row.wrap > .zt-go')) {
    const node = button.firstChild;
    if (!node || node.nodeType !== Node.TEXT_NODE) continue;
    let at = 0;
    for (const word of node.data.split(' ')) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      const tops = new Set([...range.getClientRects()].filter(r => r.width > 0)
        .map(r => Math.round(r.top)));
      if (tops.size > 1) split.push(word);
      at += word.length + 1;
    }
  }
  return split;
}"""


@pytest.mark.parametrize("size", list(SIZES))
def test_who_starts_names_break_between_words(app: Any, size: str, tmp_path: Path) -> None:
    app.set_viewport_size(SIZES[size])
    app.evaluate(RESET_SCRIPT)
    match = late_games.played("zehn", NAMES, 1, late_games.asked("start"))
    assert not match.is_over(), "seed 1 asks the person who starts"
    late_games.load(app, match, tmp_path)
    wait_for_person(app)
    buttons = app.locator("#table .zt-row.wrap > .zt-go")
    assert buttons.count() == len(NAMES)
    app.screenshot(path=str(ARTIFACTS / f"zehn-who-starts-{size}.png"))
    assert app.evaluate(SPLIT_WORDS_JS) == []
    app.evaluate(RESET_SCRIPT)
