"""Statistics in the page, on a phone (by touch) and a tablet (by keyboard).

A game of Zehn is played on CPython up to the person's last move and imported; the person's
move is played in the page and the bots end the game. Then: counted once (also after a reload
of the finished table), the statistics dialog from the lobby with the entry and two labelled
charts, no axe violation, still there after a reload, and export → reset → import → Back.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from harness import wait_ready
from helpers import press, state
from test_accessibility import SIZES, Scan, stored_statistics

from kartentisch.engine.match import Match

GAME = "zehn"
NAMES = ["Anna", "Bert", "Cleo"]
STATS_KEY = "kartentisch.stats"


def stored(page: Any) -> dict[str, Any] | None:
    text = page.evaluate(f"localStorage.getItem({json.dumps(STATS_KEY)})")
    return None if text is None else dict(json.loads(text))


def open_stats(page: Any, touch: bool) -> Any:
    press(page, '#lobby [data-host="stats"]', touch)
    dialog = page.locator("#dlg-stats")
    page.wait_for_selector("#dlg-stats[open]")
    return dialog


def finish_a_game(page: Any, tmp: Path) -> Match:
    """The game imported before its end (which clears the store), three earlier games kept in
    the statistics, then the person's last move and the bots' to the end."""

    def earlier_games() -> None:
        earlier = stored_statistics(GAME, NAMES, [None, "medium", "medium"])
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [STATS_KEY, earlier])

    return late_games.finish(page, GAME, NAMES, 7, tmp, after_load=earlier_games)


@pytest.mark.parametrize("size", list(SIZES))
def test_statistics_of_a_finished_game(
    size: str, app: Any, touch_page: Any, tmp_path: Path, shot: Any
) -> None:
    touch = size == "phone"
    page = touch_page(SIZES[size]) if touch else app
    page.set_viewport_size(SIZES[size])
    assert stored(page) is None
    match = finish_a_game(page, tmp_path)
    after_end = stored(page)
    assert after_end is not None and len(after_end["records"]) == 4, "the game counted once"
    record = after_end["records"][-1]
    assert record["game"] == GAME
    seats = [seat[:2] for seat in record["seats"]]
    assert seats == [["Anna", None], ["Bert", "medium"], ["Cleo", "medium"]]

    # the finished table comes back on a reload: it is not counted again
    page.reload()
    wait_ready(page)
    assert state(page)["over"]
    assert stored(page) == after_end

    press(page, "#end-lobby", touch)
    page.wait_for_selector("#lobby:not([hidden])")
    shot(page, f"lobby-{size}")
    clipped = page.evaluate(
        """() => [...document.querySelectorAll('.lobby-tools .btn')]
          .filter(b => b.scrollWidth > b.clientWidth + 1).map(b => b.textContent)"""
    )
    assert clipped == [], "the lobby's tools, the statistics among them, show their whole words"
    dialog = open_stats(page, touch)
    section = dialog.locator(f'section[data-game="{GAME}"]')
    assert section.is_visible()
    first_row = section.locator(".stats-table tbody tr").first
    assert "Anna" in first_row.inner_text()
    for name in ("Spiele und Siege", "Punkte in den letzten 4 Spielen"):
        chart = dialog.get_by_role("img", name=name)
        assert chart.count() == 1
        chart.scroll_into_view_if_needed()
        box = chart.bounding_box()
        assert box is not None and 200 <= box["width"] <= SIZES[size]["width"]
    totals = section.locator(".stats-table tbody tr").first.locator("td")
    assert totals.all_inner_texts()[:3] == ["4", "3", "17"], (
        "Anna: 4 games, 3 won, ⌀ 17 (penalty points and chips: the seed's count)"
    )
    assert "Computer: Mittel" in section.inner_text()
    shot(page, f"statistics-{size}")
    scan = Scan(page, f"statistics-{size}")
    scan("statistics")
    assert not scan.blocking(), "\n".join(scan.blocking())

    page.reload()
    wait_ready(page)
    dialog = open_stats(page, touch)
    assert dialog.locator(f'section[data-game="{GAME}"] .stats-table').is_visible()

    with page.expect_download() as download_info:
        press(page, '#dlg-stats [data-host="stats-export"]', touch)
    exported = tmp_path / "records.json"
    download_info.value.save_as(exported)
    records = json.loads(exported.read_text())
    assert records["format"] == "kartentisch-records" and records["stats"] == stored(page)
    kept = records["replays"][GAME]["games"]
    assert [len(g["save"]["actions"]) for g in kept] == [len(match.log)], "the kept game too"

    press(page, '#dlg-stats [data-host="stats-reset"]', touch)
    page.locator("#msg-confirm").wait_for(state="visible")
    press(page, "#msg-confirm", touch)
    page.locator("#dlg-stats .stats-empty").wait_for()
    assert stored(page) is None
    assert page.locator("#dlg-stats[open]").count() == 1

    page.set_input_files("#import-file", str(exported))
    dialog.locator(f'section[data-game="{GAME}"]').wait_for()
    assert stored(page) == records["stats"]
    # loaded again: merged, each game counted once
    page.set_input_files("#import-file", str(exported))
    page.locator("#toasts .toast", has_text="0 neue Spiele").wait_for()
    assert stored(page) == records["stats"]

    page.go_back()
    page.wait_for_selector("#dlg-stats:not([open])", state="attached")
    assert page.locator("#lobby").is_visible()
    assert state(page)["screen"] == "lobby"


def test_unreadable_statistics_are_set_aside_with_a_message(app: Any) -> None:
    keys = {
        STATS_KEY: '{"format":"kartentisch-stats","version":1,"records":[',
        "kartentisch.settings": json.dumps({"speed": "off", "lang": "de"}),
        "someone.else": "untouched",
    }
    app.evaluate(
        "keys => { for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v) }", keys
    )
    dialog = open_stats(app, touch=False)
    assert "beiseitegelegt" in dialog.locator("[role=alert]").inner_text()
    assert dialog.locator(".stats-empty").is_visible()
    found = app.evaluate("() => Object.assign({}, localStorage)")
    assert found["kartentisch.stats.backup"] == keys[STATS_KEY]
    assert STATS_KEY not in found
    assert found["someone.else"] == "untouched"
    assert json.loads(found["kartentisch.settings"]) == {"speed": "off", "lang": "de"}
