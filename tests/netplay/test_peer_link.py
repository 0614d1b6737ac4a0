"""Two pages of the site connect through the codes alone, as two devices would.

Host and guest are pages in separate browser contexts (separate storage, like two phones) of
one Chromium, inside the test's network namespace. Every SDP crosses over only as a code
packed and unpacked by the site's own Python; the channel then carries text both ways,
refuses what is too large, reports a guest that went away, and connects again. The QR
picture the page draws is read back by the page's own reader, from the DOM and through a
(fake) camera.
"""

from __future__ import annotations

import dataclasses
import time
from pathlib import Path
from typing import Any

from fake_camera import y4m_of_qr

from kartentisch.link import offer_code

SEAT = "seat-2"
CLOSE_SECONDS = 15
MEGABYTE = 1 << 20


def events(page: Any, kind: str, peer: str) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate(
        "([kind, peer]) => window.linkEvents.filter((e) => e.kind === kind && e.peer === peer)",
        [kind, peer],
    )
    return found


def wait_event(page: Any, kind: str, peer: str, count: int = 1, timeout_ms: int = 20_000) -> None:
    page.wait_for_function(
        "([kind, peer, count]) => window.linkEvents.filter("
        "(e) => e.kind === kind && e.peer === peer).length >= count",
        arg=[kind, peer, count],
        timeout=timeout_ms,
    )


def exchange(host: Any, guest: Any) -> tuple[str, str]:
    """The host's offer to the guest and the guest's answer back, each only as a code made
    and read by the page's Python; returns the two codes."""
    offer_sdp = host.evaluate("(peer) => window.kartentischLink.offer(peer)", SEAT)
    offer = host.evaluate("(sdp) => window.kartentischLinkTest.pack(sdp)", offer_sdp)
    guest_offer = guest.evaluate("(code) => window.kartentischLinkTest.sdp(code)", offer)
    answer_sdp = guest.evaluate("(sdp) => window.kartentischLink.answer(sdp)", guest_offer)
    answer = guest.evaluate("(sdp) => window.kartentischLinkTest.pack(sdp)", answer_sdp)
    host_answer = host.evaluate("(code) => window.kartentischLinkTest.sdp(code)", answer)
    host.evaluate("([peer, sdp]) => window.kartentischLink.accept(peer, sdp)", [SEAT, host_answer])
    return offer, answer


