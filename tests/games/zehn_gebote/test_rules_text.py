"""The player rules list every commandment with its text and document the conflict order."""

from __future__ import annotations

from importlib import resources

import pytest

from kartentisch.games.zehn_gebote import hooks
from kartentisch.games.zehn_gebote.texts_nl import NL


def rules(lang: str) -> str:
    folder = resources.files("kartentisch.games.zehn_gebote").joinpath("rules")
    return folder.joinpath(f"{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_every_commandment_is_listed(lang: str) -> None:
    text = rules(lang)
    for c in hooks.REGISTRY.values():
        wording = {"de": c.de, "en": c.en, "nl": NL[c.id][1]}[lang]
        assert wording in text, (lang, c.id)


def test_the_conflict_order_is_written_down() -> None:
    assert "Verbot vor Erlaubnis" in rules("de")
    assert "A ban beats a permission" in rules("en")
    assert "verbod wint van een toestemming" in rules("nl")


def test_every_commandment_has_a_dutch_title_and_text() -> None:
    assert set(NL) == set(hooks.REGISTRY)
    assert len({text for _, text in NL.values()}) == len(NL)
