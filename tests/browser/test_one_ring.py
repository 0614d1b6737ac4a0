"""One ring, the first thing to press, and nothing laid over the table.

At each of the first decisions of a game of each of the four games (one person, two bots) the
hint is asked and followed as a learner would: exactly one element wears the ring, and
pressing it either plays the hinted move or rings the next step (the own pile before the
middle pile, the seat whose card to bid on before the bid). At each decision, at five
screen sizes, no button's text overflows it, no notice is cut, and no panel of the strip
(coach, recap, notice) lies over an enabled control or the own hand, and no seat, line,
pile or prompt of the table lies over another. ``test_guide.py``
follows the coach's ring through the guided games the same way.
"""

from __future__ import annotations

import json
from typing import Any

import late_games
import pytest
from helpers import state, wait_for_person

GAMES = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")
DECISIONS = 5
"""Decisions followed a game (each with its steps)."""
SIZES = [(390, 844), (360, 740), (844, 390), (1024, 768), (768, 1024)]
STEPS = 6
"""Presses a move may take at most (choose a card, the amount, the bid)."""

FAULTS_JS = """() => {
  const vw = window.innerWidth, vh = window.innerHeight;
  const shown = e => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'
    && !e.closest('[hidden]');
  const name = e => { const r = e.getBoundingClientRect();
    const what = e.dataset.action || e.dataset.ui || e.dataset.host || e.id
      || (typeof e.className === 'string' ? e.className : e.tagName);
    return `${e.tagName.toLowerCase()}[${what}] "${e.textContent.trim().slice(0, 30)}"`
      + ` at ${Math.round(r.left)},${Math.round(r.top)}`; };
  const faults = [];
  const screen = document.getElementById('table-screen');
  for (const b of screen.querySelectorAll('button')) {
    if (!shown(b) || b.classList.contains('card') || b.classList.contains('strip-open')) continue;
    if (b.scrollWidth > b.clientWidth + 1) faults.push(`text overflows ${name(b)}`);
  }
  for (const t of screen.querySelectorAll('.toast')) {
    if (!shown(t)) continue;
    const r = t.getBoundingClientRect();
    if (t.scrollHeight > t.clientHeight + 1 || t.scrollWidth > t.clientWidth + 1
        || r.top < 0 || r.bottom > vh + 1 || r.left < 0 || r.right > vw + 1)
      faults.push(`notice cut: ${name(t)}`);
  }
  const panels = [...screen.querySelectorAll('.table-strip .strip-body, .toast')].filter(shown);
  const table = document.getElementById('table');
  const wanted = [...table.querySelectorAll(
      'button, [data-action], [data-ui], [data-hand] .card')]
    .filter(e => !e.disabled && shown(e));
  for (const e of wanted) {
    const r = e.getBoundingClientRect();
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
    const top = document.elementFromPoint(x, y);
    const over = top && panels.find(p => p.contains(top));
    if (over) faults.push(`${name(e)} under ${name(over)}`);
  }
  // the table's parts lie side by side: no seat, line, pile or prompt over another
  const parts = [...table.querySelectorAll(
      '.es-seat, .es-info, .es-mid-slot, .es-stage > *, .zg-status, .zg-controls > *')]
    .filter(shown);
  parts.forEach((a, i) => parts.slice(i + 1).forEach(b => {
    if (a.contains(b) || b.contains(a)) return;
    const p = a.getBoundingClientRect(), q = b.getBoundingClientRect();
    const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
    const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
    if (across > 1 && down > 1) faults.push(`${name(a)} overlaps ${name(b)}`);
  }));
  return faults;
}"""

RINGED_JS = """(attribute) => [...document.querySelectorAll(`#table [${attribute}]`)].map(e => {
  const r = e.getBoundingClientRect(), cs = getComputedStyle(e);
  // how far the ring reaches out of the element: its outline, or the spread of its halo
  const spreads = cs.boxShadow.split(/,(?![^(]*\\))/).filter(s => !s.includes('inset'))
    .map(s => parseFloat((s.match(/-?[\\d.]+px/g) || [])[3] || '0'));
  const reach = Math.max(0, parseFloat(cs.outlineOffset) + parseFloat(cs.outlineWidth),
    ...spreads);
  return {action: e.dataset.action || '', ui: e.dataset.ui || '', leads: e.dataset.leads || '',
    text: e.textContent.trim().slice(0, 40),
    // the whole ring on the screen (a hand card at the bottom edge wears it inside)
    whole: r.left - reach > -1 && r.top - reach > -1 && r.right + reach < innerWidth + 1
      && r.bottom + reach < innerHeight + 1};
})"""


