"""What both sides of play with one device each reach in the page: the peer connections
(``static/js/peer-link.js``) and QR pictures (``link.qr_code``, whose encoder is loaded on
first use so a plain start does not pay for it)."""

from __future__ import annotations

import asyncio
from typing import Any

from kartentisch.ui.shell import dom

LINK_EVENT = "kartentisch-link"
"""The window event peer-link.js sends: ``detail`` has peer, kind, text, size."""


def link() -> Any:
    """``window.kartentischLink``; raises when the page has none (an old cached page)."""
    found = dom.nn(getattr(dom.window, "kartentischLink", None))
    if found is None:
        raise RuntimeError("peer-link.js is not loaded")
    return found


def can_link() -> bool:
    return dom.nn(getattr(dom.window, "RTCPeerConnection", None)) is not None


_KEPT: list[Any] = []
"""Callbacks handed to the page, kept alive while it may call them."""
CAMERA_WAIT_S = 10
"""How long the host's offers wait for the person to answer the camera prompt."""


async def camera_first() -> None:
    """Ask for the camera before the host makes its offers. A page that may use the camera
    offers its plain local addresses; otherwise Chromium hides them behind mDNS names, which
    Android phones often cannot resolve, and two such devices never connect. The host scans
    the answers with the camera anyway; where it is refused, missing or not answered within
    ``CAMERA_WAIT_S``, the offers go out as they are (pasting still works).

    How the question ended stays on ``<html data-camera>`` ("given", "refused", "unanswered",
    "absent"): a refusal of any shape must end the wait at once, never by the timeout."""
    dom.document.documentElement.dataset.camera = await _ask_camera()


async def _ask_camera() -> str:
    devices = dom.nn(getattr(dom.window.navigator, "mediaDevices", None))
    settle = dom.nn(getattr(dom.window, "kartentischSettle", None))
    if devices is None or settle is None:
        return "absent"
    # made through settle.js: WebKit rejects it with an object Pyodide cannot carry
    asked = settle(devices, "getUserMedia", dom.js_object({"video": True}))

    def let_go(stream: Any) -> None:
        for track in stream.getTracks():
            track.stop()

    # the camera is let go as soon as it is given, even after the offers stopped waiting
    keep = dom.proxy(let_go)
    _KEPT.append(keep)
    asked.then(keep, dom.proxy(lambda _error: None))

    async def answered() -> None:
        await asked

    try:
        await asyncio.wait_for(answered(), CAMERA_WAIT_S)
    except TimeoutError:
        return "unanswered"
    except Exception:
        return "refused"
    return "given"


class _Warm:
    task: asyncio.Future[None] | None = None


def warm_qr() -> None:
    """Begin installing the QR encoder now, while the connection offer or answer is made."""
    if _Warm.task is None:
        from kartentisch.ui.boot import extra_wheels

        _Warm.task = asyncio.ensure_future(extra_wheels.ready())


async def qr_svg(text: str, label: str) -> str:
    """The QR code of ``text`` as inline SVG ("" when the encoder cannot be had)."""
    try:
        from kartentisch.ui.boot import extra_wheels

        await extra_wheels.ready()
        from kartentisch.link import qr_code

        return qr_code.svg(text, label)
    except Exception as error:
        dom.console_warn("qr", str(error))
        return ""
