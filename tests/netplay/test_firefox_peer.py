"""One device Firefox ESR, one Chromium: a whole game of Zehn over the connection.

The host is Chromium (Ada), the guest Firefox (Ben, over WebDriver BiDi: ``firefox_driver.mjs``),
inside the test's network namespace. Firefox offers only mDNS ``.local`` names in its answer;
its connection checks reach the host's plain address. Both devices make moves; halfway Ben's
page goes away (the tab left for another page), the host invites the seat again and Firefox
rejoins it with the token it kept (the same seat, the same hand); then the game is played to
its end, which both screens show alike. Every table message Firefox received is its seat's
view, replayed from the host's save.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser" / "engines"))

from bench.engine_drivers import FirefoxPage
from engine_checks import require
from engine_site import WATCH_SCRIPT, problems
from netplay_table import RECORD, Table, check_messages, end_rows, one_move, state

from kartentisch.link import offer_code

PLAYERS = [{"name": "Ada"}, {"name": "Ben", "remote": True}]
SEED = 8
GAME = "zehn"
WAIT_S = 300.0
"""A first visit in Firefox boots plainly; on a busy 2-core machine that took minutes."""

ANSWER_JS = "document.querySelector('[data-answer-code]')?.textContent.trim() || null"
AT_TABLE_JS = "JSON.parse(window.kartentischTest.state()).screen === 'table'"
READY_JS = "document.documentElement.dataset.ready === '1' || !!document.querySelector('.py-error')"
END_ROWS_JS = """(() => {
  const rows = document.querySelectorAll('#end-screen:not([hidden]) .results tbody tr');
  return rows.length ? [...rows].map((row) => row.innerText) : null;
})()"""


class FirefoxDevice:
    """Ben's Firefox where the helpers of ``test_play_together`` expect a page: they only
    ``evaluate`` (an expression, or a function and its argument)."""

    def __init__(self, page: FirefoxPage) -> None:
        self.page = page

    def evaluate(self, expression: str, arg: Any = None) -> Any:
        if arg is None:
            return self.page.run(expression)
        return self.page.run(f"({expression})({json.dumps(arg)})")

    def open(self, link: str) -> None:
        self.page.goto(link)
        self.page.wait(READY_JS, WAIT_S)
        assert self.page.run("document.documentElement.dataset.ready") == "1", self.page.run(
            "document.body.innerText.slice(-1500)"
        )


@pytest.fixture
def firefox() -> Iterator[FirefoxPage]:
    require(FirefoxPage)
    page = FirefoxPage(preload=WATCH_SCRIPT + f"\n({RECORD})();")
    try:
        yield page
    finally:
        page.close()


def join(table: Table, seat: int, link: str, ben: FirefoxDevice) -> str:
    """Firefox opens the seat's invitation; its answer code goes to the host's field as text.
    The answer, for a look at its candidates."""
    ben.open(link)
    answer = str(ben.page.wait(ANSWER_JS, WAIT_S))
    if not table.host.is_visible(f'[data-answer-input="{seat}"]'):
        table.host.click("#btn-invite")
    table.host.fill(f'[data-answer-input="{seat}"]', answer)
    table.host.click(f'[data-answer-apply="{seat}"]')
    ben.page.wait(AT_TABLE_JS, WAIT_S)
    return answer


def play(table: Table, pages: dict[int, Any], rng: random.Random, until: int) -> dict[int, int]:
    """Moves from whichever device may act, until the host's table has ``until`` moves or the
    game is over: how many each device made."""
    made = dict.fromkeys(pages, 0)
    deadline = time.monotonic() + WAIT_S
    while state(table.host)["moves"] < until and not state(table.host)["over"]:
        assert time.monotonic() < deadline, f"the game stalled after {made}"
        seat = one_move(pages, GAME, rng)
        if seat is None:
            time.sleep(0.05)
        else:
            made[seat] += 1
    return made


def test_a_whole_game_between_firefox_and_chromium(
    site_server: Any, browser: Any, device_image: Any, firefox: FirefoxPage
) -> None:
    table = Table(browser, site_server, device_image)
    ben = FirefoxDevice(firefox)
    try:
        table.host.wait_for_function(READY_JS, timeout=WAIT_S * 1000)
        table.host.evaluate(
            "([g, p, s]) => kartentischTest.start(g, p, s)", [GAME, json.dumps(PLAYERS), SEED]
        )
        answer = join(table, 1, table.invitation(1), ben)
        firefox_addresses = [c.address for c in offer_code.unpack(answer).candidates]
        assert all(a.endswith(".local") for a in firefox_addresses), firefox_addresses
        assert state(table.host)["doors"]["connected"] == [1]
        assert state(ben)["viewer"] == 1

        rng = random.Random(SEED)
        pages = {0: table.host, 1: ben}
        first = play(table, pages, rng, until=12)
        assert first[0] > 2 and first[1] > 2, f"moves both ways: {first}"

        # Ben's page goes away: the host invites the seat again, Firefox rejoins with its token.
        # Ben's hand is read once his page has the host's last move (the moves above stop at
        # the host's count, and the last one may still be on its way to Firefox).
        moves = state(table.host)["moves"]
        ben.page.wait(f"JSON.parse(window.kartentischTest.state()).moves === {moves}", 60)
        hand = state(ben)["view"]
        firefox.goto("about:blank")
        table.host.wait_for_function(
            "() => JSON.parse(kartentischTest.state()).doors.away.includes(1)", timeout=60_000
        )
        join(table, 1, table.invitation(1), ben)
        assert state(ben)["viewer"] == 1 and state(ben)["view"] == hand, "same seat, same hand"
        assert state(table.host)["doors"]["away"] == []

        rest = play(table, pages, rng, until=10_000)
        assert state(table.host)["over"]
        assert rest[0] > 2 and rest[1] > 2, f"moves both ways after the rejoin: {rest}"
        rows = end_rows(table.host)
        shown = ben.page.wait(END_ROWS_JS, 60)
        assert [" ".join(row.split()) for row in shown] == rows, "the same result on both"

        save_text = table.host.evaluate(
            "(k) => localStorage.getItem(k)", f"kartentisch.save.{GAME}"
        )
        assert check_messages(GAME, save_text, ben, 1) > 5
        found = problems(firefox, site_server.origin)
        assert not found, "Firefox:\n" + "\n".join(found)
    finally:
        table.close()
