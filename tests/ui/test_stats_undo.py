"""Statistics mark the games in which the person took an action back, and still read the
statistics an older version (format 1, without the mark) stored."""

from __future__ import annotations

import json

from kartentisch import catalogue
from kartentisch.engine.errors import SaveError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.records import stats, stats_view, stored_json
from kartentisch.ui.records.stats import GameRecord, SeatResult, Statistics
from kartentisch.ui.records.stats_store import STATS_KEY, load, record
from kartentisch.ui.records.storage import MemoryStore, Storage

PLAYERS = (PlayerSpec("Pat"), PlayerSpec("Anna", "easy"), PlayerSpec("Ben", "easy"))


def finished(undo: bool, seed: int) -> Match:
    """A finished Fünf Kronen game between easy bots, with the person played by one."""
    match = Match.start(catalogue.get("fuenf-kronen"), PLAYERS, seed)
    bot = match.game.bot("easy")
    took_back = False
    while not match.is_over():
        seat = match.current
        assert seat is not None
        if match.is_bot(seat):
            match.play(match.bot_choice())
            continue
        action = bot.choose(match.view(seat), match.legal(seat), match.state.rng.copy())
        match.play(action)
        if undo and not took_back and match.can_undo():
            match.undo()
            match.play(action)
            took_back = True
    assert match.undos == int(undo)
    return match


def version_1_text() -> str:
    """What the first version of the statistics wrote: no undo mark anywhere."""
    body: dict[str, object] = {
        "format": stats.FORMAT,
        "version": 1,
        "records": [
            {
                "key": "a" * stats.KEY_CHARS,
                "game": "zehn",
                "seats": [["Pat", None, 12, 1], ["Anna", "hard", 20, 2]],
            }
        ],
        "carried": [["zehn", "Pat", None, 3, 1, 40, 5, 0, 1]],
    }
    body["checksum"] = stored_json.checksum(body)
    return json.dumps(body)


def test_a_game_with_undo_is_marked_and_counted_per_player() -> None:
    storage = Storage(MemoryStore())
    record(storage, finished(undo=True, seed=2))
    record(storage, finished(undo=False, seed=3))
    value = load(storage).stats
    assert [r.undo for r in value.records] == [True, False]
    totals = value.totals()
    assert totals[("fuenf-kronen", "Pat", None)].undone == 1
    assert totals[("fuenf-kronen", "Pat", None)].played == 2
    assert '"undo":true' in (storage.get(STATS_KEY) or "")


def test_statistics_of_version_1_still_load_without_marks() -> None:
    value = stats.from_json(version_1_text())
    assert value.records[0].undo is False
    pat = value.totals()[("zehn", "Pat", None)]
    assert (pat.played, pat.won, pat.undone) == (4, 2, 0)
    again = stats.from_json(stats.to_json(value))
    assert again == value
    assert json.loads(stats.to_json(value))["version"] == stats.VERSION == 4


def test_the_mark_survives_folding_into_carried_totals_and_json() -> None:
    value = Statistics()
    for i in range(5):
        seats = (SeatResult("Pat", None, float(i), 1), SeatResult("Anna", "hard", 9.0, 2))
        value = value.with_game(GameRecord(f"{i:024d}", "zehn", seats, undo=i % 2 == 0), 2)
    assert value.totals()[("zehn", "Pat", None)].undone == 3
    # the bot never took anything back: its games with undo are the person's
    assert value.totals()[("zehn", "Anna", "hard")].undone == 0
    assert stats.from_json(stats.to_json(value)).totals() == value.totals()


def test_a_version_2_record_needs_a_true_or_false_mark() -> None:
    body = json.loads(stats.to_json(Statistics().with_game(stats.record_of(finished(True, 2)))))
    for bad in (1, "yes", None):
        body["records"][0]["undo"] = bad
        body.pop("checksum")
        body["checksum"] = stored_json.checksum(body)
        try:
            stats.from_json(json.dumps(body))
        except SaveError:
            continue
        raise AssertionError(f"accepted undo={bad!r}")


def test_the_screen_shows_how_many_games_had_an_undo() -> None:
    value = Statistics().with_game(stats.record_of(finished(True, 2)))
    infos = {g.info.id: g.info for g in catalogue.all_games()}
    html = stats_view.screen(value, infos, "en")
    assert "With undo" in html
    assert 'data-undone="1"' in html
