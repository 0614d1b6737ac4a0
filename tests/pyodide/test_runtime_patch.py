"""The build's changes to Pyodide (``runtime_patch.py``): applied to the pinned runtime exactly
as written, refused on a runtime they do not fit; the linker still links correctly, and the
loader takes a module compiled elsewhere."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import runtime_patch  # noqa: E402
import serve  # noqa: E402

pytestmark = pytest.mark.pyodide


def published(name: str) -> str:
    serve.ensure_built()
    return (serve.NODE_MODULES / "pyodide" / name).read_bytes().decode("utf-8")


@pytest.fixture(scope="module")
def upstream() -> str:
    return published(runtime_patch.PATCHED_FILE)


def test_the_site_ships_the_pinned_runtime_patched(upstream: str) -> None:
    shipped = (serve.VENDOR / "pyodide" / runtime_patch.PATCHED_FILE).read_bytes()
    assert shipped.decode("utf-8") == runtime_patch.patch_linker(upstream)
    assert runtime_patch.is_patched(shipped.decode("utf-8"))
    assert not runtime_patch.is_patched(upstream)


def test_the_site_ships_the_loader_patched_once() -> None:
    loader = published(runtime_patch.LOADER_FILE)
    shipped = (serve.VENDOR / "pyodide" / runtime_patch.LOADER_FILE).read_bytes().decode("utf-8")
    assert shipped == runtime_patch.patch_loader(loader) != loader
    assert runtime_patch.patch_loader(shipped) == shipped
    for _old, new in runtime_patch.LOADER_PIECES:
        assert shipped.count(new) == 1


@pytest.mark.parametrize("piece", range(len(runtime_patch.LOADER_PIECES)))
def test_a_loader_without_a_piece_stops_the_build(piece: int) -> None:
    loader = published(runtime_patch.LOADER_FILE)
    old, _ = runtime_patch.LOADER_PIECES[piece]
    with pytest.raises(runtime_patch.RuntimeChanged):
        runtime_patch.patch_loader(loader.replace(old, old.replace("(", "( ", 1)))


def node_check(script: str, *args: str) -> dict[str, Any]:
    """What one of this folder's Node scripts reports, as the JSON of its last line."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed")
    done = subprocess.run(
        ["node", str(HERE / script), *args],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def compiled_wasm_state(mode: str) -> dict[str, Any]:
    return node_check("compiled_wasm_check.mjs", str(serve.VENDOR / "pyodide"), mode)


def test_the_loader_instantiates_a_module_compiled_elsewhere_or_else_its_own() -> None:
    given = compiled_wasm_state("given")
    assert given["runtime"] == "given" and given["same"]
    # Between instantiating the given module and linking it, the loader waits for a new task
    # the page's way.
    assert given["waited"] == 1
    # No module (the page's worker could not compile it): the loader reads and compiles it.
    none = compiled_wasm_state("none")
    assert none["runtime"] == "bytes" and none["waited"] == 0
    assert given["python"] == none["python"]


def test_every_piece_is_replaced_once_and_a_second_patch_changes_nothing(upstream: str) -> None:
    patched = runtime_patch.patch_linker(upstream)
    for _old, new in runtime_patch.PIECES:
        assert new in patched
        assert patched.count(new) == 1
    assert "updateGOT(origExports)" not in patched
    assert runtime_patch.patch_linker(patched) == patched


@pytest.mark.parametrize("piece", range(len(runtime_patch.PIECES)))
def test_a_runtime_without_a_piece_stops_the_build(upstream: str, piece: int) -> None:
    old, _ = runtime_patch.PIECES[piece]
    with pytest.raises(runtime_patch.RuntimeChanged):
        runtime_patch.patch_linker(upstream.replace(old, old.replace("(", "( ", 1)))
    with pytest.raises(runtime_patch.RuntimeChanged):
        runtime_patch.patch_linker(upstream + old)


def linker_state(runtime: Path, symbol: str) -> dict[str, Any]:
    return node_check("linker_check.mjs", str(runtime), symbol)


def test_the_start_enters_only_what_the_module_imports_and_the_rest_on_request(
    upstream: str,
) -> None:
    patched = linker_state(serve.VENDOR / "pyodide", "PyList_New")
    published = linker_state(serve.NODE_MODULES / "pyodide", "PyList_New")
    # Published, the start enters all 8,560 exports; patched, the few hundred it imports.
    assert published["entriesAtStart"] > 8000
    assert patched["entriesAtStart"] < 1000
    assert published["hadSymbol"] and not patched["hadSymbol"]
    # Asked later (as a library loaded then would ask), the symbol is the module's function.
    assert patched["sameFunction"] and published["sameFunction"]
    assert patched["python"] == published["python"]
    # One wrapper module per signature instead of one per JavaScript function.
    assert published["compiled"] > 200
    assert patched["compiled"] < published["compiled"] / 3


def test_an_image_larger_than_the_initial_memory_restores_only_patched() -> None:
    patched = node_check("large_image_check.mjs", str(serve.VENDOR / "pyodide"))
    assert patched["imageMiB"] > 30
    assert patched["restored"] and patched["python"] == patched["expected"]
    assert patched["memoryMiB"] >= patched["imageMiB"]
    published = node_check("large_image_check.mjs", str(serve.NODE_MODULES / "pyodide"))
    assert not published["restored"] and "out of bounds" in published["error"]
