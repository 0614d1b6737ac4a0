"""20-character names at every place a name appears, on a phone both ways and a tablet.

The places: the new-game form, the pass screen, the table's message strip (a toast), each
game's end screen, the table behind it (Fünf Kronen's scoreboard and ranking, 10 Gebote's final
count, Zehn's final scores), Zehn's round result and Fünf Kronen's round summary. The names have
no space, so nothing but the layout can break them; each must wrap or shrink, never be cut: a
name counts as cut when a box that clips it (``overflow`` hidden, an ellipsis, a line clamp)
ends inside the name, when it runs off the screen, or when it is wider than the scroll area it
lies in. A name under another box (the strip's recap under a notice) is not on view and not
checked there. Where a score sheet shows (Fünf Kronen's), no name in its column heads may
break inside a word either (``HEADS_JS``: a long name there turns on its side). Finished and
half-played games are saves made here on CPython and imported.

The count of cut places is printed per size and written to
``test-artifacts/long-names-<size>.json``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from bench.late_hands import HEADS_JS
from harness import ARTIFACTS, RESET_SCRIPT
from helpers import pass_device, wait_for_person

from kartentisch.engine.match import Match
from kartentisch.games.eselspiel import texts as esel_texts

SIZES = {
    "portrait": {"width": 390, "height": 844},
    "landscape": {"width": 844, "height": 390},
    "tablet": {"width": 1024, "height": 768},
}
NAMES = [
    "Wolkenkuckucksheimer",
    "Donaudampfschiffahrt",
    "Schneeflockenzauberi",
    "Hottentottenstottere",
    "Kirschblütenfestzeit",
    "Sonnenblumenfeldrand",
    "Bergkristallhöhlenwe",
    "Regenbogenforellenzu",
]
assert all(len(n) == 20 for n in NAMES)
BOTS = late_games.BOTS

CUT_JS = """(names) => {
  const vw = document.documentElement.clientWidth;
  const clipsX = cs => cs.overflowX !== 'visible';
  const clipsY = cs => cs.overflowY !== 'visible';
  const scrolls = v => v === 'auto' || v === 'scroll';
  const where = e => {
    const bits = [];
    for (let a = e; a && a !== document.body && bits.length < 3; a = a.parentElement)
      bits.push(a.id ? '#' + a.id : (a.className && typeof a.className === 'string'
        ? '.' + a.className.trim().split(/\\s+/)[0] : a.tagName.toLowerCase()));
    return bits.reverse().join(' > ');
  };
  const cut = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || owner.closest('[hidden], [aria-hidden="true"], script, style, #log'))
      continue;
    // a closed <details> shows only its summary (a chart's numbers): nothing else is on view
    const details = owner.closest('details');
    if (details && !details.open && !owner.closest('summary')) continue;
    if (getComputedStyle(owner).visibility === 'hidden') continue;
    for (const name of names) {
      const at = node.data.indexOf(name);
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + name.length);
      const rects = [...range.getClientRects()].filter(r => r.width > 0);
      if (!rects.length) continue;
      const box = {l: Math.min(...rects.map(r => r.left)), r: Math.max(...rects.map(r => r.right)),
                   t: Math.min(...rects.map(r => r.top)), b: Math.max(...rects.map(r => r.bottom))};
      const widest = Math.max(...rects.map(r => r.width));
      // the closed strip's last move (or recap) under a notice is not on view: the notice
      // lies over it in the same cell (static/css/app.css)
      const strip = owner.closest('.table-strip:not([data-open="1"])');
      if (strip && owner.closest('.last-move') && strip.querySelector('.toast')) continue;
      let why = null;
      if (box.l < -1 || box.r > vw + 1) why = 'off screen';
      // up to the first scroll area: what lies outside it is scrolled away, not cut
      let scrolled = false;
      for (let a = owner; !why && !scrolled && a && a !== document.body; a = a.parentElement) {
        const cs = getComputedStyle(a);
        if (cs.display === 'contents' || (!clipsX(cs) && !clipsY(cs))) continue;
        scrolled = scrolls(cs.overflowX) || scrolls(cs.overflowY);
        const c = a.getBoundingClientRect();
        if (clipsX(cs)) {
          if (scrolls(cs.overflowX)) {
            if (widest > a.clientWidth + 1) why = 'wider than its scroll area';
          } else if (box.l < c.left - 1 || box.r > c.right + 1) why = 'clipped';
        }
        if (!why && clipsY(cs) && !scrolls(cs.overflowY)
            && (box.t < c.top - 1 || box.b > c.bottom + 1)) why = 'clipped below';
        // an ellipsis cuts only what reaches the end where it is drawn (1.5em of it): a name
        // shown whole before a later "…" is not cut
        if (!why && cs.textOverflow === 'ellipsis' && a.scrollWidth > a.clientWidth + 1
            && box.r > c.right - 1.5 * parseFloat(cs.fontSize)) why = 'ellipsis';
        if (why) why += ' by ' + where(a);
      }
      if (why) cut.push(`${where(owner)}: "${name}" ${why}`);
    }
  }
  for (const input of document.querySelectorAll('input[type="text"], input:not([type])')) {
    if (input.closest('[hidden]') || !input.getClientRects().length) continue;
    if (names.includes(input.value) && input.scrollWidth > input.clientWidth + 1)
      cut.push(`${where(input)}: "${input.value}" cut in its field`);
  }
  return cut;
}"""


def played(game_id: str, count: int, seed: int, until: late_games.Until) -> Match:
    return late_games.played(game_id, NAMES[:count], seed, until)


def after_reveal(match: Match) -> bool:
    """Zehn: the person's first turn after a round was turned up (the result panel shows)."""
    events = match.view(0)["events"]
    return any(e["kind"] == "reveal" for e in events) and match.view(0)["phase"] == "first"


