"""The page before Python runs is made from the app's data, and a game lives in its own places.

A fifth game is a folder in ``games/``, its renderer, its stylesheet and one line in
``kartentisch.catalogue.GAMES``: nothing else in the product names it (the lobby order, its name
and blurb in three languages, its stylesheet link are all derived).
"""

from __future__ import annotations

import importlib
import json
import re
from pathlib import Path

import pytest

from kartentisch import catalogue
from kartentisch.ui.boot import static_page
from kartentisch.ui.render.i18n import LANGUAGES, t

ROOT = Path(__file__).resolve().parents[2]
TEMPLATE = (ROOT / "index.html").read_text(encoding="utf-8")
VISIBLE = [g.info for g in catalogue.all_games()]


def rendered() -> tuple[str, dict[str, dict[str, str]]]:
    page = static_page.render(TEMPLATE)
    found = re.search(r'<script type="application/json" id="static-texts">(.*?)</script>', page)
    assert found is not None
    return page, json.loads(found[1])


def test_the_lobby_order_is_the_one_list_of_games() -> None:
    ids = [g.info.id for g in catalogue.all_games(include_hidden=True)]
    assert ids == [game.info.id for game in catalogue.GAMES]
    for game in catalogue.GAMES:
        assert importlib.import_module(catalogue.package(game.info.id)).GAME is game
    page, _ = rendered()
    cards = re.findall(r'<li class="game-card[^"]*" data-game="([a-z-]+)"', page)
    assert cards == [info.id for info in VISIBLE]
    assert "demo" not in cards


def test_the_static_lobby_speaks_every_language() -> None:
    page, texts = rendered()
    assert set(texts) == set(LANGUAGES) - {"de"}, "German is the page's own language"
    for info in VISIBLE:
        assert f"<h2>{info.name('de')}</h2>" in page and info.blurb("de") in page
        for lang in texts:
            assert f"<h2>{info.name(lang)}</h2>" in texts[lang]["games"]
            assert info.blurb(lang) and info.blurb(lang) in texts[lang]["games"]
    keys = set(re.findall(r'data-i18n="([^"]+)"', TEMPLATE))
    assert keys, "the page marks its words"
    for lang in texts:
        for key in keys:
            assert texts[lang][key] == t(lang, key) != key, (lang, key)
    assert "Neues Spiel" in page and "New game" in texts["en"]["games"]


def test_the_page_links_each_games_stylesheet_and_nothing_is_left_unfilled() -> None:
    page, _ = rendered()
    for url in static_page.stylesheets():
        assert f'<link rel="stylesheet" href="{url}">' in page
        assert (ROOT / url).is_file(), url
    assert "<!-- static:" not in page
    assert "<li" not in TEMPLATE.split('id="games"')[1].split("</ul>")[0], "no cards by hand"


def test_the_json_cannot_end_its_script_element() -> None:
    page, _ = rendered()
    data = page.split('id="static-texts">')[1].split("</script>")[0]
    assert "<" not in data


def test_a_template_without_the_marks_is_refused() -> None:
    with pytest.raises(ValueError, match="marks"):
        static_page.render("<html></html>")


OWN_PLACES = ("src/kartentisch/games/{package}/", "src/kartentisch/ui/tables/{package}/")


def naming_files(game_id: str) -> list[str]:
    """Files of the product outside the game's own places that name the game."""
    package = game_id.replace("-", "_")
    pattern = re.compile(rf"(?<![\w-])({re.escape(game_id)}|{re.escape(package)})(?![\w-])")
    own = [p.format(package=package) for p in OWN_PLACES] + [f"static/css/{game_id}.css"]
    found = []
    candidates = [*sorted((ROOT / "src").rglob("*.py")), *sorted((ROOT / "static").rglob("*"))]
    candidates += [ROOT / name for name in ("index.html", "main.py", "pyscript.toml", "serve.py")]
    for path in candidates:
        rel = path.relative_to(ROOT).as_posix()
        if not path.is_file() or any(rel.startswith(o) for o in own):
            continue
        if "/vendor/" in rel or "/wheels/" in rel or path.suffix in (".png", ".snap", ".gz"):
            continue
        if pattern.search(path.read_text(encoding="utf-8", errors="replace")):
            found.append(rel)
    return found


@pytest.mark.parametrize("game_id", [info.id for info in VISIBLE])
def test_a_game_is_named_only_in_its_own_places_and_the_list_of_games(game_id: str) -> None:
    assert naming_files(game_id) == ["src/kartentisch/catalogue.py"]
