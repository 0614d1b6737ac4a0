"""The statistics in the browser's store, kept with the care of a save.

One key holds them (``kartentisch.stats``). A value that cannot be read is moved to its backup
key with the reason for a message, and the statistics start afresh; no other key is touched
(saves, settings and their backups stay as they are). Writes go through ``Storage``, so a full
or missing store never stops a game.
"""

from __future__ import annotations

from dataclasses import dataclass

from kartentisch.engine.errors import SaveError
from kartentisch.engine.match import Match
from kartentisch.ui.records import stats
from kartentisch.ui.records.stats import Statistics
from kartentisch.ui.records.storage import PREFIX, Storage, error_key

STATS_KEY = PREFIX + "stats"
BACKUP_KEY = PREFIX + "stats.backup"
"""Where unreadable statistics are kept, never destroyed (the newest bad value)."""


@dataclass(frozen=True)
class Loaded:
    stats: Statistics
    error_key: str | None = None
    """Set when stored statistics could not be read (they went to ``BACKUP_KEY``)."""


def load(storage: Storage) -> Loaded:
    text = storage.get(STATS_KEY)
    if text is None:
        return Loaded(Statistics())
    try:
        return Loaded(stats.from_json(text))
    except SaveError as error:
        storage.set(BACKUP_KEY, text)
        storage.remove(STATS_KEY)
        return Loaded(Statistics(), error_key("stats", error))


def save(storage: Storage, value: Statistics) -> bool:
    return storage.set(STATS_KEY, stats.to_json(value))


def record(storage: Storage, match: Match, guided: bool = False) -> Loaded:
    """Count the finished ``match`` once (its key is already there after a reload);
    ``guided``: a guided first game, counted apart."""
    loaded = load(storage)
    entry = stats.record_of(match, guided)
    if loaded.stats.has(entry.key):
        return loaded
    updated = loaded.stats.with_game(entry)
    save(storage, updated)
    return Loaded(updated, loaded.error_key)


def reset(storage: Storage) -> None:
    """Forget every game (after the player confirmed); the backup of bad data stays."""
    storage.remove(STATS_KEY)


def read_file(text: str) -> tuple[Statistics | None, str | None]:
    """Statistics from an imported file, validated like stored ones: (value, None) or
    (None, i18n key of the reason)."""
    try:
        return stats.from_json(text), None
    except SaveError as error:
        return None, error_key("stats", error)