class Cuts:
    def __init__(self, page: Any, size: str) -> None:
        self.page = page
        self.size = size
        self.places: dict[str, list[str]] = {}

    def __call__(self, place: str, expect: str) -> None:
        """Check ``place``; ``expect`` is a selector that must show a long name there (as text
        or as a field's value)."""
        self.page.wait_for_timeout(40)
        shown = self.page.locator(expect).first
        assert shown.is_visible(), f"{place}: {expect} not shown"
        text = shown.evaluate(
            "e => e.innerText + ' ' + [...e.querySelectorAll('input')].map(i => i.value).join(' ')"
        )
        assert any(n in text for n in NAMES), f"{place}: no long name in {expect}"
        self.places[place] = list(self.page.evaluate(CUT_JS, NAMES))
        # a score sheet's name heads: each name's words whole, never broken over two lines
        heads = self.page.evaluate(HEADS_JS)
        self.places[place] += [f"score sheet head: {broken}" for broken in heads["broken"]]

    def write(self) -> int:
        cut = sum(bool(found) for found in self.places.values())
        ARTIFACTS.mkdir(exist_ok=True)
        figures = {"size": self.size, "places": len(self.places), "cut": cut, **self.places}
        (ARTIFACTS / f"long-names-{self.size}.json").write_text(json.dumps(figures, indent=1))
        return cut


def on_screen(page: Any, *selectors: str) -> None:
    """The buttons of a screen lie inside the viewport: a long name must not push them out."""
    height = page.viewport_size["height"]
    for selector in selectors:
        box = page.locator(selector).bounding_box()
        assert box and box["y"] >= 0 and box["y"] + box["height"] <= height + 1, (selector, box)


def form_and_pass_screen(page: Any, check: Cuts) -> None:
    page.locator('#games [data-lobby="new"][data-game="eselspiel"]').click()
    page.locator("#ng-form").wait_for(state="visible")
    page.select_option("#ng-count", "3")
    for i, name in enumerate(NAMES[:3]):
        page.fill(f"#ng-seat-{i}-name", name)
        page.select_option(f"#ng-seat-{i}-kind", "human" if i < 2 else "normal")
    check("new-game form", "#ng-form")
    page.locator("#ng-start").click()
    page.wait_for_selector("#pass-screen:not([hidden])")
    check("pass screen", "#pass-screen")
    page.screenshot(path=str(ARTIFACTS / f"long-names-{check.size}-pass.png"))
    on_screen(page, "#pass-confirm", "#pass-screen .pass-lobby")
    pass_device(page)
    event = {"seat": 2, "right": ["seat 1"], "right_tops": [8], "card": 7}
    text = esel_texts.slip_text(event, NAMES[:3], "de", 0)
    page.evaluate("t => window.kartentischTest.toast(t)", text)
    check("toast", "#toasts .toast")


def end_screens(page: Any, check: Cuts, tmp: Path) -> None:
    for game_id, count in (("fuenf-kronen", 8), ("eselspiel", 3), ("zehn", 5), ("zehn-gebote", 8)):
        late_games.load(page, played(game_id, count, 3, late_games.never), tmp)
        page.wait_for_selector("#end-screen:not([hidden])")
        check(f"{game_id} end screen", "#end-screen")
        if game_id == "fuenf-kronen":
            page.screenshot(path=str(ARTIFACTS / f"long-names-{check.size}-end.png"))
        on_screen(page, "#end-again", '#end-screen [data-host="end-hide"]')
        page.locator('#end-screen [data-host="end-hide"]').click()
        page.wait_for_selector("#end-screen", state="hidden")
        table_part = {
            "fuenf-kronen": ".fk-summary",
            "eselspiel": "#table",
            "zehn": ".zt-others",
            "zehn-gebote": ".zg-final",
        }[game_id]
        check(f"{game_id} finished table", table_part)


def round_results(page: Any, check: Cuts, tmp: Path) -> None:
    late_games.load(page, played("zehn", 5, 2, after_reveal), tmp)
    wait_for_person(page)
    check("zehn round result", ".zt-resolution")
    late_games.load(page, played("fuenf-kronen", 8, 4, late_games.asked("next round")), tmp)
    wait_for_person(page)
    check("fuenf-kronen round summary", ".fk-summary")
    late_games.load(page, played("fuenf-kronen", 8, 5, lambda m: m.view(0)["round"] >= 3), tmp)
    wait_for_person(page)
    scores = page.locator('#table [data-ui="scores"]').first
    if scores.get_attribute("aria-pressed") != "true":  # the renderer keeps it open
        scores.click()
    check("fuenf-kronen scoreboard", ".fk-scoreboard-wrap")


@pytest.mark.parametrize("size", list(SIZES))
def test_a_long_name_is_never_cut(app: Any, size: str, tmp_path: Path) -> None:
    app.set_viewport_size(SIZES[size])
    check = Cuts(app, size)
    app.evaluate(RESET_SCRIPT)
    form_and_pass_screen(app, check)
    end_screens(app, check, tmp_path)
    round_results(app, check, tmp_path)
    app.evaluate(RESET_SCRIPT)
    cut = check.write()
    print(f"\n{size}: {cut} of {len(check.places)} places with a name cut")
    found = [f"{place}: {c}" for place, cuts in check.places.items() for c in cuts[:3]]
    assert not found, "\n".join(found)
