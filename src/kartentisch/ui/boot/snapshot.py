"""What the runtime's memory snapshot holds, and what a boot from it must renew.

Later starts boot Pyodide from a memory image that a first visit made on the device, in a worker
(``static/js/snapshot-maker.mjs``; the build makes the same in Node for the engine's tests,
``tools/make_snapshot.mjs``), instead of initialising Python afresh: the interpreter comes back
with every module imported here already in memory, so the lobby's first render imports almost
nothing. Files are not part of the image; PyScript's micropip step writes the wheel's files
again after the restore, which the rules texts (read from the package at run time) rely on.

Nothing here imports PyScript: the image is taken in a worker or in Node, where only the engine
and the browser-free parts of the UI can be imported.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

from kartentisch.ui.boot import precompiled

BROWSER_PACKAGES = frozenset({"pyscript", "js", "pyodide"})
"""A module of ours that needs one of these (missing in Node's Pyodide, or on CPython) is left
out of the image and imported at boot."""

SKIPPED = frozenset({"kartentisch.__main__"})
"""Importing the command line's entry point would run it."""

ON_DEMAND = frozenset(
    {
        # what the page loads when a player asks for it, never at start
        "kartentisch.ui.records.stats",
        "kartentisch.ui.records.stats_store",
        "kartentisch.ui.records.stats_view",
        "kartentisch.ui.render.svg_chart",
        "kartentisch.ui.render.score_chart",
        "kartentisch.ui.records.kept_games",
        "kartentisch.ui.records.records_file",
        "kartentisch.ui.replays.replay",
        "kartentisch.ui.replays.replay_view",
        "kartentisch.ui.replays.replay_screen",
        "kartentisch.ui.lobby.share_link",
        "kartentisch.ui.records.stored_json",
        # made by the snapshot maker after the image is taken
        "kartentisch.ui.boot.stored_wheel",
        # the command line, the tests' checkers and the bench's bots
        "kartentisch.cli",
        "kartentisch.engine.commands",
        "kartentisch.engine.conformance",
        "kartentisch.engine.simulate",
        "kartentisch.engine.view_shape",
    }
)
ON_DEMAND_IN_GAMES = frozenset({"commands", "expert", "rebuild"})
"""A game's own modules of these names (its command-line hook, a search bot and what it
rebuilds states with) stay out as well."""
"""Left out of the image: every start copies it and a first visit downloads it, and these are
not needed to start or to play (each is imported when it is first used, as in a plain start)."""

RUNTIME_MODULES = (
    # Pyodide's package installer and micropip, on a first visit (first: compiling tarfile
    # needs about 3 MiB for a moment, which the engine's modules then reuse)
    "tarfile",
    "email.parser",
    "email.utils",
    "email.header",
    "importlib.metadata._adapters",
    # PyScript
    "datetime",
    "html.parser",
    "ipaddress",
    "platform",
    "quopri",
    "urllib.parse",
)
"""Standard modules a first visit imports after the restore: imported in the image, they cost
nothing then. With the installer's among them, a first visit's micropip step (loading
micropip, importing it, installing the wheel and PyScript's freeze of what is installed) took
0.65-0.70 s instead of 0.86-0.87 s in Node after a restore, and a first visit in Chromium was
ready in 2.30 s instead of 2.58 s (median of 7, side by side); a later start writes the wheel's
files from the page's loader and needs none of them. The image grew by 0.8 MiB, 0.4 MB
compressed."""


@dataclass
class Preloaded:
    imported: list[str] = field(default_factory=list)
    precompiled: list[str] = field(default_factory=list)
    """Left out of the image (they need the browser), but compiled into it."""
    texts: int = 0
    """Words files read into the image."""


def on_demand(name: str) -> bool:
    """Whether module ``name`` is left out of the image (imported when first used)."""
    in_game = (
        name.startswith("kartentisch.games.") and name.rpartition(".")[2] in ON_DEMAND_IN_GAMES
    )
    return name in ON_DEMAND or in_game


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
        if info.name in SKIPPED or on_demand(info.name):
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
    done.texts = read_texts()
    return done


def read_texts() -> int:
    """Read every words file into the image; returns how many had words.

    A file is otherwise read when its first word is asked for, at every start: with the
    resource machinery that reading needs, about 0.1 s of the lobby's first render on a slow
    phone. Held in the image, the words cost nothing at start."""
    from kartentisch.engine import texts
    from kartentisch.ui.render import i18n

    return sum(
        1
        for package in i18n.text_packages()
        for lang in texts.LANGUAGES
        if texts.catalog(package, lang)
    )


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


def installed_files(distribution: str = "kartentisch") -> dict[str, object]:
    """Whether every file the installed wheel lists is in place, as its RECORD has it.

    A start from the image writes the wheel's files with the page's own reader
    (``static/js/wheel-files.mjs``) instead of Pyodide's installer; the browser tests ask
    this to see that nothing was left out or cut wrong."""
    import base64
    import hashlib
    from importlib import metadata

    checked, wrong = 0, []
    for entry in metadata.files(distribution) or []:
        if entry.hash is None:
            continue
        checked += 1
        try:
            data = entry.locate().read_bytes()  # type: ignore[attr-defined]
        except OSError:
            wrong.append(str(entry))
            continue
        digest = hashlib.new(entry.hash.mode, data).digest()
        if base64.urlsafe_b64encode(digest).rstrip(b"=").decode() != entry.hash.value:
            wrong.append(str(entry))
    return {"checked": checked, "wrong": wrong}
