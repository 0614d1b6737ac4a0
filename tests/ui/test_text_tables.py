"""Every text speaks all three languages alike: the same keys, the same placeholders.

The words live in data files, ``texts/<lang>.json`` in the shared UI's package and in each
game's. A key missing in one language shows that language's player German; a placeholder
missing or misspelt shows "{name}" where a name belongs. A game's engine sentences (its
``describe`` and event log) read the same files, so they are checked here too.
"""

from __future__ import annotations

import json
import string
from collections.abc import Mapping
from importlib import resources
from importlib.resources.abc import Traversable
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine import texts
from kartentisch.ui.render import i18n

GRAMMAR = {"eselspiel.pile_seat", "eselspiel.slip_seat"}
"""German and English say whose pile with a genitive ("{gen}": "Annas", "Anna's"); Dutch
says "van {name}". The caller passes both."""


def placeholders(text: object) -> set[str]:
    if isinstance(text, Mapping):
        return set().union(*(placeholders(form) for form in text.values()))
    if not isinstance(text, str):
        return set()
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def text_folders() -> dict[str, Traversable]:
    """Every package's ``texts`` folder: the shared UI's and each game's that has one."""
    folders = {i18n.SHARED_PACKAGE: resources.files(i18n.SHARED_PACKAGE) / texts.FOLDER}
    for game_id in catalogue.ids(include_hidden=True):
        package = catalogue.package(game_id)
        folder = resources.files(package) / texts.FOLDER
        if folder.is_dir():
            folders[package] = folder
    return folders


FOLDERS = text_folders()


def read(folder: Traversable, lang: str) -> dict[str, Any]:
    data = json.loads((folder / f"{lang}.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def check_alike(table: Mapping[str, Mapping[Any, object]], grammar: set[str]) -> None:
    assert set(table) == set(texts.LANGUAGES)
    keys = set(table["de"])
    for lang in texts.LANGUAGES:
        assert set(table[lang]) == keys, (lang, sorted(map(str, keys ^ set(table[lang]))))
    for key in keys:
        found = {lang: placeholders(table[lang][key]) for lang in texts.LANGUAGES}
        if key not in grammar:
            assert found["de"] == found["en"] == found["nl"], (key, found)


def test_the_shared_ui_and_every_game_with_a_table_keep_their_words_in_files() -> None:
    assert set(FOLDERS) == {
        "kartentisch.ui",
        "kartentisch.games.fuenf_kronen",
        "kartentisch.games.zehn",
        "kartentisch.games.zehn_gebote",
        "kartentisch.games.eselspiel",
        "kartentisch.games.demo",
    }


@pytest.mark.parametrize("package", sorted(FOLDERS))
def test_every_key_in_every_language_with_the_same_placeholders(package: str) -> None:
    folder = FOLDERS[package]
    assert sorted(entry.name for entry in folder.iterdir()) == [
        f"{lang}.json" for lang in sorted(texts.LANGUAGES)
    ]
    check_alike({lang: read(folder, lang) for lang in texts.LANGUAGES}, GRAMMAR)


@pytest.mark.parametrize("package", sorted(FOLDERS))
def test_keys_are_namespaced_by_their_file_and_plurals_have_both_forms(package: str) -> None:
    """A game's key starts with its package name, so ``i18n.t`` finds its file from the key
    alone; no shared key does, so no key can be in two files."""
    game = (
        package.removeprefix(catalogue.GAMES_PACKAGE + ".") if package != "kartentisch.ui" else ""
    )
    for lang in texts.LANGUAGES:
        for key, text in read(FOLDERS[package], lang).items():
            namespace = key.partition(".")[0]
            assert namespace == game if game else namespace not in i18n.GAME_NAMESPACES, key
            assert i18n.package_of(key) == package
            if isinstance(text, dict):
                assert sorted(text) == sorted(texts.PLURAL_FORMS), key
            else:
                assert isinstance(text, str) and text, key


def test_one_lookup_falls_back_to_german_and_picks_plural_forms() -> None:
    assert i18n.t("fr", "lobby.new") == i18n.t("de", "lobby.new") == "Neues Spiel"
    assert i18n.t("en", "no.such.key") == "no.such.key"
    assert i18n.t("de", "zehn.chips", n=1) == "1 Chip"
    assert i18n.t("de", "zehn.chips", n=3) == "3 Chips"
    assert i18n.t("nl", "zehn.chips", n="1") == "1 fiche"
    assert "zehn.res_winner_you" in i18n.translator("en")
    assert "zehn.res_winner_me" not in i18n.translator("en")


def test_a_language_file_is_read_only_when_one_of_its_words_is_asked_for() -> None:
    """The lobby at boot reads one file: the shared UI's words in the player's language."""
    texts.catalog.cache_clear()
    assert i18n.t("nl", "lobby.new") == "Nieuw spel"
    assert texts.catalog.cache_info().currsize == 1
    i18n.t("nl", "zehn.legend")
    assert texts.catalog.cache_info().currsize == 2


def test_an_unknown_language_reads_german_in_every_game() -> None:
    from kartentisch.games.zehn_gebote import texts as gebote

    assert gebote.title("D08", "fr") == gebote.title("D08", "de") != gebote.title("D08", "en")
    assert gebote.card_name("G23", "fr") == gebote.card_name("G23", "de")
    assert gebote.describe("call rot", "fr") == gebote.describe("call rot", "de")
    assert gebote.fruit_name("S", "fr") == "Erdbeere"
