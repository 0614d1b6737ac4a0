"""A first visit boots plainly and makes the memory snapshot on the device; later starts
restore it, and never start worse than plainly without it."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import serve
from harness import SiteServer, Watch, wait_for_service_worker, wait_ready

pytestmark = pytest.mark.first_visit  # each page is a first visit: none starts from an image

MANIFEST = "static/vendor/snapshot/device.json"

BOOT = "document.documentElement.dataset.boot"
WASM = "document.documentElement.dataset.wasm"
"""Who compiled the runtime's WebAssembly: "worker" (the snapshot reader) or "page" (Pyodide)."""
SKIP = "localStorage.getItem('kartentisch.boot')"
IMAGE_SETTLED = "['stored', 'failed'].includes(document.documentElement.dataset.image)"
IMAGE = "document.documentElement.dataset.image"
MAKING_TIMEOUT_MS = 120_000
"""The maker boots a second runtime in the background: generous on a busy computer."""

CACHED_IMAGE_BYTES = """async (path) => {
    const hit = await caches.match(new URL(path, location.href).href);
    return hit ? (await hit.arrayBuffer()).byteLength : null;
}"""

DAMAGE = """async ([kind, path, manifestPath]) => {
    const url = new URL(path, location.href).href;
    const names = await caches.keys();
    const imageName = names.find((name) => name.startsWith("kartentisch-image "));
    const imageCache = await caches.open(imageName);
    const good = await imageCache.match(url);
    const bytes = good.headers.get("X-Kartentisch-Bytes");
    const put = (body) => imageCache.put(url, new Response(body, {
        headers: {"Content-Type": "application/octet-stream", "X-Kartentisch-Bytes": bytes}}));
    if (kind === "truncated") await put((await good.arrayBuffer()).slice(0, Number(bytes) / 2));
    if (kind === "foreign") await put(new Uint8Array(Number(bytes)));
    if (kind === "missing") await imageCache.delete(url);
    if (kind === "other engine") {
        const manifestURL = new URL(manifestPath, location.href).href;
        const siteCache = await caches.open(names.find((name) => name.startsWith("kartentisch ")));
        const manifest = await (await siteCache.match(manifestURL)).json();
        manifest.wheel_sha256 = "0".repeat(64);
        await siteCache.put(manifestURL, new Response(JSON.stringify(manifest)));
    }
}"""


def manifest_of(site: Path) -> dict[str, Any]:
    return dict(json.loads((site / MANIFEST).read_text()))


def image_path(manifest: dict[str, Any]) -> str:
    return f"static/vendor/snapshot/{manifest['file']}"


def wait_for_image(page: Any) -> None:
    page.wait_for_function(IMAGE_SETTLED, timeout=MAKING_TIMEOUT_MS)
    assert page.evaluate(IMAGE) == "stored"


def test_the_build_ships_no_snapshot_but_names_the_one_a_device_makes(site_dir: Path) -> None:
    manifest = manifest_of(site_dir)
    assert manifest["pyodide"] == serve.pyodide_version()
    assert manifest["file"].startswith("device-") and manifest["file"].endswith(".snap")
    wheel = (site_dir / "static/vendor/snapshot" / manifest["wheel"]).resolve()
    assert wheel == (site_dir / serve.engine_wheel_url()).resolve()
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == manifest["wheel_sha256"]
    folder = site_dir / "static/vendor/snapshot"
    runtime = site_dir / "static/vendor/pyodide/pyodide.mjs"
    assert (folder / manifest["runtime"]).resolve() == runtime
    assert (folder / manifest["pyscript"]).is_file()
    assert list(site_dir.rglob("*.snap")) == []
    assert ".snap" not in (site_dir / "sw.js").read_text()


