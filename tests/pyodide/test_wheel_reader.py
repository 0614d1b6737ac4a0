"""The page's wheel reader (``static/js/wheel-files.mjs``) in Node, without a browser.

After a start from the memory snapshot the loader writes the engine's files from the wheel
itself. The browser tests only ever show it a good stored wheel; here it also meets a deflated
one (the output must be the same) and the archives it must refuse — cut short, a broken
directory or member, an unknown compression, a name that would write outside site-packages —
because the loader's fallback to Pyodide's installer is only taken when the reader throws.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
READER = ROOT / "static/js/wheel-files.mjs"
RUNNER = Path(__file__).resolve().parent / "wheel_reader.mjs"
FILES = {
    "kartentisch/__init__.py": "",
    "kartentisch/texts/de.json": '{"gruss": "Grüß dich"}\n',
    "kartentisch/texts/en.json": '{"gruss": "Hello"}\n',
    "kartentisch/rules.md": "# Regeln\n" + "Karte " * 400,
}

pytestmark = pytest.mark.skipif(shutil.which("node") is None, reason="needs Node")


def read(archive: Path) -> dict[str, Any]:
    done = subprocess.run(
        ["node", str(RUNNER), str(READER), str(archive)],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def wheel(path: Path, compression: int, files: dict[str, str] = FILES) -> Path:
    with zipfile.ZipFile(path, "w", compression) as archive:
        archive.writestr("kartentisch/", "")
        for name, text in files.items():
            archive.writestr(name, text)
    return path


@pytest.mark.parametrize("compression", [zipfile.ZIP_STORED, zipfile.ZIP_DEFLATED])
def test_every_file_is_written_whole(tmp_path: Path, compression: int) -> None:
    result = read(wheel(tmp_path / "engine.whl", compression))
    assert result["count"] == len(FILES)
    assert result["written"] == {f"/site/{name}": text for name, text in FILES.items()}
    assert {member["method"] for member in result["listed"]} == {compression}


def test_each_folder_is_made_once_before_its_files(tmp_path: Path) -> None:
    result = read(wheel(tmp_path / "engine.whl", zipfile.ZIP_STORED))
    assert sorted(result["made"]) == ["/site/kartentisch", "/site/kartentisch/texts"]
    assert result["unmade"] == []


def test_the_build_s_stored_wheel_reads_like_python_s_zipfile(tmp_path: Path) -> None:
    import sys

    sys.path.insert(0, str(ROOT))
    import serve

    source = wheel(tmp_path / "source.whl", zipfile.ZIP_DEFLATED)
    stored = tmp_path / "stored.whl"
    stored.write_bytes(serve.stored_wheel(source.read_bytes()))
    result = read(stored)
    with zipfile.ZipFile(stored) as archive:
        expected = {
            f"/site/{info.filename}": archive.read(info).decode()
            for info in archive.infolist()
            if not info.is_dir()
        }
    assert result["written"] == expected
    assert {member["method"] for member in result["listed"]} == {0}


def broken(tmp_path: Path, change: str) -> Path:
    data = bytearray(wheel(tmp_path / "good.whl", zipfile.ZIP_STORED).read_bytes())
    directory = data.rfind(b"PK\x01\x02")
    local = data.find(b"PK\x03\x04", 1)
    if change == "cut short":
        data = data[: len(data) - 10]
    elif change == "broken directory":
        data[directory : directory + 4] = b"XXXX"
    elif change == "broken member":
        data[local : local + 4] = b"XXXX"
    elif change == "unknown compression":
        data[directory + 10 : directory + 12] = (12).to_bytes(2, "little")
    path = tmp_path / "broken.whl"
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ("cut short", "no end record"),
        ("broken directory", "broken wheel directory"),
        ("broken member", "broken wheel member"),
        ("unknown compression", "unknown compression 12"),
    ],
)
def test_a_damaged_archive_is_refused(tmp_path: Path, change: str, message: str) -> None:
    result = read(broken(tmp_path, change))
    assert message in result.get("error", ""), result


@pytest.mark.parametrize("name", ["../outside.py", "kartentisch/../../outside.py", "/etc/x"])
def test_a_name_outside_site_packages_is_refused(tmp_path: Path, name: str) -> None:
    path = tmp_path / "unsafe.whl"
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr("kartentisch/__init__.py", "")
        archive.writestr(zipfile.ZipInfo(name), "print('no')")
    result = read(path)
    assert "unsafe name" in result.get("error", ""), result
    assert "written" not in result
