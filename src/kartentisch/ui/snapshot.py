"""What the runtime's memory snapshot holds, and what a boot from it must renew.

The site boots Pyodide from a memory image taken at build time (see ``tools/make_snapshot.mjs``)
instead of initialising Python afresh: the interpreter comes back with every module imported
here already in memory, so the lobby's first render imports almost nothing. Files are not part
of the image; PyScript's micropip step writes the wheel's files again after the restore, which
the rules texts (read from the package at run time) rely on.

Nothing here imports PyScript: the image is taken in Node, where only the engine and the
browser-free parts of the UI can be imported.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from kartentisch.ui import precompiled

BROWSER_PACKAGES = frozenset({"pyscript", "js", "pyodide"})
"""A module of ours that needs one of these (missing in Node's Pyodide, or on CPython) is left
out of the image and imported at boot."""

SKIPPED = frozenset({"kartentisch.__main__"})
"""Importing the command line's entry point would run it."""

RUNTIME_MODULES = (
    # Pyodide's package loader, installing the engine wheel after the restore (every start)
    "email.parser",
    "importlib.metadata",
    "tarfile",
    # micropip and PyScript on a first visit
    "datetime",
    "html.parser",
    "ipaddress",
    "platform",
    "quopri",
    "urllib.parse",
)
"""Standard modules the boot imports after the restore: imported in the image, they cost
nothing at start (measured: the wheel's install took 0.16 s warm, mostly these imports)."""


@dataclass
class Preloaded:
    imported: list[str] = field(default_factory=list)
    precompiled: list[str] = field(default_factory=list)
    """Left out of the image (they need the browser), but compiled into it."""


def preload(package: str = "kartentisch") -> Preloaded:
    """Import every module of ``package`` that can live in the image; compile the others.

    A module that fails for any reason other than needing the browser is a build error, raised
    here rather than found by a player.
    """
    for name in RUNTIME_MODULES:
        importlib.import_module(name)
    root = importlib.import_module(package)
    done, left_out = Preloaded(imported=[package]), []
    for info in pkgutil.walk_packages(root.__path__, f"{package}."):
        if info.name in SKIPPED:
            continue
        try:
            importlib.import_module(info.name)
        except ModuleNotFoundError as error:
            if (error.name or "").split(".")[0] not in BROWSER_PACKAGES:
                raise
            left_out.append(info.name)
        else:
            done.imported.append(info.name)
    done.precompiled = precompile(left_out)
    return done


def precompile(names: Sequence[str]) -> list[str]:
    """Compile modules whose files are in place but which only the browser can import (ours
    left out above, PyScript's own package); returns those that were found."""
    finder = precompiled.install()
    return [name for name in names if finder.add(name)]


def after_restore() -> None:
    """Renew what would otherwise repeat on every boot from the same image.

    The global ``random`` generator comes back in the state it had when the image was taken, so
    every start would draw the same numbers; the engine has its own seeded generators and the
    UI draws seeds from ``secrets``, but anything else that uses ``random`` must not repeat.
    """
    random = sys.modules.get("random")
    if random is not None:
        random.seed()
    tempfile = sys.modules.get("tempfile")
    if tempfile is not None:
        # Its name generator is a random.Random made on first use; drop any made already.
        setattr(tempfile, "_name_sequence", None)  # noqa: B010
