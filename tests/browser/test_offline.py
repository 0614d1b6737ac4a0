"""After one visit the site boots with the network gone (service worker cache)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from harness import screenshot, wait_for_service_worker, wait_ready

PRECACHE_MISSING = """async () => {
    const names = await caches.keys();
    const cache = await caches.open(names.find((n) => n.startsWith("kartentisch ")));
    const source = await (await fetch("./sw.js")).text();
    const list = JSON.parse(source.match(/const PRECACHE = (\\[[^;]*\\]);/)[1]);
    const out = [];
    for (const path of list) {
        if (!(await cache.match(new URL(path, location.href)))) out.push(path);
    }
    return out;
}"""


def test_everything_is_cached_and_a_reload_offline_still_boots(open_page: Any) -> None:
    page = open_page()
    wait_for_service_worker(page)
    assert page.evaluate(PRECACHE_MISSING) == []
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    screenshot(page, "offline-reload")
    version = page.evaluate(
        """() => new Promise((resolve) => {
            navigator.serviceWorker.addEventListener("message", (event) => {
                if (event.data.type === "version") resolve(event.data.version);
            });
            navigator.serviceWorker.controller.postMessage({type: "version"});
        })"""
    )
    assert len(version) == 16


SOURCES = """() => [
    ...performance.getEntriesByType("navigation"),
    ...performance.getEntriesByType("resource"),
].map((entry) => [new URL(entry.name).pathname.split("/").pop(), entry.workerFinalSourceType])"""
"""Where the service worker's router took each file from ("cache": its static route)."""


def test_a_later_start_takes_every_file_from_the_cache_without_waiting_for_the_worker(
    open_page: Any,
) -> None:
    page = open_page()
    wait_for_service_worker(page)
    page.reload()
    wait_ready(page)
    sources = dict(page.evaluate(SOURCES))
    for name in ("", "boot.js", "pyodide-boot.mjs", "python_stdlib.zip"):
        assert sources.get(name) == "cache", (name, sources)
    # The WebAssembly is compiled by the snapshot reader, a worker: the page itself does not
    # fetch it (a second time).
    assert page.evaluate("document.documentElement.dataset.wasm") == "worker"
    assert "pyodide.asm.wasm" not in sources, sources
    # A page asked for with a query is not in the cache as it is: the worker's fetch handler
    # finds the page without it, with the network gone too.
    page.context.set_offline(True)
    page.goto(page.url.split("?")[0] + "?from=link")
    wait_ready(page)
    assert dict(page.evaluate(SOURCES)).get("boot.js") == "cache"


def test_a_new_version_replaces_the_old_cache_and_tells_the_page(
    open_page: Any, private_site: Callable[..., tuple[str, Path]]
) -> None:
    # A private copy of the site, so changing it does not touch the other tests' server.
    url, site = private_site()
    page = open_page(url=url, wait=False)
    wait_ready(page)
    wait_for_service_worker(page)
    page.evaluate(
        """() => {
            window.__updates = [];
            navigator.serviceWorker.addEventListener("message", (event) => {
                if (event.data.type === "updated") window.__updates.push(event.data.version);
            });
        }"""
    )
    # The site's versions (the memory snapshot a device made has a cache of its own).
    version_caches = (
        "caches.keys().then((names) => names.filter((n) => n.startsWith('kartentisch ')))"
    )
    old_names = page.evaluate(version_caches)
    sw = site / "sw.js"
    sw.write_text(sw.read_text().replace('const VERSION = "', 'const VERSION = "next-', 1))
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_function("window.__updates.length > 0", timeout=30_000)
    assert page.evaluate("window.__updates[0]").startswith("next-")
    new_names = page.evaluate(version_caches)
    assert len(new_names) == 1 and new_names != old_names
