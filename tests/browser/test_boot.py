"""The page boots to a usable lobby with nothing fetched from another origin."""

from __future__ import annotations

from typing import Any

from harness import SiteServer, screenshot, wait_ready


def test_boots_to_ready_without_leaving_the_origin(open_page: Any, site_server: SiteServer) -> None:
    page = open_page(wait=False)
    wait_ready(page)
    assert page.evaluate("document.documentElement.lang") == "de"
    screenshot(page, "boot-1024x768")
    # The watch checks off-origin requests, console errors and .py-error at teardown.


def test_manifest_and_icons_are_served(site_server: SiteServer) -> None:
    import json
    from urllib.request import urlopen

    with urlopen(site_server.url + "static/manifest.webmanifest") as response:
        assert response.headers["Content-Type"] == "application/manifest+json"
        manifest = json.loads(response.read())
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    for icon in manifest["icons"]:
        with urlopen(site_server.url + "static/" + icon["src"]) as response:
            assert response.status == 200
            assert response.headers["Content-Type"] == icon["type"]


def test_runtime_is_served_with_its_mime_types(site_server: SiteServer) -> None:
    from urllib.request import urlopen

    expected = {
        "static/vendor/pyodide/pyodide.asm.wasm": "application/wasm",
        "static/vendor/pyodide/pyodide.mjs": "text/javascript",
        "sw.js": "text/javascript",
    }
    for path, mime in expected.items():
        with urlopen(site_server.url + path) as response:
            assert response.headers["Content-Type"] == mime, path


def test_shared_app_fixture_resets_between_tests(app: Any) -> None:
    app.evaluate("localStorage.setItem('kartentisch.probe', 'x')")
    assert app.evaluate("document.documentElement.dataset.ready") == "1"


def test_shared_app_fixture_starts_clean(app: Any) -> None:
    assert app.evaluate("localStorage.getItem('kartentisch.probe')") is None
    assert app.evaluate("JSON.parse(localStorage.getItem('kartentisch.settings')).speed") == "off"
    wait_ready(app)
