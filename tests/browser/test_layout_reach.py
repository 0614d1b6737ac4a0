"""Every game on a phone held upright, a phone on its side and a tablet: at each of the
person's decision points every enabled control of the table is on screen as the app leaves the
scroll, no message lies over a control, a card or a name, and exactly one element asks
(``data-prompt``): two questions at once leave the person guessing which step moves the game
on.

One page plays all four games at each size (the viewport is changed, not the page): the first
decision points of a game with one person and two bots, then late states loaded from saves
made here on CPython (Fünf Kronen's round 11 with 13–14 cards in hand; the largest seat count
of every game). The person's moves are sent through ``kartentischTest.act``, the path a click
takes, so the run stays short. Every name is 20 characters long: a name must wrap or shrink,
never end in "…". A screenshot of the screen as the person sees it is kept per game and size.

The count of decision points with a control out of reach is printed per size and written to
``test-artifacts/layout-reach-<size>.json``.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import late_games
import pytest
from harness import ARTIFACTS
from helpers import state, wait_for_person

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

SIZES = {
    "portrait": {"width": 390, "height": 844},
    "landscape": {"width": 844, "height": 390},
    "tablet": {"width": 1024, "height": 768},
}
MOST_SEATS = {g.info.id: g.info.max_players for g in catalogue.all_games()}
LONG_NAMES = [
    "Alexandra Friedrichs",
    "Bernhard Oberhollenz",
    "Christiane Vogelsang",
    "Dominik Hasselbacher",
    "Evelyn Rosenkranzler",
    "Friedemann Wolkenbug",
    "Gundula Sonnenschein",
    "Hieronymus Bergkamps",
]
FIRST_POINTS = 4
"""Decision points checked from the start of each game (then the late states)."""

LAYOUT_JS = """() => {
  const vw = window.innerWidth, vh = window.innerHeight;
  const visible = e => e.getClientRects().length > 0
    && getComputedStyle(e).visibility !== 'hidden';
  const box = e => { const r = e.getBoundingClientRect();
    return {l: r.left, t: r.top, r: r.right, b: r.bottom}; };
  const describe = e => {
    const what = e.dataset.action || e.dataset.ui || e.dataset.host || e.id || e.className;
    const r = box(e);
    return `${e.tagName.toLowerCase()}[${what}] at x=${Math.round(r.l)}..${Math.round(r.r)}`
      + ` y=${Math.round(r.t)}..${Math.round(r.b)}`;
  };
  const controlSel = '#table button, #table [data-action], #table [data-ui], #table input,'
    + ' #table select, #end-screen button';
  const controls = [...document.querySelectorAll(controlSel)]
    .filter(e => !e.disabled && visible(e) && !e.closest('[hidden]'));
  const outOfReach = [];
  for (const e of controls) {
    let r = box(e);
    let inside = r.l >= -1 && r.t >= -1 && r.r <= vw + 1 && r.b <= vh + 1;
    // inside every box that clips it: a control in an inner scroll area is out of reach too
    for (let a = e.parentElement; inside && a && a !== document.body; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      const c = box(a);
      inside = r.l >= c.l - 1 && r.t >= c.t - 1 && r.r <= c.r + 1 && r.b <= c.b + 1;
    }
    if (inside) {
      // not under the header
      const bar = document.querySelector('#table-screen .table-bar');
      if (bar && !e.closest('.table-bar') && r.t < box(bar).b - 1 && !e.closest('#end-screen'))
        inside = false;
    }
    if (!inside) outOfReach.push(describe(e));
  }
  const overlap = (a, b) => a.l < b.r - 1 && b.l < a.r - 1 && a.t < b.b - 1 && b.t < a.b - 1;
  // the strip's own opener lies under every message in the strip: a tap on a message there
  // opens it in full, so a message over it covers nothing
  const guarded = [...document.querySelectorAll(
      controlSel + ', #table .card, #table [class*="name"], .table-bar button, #caption')]
    .filter(e => visible(e) && !e.matches('.strip-open'));
  const covered = [];
  for (const toast of document.querySelectorAll('#toasts .toast')) {
    const t = box(toast);
    for (const e of guarded) if (overlap(t, box(e)))
      covered.push(`toast "${toast.textContent.slice(0, 40)}" over ${describe(e)}`);
  }
  const cut = [...document.querySelectorAll('#table [class*="name"], #caption')]
    .filter(e => visible(e) && e.scrollWidth > e.clientWidth + 1)
    .map(e => `name cut: "${e.textContent.slice(0, 30)}"`);
  // the elements that ask the person to act now: one at a decision point, never two
  const prompts = [...document.querySelectorAll('[data-prompt]')]
    .filter(e => visible(e) && !e.closest('[hidden]'))
    .map(e => `prompt ${describe(e)}: "${e.textContent.trim().slice(0, 40)}"`);
  const scroll = document.scrollingElement;
  return {outOfReach, covered, cut, prompts,
          pageScrolls: scroll.scrollHeight > scroll.clientHeight + 1
            || scroll.scrollWidth > scroll.clientWidth + 1};
}"""


def seats_of(count: int, game_id: str) -> list[PlayerSpec]:
    return late_games.seats(LONG_NAMES[:count], game_id)


def late_match(game_id: str, count: int, seed: int, until: Callable[[Match], bool]) -> Match:
    """A late state to load, at a person's turn that ``until`` accepts."""
    match = late_games.played(game_id, LONG_NAMES[:count], seed, until)
    assert not match.is_over(), f"{game_id}: the game ended before the state wanted"
    return match


