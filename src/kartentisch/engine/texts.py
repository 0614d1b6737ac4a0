"""Player-visible words as data: ``<package>/texts/<lang>.json``, one lookup for all of them.

The shared UI keeps its words in ``kartentisch/ui/texts/``, each game in
``kartentisch/games/<game>/texts/`` next to its rules. A file maps a namespaced key
("<game>.pot_label", "lobby.new") to a text with ``{placeholders}``, or to plural forms
``{"one": …, "other": …}`` chosen by the value ``n`` — so "1 Chip" is written, never mended
afterwards in the drawn page (where it could change a player's name).

German is the fallback everywhere: a key missing in a language shows the German text, a key
missing in German shows the key itself, so a gap is visible but never breaks a page. A file is
read the first time one of its words is asked for, so the lobby reads only the shared UI's
words in the player's language. The package ships the files (``package-data`` takes every
``*.json``); ``importlib.resources`` reads them from the installed wheel under Pyodide as well.
This module reads files only; it imports no browser code, so a game's own sentences may use it.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from importlib import resources

LANGUAGES: tuple[str, ...] = ("de", "en", "nl")
FALLBACK = "de"
FOLDER = "texts"
PLURAL_FORMS: tuple[str, ...] = ("one", "other")
COUNT = "n"
"""The value that picks a plural form: ``lookup(..., "<game>.chips", n=1)`` says "1 Chip"."""

Entry = str | dict[str, str]


@functools.cache
def catalog(package: str, lang: str) -> Mapping[str, Entry]:
    """The words of ``package`` in ``lang`` (empty when it has none in that language)."""
    try:
        source = resources.files(package).joinpath(FOLDER).joinpath(f"{lang}.json")
        data = json.loads(source.read_text(encoding="utf-8"))
    except (ModuleNotFoundError, FileNotFoundError, NotADirectoryError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def entry(package: str, lang: str, key: str) -> Entry | None:
    """The raw entry for ``key`` in ``lang``, else in German, else None."""
    found = catalog(package, lang).get(key)
    if found is None and lang != FALLBACK:
        found = catalog(package, FALLBACK).get(key)
    return found


def plural_form(count: object) -> str:
    """German, English and Dutch say "one" for exactly 1 (also "1" as text), else "other"."""
    return PLURAL_FORMS[0] if str(count) == "1" else PLURAL_FORMS[1]


def fill(text: str, values: Mapping[str, object]) -> str:
    """``text`` with its placeholders filled; a text that does not fit its values shows as it
    is rather than breaking the page (the table test checks every placeholder)."""
    if not values:
        return text
    try:
        return text.format(**values)
    except (KeyError, IndexError, ValueError):
        return text


def lookup(package: str, lang: str, key: str, /, **values: object) -> str:
    """The text for ``key`` in ``lang`` with its placeholders filled (plain text)."""
    found = entry(package, lang, key)
    if found is None:
        return key
    if isinstance(found, dict):
        found = found.get(plural_form(values.get(COUNT)), found.get(PLURAL_FORMS[1], key))
    return fill(found, values)


def has(package: str, lang: str, key: str) -> bool:
    """Whether ``key`` has a text (in ``lang`` or German)."""
    return entry(package, lang, key) is not None


class Words:
    """The lookup bound to one package and language, for a game's own sentence makers:
    ``words(key, **values)`` is the text, ``key in words`` says whether it exists (so
    ``wording.person_key`` can pick a sentence's "du" form)."""

    def __init__(self, package: str, lang: str) -> None:
        self.package = package
        self.lang = lang

    def __call__(self, key: str, /, **values: object) -> str:
        return lookup(self.package, self.lang, key, **values)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and has(self.package, self.lang, key)
