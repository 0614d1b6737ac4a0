"""Browser fixtures shared by every end-to-end test.

The site is built once per test run into a temporary folder and served from a thread, at ``/``
and under the sub-path ``/kartentisch/`` (as on GitHub Pages). A page boot costs seconds,
so most tests share one booted page (``app``) that is reset between tests, and tests that tap
share one of a touch device (``touch_page``); tests that need a fresh boot or a new profile
open their own with ``open_page``.

A first visit boots plainly and then makes the memory snapshot in a background worker, a
second runtime: the first shared page of a run does so, and every other context starts with
that image already in its caches, as a device that has made it before (``DeviceImage``). A
test module marked ``first_visit`` opens its pages as real first visits instead.

Every page is watched: at the end of each test no request may have left the origin, the console
must hold no errors and the page no ``.py-error`` element (PyScript's way of showing Python
errors). A test that provokes an error on purpose declares it with ``watch.allow(pattern)``.
"""

from __future__ import annotations

import fcntl
import re
import shutil
import sys
import threading
import warnings
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import IO, Any, cast

import pytest

sys.path.insert(0, str(Path(__file__).parent))

import serve
from harness import (
    CHROMIUM,
    CHROMIUM_FLAGS,
    IMAGE_MANIFEST,
    RESET_SCRIPT,
    VIEWPORT,
    DeviceImage,
    SiteServer,
    Watch,
    new_context,
    origin_of,
    screenshot,
    served,
    site_root,
    wait_ready,
)

MAKING_TIMEOUT_MS = 300_000
"""How long the first shared page may take to make its image: a second runtime in the
background, slow on a busy computer. Past it the run goes on without one (a warning says so)."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.browser)


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Remember each phase's outcome so fixtures can screenshot failures."""
    outcome = yield
    report = outcome.get_result()  # type: ignore[attr-defined]
    setattr(item, f"report_{report.when}", report)


# ---------------------------------------------------------------- the site


