"""One device each, in the page: a host and two guests (three browser contexts of one
Chromium) join through the invitation elements only, play whole games of Fünf Kronen and
Zehn with moves from all three devices, and end with the same result on each. Every message
a guest receives is checked against the seat's view, replayed from the host's save apart
from the page. Guests that reload rejoin; hostile messages are refused; a host that leaves
tells its guests."""

from __future__ import annotations

import base64
import json
import random
import time
from pathlib import Path
from typing import Any

import pytest
from fake_camera import y4m_of_qr
from harness import DeviceImage, wait_ready
from netplay_table import RECORD, Table, check_messages, end_rows, one_move, state

from kartentisch.link import messages, offer_code

PLAYERS = {
    "fuenf-kronen": [
        {"name": "Ada"},
        {"name": "Ben", "remote": True},
        {"name": "Cleo", "remote": True},
    ],
    "zehn": [
        {"name": "Ada"},
        {"name": "Ben", "remote": True},
        {"name": "Cleo", "remote": True},
        {"name": "Dora", "bot": "easy"},
    ],
}
"""Fünf Kronen with three people (eleven rounds); Zehn with a bot on the host too."""


def decoded_qr(host: Any, seat: int, reader: Any) -> str:
    """The invitation's QR code as rendered on the host's screen, read back by the page's
    own decoder from a screenshot (no element or text is read)."""
    picture = host.locator(f'[data-invite-seat="{seat}"] .invite-qr').screenshot()
    data_url = "data:image/png;base64," + base64.b64encode(picture).decode()
    return str(
        reader.evaluate(
            """async (url) => {
                const image = new Image();
                image.src = url;
                await image.decode();
                return await window.kartentischScan.decodeImage(image);
            }""",
            data_url,
        )
    )


def start(table: Table, game_id: str, seed: int) -> None:
    wait_ready(table.host)
    players = json.dumps(PLAYERS[game_id])
    table.host.evaluate("([g, p, s]) => kartentischTest.start(g, p, s)", [game_id, players, seed])


def play_out(table: Table, pages: dict[int, Any], game_id: str, seed: int) -> dict[int, int]:
    """Every device acts when its page offers moves, until the host's game is over: how many
    moves each device made."""
    rng = random.Random(seed)
    moves = dict.fromkeys(pages, 0)
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        if state(table.host)["over"]:
            return moves
        seat = one_move(pages, game_id, rng)
        if seat is None:
            time.sleep(0.05)
        else:
            moves[seat] += 1
    raise AssertionError(f"the game did not end in time after {moves} moves")


@pytest.mark.parametrize("game_id", ["zehn", "fuenf-kronen"])
def test_a_whole_game_on_three_devices(
    site_server: Any, browser: Any, device_image: Any, game_id: str
) -> None:
    table = Table(browser, site_server, device_image)
    try:
        start(table, game_id, seed=21)
        ben = table.join(1, table.invitation(1))
        link = table.invitation(2)
        assert decoded_qr(table.host, 2, ben) == link, "the QR code on screen is the link"
        cleo = table.join(2, link)
        assert state(table.host)["doors"]["away"] == []
        pages = {0: table.host, 1: ben, 2: cleo}
        for seat, page in pages.items():
            assert state(page)["viewer"] == seat
        moves = play_out(table, pages, game_id, seed=21)
        assert all(n > 3 for n in moves.values()), moves
        rows = end_rows(table.host)
        assert end_rows(ben) == rows and end_rows(cleo) == rows
        save_key = f"kartentisch.save.{game_id}"
        save_text = table.host.evaluate("(k) => localStorage.getItem(k)", save_key)
        assert save_text, "the host keeps the save"
        for seat, guest in ((1, ben), (2, cleo)):
            assert check_messages(game_id, save_text, guest, seat) > 5
            assert not any(
                str(k).startswith("kartentisch.save.")
                for k in guest.evaluate("Object.keys(localStorage)")
            ), "a guest's device keeps no save"
    finally:
        table.close()


