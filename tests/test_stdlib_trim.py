"""The trimmed standard library zip (``stdlib_trim``) leaves out nothing the site imports.

Two sources of what the site needs, and neither may meet a left-out module:

- what the running page imported, measured (``tests/stdlib_imported.txt``, written by
  ``python3 -m bench stdlib_imports --write``): it holds what Pyodide, PyScript's JavaScript and
  the codec machinery import by name, which no reading of the Python sources finds;
- what the site's own Python could import: every import, at any depth, of the engine and UI,
  PyScript's package, micropip, packaging and segno, followed through each standard module they
  reach by the imports that run when that module is imported (an import inside a function of
  the standard library runs only when that function does: such a module is reached only when
  the site itself, or the measurement, shows it used).

The sources are read as text, line by line, not parsed: the runtime's standard library is
Python 3.14, newer than the interpreter that runs the tests. Reading an import that is not
there (in a docstring) only makes the check stricter.
"""

from __future__ import annotations

import io
import json
import re
import zipfile
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import serve
import stdlib_trim

HERE = Path(__file__).resolve().parent
RECORDED = HERE / "stdlib_imported.txt"

NOT_IN_PAGE = frozenset(
    {
        # the command line, the tests' checkers and the bench's bots (ui.boot.snapshot.ON_DEMAND)
        "kartentisch.__main__",
        "kartentisch.cli",
        "kartentisch.engine.conformance",
        "kartentisch.engine.simulate",
        "kartentisch.engine.view_shape",
        # micropip outside Pyodide; segno's command line
        "micropip._compat._compat_not_in_pyodide",
        "segno.cli",
    }
)
"""Modules of the site's packages that never run in the page."""

NEVER_RUN = {
    ("xml.sax", "xml.sax.expatreader"): "under `if 0:`, a hint for modulefinder",
    ("datetime", "_pydatetime"): "the fallback when _datetime is missing; Pyodide has it",
    ("asyncio", "asyncio.windows_events"): "on Windows only",
    ("asyncio", "asyncio.windows_utils"): "on Windows only",
    ("encodings", "encodings._win_cp_codecs"): "on Windows only",
}
"""Imports at the top of a standard module that never run in the page, and why."""

IMPORT_LINE = re.compile(
    r"^[ \t]*(?:from[ \t]+(?P<source>[.\w]+)[ \t]+import[ \t]+(?P<names>.*)"
    r"|import[ \t]+(?P<modules>.*))$"
)
BLOCK = re.compile(
    r"^(?P<indent>[ \t]*)(?P<kind>async[ \t]+def|def|class"
    r"|if[ \t]+__name__[ \t]*==[ \t]*['\"]__main__['\"])"
)
"""A block whose imports do not run when the module is imported (a class body's do)."""

Sources = dict[str, tuple[str, bool]]
"""module name -> (source, whether it is a package's ``__init__``)"""


def imports(source: str, module: str, package: bool) -> Iterator[tuple[str, bool]]:
    """(imported name, whether it runs when ``module`` is imported) for each import of the
    source; ``from a import b`` gives ``a`` and ``a.b`` (``b`` may be a module)."""
    lines = source.splitlines()
    blocks: list[tuple[int, bool]] = []  # (indent, imports inside run later)
    number = 0
    while number < len(lines):
        line = lines[number]
        number += 1
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        while blocks and blocks[-1][0] >= indent:
            blocks.pop()
        block = BLOCK.match(line)
        if block:
            blocks.append((indent, block["kind"] != "class"))
        found = IMPORT_LINE.match(line)
        if not found:
            continue
        text = found["names"] if found["source"] else found["modules"]
        while "(" in text and ")" not in text and number < len(lines):
            text += " " + lines[number]
            number += 1
        text = text.split("#")[0].replace("(", " ").replace(")", " ").replace("\\", " ")
        names = [part.split()[0] for part in text.split(",") if part.strip()]
        now = not any(later for _, later in blocks)
        if not found["source"]:
            yield from ((name, now) for name in names)
            continue
        origin = found["source"]
        if origin.startswith("."):
            base = module if package else module.rpartition(".")[0]
            for _ in range(len(origin) - len(origin.lstrip(".")) - 1):
                base = base.rpartition(".")[0]
            rest = origin.lstrip(".")
            origin = f"{base}.{rest}" if rest else base
        yield origin, now
        yield from ((f"{origin}.{name}", now) for name in names if name != "*")


def prefixes(name: str) -> list[str]:
    """``a.b.c`` -> ``a``, ``a.b``, ``a.b.c``: importing a module imports its packages."""
    parts = name.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts) + 1)]


def zip_sources(data: bytes) -> Sources:
    """The Python modules of a zip (the standard library, a wheel)."""
    found: Sources = {}
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        for member in archive.namelist():
            name = stdlib_trim.module_name(member)
            if name is not None:
                text = archive.read(member).decode("utf-8", "replace")
                found[name] = (text, member.endswith("__init__.py"))
    return found


def tree_sources(tree: dict[str, object], prefix: tuple[str, ...] = ()) -> Sources:
    """PyScript's package as its JavaScript module holds it: folders of file texts."""
    found: Sources = {}
    for name, value in tree.items():
        if isinstance(value, dict):
            found |= tree_sources(value, (*prefix, name))
        elif name.endswith(".py"):
            module = ".".join(prefix if name == "__init__.py" else (*prefix, name[:-3]))
            found[module] = (str(value), name == "__init__.py")
    return found


@cache
def stdlib() -> Sources:
    serve.ensure_node_modules()
    return zip_sources(stdlib_trim.untrimmed_zip().read_bytes())