def test_a_first_visit_makes_the_snapshot_and_every_later_start_restores_it(
    open_page: Any, site_server: SiteServer
) -> None:
    page = open_page()
    assert page.evaluate(BOOT) == "plain"
    # A first visit leaves the WebAssembly to Pyodide: the reader would download it again.
    assert page.evaluate(WASM) == "page"
    wait_for_image(page)
    wait_for_service_worker(page, timeout_ms=90_000)
    manifest = manifest_of(site_server.directory)
    # Every start copies the image: its size is a budget, so that growing it is a decision
    # (``ui.boot.snapshot.ON_DEMAND`` keeps modules out of it).
    stored = page.evaluate(CACHED_IMAGE_BYTES, image_path(manifest))
    assert 16 * 2**20 <= stored <= 32 * 2**20, stored / 2**20
    # Beside it, the engine wheel with its members stored, for later starts to cut its files
    # out of (the site ships it deflated: fewer bytes over the line).
    shipped = (site_server.directory / serve.engine_wheel_url()).stat().st_size
    copy = page.evaluate(CACHED_IMAGE_BYTES, image_path(manifest).replace(".snap", ".whl"))
    assert copy is not None and copy > 2 * shipped, (copy, shipped)
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text))
    page.reload()
    wait_ready(page)
    assert page.evaluate(BOOT) == "snapshot"
    assert page.evaluate("document.documentElement.dataset.bootImage") == manifest["file"]
    # A later start compiles the WebAssembly off the main thread, and Pyodide takes that.
    assert page.evaluate(WASM) == "worker"
    assert page.locator("#games .btn-primary").first.is_enabled()
    assert page.evaluate("kartentischTest.loaded('kartentisch.engine.match')")
    # The standard modules a first visit's package installer needs come with the image (this
    # start's own loader imports none of them).
    for module in ("tarfile", "email.parser", "importlib.metadata"):
        assert page.evaluate(f"kartentischTest.loaded('{module}')"), module
    # The page's loader, not Pyodide's installer, wrote the engine's files: all of them, whole.
    installed = json.loads(page.evaluate("kartentischTest.installed()"))
    assert installed["checked"] >= 100 and installed["wrong"] == []
    assert not [text for text in warnings if "installing it plainly" in text]
    assert page.evaluate("document.documentElement.dataset.install") == "loader"
    # A start from the image makes none.
    assert page.evaluate(IMAGE) is None


@pytest.mark.parametrize("where", ["root", "subpath"])
def test_an_offline_reload_boots_from_the_snapshot(
    open_page: Any, site_server: SiteServer, watch: Watch, where: str
) -> None:
    url = site_server.url if where == "root" else site_server.subpath_url
    page = open_page(url=url)
    wait_for_image(page)
    wait_for_service_worker(page, timeout_ms=90_000)
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate(BOOT) == "snapshot"
    assert page.evaluate(WASM) == "worker"
    assert [request for request in watch.requests if not request.startswith(url)] == []


def test_a_broken_snapshot_means_a_plain_boot_and_no_error_for_the_player(
    open_page: Any, private_site: Callable[..., tuple[str, Path]]
) -> None:
    url, site = private_site()
    manifest = manifest_of(site)
    page = open_page(url=url)
    wait_for_service_worker(page, timeout_ms=90_000)
    for damage in ("truncated", "foreign", "other engine", "missing"):
        wait_for_image(page)  # the first visit's, else the one the plain start before remade
        page.evaluate(DAMAGE, [damage, image_path(manifest), MANIFEST])
        page.reload()
        wait_ready(page)
        assert page.evaluate(BOOT) == "plain", damage
        assert page.locator("#boot-error").is_hidden(), damage
        assert page.locator("#games .btn-primary").first.is_enabled(), damage
        if damage == "other engine":  # the site's own manifest back for the next round
            page.evaluate(
                """async (path) => {
                    const names = await caches.keys();
                    const name = names.find((n) => n.startsWith("kartentisch "));
                    const cache = await caches.open(name);
                    await cache.delete(new URL(path, location.href).href);
                }""",
                MANIFEST,
            )


def test_a_start_that_fails_after_the_restore_is_retried_plainly(
    open_page: Any, private_site: Callable[..., tuple[str, Path]], watch: Watch
) -> None:
    url, site = private_site()
    main = site / "main.py"
    main.write_text(
        "from pyscript import document\n"
        "if document.documentElement.dataset.boot == 'snapshot':\n"
        "    raise RuntimeError('snapshot-test-failure')\n" + main.read_text()
    )
    (site / "sw.js").write_bytes(serve.service_worker(site, serve.site_files(site)))
    page = open_page(url=url)
    watch.allow("snapshot-test-failure")
    wait_for_image(page)
    wait_for_service_worker(page, timeout_ms=90_000)
    page.reload()
    page.wait_for_function(f"{BOOT} === 'plain' && {SKIP} !== null", timeout=60_000)
    wait_ready(page)
    skipped = json.loads(page.evaluate(SKIP))
    assert skipped == {"skip": manifest_of(site)["file"]}
    assert page.locator("#boot-error").is_hidden()
    # The image that failed is not made again.
    assert page.evaluate(IMAGE) is None


def test_only_the_start_up_benchmark_asks_for_another_start_in_the_query(
    open_page: Any, site_server: SiteServer
) -> None:
    # bench/startup.py compares starts by the page's query; a value the page does not know is
    # the page players get, and none of it is read as a shared deal.
    unknown = open_page(url=site_server.url + "?bench-first-visit=network&bench-register=soon")
    assert unknown.evaluate(BOOT) == "plain"
    assert unknown.locator("#games .btn-primary").first.is_enabled()
    assert unknown.locator("#msg-ok").count() == 0
