"""The statistics and the kept games in one file, to take them to another device.

Exported from the statistics screen as versioned JSON with a checksum (``kartentisch-records``):
the statistics document and, per game, its kept games' document, each as the store holds it
(with its own checksum). Loading such a file, or a statistics file on its own, merges: games
already on the device (the same key, a hash of the finished save) are not added again. The
whole file is read and checked before anything is written; a file that fails anywhere gives
the reason and changes nothing. Pure Python: imported when the statistics are exported or a
file is loaded.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.errors import (
    SaveError,
    SaveIncompatibleError,
    UnknownGameError,
    only_save_errors,
)
from kartentisch.ui.records import kept_games, stats, stats_store, stored_json
from kartentisch.ui.records.kept_games import KeptGame
from kartentisch.ui.records.stats import Statistics
from kartentisch.ui.records.storage import Storage, error_key

FORMAT = "kartentisch-records"
VERSION = 1
FILE_NAME = "kartentisch-records.json"

ENVELOPE = stored_json.Envelope(
    format=FORMAT,
    versions=frozenset({VERSION}),
    fields=frozenset({"format", "version", "stats", "replays"}),
    damaged="Die Datei mit Statistik und Spielen ist beschädigt",
    changed="Die Datei mit Statistik und Spielen wurde verändert oder ist unvollständig.",
    other_version="Die Datei stammt aus einer anderen Version der App.",
)
_require = stored_json.requirer(ENVELOPE)


@dataclass(frozen=True)
class Records:
    stats: Statistics
    replays: dict[str, tuple[KeptGame, ...]]
    """Per game id, its kept games (oldest first)."""


@dataclass(frozen=True)
class Merged:
    games: int
    """Finished games added to the statistics."""
    replays: int
    """Kept games added (within each game's bound)."""


def claims(text: str) -> bool:
    """Whether ``text`` claims to be statistics or this file (valid or not), not a save."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") in (FORMAT, stats.FORMAT)


def to_json(storage: Storage) -> str:
    """The file: the statistics and every game's kept games, as stored (read with care)."""
    replays: dict[str, Any] = {}
    for game in catalogue.all_games(include_hidden=True):
        games = kept_games.load(storage, game.info.id).games
        if games:
            replays[game.info.id] = json.loads(kept_games.to_json(game.info.id, games))
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "stats": json.loads(stats.to_json(stats_store.load(storage).stats)),
        "replays": replays,
    }
    return stored_json.dumps(body)


def _inner(document: object) -> str:
    _require(isinstance(document, dict), "Teil")
    return json.dumps(document, separators=(",", ":"), ensure_ascii=False)


def from_json(text: str) -> Records:
    """The file read back, or a statistics file on its own; a ``SaveError`` with the reason
    when any part is not what the app writes."""
    with only_save_errors(f"{ENVELOPE.damaged}."):
        return _from_json(text)


def _from_json(text: str) -> Records:
    if stats.is_stats_text(text):
        return Records(stats.from_json(text), {})
    data = stored_json.read(text, ENVELOPE)
    value = stats.from_json(_inner(data["stats"]))
    rows = data["replays"]
    _require(isinstance(rows, dict), "Spiele")
    assert isinstance(rows, dict)
    replays = {}
    for game_id, document in rows.items():
        try:
            catalogue.get(str(game_id))
        except UnknownGameError as exc:
            raise SaveIncompatibleError("Die Datei nennt ein unbekanntes Spiel.") from exc
        replays[str(game_id)] = kept_games.from_json(str(game_id), _inner(document))
    return Records(value, replays)


def read_file(text: str) -> tuple[Records | None, str | None]:
    """(the records, None) or (None, the i18n key of the reason)."""
    try:
        return from_json(text), None
    except SaveError as error:
        return None, error_key("stats", error)


def merge_into(storage: Storage, records: Records) -> Merged:
    """Add what the device does not have yet; nothing it has is dropped but by the bounds."""
    current = stats_store.load(storage).stats
    value, games = current.merged(records.stats)
    if games:
        stats_store.save(storage, value)
    replays = 0
    for game_id, incoming in records.replays.items():
        kept, added = kept_games.merged(kept_games.load(storage, game_id).games, incoming)
        if added:
            kept_games.write(storage, game_id, kept)
            replays += added
    return Merged(games, replays)
