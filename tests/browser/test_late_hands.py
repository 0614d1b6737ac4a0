"""Fünf Kronen to its last rounds on a phone and a tablet: hands that stay tappable, results
that fit.

Late states are played on CPython and imported (``late_games``); each is then measured at the
five sizes in turn with the benchmark's own measurement (``bench.late_hands``):

- the own hand in round 11 (four seats) and round 10 (seven seats): every card shows at least
  44 px of its width where a tap lands on it, the hand is sized for the most cards of the round
  (the same size on the bots' turns and the person's), and a tap on the visible part of each
  card chooses that card;
- a round's end (four and seven seats), the score sheet opened during a round and the end
  screen: no result row lies clipped in a scroll box of its own, the total row is brought on
  screen by the page's own scroll, and on a tablet every row is on screen at once (seven
  seats' too);
- the replay of a whole game on a phone: its table as tall as the table screen's, not a small
  box that scrolls, with a readable hand and a score-sheet button whose text fits it; where the
  replay stands (its step counter) is one line, never cut, at every size;
- the score sheet's column heads (``HEADS_JS``): no name broken inside a word ("Clar|a") or
  running out of its column, at a round's end with four and seven seats and in the sheet
  opened during a round with two to seven seats (short, long and two-word names; de, en, nl);
- the wild rank's label: shown once on an upright phone (in the own row, above the hand), and
  its words still there for a screen reader.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import late_games
import pytest
from bench.late_hands import GOAL_PX, HAND_JS, HEADS_JS, RESULTS_JS, settle
from harness import ARTIFACTS, RESET_SCRIPT
from helpers import wait_for_person

from kartentisch.engine.match import Match

NAMES = ["Ada", "Mira", "Otto", "Clara", "Jonas", "Paula", "Ben"]
SIZES = {
    "phone-small": {"width": 360, "height": 740},
    "phone": {"width": 390, "height": 844},
    "phone-side": {"width": 844, "height": 390},
    "tablet-side": {"width": 1024, "height": 768},
    "tablet": {"width": 768, "height": 1024},
}
TABLETS = ("tablet-side", "tablet")
PHONES_UPRIGHT = ("phone-small", "phone")


def round_end(last: int) -> late_games.Until:
    """The person's turn that deals round ``last + 1``: round ``last``'s summary shows."""
    return lambda m: m.view(0)["round"] >= last and "next round" in m.legal(0)


def at_every_size(page: Any, js: str, arg: Any = None) -> dict[str, Any]:
    found = {}
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        settle(page)
        found[size] = page.evaluate(js) if arg is None else page.evaluate(js, arg)
    return found


def shot(page: Any, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"late-{name}.png"))


TAP_JS = """() => {
  // the middle of the widest visible part of each card not chosen yet, at its upper third
  const hand = document.querySelector('#table [data-hand]');
  const out = [];
  for (const card of hand.querySelectorAll(':scope > .card:not(.selected)')) {
    const r = card.getBoundingClientRect();
    const y = r.top + r.height * .3;
    let run = 0, best = 0, end = 0;
    for (let x = Math.ceil(r.left); x < r.right; x++) {
      const top = document.elementFromPoint(x, y);
      run = top && top.closest('.card') === card ? run + 1 : 0;
      if (run > best) { best = run; end = x; }
    }
    if (best) out.push({ui: card.dataset.ui, x: end - best / 2, y});
  }
  return out;
}"""


WILD_JS = """() => {
  // the wild rank's label: where it is drawn on screen, and every text that names it
  const labels = [...document.querySelectorAll('#table .fk-wild-banner, #table .fk-wild-badge')];
  const drawn = e => { const r = e.getBoundingClientRect();
    return r.width > 2 && r.height > 2 && getComputedStyle(e).visibility !== 'hidden'
      && getComputedStyle(e).clipPath === 'none' && !e.closest('[hidden]'); };
  return {shown: labels.filter(drawn).map(e => e.classList.contains('fk-wild-badge')
            ? 'fk-wild-badge' : 'fk-wild-banner'),
          read: labels.filter(e => getComputedStyle(e).display !== 'none'
            && !e.closest('[aria-hidden="true"]')).map(e => e.textContent.trim())};
}"""
"""The wild label's copies drawn on screen (banner, badge) and the texts a screen reader
reaches (not display: none)."""


def heads_keep_their_words(found: dict[str, Any], where: str) -> None:
    for size, heads in found.items():
        assert heads["heads"] > 1, (where, size, heads)
        assert heads["broken"] == [], (where, size, heads)


def taps_choose_the_card_seen(page: Any) -> None:
    """Tap each card once on its visible part: the card tapped is the one chosen."""
    cards = page.locator("#table [data-hand] > .card").count()
    chosen: set[str] = set()
    for _ in range(20):
        aims = [a for a in page.evaluate(TAP_JS) if a["ui"] not in chosen]
        if not aims:
            break
        aim = aims[0]
        page.mouse.click(aim["x"], aim["y"])
        page.wait_for_function(
            'ui => document.querySelector(`#table [data-ui="${ui}"]`)'
            "?.classList.contains('selected')",
            arg=aim["ui"],
            timeout=10_000,
        )
        chosen.add(aim["ui"])
    assert len(chosen) == cards >= 12, chosen


@pytest.mark.parametrize(("seats", "rounds"), [(4, 11), (7, 10)])
def test_a_late_hand_stays_tappable_at_every_size(
    app: Any, tmp_path: Path, seats: int, rounds: int
) -> None:
    match = late_games.played("fuenf-kronen", NAMES[:seats], 5, late_games.kronen_round(rounds))
    assert not match.is_over()
    late_games.load(app, match, tmp_path)
    wait_for_person(app)
    found = at_every_size(app, HAND_JS)
    wild = at_every_size(app, WILD_JS)
    for size, label in wild.items():
        # the words for a screen reader: the label's text is in the page, shown or not
        assert label["read"] and all(text == label["read"][0] for text in label["read"])
        if size in PHONES_UPRIGHT:
            assert label["shown"] == ["fk-wild-badge"], (size, label)
        else:
            assert "fk-wild-badge" in label["shown"], (size, label)
    most = rounds + 3  # the deal and a card drawn
    short = {s: f for s, f in found.items() if f["narrowest"] < GOAL_PX}
    assert not short, f"hand cards under {GOAL_PX} px where a finger lands: {short}"
    assert all(f["n"] == most for f in found.values()), found
    for size, viewport in SIZES.items():
        if size.startswith("phone"):
            app.set_viewport_size(viewport)
            settle(app)
            shot(app, f"hand-{seats}-{size}")
    app.set_viewport_size(SIZES["phone-small"])
    settle(app)
    taps_choose_the_card_seen(app)
    app.evaluate("window.kartentischTest.reset()")


STEP_COUNTER_JS = """() => {
  const p = document.getElementById('replay-status');
  const shown = [...p.children].filter(e => e.getClientRects().length > 0
    && getComputedStyle(e).clipPath === 'none');
  const line = parseFloat(getComputedStyle(p).lineHeight) || 1.2 * parseFloat(
    getComputedStyle(p).fontSize);
  return {text: shown.map(e => e.textContent).join(' '),
          lines: Math.round(p.getBoundingClientRect().height / line),
          cut: p.scrollWidth > p.clientWidth + 1};
}"""
"""The replay's step counter: its visible text, how many lines it takes, whether it is cut."""


