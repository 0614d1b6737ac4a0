"""Fünf Kronen to the last round: how much of each own hand card shows, and whether results hide.

``python3 -m bench late_hands`` plays whole Fünf Kronen games in the page (four seats and
seven; the person's moves by a simple rule, the bots at the fastest speed) and at each of the
person's decisions measures the table at four screen sizes, one after the other in the same
page (the layout depends on the state and the size only). It prints per seats and size:

- ``narrowest``: the narrowest visible part of an own hand card at any decision (px): the
  columns across the card's middle where a tap lands on that card and no other;
- ``round``: the round where that was;
- ``hidden``: at the round ends and the end screen, how many result rows (a seat's row in the
  round's summary, a row of the score sheet, the end screen's table) lay clipped inside an
  inner scroll box (any box that scrolls, other than the page and the table's own scroll);
- ``unseen``: result rows not on screen at all without scrolling (a tablet should show all);
- ``total cut``: round ends where the score sheet's total row could not be brought fully on
  screen by the page's own scroll; ``later``: where it was not on screen at once;
- ``broken heads``: at the round ends, the score sheet's column heads with a word broken over
  two lines ("Clar|a") or running out of its column (``HEADS_JS``); ``turned``: round ends
  where the name heads were drawn on their side.

The goal: the narrowest part at least 44 px everywhere; on tablets no result hidden or
unseen; on phones nothing hidden in an inner box and the total row never cut; no head broken.
The browser test ``tests/browser/test_late_hands.py`` holds late states to the same
measurement (``HAND_JS``, ``RESULTS_JS``, ``HEADS_JS``).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SIZES = {
    "phone-small 360x740": {"width": 360, "height": 740},
    "phone 390x844": {"width": 390, "height": 844},
    "phone-side 844x390": {"width": 844, "height": 390},
    "tablet-side 1024x768": {"width": 1024, "height": 768},
}
TABLETS = ("tablet-side 1024x768", "tablet 768x1024")
GOAL_PX = 44.0
"""The narrowest visible part of a hand card a finger still hits."""

HAND_JS = """(root) => {
  const hand = [...document.querySelectorAll(`${root || '#table'} [data-hand]`)]
    .find(e => e.getClientRects().length > 0);
  if (!hand) return null;
  const cards = [...hand.querySelectorAll(':scope > .card')];
  if (!cards.length) return null;
  let narrowest = 1e9, at = '';
  for (const card of cards) {
    const r = card.getBoundingClientRect();
    let shown = 0;
    for (const y of [r.top + r.height * .3, r.top + r.height * .7]) {
      let columns = 0;
      for (let x = Math.ceil(r.left); x < r.right; x++) {
        const top = document.elementFromPoint(x, y);
        if (top && top.closest('.card') === card) columns++;
      }
      shown = Math.max(shown, columns);
    }
    if (shown < narrowest) { narrowest = shown; at = card.dataset.card || ''; }
  }
  return {narrowest, at, cards: cards.length, width: cards[0].getBoundingClientRect().width,
          n: Number(hand.dataset.hand), stack: hand.dataset.stack !== undefined,
          laid: document.querySelector('#table .fk-opponents .fk-laid') !== null,
          rows: hand.dataset.rows || '', fan: hand.dataset.fan !== undefined};
}"""

RESULTS_JS = """() => {
  const vw = window.innerWidth, vh = window.innerHeight;
  const table = document.getElementById('table');
  const shown = e => e.getClientRects().length > 0 && !e.closest('[hidden]');
  const end = document.getElementById('end-screen');
  // the end screen lies over the table: then its rows are the results shown
  const over = end && shown(end);
  const rows = [...document.querySelectorAll(over ? '#end-screen .results tr'
      : '#table .fk-summary-row, #table .fk-scoreboard tr, #table .fk-ranking li')]
    .filter(shown);
  const scrolls = e => {
    const s = getComputedStyle(e);
    return (/(auto|scroll)/.test(s.overflowY) && e.scrollHeight > e.clientHeight + 1)
      || (/(auto|scroll)/.test(s.overflowX) && e.scrollWidth > e.clientWidth + 1);
  };
  const page = e => e === table || e === document.documentElement || e === document.body
    || e === end || e.id === 'dlg-replays';
  let hidden = 0, unseen = 0, totalCut = false, totalAtOnce = null;
  const where = [];
  for (const row of rows) {
    const r = row.getBoundingClientRect();
    let inBox = false;
    for (let a = row.parentElement; a; a = a.parentElement) {
      if (page(a) || !scrolls(a)) continue;
      const b = a.getBoundingClientRect();
      if (r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.left < b.left - 1
          || r.right > b.right + 1) { inBox = true; where.push(a.className || a.tagName); }
    }
    hidden += inBox;
    const onScreen = r.top >= -1 && r.bottom <= vh + 1 && r.left >= -1 && r.right <= vw + 1;
    unseen += !onScreen;
    if (row.matches('.fk-total-row')) {
      totalAtOnce = !inBox && onScreen;
      // brought on screen by the page's own scroll (the table's, the document's)?
      row.scrollIntoView({block: 'nearest'});
      const t = row.getBoundingClientRect();
      totalCut = totalCut || inBox || t.top < -1 || t.bottom > vh + 1;
      if (table) table.scrollTop = 0;
      document.scrollingElement.scrollTop = 0;
    }
  }
  return {rows: rows.length, hidden, unseen, totalCut, totalAtOnce,
          where: [...new Set(where)].slice(0, 3)};
}"""

HEADS_JS = """() => {
  // every word of each visible column head of a score sheet in the table (or the replay's):
  // one line box (a word broken over two lines has two), inside its head's cell
  const heads = [...document.querySelectorAll(
      '#table .fk-scoreboard thead th, #dlg-replays[open] .fk-scoreboard thead th')]
    .filter(th => th.getClientRects().length > 0 && !th.closest('[hidden]'));
  const broken = [];
  let turned = false;
  for (const th of heads) {
    const cell = th.getBoundingClientRect();
    const inner = th.firstElementChild;
    if (inner && getComputedStyle(inner).writingMode.startsWith('vertical')) turned = true;
    const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.data.matchAll(/\\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = [...range.getClientRects()].filter(r => r.width > 0 && r.height > 0);
        if (!rects.length) continue;
        const l = Math.min(...rects.map(r => r.left)), r = Math.max(...rects.map(r => r.right));
        const t = Math.min(...rects.map(r => r.top)), b = Math.max(...rects.map(r => r.bottom));
        if (rects.length > 1) broken.push(`"${word[0]}" over ${rects.length} lines`);
        else if (l < cell.left - 1 || r > cell.right + 1 || t < cell.top - 1
                 || b > cell.bottom + 1) broken.push(`"${word[0]}" out of its column`);
      }
    }
  }
  return {heads: heads.length, broken, turned};
}"""
"""The score sheet's column heads: how many show, the words broken or out of their column,
whether the name heads are turned on their side."""


@dataclass
class Figures:
    """One seat count at one size, over a whole game."""

    decisions: int = 0
    narrowest: float = 1e9
    worst_round: int = 0
    worst: str = ""
    round_ends: int = 0
    hidden: int = 0
    unseen: int = 0
    total_cut: int = 0
    total_later: int = 0
    broken_heads: int = 0
    turned: int = 0
    where: list[str] = field(default_factory=list)

    def hand(self, found: dict[str, Any] | None, round_no: int) -> None:
        if found is None:
            return
        self.decisions += 1
        if found["narrowest"] < self.narrowest:
            self.narrowest = found["narrowest"]
            self.worst_round = round_no
            self.worst = (
                f"{found['cards']} cards {found['width']:.0f} px wide, rows {found['rows']}"
                + (", fan" if found["fan"] else "")
                + (", stacked" if found["stack"] else "")
            )

    def results(self, found: dict[str, Any]) -> None:
        self.round_ends += 1
        self.hidden += found["hidden"]
        self.unseen += found["unseen"]
        self.total_cut += bool(found["totalCut"])
        self.total_later += found["totalAtOnce"] is False
        self.where = sorted(set(self.where) | set(found["where"]))

    def heads(self, found: dict[str, Any]) -> None:
        self.broken_heads += len(found["broken"])
        self.turned += bool(found["turned"])


def choose(legal: Sequence[str]) -> str:
    """The person's simple rule: go out when possible, draw from the stock, deal on, else
    throw the first card offered."""
    for prefix in ("go out", "draw stock", "next round", "discard"):
        found = sorted(a for a in legal if a.startswith(prefix) and " as " not in a)
        if found:
            return found[0]
    return sorted(legal)[0]


def state(page: Any) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(page.evaluate("window.kartentischTest.state()"))
    return found


def settle(page: Any) -> None:
    """Two frames: fit.js has sized the hand for the paint and the size shown."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")


