"""The views of play with one device each: names escaped, the elements the other devices and
the tests rely on present, every word in the three languages."""

from __future__ import annotations

import pytest

from kartentisch.link import invitation
from kartentisch.ui.render.html import esc
from kartentisch.ui.render.i18n import t
from kartentisch.ui.together import connect_help, invite_view, join_view

EVIL = '<img src=x onerror="alert(1)">'
LANGS = ("de", "en", "nl")


@pytest.mark.parametrize("lang", LANGS)
def test_the_invitations_name_each_seat_safely(lang: str) -> None:
    rows = [
        invite_view.InviteRow(1, EVIL, False, "http://x/#join=ab12cd34.1.CODE", "<svg></svg>"),
        invite_view.InviteRow(2, "Cleo", True),
        invite_view.InviteRow(3, "Dora", False, note="Verbinde …"),
    ]
    html = invite_view.invite_dialog(rows, lang)
    assert EVIL not in html and "&lt;img" in html
    assert 'data-invite="1"' in html and 'href="http://x/#join=ab12cd34.1.CODE"' in html
    assert 'data-answer-input="1"' in html and 'data-answer-apply="1"' in html
    assert 'data-answer-input="2"' not in html, "a seat that is in needs no answer"
    assert 'data-invite="3"' not in html, "no link while the offer is being made"
    assert t(lang, "together.making") in html
    assert 'data-together="bot:1"' in html and 'data-together="help"' in html
    assert 'data-together="bot:2"' in html, "a bot for a seat that is in, too"


@pytest.mark.parametrize("lang", LANGS)
def test_a_browser_that_cannot_connect_says_only_that(lang: str) -> None:
    """No "the code is being made" beside "this browser cannot connect", and no answer field
    that can never be used; a bot can still take the seat."""
    said = t(lang, "together.no_link")
    row = invite_view.InviteRow(1, "Ben", False, note=said, unlinkable=True)
    html = invite_view.invite_dialog([row], lang)
    assert said in html
    assert t(lang, "together.making") not in html
    assert 'data-answer-input="1"' not in html and 'data-answer-scan="1"' not in html
    assert 'data-together="bot:1"' in html


@pytest.mark.parametrize("lang", LANGS)
def test_a_seat_a_bot_plays_can_be_given_back(lang: str) -> None:
    rows = [
        invite_view.InviteRow(1, EVIL, True, lent=True),
        invite_view.InviteRow(2, "Cleo", False, lent=True),
    ]
    html = invite_view.invite_dialog(rows, lang)
    assert EVIL not in html
    assert 'data-together="back:1"' in html and 'data-together="back:2"' in html
    assert 'data-together="bot:' not in html and 'data-answer-input="2"' not in html
    assert html.count('data-seat-state="bot"') == 2
    assert t(lang, "together.lent", name="Cleo") in html


@pytest.mark.parametrize("lang", LANGS)
def test_the_join_screen_shows_the_answer_as_text(lang: str) -> None:
    html = join_view.join_screen("", "AQEEN--code", "<svg></svg>", lang)
    assert "data-answer-code" in html and "AQEEN--code" in html
    assert 'data-together="renew"' in html and 'data-together="copy-answer"' in html
    waiting = join_view.join_screen(t(lang, "join.making"), "", "", lang)
    assert "data-answer-code" not in waiting and t(lang, "join.making") in waiting


def test_every_word_of_connecting_exists_in_each_language() -> None:
    for lang in LANGS:
        html = connect_help.help_dialog(lang)
        for key in (*connect_help.STEPS, *connect_help.TROUBLE, "connect.offline"):
            assert t(lang, key) != key and t(lang, key) in html.replace("&#x27;", "'")
    german = connect_help.help_dialog("de")
    for lang in ("en", "nl"):
        assert connect_help.help_dialog(lang) != german


def test_an_invitation_link_reads_back() -> None:
    found = invitation.Invitation("ab12cd34", 3, "AQEAbc-_def")
    link = invitation.link("https://a.github.io/kartentisch/?x=1#old", found)
    assert link == "https://a.github.io/kartentisch/#join=ab12cd34.3.AQEAbc-_def"
    assert invitation.read(link[link.index("#") :]) == found
    for broken in ("#join=", "#join=zz.1.abc", "#join=ab12cd34.x.AQEAbc-_def", "#deal=1"):
        assert invitation.read(broken) is None


@pytest.mark.parametrize("lang", LANGS)
def test_the_invitation_says_what_it_contains(lang: str) -> None:
    row = invite_view.InviteRow(
        1, "Ben", False, "http://x/#join=ab12cd34.1.CODE", "<svg></svg>", holds=("192.168.1.5", "")
    )
    html = invite_view.invite_dialog([row], lang)
    said = t(lang, "together.holds", addresses="192.168.1.5, " + t(lang, "together.local_name"))
    assert esc(said) in html
    bare = invite_view.invite_dialog(
        [invite_view.InviteRow(1, "Ben", False, "http://x/", "")], lang
    )
    assert esc(t(lang, "together.holds_key")) in bare and "()" not in bare
    answer = join_view.join_screen("", "AQEEN--code", "<svg></svg>", lang)
    assert esc(t(lang, "join.holds")) in answer
