"""Replays in the page, on a phone (by touch) and a tablet (by keyboard).

A game of Zehn is played on CPython up to the person's last move and imported; the page plays
that move and the bots end the game, which keeps it for replays. From the end screen its replay
opens at the end; from the lobby the list shows it. It is stepped back to the start and on to
the end, jumped to a round, seen from another seat and, at the end, with every card open; axe
finds nothing serious on the list or the player, nothing is written to the store meanwhile,
and Back returns to the lobby.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from helpers import press, state
from test_accessibility import SIZES, Scan
from test_statistics import GAME, NAMES

from kartentisch.engine.match import Match
from kartentisch.ui.replays.replay import Replay

KEPT_KEY = f"kartentisch.replays.{GAME}"
DIALOG = "#dlg-replays"


def finish(page: Any, tmp: Path) -> Match:
    """The game imported before the person's last move, that move played: the whole game."""
    whole = late_games.finish(page, GAME, NAMES, 7, tmp)
    assert state(page)["moves"] == len(whole.log)
    return whole


def position(page: Any) -> int:
    return int(page.locator(f"{DIALOG} .replay-table").get_attribute("data-position"))


def step(page: Any, command: str, key: str, touch: bool) -> None:
    """A tap on the step button on the phone; the key on the tablet (focus in the dialog)."""
    before = page.locator(f"{DIALOG} .replay-table").get_attribute("data-position")
    if touch:
        page.locator(f'{DIALOG} [data-host="{command}"]').tap()
    else:
        page.keyboard.press(key)
    if command in ("replay-back", "replay-forward", "replay-start", "replay-end"):
        page.wait_for_function(
            "b => document.querySelector('#dlg-replays .replay-table').dataset.position !== b",
            arg=before,
        )


def storage(page: Any) -> dict[str, str]:
    return dict(page.evaluate("() => Object.assign({}, localStorage)"))


@pytest.mark.parametrize("size", list(SIZES))
def test_a_finished_game_replayed(
    size: str, app: Any, touch_page: Any, tmp_path: Path, shot: Any
) -> None:
    touch = size == "phone"
    page = touch_page(SIZES[size]) if touch else app
    page.set_viewport_size(SIZES[size])
    match = finish(page, tmp_path)
    replay = Replay(match)
    kept = json.loads(storage(page)[KEPT_KEY])
    assert [len(g["save"]["actions"]) for g in kept["games"]] == [len(match.log)]

    # from the end screen: the replay of this game, at its end
    shot(page, f"end-screen-{size}")
    end_replay = page.locator("#end-replay")
    box = end_replay.bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= SIZES[size]["width"]
    press(page, "#end-replay", touch)
    page.wait_for_selector(f"{DIALOG}[open] .replay-table")
    assert position(page) == replay.length
    page.go_back()
    page.wait_for_selector(f"{DIALOG}:not([open])", state="attached")
    assert state(page)["over"], "Back closed the replay: the finished table is still there"

    # from the lobby: the list, then the game
    press(page, "#end-lobby", touch)
    page.wait_for_selector("#lobby:not([hidden])")
    press(page, '#lobby [data-host="replays"]', touch)
    page.wait_for_selector(f"{DIALOG}[open] .replay-entry")
    entries = page.locator(f'{DIALOG} section[data-game="{GAME}"] .replay-entry')
    assert entries.count() == 1 and "Anna" in entries.first.inner_text()
    list_scan = Scan(page, f"replays-list-{size}")
    list_scan("replay list")
    assert not list_scan.blocking(), "\n".join(list_scan.blocking())
    stored_before = storage(page)
    press(page, f"{DIALOG} .replay-entry button", touch)
    page.wait_for_selector(f"{DIALOG} .replay-table")
    assert position(page) == replay.length
    assert page.locator(f"{DIALOG} #replay-seat").input_value() == "0", "Anna's eyes"
    enabled = page.locator(f"{DIALOG} .replay-table button:not([disabled])")
    assert enabled.count() == 0, "read-only: nothing on the table can be pressed"

    # step back to the start and on to the end
    step(page, "replay-back", "ArrowLeft", touch)
    assert position(page) == replay.length - 1
    assert page.locator(f'{DIALOG} #replay-seat option[value="open"]').is_disabled()
    step(page, "replay-start", "Home", touch)
    assert position(page) == 0
    assert "Zug 0 von" in page.locator("#replay-status").inner_text()
    for expected in (1, 2):
        step(page, "replay-forward", "ArrowRight", touch)
        assert position(page) == expected
    step(page, "replay-end", "End", touch)
    assert position(page) == replay.length

    # jump to a round
    third = next(s for s in replay.rounds if s.number == 3)
    page.locator(f"{DIALOG} #replay-round").select_option("3")
    page.wait_for_function(
        "p => document.querySelector('#dlg-replays .replay-table').dataset.position == p",
        arg=str(third.position),
    )
    assert "Runde 3" in page.locator("#replay-status").inner_text()

    # another seat's eyes: Bert's hand is on the table, the table says whose eyes
    page.locator(f"{DIALOG} #replay-seat").select_option("1")
    page.wait_for_selector(f'{DIALOG} .replay-table[data-viewer="1"]')
    table = page.locator(f"{DIALOG} .replay-table")
    assert "Bert" in (table.get_attribute("aria-label") or "")
    assert position(page) == third.position

    # at the end, every card open
    if not touch:
        page.locator(f'{DIALOG} [data-host="replay-back"]').focus()
    step(page, "replay-end", "End", touch)
    page.locator(f"{DIALOG} #replay-seat").select_option("open")
    page.wait_for_selector(f'{DIALOG} .replay-table[data-viewer="open"]')
    opened = page.locator(f"{DIALOG} .replay-open")
    assert opened.is_visible()
    text = opened.inner_text()
    for name in NAMES:
        assert f"Hand von {name}" in text
    assert "Nachziehstapel" in text
    shot(page, f"replay-{size}")
    scan = Scan(page, f"replays-{size}")
    scan("replay, every card open")
    assert not scan.blocking(), "\n".join(scan.blocking())

    # back one move: the open cards go, the seat picked before comes back
    if not touch:
        page.locator(f'{DIALOG} [data-host="replay-start"]').focus()
    step(page, "replay-back", "ArrowLeft", touch)
    page.wait_for_selector(f'{DIALOG} .replay-table[data-viewer="1"]')
    assert page.locator(f"{DIALOG} .replay-open").count() == 0

    assert storage(page) == stored_before, "a replay writes nothing"
    page.go_back()
    page.wait_for_selector(f"{DIALOG}:not([open])", state="attached")
    assert page.locator("#lobby").is_visible()
    assert state(page)["screen"] == "lobby"


def test_unreadable_kept_games_are_set_aside_with_a_message(app: Any) -> None:
    keys = {
        KEPT_KEY: '{"format":"kartentisch-replays","version":1,"games":[',
        "kartentisch.stats": "left alone",
        "someone.else": "untouched",
    }
    app.evaluate(
        "keys => { for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v) }", keys
    )
    app.locator('#lobby [data-host="replays"]').click()
    app.wait_for_selector(f"{DIALOG}[open]")
    assert "beiseitegelegt" in app.locator(f"{DIALOG} [role=alert]").inner_text()
    assert app.locator(f"{DIALOG} .replay-empty").is_visible()
    found = storage(app)
    assert found[f"kartentisch.replays-backup.{GAME}"] == keys[KEPT_KEY]
    assert KEPT_KEY not in found
    assert found["kartentisch.stats"] == "left alone" and found["someone.else"] == "untouched"
