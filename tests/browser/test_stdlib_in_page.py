"""The page runs on the trimmed standard library (``stdlib_trim``) without missing a module.

A few moves, a hint and a save exported and imported again in each of the four games, on the
site as built; the page's watch fails the test on any console error (a module left out that
something imports shows there as ModuleNotFoundError). Then every standard module the page has
imported must be one of the record the list of left-out modules was checked against
(``tests/stdlib_imported.txt``): a new import makes this fail, and the record is made again
with ``python3 -m bench stdlib_imports --write tests/stdlib_imported.txt`` and checked by
``tests/test_stdlib_trim.py``.
"""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any

import stdlib_trim
from bench.stdlib_imports import GAMES, loaded, play_a_few_moves, stdlib_names

RECORD = Path(__file__).resolve().parents[1] / "stdlib_imported.txt"


def test_every_game_plays_on_the_trimmed_standard_library(
    app: Any, site_dir: Path, tmp_path: Path
) -> None:
    shipped = site_dir / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
    names = set(stdlib_trim.module_names(shipped.read_bytes()))
    assert "json" in names and "unittest" not in names, "the site ships the trimmed zip"
    assert len(zipfile.ZipFile(shipped).namelist()) < 0.7 * len(stdlib_names())
    for game_id in GAMES:
        play_a_few_moves(app, game_id, tmp_path)
    imported = loaded(app, stdlib_names())
    assert imported <= names
    record = {line for line in RECORD.read_text().splitlines() if not line.startswith("#")}
    assert sorted(imported - record) == [], "imports not in the record: record them again"
    assert {"asyncio", "json", "email.parser", "encodings.cp437"} <= imported