LATE: dict[str, list[tuple[int, int, Callable[[], Callable[[Match], bool]]]]] = {
    # (seats, seed, condition): Fünf Kronen's last round has 13 cards, 14 after a draw
    "fuenf-kronen": [
        (3, 2, lambda: late_games.kronen_round(11)),
        (8, 3, lambda: late_games.kronen_round(11)),
        (8, 4, lambda: late_games.asked("next round")),
    ],
    "eselspiel": [
        (3, 2, lambda: late_games.after_person_turns(30)),
        (8, 2, lambda: late_games.after_person_turns(6)),
    ],
    "zehn": [
        (3, 2, lambda: late_games.after_person_turns(12)),
        (7, 3, lambda: late_games.after_person_turns(4)),
        (7, 1, lambda: late_games.asked("start ")),
    ],
    "zehn-gebote": [
        (3, 2, lambda: late_games.after_person_turns(25)),
        (8, 3, lambda: late_games.after_person_turns(4)),
    ],
}


class Tally:
    """Decision points checked and those with a fault, with what the fault was."""

    def __init__(self, size: str) -> None:
        self.size = size
        self.points = 0
        self.out_of_reach: list[str] = []
        self.covered: list[str] = []
        self.cut: list[str] = []
        self.prompts: list[str] = []

    def check(self, page: Any, where: str) -> None:
        found = page.evaluate(LAYOUT_JS)
        self.points += 1
        if found["outOfReach"]:
            self.out_of_reach.append(f"{where}: {found['outOfReach'][:4]}")
        if found["covered"]:
            self.covered.append(f"{where}: {found['covered'][:3]}")
        if found["cut"]:
            self.cut.append(f"{where}: {found['cut'][:3]}")
        if len(found["prompts"]) != 1:
            self.prompts.append(f"{where}: {len(found['prompts'])} prompts {found['prompts']}")

    def write(self) -> dict[str, Any]:
        figures = {
            "size": self.size,
            "decision_points": self.points,
            "out_of_reach": len(self.out_of_reach),
            "toast_over_game": len(self.covered),
            "name_cut": len(self.cut),
            "not_one_prompt": len(self.prompts),
            "details": self.out_of_reach + self.covered + self.cut + self.prompts,
        }
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / f"layout-reach-{self.size}.json").write_text(json.dumps(figures, indent=1))
        return figures


def keep_shot(page: Any, name: str) -> None:
    """The screen as the person sees it (no full-page shot: what lies below is out of reach)."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"layout-{name}.png"))


def wait_person(page: Any) -> dict[str, Any]:
    found = wait_for_person(page)
    page.wait_for_timeout(30)  # let the paint after the last bot move settle
    return found


def act(page: Any, action: str) -> None:
    before = state(page)["moves"]
    page.evaluate("a => window.kartentischTest.act(a)", action)
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {before}")


def play_first_points(page: Any, game_id: str, size: str, tally: Tally) -> None:
    page.evaluate(
        "([g, s, seed]) => window.kartentischTest.start(g, s, seed)",
        [game_id, json.dumps([p.to_json() for p in seats_of(3, game_id)]), 7],
    )
    rng = random.Random(game_id)
    for point in range(FIRST_POINTS):
        found = wait_person(page)
        if found["over"]:
            break
        tally.check(page, f"{game_id} 3 seats, point {point + 1}")
        if point == 1:
            keep_shot(page, f"{size}-{game_id}-start")
        act(page, rng.choice(sorted(found["legal"])))


@pytest.mark.parametrize("size", list(SIZES))
def test_every_control_in_reach_and_no_message_over_the_game(
    app: Any, size: str, tmp_path: Path
) -> None:
    app.set_viewport_size(SIZES[size])
    tally = Tally(size)
    for game_id in late_games.BOTS:
        play_first_points(app, game_id, size, tally)
        for count, seed, condition in LATE[game_id]:
            late_games.load(app, late_match(game_id, count, seed, condition()), tmp_path)
            for point in range(2):
                found = wait_person(app)
                if found["over"]:
                    break
                tally.check(app, f"{game_id} {count} seats, late point {point + 1}")
                if point == 0:
                    keep_shot(app, f"{size}-{game_id}-{count}-late")
                act(app, sorted(found["legal"])[0])
        app.evaluate("window.kartentischTest.reset()")
    figures = tally.write()
    print(
        f"\n{size}: {figures['out_of_reach']} of {figures['decision_points']} decision points"
        f" with a control out of reach, {figures['toast_over_game']} with a message over the"
        f" game, {figures['name_cut']} with a name cut, {figures['not_one_prompt']} without"
        " exactly one prompt"
    )
    assert not tally.out_of_reach, "\n".join(tally.out_of_reach)
    assert not tally.covered, "\n".join(tally.covered)
    assert not tally.cut, "\n".join(tally.cut)
    assert not tally.prompts, "\n".join(tally.prompts)
