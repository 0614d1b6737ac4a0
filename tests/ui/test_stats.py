"""Statistics: records from the engine's result, exact totals, and stored data read with care."""

from __future__ import annotations

import contextlib
import functools
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch import catalogue
from kartentisch.engine.errors import (
    SaveCorruptError,
    SaveError,
    SaveIncompatibleError,
    SaveTamperedError,
)
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec, Result
from kartentisch.ui.records import stats, stats_store, stored_json
from kartentisch.ui.records.stats import GameRecord, SeatResult, Statistics, Totals
from kartentisch.ui.records.storage import MemoryStore, Storage

GAMES = [g.info for g in catalogue.all_games()]
NAMES = ("Anna", "Ben", "Clara", "Dora")


def finished_demo(seed: int = 3) -> Match:
    match = Match.start(
        catalogue.get("demo"), [PlayerSpec("Ada"), PlayerSpec("Bot", "greedy")], seed
    )
    while not match.is_over():
        seat = match.current
        assert seat is not None
        match.play(match.bot_choice() if seat == 1 else match.legal(seat)[0])
    return match


@st.composite
def records(draw: st.DrawFn) -> GameRecord:
    info = draw(st.sampled_from(GAMES))
    count = draw(st.integers(info.min_players, min(info.max_players, len(NAMES))))
    names = draw(st.permutations(NAMES))[:count]
    bots = [draw(st.sampled_from((None, *info.bot_levels))) for _ in names]
    scores = [float(draw(st.integers(-30, 300))) for _ in names]
    ranks = Result.from_scores(scores).ranks
    key = draw(st.text("0123456789abcdef", min_size=24, max_size=24))
    seats = tuple(SeatResult(*seat) for seat in zip(names, bots, scores, ranks, strict=True))
    return GameRecord(key, info.id, seats)


def added(games: list[GameRecord], limit: int = stats.MAX_RECORDS) -> Statistics:
    value = Statistics()
    for record in games:
        value = value.with_game(record, limit)
    return value


# ---- records and totals ------------------------------------------------------------------
def test_a_record_is_the_engines_result_per_seat() -> None:
    match = finished_demo()
    record = stats.record_of(match)
    result = match.result()
    assert record.game == "demo"
    assert [s.score for s in record.seats] == list(result.scores)
    assert [s.rank for s in record.seats] == list(result.ranks)
    assert [(s.name, s.bot) for s in record.seats] == [("Ada", None), ("Bot", "greedy")]
    assert stats.record_of(finished_demo()).key == record.key, "the same game, the same key"
    assert stats.record_of(finished_demo(4)).key != record.key


def test_an_unfinished_game_is_no_record() -> None:
    match = Match.start(catalogue.get("demo"), [PlayerSpec("Ada"), PlayerSpec("Bot", "greedy")], 3)
    with pytest.raises(ValueError):
        stats.record_of(match)


def test_streaks_average_and_best_in_the_games_measure() -> None:
    totals = Totals()
    for score, won in ((10, True), (4, True), (30, False), (8, True)):
        totals = totals.add(score, won)
    assert (totals.played, totals.won, totals.streak, totals.best_streak) == (4, 3, 1, 2)
    assert totals.average == 13.0 and totals.best == 4


def test_a_game_is_counted_once() -> None:
    record = stats.record_of(finished_demo())
    once = Statistics().with_game(record)
    assert once.with_game(record) is once
    assert once.totals()[("demo", "Ada", None)].played == 1


@settings(max_examples=examples(150), deadline=None)
@given(st.lists(records(), max_size=30), st.integers(1, 5))
def test_dropping_old_records_keeps_the_totals_exact(games: list[GameRecord], limit: int) -> None:
    games = list({r.key: r for r in games}.values())
    kept = added(games)
    bounded = added(games, limit)
    assert len(bounded.records) == min(limit, len(games))
    assert bounded.totals() == kept.totals()


@settings(max_examples=examples(150), deadline=None)
@given(st.lists(records(), max_size=30))
def test_totals_add_up(games: list[GameRecord]) -> None:
    games = list({r.key: r for r in games}.values())
    totals = added(games).totals()
    for t in totals.values():
        assert t.streak <= t.best_streak <= t.won <= t.played
        assert t.best is not None and t.average is not None and t.best <= t.average
    for info in GAMES:
        seats = sum(len(r.seats) for r in games if r.game == info.id)
        assert sum(t.played for (g, _, _), t in totals.items() if g == info.id) == seats
        wins = sum(s.won for r in games if r.game == info.id for s in r.seats)
        assert sum(t.won for (g, _, _), t in totals.items() if g == info.id) == wins