def start_zehn(table: Table, players: list[dict[str, Any]]) -> None:
    wait_ready(table.host)
    table.host.evaluate(
        "([g, p, s]) => kartentischTest.start(g, p, s)", ["zehn", json.dumps(players), 4]
    )


def settle(host: Any, guests: list[Any], seconds: float = 30) -> None:
    """Wait until the table waits for a person and every guest has seen every move: nothing
    changes then until someone acts (the host's bots play on by themselves before)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        now = state(host)
        seen = [state(guest) for guest in guests]
        if all(g["moves"] == now["moves"] for g in seen) and (
            now["legal"] or any(g["legal"] for g in seen)
        ):
            return
        time.sleep(0.1)
    raise AssertionError("the table did not come to wait for a person")


def zehn_with_ben(
    browser: Any, site_server: Any, device_image: DeviceImage | None
) -> tuple[Table, Any]:
    table = Table(browser, site_server, device_image)
    start_zehn(
        table, [{"name": "Ada"}, {"name": "Ben", "remote": True}, {"name": "Dora", "bot": "easy"}]
    )
    ben = table.join(1, table.invitation(1))
    return table, ben


def test_a_guest_that_reloads_rejoins_its_seat(
    site_server: Any, browser: Any, device_image: Any
) -> None:
    table, ben = zehn_with_ben(browser, site_server, device_image)
    try:
        rng = random.Random(2)
        pages = {0: table.host, 1: ben}
        for _ in range(4):
            one_move(pages, "zehn", rng)
        settle(table.host, [ben])
        hand_before = state(ben)["view"]
        ben.reload()
        table.host.wait_for_function(
            "() => JSON.parse(kartentischTest.state()).doors.away.includes(1)", timeout=20_000
        )
        link = table.invitation(1)
        table.join(1, link, ben)
        assert state(ben)["viewer"] == 1
        assert state(ben)["view"] == hand_before, "the same seat, the same hand"
        assert state(table.host)["doors"]["away"] == []
    finally:
        table.close()


def test_hostile_messages_are_refused_and_change_nothing(
    site_server: Any, browser: Any, device_image: Any
) -> None:
    table, ben = zehn_with_ben(browser, site_server, device_image)
    try:
        settle(table.host, [ben])
        before = state(table.host)
        moves = before["moves"]
        ben_may_act = bool(state(ben)["legal"])
        action = (state(ben)["legal"] or ["lay 1 open"])[0]
        hostile = [
            (
                messages.act_text(0, action, moves),
                "wrong_seat",
            ),
            (
                messages.act_text(1, action, moves + 5),
                "stale" if ben_may_act else "out_of_turn",
            ),
            ("{this is not json", "malformed"),
        ]
        for text, _ in hostile:
            assert ben.evaluate("(t) => kartentischTest.guestSend(t)", text)
        # 1 MB: as one message if the channel takes it, else in its largest pieces
        pieces = ben.evaluate(
            """(total) => {
              const link = window.kartentischLink;
              if (link.send("host", "x".repeat(total))) return 1;
              const limit = link.maxMessageSize("host");
              let count = 0;
              for (let left = total; left > 0; left -= limit) {
                const piece = "x".repeat(Math.min(left, limit));
                if (!link.send("host", piece)) throw new Error("unsent");
                count += 1;
              }
              return count;
            }""",
            1_000_000,
        )
        expected = [reason for _, reason in hostile] + ["oversized"] * pieces
        table.host.wait_for_function(
            "(n) => JSON.parse(kartentischTest.state()).doors.refusals.length >= n",
            arg=len(expected),
            timeout=20_000,
        )
        after = state(table.host)
        assert [r.split(": ")[1] for r in after["doors"]["refusals"]] == expected
        assert after["moves"] == moves and after["view"] == before["view"]
        assert state(ben)["screen"] == "table", "the guest is still at the table"
    finally:
        table.close()


def test_the_guests_are_told_when_the_host_leaves(
    site_server: Any, browser: Any, device_image: Any
) -> None:
    table, ben = zehn_with_ben(browser, site_server, device_image)
    try:
        table.host.reload()
        ben.wait_for_selector("#dlg-message[open]", timeout=20_000)
        text = str(ben.text_content("#dlg-message"))
        assert "Gastgeber" in text
        # the host's table comes back from its save and invites Ben again
        wait_ready(table.host)
        assert state(table.host)["doors"]["away"] == [1]
        table.invitation(1)
        # nobody comes back: a bot takes Ben's seat and the game goes on without him
        moves = state(table.host)["moves"]
        table.host.click('[data-together="bot:1"]')
        assert state(table.host)["doors"]["away"] == [], "the table waits for nobody"
        rng = random.Random(3)
        for _ in range(6):
            if one_move({0: table.host}, "zehn", rng) is None:
                time.sleep(0.2)
        assert state(table.host)["moves"] > moves + 2, "Ben's bot and Dora played on"
    finally:
        table.close()


AXE_SOURCE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
    .map(v => v.id + ' ' + v.nodes.slice(0, 3).map(n => n.html.slice(0, 120)).join(' | '));
}"""


