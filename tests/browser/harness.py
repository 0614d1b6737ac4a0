"""Helpers for the browser tests: the watched browser context, boot waits, screenshots.

Fixtures live in conftest.py; tests import helpers from here (``from harness import ...``),
never from conftest, so the name cannot clash with the conftest files of other test folders.
"""

from __future__ import annotations

import base64
import http.server
import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import serve  # the build lives in the top-level serve.py (pytest's pythonpath: the root)
from bench.chromium import CHROMIUM as CHROMIUM  # one launch for tests and benches
from bench.chromium import CHROMIUM_FLAGS as CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[2]

ARTIFACTS = ROOT / "test-artifacts"
BOOT_TIMEOUT_MS = 60_000
VIEWPORT = {"width": 1024, "height": 768}
SETTINGS_KEY = "kartentisch.settings"
QUIET_SETTINGS = json.dumps({"speed": "off"})
GUIDE_OFFERED_KEY = "kartentisch.guide-offered"
"""Set in every page under test: the first start's offer of a guided game would otherwise
stand before every new game; the test of the offer removes it."""

INIT_SCRIPT = f"""
try {{
  if (localStorage.getItem({json.dumps(SETTINGS_KEY)}) === null) {{
    localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(QUIET_SETTINGS)});
  }}
  if (localStorage.getItem({json.dumps(GUIDE_OFFERED_KEY)}) === null
      && !sessionStorage.getItem("kartentisch-first-start")) {{
    localStorage.setItem({json.dumps(GUIDE_OFFERED_KEY)}, "1");
  }}
}} catch (error) {{}}
"""
"""Animations off unless a test stored other settings (then they survive reloads)."""

TEST_PAGE_SCRIPT = "window.kartentischUnderTest = true;"
"""Opens every page for tests: the page then installs ``window.kartentischTest`` (its hook)."""

CSP_WATCH_SCRIPT = """
document.addEventListener("securitypolicyviolation", (event) => {
  console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} `
    + `at ${event.sourceFile}:${event.lineNumber}`);
});
"""
"""Every test fails on a Content-Security-Policy violation: the console error names it."""

RESET_SCRIPT = f"""
async () => {{
  for (const key of Object.keys(localStorage)) {{
    if (key.startsWith("kartentisch")) localStorage.removeItem(key);
  }}
  localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(QUIET_SETTINGS)});
  localStorage.setItem({json.dumps(GUIDE_OFFERED_KEY)}, "1");
  const hook = window.kartentischTest;
  if (hook && typeof hook.reset === "function") {{ await hook.reset(); return true; }}
  return false;
}}
"""


@dataclass
class SiteServer:
    origin: str
    directory: Path

    @property
    def url(self) -> str:
        return self.origin + "/"

    @property
    def subpath_url(self) -> str:
        return self.origin + serve.SUBPATH


@dataclass
class Watch:
    """Everything the pages of one browser context did that a test must not allow."""

    origin: str
    requests: list[str] = field(default_factory=list)
    console: list[tuple[str, str]] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)
    allowed: list[re.Pattern[str]] = field(default_factory=list)
    marks: tuple[int, int, int] = (0, 0, 0)

    def attach(self, context: Any) -> None:
        context.on("request", lambda request: self.requests.append(request.url))
        context.on("page", self.attach_page)

    def attach_page(self, page: Any) -> None:
        page.on("console", lambda message: self.console.append((message.type, message.text)))
        page.on("pageerror", lambda error: self.page_errors.append(str(error)))

    def allow(self, pattern: str) -> None:
        """Accept console errors matching ``pattern`` (a regular expression) in this test."""
        self.allowed.append(re.compile(pattern))

    def start(self) -> None:
        """Only look at what happens from now on (for a page shared between tests)."""
        self.marks = (len(self.requests), len(self.console), len(self.page_errors))
        self.allowed.clear()

    def off_origin(self) -> list[str]:
        return [
            url
            for url in self.requests[self.marks[0] :]
            if not url.startswith((self.origin + "/", "data:", "blob:"))
        ]

    def console_errors(self) -> list[str]:
        errors = [text for kind, text in self.console[self.marks[1] :] if kind == "error"]
        errors += [f"uncaught: {text}" for text in self.page_errors[self.marks[2] :]]
        return [text for text in errors if not any(p.search(text) for p in self.allowed)]

    def check(self, pages: list[Any]) -> None:
        problems = [f"request left the origin: {url}" for url in self.off_origin()]
        problems += [f"console error: {text}" for text in self.console_errors()]
        for page in pages:
            if page.is_closed():
                continue
            for text in page.locator(".py-error").all_inner_texts():
                problems.append(f"Python error on the page: {text.strip()[:500]}")
        assert not problems, "\n".join(problems)


