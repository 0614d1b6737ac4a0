"""The page as it shows before Python runs, made at build time from the running app's data.

The lobby's game cards come from ``lobby_view`` and each game's ``GameInfo`` (names and
blurbs from the game's text files, seat counts), the words marked ``data-i18n`` in index.html
from ``i18n``: one source for the lobby whether Python draws it or the build did.
``static/js/boot.js`` swaps in the player's language from the JSON written here before the
runtime has started.
"""

from __future__ import annotations

import json
import re

from kartentisch import catalogue
from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.render.i18n import LANGUAGES, t

STYLES_MARK = "<!-- static:styles -->"
"""In ``<head>``: replaced by a link to each game's stylesheet, ``static/css/<id>.css``."""
GAMES_MARK = "<!-- static:games -->"
"""Inside ``<ul id="games">``: replaced by the game cards in German (the page's language)."""
TEXTS_MARK = "<!-- static:texts -->"
"""Replaced by ``<script type="application/json" id="static-texts">`` (never executed) with
the words of every language but German, the page's own."""
GAMES_KEY = "games"
"""The entry of the static texts that holds the game cards' HTML, per language."""

_KEY = re.compile(r'data-i18n="([^"]+)"')


def static_texts(template: str) -> dict[str, dict[str, str]]:
    """Per language: every ``data-i18n`` word of ``template`` and the game cards' HTML."""
    keys = sorted(set(_KEY.findall(template)))
    infos = {g.info.id: g.info for g in catalogue.all_games()}
    texts: dict[str, dict[str, str]] = {}
    for lang in LANGUAGES:
        words = {key: t(lang, key) for key in keys}
        cards = lobby_view.entries(infos, lang, {})
        words[GAMES_KEY] = lobby_view.games_list(cards, lang, enabled=False)
        texts[lang] = words
    return texts


def stylesheets() -> list[str]:
    """Relative URLs of the games' stylesheets, in lobby order (the hidden demo has none)."""
    return [f"./static/css/{g.info.id}.css" for g in catalogue.all_games()]


def render(template: str) -> str:
    if any(mark not in template for mark in (STYLES_MARK, GAMES_MARK, TEXTS_MARK)):
        raise ValueError("index.html lacks the marks for the static lobby")
    texts = static_texts(template)
    links = "\n  ".join(f'<link rel="stylesheet" href="{url}">' for url in stylesheets())
    page = template.replace(STYLES_MARK, links).replace(GAMES_MARK, texts["de"][GAMES_KEY])
    others = {lang: words for lang, words in texts.items() if lang != "de"}
    data = json.dumps(others, ensure_ascii=False, sort_keys=True).replace("<", "\\u003c")
    return page.replace(
        TEXTS_MARK, f'<script type="application/json" id="static-texts">{data}</script>'
    )
