"""The page boots from the build's memory snapshot, and never worse than plainly without it."""

from __future__ import annotations

import gzip
import hashlib
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
import serve
from harness import SiteServer, Watch, wait_for_service_worker, wait_ready

MANIFEST = "static/vendor/snapshot/snapshot.json"

BOOT = "document.documentElement.dataset.boot"
WASM = "document.documentElement.dataset.wasm"
SKIP = "localStorage.getItem('kartentisch.boot')"
"""Who compiled the runtime's WebAssembly: "worker" (the snapshot reader) or "page" (Pyodide)."""

CACHED_IMAGE_BYTES = """async (path) => {
    const hit = await caches.match(new URL(path, location.href).href);
    return hit ? (await hit.arrayBuffer()).byteLength : null;
}"""


def manifest_of(site: Path) -> dict[str, Any]:
    return dict(json.loads((site / MANIFEST).read_text()))


def image_path(manifest: dict[str, Any]) -> str:
    return f"static/vendor/snapshot/{manifest['file']}"


class SlowSnapshotHandler(serve.SiteHandler):
    """Sends the snapshot at about 1.3 MB/s, as a slow line would (everything else at once)."""

    def do_GET(self) -> None:
        path = self._site_path() or ""
        if not path.endswith(".snap"):
            super().do_GET()
            return
        body = Path(self.translate_path(self.path)).read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", "application/octet-stream")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        for start in range(0, len(body), 65536):
            self.wfile.write(body[start : start + 65536])
            time.sleep(0.05)


def test_the_build_ships_a_snapshot_made_from_its_own_engine(site_dir: Path) -> None:
    manifest = manifest_of(site_dir)
    image = gzip.decompress((site_dir / image_path(manifest)).read_bytes())
    assert len(image) == manifest["bytes"] and manifest["compressed"] < len(image) / 2
    packed = (site_dir / image_path(manifest)).read_bytes()
    assert manifest["file"] == f"kartentisch-{hashlib.sha256(packed).hexdigest()[:16]}.snap"
    assert manifest["pyodide"] == serve.pyodide_version()
    # Every start copies the image and a first visit downloads it: its size is a budget, so
    # that growing it is a decision (``ui.boot.snapshot.ON_DEMAND`` keeps modules out of it). It
    # holds the memory in use and no zeros beyond.
    assert manifest["heap_used"] <= len(image) <= manifest["heap_used"] + 2**20
    assert len(image) <= 32 * 2**20, len(image) / 2**20
    assert manifest["compressed"] <= 9_000_000
    wheel = (site_dir / "static/vendor/snapshot" / manifest["wheel"]).resolve()
    assert wheel == (site_dir / serve.engine_wheel_url()).resolve()
    assert hashlib.sha256(wheel.read_bytes()).hexdigest() == manifest["wheel_sha256"]
    assert f'"{image_path(manifest)}"' in (site_dir / "sw.js").read_text()
    assert list((site_dir / "static/vendor/snapshot").glob("*.snap")) == [
        site_dir / image_path(manifest)
    ]


def test_a_fast_first_visit_and_every_later_start_boot_from_the_snapshot(
    open_page: Any, site_server: SiteServer
) -> None:
    page = open_page()
    assert page.evaluate(BOOT) == "snapshot"  # localhost is a fast line
    # A first visit leaves the WebAssembly to Pyodide: the reader would download it again.
    assert page.evaluate(WASM) == "page"
    wait_for_service_worker(page)
    manifest = manifest_of(site_server.directory)
    # The service worker keeps it unpacked, so later starts do not inflate it again.
    assert page.evaluate(CACHED_IMAGE_BYTES, image_path(manifest)) == manifest["bytes"]
    warnings: list[str] = []
    page.on("console", lambda message: warnings.append(message.text))
    page.reload()
    wait_ready(page)
    assert page.evaluate(BOOT) == "snapshot"
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


