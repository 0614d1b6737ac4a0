"""Words and details: the person at the device is told "du" on the end screen (never "Ich
gewinnt!"), the player's own name is asked once and used for the own seat, the Eselspiel's
round limit reads as a safeguard, and the assist setting names what it shows."""

from __future__ import annotations

from pathlib import Path

import pytest

from kartentisch import catalogue
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.lobby import lobby_form, lobby_view
from kartentisch.ui.lobby.settings import Settings
from kartentisch.ui.render.i18n import t
from kartentisch.ui.table import table_view
from kartentisch.ui.table.frame import EndRow

ROWS = [EndRow(1, 0, "Ich", 0), EndRow(2, 1, "Anna", 7), EndRow(3, 2, "Ben", 9)]
TABLES = Path(__file__).resolve().parents[2] / "src" / "kartentisch" / "ui" / "tables"


@pytest.mark.parametrize(
    ("lang", "said"), [("de", "Du hast gewonnen!"), ("en", "You won!"), ("nl", "Je hebt gewonnen!")]
)
def test_the_person_at_the_device_who_wins_is_told_so(lang: str, said: str) -> None:
    html = table_view.end_screen(ROWS, lang, you=0)
    assert f'<p class="end-winner">{said}</p>' in html
    assert "gewinnt" not in html and " wins" not in html and " wint" not in html


def test_a_shared_win_names_the_others_and_anothers_win_names_them() -> None:
    shared = [EndRow(1, 0, "Ich", 0), EndRow(1, 1, "Anna", 0), EndRow(3, 2, "Ben", 9)]
    assert table_view.winner_line(shared, "de", 0) == "Du hast gewonnen, gemeinsam mit Anna!"
    # another person's win, said to the person at the device, names the winner
    assert table_view.winner_line(ROWS, "de", 1) == "Ich gewinnt!"
    assert table_view.winner_line(ROWS, "en", 2) == "Ich wins!"
    assert table_view.winner_line(shared, "en") == "Ich, Anna win!"


def test_the_own_name_is_asked_once_and_used_for_the_own_seat() -> None:
    info = catalogue.get("zehn").info
    assert lobby_form.default_seats(info, "de")[0][0] == "Spieler 1"
    assert lobby_form.default_seats(info, "de", "Mara")[0] == ("Mara", lobby_form.HUMAN)
    form = lobby_view.new_game_form(info, "de", "Zehn", own="Mara")
    assert 'value="Mara"' in form
    default = lobby_form.NewGame(
        "zehn", (PlayerSpec("Spieler 1"), PlayerSpec("Anna", "easy")), {}, None
    )
    assert lobby_form.own_name_of(default, "de") is None
    named = lobby_form.NewGame("zehn", (PlayerSpec("Mara"), PlayerSpec("Anna", "easy")), {}, None)
    assert lobby_form.own_name_of(named, "de") == "Mara"
    elsewhere = lobby_form.NewGame("zehn", (PlayerSpec("Mara"), PlayerSpec("Jo")), {}, None, (0,))
    assert lobby_form.own_name_of(elsewhere, "de") is None


def test_the_stored_name_is_checked_and_shown_in_the_settings() -> None:
    assert Settings().name == ""
    assert Settings.from_json('{"name": "  Mara   Lu "}').name == "Mara Lu"
    assert Settings.from_json('{"name": 3}').name == ""
    assert Settings.from_json('{"name": "' + "x" * 41 + '"}').name == ""
    form = lobby_view.settings_form(Settings(name="<b>Mara</b>"), "de")
    assert "&lt;b&gt;Mara" in form and "<b>Mara" not in form and 'id="set-name"' in form


def test_the_eselspiel_round_limit_reads_as_a_safeguard() -> None:
    info = catalogue.get("eselspiel").info
    for lang, word in (("de", "Sicherheitsgrenze"), ("en", "Safeguard"), ("nl", "Vangnet")):
        assert info.option_label("round_limit", lang).startswith(word)


def test_the_assist_setting_names_every_game_whose_table_reads_it() -> None:
    reading = [
        folder.name.replace("_", "-")
        for folder in sorted(TABLES.iterdir())
        if folder.is_dir()
        and any('settings.get("assist")' in f.read_text() for f in folder.glob("*.py"))
    ]
    assert set(reading) == {"eselspiel", "fuenf-kronen", "zehn-gebote"}
    for lang in ("de", "en", "nl"):
        label = t(lang, "settings.assist")
        for game_id in reading:
            assert catalogue.get(game_id).info.name(lang) in label, (lang, game_id)


def test_a_host_playing_with_other_devices_is_asked_for_a_name() -> None:
    """Guests would see the host as "Spieler 1": the form asks for the host's own name."""
    info = catalogue.get("zehn").info
    fields = {"count": "2", "seat-0-name": "Spieler 1", "seat-1-name": "Ben"}
    fields |= {"seat-0-kind": "human", "seat-1-kind": "remote"}
    errors = lobby_form.parse(info, fields, "de")
    assert isinstance(errors, lobby_form.FormErrors)
    assert errors.fields == {"seat-0-name": t("de", "error.own_name")}
    fields["seat-0-name"] = "Mara"
    assert isinstance(lobby_form.parse(info, fields, "de"), lobby_form.NewGame)
    fields |= {"seat-0-name": "Spieler 1", "seat-1-kind": "easy"}
    assert isinstance(lobby_form.parse(info, fields, "de"), lobby_form.NewGame)


def test_fuenf_kronen_speaks_the_rules_words_in_german() -> None:
    """The rules say Sequenz, Familie and auslegen: no text mixes in Folge, Satz or ausgehen."""
    from kartentisch.engine import texts

    words = texts.catalog(catalogue.get("fuenf-kronen").info.texts_package, "de")
    said = " ".join(
        v if isinstance(v, str) else " ".join(v.values())
        for k, v in words.items()
        if k.startswith("fuenf_kronen.")
    )
    for other in ("Folge", "Satz", "Sätze", "ausgeh", "ausgegangen", "geh aus", "geht aus"):
        assert other not in said, other
    assert "Sequenz" in said and "Familie" in said and "auslegen" in said
