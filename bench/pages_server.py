"""A server that answers as GitHub Pages does, and counts every byte it sends per file.

GitHub Pages serves a project site with ``Cache-Control: max-age=600``, an ``ETag`` on every
file (a request with a matching ``If-None-Match`` gets ``304 Not Modified`` and no body), and
text, JSON, JavaScript and WebAssembly gzip-compressed when the browser accepts it; archives
(``.zip``, ``.whl``) and unknown types go as they are. A first visit's download, the service
worker's install and a later visit's revalidations then cost what they would cost a player.
``bench/pages.py`` prints the counts; the browser tests count responses with it.
"""

from __future__ import annotations

import gzip
import hashlib
import http.server
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import serve  # the build lives in the top-level serve.py

MAX_AGE_S = 600
COMPRESSED = (
    ".html", ".js", ".mjs", ".css", ".json", ".svg", ".wasm", ".toml", ".py", ".webmanifest",
    ".txt", ".md",
)  # fmt: skip
"""What Pages compresses: text, JSON, JavaScript and WebAssembly."""


@dataclass(frozen=True)
class Sent:
    """One response: the file's path below the site, its status, the body's bytes on the wire."""

    path: str
    status: int
    bytes: int
    at: float


@dataclass
class Ledger:
    """Every response of one server, in order; thread-safe (the server answers in threads)."""

    sent: list[Sent] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, entry: Sent) -> None:
        with self.lock:
            self.sent.append(entry)

    def mark(self) -> int:
        with self.lock:
            return len(self.sent)

    def since(self, mark: int) -> list[Sent]:
        with self.lock:
            return list(self.sent[mark:])


@dataclass
class Variant:
    """One file as Pages would hold it: its bytes, their gzip form and its ETag."""

    body: bytes
    packed: bytes | None
    etag: str


class PagesHandler(http.server.BaseHTTPRequestHandler):
    """GET and HEAD of a site folder at ``/`` as Pages answers them."""

    directory = Path(".")
    ledger = Ledger()
    files: dict[str, Variant] = {}  # noqa: RUF012  (shared by the handler's instances)
    bytes_per_s: float | None = None
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the ledger is the log."""

    def do_GET(self) -> None:
        self._answer(head=False)

    def do_HEAD(self) -> None:
        self._answer(head=True)

    def _file(self, path: str) -> Variant | None:
        """The file as Pages holds it; a file changed on disk is a new deployment of it."""
        if path.endswith("/"):
            path += "index.html"
        target = (self.directory / path.lstrip("/")).resolve()
        if self.directory.resolve() not in target.parents or not target.is_file():
            return None
        stat = target.stat()
        key = f"{path}\0{stat.st_mtime_ns}\0{stat.st_size}"
        cached = self.files.get(key)
        if cached is not None:
            return cached
        body = target.read_bytes()
        packed = gzip.compress(body, 6, mtime=0) if target.suffix in COMPRESSED else None
        variant = Variant(body, packed, f'"{hashlib.sha1(body).hexdigest()[:20]}"')
        self.files[key] = variant
        return variant

    def _answer(self, head: bool) -> None:
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        variant = self._file(path)
        name = path.lstrip("/") or "index.html"
        if variant is None:
            self.send_response(404)
            self.send_header("Content-Length", "0")
            self.end_headers()
            self.ledger.add(Sent(name, 404, 0, time.monotonic()))
            return
        gzipped = variant.packed is not None and "gzip" in self.headers.get("Accept-Encoding", "")
        # Pages marks the ETag of a compressed answer weak; the same file keeps the same tag.
        etag = f"W/{variant.etag}" if gzipped else variant.etag
        asked = [tag.strip() for tag in self.headers.get("If-None-Match", "").split(",")]
        if variant.etag in asked or f"W/{variant.etag}" in asked:
            self.send_response(304)
            self._common_headers(etag, path)
            self.end_headers()
            self.ledger.add(Sent(name, 304, 0, time.monotonic()))
            return
        body = variant.packed if gzipped and variant.packed is not None else variant.body
        self.send_response(200)
        self._common_headers(etag, path)
        if gzipped:
            self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if not head:
            self._write(body)
        self.ledger.add(Sent(name, 200, 0 if head else len(body), time.monotonic()))

    def _common_headers(self, etag: str, path: str) -> None:
        suffix = Path(path).suffix if not path.endswith("/") else ".html"
        content_type = serve.MIME_TYPES.get(suffix) or {
            ".html": "text/html; charset=utf-8",
            ".css": "text/css",
            ".png": "image/png",
        }.get(suffix, "application/octet-stream")
        self.send_header("Content-Type", content_type)
        self.send_header("Cache-Control", f"max-age={MAX_AGE_S}")
        self.send_header("ETag", etag)
        self.send_header("Vary", "Accept-Encoding")

    def _write(self, body: bytes) -> None:
        chunk = 16384
        for start in range(0, len(body), chunk):
            if self.bytes_per_s:
                time.sleep(min(len(body) - start, chunk) / self.bytes_per_s)
            try:
                self.wfile.write(body[start : start + chunk])
            except ConnectionError:
                return


@dataclass
class PagesServer:
    origin: str
    ledger: Ledger

    @property
    def url(self) -> str:
        return self.origin + "/"


@contextmanager
def pages_served(site: Path, mbit: float | None = None) -> Iterator[PagesServer]:
    """The built site served as Pages does on localhost (a free port) while the block runs;
    ``mbit`` slows each response down to that speed (a slow line, per connection)."""
    ledger = Ledger()
    attributes = {
        "ledger": ledger,
        "files": {},
        "bytes_per_s": None if mbit is None else mbit * 1e6 / 8,
        "directory": site,
    }
    handler = type("Handler", (PagesHandler,), attributes)
    server = serve.SiteServer(("127.0.0.1", 0), partial(handler))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield PagesServer(f"http://127.0.0.1:{server.server_address[1]}", ledger)
    finally:
        server.shutdown()
        server.server_close()


def per_file(sent: list[Sent]) -> dict[str, tuple[int, int, int]]:
    """For each file: (bodies sent with 200, answers 304, bytes)."""
    out: dict[str, tuple[int, int, int]] = {}
    for entry in sent:
        full, not_modified, size = out.get(entry.path, (0, 0, 0))
        if entry.status == 304:
            not_modified += 1
        else:
            full += 1
        out[entry.path] = (full, not_modified, size + entry.bytes)
    return out