AT_ONCE = {4: TABLETS, 7: TABLETS}
"""The sizes where a round's end shows every row at once, by seats."""


def no_hidden_results(
    found: dict[str, Any], where: str, all_at_once: tuple[str, ...] = TABLETS
) -> None:
    """No row clipped in a box of its own, the total row never cut; on an upright phone the
    total row on screen at once; at the sizes ``all_at_once`` (the tablets) every row on
    screen at once."""
    for size, f in found.items():
        assert f["rows"] > 0, (where, size)
        assert f["hidden"] == 0, (where, size, f)
        assert not f["totalCut"], (where, size, f)
        if size in ("phone", "phone-small"):
            assert f["totalAtOnce"] is not False, (where, size, f)
        if size in all_at_once:
            assert f["unseen"] == 0, (where, size, f)


@pytest.mark.parametrize("seats", [4, 7])
def test_a_round_end_shows_every_result(app: Any, tmp_path: Path, seats: int) -> None:
    late_games.load(
        app, late_games.played("fuenf-kronen", NAMES[:seats], 5, round_end(10)), tmp_path
    )
    wait_for_person(app)
    # every seat's row and the total on a tablet's screen at once, seven seats too
    found = at_every_size(app, RESULTS_JS)
    no_hidden_results(found, f"round 10's end, {seats} seats", all_at_once=AT_ONCE[seats])
    heads = at_every_size(app, HEADS_JS)
    heads_keep_their_words(heads, f"round 10's end, {seats} seats")
    if seats == 7:
        # seven names do not fit an upright phone's width: they turn there, only there
        assert all(heads[size]["turned"] == (size in PHONES_UPRIGHT) for size in SIZES), heads
    app.set_viewport_size(SIZES["phone"])
    settle(app)
    shot(app, f"round-end-{seats}-phone")
    app.evaluate("window.kartentischTest.reset()")