def faults_at_every_size(page: Any, where: str) -> list[str]:
    found = []
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(60)  # the table is fitted again in the next frame
        found += [f"{where} {width}x{height}: {f}" for f in page.evaluate(FAULTS_JS)]
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    return found


def cut_rings(page: Any, where: str) -> list[str]:
    """The hint's ring at every size: a ring the screen's edge cuts (a hand card at the
    bottom of a tablet) is a fault."""
    found = []
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_timeout(60)  # the table is fitted again in the next frame
        found += [
            f"{where} {width}x{height}: the ring of {ring} is cut by the screen edge"
            for ring in page.evaluate(RINGED_JS, "data-hinted")
            if not ring["whole"]
        ]
    page.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    page.wait_for_timeout(60)
    return found


def follow_the_ring(page: Any, attribute: str, wanted: str, where: str) -> None:
    """Press the one ringed element until the move ``wanted`` is played."""
    moves = state(page)["moves"]
    for step in range(STEPS):
        ringed = page.evaluate(RINGED_JS, attribute)
        assert len(ringed) == 1, f"{where} step {step}: one ring for {wanted!r}, got {ringed}"
        ring = ringed[0]
        assert ring["whole"], f"{where} step {step}: the ring of {ring} is cut by the screen edge"
        if ring["action"]:
            assert ring["action"] == wanted, f"{where}: the ring plays {ring}, not {wanted!r}"
        else:
            assert wanted in ring["leads"].split("|") or ring["ui"].startswith("pick"), (
                f"{where}: the ring {ring} does not lead to {wanted!r}"
            )
        page.locator(f"#table [{attribute}]").click(timeout=10_000)
        page.wait_for_function(
            "([m, a]) => JSON.parse(window.kartentischTest.state()).moves > m"
            " || document.querySelector(`#table [${a}]`) !== null",
            arg=[moves, attribute],
        )
        if state(page)["moves"] > moves:
            return
    raise AssertionError(f"{where}: {STEPS} presses on the ring did not play {wanted!r}")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_hint_rings_the_first_thing_to_press(app: Any, game_id: str) -> None:
    app.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    level = "normal" if game_id == "eselspiel" else "easy"
    seats = [
        {"name": "Ada", "bot": None},
        {"name": "Bo", "bot": level},
        {"name": "Cy", "bot": level},
    ]
    app.evaluate("([g, s]) => window.kartentischTest.start(g, s, 11)", [game_id, json.dumps(seats)])
    faults: list[str] = []
    for decision in range(DECISIONS):
        found = wait_for_person(app)
        if found["over"]:
            break
        where = f"{game_id} decision {decision + 1}"
        faults += faults_at_every_size(app, where)
        app.locator("#btn-hint").click()
        app.wait_for_function("JSON.parse(window.kartentischTest.state()).hint_action !== ''")
        faults += cut_rings(app, where)
        wanted = state(app)["hint_action"]
        follow_the_ring(app, "data-hinted", wanted, where)
    assert not faults, "\n".join(faults)


def test_a_notice_is_never_cut(app: Any) -> None:
    """A long notice in the strip shows whole at every size (the strip grows for it)."""
    seats = [{"name": "Ada", "bot": None}, {"name": "Bo", "bot": "easy"}]
    app.evaluate("([g, s]) => window.kartentischTest.start(g, s, 3)", ["zehn", json.dumps(seats)])
    wait_for_person(app)
    long = "Zug zurückgenommen: " + "Runde 4: 6er sind wild, Könige und Joker auch. " * 3
    app.evaluate("t => window.kartentischTest.toast(t)", long)
    app.wait_for_selector("#table-screen .toast")
    faults = faults_at_every_size(app, "a long notice")
    assert not faults, "\n".join(faults)


def test_late_rounds_keep_every_text_inside_its_button(app: Any, tmp_path: Any) -> None:
    """Fünf Kronen's last round (the longest wild label, "Könige und Joker") and laying out by
    hand ("Automatisch auslegen"): no button's text overflows it, at every size."""
    match = late_games.played("fuenf-kronen", ("Ada", "Bo", "Cy"), 3, late_games.kronen_round(11))
    late_games.load(app, match, tmp_path)
    wait_for_person(app)
    faults = faults_at_every_size(app, "round 11")
    arrange = app.locator('#table [data-ui="arrange"]')
    if arrange.count():
        arrange.first.click()
        faults += faults_at_every_size(app, "round 11, laying out by hand")
    assert not faults, "\n".join(faults)