def axe_findings(page: Any) -> list[str]:
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(AXE_SOURCE.read_text(encoding="utf-8") + "\n;undefined")
    return list(page.evaluate(RUN_AXE))


def test_the_invitations_and_the_join_screen_pass_axe(
    site_server: Any, browser: Any, device_image: Any
) -> None:
    """Started from the new-game form, a seat set to "On another device"."""
    table = Table(browser, site_server, device_image)
    try:
        wait_ready(table.host)
        table.host.evaluate("window.kartentischTest.newGame('zehn')")
        table.host.select_option("#ng-count", "2")
        # the host's own name: the guest would otherwise know them only as "Spieler 1"
        table.host.fill("#ng-seat-0-name", "Ada")
        table.host.fill("#ng-seat-1-name", "Ben")
        table.host.select_option("#ng-seat-1-kind", "remote")
        table.host.locator("#ng-start").click()
        table.host.wait_for_selector("#dlg-invite[open]")
        assert state(table.host)["doors"]["away"] == [1]
        assert not state(table.host)["pass"], "no pass screen for a seat on another device"
        link = table.invitation(1)
        table.host.wait_for_selector('[data-invite-seat="1"] .invite-qr svg')
        assert axe_findings(table.host) == [], "the host's invitations"
        # the dialog drawn again (the seat's connection given up: a new invitation) while an
        # answer is being typed: the text, the focus and the caret stay
        field = '[data-answer-input="1"]'
        table.host.click(field)
        table.host.keyboard.type("AQE")
        table.host.evaluate(
            """() => window.dispatchEvent(new CustomEvent("kartentisch-link",
                 {detail: {peer: "seat-1", kind: "close"}}))"""
        )
        table.host.wait_for_function(
            "(old) => document.querySelector('[data-invite=\"1\"]')?.href !== old",
            arg=link,
            timeout=20_000,
        )
        table.host.keyboard.type("xyz")
        assert table.host.input_value(field) == "AQExyz"
        table.host.fill(field, "")
        link = table.invitation(1)
        ben = table.open(link)
        wait_ready(ben)
        ben.wait_for_selector("[data-answer-code]", timeout=30_000)
        assert axe_findings(ben) == [], "the guest's join screen"
        ben.click('[data-together="help"]')
        ben.wait_for_selector("#dlg-connect[open]")
        assert axe_findings(ben) == [], "the help on connecting"
        ben.keyboard.press("Escape")
        table.answer(1, ben)
        assert axe_findings(ben) == [], "the guest's table"
    finally:
        table.close()


