"""QR codes of the codes two devices exchange, drawn as inline SVG for the page.

A phone's camera reads a code off the other screen, so the picture is plain black modules on
white whatever the page's theme (a dark theme's light-on-dark code is not read by every
camera), with the quiet zone the standard asks for. The size on screen is left to CSS: the
SVG has a viewBox in modules and no width or height.

The QR encoder is segno (pure Python). The page installs it on first use, not at start
(``kartentisch.ui.boot.extra_wheels``): await its ``ready()`` before calling ``svg``.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import segno  # type: ignore[import-not-found, unused-ignore]

QUIET_ZONE = 4
"""Modules of white around the code (ISO/IEC 18004)."""
ERROR_CORRECTION = "m"
"""Medium: a code on a screen seen through a camera gets glare and moiré, rarely more."""


def _encode(text: str) -> segno.QRCode:
    import segno  # type: ignore[import-not-found, unused-ignore]  # see the docstring

    return segno.make_qr(text, error=ERROR_CORRECTION, mode="byte", boost_error=False)


def version(text: str) -> int:
    """The QR version (1-40) ``svg`` draws ``text`` with: the smallest that holds it."""
    return int(_encode(text).version)


def svg(text: str, label: str) -> str:
    """An inline ``<svg>`` of the QR code of ``text``, described to screen readers by
    ``label``. All dark modules are one path of horizontal runs, one rectangle a run."""
    code = _encode(text)
    rows = [
        [bool(module) for module in row]
        for row in code.matrix_iter(scale=1, border=QUIET_ZONE, verbose=False)
    ]
    size = len(rows)
    runs = []
    for y, row in enumerate(rows):
        x = 0
        while x < size:
            if not row[x]:
                x += 1
                continue
            start = x
            while x < size and row[x]:
                x += 1
            runs.append(f"M{start} {y}h{x - start}v1h-{x - start}z")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size} {size}" role="img"'
        f' aria-label="{escape(label, quote=True)}" shape-rendering="crispEdges"'
        f' class="qr-code" data-qr-version="{code.version}">'
        f'<rect width="{size}" height="{size}" fill="#fff"/>'
        f'<path fill="#000" d="{"".join(runs)}"/>'
        "</svg>"
    )
