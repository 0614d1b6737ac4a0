"""The player rules list every commandment with its text and document the conflict order."""

from __future__ import annotations

from dataclasses import fields
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


def test_the_records_hold_no_words_the_text_files_are_the_one_source() -> None:
    """What a commandment says is read from ``texts/<lang>.json`` only: a record that carried
    its own German or English would be a second source that nothing reads and that drifts."""
    words = {"de", "en", "nl", "title_de", "title_en", "title_nl", "text", "title"}
    assert words.isdisjoint(f.name for f in fields(hooks.Commandment))
    for cid in hooks.REGISTRY:
        assert texts.title(cid, "de") and texts.text(cid, "de"), cid
