"""Helpers for the browser tests: the watched browser context, boot waits, screenshots.

Fixtures live in conftest.py; tests import helpers from here (``from harness import ...``),
never from conftest, so the name cannot clash with the conftest files of other test folders.
"""

from __future__ import annotations

import json
import re
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

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


def new_context(browser: Any, origin: str, **options: Any) -> tuple[Any, Watch]:
    # German unless a test asks for another browser language (the app follows the browser's
    # language until one is chosen in the settings)
    settings: dict[str, Any] = {"viewport": VIEWPORT, "reduced_motion": "reduce", "locale": "de-DE"}
    settings.update(options)
    context = browser.new_context(**settings)
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
