"""The rules' markdown subset: escaped first, then marked up."""

from __future__ import annotations

from kartentisch.ui.markdown import inline, render


def test_escapes_before_markup() -> None:
    html = render("# Hi <script>alert(1)</script>\n\n**a & b** <img src=x onerror=y>")
    assert "<script>" not in html and "<img" not in html
    assert "&lt;script&gt;" in html and "<strong>a &amp; b</strong>" in html


def test_headings_paragraphs_and_offset() -> None:
    html = render("# Title\n\nOne line\nnext line\n\n## Sub", heading_offset=1)
    assert html == "<h2>Title</h2><p>One line next line</p><h3>Sub</h3>"


def test_lists_nested_and_numbered() -> None:
    html = render("- a\n- b\n  - b1\n- c\n\n1. one\n2. two")
    assert html == (
        "<ul><li>a</li><li>b<ul><li>b1</li></ul></li><li>c</li></ul>"
        "<ol><li>one</li><li>two</li></ol>"
    )


def test_inline_bold_italic_code() -> None:
    assert inline("**B** *i* _j_ `x*y*`") == (
        "<strong>B</strong> <em>i</em> <em>j</em> <code>x*y*</code>"
    )
    assert inline("2 * 3 * 4") == "2 * 3 * 4"


def test_tables() -> None:
    html = render("| Karte | Punkte |\n|---|--:|\n| **K** | 10 |\n| A | 1 |")
    assert "<th>Karte</th><th>Punkte</th>" in html
    assert "<tr><td><strong>K</strong></td><td>10</td></tr>" in html
    assert html.startswith('<div class="md-table"><table>')


def test_rule_and_quote() -> None:
    assert render("---") == "<hr>"
    assert render("> note") == "<blockquote><p>note</p></blockquote>"