@cache
def site_sources() -> Sources:
    """The Python the page runs, besides the standard library."""
    found: Sources = {}
    src = serve.ROOT / "src"
    for path in sorted((src / "kartentisch").rglob("*.py")):
        parts = path.relative_to(src).with_suffix("").parts
        package = parts[-1] == "__init__"
        found[".".join(parts[:-1] if package else parts)] = (path.read_text(), package)
    page_wheels = serve.pure_wheels(serve.PAGE_WHEELS, serve.CACHE / "page-wheels")
    wheels = [*serve.runtime_wheels(), *page_wheels]
    for wheel in wheels:
        found |= zip_sources(wheel.read_bytes())
    script = serve.PYSCRIPT_STDLIB.read_text(encoding="utf-8")
    found |= tree_sources(json.loads(script.split("export default", 1)[1].strip().rstrip(";")))
    return {
        name: source
        for name, source in found.items()
        if name not in NOT_IN_PAGE and not name.endswith(".commands")
    }


def recorded() -> list[str]:
    lines = RECORDED.read_text(encoding="utf-8").splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def reachable() -> dict[str, str]:
    """Every standard module the site could import, with what imports it ("site" for the
    site's own code or the measurement)."""
    modules = stdlib()
    by: dict[str, str] = {}
    todo = [(name, "site") for name in recorded()]
    for module, (source, package) in site_sources().items():
        todo += [(name, module) for name, _ in imports(source, module, package)]
    while todo:
        wanted, importer = todo.pop()
        for name in prefixes(wanted):
            if name in by or name not in modules or (importer, name) in NEVER_RUN:
                continue
            by[name] = importer
            source, package = modules[name]
            todo += [(found, name) for found, now in imports(source, name, package) if now]
    return by


def chain(by: dict[str, str], name: str) -> str:
    links = [name]
    while links[-1] in by and len(links) < 20:
        links.append(by[links[-1]])
    return " <- ".join(links)


def test_every_name_left_out_is_in_the_runtime() -> None:
    """A name that matches nothing (a typo, a module a new runtime dropped) trims nothing."""
    names = set(stdlib())
    assert sorted(stdlib_trim.LEFT_OUT - names) == []
    assert sorted(stdlib_trim.KEPT_CODECS - names) == []


def test_nothing_the_running_site_imported_is_left_out() -> None:
    assert [name for name in recorded() if stdlib_trim.left_out(name)] == []
    assert len(recorded()) > 150  # the record is a real one


def test_nothing_the_sites_code_can_reach_is_left_out() -> None:
    by = reachable()
    assert [chain(by, name) for name in sorted(by) if stdlib_trim.left_out(name)] == []
    # the walk is not empty-handed: it reaches what the site is known to use
    for name in ("json", "asyncio.tasks", "email.parser", "xml.sax.saxutils", "urllib.request"):
        assert name in by, name


def test_the_imports_are_read_as_python_runs_them() -> None:
    source = (
        "import os, sys as system\n"
        "from . import sibling\n"
        "from ..up import (one,\n    two)\n"
        "class Shape:\n    import inside_class\n"
        "def later():\n    import inside_function\n"
        "if __name__ == '__main__':\n    import doctest\n"
        "try:\n    import _fast\nexcept ImportError:\n    from _slow import *\n"
    )
    found = dict(imports(source, "pkg.sub.mod", package=False))
    assert found == {
        "os": True,
        "sys": True,
        "pkg.sub": True,
        "pkg.sub.sibling": True,
        "pkg.up": True,
        "pkg.up.one": True,
        "pkg.up.two": True,
        "inside_class": True,
        "inside_function": False,
        "doctest": False,
        "_fast": True,
        "_slow": True,
    }


def test_the_trimmed_zip_holds_every_other_member_without_comments() -> None:
    data = stdlib_trim.untrimmed_zip().read_bytes()
    trimmed = stdlib_trim.trimmed(data)
    with (
        zipfile.ZipFile(io.BytesIO(data)) as whole,
        zipfile.ZipFile(io.BytesIO(trimmed)) as kept,
    ):
        expected = [m for m in whole.namelist() if not stdlib_trim.member_left_out(m)]
        assert kept.namelist() == expected
        for member in expected:
            content = whole.read(member)
            if member.endswith(".py"):
                content = stdlib_trim.without_comments(content)
            assert kept.read(member) == content, member
        encoder = kept.read("json/encoder.py")
        assert b"# surrogate pair" not in encoder
        assert encoder.count(b"\n") == whole.read("json/encoder.py").count(b"\n")
        assert "encodings/cp1252.py" not in expected
        assert "unittest/__init__.py" not in expected
        assert "tomllib/mypy.ini" not in expected  # a left-out package's other files go too
    assert len(trimmed) < 0.5 * len(data)


def test_the_build_writes_the_trimmed_zip_when_its_source_changed(tmp_path: Path) -> None:
    def runtime_zip(*members: str) -> Path:
        path = tmp_path / "runtime.zip"
        with zipfile.ZipFile(path, "w") as archive:
            for member in members:
                archive.writestr(member, "")
        return path

    target = tmp_path / "python_stdlib.zip"
    source = runtime_zip("json/__init__.py", "unittest/__init__.py")
    serve.write_trimmed_stdlib(source, target)
    assert zipfile.ZipFile(target).namelist() == ["json/__init__.py"]
    written = target.stat().st_mtime_ns
    serve.write_trimmed_stdlib(source, target)
    assert target.stat().st_mtime_ns == written  # the same source: not made again
    source = runtime_zip("json/__init__.py", "re/__init__.py", "pdb.py")
    serve.write_trimmed_stdlib(source, target)
    assert zipfile.ZipFile(target).namelist() == ["json/__init__.py", "re/__init__.py"]
