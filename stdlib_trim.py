"""The build's copy of Pyodide's standard library zip, without what the site never imports.

Every visit that boots Python fetches ``python_stdlib.zip``: 2.55 MB as published, sent as it
is (a zip is not compressed again). The site imports 194 of its 559 modules, measured in the
running page after a first start, after a few moves, a hint and a save exported and imported in
each of the four games, and after a later start from the memory image the device made
(``python3 -m bench stdlib_imports``). What is left out here is in none of those, and none of
what the site's own Python could reach (``tests/test_stdlib_trim.py`` reads every import of
the engine, PyScript's package, micropip, packaging and segno, and follows the imports each
standard module runs when imported): a developer's tools (tests, debuggers, profilers, the
console), servers and mail protocols, processes, databases, file formats nobody here reads,
pure-Python copies of modules the runtime has compiled in, and the codecs of legacy code
pages. A module may be imported lazily without showing in a measurement, so what is small and
could be reached stays (``logging``, ``argparse``, ``calendar``, ``ctypes``). A name added here
that the site needs fails that test; in the page it would be a ModuleNotFoundError.

The modules kept lose their comments (``without_comments``): a fifth of what is left, and
nothing runs differently (``tests/pyodide/test_stdlib_comments.py`` compiles every module both
ways under the runtime's own Python and finds the same code).
"""

from __future__ import annotations

import io
import tokenize
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent

LEFT_OUT = frozenset(
    {
        # a developer's tools: tests, debuggers, profilers, the console, byte-code tools
        "unittest",
        "doctest",
        "pdb",
        "bdb",
        "pydoc",
        "_pyrepl",
        "cmd",
        "profile",
        "cProfile",
        "pstats",
        "trace",
        "timeit",
        "tracemalloc",
        "tabnanny",
        "pyclbr",
        "modulefinder",
        "compileall",
        "zipapp",
        "symtable",
        "pickletools",
        "__hello__",
        "__phello__",
        "this",
        "antigravity",
        # servers, mail and other protocols no page speaks
        "wsgiref",
        "xmlrpc",
        "http.server",
        "socketserver",
        "smtplib",
        "imaplib",
        "poplib",
        "ftplib",
        "mailbox",
        "netrc",
        # processes and terminals, which a browser does not have
        "multiprocessing",
        "concurrent.futures.process",
        "concurrent.interpreters",
        "asyncio.windows_events",
        "asyncio.windows_utils",
        "asyncio.__main__",
        "pty",
        "tty",
        "getpass",
        # databases and file formats the site never reads or writes
        "sqlite3",
        "shelve",
        "wave",
        "tomllib",
        "plistlib",
        "configparser",
        "xml.dom",
        "xml.etree",
        "xml.parsers",
        "zoneinfo",
        # other modules for scripts and programs, not for a page
        "optparse",
        "fileinput",
        "filecmp",
        "graphlib",
        "sched",
        "colorsys",
        # pure-Python copies of modules compiled into the runtime (_io, _datetime)
        "_pyio",
        "_pydatetime",
    }
)
"""Modules and packages left out of the zip (a package with everything under it)."""

KEPT_CODECS = frozenset(
    {
        "encodings",
        "encodings.aliases",
        "encodings.ascii",
        "encodings.latin_1",
        "encodings.utf_8",
        "encodings.utf_8_sig",
        "encodings.utf_16",
        "encodings.utf_16_le",
        "encodings.utf_16_be",
        "encodings.utf_32",
        "encodings.utf_32_le",
        "encodings.utf_32_be",
        "encodings.utf_7",
        "encodings.unicode_escape",
        "encodings.raw_unicode_escape",
        "encodings.charmap",
        "encodings.idna",
        "encodings.punycode",
        "encodings.cp437",
        "encodings.base64_codec",
        "encodings.hex_codec",
        "encodings.quopri_codec",
        "encodings.zlib_codec",
        "encodings.bz2_codec",
        "encodings.uu_codec",
        "encodings.rot_13",
        "encodings.undefined",
    }
)
"""The codecs kept; every other module of ``encodings`` (the tables of legacy code pages, the
wrappers of East Asian codecs) is left out. The page imports ``utf_8`` and ``cp437`` (the zip
reader decodes a member's name with it when the name is not flagged UTF-8); the others are the
Unicode forms, what the JSON reader detects in bytes, what ``idna`` and the e-mail parser of
package metadata may ask for, and the small byte-to-byte codecs."""


def untrimmed_zip() -> Path:
    """The runtime's own zip, as npm installed it."""
    return ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"


def module_name(member: str) -> str | None:
    """The module a zip member holds (``email/__init__.py`` -> ``email``); None if not Python."""
    if not member.endswith(".py"):
        return None
    return member[:-3].replace("/", ".").removesuffix(".__init__")


def module_names(data: bytes) -> set[str]:
    """Every module in a zip's bytes."""
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        return {name for member in archive.namelist() if (name := module_name(member))}


def left_out(name: str) -> bool:
    """Whether module ``name`` is left out, by itself or with its package."""
    if name.startswith("encodings.") and name not in KEPT_CODECS:
        return True
    parts = name.split(".")
    return any(".".join(parts[: i + 1]) in LEFT_OUT for i in range(len(parts)))


def member_left_out(member: str) -> bool:
    """Whether a zip member goes: a left-out module, or any file of a left-out package."""
    name = module_name(member)
    if name is not None:
        return left_out(name)
    folder = member.rstrip("/").replace("/", ".")
    return left_out(folder) or left_out(folder.rpartition(".")[0])


def without_comments(source: bytes) -> bytes:
    """The module's source with every comment cut out and its line left in place, so line and
    column numbers (tracebacks, the code's line table) stay as they were; the first two lines
    keep theirs (an encoding declaration). A source this tokenizer cannot read (the runtime's
    Python is newer than the build's) stays as it is."""
    try:
        text = source.decode("utf-8")
        comments = [
            token.start
            for token in tokenize.generate_tokens(io.StringIO(text).readline)
            if token.type == tokenize.COMMENT and token.start[0] > 2
        ]
    except (UnicodeDecodeError, SyntaxError, tokenize.TokenError):
        return source
    lines = text.splitlines(keepends=True)
    for row, column in comments:
        line = lines[row - 1]
        ending = line[len(line.rstrip("\r\n")) :]
        lines[row - 1] = line[:column].rstrip() + ending
    return "".join(lines).encode("utf-8")


def trimmed(data: bytes) -> bytes:
    """The zip without the left-out members, and the others without comments; they keep their
    name, date and order, and are deflated at the highest level (0.75 % smaller than as
    published: little, but free)."""
    out = io.BytesIO()
    with (
        zipfile.ZipFile(io.BytesIO(data)) as source,
        zipfile.ZipFile(out, "w") as target,
    ):
        for info in source.infolist():
            if member_left_out(info.filename):
                continue
            content = source.read(info)
            if info.filename.endswith(".py"):
                content = without_comments(content)
            target.writestr(info, content, zipfile.ZIP_DEFLATED, 9)
    return out.getvalue()