def test_the_host_scans_the_answer_with_its_camera(
    site_server: Any, launch: Any, tmp_path: Path, device_image: Any
) -> None:
    """The answer's QR code, shown to the host's camera view (Chromium's fake camera playing
    the code the guest's screen shows), connects the guest: no text is carried. The host asked
    for the camera before its offer, so the invitation holds its plain address (this Chromium
    hides addresses behind mDNS names otherwise)."""
    video = tmp_path / "answer.y4m"
    camera = launch(
        [
            "--use-fake-ui-for-media-stream",
            "--use-fake-device-for-media-stream",
            f"--use-file-for-fake-video-capture={video}",
        ]
    )
    table = Table(camera, site_server, device_image)
    try:
        start_zehn(table, [{"name": "Ada"}, {"name": "Ben", "remote": True}])
        link = table.invitation(1)
        offer = offer_code.unpack(link.rsplit(".", 1)[1])
        addresses = [c.address for c in offer.candidates]
        assert "10.99.0.1" in addresses and not any(a.endswith(".local") for a in addresses)
        ben = table.open(link)
        wait_ready(ben)
        ben.wait_for_selector("[data-answer-code]", timeout=30_000)
        y4m_of_qr(str(ben.text_content("[data-answer-code]")).strip(), video)
        table.host.click('[data-answer-scan="1"]')
        ben.wait_for_function(
            "() => JSON.parse(kartentischTest.state()).screen === 'table'", timeout=30_000
        )
        assert state(table.host)["doors"]["away"] == []
        assert not table.host.evaluate("() => document.getElementById('dlg-invite').open")
    finally:
        table.close()


def test_a_seat_opens_only_to_its_own_device_again(
    site_server: Any, browser: Any, device_image: Any
) -> None:
    """Ben's page closes; another device opens the seat's new invitation: it is turned away
    without the seat's token, and Ben's own device (which kept it) gets the seat back."""
    table, ben = zehn_with_ben(browser, site_server, device_image)
    try:
        ben_context = ben.context
        ben.close()
        table.host.wait_for_function(
            "() => JSON.parse(kartentischTest.state()).doors.away.includes(1)", timeout=20_000
        )
        spent = table.invitation(1)
        stranger = table.open(spent)
        wait_ready(stranger)
        stranger.wait_for_selector("[data-answer-code]", timeout=30_000)
        code = str(stranger.text_content("[data-answer-code]")).strip()
        table.host.fill('[data-answer-input="1"]', code)
        table.host.click('[data-answer-apply="1"]')
        stranger.wait_for_function(
            "() => document.querySelector('.join-status')?.textContent.includes('anderen Gerät')",
            timeout=20_000,
        )
        assert state(stranger)["screen"] == "join"
        assert state(table.host)["doors"]["refusals"][-1] == "seat-1: token"
        # the seat's next invitation, opened on Ben's own device
        table.host.wait_for_function(
            "(old) => document.querySelector('[data-invite=\"1\"]')?.href !== old",
            arg=spent,
            timeout=20_000,
        )
        link = table.invitation(1)
        back = ben_context.new_page()
        back.add_init_script(f"({RECORD})()")
        table.join(1, link, back)
        assert state(back)["viewer"] == 1
        assert state(table.host)["doors"]["away"] == []
    finally:
        table.close()


GAP_WATCH = """() => {
  const watch = { max: 0, last: performance.now(), long: [], closed: null };
  window.gapWatch = watch;
  window.addEventListener("kartentisch-link", (event) => {
    if (event.detail.kind === "close" && watch.closed === null) watch.closed = performance.now();
  });
  (function tick() {
    const now = performance.now();
    const gap = now - watch.last;
    if (watch.closed === null) watch.max = Math.max(watch.max, gap);
    if (watch.closed === null && window.kartentischLink.state("seat-1") === "closed") {
      watch.closed = now;
    }
    if (gap > 50) watch.long.push([Math.round(now), Math.round(gap)]);
    watch.last = now;
    setTimeout(tick, 5);
  })();
}"""
"""The longest time the host's event loop went without running a 5 ms timer while the flood
came in, up to and with the moment Ben's connection is hung up on; and every gap over 50 ms
with when it ended."""


