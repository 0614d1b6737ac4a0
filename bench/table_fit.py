"""How the table fits the screen: covered controls, a moving hand, small text, empty space.

``python3 -m bench table_fit`` plays the first decision points of every game (one person, two
bots; Fünf Kronen also with seven seats on the phone) at four screen sizes and prints, per size
and game, the figures the layout is held to:

- ``covered``: enabled controls whose centre lies under another element (a tap would miss;
  a card of a hand whose cards overlap counts as covered when neither its middle nor its
  upper part nor its left strip, the parts a finger aims at, is in view);
- ``hand move``: the most the own hand's top edge moved between two points of one turn (px);
- ``small text``: the smallest visible text on the table screen (px), and how many points had
  text under 12 px;
- ``empty``: the largest share of the viewport left empty below the table;
- ``card``: the narrowest hand card with at most 7 cards in hand, against
  min(16% of the viewport's shorter side, 110 px).

The browser test ``tests/browser/test_table_fit.py`` walks the same points (and late states)
with the same measurement (``MEASURE_JS``) and the same limits (``faults``).
"""

from __future__ import annotations

import argparse
import json
import tempfile
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

SIZES = {
    "phone": {"width": 390, "height": 844},
    "phone-landscape": {"width": 844, "height": 390},
    "tablet": {"width": 768, "height": 1024},
    "tablet-landscape": {"width": 1024, "height": 768},
}
GAME_IDS = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")

MOST_HAND_MOVE = 24.0
"""px the own hand's top edge may move between two decision points of one turn."""
SMALLEST_TEXT = 12.0
"""px: no visible text on the table screen is smaller."""
MOST_EMPTY_BELOW = 0.15
"""Share of the viewport that may stay empty below the table."""
FEW_CARDS = 7
"""Up to this many cards in hand, every hand card is at least ``card_target`` wide."""


def card_target(width: int, height: int) -> float:
    """The narrowest a hand card of up to ``FEW_CARDS`` cards may be: readable at arm's length."""
    return min(0.16 * min(width, height), 110.0)


MEASURE_JS = """() => {
  const vw = window.innerWidth, vh = window.innerHeight;
  const screen = document.getElementById('table-screen');
  const table = document.getElementById('table');
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
    && !e.closest('[hidden]');
  const zoomOf = e => { let z = 1;
    for (let a = e; a; a = a.parentElement) z *= parseFloat(getComputedStyle(a).zoom || '1') || 1;
    return z; };
  const name = e => { const r = e.getBoundingClientRect();
    const what = e.dataset.action || e.dataset.ui || e.dataset.host || e.id
      || (typeof e.className === 'string' ? e.className : e.tagName);
    return `${e.tagName.toLowerCase()}[${what}] at ${Math.round(r.left)},${Math.round(r.top)}`; };
  // enabled controls whose centre another element covers
  const controls = [...table.querySelectorAll(
      'button, [data-action], [data-ui], input, select, a[href]')]
    .filter(e => !e.disabled && shown(e));
  const covered = [];
  const hits = (e, x, y) => { const top = document.elementFromPoint(x, y);
    return !top || e.contains(top) || top.contains(e); };
  for (const e of controls) {
    const r = e.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    if (x < 0 || y < 0 || x >= vw || y >= vh) continue;  // out of reach: another test's matter
    if (hits(e, x, y)) continue;
    // a card of a hand whose cards overlap (rows laid over each other, a fan) shows a part of
    // itself, not always its middle: a finger aims at that part (the upper part, the left strip)
    if (e.matches('[data-hand]:is([data-stack], [data-fan]) > .card')) {
      const aims = [[.5, .1], [.5, .25], [.5, .75], [.12, .25], [.12, .5]];
      if (aims.some(([ax, ay]) => hits(e, r.left + ax * r.width, r.top + ay * r.height))) continue;
    }
    covered.push(`${name(e)} under ${name(document.elementFromPoint(x, y))}`);
  }
  // the smallest visible text (a text node's own element, with the zoom drawn at)
  let smallest = 1e9, smallestAt = '';
  const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (!n.textContent.trim()) continue;
    const e = n.parentElement;
    if (!e || !shown(e)) continue;
    const r = e.getBoundingClientRect();
    if (r.width * r.height < 4 || r.bottom < 0 || r.top > vh) continue;  // screen-reader text
    const px = parseFloat(getComputedStyle(e).fontSize) * zoomOf(e);
    if (px < smallest) {
      smallest = px;
      smallestAt = `"${n.textContent.trim().slice(0, 20)}" in ${name(e)}`;
    }
  }
  // the lowest thing drawn on the table
  let lowest = table.getBoundingClientRect().top;
  for (const e of table.querySelectorAll('*')) {
    if (!shown(e)) continue;
    const own = [...e.childNodes].some(c => c.nodeType === 3 && c.textContent.trim());
    if (!own && !e.matches('.card, button, svg, input, select, img')) continue;
    lowest = Math.max(lowest, e.getBoundingClientRect().bottom);
  }
  const emptyBelow = Math.max(0, vh - Math.min(lowest, vh)) / vh;
  // the own hand: its top edge (a lifted, chosen card does not count) and its cards' widths
  const hand = [...table.querySelectorAll('[data-hand]')].find(shown) || null;
  let handTop = null, handCards = 0, narrowest = null;
  if (hand) {
    const cards = [...hand.querySelectorAll('.card')].filter(shown);
    handCards = cards.length;
    const resting = cards.filter(c => !c.classList.contains('selected'));
    handTop = resting.length ? Math.min(...resting.map(c => c.getBoundingClientRect().top))
      : hand.getBoundingClientRect().top;
    if (cards.length) narrowest = Math.min(...cards.map(c => c.getBoundingClientRect().width));
  }
  return {width: vw, height: vh, covered, smallest: smallest === 1e9 ? null : smallest,
          smallestAt, emptyBelow, handTop, handCards, narrowest,
          fit: table.dataset.fit || '1'};
}"""


