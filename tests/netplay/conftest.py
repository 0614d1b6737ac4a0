"""Fixtures of the tests that connect pages to each other: they run only inside the network
namespace that ``tests/browser/test_local_network.py`` makes (``KARTENTISCH_NETNS=1``).

The site is built outside (the build may need the network) and handed in by its folder,
``KARTENTISCH_SITE``; here it is only served. Chromium shows plain addresses in its offers
(``--disable-features=WebRtcHideLocalIpsWithMdns``) unless a test asks for the browser that
keeps its mDNS names. ``linked_page`` opens a booted page of the site with a small bridge to
the site's Python: ``window.kartentischLinkTest`` with ``pack(sdp)``, ``sdp(code)`` and
``svg(text, label)`` (async: the page installs segno first).
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))

import serve
from harness import (
    CHROMIUM,
    CHROMIUM_FLAGS,
    DeviceImage,
    SiteServer,
    Watch,
    new_context,
    served,
    wait_ready,
)

if importlib.util.find_spec("segno") is None:  # a checkout's own run: see tests/link/conftest.py
    for wheel in serve.pure_wheels(serve.PAGE_WHEELS, serve.CACHE / "page-wheels"):
        sys.path.append(str(wheel))

PLAIN_ADDRESSES = "--disable-features=WebRtcHideLocalIpsWithMdns"

BRIDGE = """
from pyscript import window
from kartentisch.link import offer_code, qr_code
from kartentisch.ui.boot import extra_wheels


def _sdp(code):
    return offer_code.to_sdp(offer_code.unpack(code))


async def _svg(text, label):
    await extra_wheels.ready()
    return qr_code.svg(text, label)


window.kartentischLinkTest = {"pack": offer_code.pack, "sdp": _sdp, "svg": _svg}
"""
"""Run by the page's own Python (a ``<script type="py">`` added after the boot)."""

INSTALL_BRIDGE = """(source) => {
  const script = document.createElement("script");
  script.type = "py";
  script.textContent = source;
  document.body.append(script);
}"""

RECORD_EVENTS = """() => {
  window.linkEvents = [];
  window.addEventListener("kartentisch-link", (event) => {
    const { peer, kind, size, reason } = event.detail;
    const text = event.detail.text;
    window.linkEvents.push({ peer, kind, size, reason, text: kind === "message" ? text : null });
  });
}"""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


TEST_NETWORK = {"lo", "v0", "v1"}
"""The only interfaces of the namespace ``tests/netns.py`` makes."""


@pytest.fixture(scope="session", autouse=True)
def inside_the_test_network() -> None:
    """Refuse to connect pages anywhere but in the test's own namespace (a run of this folder
    named explicitly outside it would otherwise use the machine's network)."""
    listed = subprocess.run(["ip", "-o", "link"], capture_output=True, text=True, check=False)
    names = {line.split(":")[1].strip().split("@")[0] for line in listed.stdout.splitlines()}
    if os.environ.get("KARTENTISCH_NETNS") != "1" or names != TEST_NETWORK:
        pytest.fail(
            "tests/netplay runs only inside its network namespace: "
            "run tests/browser/test_local_network.py (interfaces here: "
            f"{', '.join(sorted(names)) or listed.stderr.strip()})"
        )


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    given = os.environ.get("KARTENTISCH_SITE")
    if given:
        return Path(given)
    target = tmp_path_factory.mktemp("site")
    serve.build_site(target)
    return target


@pytest.fixture(scope="session")
def site_server(site_dir: Path) -> Iterator[SiteServer]:
    with served(site_dir) as server:
        yield server


def _launch(playwright: Any, extra: list[str]) -> Any:
    return playwright.chromium.launch(
        executable_path=str(CHROMIUM), args=[*CHROMIUM_FLAGS, *extra], headless=True
    )


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.fail("Chromium is not installed at /usr/bin/chromium")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as running:
        yield running


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    """Chromium offering plain addresses."""
    launched = _launch(playwright, [PLAIN_ADDRESSES])
    try:
        yield launched
    finally:
        launched.close()


@pytest.fixture(scope="session")
def launch(playwright: Any) -> Iterator[Callable[[list[str]], Any]]:
    """``launch(flags)``: another Chromium with these extra flags, closed at the end."""
    opened: list[Any] = []

    def start(flags: list[str]) -> Any:
        opened.append(_launch(playwright, flags))
        return opened[-1]

    yield start
    for launched in opened:
        launched.close()


MAKING_TIMEOUT_MS = 300_000
"""How long a first page may take to make the image when none was handed in."""


@pytest.fixture(scope="session")
def device_image(browser: Any, site_server: SiteServer) -> Iterator[DeviceImage | None]:
    """The memory snapshot every page here starts from, as a device that has visited before:
    the one the outer run made (``KARTENTISCH_IMAGE``, a folder ``DeviceImage.save`` wrote), or
    else one a first page makes. Without it each page made its own in the background, a second
    runtime for seconds beside the pages a test drives."""
    given = os.environ.get("KARTENTISCH_IMAGE")
    if given:
        image: DeviceImage | None = DeviceImage.load(Path(given))
    else:
        context, _ = new_context(browser, site_server.origin)
        try:
            page = context.new_page()
            page.goto(site_server.url)
            wait_ready(page)
            image = DeviceImage.take(page, MAKING_TIMEOUT_MS)
        finally:
            context.close()
    yield image
    if image is not None:
        image.close()


LinkedPage = Callable[..., Any]


@pytest.fixture
def linked_page(
    site_server: SiteServer, browser: Any, device_image: DeviceImage | None
) -> Iterator[LinkedPage]:
    """``linked_page(browser=None, python=True)``: a booted page of the site in a context of
    its own, recording its "kartentisch-link" events in ``window.linkEvents``; with
    ``python`` the bridge to the site's Python is installed. Watched like every test page."""
    opened: list[tuple[Any, Watch]] = []

    def open_one(other_browser: Any = None, python: bool = True, **options: Any) -> Any:
        context, watch = new_context(
            other_browser or browser,
            site_server.origin,
            image=device_image,
            site=site_server.url,
            **options,
        )
        opened.append((context, watch))
        page = context.new_page()
        page.goto(site_server.url)
        if python:
            wait_ready(page)
            page.evaluate(INSTALL_BRIDGE, BRIDGE)
            page.wait_for_function("() => window.kartentischLinkTest !== undefined")
        else:
            page.wait_for_function("() => window.kartentischLink !== undefined")
        page.evaluate(RECORD_EVENTS)
        return page

    yield open_one
    try:
        for context, watch in opened:
            watch.check([page for page in context.pages if not page.is_closed()])
    finally:
        for context, _ in opened:
            context.close()
