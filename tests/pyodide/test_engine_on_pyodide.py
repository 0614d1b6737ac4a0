"""The engine under the real Pyodide (Python 3.14, WebAssembly) in Node, installed from its wheel.

One Node process plays, for every playable game, the generic conformance playout and a bot-only
game per seed; the same runs on CPython here, and both must give identical games: the same
seed and the same bots make the same actions, views and result on both interpreters.
"""

from __future__ import annotations

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
SEEDS = [int(seed) for seed in os.environ.get("KARTENTISCH_PYODIDE_SEEDS", "1").split(",")]
"""One seed keeps this under a minute; set e.g. KARTENTISCH_PYODIDE_SEEDS=1,2,3 for more."""

pytestmark = pytest.mark.pyodide


def _serve() -> Any:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    import serve

    return serve


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A private copy of the engine wheel the site ships (rebuilt if the sources changed).

    Copied so that both interpreters run the same code even if a parallel build replaces the
    wheel in static/wheels meanwhile.
    """
    serve = _serve()
    serve.ensure_built()
    source = Path(ROOT / serve.engine_wheel_url())
    target = tmp_path_factory.mktemp("wheel") / source.name
    shutil.copy2(source, target)
    return target


@pytest.fixture(scope="module")
def pyodide_run(wheel: Path) -> dict[str, Any]:
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    code = f"import json, playouts; json.dumps(playouts.run({SEEDS!r}))"
    completed = subprocess.run(
        ["node", str(HERE / "run_in_pyodide.mjs"), str(wheel), code],
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
    return {"timing": timing, "result": result}


def test_runs_on_python_314(pyodide_run: dict[str, Any]) -> None:
    assert pyodide_run["timing"]["python"].startswith("3.14.")


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
