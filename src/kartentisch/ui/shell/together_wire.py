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
