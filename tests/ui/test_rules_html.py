"""The in-app rules are rendered by the build (markdown-it-py), safely, and the page only
reads the result: no Markdown parser in the runtime."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import serve  # noqa: E402

GAMES = sorted(p.parent.name for p in (ROOT / "src/kartentisch/games").glob("*/rules"))


def test_raw_html_in_a_source_stays_text() -> None:
    html = serve.rules_html("# Hi <script>alert(1)</script>\n\n**a & b** <img src=x onerror=y>")
    assert "<script>" not in html and "<img" not in html
    assert "&lt;script&gt;" in html and "<strong>a &amp; b</strong>" in html


def test_links_to_scripts_are_not_made() -> None:
    assert "href" not in serve.rules_html("[x](javascript:alert(1))")


def test_headings_move_one_level_down_and_tables_get_their_box() -> None:
    html = serve.rules_html(
        "# Title\n\nOne line\nnext\n\n## Sub\n\n| a | b |\n|---|---|\n| 1 | 2 |"
    )
    assert html.startswith("<h2>Title</h2>\n<p>One line\nnext</p>\n<h3>Sub</h3>")
    assert '<div class="md-table"><table>' in html and "</table></div>" in html
    assert "<h1>" not in html


@pytest.mark.parametrize("package", GAMES)
def test_every_games_rules_render_in_every_language(package: str) -> None:
    for lang in ("de", "en", "nl"):
        source = ROOT / "src/kartentisch/games" / package / "rules" / f"{lang}.md"
        html = serve.rules_html(source.read_text(encoding="utf-8"))
        assert html.count("<h") >= 3 and html.count("<p>") >= 2, (package, lang)
        assert "<script" not in html and "**" not in html, (package, lang)


def test_the_wheel_gets_html_instead_of_markdown(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "src/kartentisch/games", tmp_path / "kartentisch/games")
    assert serve.render_rules(tmp_path) == 3 * len(GAMES)
    assert not list(tmp_path.rglob("*.md"))
    assert len(list(tmp_path.glob("kartentisch/games/*/rules/*.html"))) == 3 * len(GAMES)
