"""The engine under the real Pyodide (Python 3.14, WebAssembly) in Node, installed from its wheel.

One Node process runs the engine's core tests with pytest, then plays, for every playable game,
the generic conformance playout and a bot-only game per seed. The same games run on CPython
here, and both must be identical: the same seed and the same bots make the same actions, views
and result on both interpreters. All of it runs twice: on a plainly booted Pyodide, and on one
restored from the memory snapshot the site boots from (made by the build from the same wheel).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PYTEST_WHEELS = (
    "pytest==9.0.3",
    "iniconfig==2.3.1",
    "pluggy==1.7.0",
    "packaging==26.1",
    "pygments==2.21.0",
)
"""Pure wheels for Python 3.14; pytest runs inside Pyodide from these."""
PYTEST_UNDER_PYODIDE = ["tests/engine/test_core.py"]
"""Test files that need only pytest and the engine (hypothesis is not installed in Pyodide)."""

SEEDS = [int(seed) for seed in os.environ.get("KARTENTISCH_PYODIDE_SEEDS", "1").split(",")]
"""One seed keeps this under a minute; set e.g. KARTENTISCH_PYODIDE_SEEDS=1,2,3 for more."""

FROM_TEST_STDLIB = "(getattr(m, '__file__', None) or '').startswith('/lib/stdlib-for-tests.zip')"
"""Whether module ``m`` came from the untrimmed zip that only the tests' tools may need."""

pytestmark = pytest.mark.pyodide


