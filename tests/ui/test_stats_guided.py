"""A guided first game (a fixed deal against gentle bots, with a coach) is marked in the
statistics and counted apart: never as a game played or won, never in the recent scores,
shown in its own column; statistics of version 3 still read."""

from __future__ import annotations

import json

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.records import stats, stats_view, stored_json
from kartentisch.ui.records.stats import GameRecord, SeatResult, Statistics
from kartentisch.ui.records.stats_store import STATS_KEY, load, record
from kartentisch.ui.records.storage import MemoryStore, Storage


def finished(seed: int) -> Match:
    match = Match.start(
        catalogue.get("demo"), [PlayerSpec("Ada"), PlayerSpec("Bot", "greedy")], seed
    )
    while not match.is_over():
        seat = match.current
        assert seat is not None
        match.play(match.bot_choice() if seat == 1 else match.legal(seat)[0])
    return match


def test_a_guided_game_is_marked_and_not_counted_as_played_or_won() -> None:
    storage = Storage(MemoryStore())
    record(storage, finished(3), guided=True)
    value = load(storage).stats
    assert [r.guided for r in value.records] == [True]
    ada = value.totals()[("demo", "Ada", None)]
    assert (ada.played, ada.won, ada.streak, ada.guided) == (0, 0, 0, 1)
    assert ada.average is None and ada.best is None
    assert '"guided":true' in (storage.get(STATS_KEY) or "")
    record(storage, finished(4))
    ada = load(storage).stats.totals()[("demo", "Ada", None)]
    assert (ada.played, ada.guided) == (1, 1)


def test_guided_games_stay_out_of_the_recent_scores() -> None:
    value = Statistics()
    for i in range(4):
        seats = (SeatResult("Pat", None, float(i), 1), SeatResult("Anna", "easy", 9.0, 2))
        value = value.with_game(GameRecord(f"{i:024d}", "zehn", seats, guided=i < 2))
    assert [r.key for r in stats.recent(value, "zehn")] == [f"{i:024d}" for i in (2, 3)]


def test_the_mark_survives_folding_into_carried_totals_and_json() -> None:
    value = Statistics()
    for i in range(5):
        seats = (SeatResult("Pat", None, float(i), 1), SeatResult("Anna", "easy", 9.0, 2))
        value = value.with_game(GameRecord(f"{i:024d}", "zehn", seats, guided=i % 2 == 0), 2)
    pat = value.totals()[("zehn", "Pat", None)]
    assert (pat.played, pat.won, pat.guided) == (2, 2, 3)
    assert stats.from_json(stats.to_json(value)) == value


def test_statistics_of_version_3_read_without_the_mark() -> None:
    body: dict[str, object] = {
        "format": stats.FORMAT,
        "version": 3,
        "records": [
            {
                "key": "b" * stats.KEY_CHARS,
                "game": "zehn",
                "seats": [["Pat", None, 12, 1], ["Anna", "hard", 20, 2]],
                "undo": False,
                "hinted": True,
            }
        ],
        "carried": [["zehn", "Pat", None, 3, 1, 40, 5, 0, 1, 0, 1]],
    }
    body["checksum"] = stored_json.checksum(body)
    value = stats.from_json(json.dumps(body))
    assert value.records[0].guided is False
    pat = value.totals()[("zehn", "Pat", None)]
    assert (pat.played, pat.guided) == (4, 0)


def test_the_screen_shows_guided_games_in_their_own_column() -> None:
    value = Statistics().with_game(stats.record_of(finished(3), guided=True))
    infos = {g.info.id: g.info for g in catalogue.all_games(include_hidden=True)}
    html = stats_view.screen(value, infos, "en")
    assert "Guided (not counted)" in html
    assert 'data-guided="1"' in html