@contextmanager
def served(site_dir: Path) -> Iterator[SiteServer]:
    """The built site served on localhost (a free port) for as long as the block runs."""
    server = serve.make_server(site_dir, 0, quiet=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield SiteServer(f"http://127.0.0.1:{server.server_address[1]}", site_dir)
    finally:
        server.shutdown()
        server.server_close()


def screenshot(page: Any, name: str) -> Path:
    """Save a full-page screenshot into test-artifacts/ (kept by CI)."""
    ARTIFACTS.mkdir(exist_ok=True)
    safe = re.sub(r"[^A-Za-z0-9_.-]+", "_", name)[:150]
    path = ARTIFACTS / f"{safe}.png"
    page.screenshot(path=str(path), full_page=True)
    return path


def wait_ready(page: Any, timeout_ms: int = BOOT_TIMEOUT_MS) -> None:
    """Wait until Python set ``data-ready="1"``; fail at once on an error shown on the page."""
    page.wait_for_function(
        "() => ['1', 'error'].includes(document.documentElement.dataset.ready)"
        " || document.querySelector('.py-error') !== null",
        timeout=timeout_ms,
    )
    state = page.evaluate("document.documentElement.dataset.ready")
    if state != "1":
        body = page.locator("body").inner_text()[-2000:]
        raise AssertionError(f"the page failed to boot (data-ready={state!r}): {body}")


def origin_of(url: str) -> str:
    """``http://host:port`` of a URL: the origin its page's requests must stay in."""
    scheme, _, rest = url.partition("://")
    return f"{scheme}://{rest.split('/', 1)[0]}"


def new_context(
    browser: Any,
    origin: str,
    *,
    image: DeviceImage | None = None,
    site: str | None = None,
    **options: Any,
) -> tuple[Any, Watch]:
    """A browser context for tests, watched from its first page on.

    With ``image`` the context starts as a device that has made its memory snapshot before:
    the image is put where the page stored it for the site at ``site`` (its root URL, the
    origin's ``/`` unless given), so the first start restores it instead of booting plainly
    and making it again in the background (``DeviceImage``)."""
    # German unless a test asks for another browser language (the app follows the browser's
    # language until one is chosen in the settings)
    settings: dict[str, Any] = {"viewport": VIEWPORT, "reduced_motion": "reduce", "locale": "de-DE"}
    settings.update(options)
    context = browser.new_context(**settings)
    if image is not None:
        image.put_into(context, site or origin + "/")
    context.add_init_script(INIT_SCRIPT)
    context.add_init_script(TEST_PAGE_SCRIPT)
    context.add_init_script(CSP_WATCH_SCRIPT)
    watch = Watch(origin)
    watch.attach(context)
    return context, watch


def wait_for_service_worker(page: Any, timeout_ms: int = 30_000) -> None:
    """Wait until the site's service worker controls ``page`` (its precache is complete)."""
    page.wait_for_function(
        "() => navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        timeout=timeout_ms,
    )


def site_root(url: str) -> str:
    """The root URL of the site a page URL belongs to: its folder (``/`` or ``/kartentisch/``),
    without query or fragment."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}{parts.path.rsplit('/', 1)[0]}/"


IMAGE_SETTLED = (
    "() => ['stored', 'failed'].includes(document.documentElement.dataset.image)"
    " || document.documentElement.dataset.boot === 'snapshot'"
)
"""A page's memory snapshot is stored (or failed), or the page started from one already."""

IMAGE_CACHE_PREFIX = "kartentisch-image "
"""The name of the cache the page keeps its image in starts so (static/js/snapshot-maker.mjs);
the site's root URL follows."""

READ_IMAGE = f"""async () => {{
  const prefix = {json.dumps(IMAGE_CACHE_PREFIX)};
  const names = (await caches.keys()).filter((name) => name.startsWith(prefix));
  if (names.length !== 1) return null;
  const cache = await caches.open(names[0]);
  const entries = [];
  for (const request of await cache.keys()) {{
    const response = await cache.match(request);
    const data = await new Promise((resolve, reject) => {{
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.onerror = () => reject(reader.error);
      response.blob().then((blob) => reader.readAsDataURL(blob), reject);
    }});
    const body = data.slice(data.indexOf(",") + 1);
    entries.push({{url: request.url, headers: [...response.headers], data: body}});
  }}
  return {{cache: names[0], entries}};
}}"""
"""The image's cache as the page stored it: its name and each entry (URL, headers, body in
base64), or null when there is none."""

PUT_IMAGE = """async ({cache, entries}) => {
  const opened = await caches.open(cache);
  for (const entry of entries) {
    const response = await fetch(entry.source, {cache: "no-store"});
    if (!response.ok) throw new Error(`the image's ${entry.url} was not served`);
    const body = await response.arrayBuffer();
    await opened.put(entry.url, new Response(body, {headers: entry.headers}));
  }
}"""

WHEEL_HEADER = "x-kartentisch-wheel"
"""The header of the wheel's copy beside the image that names the wheel it was made from (a
URL of the site: relative while kept)."""

SEED_PAGE = "__kartentisch-test-seed"
"""A path no site has: the page of the site's origin the image is put into the caches from
(the server answers 404, and the answer is a document of that origin all the same)."""


IMAGE_MANIFEST = "image.json"
"""The list of a saved image's entries (``DeviceImage.save``); each body beside it is a file
named by its index."""


@dataclass(frozen=True)
class ImageEntry:
    """One entry of the image's cache, its URL and any URL in its headers relative to the
    site's root (the same image serves every copy of the site: another port, a sub-path)."""

    path: str
    headers: dict[str, str]
    body: bytes


class DeviceImage:
    """The memory snapshot a page made on this device, kept to start other contexts from.

    Every fresh browser context boots plainly and then makes the image in a worker: a second
    runtime started in the background, much of a core for seconds, which most tests do not
    need. A test run takes the image once from the first page that made it (``take``) and puts
    it into the caches of each new context before its first page opens (``put_into``): that
    page then starts as every later start does, from the image. Tests of the first visit
    itself open their pages without it.

    The bodies (30 MB) reach the page from a server of their own on the loopback, never
    through Playwright (fulfilling a route with them cost 25 s of processor; a fetch costs a
    tenth of one), and only before the context's watch starts: no page under test sees it.
    """

    def __init__(self, cache_prefix: str, entries: list[ImageEntry]) -> None:
        self.cache_prefix = cache_prefix
        self.entries = entries
        self._server: http.server.ThreadingHTTPServer | None = None

    @classmethod
    def take(cls, page: Any, timeout_ms: int) -> DeviceImage | None:
        """Wait until ``page`` stored its image, then read it; None when it made none."""
        page.wait_for_function(IMAGE_SETTLED, timeout=timeout_ms)
        found = page.evaluate(READ_IMAGE)
        if not found:
            return None
        root = str(found["cache"]).removeprefix(IMAGE_CACHE_PREFIX)
        entries = [
            ImageEntry(
                path=str(entry["url"]).removeprefix(root),
                headers={
                    name: value.removeprefix(root) if name == WHEEL_HEADER else value
                    for name, value in entry["headers"]
                },
                body=base64.b64decode(entry["data"]),
            )
            for entry in found["entries"]
        ]
        return cls(IMAGE_CACHE_PREFIX, entries) if entries else None

    def save(self, folder: Path) -> None:
        """Write the image to ``folder`` (a list of entries and a file per body), for a test
        run in another process to start its contexts from (``load``)."""
        folder.mkdir(parents=True, exist_ok=True)
        listed = []
        for index, entry in enumerate(self.entries):
            (folder / str(index)).write_bytes(entry.body)
            listed.append({"path": entry.path, "headers": entry.headers})
        manifest = {"cache_prefix": self.cache_prefix, "entries": listed}
        (folder / IMAGE_MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")

    @classmethod
    def load(cls, folder: Path) -> DeviceImage:
        manifest = json.loads((folder / IMAGE_MANIFEST).read_text(encoding="utf-8"))
        entries = [
            ImageEntry(
                path=str(entry["path"]),
                headers={str(name): str(value) for name, value in entry["headers"].items()},
                body=(folder / str(index)).read_bytes(),
            )
            for index, entry in enumerate(manifest["entries"])
        ]
        return cls(str(manifest["cache_prefix"]), entries)

    def serve(self) -> None:
        """Serve the bodies on the loopback, each at ``/<index>``, to pages of any origin."""
        bodies = [entry.body for entry in self.entries]

        class Bodies(http.server.BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                index = self.path.strip("/")
                if not index.isdigit() or int(index) >= len(bodies):
                    self.send_error(404)
                    return
                body = bodies[int(index)]
                self.send_response(200)
                self.send_header("Content-Type", "application/octet-stream")
                self.send_header("Content-Length", str(len(body)))
                self.send_header("Access-Control-Allow-Origin", "*")
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass

        self._server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Bodies)
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def close(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def put_into(self, context: Any, root: str) -> None:
        """Store the image in ``context``'s caches as the page at ``root`` stores its own."""
        if self._server is None:
            self.serve()
        assert self._server is not None
        source = f"http://127.0.0.1:{self._server.server_address[1]}/"
        entries = [
            {
                "url": root + entry.path,
                "headers": {
                    name: root + value if name == WHEEL_HEADER else value
                    for name, value in entry.headers.items()
                },
                "source": f"{source}{index}",
            }
            for index, entry in enumerate(self.entries)
        ]
        page = context.new_page()
        try:
            page.goto(origin_of(root) + "/" + SEED_PAGE)
            page.evaluate(PUT_IMAGE, {"cache": self.cache_prefix + root, "entries": entries})
        finally:
            page.close()