def measure(page: Any) -> dict[str, Any]:
    """The figures of the screen as it is now."""
    found: dict[str, Any] = page.evaluate(MEASURE_JS)
    return found


def faults(found: dict[str, Any], hand_before: float | None) -> list[str]:
    """What is wrong with one decision point; ``hand_before`` is the hand's top at the previous
    point of the same turn (``None`` at a turn's first point)."""
    wrong = [f"covered: {c}" for c in found["covered"][:4]]
    if found["smallest"] is not None and found["smallest"] < SMALLEST_TEXT - 0.05:
        wrong.append(f"text of {found['smallest']:.1f} px: {found['smallestAt']}")
    if found["emptyBelow"] > MOST_EMPTY_BELOW:
        wrong.append(f"{found['emptyBelow']:.0%} of the screen empty below the table")
    if hand_before is not None and found["handTop"] is not None:
        moved = abs(found["handTop"] - hand_before)
        if moved > MOST_HAND_MOVE:
            wrong.append(f"the hand moved {moved:.0f} px within a turn")
    target = card_target(found["width"], found["height"])
    narrowest = found["narrowest"]
    if narrowest is not None and 0 < found["handCards"] <= FEW_CARDS and narrowest < target - 0.5:
        wrong.append(f"hand cards {narrowest:.0f} px wide, fewer than {target:.0f}")
    return wrong


@dataclass
class Tally:
    """The figures of every point of one game at one size."""

    points: int = 0
    covered: int = 0
    most_hand_move: float = 0.0
    smallest_text: float = 1e9
    small_text_points: int = 0
    most_empty: float = 0.0
    narrowest_card: float | None = None
    card_short_points: int = 0
    faults: list[str] = field(default_factory=list)

    def add(self, where: str, found: dict[str, Any], hand_before: float | None) -> None:
        self.points += 1
        wrong = faults(found, hand_before)
        self.faults += [f"{where}: {w}" for w in wrong]
        self.covered += bool(found["covered"])
        if hand_before is not None and found["handTop"] is not None:
            self.most_hand_move = max(self.most_hand_move, abs(found["handTop"] - hand_before))
        if found["smallest"] is not None:
            self.smallest_text = min(self.smallest_text, found["smallest"])
            self.small_text_points += found["smallest"] < SMALLEST_TEXT - 0.05
        self.most_empty = max(self.most_empty, found["emptyBelow"])
        if found["narrowest"] is not None and 0 < found["handCards"] <= FEW_CARDS:
            was, now = self.narrowest_card, found["narrowest"]
            self.narrowest_card = now if was is None else min(was, now)
            target = card_target(found["width"], found["height"])
            self.card_short_points += found["narrowest"] < target - 0.5


def state(page: Any) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(page.evaluate("window.kartentischTest.state()"))
    return found


def wait_for_person(page: Any) -> dict[str, Any]:
    page.wait_for_function(
        "() => { const s = JSON.parse(window.kartentischTest.state());"
        " return s.game === null || s.over || s.pass || s.legal.length > 0; }",
        timeout=60_000,
    )
    page.wait_for_timeout(40)  # the paint after the last bot move settles
    return state(page)


def act(page: Any, action: str) -> None:
    before = state(page)["moves"]
    page.evaluate("a => window.kartentischTest.act(a)", action)
    page.wait_for_function(f"JSON.parse(window.kartentischTest.state()).moves > {before}")


PICK_JS = """() => {
  const hand = document.querySelector('#table [data-hand]');
  const card = hand && [...hand.querySelectorAll('[data-ui]:not([disabled])')]
    .find(c => !c.classList.contains('selected'));
  if (!card) return false;
  card.click();
  return true;
}"""