@pytest.mark.parametrize("where", ["root", "subpath"])
def test_an_offline_reload_boots_from_the_snapshot(
    open_page: Any, site_server: SiteServer, watch: Watch, where: str
) -> None:
    url = site_server.url if where == "root" else site_server.subpath_url
    page = open_page(url=url)
    wait_for_service_worker(page)
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate(BOOT) == "snapshot"
    assert page.evaluate(WASM) == "worker"
    assert [request for request in watch.requests if not request.startswith(url)] == []


def test_a_slow_first_visit_boots_plainly_and_the_next_start_from_the_snapshot(
    open_page: Any, private_site: Callable[..., tuple[str, Path]]
) -> None:
    url, _ = private_site(SlowSnapshotHandler)
    page = open_page(url=url)
    assert page.evaluate(BOOT) == "plain"
    wait_for_service_worker(page, timeout_ms=60_000)  # it fetches the snapshot meanwhile
    page.reload()
    wait_ready(page)
    assert page.evaluate(BOOT) == "snapshot"


def _truncate(site: Path, manifest: dict[str, Any]) -> None:
    image = site / image_path(manifest)
    image.write_bytes(image.read_bytes()[: manifest["compressed"] // 2])


def _foreign(site: Path, manifest: dict[str, Any]) -> None:
    """The right size and a valid gzip stream, but not an image this runtime can restore."""
    (site / image_path(manifest)).write_bytes(gzip.compress(bytes(manifest["bytes"])))


def _other_engine(site: Path, manifest: dict[str, Any]) -> None:
    (site / MANIFEST).write_text(json.dumps({**manifest, "wheel_sha256": "0" * 64}))


def _missing(site: Path, manifest: dict[str, Any]) -> None:
    (site / image_path(manifest)).unlink()


@pytest.mark.parametrize("damage", [_truncate, _foreign, _other_engine, _missing])
def test_a_broken_snapshot_means_a_plain_boot_and_no_error_for_the_player(
    open_page: Any,
    private_site: Callable[..., tuple[str, Path]],
    watch: Watch,
    damage: Callable[[Path, dict[str, Any]], None],
) -> None:
    url, site = private_site()
    damage(site, manifest_of(site))
    page = open_page(url=url, wait=False)
    watch.allow(r"Failed to load resource.*404")
    wait_ready(page)
    assert page.evaluate(BOOT) == "plain"
    assert page.locator("#boot-error").is_hidden()
    assert page.locator("#games .btn-primary").first.is_enabled()
    if damage is _truncate:  # the service worker stores it as it came: still plain, offline too
        wait_for_service_worker(page)
        page.context.set_offline(True)
        page.reload()
        wait_ready(page)
        assert page.evaluate(BOOT) == "plain"


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
    page = open_page(url=url, wait=False)
    watch.allow("snapshot-test-failure")
    page.wait_for_function(f"{BOOT} === 'plain'", timeout=60_000)  # after the reload
    wait_ready(page)
    if page.evaluate(SKIP) is None:
        # A busy computer can make the first visit judge the line slow and boot plainly;
        # the next start then restores from the service worker's cache and fails there.
        wait_for_service_worker(page)
        page.reload()
        page.wait_for_function(f"{BOOT} === 'plain' && {SKIP} !== null", timeout=60_000)
        wait_ready(page)
    skipped = json.loads(page.evaluate(SKIP))
    assert skipped == {"skip": manifest_of(site)["file"]}
    assert page.locator("#boot-error").is_hidden()


def test_only_the_start_up_benchmark_asks_for_another_first_visit_in_the_query(
    open_page: Any, site_server: SiteServer
) -> None:
    # bench/startup.py compares first visits by the page's query; a value the loader does not
    # know, or none, is the page players get, and none of it is read as a shared deal.
    never = open_page(url=site_server.url + "?bench-first-visit=cached")
    assert never.evaluate(BOOT) == "plain"
    unknown = open_page(url=site_server.url + "?bench-first-visit=cache&bench-register=soon")
    assert unknown.evaluate(BOOT) == "snapshot"  # localhost is a fast line
    assert unknown.locator("#games .btn-primary").first.is_enabled()
    assert unknown.locator("#msg-ok").count() == 0
