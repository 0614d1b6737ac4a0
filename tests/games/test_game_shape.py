"""Every game folder has the same shape: the same role files, no import of another game or of
the UI, no import circle among its modules, and a level factory that only the game object uses.

Imports are read from the source (``ast``), inside functions too, which ruff and mypy do not
follow: an import hidden in a function is still an edge of the graph.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import kartentisch.games
from kartentisch import catalogue

GAMES_DIR = Path(kartentisch.games.__file__).parent
PREFIX = "kartentisch.games."
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

DOCSTRING_LINES = 25


def modules(game: str) -> dict[str, Path]:
    """The game's modules by dotted name (its ``__init__`` under the package's own name)."""
    folder = GAMES_DIR / game
    found: dict[str, Path] = {}
    for path in sorted(folder.rglob("*.py")):
        parts = path.relative_to(GAMES_DIR).with_suffix("").parts
        if parts[-1] == "__init__":
            parts = parts[:-1]
        found[PREFIX + ".".join(parts)] = path
    return found


def imported(name: str, path: Path, known: set[str]) -> set[str]:
    """Every module ``path`` imports, wherever the import statement stands; ``from package
    import name`` counts as the submodule when ``name`` is one of ``known`` (else as the
    package itself)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, *([base] if base else [])])
            submodules = {f"{base}.{alias.name}" for alias in node.names} & known
            found |= submodules
            if len(submodules) < len(node.names):
                found.add(base)  # a name defined in ``base`` itself
    return found


def graph(game: str) -> dict[str, set[str]]:
    mods = modules(game)
    known = set(mods)
    return {name: imported(name, path, known) for name, path in mods.items()}


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_the_role_files(game: str) -> None:
    folder = GAMES_DIR / game
    missing = [f for f in ROLE_FILES if not (folder / f).is_file()]
    assert not missing, f"{game} lacks {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_a_game_imports_no_other_game_and_no_ui(game: str) -> None:
    others = [PREFIX + g for g in GAMES if g != game]
    wrong = sorted(
        f"{name} imports {target}"
        for name, targets in graph(game).items()
        for target in targets
        if target == "kartentisch.ui"
        or target.startswith("kartentisch.ui.")
        or any(target == o or target.startswith(o + ".") for o in others)
    )
    assert not wrong, wrong


@pytest.mark.parametrize("game", GAMES)
def test_a_games_modules_import_each_other_without_a_circle(game: str) -> None:
    edges = {
        name: {t for t in targets if t == PREFIX + game or t.startswith(f"{PREFIX}{game}.")}
        for name, targets in graph(game).items()
    }
    for name in edges:
        edges[name].discard(name)
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        if name in path:
            circle = [*path[path.index(name) :], name]
            pytest.fail(" -> ".join(circle))
        if name in done:
            return
        for target in sorted(edges.get(name, ())):
            visit(target, [*path, name])
        done.add(name)

    for name in sorted(edges):
        visit(name, [])


@pytest.mark.parametrize("game", GAMES)
def test_only_the_game_object_asks_for_a_level(game: str) -> None:
    levels = f"{PREFIX}{game}.levels"
    askers = sorted(name for name, targets in graph(game).items() if levels in targets)
    assert askers == [f"{PREFIX}{game}.game"]


@pytest.mark.parametrize("game", GAMES)
def test_module_docstrings_stay_short(game: str) -> None:
    long = []
    for name, path in modules(game).items():
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8")), clean=False)
        if doc is not None and len(doc.splitlines()) > DOCSTRING_LINES:
            long.append(f"{name}: {len(doc.splitlines())} lines")
    assert not long, long
