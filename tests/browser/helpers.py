"""Helpers for end-to-end tests: start a game through the lobby like a player, read state.

``start_game`` fills the real new-game form (seat count, names, person or bot level, the
seed in "advanced"); the other helpers read ``window.kartentischTest.state()`` so a test can
wait for its turn and play by clicking ``[data-action]`` elements on the table.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

Seat = tuple[str, str | None]
"""(name, bot level) — ``None`` for a person."""

STATE_JS = "JSON.parse(window.kartentischTest.state())"
HUMAN_OR_DONE_JS = """() => {
  const s = JSON.parse(window.kartentischTest.state());
  return s.game === null || s.over || s.pass || s.legal.length > 0;
}"""


def start_game(
    page: Any,
    game_id: str,
    seats: Sequence[Seat],
    seed: int | None = None,
    options: Mapping[str, Any] | None = None,
    confirm_pass: bool = True,
) -> None:
    """Start ``game_id`` from the lobby; returns when the table (or pass screen) shows.

    ``options`` maps option keys to values (bool for checkboxes). With ``confirm_pass`` the
    first pass-the-device screen (two or more people) is confirmed, so the table is visible.
    """
    page.locator(f'#games [data-lobby="new"][data-game="{game_id}"]').click()
    form = page.locator("#ng-form")
    form.wait_for(state="visible")
    page.select_option("#ng-count", str(len(seats)))
    for i, (name, bot) in enumerate(seats):
        page.fill(f"#ng-seat-{i}-name", name)
        page.select_option(f"#ng-seat-{i}-kind", bot or "human")
    for key, value in (options or {}).items():
        field = page.locator(f"#ng-opt-{key}")
        if isinstance(value, bool):
            field.set_checked(value)
        else:
            field.fill(str(value))
    if seed is not None:
        if not page.evaluate("document.getElementById('ng-advanced').open"):
            page.locator("#ng-advanced summary").click()
        page.fill("#ng-seed", str(seed))
    page.locator("#ng-start").click()
    confirm_replace(page)
    page.wait_for_selector("#table-screen:not([hidden])")
    if confirm_pass and state(page)["pass"]:
        pass_device(page)


ASKED_OR_STARTED_JS = """() => !document.getElementById("table-screen").hidden
  || !!document.querySelector('#dlg-message[open] [data-host="new-replace"]')"""


def confirm_replace(page: Any) -> bool:
    """After "Start": when the game has a saved one, the question whether the new game may
    replace it is answered with yes. Returns whether it was asked."""
    page.wait_for_function(ASKED_OR_STARTED_JS)
    confirm = page.locator('#dlg-message[open] [data-host="new-replace"]')
    if confirm.count() == 0:
        return False
    confirm.click()
    return True


def press(page: Any, selector: str, touch: bool) -> None:
    """A tap on the phone; on the tablet the focus goes there and Enter presses it."""
    control = page.locator(selector).first
    if touch:
        control.tap()
    else:
        control.focus()
        page.keyboard.press("Enter")


def state(page: Any) -> dict[str, Any]:
    """{game, current, viewer, pass, legal, over, moves, screen} of the table host."""
    result: dict[str, Any] = json.loads(page.evaluate("window.kartentischTest.state()"))
    return result


def pass_device(page: Any) -> None:
    """Confirm the pass-the-device screen ("I am NAME")."""
    page.locator("#pass-confirm").click()
    page.wait_for_selector("#pass-screen", state="hidden")


def wait_for_person(page: Any, timeout_ms: int = 30_000) -> dict[str, Any]:
    """Wait until a person may act, a pass screen shows, or the game is over."""
    page.wait_for_function(HUMAN_OR_DONE_JS, timeout=timeout_ms)
    return state(page)


def play(page: Any, action: str) -> None:
    """Click the table element that plays ``action``."""
    page.locator(f'#table [data-action="{action}"]').first.click()


def no_horizontal_scroll(page: Any) -> bool:
    return bool(
        page.evaluate(
            "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
        )
    )


def wait_dialog_entry_gone(page: Any) -> None:
    """A closed dialog steps back over its history entry, and the browser does that a moment
    later: a reload before then is cut off by that step (net::ERR_ABORTED)."""
    page.wait_for_function("!String(history.state || '').startsWith('kt-dialog')")
