"""The UI's house rules, read from its source: only the shell touches the browser, no file grows
past 500 lines, the top of ``ui/`` stays a hallway of rooms, and a module says why it exists
in at most 25 lines."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "src" / "kartentisch"
UI = PACKAGE / "ui"
SHELL = UI / "shell"
BROWSER = frozenset({"pyscript", "pyodide", "pyodide_js", "js"})
MAX_LINES = 500
MAX_TOP_MODULES = 10
MAX_DOCSTRING_LINES = 25


def imported_names(source: str) -> list[str]:
    """Every module an import names, at the top or inside a function (first part only)."""
    names: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names += [alias.name.split(".")[0] for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module.split(".")[0])
    return names


def browser_imports(source: str) -> list[str]:
    return [name for name in imported_names(source) if name in BROWSER]


def test_only_the_shell_imports_the_browser() -> None:
    found = {
        path.relative_to(PACKAGE).as_posix(): browser_imports(path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
        if SHELL not in path.parents
    }
    assert {name: hits for name, hits in found.items() if hits} == {}
    assert browser_imports((SHELL / "dom.py").read_text(encoding="utf-8"))


def test_the_scan_finds_an_import_inside_a_function() -> None:
    source = "def f():\n    import pyodide_js\n    from js import window\n"
    assert browser_imports(source) == ["pyodide_js", "js"]
    assert browser_imports("from pyscript.ffi import x\nimport kartentisch.js_like\n") == [
        "pyscript"
    ]


def test_no_file_of_the_ui_is_over_500_lines() -> None:
    lengths = {
        path.relative_to(UI).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in UI.rglob("*.py")
    }
    assert {name: n for name, n in lengths.items() if n > MAX_LINES} == {}


def test_the_top_of_the_ui_holds_at_most_ten_modules() -> None:
    modules = sorted(path.name for path in UI.glob("*.py"))
    assert "__init__.py" in modules
    assert len(modules) <= MAX_TOP_MODULES, modules


def test_a_module_docstring_of_the_ui_is_at_most_25_lines() -> None:
    long = {}
    for path in sorted(UI.rglob("*.py")):
        docstring = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")), clean=False)
        if docstring is not None and len(docstring.splitlines()) > MAX_DOCSTRING_LINES:
            long[path.relative_to(UI).as_posix()] = len(docstring.splitlines())
    assert long == {}
