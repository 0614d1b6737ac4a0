"""The question before a new game replaces a saved one: it names the game, how far it had come
and who sat at the table, from what the store holds."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec, Progress
from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.records.storage import MemoryStore, SavedGame, Storage
from kartentisch.ui.render.i18n import LANGUAGES


def saved_demo() -> Storage:
    storage = Storage(MemoryStore())
    match = Match.start(catalogue.get("demo"), [PlayerSpec("Ada"), PlayerSpec("Bo", "random")], 5)
    match.play(match.legal(match.current or 0)[0])
    assert storage.save_match(match)
    return storage


def test_the_question_names_game_progress_and_players() -> None:
    lines = lobby_view.replace_question(
        "Fünf Kronen", SavedGame(40, Progress(5, 11)), ["Ada", "Bo"], "de"
    )
    assert lines == [
        "Das gespeicherte Spiel Fünf Kronen wird ersetzt.",
        "Gespeichert: Runde 5 von 11",
        "Am Tisch: Ada, Bo",
    ]


def test_the_question_reads_the_store() -> None:
    storage = saved_demo()
    assert storage.saved_names("demo") == ["Ada", "Bo"]
    saved = storage.saved_game("demo")
    for lang in LANGUAGES:
        lines = lobby_view.replace_question("Demo", saved, storage.saved_names("demo"), lang)
        assert len(lines) == 3 and "Demo" in lines[0] and "Ada, Bo" in lines[2]


def test_a_save_without_readable_players_still_asks() -> None:
    storage = Storage(MemoryStore({"kartentisch.save.demo": "{not json"}))
    assert storage.saved_names("demo") == []
    storage = Storage(MemoryStore({"kartentisch.save.demo": '{"players": [{"name": 3}, "x"]}'}))
    assert storage.saved_names("demo") == []
    assert storage.saved_names("zehn") == []
    lines = lobby_view.replace_question("Zehn", None, [], "en")
    assert lines == ["The saved game of Zehn will be replaced."]


def test_the_question_is_asked_with_cancel_first_and_escaped() -> None:
    html = lobby_view.message_dialog(
        "T",
        lobby_view.replace_question("<b>", None, ["<i>"], "de"),
        "de",
        confirm=("Neues Spiel starten", "new-replace"),
    )
    assert "<b>" not in html and "<i>" not in html
    assert html.index('id="msg-cancel"') < html.index('data-host="new-replace"')
