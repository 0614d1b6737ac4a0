"""The built site works under a sub-path, as a GitHub Pages project site does."""

from __future__ import annotations

from typing import Any

from harness import SiteServer, Watch, screenshot, wait_for_service_worker


def test_boots_under_a_subpath(open_page: Any, watch: Watch, site_server: SiteServer) -> None:
    page = open_page(url=site_server.subpath_url)
    wait_for_service_worker(page)
    script = page.evaluate("navigator.serviceWorker.controller.scriptURL")
    assert script == site_server.subpath_url + "sw.js"
    outside = [url for url in watch.requests if not url.startswith(site_server.subpath_url)]
    assert outside == []
    screenshot(page, "subpath")
