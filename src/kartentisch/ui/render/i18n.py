"""The one lookup for every word a player reads, in German, English and Dutch.

A key is namespaced: its first part names a game's package ("<game>.pot_label" is in
``games/<game>/texts/<lang>.json``), any other key is the shared UI's ("lobby.new", in
``ui/texts/<lang>.json``: lobby, settings, saves, the table frame, the end screen). German is
the default and the fallback; a missing German text shows the key, so a gap is visible but
never breaks the page. Plural forms are picked by the value ``n`` (``engine.texts``). A
game's name, lobby blurb and option labels are its words too ("<game>.game.name"), asked for
through its ``GameInfo`` (``name``, ``blurb``, ``option_label``), which the engine also prints.
"""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine import texts

LANGUAGES: tuple[str, ...] = texts.LANGUAGES
DEFAULT_LANG = texts.FALLBACK
SHARED_PACKAGE = "kartentisch.ui"
GAME_NAMESPACES: tuple[str, ...] = tuple(
    catalogue.package_name(game_id) for game_id in catalogue.ids(include_hidden=True)
)
"""The first part of a game's keys: its package name (as in ``<game>.pot_label``)."""

LANGUAGE_NAMES: dict[str, str] = {"de": "Deutsch", "en": "English", "nl": "Nederlands"}


def browser_lang(preferred: list[str]) -> str:
    """The first of the browser's languages ("nl-BE", "en") the app speaks, else German.

    Used until the player picks a language in the settings; boot.js chooses the same way for
    the words shown while Python starts."""
    for tag_ in preferred:
        code = str(tag_).lower().split("-")[0]
        if code in LANGUAGES:
            return code
    return DEFAULT_LANG


def normalize_lang(lang: object) -> str:
    """A supported language code for any input (a stored setting may be anything)."""
    return lang if isinstance(lang, str) and lang in LANGUAGES else DEFAULT_LANG


def package_of(key: str) -> str:
    """The package whose ``texts/`` holds ``key``."""
    namespace = key.partition(".")[0]
    if namespace in GAME_NAMESPACES:
        return f"{catalogue.GAMES_PACKAGE}.{namespace}"
    return SHARED_PACKAGE


def text_packages() -> tuple[str, ...]:
    """Every package with a ``texts/`` folder: the shared UI and each game."""
    return (SHARED_PACKAGE, *(f"{catalogue.GAMES_PACKAGE}.{game}" for game in GAME_NAMESPACES))


def t(lang: str, key: str, /, **values: object) -> str:
    """The text for ``key`` with ``{placeholders}`` filled; plain text, escape before HTML."""
    return texts.lookup(package_of(key), lang, key, **values)


def has(lang: str, key: str) -> bool:
    """Whether ``key`` has a text, e.g. a "du" form of a sentence (``engine.wording``)."""
    return texts.has(package_of(key), lang, key)


def strings(lang: str) -> dict[str, texts.Entry]:
    """The shared UI's own words in ``lang`` as written (no fallback), for tests and tools."""
    return dict(texts.catalog(SHARED_PACKAGE, lang))


def level_name(lang: str, level: str) -> str:
    """A bot level's display name; unknown level ids show as they are."""
    key = f"level.{level}"
    text = t(lang, key)
    return level if text == key else text


def translator(lang: str) -> Translator:
    return Translator(normalize_lang(lang))


class Translator:
    """``t`` bound to one language: what a renderer gets as ``TableContext.t``.

    ``key in translator`` says whether a text exists, so ``engine.wording`` can pick a
    sentence's "du" form where the texts have one."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def __call__(self, key: str, /, **values: object) -> str:
        return t(self.lang, key, **values)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and has(self.lang, key)
