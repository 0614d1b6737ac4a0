"""The pieces every table and dialog draws alike: each shape written once (``ui.render.components``)
and used by every renderer and dialog, never written again beside it."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re

import pytest

from kartentisch import catalogue
from kartentisch.ui.render import components

RENDERERS = [catalogue.package_name(game_id) for game_id in catalogue.ids()]
DIALOGS = ("lobby.lobby_view", "lobby.share_link", "records.stats_view", "replays.replay_view")


def test_a_card_is_a_picture_with_a_name_unless_it_can_be_chosen() -> None:
    picture = components.card('<span data-glyph="Q"></span>', "card face x", "Herz <Dame>")
    assert picture.startswith('<span class="card face x" role="img" aria-label="Herz &lt;Dame&gt;"')
    assert 'data-glyph="Q"' in picture
    pile = components.card("", "card back", "Stapel", element="div", data_drop="pile")
    assert pile == '<div class="card back" role="img" aria-label="Stapel" data-drop="pile"></div>'


def test_a_card_that_can_be_chosen_is_a_real_button() -> None:
    played = components.card("5", "card playable", "Spiele 5", action="play 5", data_card="5")
    assert played.startswith('<button type="button" data-action="play 5"')
    assert 'aria-label="Spiele 5"' in played and 'data-card="5"' in played
    assert "role=" not in played
    picked = components.card("5", "card playable", "5", ui="pick 5", aria_pressed="false")
    assert 'data-ui="pick 5"' in picked and 'aria-pressed="false"' in picked


def test_badges_and_names_escape_what_a_person_typed() -> None:
    assert components.badge("<b>Ann</b>", "x-name") == (
        '<span class="x-name">&lt;b&gt;Ann&lt;/b&gt;</span>'
    )
    assert components.badge(3, "x-count", aria_label="3 Karten").endswith(">3</span>")
    assert components.seat_name(["Ann", "Bo"], 1) == "Bo"
    assert components.seat_name(["Ann"], 3) == "?"
    assert components.seat_name(["Ann"], None, "–") == "–"


def test_a_score_table_has_column_and_row_headers() -> None:
    rows = [components.score_row("1", components.numbers([5, 0]))]
    html = components.score_table(["Runde", "<Ann>"], rows, caption="Punkte", class_="t")
    assert html == (
        '<table class="t"><caption>Punkte</caption><thead><tr><th scope="col">Runde</th>'
        '<th scope="col">&lt;Ann&gt;</th></tr></thead><tbody><tr><th scope="row">1</th>'
        '<td class="num">5</td><td class="num">0</td></tr></tbody></table>'
    )
    assert "<caption" not in components.score_table(["a"], [])
    assert 'tabindex="0"' in components.sideways(html, class_="wrap")


def test_dialogs_close_by_the_same_marked_buttons() -> None:
    close = components.close_button("Schließen", "dlg-x")
    assert close == (
        '<button type="button" class="btn btn-primary" data-dialog-close="dlg-x">Schließen</button>'
    )
    quiet = components.close_button("Abbrechen", "dlg-x", primary=False, id="c")
    assert 'class="btn btn-quiet"' in quiet and 'id="c"' in quiet
    assert components.button_row(close, "more") == f'<div class="row row-end more">{close}</div>'
    head = components.dialog_head("<T>", "t-id", "dlg-x", "Schließen")
    assert '<h2 id="t-id">&lt;T&gt;</h2>' in head
    assert 'class="btn-icon" data-dialog-close="dlg-x" aria-label="Schließen"' in head


WRITTEN_AGAIN = {
    "a card drawn as a picture by hand": (
        r'class_=(?:cls|classes|"card [^"]*"|card_classes\([^)]*\)),\s*role="img"'
    ),
    "a card drawn as a button by hand": r"button\(\s*(?:card_face|inner|face|badge|face_html)\b",
    "the seats counted round the table": r"\+ k\) % n|\(seat - bottom\) %",
    "a name looked up with its own fallback": r"< len\(ctx\.names\)|< len\(names\)",
    "a table header cell": r'scope="(?:col|row)"',
    "a dialog's close button": r"data_dialog_close=",
    "a dialog's button row": r'"row row-end"',
}


@pytest.mark.parametrize("module", [f"tables.{r}" for r in RENDERERS] + list(DIALOGS))
def test_no_renderer_or_dialog_writes_a_shared_piece_again(module: str) -> None:
    found_module = importlib.import_module(f"kartentisch.ui.{module}")
    parts = [
        importlib.import_module(f"{found_module.__name__}.{info.name}")
        for info in pkgutil.iter_modules(getattr(found_module, "__path__", []))
    ]
    source = "".join(inspect.getsource(part) for part in [found_module, *parts])
    found = {what for what, pattern in WRITTEN_AGAIN.items() if re.search(pattern, source)}
    assert not found


@pytest.mark.parametrize(
    "line",
    [
        'return tag("span", inner, class_=cls, role="img", aria_label=label)',
        "button(\n    card_face(top, wild, ctx.lang), action=actions.DRAW_DISCARD",
        "order = [(me + k) % n for k in range(1, n)]",
        'name = ctx.names[seat] if seat < len(ctx.names) else "?"',
        'tag("th", esc(name), scope="col")',
        'button(esc(t(lang, "close")), class_="btn", data_dialog_close=DIALOG_ID)',
        'tag("div", close, class_="row row-end")',
    ],
)
def test_the_scan_finds_a_piece_written_again(line: str) -> None:
    """What the scan is for: each of these lines (as the tables and dialogs once had them)."""
    assert any(re.search(pattern, line) for pattern in WRITTEN_AGAIN.values())