@pytest.mark.parametrize(
    ("game_id", "turns", "wanted", "first"),
    [
        # "Biete 1 auf die 3 von Cy": only Cy's bid button, then the bid
        ("zehn", 15, "bid 1 on 2", "target 2"),
        # "Deine 4 passt auf … in Mitte 4": the own pile first, then Mitte 4
        ("eselspiel", 44, "top middle 4", "top"),
    ],
)
def test_the_named_pile_or_card_is_ringed_first(
    app: Any, tmp_path: Any, game_id: str, turns: int, wanted: str, first: str
) -> None:
    app.set_viewport_size({"width": SIZES[0][0], "height": SIZES[0][1]})
    match = late_games.played(game_id, ("Ada", "Bo", "Cy"), 3, late_games.after_person_turns(turns))
    late_games.load(app, match, tmp_path)
    wait_for_person(app)
    app.locator("#btn-hint").click()
    app.wait_for_function("JSON.parse(window.kartentischTest.state()).hint_action !== ''")
    assert state(app)["hint_action"] == wanted
    ringed = app.evaluate(RINGED_JS, "data-hinted")
    assert [r["ui"] for r in ringed] == [first], ringed
    follow_the_ring(app, "data-hinted", wanted, game_id)
    if game_id == "eselspiel":
        numbers = app.locator("#table .es-mid-no").all_inner_texts()
        assert numbers[:4] == ["Mitte 1", "Mitte 2", "Mitte 3", "Mitte 4"], numbers


MARKS_JS = """() => {
  const table = document.getElementById('table');
  const make = (cls, attr) => { const e = document.createElement('span');
    e.className = cls; if (attr) e.setAttribute(attr, ''); table.append(e); return e; };
  // the first colour's red, green and blue (its opacity aside)
  const first = text => ((text.match(/rgba?\\(([^)]*)\\)/) || ['', ''])[1].split(',')
    .slice(0, 3).map(n => n.trim()).join(','));
  const marks = {fit: make('card face highlight'), wild: make('card face fk-card fk-wild'),
    chosen: make('card face selected'),
    hint: make('card face', 'data-hinted'), coach: make('card face', 'data-coach-target'),
    counts: make('fk-leftover')};
  const badge = document.createElement('span');
  badge.className = 'fk-rest-points'; marks.counts.append(badge);
  const kept = getComputedStyle(marks.counts);
  const found = {fit: first(getComputedStyle(marks.fit).boxShadow),
    wild: first(getComputedStyle(marks.wild).borderTopColor),
    chosen: first(getComputedStyle(marks.chosen).boxShadow),
    hint: first(getComputedStyle(marks.hint).outlineColor),
    coach: first(getComputedStyle(marks.coach).outlineColor),
    counts: first(kept.borderBottomColor)};
  // the kept cards' mark is a solid bar and a badge of one red, never a ring or a dashed frame
  const shape = {outline: kept.outlineStyle, bar: kept.borderBottomStyle,
    sides: [kept.borderTopStyle, kept.borderLeftStyle, kept.borderRightStyle].join(','),
    badge: first(getComputedStyle(badge).backgroundColor)};
  Object.values(marks).forEach(e => e.remove());
  return {found, shape};
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_assists_glow_has_a_colour_of_its_own(app: Any, scheme: str) -> None:
    """Each colour one meaning: the assist's glow on a legal target, the gold of a wild card,
    the ring of a chosen card, the hint's orange, the coach's white and the red of the cards
    that count against a seat at a round's end are six colours; the last is a solid bar with
    a badge of the same red, no ring (a dashed red frame once looked like the hint's ring)."""
    app.emulate_media(color_scheme=scheme)
    try:
        marks = app.evaluate(MARKS_JS)
    finally:
        app.emulate_media(color_scheme="light")
    colours, shape = marks["found"], marks["shape"]
    assert all(colours.values()), colours
    assert len(set(colours.values())) == len(colours), colours
    assert shape == {
        "outline": "none",
        "bar": "solid",
        "sides": "none,none,none",
        "badge": colours["counts"],
    }, shape
