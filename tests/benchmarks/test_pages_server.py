"""The benchmark's stand-in for GitHub Pages answers as Pages does: the bytes it counts are
then the bytes a player's phone would download."""

from __future__ import annotations

import gzip
import urllib.request
from pathlib import Path

from bench.pages_server import pages_served, per_file


def fetch(url: str, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), b""


def test_text_is_gzipped_cached_ten_minutes_and_revalidated_with_a_304(tmp_path: Path) -> None:
    (tmp_path / "app.js").write_text("const answer = 42;\n" * 200)
    (tmp_path / "lib.zip").write_bytes(b"PK" + bytes(3000))
    with pages_served(tmp_path) as server:
        status, headers, body = fetch(server.url + "app.js", {"Accept-Encoding": "gzip"})
        assert status == 200
        assert headers["Content-Encoding"] == "gzip"
        assert headers["Cache-Control"] == "max-age=600"
        assert gzip.decompress(body) == (tmp_path / "app.js").read_bytes()
        again = {"Accept-Encoding": "gzip", "If-None-Match": headers["ETag"]}
        status, _, body = fetch(server.url + "app.js?v=1", again)
        assert (status, body) == (304, b"")
        status, headers, body = fetch(server.url + "lib.zip", {"Accept-Encoding": "gzip"})
        assert status == 200 and "Content-Encoding" not in headers and len(body) == 3002
        assert fetch(server.url + "missing.js", {})[0] == 404
        counted = per_file(server.ledger.since(0))
    assert counted["app.js"][:2] == (1, 1)
    assert counted["lib.zip"] == (1, 0, 3002)
