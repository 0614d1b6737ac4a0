"""The engine wheel the build ships carries every words file of the source tree.

Under Pyodide the engine is installed from that wheel and ``engine.texts`` reads its words
with ``importlib.resources``; a ``texts/<lang>.json`` left out of the package data would show
keys instead of words in the browser only, where no engine test looks.
"""

from __future__ import annotations

import json
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import serve  # noqa: E402


def test_the_built_wheel_holds_every_texts_file_as_in_the_source() -> None:
    source = ROOT / "src"
    wanted = {
        path.relative_to(source).as_posix(): path.read_bytes()
        for path in source.glob("kartentisch/**/texts/*.json")
    }
    assert len(wanted) >= 3 * 6  # the shared UI's and five games' files, three languages each
    with zipfile.ZipFile(serve.ensure_engine_wheel()) as wheel:
        shipped = {name: wheel.read(name) for name in wheel.namelist() if "/texts/" in name}
    assert sorted(shipped) == sorted(wanted)
    for name, data in shipped.items():
        assert data == wanted[name], name
        assert isinstance(json.loads(data), dict), name
