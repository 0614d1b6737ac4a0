"""The house rules that ruff and mypy cannot see, read from the source.

Imports inside functions hide from both linters, and they were how import circles and an
engine that knew its games crept in. These tests parse every module of ``src/kartentisch``
(every import, at any depth) and fail on:

- a module under ``engine/`` importing ``kartentisch.games``, ``kartentisch.ui`` or the
  catalogue: the engine knows a game only as the object it is handed;
- a game importing another game, ``kartentisch.ui``, the catalogue or the CLI; a game's level
  factory asked for by anything but its game object; a game folder without the role files;
- any import circle among the package's modules (an import under ``if TYPE_CHECKING:`` never
  runs and names only a type: the shell's parts name ``App`` that way);
- PyScript or Pyodide imported outside ``ui/shell/``: the rest of the UI runs on CPython too;
- a file in ``ui/`` or ``games/`` over 500 lines (the meld solver excepted), more than 10
  modules at ``ui/``'s top level, or a module docstring over 25 lines anywhere.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from kartentisch import catalogue

SRC = Path(__file__).resolve().parents[1] / "src"
PACKAGE = SRC / "kartentisch"
BROWSER_MODULES = ("pyscript", "pyodide", "pyodide_js", "js")
MAX_LINES = 500
"""Of a file in ``ui/`` or ``games/``: past it a file holds more than one job."""
WHOLE_THOUGH_LONG = {"games/fuenf_kronen/solver.py"}
"""Files allowed past ``MAX_LINES``. The meld solver is one search (the partition of a hand
into melds, its bounds and its memo share one state); split, each part would need the others'
internals."""
MAX_UI_TOP_MODULES = 10
GAMES = tuple(map(catalogue.package_name, catalogue.ids(include_hidden=True)))
ROLE_FILES = (
    "__init__.py",
    "game.py",
    "state.py",
    "view.py",
    "actions.py",
    "rules.py",
    "bots.py",
    "levels.py",
    "texts.py",
    "undo.py",
)
"""What each file holds: the demo game's ``__init__.py`` says it, for a newcomer to copy."""


