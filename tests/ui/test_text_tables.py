"""Every text table speaks all three languages alike: the same keys, the same placeholders.

A key missing in one language shows that language's player German (or a KeyError); a
placeholder missing or misspelt shows "{name}" or raises while a table is drawn.
"""

from __future__ import annotations

import importlib
import string
from collections.abc import Mapping
from typing import Any

import pytest

from kartentisch.ui.i18n import LANGUAGES

TABLES = [
    ("kartentisch.ui.i18n", "STRINGS"),
    ("kartentisch.ui.tables.fuenf_kronen", "TEXTS"),
    ("kartentisch.ui.tables.fuenf_kronen", "FACE_LETTERS"),
    ("kartentisch.ui.tables.zehn", "WORDS"),
    ("kartentisch.ui.tables.zehn_gebote", "TEXTS"),
    ("kartentisch.games.fuenf_kronen.texts", "_TEXTS"),
    ("kartentisch.games.fuenf_kronen.texts", "_REFUSALS"),
    ("kartentisch.games.fuenf_kronen.texts", "RANK_PLURAL"),
    ("kartentisch.games.fuenf_kronen.cards", "_SUIT_NAMES"),
    ("kartentisch.games.fuenf_kronen.cards", "_FACE_NAMES"),
    ("kartentisch.games.eselspiel.texts", "WORDS"),
    ("kartentisch.games.eselspiel.texts", "WITH_CARD"),
    ("kartentisch.games.eselspiel.texts", "TABLE"),
    ("kartentisch.games.zehn.texts", "CARD_WORDS"),
    ("kartentisch.games.zehn.texts", "ACTION_TEXTS"),
    ("kartentisch.games.zehn.texts", "EVENT_TEXTS"),
    ("kartentisch.games.zehn_gebote.texts", "COLOUR_NAMES"),
    ("kartentisch.games.zehn_gebote.texts", "FRUIT_NAMES"),
    ("kartentisch.games.zehn_gebote.texts", "CALL_NAMES"),
    ("kartentisch.games.zehn_gebote.texts", "KIND_NAMES"),
    ("kartentisch.games.zehn_gebote.texts", "_W"),
]
GRAMMAR = {("TABLE", "pile_seat"), ("TABLE", "slip_seat")}
"""German and English say whose pile with a genitive ("{gen}": "Annas", "Anna's"); Dutch
says "van {name}". The caller passes both."""


def placeholders(text: object) -> set[str]:
    if not isinstance(text, str):
        return set()
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


@pytest.mark.parametrize(("module", "name"), TABLES, ids=[f"{m}.{n}" for m, n in TABLES])
def test_every_key_in_every_language_with_the_same_placeholders(module: str, name: str) -> None:
    table: Mapping[str, Mapping[Any, object]] = getattr(importlib.import_module(module), name)
    assert set(table) == set(LANGUAGES)
    keys = set(table["de"])
    for lang in LANGUAGES:
        assert set(table[lang]) == keys, (lang, sorted(keys ^ set(table[lang])))
    for key in keys:
        found = {lang: placeholders(table[lang][key]) for lang in LANGUAGES}
        if (name, key) in GRAMMAR:
            continue
        assert found["de"] == found["en"] == found["nl"], (key, found)


def test_an_unknown_language_reads_german_in_every_game() -> None:
    from kartentisch.games.zehn_gebote import texts as gebote

    assert gebote.title("D08", "fr") == gebote.title("D08", "de") != gebote.title("D08", "en")
    assert gebote.card_name("G23", "fr") == gebote.card_name("G23", "de")
    assert gebote.words("fr") == gebote.words("de")
