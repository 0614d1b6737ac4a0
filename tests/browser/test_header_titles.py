"""The table's header title is never cut: every game's name in German, English and Dutch, on a
phone held upright, a phone on its side and a tablet, with the fullest header (undo and
scoreboard buttons shown), wraps between words or shrinks inside its box, never inside a word.
And the lobby's line about a saved game speaks in rounds ("Runde 1 von 11"), not in moves."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from harness import wait_ready
from helpers import start_game

from kartentisch import catalogue
from kartentisch.ui.records.storage import SETTINGS_KEY

SIZES = (
    {"width": 390, "height": 844},
    {"width": 844, "height": 390},
    {"width": 1024, "height": 768},
)
GAMES = {g.info.id: g.info.bot_levels[0] for g in catalogue.all_games()}
SAVED_LINE = {"de": "Runde 1 von 11", "en": "round 1 of 11", "nl": "ronde 1 van 11"}

CLIPPED_JS = """() => {
  const h = document.getElementById('table-title');
  const r = h.getBoundingClientRect();
  const cut = [];
  if (h.scrollWidth > h.clientWidth + 1) cut.push('wider than its box');
  if (getComputedStyle(h).textOverflow === 'ellipsis' && h.scrollWidth > h.clientWidth)
    cut.push('ellipsis');
  for (let p = h.parentElement; p; p = p.parentElement) {
    const style = getComputedStyle(p);
    if (style.display === 'contents' || style.overflow === 'visible') continue;
    const b = p.getBoundingClientRect();
    if (r.right > b.right + 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1
        || r.top < b.top - 1) cut.push('clipped by ' + (p.id || p.className));
  }
  if (r.right > window.innerWidth + 1) cut.push('beyond the screen');
  // a word broken over two lines ("KRON|EN") reads as two words
  const text = h.firstChild;
  if (text && text.nodeType === Node.TEXT_NODE) {
    let at = 0;
    for (const word of text.data.split(' ')) {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      const lines = new Set([...range.getClientRects()].map(rect => Math.round(rect.top)));
      if (lines.size > 1) cut.push('word broken: ' + word);
      at += word.length + 1;
    }
  }
  return {text: h.textContent, cut, width: Math.round(r.width), scroll: h.scrollWidth};
}"""


def _use_language(page: Any, lang: str) -> None:
    settings = json.dumps({"speed": "off", "lang": lang})
    page.evaluate(f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(settings)})")
    page.reload()
    wait_ready(page)


@pytest.fixture
def page(app: Any) -> Iterator[Any]:
    """The shared page, reloaded in German afterwards (the test changes the language and the
    title's style)."""
    yield app
    _use_language(app, "de")


def test_no_game_title_is_cut_in_any_language_or_size(page: Any) -> None:
    page.set_viewport_size(SIZES[2])
    cut: list[str] = []
    checked = 0
    for lang in ("de", "en", "nl"):
        _use_language(page, lang)
        for game_id, bot in GAMES.items():
            page.set_viewport_size(SIZES[2])
            start_game(page, game_id, [("Ada", None), ("Bo", bot), ("Cy", bot)], seed=3)
            # the undo button shows after a move against bots: the fullest header
            page.evaluate("document.getElementById('btn-undo').hidden = false")
            for size in SIZES:
                page.set_viewport_size(size)
                found = page.evaluate(CLIPPED_JS)
                checked += 1
                if found["cut"]:
                    cut.append(f"{lang} {game_id} {size['width']}x{size['height']}: {found}")
            page.locator('[data-host="lobby"]').first.click()
            page.wait_for_selector("#lobby:not([hidden])")
            if game_id == "fuenf-kronen":
                saved = page.locator('#games [data-game="fuenf-kronen"] .saved').inner_text()
                assert SAVED_LINE[lang] in saved, saved
    print(f"header titles checked: {checked}, cut: {len(cut)}")
    print("\n".join(cut))
    assert checked == 36 and cut == [], cut
    # the check sees a cut title: the old header's one-line, ellipsis title on a narrow bar
    start_game(page, "zehn-gebote", [("Ada", None), ("Bo", "easy")], seed=3)
    page.set_viewport_size(SIZES[0])
    page.evaluate(
        """() => Object.assign(document.getElementById('table-title').style, {
          whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '30px'})"""
    )
    assert page.evaluate(CLIPPED_JS)["cut"], "a cut title must be found"
    # and a word broken over two lines
    page.evaluate(
        """() => Object.assign(document.getElementById('table-title').style, {
          whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', maxWidth: '30px',
          overflowWrap: 'anywhere'})"""
    )
    assert any("word broken" in c for c in page.evaluate(CLIPPED_JS)["cut"])
