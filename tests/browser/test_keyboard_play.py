"""Every game played to its end with the keyboard alone: lobby, new-game form, table, end screen.

No click, no test hook that plays: the test moves the focus with Tab / Shift+Tab until the
wanted control has it and presses Enter (the arrow keys change a select's value, Control+A and
typing fill a field). It reads ``kartentischTest.state()`` only to decide what to do, and the
page only to know where the wanted control sits, so it presses Tab or Shift+Tab towards it as a
person who sees the screen would.

The presses per person action are counted (moving the focus and pressing the control) and
must stay few: after a move the focus stays on or near the control used, or goes to the first
control of the new prompt, never back to the top of the page.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
from helpers import state
from test_eselspiel import right_move
from test_zehn_gebote import table_facts

from kartentisch.games.fuenf_kronen import solver
from kartentisch.games.zehn_gebote import hooks

MAX_PRESSES_PER_ACTION = 24
"""The most presses one action may take (a Fünf Kronen card at the far end of a long hand)."""
MAX_MEDIAN_PRESSES = 6
TAB_LIMIT = 80
"""More Tabs than this towards one control: it is not reachable."""

PERSON_OR_DONE_JS = """() => {
  const s = JSON.parse(window.kartentischTest.state());
  return s.over || (s.legal.length > 0 && s.current === s.viewer);
}"""

TOWARDS_JS = """selector => {
  const active = document.activeElement;
  if (active && active !== document.body && active.matches(selector)) {
    const look = getComputedStyle(active);
    return look.outlineStyle !== "none" || look.boxShadow !== "none" ? "here" : "unmarked";
  }
  const shown = el => el.offsetParent !== null || el.getClientRects().length > 0;
  const target = [...document.querySelectorAll(selector)].find(
    el => shown(el) && !el.disabled && !el.closest("[hidden], [inert]"));
  if (!target) return "missing";
  if (!active || active === document.body) return "Tab";
  return target.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING
    ? "Shift+Tab" : "Tab";
}"""
"""Which way to Tab from the focused element to the first shown, enabled match; "unmarked"
when the focused element matches but shows no focus ring."""


@dataclass
class Keyboard:
    """The only way the test acts on the page: key presses, each one counted."""

    page: Any
    presses: int = 0
    per_action: list[int] = field(default_factory=list)

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)
        self.presses += len(text)

    def focus(self, selector: str) -> None:
        """Tab (or Shift+Tab) until the focused element matches ``selector``."""
        woken = False
        for _ in range(TAB_LIMIT):
            way = self.page.evaluate(TOWARDS_JS, selector)
            if way == "here":
                return
            if way == "unmarked" and not woken:
                # The page put the focus here while the browser still counted the last input
                # as a pointer's (an earlier test in the shared page clicked): its ring shows
                # from the first key press, as for anyone who plays by keys.
                self.press("Shift")
                woken = True
                continue
            assert way != "unmarked", f"the focus on {self.focused()} is not visible"
            assert way != "missing", f"no shown, enabled control matches {selector}"
            self.press(way)
        active = self.page.evaluate("document.activeElement && document.activeElement.outerHTML")
        raise AssertionError(f"{TAB_LIMIT} Tabs never reached {selector}; focus: {active[:200]}")

    def activate(self, selector: str) -> None:
        self.focus(selector)
        self.press("Enter")

    def fill(self, selector: str, text: str) -> None:
        self.focus(selector)
        self.press("Control+a")
        self.type(text)

    def focused(self) -> str:
        return str(self.page.evaluate("document.activeElement.outerHTML.slice(0, 160)"))


def wait_person(page: Any) -> dict[str, Any]:
    page.wait_for_function(PERSON_OR_DONE_JS, timeout=30_000)
    return state(page)


def wait_moves_above(page: Any, moves: int) -> None:
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")


def action_button(action: str) -> str:
    return f'#table [data-action="{action}"]'


# ---- what the person does: the steps (controls to press, in order) for one action ------------
Steps = list[str]


def fuenf_kronen_steps(page: Any, legal: list[str]) -> Steps:
    """Go out when possible, else draw from the stock and discard the solver's card (a card
    is picked with Enter and discarded with a second Enter)."""
    if "next round" in legal:
        return [action_button("next round")]
    if any(action.startswith("go out ") for action in legal):
        return ['#table [data-action^="go out "]']  # the card the table offers to go out with
    if "draw stock" in legal:
        return [action_button("draw stock")]
    hand = page.eval_on_selector_all(
        "#table .fk-hand [data-card]", "els => els.map(e => e.dataset.card)"
    )
    wild = int(page.locator("#table .fk-wild-banner").get_attribute("data-wild"))
    card = solver.best_discard(hand, wild).card
    tile = f'#table .fk-hand [data-card="{card}"]'
    return [tile, tile]


def eselspiel_steps(page: Any, legal: list[str]) -> Steps:
    """An attentive player's move (read off the table as in test_eselspiel); the own discard
    pile's top is picked before it is placed."""
    action = right_move(page, wait_person(page))
    if action.startswith("top "):
        return ['#table [data-ui="top"]', action_button(action)]
    return [action_button(action)]


def zehn_steps(page: Any, legal: list[str]) -> Steps:
    """Pass, keep and stop where offered; else the first card face up (picked first), else the
    first choice (who starts)."""
    for plain in ("pass", "keep", "stop"):
        if plain in legal:
            return [action_button(plain)]
    lays = [a for a in legal if a.startswith("lay ") and a.endswith(" open")]
    if lays:
        card = lays[0].split()[1]
        return [f'#table [data-ui="pick {card}"]', action_button(lays[0])]
    return [action_button(legal[0])]


