#!/usr/bin/env python3
"""Build the Kartentisch site and serve it locally.

    python3 serve.py                 build what is missing, then serve on http://localhost:8000/
    python3 serve.py --port 8080     another port
    python3 serve.py --build DIR     write the deployable static site to DIR
    python3 serve.py --icons         redraw the PNG app icons

The page needs a self-hosted Python runtime (Pyodide, driven by PyScript), micropip with a lock
file that trusts our copies of its wheels, and the engine as a wheel. npm and pip only fetch
those files; nothing is bundled or transpiled, so the build is a handful of copies. Every step is
skipped when its output is already current, and a file lock keeps parallel test runs in the same
checkout from building over each other.
"""

from __future__ import annotations

import argparse
import contextlib
import fcntl
import hashlib
import http.server
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import tomllib
import zlib
from collections.abc import Callable, Iterator, Sequence
from functools import cache, partial
from pathlib import Path
from typing import Any

import runtime_patch
import stdlib_trim

ROOT = Path(__file__).resolve().parent
STATIC = ROOT / "static"
VENDOR = STATIC / "vendor"
WHEELS = STATIC / "wheels"
CACHE = ROOT / "build" / "cache"
NODE_MODULES = ROOT / "node_modules"
SNAPSHOTS = VENDOR / "snapshot"
SNAPSHOT_MAKER = ROOT / "tools" / "make_snapshot.mjs"
PYSCRIPT_STDLIB = NODE_MODULES / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"
"""PyScript's Python package as a JS module: the snapshot holds it compiled."""
SNAPSHOT_MANIFEST = "snapshot.json"
"""Names the snapshot Node made (``tools/make_snapshot.mjs``; the engine's tests under Pyodide
restore it). The site does not ship it: the page makes its own on the device."""
DEVICE_MANIFEST = "device.json"
"""What the page's snapshot maker (``static/js/snapshot-maker.mjs``) makes the image from and
the name it stores it under, which changes with every input (``static/js/pyodide-boot.mjs``)."""
DEVICE_MAKER = STATIC / "js" / "snapshot-maker.mjs"
SNAPSHOT_CONTENTS = STATIC / "js" / "snapshot-image.mjs"
"""What both makers (Node's and the page's) write into the image besides the engine."""
PYSCRIPT_STDLIB_COPY = "pyscript-stdlib.js"
"""PyScript's Python package, for the maker to compile into the image."""

PAGE_FILES = ("index.html", "main.py", "pyscript.toml")
"""Files at the site root besides the generated ``sw.js``."""

SW_TEMPLATE = STATIC / "sw.js"
"""The service worker source; the build fills in the version and the precache list."""

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
"""What Pyodide fetches at boot (its lock file is written separately, patched)."""

STDLIB_ZIP = "python_stdlib.zip"
"""Written trimmed: without the standard modules the site never imports (``stdlib_trim``)."""

PYSCRIPT_SKIP_SUFFIXES = (".map",)
PYSCRIPT_SKIP_PREFIXES = ("codemirror", "xterm", "service-worker")
"""Not needed: the code editor and terminal (plugins switched off in pyscript.toml) and
PyScript's own service worker, which only serves synchronous worker calls we do not use."""

RUNTIME_WHEELS = ("micropip==0.11.1", "packaging==26.1")
"""Pyodide's package loader; not in the npm package, so pip fetches the pure wheels."""

PAGE_WHEELS = ("segno==1.6.6",)
"""Pure wheels the page installs on first use, not at start (the QR codes of play with one
device each: ``kartentisch.ui.boot.extra_wheels``); the same pins as pyproject.toml's."""

JSQR_FILES = ("dist/jsQR.js", "LICENSE")
"""The QR reader ``static/js/qr-scan.js`` loads when a scan first needs one (npm ``jsqr``)."""

MARKDOWN_WHEELS = ("markdown-it-py==4.3.0", "mdurl==0.1.2")
"""The build's Markdown parser (the same pins as the test extras in pyproject.toml): the
in-app rules ship as HTML, so no parser runs in the page."""

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/plain",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".json": "application/json",
    ".svg": "image/svg+xml",
    ".snap": "application/octet-stream",
}