def test_two_pages_connect_through_codes_talk_refuse_and_reconnect(linked_page: Any) -> None:
    host, guest = linked_page(), linked_page()
    offer, answer = exchange(host, guest)
    assert "10.99.0.1" in [c.address for c in offer_code.unpack(offer).candidates]
    assert offer_code.unpack(answer).kind == "answer"
    assert len(offer) <= 140 and len(answer) <= 140

    wait_event(host, "open", SEAT)
    wait_event(guest, "open", "host")
    assert host.evaluate("(peer) => window.kartentischLink.state(peer)", SEAT) == "open"
    assert guest.evaluate("() => window.kartentischLink.state('host')") == "open"

    assert host.evaluate("(peer) => window.kartentischLink.send(peer, 'Guten Abend')", SEAT)
    assert guest.evaluate("() => window.kartentischLink.send('host', '{\"play\": \"7H\"}')")
    wait_event(guest, "message", "host")
    wait_event(host, "message", SEAT)
    assert [e["text"] for e in events(guest, "message", "host")] == ["Guten Abend"]
    assert [e["text"] for e in events(host, "message", SEAT)] == ['{"play": "7H"}']
    assert not host.evaluate("() => window.kartentischLink.send('seat-9', 'nobody')")

    # 1 MB from the guest: as one message if the channel takes it, else in its largest pieces
    limit = guest.evaluate("() => window.kartentischLink.maxMessageSize('host')")
    assert limit > host.evaluate("() => window.kartentischLink.LIMIT")
    sent = guest.evaluate(
        """([total, limit]) => {
          const link = window.kartentischLink;
          if (link.send("host", "x".repeat(total))) return [total];
          const pieces = [];
          for (let left = total; left > 0; left -= limit) {
            const size = Math.min(left, limit);
            if (!link.send("host", "x".repeat(size))) throw new Error(`${size} not sent`);
            pieces.push(size);
          }
          return pieces;
        }""",
        [MEGABYTE, limit],
    )
    assert sum(sent) == MEGABYTE
    wait_event(host, "refused", SEAT, count=len(sent))
    assert [e["size"] for e in events(host, "refused", SEAT)] == sent
    assert len(events(host, "message", SEAT)) == 1  # nothing of it handed on
    assert guest.evaluate("() => window.kartentischLink.send('host', 'still here')")
    wait_event(host, "message", SEAT, count=2)

    # the guest's page goes away: the host hears of it, once
    guest.close()
    started = time.monotonic()
    wait_event(host, "close", SEAT, timeout_ms=CLOSE_SECONDS * 1000)
    assert time.monotonic() - started < CLOSE_SECONDS
    assert host.evaluate("(peer) => window.kartentischLink.state(peer)", SEAT) == "closed"
    assert not host.evaluate("(peer) => window.kartentischLink.send(peer, 'hello?')", SEAT)

    # a second exchange for the same seat connects again
    again = linked_page()
    exchange(host, again)
    wait_event(host, "open", SEAT, count=2)
    wait_event(again, "open", "host")
    assert again.evaluate("() => window.kartentischLink.send('host', 'wieder da')")
    wait_event(host, "message", SEAT, count=3)
    assert events(host, "message", SEAT)[-1]["text"] == "wieder da"
    assert len(events(host, "close", SEAT)) == 1

    # a guest that goes silent (a locked screen, out of the Wi-Fi) with its connection left
    # open is given up by the heartbeat. (Freezing the page through the DevTools protocol
    # did not stop its scripts here, so the guest's page stops sending instead.)
    again.evaluate("() => { RTCDataChannel.prototype.send = function () {}; }")
    started = time.monotonic()
    wait_event(host, "close", SEAT, count=2, timeout_ms=CLOSE_SECONDS * 1000)
    assert time.monotonic() - started < CLOSE_SECONDS
    assert [e["reason"] for e in events(host, "close", SEAT)] == ["closed", "silent"]


def test_the_drawn_qr_code_reads_back_as_the_code(linked_page: Any) -> None:
    host = linked_page()
    sdp = host.evaluate("(peer) => window.kartentischLink.offer(peer)", SEAT)
    code = host.evaluate("(sdp) => window.kartentischLinkTest.pack(sdp)", sdp)
    link = f"https://example.github.io/kartentisch/#join=2.{code}"
    for text in (code, link):
        svg = host.evaluate(
            "([text, label]) => window.kartentischLinkTest.svg(text, label)", [text, "Code"]
        )
        read = host.evaluate(
            """(svg) => {
              const box = document.createElement("div");
              box.style.width = "240px";
              box.innerHTML = svg;
              document.body.prepend(box);
              const picture = box.querySelector("svg");
              return window.kartentischScan.decodeImage(picture).finally(() => box.remove());
            }""",
            svg,
        )
        assert read == text
    host.evaluate("(peer) => window.kartentischLink.close(peer)", SEAT)
    assert host.evaluate("(peer) => window.kartentischLink.state(peer)", SEAT) == "closed"


def test_the_camera_reads_a_code(linked_page: Any, launch: Any, tmp_path: Path) -> None:
    code = offer_code.pack_description(
        offer_code.Description(
            "answer", "5BS4", "k5BVrSdN2kzShERFH3brQmfB", bytes(range(32)),
            (offer_code.Candidate("10.99.0.1", 52390),),
        )
    )  # fmt: skip
    video = tmp_path / "qr.y4m"
    y4m_of_qr(code, video)
    camera = launch(
        [
            "--use-fake-ui-for-media-stream",
            "--use-fake-device-for-media-stream",
            f"--use-file-for-fake-video-capture={video}",
        ]
    )
    page = linked_page(camera, python=False)
    read = page.evaluate(
        """() => new Promise((resolve, reject) => {
          const video = document.createElement("video");
          document.body.append(video);
          const timer = setTimeout(() => reject(new Error("no code read in 20 s")), 20000);
          window.kartentischScan.start(video, (text) => {
            clearTimeout(timer);
            resolve([text, video.srcObject === null]);
          }).catch(reject);
        })"""
    )
    assert read == [code, True]  # the text, and the camera let go