def _serve() -> Any:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import serve

    return serve


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Private copies of the engine wheel and the memory snapshot the site ships.

    Copied so that both interpreters run the same code even if a parallel build replaces the
    files in static/ meanwhile; the snapshot must have been made from exactly this wheel.
    """
    serve = _serve()
    serve.ensure_built()
    folder = tmp_path_factory.mktemp("built")
    source = Path(ROOT / serve.engine_wheel_url())
    wheel = folder / source.name
    shutil.copy2(source, wheel)
    manifest = json.loads((serve.SNAPSHOTS / serve.SNAPSHOT_MANIFEST).read_text())
    snapshot = folder / manifest["file"]
    shutil.copy2(serve.SNAPSHOTS / manifest["file"], snapshot)
    assert manifest["wheel_sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    return {"wheel": wheel, "snapshot": snapshot}


@pytest.fixture(scope="module")
def wheel(built: dict[str, Path]) -> Path:
    return built["wheel"]


def pytest_wheels() -> list[Path]:
    """Downloaded once into build/cache (pip, for Python 3.14, no dependencies resolved)."""
    folder = ROOT / "build" / "cache" / "pyodide-test-wheels"
    found = []
    for requirement in PYTEST_WHEELS:
        name, version = requirement.split("==")
        pattern = f"{name}-{version}-*.whl"
        if not list(folder.glob(pattern)):
            subprocess.run(
                [
                    sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
                    "--only-binary=:all:", "--python-version", "3.14", "-d", str(folder),
                    requirement,
                ],
                check=True,
            )  # fmt: skip
        found.append(sorted(folder.glob(pattern))[0])
    return found


@pytest.fixture(scope="module", params=["plain", "snapshot"])
def pyodide_run(request: pytest.FixtureRequest, built: dict[str, Path]) -> dict[str, Any]:
    """The engine's playouts, then its core tests with pytest, in one Node process. pytest
    needs standard modules the site's trimmed zip leaves out (bdb, unittest): they come from the
    runtime's untrimmed zip, put on the path after the site's, and the playouts, run first, must
    have taken nothing from it."""
    serve = _serve()
    wheel = built["wheel"]
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    files = [f"/repo-tests/{Path(name).relative_to('tests').as_posix()}" for name in
             PYTEST_UNDER_PYODIDE]  # fmt: skip
    code = (
        "import json, sys, playouts\n"
        f"games = playouts.run({SEEDS!r})\n"
        f"engine_extra = [n for n, m in list(sys.modules.items()) if {FROM_TEST_STDLIB}]\n"
        "import pytest\n"
        f"exit_code = pytest.main(['-q', '-p', 'no:cacheprovider', *{files!r}])\n"
        "json.dumps({'pytest': int(exit_code), 'engine_from_test_stdlib': engine_extra, **games})"
    )
    mount = f"{ROOT / 'tests'}=/repo-tests"
    command = ["node", str(HERE / "run_in_pyodide.mjs"), str(wheel), code]
    command += [str(path) for path in pytest_wheels()] + ["--mount", mount]
    command += ["--stdlib-for-tests", str(serve.NODE_MODULES / "pyodide" / serve.STDLIB_ZIP)]
    if request.param == "snapshot":
        command += ["--snapshot", str(built["snapshot"])]
    completed = subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr[-4000:]
    lines = completed.stdout.splitlines()
    timing = json.loads(next(line for line in lines if line.startswith("TIMING:"))[7:])
    result = json.loads(next(line for line in lines if line.startswith("RESULT:"))[7:])
    print(f"Pyodide: {timing}; seconds per game: {result['seconds']}")
    return {"timing": timing, "result": result, "output": completed.stderr, "boot": request.param}


def test_runs_on_python_314(pyodide_run: dict[str, Any]) -> None:
    assert pyodide_run["timing"]["python"].startswith("3.14.")


def test_the_snapshot_brings_the_engine_already_imported(pyodide_run: dict[str, Any]) -> None:
    restored = pyodide_run["timing"]["restored_modules"]
    precompiled = pyodide_run["timing"]["precompiled"]
    if pyodide_run["boot"] == "snapshot":
        assert restored > 50
        # The page's own modules, compiled into the image, match the wheel installed over it.
        assert {"kartentisch.ui.shell.app", "kartentisch.ui.shell.dom"} <= set(precompiled)
    else:
        assert restored == 0 and precompiled == []


def test_the_engine_needs_nothing_the_site_s_standard_library_leaves_out(
    pyodide_run: dict[str, Any],
) -> None:
    assert pyodide_run["result"]["engine_from_test_stdlib"] == []
    assert "bdb" in pyodide_run["timing"]["from_test_stdlib"]  # pytest did need the fallback


def test_engine_core_tests_pass_under_pyodide(pyodide_run: dict[str, Any]) -> None:
    assert pyodide_run["result"]["pytest"] == 0, pyodide_run["output"][-6000:]


def test_every_playable_game_passes_its_playouts(pyodide_run: dict[str, Any]) -> None:
    sys.path.insert(0, str(HERE))
    import playouts

    assert sorted(pyodide_run["result"]["games"]) == sorted(playouts.playable_games())


def test_pyodide_plays_the_same_games_as_cpython(wheel: Path, pyodide_run: dict[str, Any]) -> None:
    # CPython imports the very same wheel (zipimport), not src/, which may have moved on.
    code = f"import json, playouts; print(json.dumps(playouts.run({SEEDS!r})))"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(wheel), str(HERE)])}
    completed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=False
    )
    assert completed.returncode == 0, completed.stderr[-4000:]
    on_cpython = json.loads(completed.stdout)["games"]
    on_pyodide = pyodide_run["result"]["games"]
    for game_id, games in on_cpython.items():
        assert on_pyodide[game_id] == json.loads(json.dumps(games)), game_id


def test_pyodide_reads_every_games_words_from_the_installed_wheel(
    pyodide_run: dict[str, Any],
) -> None:
    """The names come from each game's ``texts/<lang>.json`` in the wheel; a file left out
    would show the key ("zehn.game.name") on both interpreters alike."""
    from kartentisch import catalogue
    from kartentisch.engine.texts import LANGUAGES

    for game_id, games in pyodide_run["result"]["games"].items():
        info = catalogue.get(game_id).info
        expected = {lang: info.name(lang) for lang in LANGUAGES}
        assert games[0]["words"]["names"] == expected, game_id
        assert ".game." not in expected["de"], game_id
