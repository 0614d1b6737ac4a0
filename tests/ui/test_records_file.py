"""Statistics and kept games in one file: exported together, merged on import (a game counted
once, recognised by its key), and a bad file changes nothing."""

from __future__ import annotations

import json

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.records import kept_games, records_file, stats, stats_store, stored_json
from kartentisch.ui.records.stats import SeatResult, Statistics, Totals
from kartentisch.ui.records.storage import MemoryStore, Storage


def demo(seed: int) -> Match:
    match = Match.start(
        catalogue.get("demo"), [PlayerSpec("Ada", "random"), PlayerSpec("Bot", "greedy")], seed
    )
    while not match.is_over():
        match.play(match.bot_choice())
    return match


def device(seeds: list[int]) -> Storage:
    """A device that finished the demo games of ``seeds``: counted and kept."""
    storage = Storage(MemoryStore({"kartentisch.settings": '{"lang": "en"}'}))
    for seed in seeds:
        match = demo(seed)
        stats_store.record(storage, match)
        kept_games.keep(storage, match)
    return storage


def keys(storage: Storage) -> tuple[list[str], list[str]]:
    counted = [r.key for r in stats_store.load(storage).stats.records]
    kept = [g.key for g in kept_games.load(storage, "demo").games]
    return counted, kept


def test_a_game_already_here_is_not_counted_twice() -> None:
    mine = Statistics().with_game(stats.record_of(demo(1))).with_game(stats.record_of(demo(2)))
    theirs = Statistics().with_game(stats.record_of(demo(2))).with_game(stats.record_of(demo(3)))
    merged, added = mine.merged(theirs)
    assert added == 1
    assert [r.key for r in merged.records] == [stats.record_of(demo(n)).key for n in (3, 1, 2)], (
        "the added game goes before the device's own"
    )
    again, none = merged.merged(theirs)
    assert none == 0 and again == merged
    assert sum(t.played for t in merged.totals().values()) == 3 * 2


def test_carried_totals_keep_the_larger_count_per_player() -> None:
    ada = ("demo", "Ada", None)
    bo = ("demo", "Bo", None)
    mine = Statistics(carried={ada: Totals(played=5, won=2, score_sum=5.0, best=0.0)})
    theirs = Statistics(
        carried={
            ada: Totals(played=3, won=3, score_sum=1.0, best=0.0),
            bo: Totals(played=2, won=0, score_sum=4.0, best=1.0),
        }
    )
    merged, _ = mine.merged(theirs)
    assert merged.carried[ada].played == 5 and merged.carried[bo].played == 2


def test_merging_beyond_the_bound_folds_the_oldest_into_the_totals() -> None:
    seat = (SeatResult("Ada", None, 1.0, 1), SeatResult("Bo", None, 2.0, 2))
    mine = Statistics(tuple(stats.GameRecord(f"{i:024d}", "demo", seat) for i in range(3)))
    theirs = Statistics(tuple(stats.GameRecord(f"{i:024d}", "demo", seat) for i in range(2, 6)))
    merged, added = mine.merged(theirs, limit=4)
    assert added == 3 and len(merged.records) == 4
    assert merged.totals()[("demo", "Ada", None)].played == 6


def test_export_and_import_carry_the_statistics_and_the_kept_games() -> None:
    text = records_file.to_json(device([1, 2, 3]))
    data = json.loads(text)
    assert data["format"] == "kartentisch-records" and set(data["replays"]) == {"demo"}
    other = Storage(MemoryStore())
    records, error = records_file.read_file(text)
    assert error is None and records is not None
    merged = records_file.merge_into(other, records)
    assert (merged.games, merged.replays) == (3, 3)
    assert keys(other) == keys(device([1, 2, 3]))
    opened = kept_games.open_game(other, "demo", keys(other)[1][0])
    assert opened.match is not None and opened.match.is_over()


def test_import_merges_into_what_the_device_has() -> None:
    text = records_file.to_json(device([1, 2, 3]))
    here = device([3, 4])
    records, _ = records_file.read_file(text)
    assert records is not None
    merged = records_file.merge_into(here, records)
    assert (merged.games, merged.replays) == (2, 2)
    counted, kept = keys(here)
    assert sorted(counted) == sorted(set(counted)) and len(counted) == 4
    assert counted == kept
    assert records_file.merge_into(here, records) == records_file.Merged(0, 0)


def test_a_statistics_file_on_its_own_still_merges() -> None:
    text = stats.to_json(stats_store.load(device([5])).stats)
    here = device([6])
    records, error = records_file.read_file(text)
    assert error is None and records is not None and records.replays == {}
    assert records_file.merge_into(here, records).games == 1
    assert len(keys(here)[0]) == 2


def tampered_replays(text: str) -> str:
    data = json.loads(text)
    data.pop("checksum")
    data["replays"]["demo"]["games"][0]["scores"][0] += 1
    return stored_json.dumps(data)


def unknown_game(text: str) -> str:
    data = json.loads(text)
    data.pop("checksum")
    data["replays"]["schach"] = data["replays"].pop("demo")
    return stored_json.dumps(data)


@pytest.mark.parametrize(
    ("spoil", "reason"),
    [
        (lambda text: text[:-40], "stats.corrupt"),
        (lambda text: text.replace('"Ada"', '"Eve"', 1), "stats.tampered"),
        (tampered_replays, "stats.tampered"),
        (unknown_game, "stats.incompatible"),
        (lambda text: text.replace('"version":1', '"version":7', 1), "stats.incompatible"),
    ],
)
def test_a_bad_file_is_refused_whole_with_its_reason(spoil: object, reason: str) -> None:
    text = records_file.to_json(device([1, 2]))
    assert callable(spoil)
    bad = spoil(text)
    assert records_file.claims(bad) or reason == "stats.corrupt"
    records, error = records_file.read_file(bad)
    assert records is None and error == reason


def test_a_save_is_not_taken_for_statistics() -> None:
    from kartentisch.engine import saves

    assert not records_file.claims(saves.to_json(demo(1)))
    assert not records_file.claims("{not json")
