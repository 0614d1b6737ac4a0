"""The player rules list every commandment with its text and document the conflict order."""

from __future__ import annotations

from importlib import resources

import pytest

from kartentisch.engine.texts import catalog
from kartentisch.games.zehn_gebote import hooks, texts


def rules(lang: str) -> str:
    folder = resources.files("kartentisch.games.zehn_gebote").joinpath("rules")
    return folder.joinpath(f"{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_every_commandment_is_listed(lang: str) -> None:
    text = rules(lang)
    for c in hooks.REGISTRY.values():
        assert texts.text(c.id, lang) in text, (lang, c.id)


def test_the_conflict_order_is_written_down() -> None:
    assert "Verbot vor Erlaubnis" in rules("de")
    assert "A ban beats a permission" in rules("en")
    assert "verbod wint van een toestemming" in rules("nl")


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_every_commandment_has_its_own_title_and_text_in_every_language(lang: str) -> None:
    for cid in hooks.REGISTRY:
        for part in ("title", "text"):
            key = f"{texts.COMMANDMENT}{cid}.{part}"
            assert key in catalog(texts.PACKAGE, lang), (lang, key)
    assert len({texts.text(cid, lang) for cid in hooks.REGISTRY}) == len(hooks.REGISTRY)


def test_the_records_german_and_english_say_what_the_text_files_say() -> None:
    """The records still carry their German and English; the text files are what players
    read, so the two must not drift apart while both exist."""
    for c in hooks.REGISTRY.values():
        assert (texts.title(c.id, "de"), texts.text(c.id, "de")) == (c.title_de, c.de), c.id
        assert (texts.title(c.id, "en"), texts.text(c.id, "en")) == (c.title_en, c.en), c.id
