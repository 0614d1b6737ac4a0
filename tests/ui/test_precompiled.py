"""Code compiled into the snapshot runs only against exactly the source it was compiled from."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from types import CodeType

import pytest

from kartentisch.ui.boot.precompiled import PrecompiledFinder, PrecompiledLoader


@pytest.fixture
def package(tmp_path: Path) -> Iterator[Path]:
    """A package ``precompiled_probe`` on sys.path, forgotten again afterwards."""
    folder = tmp_path / "precompiled_probe"
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    (folder / "page.py").write_text("VALUE = 'from the file'\n")
    sys.path.insert(0, str(tmp_path))
    finder = PrecompiledFinder()
    sys.meta_path.insert(0, finder)
    try:
        yield folder
    finally:
        sys.meta_path.remove(finder)
        sys.path.remove(str(tmp_path))
        for name in [n for n in sys.modules if n.startswith("precompiled_probe")]:
            del sys.modules[name]
        importlib.invalidate_caches()


def add_marked_page() -> CodeType:
    """Compile ``precompiled_probe.page`` into the finder, then swap in code that says it ran
    (so a test can tell the two apart); returns the code really compiled."""
    finder = next(f for f in sys.meta_path if isinstance(f, PrecompiledFinder))
    importlib.import_module("precompiled_probe")
    assert finder.add("precompiled_probe.page")
    origin, source, code = finder.entries["precompiled_probe.page"]
    marked = compile("VALUE = 'precompiled'", origin, "exec")
    finder.entries["precompiled_probe.page"] = (origin, source, marked)
    return code


def test_the_same_source_runs_the_precompiled_code(package: Path) -> None:
    code = add_marked_page()
    module = importlib.import_module("precompiled_probe.page")
    assert module.VALUE == "precompiled"
    assert module.__spec__ is not None
    assert isinstance(module.__spec__.loader, PrecompiledLoader)
    assert module.__file__ == code.co_filename == str(package / "page.py")


def test_a_changed_source_is_imported_normally(package: Path) -> None:
    add_marked_page()
    (package / "page.py").write_text("VALUE = 'changed'\n")
    importlib.invalidate_caches()
    assert importlib.import_module("precompiled_probe.page").VALUE == "changed"


def test_a_module_without_a_file_is_not_added(package: Path) -> None:
    finder = next(f for f in sys.meta_path if isinstance(f, PrecompiledFinder))
    assert not finder.add("precompiled_probe.missing")