@pytest.fixture(scope="session")
def site_dir(tmp_path_factory: pytest.TempPathFactory, worker_id: str) -> Path:
    """The deployable site, built once per test run (``serve.py --build``). The processes
    of one run (pytest-xdist) share it: the first to come builds it in their common folder
    while the others wait, as a build costs half a minute of processor."""
    if worker_id == "master":
        target = tmp_path_factory.mktemp("site")
        serve.build_site(target)
        return target
    shared = tmp_path_factory.getbasetemp().parent
    target, built = shared / "site", shared / "site.built"
    with (shared / "site.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not built.exists():
            serve.build_site(target)
            built.touch()
    return target


@pytest.fixture(scope="session")
def site_server(site_dir: Path) -> Iterator[SiteServer]:
    with served(site_dir) as server:
        yield server


@pytest.fixture(scope="session")
def site_url(site_server: SiteServer) -> str:
    """The site's root URL (ends with ``/``)."""
    return site_server.url


# ---------------------------------------------------------------- the browser


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip("Chromium is not installed at /usr/bin/chromium (apt-get install chromium)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
        )
        try:
            yield launched
        finally:
            launched.close()


def _shoot_on_failure(request: pytest.FixtureRequest, pages: list[Any]) -> None:
    failed = any(
        getattr(getattr(request.node, f"report_{when}", None), "failed", False)
        for when in ("setup", "call")
    )
    if failed:
        for number, page in enumerate(pages):
            if not page.is_closed():
                screenshot(page, f"FAILED-{request.node.nodeid}-{number}")


# ---------------------------------------------------------------- pages for tests


class _SharedPages:
    """Booted pages kept for the whole run, one per kind of device (its context options):
    the tablet of ``app``, and touch devices for ``touch_page``. Each boots on first use.

    The first of them is a first visit: it boots plainly and makes the memory snapshot, and
    is only handed out once the image is stored (a reload before then would boot plainly and
    start making it anew). That image (``image``) starts every later context of the run."""

    def __init__(self, browser: Any, site_server: SiteServer, shared: Path | None) -> None:
        self._browser = browser
        self._server = site_server
        self._open: dict[tuple[tuple[str, Any], ...], tuple[Any, Any, Watch]] = {}
        self._image: DeviceImage | None = None
        self._image_taken = False
        self._shared = shared
        self._lock: IO[str] | None = None

    def get(self, **options: Any) -> tuple[Any, Watch]:
        key = tuple(sorted(options.items()))
        if key not in self._open:
            if not self._image_taken:
                self._image_of_another_process()
            image = self.image() if self._open or self._image_taken else None
            try:
                context, watch = new_context(
                    self._browser, self._server.origin, image=image, **options
                )
                page = context.new_page()
                page.goto(self._server.url)
                wait_ready(page)
                self._open[key] = (context, page, watch)
                if not self._image_taken:
                    self._take_image(page)
            finally:
                self._release()  # never leave the other processes waiting
        _, page, watch = self._open[key]
        return page, watch

    def _image_of_another_process(self) -> None:
        """The processes of one run (pytest-xdist) make one image between them: the first
        makes it, holding a lock until it is saved in their common folder, and the others
        load it from there. Without a common folder, or when the first made none, this
        process makes its own."""
        if self._shared is None:
            return
        self._lock = (self._shared / "image.lock").open("w")
        fcntl.flock(self._lock, fcntl.LOCK_EX)
        saved = self._shared / "image"
        if (saved / IMAGE_MANIFEST).exists():
            self._image, self._image_taken = DeviceImage.load(saved), True
            self._release()

    def _release(self) -> None:
        if self._lock is not None:
            self._lock.close()
            self._lock = None

    def image(self) -> DeviceImage | None:
        """The image the first shared page made (that page is opened for it if need be)."""
        if not self._image_taken:
            self.get()
        return self._image

    def _take_image(self, page: Any) -> None:
        self._image_taken = True
        try:
            self._image = DeviceImage.take(page, MAKING_TIMEOUT_MS)
        except Exception as error:  # the run goes on as before, only slower
            warnings.warn(f"no memory snapshot to start contexts from: {error}", stacklevel=1)
            return
        finally:
            if self._image is not None and self._shared is not None:
                self._image.save(self._shared / "image")
            self._release()
        if self._image is None:
            warnings.warn("the first page made no memory snapshot", stacklevel=1)

    def close(self) -> None:
        self._release()
        for context, _, _ in self._open.values():
            context.close()
        if self._image is not None:
            self._image.close()


@pytest.fixture(scope="session")
def _shared_pages(
    browser: Any, site_server: SiteServer, tmp_path_factory: pytest.TempPathFactory, worker_id: str
) -> Iterator[_SharedPages]:
    shared = None if worker_id == "master" else tmp_path_factory.getbasetemp().parent
    pages = _SharedPages(browser, site_server, shared)
    try:
        yield pages
    finally:
        pages.close()


@pytest.fixture(scope="session")
def device_image(_shared_pages: _SharedPages) -> DeviceImage | None:
    """The run's memory snapshot, as the first shared page made it (None when it made none)."""
    return _shared_pages.image()


def _reset_shared(
    request: pytest.FixtureRequest, page: Any, page_watch: Watch, site_url: str
) -> None:
    """A shared page back to the lobby with no saved game, watched from now on."""
    page.set_viewport_size(VIEWPORT)
    if page.url.split("#")[0].split("?")[0] != site_url:
        page.goto(site_url)
        wait_ready(page)
    page_watch.start()
    if not page.evaluate(RESET_SCRIPT):
        page.reload()
    wait_ready(page)
    request.node._kartentisch_watch = page_watch


class _CurrentWatch:
    """Forwards to the watch of the page the test opened last, looked up at each use."""

    def __init__(self, node: pytest.Item) -> None:
        self._node = node

    def __getattr__(self, name: str) -> Any:
        found: Watch | None = getattr(self._node, "_kartentisch_watch", None)
        if found is None:
            raise RuntimeError("open a page (`app` or `open_page(...)`) before using `watch`")
        return getattr(found, name)


@pytest.fixture
def watch(request: pytest.FixtureRequest) -> Watch:
    """The watch of the page the test uses (``app`` or the last ``open_page``)."""
    return cast(Watch, _CurrentWatch(request.node))


@pytest.fixture
def app(request: pytest.FixtureRequest, _shared_pages: _SharedPages, site_url: str) -> Any:
    """The booted lobby at 1024x768 with no saved game and animations off.

    Shared between tests: it is reset by clearing every ``kartentisch*`` localStorage key and
    awaiting ``window.kartentischTest.reset()`` when the page offers it (it must leave the
    lobby showing and usable when its promise resolves), else by reloading.
    """
    page, page_watch = _shared_pages.get()
    _reset_shared(request, page, page_watch, site_url)
    yield page
    _shoot_on_failure(request, [page])
    page_watch.check([page])


TouchPage = Callable[..., Any]


@pytest.fixture
def touch_page(
    request: pytest.FixtureRequest, _shared_pages: _SharedPages, site_url: str
) -> Iterator[TouchPage]:
    """``touch_page(viewport, mobile=False)``: the booted lobby of a touch device (a phone's
    browser with ``mobile``), shared between tests and reset like ``app``, at ``viewport``.

    For tests that tap and need no fresh boot; ``open_page`` boots a new profile instead.
    """
    used: list[tuple[Any, Watch]] = []

    def get(viewport: dict[str, int], mobile: bool = False) -> Any:
        page, page_watch = _shared_pages.get(has_touch=True, is_mobile=mobile)
        _reset_shared(request, page, page_watch, site_url)
        page.set_viewport_size(viewport)
        used.append((page, page_watch))
        return page

    yield get
    _shoot_on_failure(request, [page for page, _ in used])
    for page, page_watch in used:
        page_watch.check([page])


OpenPage = Callable[..., Any]


@pytest.fixture
def open_page(
    request: pytest.FixtureRequest,
    browser: Any,
    site_server: SiteServer,
    _shared_pages: _SharedPages,
) -> Iterator[OpenPage]:
    """Open a fresh context and page: ``open_page(url=None, wait=True, **context_options)``.

    Each call gets its own browser context (own storage, own service worker); the checks run
    for all of them at teardown. ``page.context`` gives the context (e.g. for set_offline).
    The context holds the memory snapshot made on this device, so its first start restores
    it, unless the test module is marked ``first_visit``: then it is a device's first visit,
    which boots plainly and makes the image in the background.
    """
    opened: list[tuple[Any, Any, Watch]] = []
    first_visit = request.node.get_closest_marker("first_visit") is not None

    def open_one(url: str | None = None, wait: bool = True, **options: Any) -> Any:
        target = url or site_server.url
        image = None if first_visit else _shared_pages.image()
        context, page_watch = new_context(
            browser, origin_of(target), image=image, site=site_root(target), **options
        )
        page = context.new_page()
        opened.append((context, page, page_watch))
        request.node._kartentisch_watch = page_watch
        page.goto(target)
        if wait:
            wait_ready(page)
        return page

    yield open_one
    try:
        _shoot_on_failure(request, [page for _, page, _ in opened])
        for context, _page, page_watch in opened:
            page_watch.check(context.pages)
    finally:
        for context, _, _ in opened:
            context.close()


@pytest.fixture
def private_site(site_dir: Path, tmp_path: Path) -> Iterator[Callable[..., tuple[str, Path]]]:
    """``private_site(handler=serve.SiteHandler)``: a copy of the built site on a server of its
    own, returning (url, folder), for tests that change the site (other tests keep theirs)."""
    servers: list[Any] = []

    def start(handler: type[serve.SiteHandler] = serve.SiteHandler) -> tuple[str, Path]:
        site = tmp_path / f"site{len(servers)}"
        shutil.copytree(site_dir, site)
        quiet = type("Handler", (handler,), {"quiet": True})
        server = serve.SiteServer(("127.0.0.1", 0), partial(quiet, directory=str(site)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append(server)
        return f"http://127.0.0.1:{server.server_address[1]}/", site

    yield start
    for server in servers:
        server.shutdown()
        server.server_close()


@pytest.fixture
def shot(request: pytest.FixtureRequest) -> Callable[[Any, str], Path]:
    """``shot(page, "lobby-phone")`` keeps a screenshot named after the test and its module
    (the games share test names such as ``test_a_whole_game_by_clicks``)."""
    module = request.node.module.__name__.rsplit(".", 1)[-1].removeprefix("test_")
    test = module + "-" + re.sub(r"[^A-Za-z0-9_]+", "_", request.node.name)
    return lambda page, name: screenshot(page, f"{test}-{name}")
