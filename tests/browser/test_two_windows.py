"""Two windows of the app on one store (two tabs, or the installed app beside a tab): a
window that fell behind follows the other before it takes input, and no move is lost."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from harness import wait_ready
from helpers import state

SAVE_KEY = "kartentisch.save.fuenf-kronen"
SEATS = json.dumps([["Ada", None], ["Bot", "easy"]])


def saved_actions(page: Any) -> list[list[Any]]:
    text = page.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})")
    actions: list[list[Any]] = json.loads(text)["actions"]
    return actions


def person_moves_until(page: Any, moves: int) -> None:
    """Ada takes her first legal action whenever it is her turn, until ``moves`` is reached."""
    while True:
        page.wait_for_function(
            "() => { const s = JSON.parse(kartentischTest.state());"
            " return s.over || s.legal.length > 0 }"
        )
        now = state(page)
        if now["moves"] >= moves or now["over"]:
            return
        if not now["legal"]:
            continue  # a bot moved between the two reads
        page.evaluate("a => kartentischTest.act(a)", now["legal"][0])
        page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {now['moves']}")


def click_a_legal_action(page: Any) -> None:
    """Tap the stock (Ada discards by the test hook until it is her turn to draw)."""
    while True:
        page.wait_for_function("JSON.parse(kartentischTest.state()).legal.length > 0")
        legal = state(page)["legal"]
        if "draw stock" in legal:
            break
        page.evaluate("a => kartentischTest.act(a)", legal[0])
    for action in legal:
        target = page.locator(f'#table [data-action="{action}"]')
        if target.count():
            target.first.click()
            return
    raise AssertionError(f"no clickable legal action among {legal}")


@pytest.fixture
def second_window(app: Any) -> Iterator[Callable[[], Any]]:
    """``second_window()``: another window of the shared page's profile, opened on its address
    and booted; closed after the test, so the shared page is alone again."""
    opened: list[Any] = []

    def open_one() -> Any:
        second = app.context.new_page()
        opened.append(second)
        second.goto(app.url)
        wait_ready(second)
        return second

    yield open_one
    for page in opened:
        page.close()


def test_a_window_that_fell_behind_loses_no_move(app: Any, second_window: Any) -> None:
    tab_a = app
    tab_a.evaluate(f"kartentischTest.start('fuenf-kronen', {json.dumps(SEATS)}, 5)")
    person_moves_until(tab_a, 9)
    tab_b = second_window()
    assert state(tab_b)["moves"] == state(tab_a)["moves"], "B resumes the stored game"
    person_moves_until(tab_a, 26)
    played_in_a = saved_actions(tab_a)
    assert len(played_in_a) >= 26
    click_a_legal_action(tab_b)
    tab_b.wait_for_function(
        f"JSON.parse(kartentischTest.state()).moves > {len(played_in_a)}", timeout=10_000
    )
    tab_a.reload()
    wait_ready(tab_a)
    final = saved_actions(tab_a)
    assert final[: len(played_in_a)] == played_in_a, "every move of window A is kept"
    assert len(final) > len(played_in_a), "and window B's move came after them"
    assert state(tab_a)["moves"] == len(final)


def test_input_in_a_window_that_missed_the_news_follows_first(app: Any) -> None:
    """The browser tells other windows of a write, never the writer: a save put in place by
    this window's own script stands for a notice that has not arrived yet."""
    tab = app
    tab.evaluate(f"kartentischTest.start('fuenf-kronen', {json.dumps(SEATS)}, 8)")
    person_moves_until(tab, 4)
    behind = tab.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})")
    person_moves_until(tab, 12)
    ahead = tab.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})")
    tab.evaluate(f"kartentischTest.start('fuenf-kronen', {json.dumps(SEATS)}, 8)")
    person_moves_until(tab, 4)
    assert tab.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") == behind
    tab.evaluate(f"t => localStorage.setItem({json.dumps(SAVE_KEY)}, t)", ahead)
    kept = json.loads(ahead)["actions"]
    click_a_legal_action(tab)
    # The tap is not played on the old table: the window shows the newer game first.
    tab.wait_for_function(f"JSON.parse(kartentischTest.state()).moves >= {len(kept)}")
    assert "anderen Fenster" in tab.locator("#toasts").inner_text()
    assert tab.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})") == ahead
    person_moves_until(tab, len(kept) + 2)
    assert saved_actions(tab)[: len(kept)] == kept


def test_a_new_game_in_one_window_shows_in_the_other(app: Any, second_window: Any) -> None:
    tab_a = app
    tab_a.evaluate(f"kartentischTest.start('fuenf-kronen', {json.dumps(SEATS)}, 5)")
    person_moves_until(tab_a, 6)
    tab_b = second_window()
    other = json.dumps([["Cleo", None], ["Bot", "hard"]])
    tab_b.evaluate(f"kartentischTest.start('fuenf-kronen', {json.dumps(other)}, 77)")
    tab_a.wait_for_function(
        "document.querySelector('#table').textContent.includes('Cleo')", timeout=10_000
    )
    click_a_legal_action(tab_a)
    tab_a.wait_for_timeout(300)
    players = json.loads(tab_a.evaluate(f"localStorage.getItem({json.dumps(SAVE_KEY)})"))
    assert [p["name"] for p in players["players"]] == ["Cleo", "Bot"]
