"""The QR pictures of the codes: the smallest version, a well-formed SVG that draws exactly
segno's modules in black on white, the label escaped, and the one pin of segno everywhere.

Reading the picture back with the page's decoder is in ``tests/netplay/test_peer_link.py``.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import re
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import segno  # type: ignore[import-not-found, unused-ignore]
import serve

from kartentisch.link import qr_code
from kartentisch.ui.boot import extra_wheels

ROOT = Path(__file__).resolve().parents[2]
SVG = "{http://www.w3.org/2000/svg}"
CODE = (
    "AQAEgnB3GAqZOKzJgG7ObcXI6beUykXJwzs3mLrRrNfjZKASe-XE6zb4M_wUFCjcmZmq18cLjNxwAgAKYwAB6YoB_QAA"
    "mQAAAAAAAAAAAAAAAcuG84E"
)
"""A packed offer with an IPv4 and an IPv6 candidate (115 characters)."""
LINK = "https://example.github.io/kartentisch/#join=2." + CODE


@pytest.mark.parametrize(
    ("length", "expected"),
    # byte mode at error correction M holds 14, 26, 42, 62, 84, 106, 122, 152 bytes
    [(1, 1), (14, 1), (15, 2), (62, 4), (63, 5), (84, 5), (85, 6), (122, 7), (123, 8)],
)
def test_the_smallest_version_that_holds_the_text(length: int, expected: int) -> None:
    assert qr_code.version("x" * length) == expected


def test_a_code_and_its_invitation_link_stay_small() -> None:
    """The issue's aim: version 5-7 for a code, 8-11 inside a link."""
    assert qr_code.version(CODE) == 7
    assert qr_code.version(LINK) == 9


def modules_of(svg_text: str) -> tuple[int, set[tuple[int, int]]]:
    """The side in modules and the dark modules the SVG's path draws."""
    root = ET.fromstring(svg_text)
    side = int(root.attrib["viewBox"].split()[2])
    (path,) = root.findall(f"{SVG}path")
    dark = set()
    for x, y, width in re.findall(r"M(\d+) (\d+)h(\d+)v1h-\3z", path.attrib["d"]):
        dark |= {(int(x) + i, int(y)) for i in range(int(width))}
    assert re.fullmatch(r"(M\d+ \d+h\d+v1h-\d+z)+", path.attrib["d"])
    return side, dark


@pytest.mark.parametrize("text", ["x", CODE, LINK])
def test_the_svg_draws_segnos_modules_black_on_white(text: str) -> None:
    picture = qr_code.svg(text, "Einladungscode")
    root = ET.fromstring(picture)
    assert root.tag == f"{SVG}svg"
    assert root.attrib["role"] == "img"
    assert root.attrib["aria-label"] == "Einladungscode"
    assert root.attrib["shape-rendering"] == "crispEdges"
    assert "width" not in root.attrib and "height" not in root.attrib
    assert "currentColor" not in picture
    (background,) = root.findall(f"{SVG}rect")
    assert background.attrib["fill"] == "#fff"
    (path,) = root.findall(f"{SVG}path")
    assert path.attrib["fill"] == "#000"

    expected = segno.make_qr(text, error="m", mode="byte", boost_error=False)
    assert expected.version == qr_code.version(text)
    side, dark = modules_of(picture)
    assert side == expected.symbol_size(scale=1, border=4)[0] == 17 + 4 * expected.version + 8
    assert root.attrib["viewBox"] == f"0 0 {side} {side}"
    wanted = {
        (x, y)
        for y, row in enumerate(expected.matrix_iter(scale=1, border=4))
        for x, module in enumerate(row)
        if module
    }
    assert dark == wanted
    # the quiet zone: four modules of white on every side
    assert all(4 <= x < side - 4 and 4 <= y < side - 4 for x, y in dark)


def test_the_label_is_escaped() -> None:
    label = "Code for \"Anna\" <seat 2> & 'you'"
    picture = qr_code.svg(CODE, label)
    assert ET.fromstring(picture).attrib["aria-label"] == label
    assert "<seat" not in picture


def test_segno_has_one_pin_everywhere() -> None:
    """pyproject.toml (the tests' install), serve.py (the page's wheel) and the page's
    installer name the same release."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())
    pins = [pin for pin in project["project"]["optional-dependencies"]["test"] if "segno" in pin]
    assert pins == list(serve.PAGE_WHEELS) == ["segno==1.6.6"]
    assert extra_wheels.WHEELS["segno"].startswith("segno-1.6.6-")
    assert "segno" not in str(project["project"]["dependencies"])  # micropip would look for it


def test_ready_needs_nothing_where_segno_is_installed() -> None:
    # in a thread of its own: a browser test before it in this process may keep an event
    # loop running in this one (Playwright's synchronous API)
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, extra_wheels.ready()).result()