# ---- JSON ---------------------------------------------------------------------------------
@settings(max_examples=examples(100), deadline=None)
@given(st.lists(records(), max_size=20), st.integers(1, 8))
def test_json_round_trip(games: list[GameRecord], limit: int) -> None:
    value = added(list({r.key: r for r in games}.values()), limit)
    assert stats.from_json(stats.to_json(value)) == value


def resigned(data: dict[str, object]) -> str:
    """``data`` with a correct checksum: the content checks must catch it on their own."""
    data.pop("checksum", None)
    data["checksum"] = stored_json.checksum(data)
    return json.dumps(data)


@functools.cache
def sample_text() -> str:
    return stats.to_json(Statistics().with_game(stats.record_of(finished_demo())))


def sample() -> dict[str, object]:
    data: dict[str, object] = json.loads(sample_text())
    return data


def test_bad_statistics_say_why() -> None:
    with pytest.raises(SaveCorruptError):
        stats.from_json("{not json")
    edited = sample()
    edited["records"][0]["seats"][0][2] = 999  # type: ignore[index]
    with pytest.raises(SaveTamperedError):
        stats.from_json(json.dumps(edited))
    with pytest.raises(SaveIncompatibleError):
        stats.from_json(resigned({**sample(), "version": stats.VERSION + 1}))
    unknown = sample()
    unknown["records"][0]["game"] = "poker"  # type: ignore[index]
    with pytest.raises(SaveIncompatibleError):
        stats.from_json(resigned(unknown))
    for path, value in (
        ((0, "seats", 0, 3), 7),  # a place beyond the seats
        ((0, "seats", 1, 1), "grandmaster"),  # no such bot level
        ((0, "seats", 0, 0), "x" * 41),  # a name longer than a save allows
        ((0, "seats", 0, 2), True),
        ((0, "key"), "../../etc"),
    ):
        bad = sample()
        target: object = bad["records"]
        for step in path[:-1]:
            target = target[step]  # type: ignore[index]
        target[path[-1]] = value  # type: ignore[index]
        with pytest.raises(SaveCorruptError):
            stats.from_json(resigned(bad))


json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=20,
)


@settings(max_examples=examples(200), deadline=None)
@given(json_values)
def test_any_json_is_read_or_refused_with_a_save_error(data: object) -> None:
    for text in (json.dumps(data), resigned({**sample(), "records": data})):
        with contextlib.suppress(SaveError):
            stats.from_json(text)


@settings(max_examples=examples(200), deadline=None)
@given(st.integers(0, 400), st.text(max_size=3))
def test_a_cut_or_spliced_text_is_refused(at: int, extra: str) -> None:
    text = sample_text()
    changed = text[:at] + extra + text[at + 1 :]
    if changed.strip() != text:  # white space around the JSON is no change
        with pytest.raises(SaveError):
            stats.from_json(changed)


# ---- in the store ---------------------------------------------------------------------------
def test_recorded_once_and_kept_in_the_store() -> None:
    storage = Storage(MemoryStore())
    match = finished_demo()
    stats_store.record(storage, match)
    stats_store.record(storage, match)  # the finished game shown again after a reload
    loaded = stats_store.load(storage)
    assert loaded.error_key is None
    assert loaded.stats.totals()[("demo", "Bot", "greedy")].played == 1


def test_bad_stored_statistics_are_kept_aside_and_nothing_else_is_touched() -> None:
    others = {"kartentisch.save.demo": "{}", "kartentisch.settings": '{"lang":"en"}'}
    store = MemoryStore({**others, stats_store.STATS_KEY: '{"format":"kartentisch-stats"'})
    storage = Storage(store)
    loaded = stats_store.load(storage)
    assert loaded.error_key == "stats.corrupt" and loaded.stats.empty
    assert store.data == {**others, stats_store.BACKUP_KEY: '{"format":"kartentisch-stats"'}
    # a game that ends afterwards starts the statistics afresh, the backup stays
    stats_store.record(storage, finished_demo())
    assert stats_store.BACKUP_KEY in store.data
    assert not stats_store.load(storage).stats.empty


def test_reset_and_import() -> None:
    storage = Storage(MemoryStore())
    stats_store.record(storage, finished_demo())
    exported = storage.get(stats_store.STATS_KEY)
    assert exported is not None and stats.is_stats_text(exported)
    stats_store.reset(storage)
    assert stats_store.load(storage).stats.empty
    value, error = stats_store.read_file(exported)
    assert error is None and value is not None and not value.empty
    assert stats_store.read_file("[]") == (None, "stats.corrupt")
    assert not stats.is_stats_text('{"format":"kartentisch-save"}')


# ---- on demand -----------------------------------------------------------------------------
