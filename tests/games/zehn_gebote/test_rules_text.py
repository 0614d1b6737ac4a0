"""The player rules list every commandment with its text and document the conflict order."""

from __future__ import annotations

from importlib import resources

import pytest

from kartentisch.games.zehn_gebote import hooks


def rules(lang: str) -> str:
    folder = resources.files("kartentisch.games.zehn_gebote").joinpath("rules")
    return folder.joinpath(f"{lang}.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_every_commandment_is_listed(lang: str) -> None:
    text = rules(lang)
    for c in hooks.REGISTRY.values():
        wording = c.de if lang == "de" else c.en
        assert wording in text, (lang, c.id)


def test_the_conflict_order_is_written_down() -> None:
    assert "Verbot vor Erlaubnis" in rules("de")
    assert "A ban beats a permission" in rules("en")
    assert "verbod wint van een toestemming" in rules("nl")
