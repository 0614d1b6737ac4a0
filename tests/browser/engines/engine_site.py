"""The site as the engine tests serve it: with a watch script that loads first.

Neither driver can add a script before the page's own (WebKitWebDriver has no such call), so
the site copy these tests serve loads ``static/js/engine-watch.js`` first: it opens the test
hook, keeps the quiet settings, and records in the page what must not happen (console errors,
uncaught errors, unhandled rejections, CSP violations). Its service worker is rebuilt for the
changed page, so an offline start has the watch too.
"""

from __future__ import annotations

import shutil
import threading
from functools import partial
from pathlib import Path

import serve
from bench.engine_drivers import EnginePage
from harness import INIT_SCRIPT, RESET_SCRIPT, TEST_PAGE_SCRIPT

WATCH_FILE = "static/js/engine-watch.js"
WATCH_SCRIPT = (
    INIT_SCRIPT
    + TEST_PAGE_SCRIPT
    + """
(() => {
  const problems = [];
  window.engineWatch = problems;
  const note = (text) => problems.push(String(text).slice(0, 800));
  const original = console.error.bind(console);
  console.error = (...args) => {
    note("console error: " + args.map(String).join(" "));
    original(...args);
  };
  addEventListener("error", (event) => {
    if (!(event instanceof ErrorEvent)) return;
    note(`uncaught: ${event.message} at ${event.filename}:${event.lineno}`);
  });
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    note(`unhandled rejection: ${reason && reason.stack ? reason.stack : reason}`);
  });
  document.addEventListener("securitypolicyviolation", (event) => {
    note(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
  });
})();
"""
)

PROBLEMS_JS = """(() => {
  const origin = location.origin + "/";
  const names = [...performance.getEntriesByType("navigation"),
                 ...performance.getEntriesByType("resource")].map((entry) => entry.name);
  return [
    ...(window.engineWatch || ["the watch script did not run"]),
    ...names.filter((url) => !url.startsWith(origin) && !/^(data|blob):/.test(url))
      .map((url) => "request left the origin: " + url),
    ...[...document.querySelectorAll(".py-error")]
      .map((node) => "Python error on the page: " + node.textContent.slice(0, 500)),
  ];
})()"""


def problems(page: EnginePage, origin: str) -> list[str]:
    """Everything the page and its driver saw that a test must not allow."""
    found: list[str] = list(page.run(PROBLEMS_JS))
    for item in page.seen():
        if not item.startswith("request: "):
            found.append(item)
        elif not item.removeprefix("request: ").startswith((origin + "/", "data:", "blob:")):
            found.append("request left the origin: " + item.removeprefix("request: "))
    return found


def watched_copy(site_dir: Path, target: Path) -> Path:
    """A copy of the built site at ``target`` with the watch script loaded before anything."""
    shutil.copytree(site_dir, target)
    (target / WATCH_FILE).write_text(WATCH_SCRIPT, encoding="utf-8")
    page = (target / "index.html").read_text(encoding="utf-8")
    head = page.index("<head>") + len("<head>")
    tag = f'\n  <script src="./{WATCH_FILE}"></script>'
    (target / "index.html").write_text(page[:head] + tag + page[head:], encoding="utf-8")
    (target / "sw.js").write_bytes(serve.service_worker(target, serve.site_files(target)))
    return target


class EngineSite:
    """The watched site on a server of its own, which a test may stop (an offline start)."""

    def __init__(self, directory: Path) -> None:
        handler = type("Handler", (serve.SiteHandler,), {"quiet": True})
        self._server = serve.SiteServer(
            ("127.0.0.1", 0), partial(handler, directory=str(directory))
        )
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        self.origin = f"http://127.0.0.1:{self._server.server_address[1]}"
        self.url = self.origin + "/"
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.running = False
            self._server.shutdown()
            self._server.server_close()


RESET_JS = f"({RESET_SCRIPT})()"
"""The page back to the lobby with no saved game (as the Chromium tests' shared pages)."""