SHEET_NAMES = [
    "Annemarie",
    "Jonas",
    "Wolkenkuckucksheimer",
    "Anna Lena",
    "Maximilian",
    "Paula",
    "Mira",
]
"""Short, long, with a space: a seat count's first names."""


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6, 7])
def test_the_score_sheet_heads_keep_their_words(app: Any, tmp_path: Path, seats: int) -> None:
    """The sheet opened in round 2 with ``seats`` seats, in the three languages in turn: no
    name head broken inside a word or out of its column, at every size."""
    lang = ("de", "en", "nl")[seats % 3]
    match = late_games.played("fuenf-kronen", SHEET_NAMES[:seats], 5, late_games.kronen_round(2))
    late_games.load(app, match, tmp_path, lang)
    wait_for_person(app)
    app.locator('#table [data-ui="scores"]').first.click()
    app.wait_for_selector("#table .fk-table > .fk-scoreboard-wrap")
    heads = at_every_size(app, HEADS_JS)
    heads_keep_their_words(heads, f"the score sheet, {seats} seats, {lang}")
    # the sheet lies over the own row: the wild rank shows in the header then, on an upright
    # phone too (a phone on its side has no room for it in its header's cell)
    for size, label in at_every_size(app, WILD_JS).items():
        assert ("fk-wild-banner" in label["shown"]) == (size != "phone-side"), (size, label)
    app.set_viewport_size(SIZES["phone-small"])
    settle(app)
    shot(app, f"sheet-{seats}-{lang}-phone-small")
    app.evaluate(RESET_SCRIPT)


def test_the_score_sheet_end_screen_and_replay_fit(app: Any, tmp_path: Path) -> None:
    during = late_games.played("fuenf-kronen", NAMES[:4], 5, late_games.kronen_round(9))
    late_games.load(app, during, tmp_path)
    wait_for_person(app)
    app.locator('#table [data-ui="scores"]').first.click()
    app.wait_for_selector("#table .fk-table > .fk-scoreboard-wrap")
    no_hidden_results(at_every_size(app, RESULTS_JS), "the score sheet in round 9")

    whole: Match = late_games.played("fuenf-kronen", NAMES[:4], 5, late_games.never)
    late_games.load(app, whole, tmp_path)
    app.wait_for_selector("#end-screen:not([hidden])", timeout=60_000)
    no_hidden_results(at_every_size(app, RESULTS_JS), "the end screen")

    app.set_viewport_size(SIZES["phone"])
    app.locator("#end-replay").click()
    app.wait_for_selector("#dlg-replays[open] .replay-table")
    rounds = app.eval_on_selector_all("#replay-round option", "os => os.map(o => o.value)")
    app.select_option("#replay-round", rounds[9])
    app.wait_for_function(
        "() => document.querySelector('#dlg-replays .fk-table')?.dataset.round === '10'"
    )
    for size in ("phone-small", "phone"):
        app.set_viewport_size(SIZES[size])
        settle(app)
        box = app.evaluate(
            """() => { const t = document.querySelector('#dlg-replays .replay-table');
              const b = t.querySelector('.fk-scores-btn');
              return {height: t.clientHeight, scrolls: t.scrollHeight > t.clientHeight + 1,
                      screen: window.innerHeight,
                      button: b.scrollWidth <= b.clientWidth + 1}; }"""
        )
        assert not box["scrolls"], (size, box)
        assert box["height"] >= 0.75 * box["screen"], (size, box)
        assert box["button"], f"the score sheet's button text overflows it ({size})"
        app.evaluate(
            "() => document.querySelector('#dlg-replays [data-hand]')"
            ".scrollIntoView({block: 'center'})"
        )
        hand = app.evaluate(HAND_JS, "#dlg-replays .replay-table")
        assert hand is not None and hand["narrowest"] >= GOAL_PX, (size, hand)
    shot(app, "replay-phone")
    # where the replay stands, at its end (its longest words): one line at every size
    app.locator('#dlg-replays [data-host="replay-end"]').click()
    app.wait_for_function(
        "() => document.querySelector('#dlg-replays [data-host=\"replay-end\"]').disabled"
    )
    for size, line in at_every_size(app, STEP_COUNTER_JS).items():
        assert line["text"] and line["lines"] == 1 and not line["cut"], (size, line)
    app.keyboard.press("Escape")
    app.evaluate("window.kartentischTest.reset()")