def zehn_gebote_steps(page: Any, legal: list[str]) -> Steps:
    """A task's first choice; else the first card the commandments let through, with the
    calls it needs pressed first; else draw."""
    if "draw" not in legal:
        choices = [a for a in legal if not a.endswith((" none", " done"))] or legal
        return [action_button(choices[0])]
    top, in_force, hand = table_facts(page)
    for card in hand:
        check = hooks.PlayCheck(card, top, 0, len(hand), 2)
        if f"play {card}" in legal and hooks.verdict(in_force, check)[0]:
            calls = [action_button(f"call {call}") for call in hooks.calls_due(in_force, check)]
            return [*calls, action_button(f"play {card}")]
    return [action_button("draw")]


@dataclass(frozen=True)
class Plan:
    game_id: str
    seed: int
    steps: Callable[[Any, list[str]], Steps]
    bot: str
    """The level the one bot plays at (picked with the arrow keys in the form)."""
    options: tuple[tuple[str, str], ...] = ()
    """Number options typed into the form: the shortest game the options allow."""


PLANS = [
    Plan("fuenf-kronen", 11, fuenf_kronen_steps, "easy"),
    Plan("eselspiel", 5, eselspiel_steps, "sleepy", (("round_limit", "1"),)),
    Plan("zehn", 7, zehn_steps, "easy"),
    Plan("zehn-gebote", 3, zehn_gebote_steps, "easy"),
]


# ---- the lobby and the form ------------------------------------------------------------------
def start_by_keyboard(keys: Keyboard, plan: Plan) -> None:
    """New game from the lobby: two seats, the person's name, the bot's level, the options and
    the seed (in the advanced part), then start."""
    page = keys.page
    keys.activate(f'#games [data-lobby="new"][data-game="{plan.game_id}"]')
    page.wait_for_selector("#ng-form")
    assert page.evaluate("document.activeElement.id") == "ng-start", "the form takes the focus"
    keys.focus("#ng-count")
    while page.input_value("#ng-count") != "2":
        keys.press("ArrowUp")
    page.wait_for_selector(".seat-row[data-seat='2'][hidden]", state="attached")
    keys.fill("#ng-seat-0-name", "Ada")
    keys.focus("#ng-seat-1-kind")
    for _ in range(4):
        if page.input_value("#ng-seat-1-kind") == plan.bot:
            break
        keys.press("ArrowUp")
    assert page.input_value("#ng-seat-1-kind") == plan.bot
    for key, value in plan.options:
        keys.fill(f"#ng-opt-{key}", value)
    keys.activate("#ng-advanced summary")
    keys.fill("#ng-seed", str(plan.seed))
    keys.activate("#ng-start")
    page.wait_for_selector("#table-screen:not([hidden])")


def play_to_the_end(keys: Keyboard, plan: Plan) -> int:
    """Every person action by focus and Enter; returns the number of actions."""
    page = keys.page
    for actions in range(1000):
        s = wait_person(page)
        if s["over"]:
            return actions
        assert not s["pass"] and s["viewer"] == 0
        before = keys.presses
        for step in plan.steps(page, s["legal"]):
            keys.activate(step)
        wait_moves_above(page, s["moves"])
        keys.per_action.append(keys.presses - before)
    raise AssertionError(f"{plan.game_id} did not end within 1000 person actions")


def leave_by_keyboard(keys: Keyboard) -> None:
    """The results take the focus when they appear; "show the table" hides them and hands the
    focus to the button that brings them back; the "lobby" button leaves, and the lobby's
    first game button has the focus."""
    page = keys.page
    page.wait_for_selector("#end-screen:not([hidden])")
    page.wait_for_function("document.getElementById('end-screen').contains(document.activeElement)")
    keys.activate('#end-screen [data-host="end-hide"]')
    page.wait_for_selector("#end-screen", state="hidden")
    assert page.evaluate("document.activeElement.id") == "btn-end", keys.focused()
    keys.press("Enter")
    page.wait_for_selector("#end-screen:not([hidden])")
    assert page.evaluate("document.activeElement.id") == "end-again", keys.focused()
    keys.activate("#end-lobby")
    page.wait_for_selector("#lobby:not([hidden])")
    assert page.evaluate("!!document.activeElement.closest('#games')"), keys.focused()


@pytest.mark.parametrize("plan", PLANS, ids=[plan.game_id for plan in PLANS])
def test_a_whole_game_by_keyboard_alone(app: Any, plan: Plan) -> None:
    keys = Keyboard(app)
    began = time.monotonic()
    start_by_keyboard(keys, plan)
    form_presses = keys.presses
    actions = play_to_the_end(keys, plan)
    spent = keys.per_action
    figures = {
        "actions": actions,
        "form_presses": form_presses,
        "median": statistics.median(spent),
        "max": max(spent),
        "seconds": round(time.monotonic() - began, 1),
    }
    print(plan.game_id, figures)
    leave_by_keyboard(keys)
    assert max(spent) <= MAX_PRESSES_PER_ACTION, figures
    assert statistics.median(spent) <= MAX_MEDIAN_PRESSES, figures


def test_a_commandment_text_takes_the_focus_and_gives_it_back(app: Any) -> None:
    """10 Gebote: Enter on a commandment opens its text (a dialog in the table), the focus goes
    into it; Escape closes it and the focus is back on the commandment."""
    keys = Keyboard(app)
    start_by_keyboard(keys, PLANS[-1])
    wait_person(app)
    reader = '#table [data-ui^="read "]'
    keys.activate(reader)
    app.wait_for_selector("#table .zg-reader")
    assert app.evaluate("!!document.activeElement.closest('#table .zg-reader')"), keys.focused()
    keys.press("Escape")
    app.wait_for_selector("#table .zg-reader", state="detached")
    assert app.evaluate(f"document.activeElement.matches('{reader}')"), keys.focused()
