"""After one visit the site boots with the network gone (service worker cache)."""

from __future__ import annotations

from typing import Any

from harness import screenshot, wait_for_service_worker, wait_ready


def test_reload_offline_still_boots(open_page: Any) -> None:
    page = open_page()
    wait_for_service_worker(page)
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


def test_every_precached_file_is_in_the_cache(open_page: Any) -> None:
    page = open_page()
    wait_for_service_worker(page)
    missing = page.evaluate(
        """async () => {
            const names = await caches.keys();
            const cache = await caches.open(names.find((n) => n.startsWith("kartentisch ")));
            const response = await fetch("./sw.js");
            const source = await response.text();
            const list = JSON.parse(source.match(/const PRECACHE = (\\[[^;]*\\]);/)[1]);
            const out = [];
            for (const path of list) {
                if (!(await cache.match(new URL(path, location.href)))) out.push(path);
            }
            return out;
        }"""
    )
    assert missing == []
