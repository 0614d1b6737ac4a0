"""The frame around a game stays readable on a phone, upright (390x844) and on its side
(844x390): every visible text of the header (the game's name, the caption, the strip with the
last move or a message), of the pass screen and of the results with their chart is drawn at
least 12 px tall, and the header's parts never overlap."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from helpers import pass_device, wait_for_person

SIZES = {"phone": {"width": 390, "height": 844}, "phone-landscape": {"width": 844, "height": 390}}
SMALLEST = 12.0
NAMES = ["Anna", "Bert", "Cleo"]

TEXTS_JS = """() => {
  const shown = (e) => e.getClientRects().length > 0
    && getComputedStyle(e).visibility !== "hidden" && !e.closest("[hidden]");
  const drawn = (e) => {
    let px = parseFloat(getComputedStyle(e).fontSize);
    for (let a = e; a; a = a.parentElement) px *= parseFloat(getComputedStyle(a).zoom || "1") || 1;
    const svg = e.closest("svg");
    const box = svg && svg.viewBox && svg.viewBox.baseVal;
    if (box && box.width > 0) {
      const r = svg.getBoundingClientRect();
      px *= Math.min(r.width / box.width, r.height / box.height);
    }
    return px;
  };
  const found = [];
  const walker = document.createTreeWalker(
    document.getElementById("table-screen"), NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const e = n.parentElement;
    if (!n.textContent.trim() || !e || !shown(e) || e.closest("#table")) continue;
    const r = e.getBoundingClientRect();
    if (r.width * r.height < 4 || r.bottom < 0 || r.top > innerHeight) continue;
    found.push([Math.round(drawn(e) * 100) / 100, n.textContent.trim().slice(0, 30)]);
  }
  return found;
}"""
"""[drawn px, words] of every visible text of the table screen outside the game's own table
(the game's table is its own stylesheet's matter): font size × zoom × the drawing's scale."""

HEADER_JS = """() => {
  const parts = [...document.querySelectorAll(
    ".table-bar #table-title, .table-bar #caption, .table-bar .table-strip, .table-bar .btn-bar")]
    .filter((e) => e.getClientRects().length > 0 && !e.closest("[hidden]") && !e.hidden);
  const boxes = parts.map((e) => [e.id || e.className, e.getBoundingClientRect(), e]);
  const overlaps = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, p, ea] = boxes[i], [b, q, eb] = boxes[j];
      // a button inside the strip (the hint's) lies in it by design, not over it
      if (ea.contains(eb) || eb.contains(ea)) continue;
      const x = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const y = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (x > 1 && y > 1) overlaps.push(`${a} over ${b}`);
    }
  }
  return overlaps;
}"""


def small_texts(page: Any, where: str) -> list[str]:
    found: list[list[Any]] = page.evaluate(TEXTS_JS)
    assert found, f"no text found on the {where}"
    return [f"{where}: {words!r} at {px} px" for px, words in found if px < SMALLEST - 0.05]


@pytest.mark.parametrize("size", list(SIZES))
def test_the_frame_is_readable_on_a_phone(app: Any, shot: Any, tmp_path: Path, size: str) -> None:
    app.set_viewport_size(SIZES[size])
    seats = json.dumps([["Annemarie", None], ["Bertold", None]])
    app.evaluate(f"window.kartentischTest.start('zehn', {json.dumps(seats)}, 3)")
    app.wait_for_selector("#pass-screen:not([hidden])")
    small = small_texts(app, "pass screen")
    pass_device(app)
    small += small_texts(app, "header")
    # a person and a bot: the bot's move shows in the strip
    seats = json.dumps([["Annemarie", None], ["Bertold", "easy"]])
    app.evaluate(f"window.kartentischTest.start('zehn', {json.dumps(seats)}, 3)")
    found = wait_for_person(app)
    app.evaluate("a => window.kartentischTest.act(a)", sorted(found["legal"])[0])
    app.wait_for_function("document.getElementById('last-move').textContent.length > 0")
    small += small_texts(app, "header with the last move")
    assert app.evaluate(HEADER_JS) == []
    app.evaluate("kartentischTest.toast('Eine Nachricht, die etwas länger ist als eine Zeile')")
    small += small_texts(app, "header with a message")
    assert app.evaluate(HEADER_JS) == []
    shot(app, f"frame-header-{size}")

    late_games.finish(app, "zehn", NAMES, 7, tmp_path)
    app.locator("#end-screen").wait_for(state="visible")
    small += small_texts(app, "results")
    shot(app, f"frame-results-{size}")
    assert small == []
