"""The frame around a game stays readable on a phone, upright (390x844) and on its side
(844x390): every visible text of the header (the game's name, the caption, the strip with the
last move or a message), of the pass screen and of the results with their chart is drawn at
least 12 px tall, and the header's parts never overlap. Fünf Kronen's instructions beside the
piles (the last turn's note and what to do) are never cut, in German, English and Dutch, at
five sizes, on a phone on its side too (they once ended at "…nimm die oberste Karte vom")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from harness import RESET_SCRIPT
from helpers import pass_device, wait_for_person

from kartentisch.engine.match import Match

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


EVERY_SIZE = [(360, 740), (390, 844), (844, 390), (1024, 768), (768, 1024)]
CUT_JS = """() => [...document.querySelectorAll('#table .fk-status, #table .fk-actions')]
  .filter(e => e.getClientRects().length > 0)
  .filter(e => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
  .map(e => `${e.className}: ${e.scrollHeight} px of text in ${e.clientHeight} px, `
    + `"${e.textContent.slice(0, 160)}"`)"""
"""The boxes of fixed height above the hand whose text runs out of them (cut)."""


def last_turn(match: Match) -> bool:
    """The person's draw in the round's last lap: someone else went out."""
    view = match.view(0)
    return view["went_out"] not in (None, 0) and "draw stock" in match.legal(0)


def load_in(page: Any, match: Match, lang: str, tmp: Path) -> None:
    """The save imported as a player would, the page speaking ``lang``."""
    late_games.load(page, match, tmp, lang)
    wait_for_person(page)


def cut_at_every_size(page: Any, where: str) -> list[str]:
    found = []
    for width, height in EVERY_SIZE:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 60)))")
        found += [f"{where} {width}x{height}: {cut}" for cut in page.evaluate(CUT_JS)]
    return found


def test_fuenf_kronen_instructions_are_never_cut(app: Any, shot: Any, tmp_path: Path) -> None:
    """The person's last turn (four seats, the longest notes) before and after the draw."""
    match = late_games.played(
        "fuenf-kronen", ["Annemarie", "Bertold", "Cleo", "Dora"], 5, last_turn
    )
    assert last_turn(match), "the game ended before a last turn of the person's"
    cut: list[str] = []
    try:
        for lang in ("de", "en", "nl"):
            load_in(app, match, lang, tmp_path)
            cut += cut_at_every_size(app, f"{lang} the last turn's draw")
            if lang == "de":
                app.set_viewport_size({"width": 844, "height": 390})
                shot(app, "fk-last-turn-844x390")
            moves = wait_for_person(app)["moves"]
            app.evaluate("a => window.kartentischTest.act(a)", "draw stock")
            app.wait_for_function(
                "m => JSON.parse(window.kartentischTest.state()).moves > m", arg=moves
            )
            cut += cut_at_every_size(app, f"{lang} the last turn's discard")
    finally:
        app.evaluate(RESET_SCRIPT)
    assert cut == [], "\n".join(cut)
