"""The frame's HTML: names are escaped everywhere, controls carry the hooks the host binds."""

from __future__ import annotations

from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.lobby.settings import Settings
from kartentisch.ui.table import table_view
from kartentisch.ui.table.frame import EndRow, EndTexts

EVIL = '<img src=x onerror="alert(1)">'


def test_pass_screen_escapes_the_name() -> None:
    html = table_view.pass_screen(EVIL, "en")
    assert "<img" not in html and "&lt;img" in html
    assert 'data-host="pass-confirm"' in html and 'id="pass-confirm"' in html


def test_end_screen_ranks_and_escapes() -> None:
    rows = [EndRow(1, 1, EVIL, 0), EndRow(2, 0, "Ada", 12.5)]
    html = table_view.end_screen(rows, "de")
    assert "<img" not in html
    assert html.index("&lt;img") < html.index("Ada")
    assert "12.5" in html and 'class="winner"' in html
    assert 'data-host="again"' in html and 'data-host="lobby"' in html


def test_end_screen_names_the_score_and_says_how_it_ended() -> None:
    rows = [EndRow(1, 0, "Ada", 0), EndRow(2, 1, "Bo", 7)]
    plain = table_view.end_screen(rows, "de")
    assert '<th scope="col">Punkte</th>' in plain and "Weniger Punkte sind besser." in plain
    assert "end-note" not in plain
    html = table_view.end_screen(rows, "en", EndTexts("Cards <left>", "The round limit " + EVIL))
    assert "Cards &lt;left&gt;</th>" in html and "Points" not in html
    assert "Cards &lt;left&gt;: fewer is better." in html
    assert 'id="end-note"' in html and "<img" not in html and "The round limit &lt;img" in html
    same = table_view.end_screen(rows, "nl", EndTexts("Punten"))
    assert "Minder punten is beter." in same and "end-note" not in same


def test_log_items() -> None:
    assert "Noch ist nichts passiert." in table_view.log_items([], "de")
    assert table_view.log_items([EVIL], "de").count("&lt;img") == 1


def test_settings_form_marks_current_choices() -> None:
    html = lobby_view.settings_form(Settings(lang="nl", speed="off", assist=False), "nl")
    assert 'value="nl" checked' in html and 'value="off" checked' in html
    assert 'name="assist"' in html and "checked" not in html.split('name="assist"')[1][:30]


def test_rules_and_message_dialogs_escape() -> None:
    assert "<img" not in lobby_view.rules_dialog(EVIL, None, "de")
    assert "Die Regeln für dieses Spiel folgen bald." in lobby_view.rules_dialog("X", None, "de")
    assert "<img" not in lobby_view.message_dialog(EVIL, [EVIL], "de")


def test_message_dialog_can_ask() -> None:
    html = lobby_view.message_dialog("T", ["Game " + EVIL], "en", confirm=("Replace", "x-go"))
    assert "<img" not in html
    assert 'data-host="x-go"' in html and 'id="msg-confirm"' in html and ">Replace<" in html
    assert 'id="msg-cancel"' in html and ">Cancel<" in html and 'id="msg-ok"' not in html