def at_sizes(
    page: Any, measure: str, sizes: Sequence[str], shots: Path | None = None, tag: str = ""
) -> dict[str, Any]:
    found = {}
    for size in sizes:
        page.set_viewport_size(SIZES_ALL[size])
        settle(page)
        found[size] = page.evaluate(measure)
        if shots is not None:
            page.screenshot(path=str(shots / f"{tag}-{size.split()[0]}.png"))
    return found


SIZES_ALL = {**SIZES, "tablet 768x1024": {"width": 768, "height": 1024}}


def play(
    page: Any, seats: int, seed: int, sizes: Sequence[str], shots: Path | None = None
) -> dict[str, Figures]:
    from bench.table_fit import start

    figures = {size: Figures() for size in sizes}
    start(page, "fuenf-kronen", seats, seed)
    while True:
        page.wait_for_function(
            "() => { const s = JSON.parse(window.kartentischTest.state());"
            " return s.game === null || s.over || s.legal.length > 0; }",
            timeout=120_000,
        )
        now = state(page)
        if now["over"]:
            page.wait_for_selector("#end-screen:not([hidden])", timeout=60_000)
            for size, found in at_sizes(page, RESULTS_JS, sizes).items():
                figures[size].results(found)
            break
        round_no = int(
            page.evaluate(
                "() => Number(document.querySelector('#table .fk-table')?.dataset.round || 0)"
            )
        )
        if "next round" in now["legal"]:
            for size, found in at_sizes(page, RESULTS_JS, sizes).items():
                figures[size].results(found)
            for size, found in at_sizes(page, HEADS_JS, sizes).items():
                figures[size].heads(found)
        else:
            tag = f"{seats}-r{round_no}-m{now['moves']}"
            for size, found in at_sizes(page, HAND_JS, sizes, shots, tag).items():
                figures[size].hand(found, round_no)
        moves = now["moves"]
        page.evaluate("a => window.kartentischTest.act(a)", choose(now["legal"]))
        page.wait_for_function(
            "m => JSON.parse(window.kartentischTest.state()).moves > m", arg=moves
        )
    return figures


