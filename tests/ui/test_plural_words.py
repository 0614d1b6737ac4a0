"""A count says its noun in the right number: "Nachziehstapel: 1 Karte", never "1 Karten".

Every text that puts the count ``{n}`` before a noun is written as plural forms (``one`` /
``other``, ``engine.texts``) in every language, so no screen can read "1 Karten"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from kartentisch.ui.render.i18n import Translator

SOURCE = Path(__file__).resolve().parents[2] / "src" / "kartentisch"
NOUNS = re.compile(
    r"\{n\} (Karten|Punkte|Spielen|Spiele|Chips|cards|points|games|kaarten|punten|spellen)\b"
)


def test_no_count_before_a_plural_noun_is_a_single_text() -> None:
    files = sorted(SOURCE.glob("**/texts/*.json"))
    assert len(files) >= 15
    for path in files:
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            if isinstance(value, str):
                assert not NOUNS.search(value), (path.parent.parent.name, path.stem, key, value)


@pytest.mark.parametrize(
    ("lang", "key", "one"),
    [
        ("de", "zehn_gebote.draw_pile", "Nachziehstapel: 1 Karte"),
        ("en", "zehn_gebote.draw_pile", "Draw pile: 1 card"),
        ("nl", "zehn_gebote.draw_pile", "Trekstapel: 1 kaart"),
        ("de", "fuenf_kronen.stock_count", "1 Karte im Stapel"),
        ("en", "fuenf_kronen.points", "1 point"),
        ("nl", "fuenf_kronen.cards", "1 kaart"),
    ],
)
def test_one_card_reads_as_one(lang: str, key: str, one: str) -> None:
    t = Translator(lang)
    assert t(key, n=1) == one
    assert t(key, n=2) != one and "2" in t(key, n=2)
