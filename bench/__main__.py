"""``python3 -m bench NAME [ARGS]``: run the benchmark ``bench/NAME.py``; ``--help`` lists them.

Run from the project's root with the project installed (``pip install -e .``, as ``test.sh``
does) or with ``PYTHONPATH=src``: the root (the current folder) holds ``bench`` and ``serve.py``,
the engine comes from ``src``. A benchmark is a module with ``main(argv) -> int``; the others
are helpers that benchmarks and tests import. Each is listed with its docstring's first line,
read from its file without importing it (a benchmark may need a browser or Node only to run).
"""

from __future__ import annotations

import ast
import importlib
import sys
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent


@dataclass(frozen=True)
class Module:
    name: str
    summary: str
    runnable: bool


def modules() -> list[Module]:
    """Every module of the folder, in name order."""
    found = []
    for path in sorted(HERE.glob("*.py")):
        if path.name.startswith("_"):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        summary = (ast.get_docstring(tree) or "").strip().split("\n", 1)[0]
        runnable = any(
            isinstance(node, ast.FunctionDef) and node.name == "main" for node in tree.body
        )
        found.append(Module(path.stem, summary, runnable))
    return found


def listing() -> str:
    found = modules()
    width = max(len(m.name) for m in found) + 2
    lines = [
        "usage: python3 -m bench NAME [ARGS]   (python3 -m bench NAME --help for its options)",
        "",
        "benchmarks:",
    ]
    lines += [f"  {m.name:<{width}}{m.summary}" for m in found if m.runnable]
    lines += ["", "helpers (imported by benchmarks and tests, not run):"]
    lines += [f"  {m.name:<{width}}{m.summary}" for m in found if not m.runnable]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if argv[:1] in (["-h"], ["--help"]):
        print(listing())
        return 0
    runnable = {m.name for m in modules() if m.runnable}
    if not argv or argv[0] not in runnable:
        print(listing(), file=sys.stderr)
        return 2
    try:
        importlib.import_module("kartentisch")
    except ImportError:
        print(
            "bench needs the engine: install the project (pip install -e .) or set PYTHONPATH=src",
            file=sys.stderr,
        )
        return 2
    module = importlib.import_module(f"bench.{argv[0]}")
    return int(module.main(argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