def test_mdns_names_survive_the_codes(linked_page: Any, launch: Any) -> None:
    """Chromium's default: local addresses hidden behind random ``<uuid>.local`` names."""
    hiding = launch([])
    host = linked_page(hiding, python=False)
    guest = linked_page(hiding, python=False)
    offer_sdp = host.evaluate("(peer) => window.kartentischLink.offer(peer)", SEAT)
    assert ".local " in offer_sdp
    offer = offer_code.pack(offer_sdp)
    assert offer_code.unpack(offer) == offer_code.parse(offer_sdp)
    assert all(c.address.endswith(".local") for c in offer_code.unpack(offer).candidates)
    answer_sdp = guest.evaluate(
        "(sdp) => window.kartentischLink.answer(sdp)", offer_code.to_sdp(offer_code.unpack(offer))
    )
    answer = offer_code.pack(answer_sdp)
    assert offer_code.unpack(answer) == offer_code.parse(answer_sdp)
    assert 80 <= len(offer) <= 140 and 80 <= len(answer) <= 140
    host.evaluate(
        "([peer, sdp]) => window.kartentischLink.accept(peer, sdp)",
        [SEAT, offer_code.to_sdp(offer_code.unpack(answer))],
    )
    assert host.evaluate("(peer) => window.kartentischLink.state(peer)", SEAT) in (
        "connecting",
        "open",
    )


def test_one_side_with_a_plain_address_is_enough(linked_page: Any) -> None:
    """The guest's answer arrives with no candidate at all (as when its mDNS names cannot be
    resolved): its checks reach the host's plain address, and the host answers them there."""
    host = linked_page(python=False)
    guest = linked_page(python=False)
    offer = offer_code.unpack(
        offer_code.pack(host.evaluate("(peer) => window.kartentischLink.offer(peer)", SEAT))
    )
    answer_sdp = guest.evaluate(
        "(sdp) => window.kartentischLink.answer(sdp)", offer_code.to_sdp(offer)
    )
    answer = dataclasses.replace(offer_code.parse(answer_sdp), candidates=())
    host.evaluate(
        "([peer, sdp]) => window.kartentischLink.accept(peer, sdp)",
        [SEAT, offer_code.to_sdp(offer_code.unpack(offer_code.pack_description(answer)))],
    )
    wait_event(host, "open", SEAT)
    wait_event(guest, "open", "host")
    assert guest.evaluate("() => window.kartentischLink.send('host', 'ohne Adresse')")
    wait_event(host, "message", SEAT)


def test_a_flooding_guest_is_cut_off_by_the_link_before_python_hears_it(linked_page: Any) -> None:
    """10,000 messages as fast as the guest's page can send: the host's link hands on a
    burst and its rate, drops the rest unread, and hangs up once it has dropped a hundred."""
    host, guest = linked_page(), linked_page()
    exchange(host, guest)
    wait_event(host, "open", SEAT)
    wait_event(guest, "open", "host")
    sent = guest.evaluate(
        """(count) => {
          let sent = 0;
          for (let i = 0; i < count; i += 1) {
            if (window.kartentischLink.send("host", `{"t":"act","n":${i}}`)) sent += 1;
          }
          return sent;
        }""",
        10_000,
    )
    assert sent > 1_000
    wait_event(host, "close", SEAT)
    assert [e["reason"] for e in events(host, "close", SEAT)] == ["flooded"]
    stats = host.evaluate("(peer) => window.kartentischLink.stats(peer)", SEAT)
    handed = events(host, "message", SEAT)
    assert len(handed) == stats["passed"] <= 25, "a burst of 20 and 5 a second"
    assert stats["dropped"] == 100
    assert [e["text"] for e in handed[:3]] == [
        '{"t":"act","n":0}',
        '{"t":"act","n":1}',
        '{"t":"act","n":2}',
    ]
    # the guest's own side is not limited: the host's table messages reach it in any number
    assert guest.evaluate("() => window.kartentischLink.stats('host')") == {
        "passed": 0,
        "dropped": 0,
    }
