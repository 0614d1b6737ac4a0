"""What a first visit and an update download, with the site served as GitHub Pages serves it
(gzip, ETag and 304, ``max-age=600``: ``bench/pages_server.py``), counted by the server.

A phone on mobile data pays for every byte: the service worker's install takes the files the
page has just fetched (through the browser's HTTP cache) instead of downloading them again, the
memory snapshot is made on the device from those same files, and an update takes the unchanged
files from the version before.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import serve
from bench.pages_server import PagesServer, pages_served, per_file
from harness import wait_for_service_worker

pytestmark = pytest.mark.first_visit  # the page makes its image: none is there before

UPDATED = """() => new Promise((resolve) => {
    navigator.serviceWorker.addEventListener("message", (event) => {
        if (event.data.type === "updated") resolve(event.data.version);
    });
    navigator.serviceWorker.getRegistration().then((registration) => registration.update());
})"""


@pytest.fixture
def pages_site(site_dir: Path, tmp_path: Path) -> Iterator[tuple[PagesServer, Path]]:
    """A copy of the built site (the test changes it) served as Pages serves it."""
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    with pages_served(site) as server:
        yield server, site


def test_a_first_visit_fetches_each_file_once_and_an_update_only_what_changed(
    open_page: Any, pages_site: tuple[PagesServer, Path]
) -> None:
    server, site = pages_site
    page = open_page(url=server.url)
    # The snapshot is made on the device from what the page fetched: no download of its own.
    page.wait_for_function(
        "['stored', 'failed'].includes(document.documentElement.dataset.image)", timeout=120_000
    )
    assert page.evaluate("document.documentElement.dataset.image") == "stored"
    wait_for_service_worker(page, timeout_ms=90_000)
    answers = per_file(server.ledger.since(0))
    # A worker started by a page the service worker controls makes the browser ask whether
    # sw.js changed: an answer 304 without a body. Nothing else is asked for twice.
    twice = {
        name: (full, not_modified)
        for name, (full, not_modified, _) in answers.items()
        if full + (0 if name == "sw.js" else not_modified) > 1
    }
    assert twice == {}, twice
    assert "sw.js" in answers and "static/vendor/pyodide/pyodide.asm.wasm" in answers
    assert not [name for name in answers if name.endswith(".snap")]

    changed = site / "static/css/zehn.css"
    changed.write_text(changed.read_text() + "\n/* a new version */\n")
    (site / "sw.js").write_bytes(serve.service_worker(site, serve.site_files(site)))
    mark = server.ledger.mark()
    page.evaluate(UPDATED)
    fetched = {entry.path for entry in server.ledger.since(mark) if entry.status == 200}
    assert fetched == {"sw.js", "static/css/zehn.css"}