def module_name(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def run_time_nodes(tree: ast.Module) -> Iterator[ast.AST]:
    """Every node of ``tree`` but those under ``if TYPE_CHECKING:``: an import there names a
    type for the checker and never runs, so it closes no circle at run time."""
    pending: list[ast.AST] = [tree]
    while pending:
        node = pending.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and ast.unparse(child.test) in TYPE_ONLY:
                pending.extend(child.orelse)
                continue
            pending.append(child)


TYPE_ONLY = ("TYPE_CHECKING", "typing.TYPE_CHECKING")


def imported(path: Path, name: str) -> Iterator[str]:
    """Every module ``path`` imports, at any depth. ``from a import b`` yields ``a.b`` when
    that is a module and ``a`` otherwise: the parent package runs first either way, as for any
    import, but the dependency the source states is on ``a.b``."""
    is_package = path.name == "__init__.py"
    for node in run_time_nodes(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = name.split(".")
                anchor = anchor if is_package else anchor[:-1]
                anchor = anchor[: len(anchor) - (node.level - 1)]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                child = f"{base}.{alias.name}"
                yield child if child in KNOWN or not base.startswith("kartentisch") else base


KNOWN = frozenset(modules())


def edges() -> dict[str, set[str]]:
    """Module → the package modules it imports (a name that is not a module of the package,
    such as a class imported from one, is dropped)."""
    known = modules()
    return {
        name: {target for target in imported(path, name) if target in known and target != name}
        for name, path in known.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            advanced = False
            for child in children:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                    advanced = True
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            if advanced:
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_engine_knows_no_game_and_no_page() -> None:
    wrong = [
        f"{name} imports {target}"
        for name, targets in edges().items()
        if name.startswith("kartentisch.engine")
        for target in targets
        if target.startswith(("kartentisch.games", "kartentisch.ui", "kartentisch.catalogue"))
    ]
    assert not wrong


def test_a_game_knows_no_page_no_list_of_games_and_no_other_game() -> None:
    """Nor the command line: a game's subcommands are gathered from it, not put into it."""
    wrong = []
    for name, targets in edges().items():
        if not name.startswith("kartentisch.games."):
            continue
        own = ".".join(name.split(".")[:3])
        wrong += [
            f"{name} imports {target}"
            for target in targets
            if target.startswith(("kartentisch.ui", "kartentisch.catalogue", "kartentisch.cli"))
            or (target.startswith("kartentisch.games.") and not target.startswith(own))
        ]
    assert not wrong


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_role_files(game: str) -> None:
    """A role may be a package where its file grew large (``zehn/bots/``)."""
    folder = PACKAGE / "games" / game

    def present(role: str) -> bool:
        package = folder / role.removesuffix(".py") / "__init__.py"
        return (folder / role).is_file() or (role != "__init__.py" and package.is_file())

    assert [role for role in ROLE_FILES if not present(role)] == []


@pytest.mark.parametrize("game", GAMES)
def test_only_the_game_object_asks_for_a_level(game: str) -> None:
    levels = f"kartentisch.games.{game}.levels"
    askers = sorted(name for name, targets in edges().items() if levels in targets)
    assert askers == [f"kartentisch.games.{game}.game"]


def test_no_import_circles() -> None:
    assert circles(edges()) == []


def browser_imports(name: str, path: Path) -> list[str]:
    return [target for target in imported(path, name) if target.split(".")[0] in BROWSER_MODULES]


def test_only_the_shell_imports_the_browser() -> None:
    wrong = [
        f"{name} imports {target}"
        for name, path in modules().items()
        if not name.startswith("kartentisch.ui.shell")
        for target in browser_imports(name, path)
    ]
    assert not wrong
    assert browser_imports("kartentisch.ui.shell.dom", PACKAGE / "ui" / "shell" / "dom.py")


def test_ui_and_game_files_are_small_and_ui_s_top_level_short() -> None:
    paths = sorted((PACKAGE / "ui").rglob("*.py")) + sorted((PACKAGE / "games").rglob("*.py"))
    long = [
        f"{path.relative_to(SRC)}: {lines} lines"
        for path in paths
        if path.relative_to(PACKAGE).as_posix() not in WHOLE_THOUGH_LONG
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    ]
    assert not long
    ui = PACKAGE / "ui"
    top = sorted(path.name for path in ui.glob("*.py"))
    assert "__init__.py" in top
    assert len(top) <= MAX_UI_TOP_MODULES, top


def test_the_reader_sees_imports_inside_functions(tmp_path: Path) -> None:
    """The checks above are only as good as the reader: a circle through an import inside a
    function must be found."""
    source = tmp_path / "m.py"
    source.write_text(
        "if TYPE_CHECKING:\n    import kartentisch.ui\n"
        "def f():\n    from kartentisch.games import zehn\n    import js\n"
    )
    assert set(imported(source, "kartentisch.engine.m")) == {"kartentisch.games.zehn", "js"}
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    browser = tmp_path / "b.py"
    browser.write_text(
        "def f():\n    import pyodide_js\n    from js import window\n"
        "from pyscript.ffi import x\nimport kartentisch.js_like\n"
    )
    found = [t.split(".")[0] for t in browser_imports("kartentisch.ui.b", browser)]
    assert sorted(found) == ["js", "pyodide_js", "pyscript"]


MAX_DOCSTRING_LINES = 25


def test_module_docstrings_say_what_and_why_briefly() -> None:
    """Experiment logs and figures belong in ``docs/``, with the command that made them."""
    long = []
    for name, path in modules().items():
        docstring = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")), clean=False)
        if docstring and len(docstring.splitlines()) > MAX_DOCSTRING_LINES:
            long.append(name)
    assert not long