Choose = Callable[[dict[str, Any]], str]


def walk(
    page: Any,
    tally: Tally,
    where: str,
    points: int,
    choose: Choose,
    shot: Callable[[int], None] | None = None,
) -> None:
    """``points`` of the person's decision points from the state the page shows: each is
    measured, then (where the hand has a card to choose) once more with a card chosen, as a
    player would before playing it; ``choose`` picks the move. A point follows the one before
    in the same turn when no other seat moved in between."""
    hand_before: float | None = None
    last_moves = -10
    for point in range(points):
        now = wait_for_person(page)
        if now["over"] or now["game"] is None or now["pass"]:
            break
        if now["moves"] != last_moves + 1:
            hand_before = None  # others moved: a new turn
        found = measure(page)
        tally.add(f"{where} point {point + 1}", found, hand_before)
        hand_before = found["handTop"] if found["handTop"] is not None else hand_before
        if shot is not None:
            shot(point)
        if page.evaluate(PICK_JS):
            page.wait_for_timeout(40)
            found = measure(page)
            tally.add(f"{where} point {point + 1}, a card chosen", found, hand_before)
        last_moves = now["moves"]
        act(page, choose(now))


def first_legal(now: dict[str, Any]) -> str:
    legal: list[str] = sorted(now["legal"])
    return legal[0]


NAMES = ("Ada", "Mira", "Otto", "Clara", "Jonas", "Paula", "Ben")
"""The person first, then bots."""


def bot_level(game_id: str) -> str:
    from kartentisch import catalogue

    return catalogue.get(game_id).info.bot_levels[1]


def start(page: Any, game_id: str, seats: int, seed: int) -> None:
    level = bot_level(game_id)
    chosen = [[name, None if i == 0 else level] for i, name in enumerate(NAMES[:seats])]
    page.evaluate(
        "([g, s, seed]) => window.kartentischTest.start(g, s, seed)",
        [game_id, json.dumps(chosen), seed],
    )


def cases() -> list[tuple[str, str, int]]:
    """(size, game, seats): every game at every size with three seats, and Fünf Kronen's
    seven seats on the phone."""
    found = [(size, game, 3) for size in SIZES for game in GAME_IDS]
    return [*found, ("phone", "fuenf-kronen", 7)]


def report(rows: Sequence[tuple[str, str, int, Tally]]) -> str:
    head = (
        f"{'size':<17}{'game':<14}{'seats':>5}{'points':>7}{'covered':>8}{'hand move':>10}"
        f"{'small text':>11}{'<12px':>6}{'empty':>7}{'card':>6}{'target':>7}{'short':>6}"
    )
    lines = [head, "-" * len(head)]
    for size, game, seats, t in rows:
        w, h = SIZES[size]["width"], SIZES[size]["height"]
        card = "-" if t.narrowest_card is None else f"{t.narrowest_card:.0f}"
        smallest = "-" if t.smallest_text == 1e9 else f"{t.smallest_text:.1f}"
        lines.append(
            f"{size:<17}{game:<14}{seats:>5}{t.points:>7}{t.covered:>8}{t.most_hand_move:>10.0f}"
            f"{smallest:>11}{t.small_text_points:>6}{t.most_empty:>7.0%}{card:>6}"
            f"{card_target(w, h):>7.0f}{t.card_short_points:>6}"
        )
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench table_fit", description=__doc__)
    parser.add_argument("--points", type=int, default=8, help="decision points per game")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--faults", action="store_true", help="list every fault found")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)

    import serve
    from playwright.sync_api import sync_playwright

    from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

    site = Path(tempfile.mkdtemp())
    serve.build_site(site)
    server = serve.make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    rows: list[tuple[str, str, int, Tally]] = []
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        for size in SIZES:
            width, height = SIZES[size]["width"], SIZES[size]["height"]
            context = browser.new_context(
                viewport={"width": width, "height": height}, has_touch=True
            )
            context.add_init_script("window.kartentischUnderTest = true;")
            page = context.new_page()
            page.goto(url)
            page.wait_for_function("() => window.kartentischTest !== undefined", timeout=120_000)
            for case_size, game, seats in cases():
                if case_size != size:
                    continue
                tally = Tally()
                start(page, game, seats, args.seed)
                walk(page, tally, f"{size} {game} {seats}", args.points, first_legal)
                page.evaluate("window.kartentischTest.reset()")
                rows.append((size, game, seats, tally))
            context.close()
        browser.close()
    server.shutdown()
    print(report(rows))
    if args.faults:
        for _, _, _, t in rows:
            for fault in t.faults:
                print(fault)
    if args.json:
        figures = [
            {"size": s, "game": g, "seats": n, **{k: v for k, v in vars(t).items()}}
            for s, g, n, t in rows
        ]
        args.json.write_text(json.dumps(figures, indent=1))
    return 0
