"""The finished games kept for replays: bounded, read back with the care of a save."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.records import kept_games
from kartentisch.ui.records.kept_games import KeptGame
from kartentisch.ui.records.storage import MemoryStore, Storage

SEATS = [PlayerSpec("Ada"), PlayerSpec("Bot", "greedy")]


def demo(seed: int) -> Match:
    match = Match.start(
        catalogue.get("demo"), [PlayerSpec("Ada", "random"), PlayerSpec("Bot", "greedy")], seed
    )
    while not match.is_over():
        match.play(match.bot_choice())
    return match


def test_a_finished_game_is_kept_once_with_its_scores() -> None:
    storage = Storage(MemoryStore())
    match = demo(1)
    kept_games.keep(storage, match)
    kept_games.keep(storage, match)  # its end shown again (a reload): not kept twice
    games = kept_games.load(storage, "demo").games
    assert len(games) == 1
    assert games[0].scores == tuple(float(s) for s in match.result().scores)
    assert games[0].moves == len(match.log)
    assert [p.name for p in games[0].players] == ["Ada", "Bot"]
    assert saves.from_json(games[0].save, catalogue.get).log == match.log


def test_an_unfinished_game_is_not_kept() -> None:
    with pytest.raises(ValueError):
        kept_games.kept_of(Match.start(catalogue.get("demo"), SEATS, 1))


def test_only_the_newest_games_are_kept_per_game() -> None:
    storage = Storage(MemoryStore())
    matches = [demo(seed) for seed in range(kept_games.MAX_KEPT + 3)]
    for match in matches:
        kept_games.keep(storage, match)
    games = kept_games.load(storage, "demo").games
    assert len(games) == kept_games.MAX_KEPT
    expected = [kept_games.kept_of(m).key for m in matches[-kept_games.MAX_KEPT :]]
    assert [g.key for g in games] == expected, "oldest dropped, order kept"


def test_a_size_bound_drops_the_oldest_but_never_the_newest(monkeypatch: Any) -> None:
    storage = Storage(MemoryStore())
    one = len(kept_games.to_json("demo", (kept_games.kept_of(demo(0)),)))
    monkeypatch.setattr(kept_games, "MAX_CHARS", int(one * 2.5))
    for seed in range(6):
        kept_games.keep(storage, demo(seed))
    games = kept_games.load(storage, "demo").games
    assert 2 <= len(games) < 6
    assert len(kept_games.to_json("demo", games)) <= kept_games.MAX_CHARS
    assert games[-1].key == kept_games.kept_of(demo(5)).key
    monkeypatch.setattr(kept_games, "MAX_CHARS", 10)
    kept_games.keep(storage, demo(6))
    assert [g.key for g in kept_games.load(storage, "demo").games] == [
        kept_games.kept_of(demo(6)).key
    ]


def test_a_full_store_keeps_as_many_as_fit() -> None:
    store = MemoryStore()
    storage = Storage(store)
    for seed in range(4):
        kept_games.keep(storage, demo(seed))
    used = sum(len(k) + len(v) for k, v in store.data.items())
    store.quota = used + 200  # room for not much more
    kept_games.keep(storage, demo(9))
    games = kept_games.load(storage, "demo").games
    assert games and games[-1].key == kept_games.kept_of(demo(9)).key
    assert len(games) < 5


def stored_with(**data: str) -> tuple[Storage, MemoryStore]:
    others = {
        "kartentisch.save.demo": "a save in progress",
        "kartentisch.settings": '{"lang": "en"}',
        "kartentisch.stats": "statistics",
        "kartentisch.replays.zehn": "another game's list",
    }
    store = MemoryStore({**others, **data})
    return Storage(store), store


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("{not json", "replay.corrupt"),
        ('{"format": "kartentisch-replays", "version": 99}', "replay.incompatible"),
        ("[]", "replay.corrupt"),
    ],
)
def test_bad_stored_data_goes_to_a_backup_and_nothing_else_is_touched(
    text: str, reason: str
) -> None:
    storage, store = stored_with(**{"kartentisch.replays.demo": text})
    before = {k: v for k, v in store.data.items() if k != "kartentisch.replays.demo"}
    loaded = kept_games.load(storage, "demo")
    assert loaded.games == () and loaded.error_key == reason
    assert store.data["kartentisch.replays-backup.demo"] == text
    assert "kartentisch.replays.demo" not in store.data
    after = {k: v for k, v in store.data.items() if k != "kartentisch.replays-backup.demo"}
    assert after == before


def test_a_changed_score_is_caught_by_the_checksum() -> None:
    storage, store = stored_with()
    kept_games.keep(storage, demo(1))
    data = json.loads(store.data["kartentisch.replays.demo"])
    data["games"][0]["scores"][0] = -100
    store.data["kartentisch.replays.demo"] = json.dumps(data)
    assert kept_games.load(storage, "demo").error_key == "replay.tampered"
    assert "kartentisch.replays-backup.demo" in store.data


def test_a_kept_game_that_no_longer_replays_is_set_aside_alone() -> None:
    storage, store = stored_with()
    good, bad = kept_games.kept_of(demo(1)), kept_games.kept_of(demo(2))
    save = json.loads(bad.save)
    save["actions"][0][1] = "play 99"  # an impossible move, its save checksum made to fit
    body = {k: v for k, v in save.items() if k != "checksum"}
    save["checksum"] = saves.body_checksum(body)
    broken = KeptGame(bad.key, "demo", bad.players, bad.scores, bad.moves, json.dumps(save))
    store.data["kartentisch.replays.demo"] = kept_games.to_json("demo", (good, broken))
    assert kept_games.open_game(storage, "demo", good.key).match is not None
    opened = kept_games.open_game(storage, "demo", broken.key)
    assert opened.match is None and opened.error_key == "save.tampered"
    assert json.loads(store.data["kartentisch.replays-backup.demo"]) == save
    assert [g.key for g in kept_games.load(storage, "demo").games] == [good.key]
    assert store.data["kartentisch.save.demo"] == "a save in progress"
    assert kept_games.open_game(storage, "demo", broken.key).error_key == "replay.gone"


def test_round_trip_of_real_games() -> None:
    games = tuple(
        kept_games.kept_of(finished_bots(game_id, seed))
        for game_id, seed in (("zehn", 1), ("zehn-gebote", 2))
    )
    assert kept_games.from_json("zehn", kept_games.to_json("zehn", games[:1])) == games[:1]


def finished_bots(game_id: str, seed: int) -> Match:
    level = catalogue.get(game_id).info.bot_levels[0]
    match = Match.start(
        catalogue.get(game_id), [PlayerSpec(n, level) for n in ("A", "B", "C")], seed
    )
    while not match.is_over():
        match.play(match.bot_choice())
    return match