def test_a_flooding_guest_is_hung_up_on_and_a_bot_plays_any_seat_for_a_while(
    site_server: Any, browser: Any, device_image: Any
) -> None:
    """Ben's page sends its own valid join 10,000 times as fast as it can: the host's link
    hands Python only what its rate lets through, the door hangs up on Ben after twenty
    refusals in a row, and Cleo plays on. (The link's own hanging up: ``test_peer_link``.)"""
    table = Table(browser, site_server, device_image)
    try:
        start(table, "zehn", seed=21)
        ben = table.join(1, table.invitation(1))
        cleo = table.join(2, table.invitation(2))
        settle(table.host, [ben, cleo])
        table.host.evaluate(GAP_WATCH)
        table.host.wait_for_timeout(500)
        calm = float(table.host.evaluate("window.gapWatch.max"))
        table.host.evaluate("window.gapWatch.max = 0; window.gapWatch.long = []")
        sent = ben.evaluate(
            """([count, version]) => {
              const key = Object.keys(localStorage).find((k) => k.startsWith("kartentisch.seat."));
              const token = localStorage.getItem(key);
              const join = JSON.stringify({ v: version, t: "join", token });
              let sent = 0;
              for (let i = 0; i < count; i += 1) {
                if (window.kartentischLink.send("host", join)) sent += 1;
              }
              return sent;
            }""",
            [10_000, messages.VERSION],
        )
        table.host.wait_for_function(
            "() => JSON.parse(kartentischTest.state()).doors.away.includes(1)", timeout=30_000
        )
        table.host.wait_for_timeout(1_000)
        stats = table.host.evaluate("kartentischLink.stats('seat-1')")
        flood_gap = float(table.host.evaluate("window.gapWatch.max"))
        print("\ngaps over 50 ms [end, length]:", table.host.evaluate("window.gapWatch.long"))
        print("hung up at", table.host.evaluate("window.gapWatch.closed"))
        print(
            f"\nflood: {sent} joins sent, {stats['passed']} handed to Python, "
            f"{stats['dropped']} dropped; longest event-loop gap {flood_gap:.0f} ms "
            f"(calm before: {calm:.0f} ms)"
        )
        assert sent > 1_000, "the flood left Ben's page"
        assert stats["passed"] <= 40, "Python hears no more than the link's rate lets through"
        host = state(table.host)
        assert host["doors"]["connected"] == [2], "Cleo stays, Ben is hung up on"
        assert sum(r.endswith("joined") for r in host["doors"]["refusals"]) <= 40
        # Cleo plays on: her move reaches the host and the table comes back to her
        rng = random.Random(3)
        before = state(table.host)["moves"]
        deadline = time.monotonic() + 60
        while state(table.host)["moves"] == before and time.monotonic() < deadline:
            if one_move({0: table.host, 2: cleo}, "zehn", rng) is None:
                time.sleep(0.1)
        assert state(table.host)["moves"] > before
        # the host lets a bot play for Ben, who is away, and for Cleo, who is in, and gives
        # Cleo her seat back (one table for both tests: joining three devices takes long)
        open_invitations(table.host)
        table.host.click('[data-together="bot:1"]')
        open_invitations(table.host)
        table.host.click('[data-together="bot:2"]')
        cleo.locator("#toasts .toast", has_text="Bot").wait_for(timeout=20_000)
        assert state(table.host)["doors"]["connected"] == [2], "Cleo stays and watches"
        bot_moves, deadline = 0, time.monotonic() + 60
        while bot_moves < 2 and time.monotonic() < deadline:
            assert not state(cleo)["legal"], "a bot plays Cleo's seat"
            if one_move({0: table.host}, "zehn", rng) is None:
                time.sleep(0.2)
            save = json.loads(table.host.evaluate("localStorage.getItem('kartentisch.save.zehn')"))
            bot_moves = sum(1 for seat, _ in save["actions"][before:] if seat == 2)
        assert bot_moves >= 2, "the bot played for Cleo"
        open_invitations(table.host)
        table.host.click('[data-together="back:2"]')
        cleo.locator("#toasts .toast", has_text="wieder selbst").wait_for(timeout=20_000)
        deadline = time.monotonic() + 90
        while one_move({0: table.host, 2: cleo}, "zehn", rng) != 2:
            assert time.monotonic() < deadline, "Cleo never played again"
            time.sleep(0.1)
    finally:
        table.close()


def open_invitations(host: Any) -> None:
    if not host.evaluate("() => document.getElementById('dlg-invite').open"):
        host.click("#btn-invite")
