"""What goes into the runtime's memory snapshot, and what a restore renews (on CPython)."""

from __future__ import annotations

import ast
import importlib.util
import os
import pkgutil
import random
import subprocess
import sys
import tempfile
from importlib import resources
from pathlib import Path

from kartentisch import catalogue
from kartentisch.engine import texts
from kartentisch.ui import shell as shell_package
from kartentisch.ui.boot import snapshot
from kartentisch.ui.render import i18n


def test_preload_imports_every_module_but_the_browser_bound_ones() -> None:
    done = snapshot.preload()
    imported = done.imported
    shell = {f"kartentisch.ui.shell.{m.name}" for m in pkgutil.iter_modules(shell_package.__path__)}
    browser_free = {
        "kartentisch.ui.shell.history",
        "kartentisch.ui.shell.part",
        "kartentisch.ui.shell.save_files",
    }
    assert sorted(done.precompiled) == sorted(shell - browser_free)
    assert {"kartentisch.ui.shell.app", "kartentisch.ui.shell.dom"} <= set(done.precompiled)
    assert browser_free <= set(imported)
    assert "kartentisch.__main__" not in imported
    for name in (
        "kartentisch.engine.match",
        "kartentisch.ui.lobby.lobby_view",
        "kartentisch.ui.render.i18n",
    ):
        assert name in imported and name in sys.modules
    games = [name for name in imported if name.startswith("kartentisch.games.")]
    for game in map(catalogue.package_name, catalogue.ids()):
        assert f"kartentisch.games.{game}" in games
        assert f"kartentisch.ui.tables.{game}" in imported
    for name in snapshot.RUNTIME_MODULES:
        assert name in sys.modules
    # What a player asks for later stays out of the image (every start copies it): each such
    # module is still a module of the package.
    for name in snapshot.ON_DEMAND:
        assert name not in imported
        assert importlib.util.find_spec(name) is not None, name


def test_preload_reads_every_words_file_into_the_image() -> None:
    texts.catalog.cache_clear()
    done = snapshot.preload()
    packages = i18n.text_packages()
    assert len(packages) == 1 + len(catalogue.GAMES)
    with_words = [p for p in packages if resources.files(p).joinpath(texts.FOLDER).is_dir()]
    assert len(with_words) >= 5  # the shared UI and the four games
    assert done.texts == len(with_words) * len(texts.LANGUAGES)


def test_a_restore_does_not_repeat_the_random_numbers_of_the_image() -> None:
    state = random.getstate()
    try:
        random.seed(12345)
        image = random.getstate()
        first = [random.random() for _ in range(3)]
        random.setstate(image)
        assert [random.random() for _ in range(3)] == first  # what a restore would repeat
        random.setstate(image)
        snapshot.after_restore()
        assert [random.random() for _ in range(3)] != first
    finally:
        random.setstate(state)


def test_a_restore_drops_the_temporary_name_generator() -> None:
    tempfile.mktemp()  # makes the generator
    assert getattr(tempfile, "_name_sequence", None) is not None
    snapshot.after_restore()
    assert getattr(tempfile, "_name_sequence", None) is None


def test_the_page_starts_without_the_modules_loaded_on_demand() -> None:
    """What the shell imports when the page starts pulls in nothing of ``ON_DEMAND``
    (statistics, replays, charts, shared links): they load when a player asks for them. The
    shell needs the browser, so the module-level imports of each of its modules are read from
    their source, and those from outside the shell imported in a fresh interpreter without it."""
    shell = Path(snapshot.__file__).parents[1] / "shell"
    wanted: list[str] = []
    nodes = [
        n for app in sorted(shell.glob("*.py")) for n in ast.parse(app.read_text("utf-8")).body
    ]
    nodes = [
        n
        for n in nodes
        if not (
            isinstance(n, ast.ImportFrom) and (n.module or "").startswith(shell_package.__name__)
        )
    ]
    for node in nodes:
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.startswith("kartentisch"):
                wanted += [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Import):
            wanted += [a.name for a in node.names if a.name.startswith("kartentisch")]
    script = (
        "import importlib, sys\n"
        f"for name in {wanted!r}:\n"
        "    try:\n"
        "        importlib.import_module(name)\n"
        "    except ModuleNotFoundError:\n"
        "        importlib.import_module(name.rpartition('.')[0])\n"
        "print(sorted(m for m in sys.modules if m.startswith('kartentisch')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(Path(snapshot.__file__).parents[3])},
    )
    assert "kartentisch.ui.lobby.lobby_view" in done.stdout, done.stdout
    for name in snapshot.ON_DEMAND:
        assert f"'{name}'" not in done.stdout, name
