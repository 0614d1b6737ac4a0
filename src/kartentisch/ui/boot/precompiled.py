"""Modules compiled when the memory snapshot is made, for those that cannot be imported then.

The page's own wiring (the modules of ``kartentisch.ui.shell``) and PyScript's Python package
need the browser, so the snapshot cannot hold them imported; compiling their source is most of what
importing them costs at every start (about 0.1 s, four times that on a slow phone). The image
holds their code objects instead, and this finder, first on ``sys.meta_path``, runs them when
the file found at import time holds exactly the source that was compiled. Any difference (or
no file) and the normal import takes over: the precompiled code can never run against
another source.
"""

from __future__ import annotations

import importlib.abc
import importlib.machinery
import importlib.util
import sys
from collections.abc import Sequence
from types import CodeType, ModuleType
from typing import Any


def read_source(path: str) -> str | None:
    """The file's text as the import system decodes it (encoding cookie, universal newlines)."""
    try:
        with open(path, "rb") as stream:
            return importlib.util.decode_source(stream.read())
    except (OSError, SyntaxError, UnicodeDecodeError):
        return None


class PrecompiledLoader(importlib.abc.Loader):
    """Runs a code object compiled earlier; anything else is the file loader's business."""

    def __init__(self, code: CodeType, original: Any) -> None:
        self.code = code
        self.original = original

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType | None:
        return None

    def exec_module(self, module: ModuleType) -> None:
        exec(self.code, module.__dict__)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.original, name)


class PrecompiledFinder(importlib.abc.MetaPathFinder):
    def __init__(self) -> None:
        self.entries: dict[str, tuple[str, str, CodeType]] = {}
        """module name -> (file, source, code)"""

    def add(self, name: str) -> bool:
        """Compile ``name`` from the file the import system finds now; False when there is none."""
        spec = importlib.machinery.PathFinder.find_spec(name, self.search_path(name))
        if spec is None or not spec.has_location or not spec.origin:
            return False
        source = read_source(spec.origin)
        if source is None:
            return False
        code = compile(source, spec.origin, "exec", dont_inherit=True)
        self.entries[name] = (spec.origin, source, code)
        return True

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        entry = self.entries.get(fullname)
        if entry is None:
            return None
        spec = importlib.machinery.PathFinder.find_spec(fullname, path)
        if spec is None or spec.origin != entry[0] or spec.loader is None:
            return None
        if read_source(entry[0]) != entry[1]:
            return None
        spec.loader = PrecompiledLoader(entry[2], spec.loader)
        return spec

    @staticmethod
    def search_path(name: str) -> Sequence[str] | None:
        """Where the import system looks for ``name``: its parent package's folders."""
        parent = name.rpartition(".")[0]
        if not parent:
            return None
        spec = importlib.util.find_spec(parent)
        return None if spec is None else spec.submodule_search_locations


def install() -> PrecompiledFinder:
    """The finder on ``sys.meta_path`` (first, so it is asked before the file finders)."""
    for finder in sys.meta_path:
        if isinstance(finder, PrecompiledFinder):
            return finder
    finder = PrecompiledFinder()
    sys.meta_path.insert(0, finder)
    return finder
