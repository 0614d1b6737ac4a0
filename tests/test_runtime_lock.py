"""The site's copy of Pyodide's lock file names only the packages the site ships.

The published lock lists Pyodide's whole distribution (357 packages); the page loads micropip
and packaging from it and nothing else, so the build keeps just those, trusting the wheels it
ships (``serve.write_lock_file``).
"""

from __future__ import annotations

import hashlib
import json

import serve


def test_the_lock_lists_the_shipped_wheels_with_their_hashes() -> None:
    serve.ensure_node_modules()
    wheels = serve.runtime_wheels()
    serve.write_lock_file(wheels)
    lock = json.loads((serve.VENDOR / "pyodide" / "pyodide-lock.json").read_text())
    published = json.loads((serve.NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["info"] == published["info"]
    assert sorted(lock["packages"]) == ["micropip", "packaging"]
    for wheel in wheels:
        entry = next(e for e in lock["packages"].values() if e["file_name"] == wheel.name)
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
        assert entry["depends"] == []  # nothing else is needed from the lock
        assert (serve.VENDOR / "pyodide" / wheel.name).read_bytes() == wheel.read_bytes()
    assert len(json.dumps(lock)) < 2_000