SUBPATH = "/kartentisch/"
"""The test server mounts the site here too, as GitHub Pages does for a project site."""


def log(message: str) -> None:
    print(f"[serve] {message}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- small file helpers


def sha256_of(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as stream:
        for block in iter(lambda: stream.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_atomic(path: Path, data: bytes) -> None:
    """Readers (a running server, a parallel test) never see half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    temp.write_bytes(data)
    os.replace(temp, path)


def copy_if_changed(source: Path, target: Path) -> bool:
    if target.exists():
        same_size = target.stat().st_size == source.stat().st_size
        if same_size and target.stat().st_mtime >= source.stat().st_mtime:
            return False
    write_atomic(target, source.read_bytes())
    shutil.copystat(source, target)
    return True


@contextlib.contextmanager
def build_lock() -> Iterator[None]:
    CACHE.mkdir(parents=True, exist_ok=True)
    with (CACHE / ".lock").open("w") as handle:
        fcntl.flock(handle, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def run(command: Sequence[str], cwd: Path = ROOT) -> None:
    log(" ".join(command))
    subprocess.run(list(command), cwd=cwd, check=True)


# ---------------------------------------------------------------- the runtime


def ensure_node_modules() -> None:
    """npm ci when node_modules is missing or older than the lock file."""
    marker = NODE_MODULES / ".package-lock.json"
    lock = ROOT / "package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    run(["npm", "ci", "--no-audit", "--no-fund"])


def copy_runtime() -> None:
    pyodide_source = NODE_MODULES / "pyodide"
    for name in PYODIDE_FILES:
        patch = runtime_patch.PATCHERS.get(name)
        if name == STDLIB_ZIP:
            write_trimmed_stdlib(pyodide_source / name, VENDOR / "pyodide" / name)
        elif patch is not None:
            write_patched(pyodide_source / name, VENDOR / "pyodide" / name, patch)
        else:
            copy_if_changed(pyodide_source / name, VENDOR / "pyodide" / name)
    pyscript_source = NODE_MODULES / "@pyscript" / "core" / "dist"
    wanted = {
        path.name
        for path in pyscript_source.iterdir()
        if path.is_file()
        and not path.name.endswith(PYSCRIPT_SKIP_SUFFIXES)
        and not path.name.startswith(PYSCRIPT_SKIP_PREFIXES)
    }
    target_dir = VENDOR / "pyscript"
    for name in sorted(wanted):
        copy_if_changed(pyscript_source / name, target_dir / name)
    for stale in target_dir.iterdir():
        if stale.name not in wanted:
            stale.unlink()
    for name in JSQR_FILES:
        source = NODE_MODULES / "jsqr" / name
        copy_if_changed(source, VENDOR / "jsqr" / source.name)


def write_patched(source: Path, target: Path, patch: Callable[[str], str]) -> None:
    """One of Pyodide's files with its change from ``runtime_patch``; written only when it
    differs, so the snapshot's inputs stay the same from build to build."""
    try:
        patched = patch(source.read_bytes().decode("utf-8"))
    except runtime_patch.RuntimeChanged as error:
        raise SystemExit(f"{error}: runtime_patch.py must follow the new Pyodide") from None
    data = patched.encode("utf-8")
    if not target.exists() or target.read_bytes() != data:
        write_atomic(target, data)


def write_trimmed_stdlib(source: Path, target: Path) -> None:
    """The standard library zip without what ``stdlib_trim.LEFT_OUT`` names; made again only
    when the runtime's zip or the list changed (a stamp beside it holds their digest)."""
    stamp = target.with_name(f".{target.name}.digest")
    digest = hashlib.sha256(
        sha256_of(source).encode() + b"\0" + Path(stdlib_trim.__file__).read_bytes()
    ).hexdigest()
    if target.exists() and stamp.exists() and stamp.read_text() == digest:
        return
    write_atomic(target, stdlib_trim.trimmed(source.read_bytes()))
    write_atomic(stamp, digest.encode())


def pure_wheels(requirements: Sequence[str], folder: Path) -> list[Path]:
    """Pure-Python wheels for Python 3.14 (they serve 3.11+ alike), downloaded once."""
    found: list[Path] = []
    for requirement in requirements:
        name, version = requirement.split("==")
        pattern = f"{name.replace('-', '_')}-{version}-*.whl"
        matches = sorted(folder.glob(pattern))
        if not matches:
            run(
                [
                    sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    "--only-binary=:all:", "--python-version", "3.14", "-d", str(folder),
                    requirement,
                ]
            )  # fmt: skip
            matches = sorted(folder.glob(pattern))
        found.append(matches[0])
    return found


def runtime_wheels() -> list[Path]:
    """micropip and packaging, for the page's Pyodide."""
    return pure_wheels(RUNTIME_WHEELS, CACHE / "runtime-wheels")


def copy_page_wheels() -> list[Path]:
    """The wheels of ``PAGE_WHEELS`` next to the engine's: served, and precached by the
    service worker like every file of the site, so they install offline too."""
    copied = []
    for wheel in pure_wheels(PAGE_WHEELS, CACHE / "page-wheels"):
        copy_if_changed(wheel, WHEELS / wheel.name)
        copied.append(WHEELS / wheel.name)
    keep = {path.name for path in copied} | {Path(engine_wheel_url()).name}
    for stale in WHEELS.glob("*.whl"):
        if stale.name not in keep:
            stale.unlink()
    return copied


@cache
def markdown_parser() -> Any:
    """markdown-it-py as installed (tests), else imported from its cached wheels (the build
    needs no install: a pure wheel imports from its zip file)."""
    try:
        import markdown_it
    except ImportError:
        for wheel in pure_wheels(MARKDOWN_WHEELS, CACHE / "build-wheels"):
            sys.path.append(str(wheel))
        import markdown_it
    return markdown_it.MarkdownIt("commonmark", {"html": False}).enable("table")


def rules_html(source: str) -> str:
    """One rules text as HTML for the rules dialog: raw HTML in the source stays text (the
    parser runs with ``html`` off), headings move one level down under the dialog's title,
    and tables scroll sideways in their own box on a phone."""
    html = str(markdown_parser().render(source))
    html = re.sub(r"<(/?)h([1-5])>", lambda m: f"<{m[1]}h{int(m[2]) + 1}>", html)
    html = html.replace("<table>", '<div class="md-table"><table>')
    return html.replace("</table>", "</table></div>")


def render_rules(package_root: Path) -> int:
    """Replace every game's ``rules/<lang>.md`` under ``package_root`` by ``<lang>.html``."""
    count = 0
    for source in sorted(package_root.glob("kartentisch/games/*/rules/*.md")):
        html = rules_html(source.read_text(encoding="utf-8"))
        source.with_suffix(".html").write_text(html, encoding="utf-8")
        source.unlink()
        count += 1
    return count


def write_lock_file(wheels: Sequence[Path]) -> None:
    """Copy micropip's wheels next to the lock file and make the lock trust exactly them.

    The published lock file names the CDN's builds; the index's wheels have other hashes, and
    Pyodide rejects a package whose sha256 differs (the boot then hangs). It lists the 357
    packages of Pyodide's distribution, of which the site ships and loads two: the lock keeps
    only those (111 kB -> 0.8 kB; 26 kB of a first visit, gzipped). The engine and segno name
    no dependencies, so micropip asks the lock for nothing else.
    """
    lock = json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    by_file = {entry["file_name"]: (name, entry) for name, entry in lock["packages"].items()}
    kept = {}
    for wheel in wheels:
        name, entry = by_file.get(wheel.name, (None, None))
        if name is None or entry is None:
            raise SystemExit(f"{wheel.name} is not in pyodide-lock.json: update RUNTIME_WHEELS")
        copy_if_changed(wheel, VENDOR / "pyodide" / wheel.name)
        entry["sha256"] = sha256_of(wheel)
        kept[name] = entry
    lock["packages"] = kept
    data = json.dumps(lock, indent=None, separators=(",", ":"), sort_keys=True).encode()
    target = VENDOR / "pyodide" / "pyodide-lock.json"
    if not target.exists() or target.read_bytes() != data:
        write_atomic(target, data)


# ---------------------------------------------------------------- the engine wheel


def engine_wheel_url() -> str:
    """The wheel pyscript.toml installs; the build must produce exactly that file."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text())
    for url in config.get("packages", []):
        if url.startswith("./static/wheels/"):
            return str(url)
    raise SystemExit("pyscript.toml lists no ./static/wheels/ package")


def source_digest() -> str:
    digest = hashlib.sha256()
    sources = sorted(
        path
        for path in (ROOT / "src").rglob("*")
        if path.is_file() and "__pycache__" not in path.parts and ".egg-info" not in str(path)
    )
    # serve.py too: it renders the rules into the wheel
    files = [ROOT / "pyproject.toml", Path(__file__).resolve(), *sources]
    for path in files:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def ensure_engine_wheel() -> Path:
    """Build the engine wheel when src/ or pyproject.toml changed since the last build.

    It is built from a copy of the sources so the shared checkout gets no build/ or egg-info.
    """
    target = ROOT / engine_wheel_url()
    stamp = WHEELS / ".source-digest"
    digest = source_digest()
    if target.exists() and stamp.exists() and stamp.read_text() == digest:
        return target
    with tempfile.TemporaryDirectory(prefix="kartentisch-wheel-") as temp:
        work = Path(temp) / "src-copy"
        shutil.copytree(
            ROOT / "src", work / "src", ignore=shutil.ignore_patterns("__pycache__", "*.egg-info")
        )
        shutil.copy2(ROOT / "pyproject.toml", work / "pyproject.toml")
        render_rules(work / "src")
        out = Path(temp) / "out"
        pip_wheel = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out)]
        run([*pip_wheel, "."], work)
        built = next(out.glob("*.whl"))
        if built.name != target.name:
            raise SystemExit(f"built {built.name}, but pyscript.toml installs {target.name}")
        # Deflated as pip made it: GitHub Pages sends a wheel as it is (0.4 MB instead of 1.3).
        write_atomic(target, built.read_bytes())
    write_atomic(stamp, digest.encode())
    return target


def stored_wheel(wheel: bytes) -> bytes:
    """The wheel with its members stored: what a device keeps for its starts from the snapshot
    (``kartentisch.ui.boot.stored_wheel``, run there by ``static/js/snapshot-maker.mjs``)."""
    source = str(ROOT / "src")
    if source not in sys.path:
        sys.path.insert(0, source)
    from kartentisch.ui.boot import stored_wheel as copy

    return copy.stored_wheel(wheel)


# ---------------------------------------------------------------- the memory snapshot


def snapshot_inputs_digest(wheel: Path) -> str:
    """Everything the snapshot is made from: the runtime (with the standard library it imports
    from), the engine wheel, the maker."""
    digest = hashlib.sha256()
    runtime = [VENDOR / "pyodide" / name for name in ("pyodide.asm.mjs", "pyodide.asm.wasm")]
    runtime.append(VENDOR / "pyodide" / STDLIB_ZIP)
    for path in (*runtime, wheel, SNAPSHOT_MAKER, SNAPSHOT_CONTENTS, PYSCRIPT_STDLIB):
        digest.update(path.name.encode() + b"\0" + sha256_of(path).encode() + b"\0")
    return digest.hexdigest()


def pyodide_version() -> str:
    package = json.loads((NODE_MODULES / "pyodide" / "package.json").read_text())
    return str(package["version"])


def ensure_snapshot(wheel: Path) -> Path:
    """Make the memory snapshot the page boots from, when its inputs changed.

    Node boots the vendored Pyodide, imports the engine from the wheel and writes the memory
    image gzip-compressed (GitHub Pages compresses only types it knows; the page unpacks it with
    ``DecompressionStream``). The file is named by its content, so a new build never meets an
    old copy in a cache; ``snapshot.json`` names it, with what it was made from, for the loader.
    """
    manifest_path = SNAPSHOTS / SNAPSHOT_MANIFEST
    stamp = SNAPSHOTS / ".inputs-digest"
    digest = snapshot_inputs_digest(wheel)
    if manifest_path.exists() and stamp.exists() and stamp.read_text() == digest:
        manifest = json.loads(manifest_path.read_text())
        if (SNAPSHOTS / manifest["file"]).exists():
            return manifest_path
    with tempfile.TemporaryDirectory(prefix="kartentisch-snapshot-") as temp:
        packed = Path(temp) / "image.gz"
        command = ["node", str(SNAPSHOT_MAKER), str(VENDOR / "pyodide"), str(wheel)]
        command += [str(PYSCRIPT_STDLIB), str(packed)]
        log("node tools/make_snapshot.mjs (the memory snapshot)")
        done = subprocess.run(command, cwd=ROOT, check=False, capture_output=True, text=True)
        if done.returncode != 0:
            raise SystemExit(f"making the snapshot failed:\n{done.stderr[-3000:]}")
        report = json.loads(done.stdout.strip().splitlines()[-1])
        name = f"kartentisch-{sha256_of(packed)[:16]}.snap"
        write_atomic(SNAPSHOTS / name, packed.read_bytes())
    manifest = {
        "file": name,
        "bytes": report["bytes"],
        "compressed": report["compressed"],
        "heap_used": report["heap_used"],
        "pyodide": pyodide_version(),
        "wheel": Path(os.path.relpath(wheel, SNAPSHOTS)).as_posix(),
        "wheel_sha256": sha256_of(wheel),
    }
    write_atomic(manifest_path, json.dumps(manifest, indent=1).encode())
    write_atomic(stamp, digest.encode())
    for stale in SNAPSHOTS.glob("*.snap"):
        if stale.name != name:
            stale.unlink()
    log(
        f"snapshot {name}: {report['bytes'] / 2**20:.1f} MiB, "
        f"{report['compressed'] / 1e6:.1f} MB compressed, {report['heap_used'] / 2**20:.1f} MiB "
        f"of it in use, {report['seconds']} s"
    )
    return manifest_path


def write_device_manifest(wheel: Path) -> None:
    """``device.json``: the runtime and the wheel the page's maker makes the image from, and
    the name it stores it under (a hash of everything it is made from: a new runtime, engine or
    maker gives a new name, and the image of the version before is not used)."""
    copy_if_changed(PYSCRIPT_STDLIB, SNAPSHOTS / PYSCRIPT_STDLIB_COPY)
    digest = hashlib.sha256()
    runtime = [VENDOR / "pyodide" / name for name in PYODIDE_FILES]
    for path in (*runtime, wheel, DEVICE_MAKER, SNAPSHOT_CONTENTS, PYSCRIPT_STDLIB):
        digest.update(path.name.encode() + b"\0" + sha256_of(path).encode() + b"\0")
    key = digest.hexdigest()[:16]
    manifest = {
        "file": f"device-{key}.snap",
        "pyodide": pyodide_version(),
        "runtime": "../pyodide/pyodide.mjs",
        "pyscript": PYSCRIPT_STDLIB_COPY,
        "wheel": Path(os.path.relpath(wheel, SNAPSHOTS)).as_posix(),
        "wheel_sha256": sha256_of(wheel),
    }
    data = json.dumps(manifest, indent=1).encode()
    target = SNAPSHOTS / DEVICE_MANIFEST
    if not target.exists() or target.read_bytes() != data:
        write_atomic(target, data)


def ensure_built() -> None:
    """Make the checkout itself a servable site (static/vendor and static/wheels)."""
    with build_lock():
        ensure_node_modules()
        copy_runtime()
        write_lock_file(runtime_wheels())
        copy_page_wheels()
        wheel = ensure_engine_wheel()
        ensure_snapshot(wheel)
        write_device_manifest(wheel)


# ---------------------------------------------------------------- the site


def site_files(root: Path = ROOT) -> list[str]:
    """Paths (relative, '/'-separated) of everything the page needs, except sw.js."""
    paths = [name for name in PAGE_FILES if (root / name).is_file()]
    static = root / "static"
    for path in sorted(static.rglob("*")):
        if not path.is_file() or path.name.startswith("."):
            continue
        if path == static / "sw.js" or "__pycache__" in path.parts:
            continue
        if path.suffix == ".py":
            continue
        node_made = path.suffix == ".snap" or path.name == SNAPSHOT_MANIFEST
        if path.parent == static / "vendor" / "snapshot" and node_made:
            continue  # the page makes its own snapshot (DEVICE_MANIFEST)
        paths.append(path.relative_to(root).as_posix())
    missing = [name for name in PAGE_FILES if name not in paths]
    if missing:
        raise SystemExit(f"the site is missing {', '.join(missing)}")
    return paths


def content_version(root: Path, paths: Sequence[str]) -> str:
    digest = hashlib.sha256()
    for path in paths:
        digest.update(path.encode() + b"\0" + (root / path).read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def service_worker(root: Path, paths: Sequence[str], page: bytes | None = None) -> bytes:
    """sw.js with the precache list (de-duplicated: Cache.addAll rejects duplicates) and the
    start of each file's sha256, by which its install knows a copy it may reuse; ``page`` is
    the page as served when it differs from ``root``'s index.html (the dev server renders it)."""
    precache = list(dict.fromkeys(["./", *paths]))
    hashes = {}
    for path in precache:
        name = "index.html" if path == "./" else path
        data = page if page is not None and name == "index.html" else (root / name).read_bytes()
        hashes[path] = hashlib.sha256(data).hexdigest()[:HASH_CHARS]
    source = SW_TEMPLATE.read_text()
    source = source.replace('"__VERSION__"', json.dumps(content_version(root, paths)))
    source = source.replace("[/* __PRECACHE__ */]", json.dumps(precache, indent=1))
    source = source.replace("{/* __HASHES__ */}", json.dumps(hashes, indent=1))
    return source.encode()


HASH_CHARS = 16
"""64 bits of a file's sha256: enough to tell one version of a file from another."""


def page_html(root: Path = ROOT) -> bytes:
    """index.html with the lobby's game cards and the static words of every language filled
    in from the engine's data (``kartentisch.ui.boot.static_page``): never written by hand."""
    source = str(ROOT / "src")
    if source not in sys.path:
        sys.path.insert(0, source)
    from kartentisch.ui.boot import static_page

    return static_page.render((root / "index.html").read_text(encoding="utf-8")).encode()


def build_site(dest: Path) -> dict[str, Any]:
    """Write the deployable site into ``dest`` (emptied first); returns a short summary."""
    started = time.perf_counter()
    ensure_built()
    paths = site_files()
    if dest.exists():
        shutil.rmtree(dest)
    for path in paths:
        target = dest / path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / path, target)
    (dest / "index.html").write_bytes(page_html())
    sw = service_worker(dest, paths)
    (dest / "sw.js").write_bytes(sw)
    (dest / ".nojekyll").write_bytes(b"")
    size = sum((dest / p).stat().st_size for p in paths) + len(sw)
    return {
        "files": len(paths) + 1,
        "bytes": size,
        "seconds": round(time.perf_counter() - started, 2),
        "version": content_version(dest, paths),
    }


# ---------------------------------------------------------------- serving


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a site folder at ``/`` and at ``SUBPATH``, with the MIME types Pyodide needs.

    In dev mode the folder is the checkout: only the site's own paths are served and sw.js is
    generated on each request, so a changed file gives a new service worker version.
    """

    extensions_map = {  # noqa: RUF012  (the base class declares it as a plain attribute)
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        **MIME_TYPES,
    }
    dev = False
    quiet = False

    def _site_path(self) -> str | None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        if path == SUBPATH.rstrip("/"):
            return None
        if path.startswith(SUBPATH):
            path = "/" + path[len(SUBPATH) :]
        return path

    def _allowed(self, path: str) -> bool:
        if not self.dev:
            return True
        return (
            path in ("/", "/sw.js")
            or path.lstrip("/") in PAGE_FILES
            or (path.startswith("/static/") and ".." not in path)
        )

    def do_GET(self) -> None:
        self._serve(head=False)

    def do_HEAD(self) -> None:
        self._serve(head=True)

    def _serve(self, head: bool) -> None:
        path = self._site_path()
        if path is None:
            self.send_response(301)
            self.send_header("Location", SUBPATH)
            self.end_headers()
            return
        if not self._allowed(path):
            self.send_error(404)
            return
        if self.dev and path == "/sw.js":
            directory = Path(self.directory)
            page = page_html(directory)
            body = service_worker(directory, site_files(directory), page)
            self._send(body, "text/javascript", head)
            return
        if self.dev and path in ("/", "/index.html"):
            self._send(page_html(Path(self.directory)), "text/html; charset=utf-8", head)
            return
        if head:
            super().do_HEAD()
        else:
            super().do_GET()

    def _send(self, body: bytes, content_type: str, head: bool) -> None:
        """A page made for this request (dev mode: the checkout holds only its sources)."""
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self.wfile.write(body)

    def translate_path(self, path: str) -> str:
        site_path = self._site_path() or "/"
        return super().translate_path(site_path)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A browser that closes a page mid-download is normal, not an error worth a trace."""
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def make_server(
    directory: Path, port: int = 0, *, dev: bool = False, quiet: bool = False
) -> http.server.ThreadingHTTPServer:
    """A server for ``directory`` on localhost; port 0 picks a free one."""
    handler = type("Handler", (SiteHandler,), {"dev": dev, "quiet": quiet})
    server = SiteServer(("127.0.0.1", port), partial(handler, directory=str(directory)))
    return server


# ---------------------------------------------------------------- icons


FELT = (0x1F, 0x5E, 0x3B)
FELT_DARK = (0x15, 0x45, 0x2B)
CARD = (0xFB, 0xF8, 0xF0)
HEART = (0xC0, 0x1E, 0x2E)


def _icon_colour(x: float, y: float) -> tuple[int, int, int]:
    """The app icon on the unit square: a card with a heart on green felt."""
    colour = FELT if (x - 0.5) ** 2 + (y - 0.5) ** 2 < 0.36 else FELT_DARK
    cx, cy = abs(x - 0.5), abs(y - 0.5)
    half_w, half_h, r = 0.24, 0.32, 0.05
    dx, dy = max(cx - (half_w - r), 0.0), max(cy - (half_h - r), 0.0)
    if cx <= half_w and cy <= half_h and dx * dx + dy * dy <= r * r:
        colour = CARD
        hx, hy = (x - 0.5) / 0.17, -(y - 0.52) / 0.17 + 0.15
        if (hx * hx + hy * hy - 1) ** 3 - hx * hx * hy**3 <= 0:
            colour = HEART
    return colour


def draw_png(size: int, samples: int = 3) -> bytes:
    rows = []
    step = 1.0 / (size * samples)
    for py in range(size):
        row = bytearray(b"\0")
        for px in range(size):
            total = [0, 0, 0]
            for sy in range(samples):
                for sx in range(samples):
                    colour = _icon_colour(
                        (px * samples + sx + 0.5) * step, (py * samples + sy + 0.5) * step
                    )
                    for i in range(3):
                        total[i] += colour[i]
            row += bytes(round(t / (samples * samples)) for t in total)
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
        + chunk(b"IEND", b"")
    )


def draw_icons() -> None:
    for size in (192, 512):
        write_atomic(STATIC / "icons" / f"icon-{size}.png", draw_png(size))


# ---------------------------------------------------------------- command line


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--build", metavar="DIR", type=Path, help="write the static site to DIR")
    parser.add_argument("--icons", action="store_true", help="redraw the PNG icons")
    args = parser.parse_args(argv)
    if args.icons:
        draw_icons()
        return 0
    if args.build:
        summary = build_site(args.build.resolve())
        log(
            f"built {args.build}: {summary['files']} files, {summary['bytes'] / 1e6:.1f} MB, "
            f"version {summary['version']}, {summary['seconds']} s"
        )
        return 0
    ensure_built()
    server = make_server(ROOT, args.port, dev=True)
    log(f"serving on http://localhost:{server.server_address[1]}/ (Ctrl-C stops)")
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
    return 0


if __name__ == "__main__":
    sys.exit(main())