def report(rows: Sequence[tuple[int, str, Figures]]) -> str:
    head = (
        f"{'seats':>5}  {'size':<22}{'decisions':>10}{'narrowest':>10}{'round':>6}"
        f"{'round ends':>11}{'hidden':>7}{'unseen':>7}{'total cut':>10}{'later':>6}"
        f"{'broken heads':>13}{'turned':>7}  worst hand"
    )
    lines = [head, "-" * len(head)]
    for seats, size, f in rows:
        lines.append(
            f"{seats:>5}  {size:<22}{f.decisions:>10}{f.narrowest:>10.0f}{f.worst_round:>6}"
            f"{f.round_ends:>11}{f.hidden:>7}{f.unseen:>7}{f.total_cut:>10}{f.total_later:>6}"
            f"{f.broken_heads:>13}{f.turned:>7}  {f.worst}"
        )
    boxes = sorted({w for _, _, f in rows for w in f.where})
    if boxes:
        lines.append("inner scroll boxes that hid results: " + ", ".join(boxes))
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench late_hands", description=__doc__)
    parser.add_argument("--seats", type=int, nargs="+", default=[4, 7])
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--tablet-upright", action="store_true", help="measure 768x1024 too")
    parser.add_argument("--site", type=Path, help="a site already built (else built now)")
    parser.add_argument("--shots", type=Path, help="a screenshot of every decision, here")
    args = parser.parse_args(argv)

    import serve
    from playwright.sync_api import sync_playwright

    from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

    site = args.site
    if site is None:
        site = Path(tempfile.mkdtemp())
        serve.build_site(site)
    server = serve.make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    sizes = list(SIZES) + (["tablet 768x1024"] if args.tablet_upright else [])
    rows: list[tuple[int, str, Figures]] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        first = SIZES_ALL[sizes[0]]
        context = browser.new_context(
            viewport={"width": first["width"], "height": first["height"]},
            has_touch=True,
            reduced_motion="reduce",
        )
        context.add_init_script(
            "window.kartentischUnderTest = true;"
            "try { localStorage.setItem('kartentisch.settings', '{\"speed\": \"off\"}');"
            " localStorage.setItem('kartentisch.guide-offered', '1'); } catch (e) {}"
        )
        page = context.new_page()
        page.goto(url)
        page.wait_for_function("() => window.kartentischTest !== undefined", timeout=120_000)
        for seats in args.seats:
            if args.shots is not None:
                args.shots.mkdir(parents=True, exist_ok=True)
            figures = play(page, seats, args.seed, sizes, args.shots)
            rows += [(seats, size, figures[size]) for size in sizes]
            page.evaluate("window.kartentischTest.reset()")
        context.close()
        browser.close()
    server.shutdown()
    print(report(rows))
    return 0
