"""The last finished games of each game, kept on the device for replays.

One key per game (``kartentisch.replays.<game>``) holds versioned JSON with a checksum: the
newest ``MAX_KEPT`` finished games, each as its save (seed, options, seats, action log) with
the final scores for the list. A save is its action log, a few kilobytes a game (a long
Eselspiel game about 10 kB), so the bound keeps a game's key small next to the saves in
progress; beyond ``MAX_CHARS`` the oldest go first as well. A value that cannot be read goes
to its backup key (``kartentisch.replays-backup.<game>``) with the reason for a message, and
only that game's list starts afresh; a kept game whose save no longer replays (the rules
changed) is set aside the same way when it is opened. Nothing else is touched.

Pure Python: the page imports this module when a game ends or the replays open.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.errors import (
    SaveError,
    SaveIncompatibleError,
    UnknownGameError,
    only_save_errors,
)
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.records import stored_json
from kartentisch.ui.records.stats import game_key
from kartentisch.ui.records.storage import PREFIX, Storage, error_key

KEY_PREFIX = PREFIX + "replays."
BACKUP_PREFIX = PREFIX + "replays-backup."
FORMAT = "kartentisch-replays"
VERSION = 1
MAX_KEPT = 10
"""Finished games kept per game, oldest dropped."""
MAX_CHARS = 250_000
"""Characters one game's key may hold; older games go first when more would be needed."""
KEY_CHARS = 24


@dataclass(frozen=True)
class KeptGame:
    key: str
    game: str
    players: tuple[PlayerSpec, ...]
    scores: tuple[float, ...]
    moves: int
    save: str
    """The save's text, read with ``saves.from_json`` (checksum and replay) when opened."""


@dataclass(frozen=True)
class Loaded:
    games: tuple[KeptGame, ...] = ()
    """Oldest first."""
    error_key: str | None = None
    """Set when the stored value could not be read (it went to the backup key)."""


def key_of(game_id: str) -> str:
    return KEY_PREFIX + game_id


def backup_key_of(game_id: str) -> str:
    return BACKUP_PREFIX + game_id


def kept_of(match: Match) -> KeptGame:
    """The finished ``match`` as it is kept: its save and the engine's final scores."""
    if not match.is_over():
        raise ValueError("the game is not over")
    text = saves.to_json(match)
    result = match.result()
    return KeptGame(
        game_key(text),
        match.game.info.id,
        match.players,
        tuple(float(s) for s in result.scores),
        len(match.log),
        text,
    )


# ---- JSON ----------------------------------------------------------------------------------
def to_json(game_id: str, games: tuple[KeptGame, ...]) -> str:
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "game": game_id,
        "games": [
            {
                "key": g.key,
                "scores": [stored_json.json_number(s) for s in g.scores],
                "save": json.loads(g.save),
            }
            for g in games
        ],
    }
    return stored_json.dumps(body)


ENVELOPE = stored_json.Envelope(
    format=FORMAT,
    versions=frozenset({VERSION}),
    fields=frozenset({"format", "version", "game", "games"}),
    damaged="Die gespeicherten Spiele sind beschädigt",
    changed="Die gespeicherten Spiele wurden verändert.",
    other_version="Die Spiele stammen aus einer anderen Version der App.",
)
_require = stored_json.requirer(ENVELOPE)


def _entry(game_id: str, data: object) -> KeptGame:
    """One kept game, checked in its shape; its moves are replayed only when it is opened."""
    _require(isinstance(data, dict) and set(data) == {"key", "scores", "save"}, "Eintrag")
    assert isinstance(data, dict)
    key, scores, save = data["key"], data["scores"], data["save"]
    _require(isinstance(key, str) and len(key) == KEY_CHARS and key.isalnum(), "Schlüssel")
    _require(isinstance(save, dict) and save.get("game") == game_id, "Spielstand")
    assert isinstance(save, dict)
    players = save.get("players")
    actions = save.get("actions")
    _require(isinstance(players, list) and isinstance(actions, list), "Spielstand")
    assert isinstance(players, list) and isinstance(actions, list)
    specs = []
    for p in players:
        _require(isinstance(p, dict) and isinstance(p.get("name"), str), "Spielername")
        bot = p.get("bot")
        _require(bot is None or isinstance(bot, str), "Computer-Stufe")
        specs.append(PlayerSpec(p["name"], bot))
    _require(isinstance(scores, list) and len(scores) == len(specs), "Ergebnis")
    assert isinstance(scores, list)
    _require(all(stored_json.is_score(s) for s in scores), "Ergebnis")
    text = json.dumps(save, separators=(",", ":"), ensure_ascii=False)
    return KeptGame(key, game_id, tuple(specs), tuple(float(s) for s in scores), len(actions), text)


def from_json(game_id: str, text: str) -> tuple[KeptGame, ...]:
    """The kept games of ``game_id`` read back; a ``SaveError`` with the reason when the text
    is not what ``to_json`` writes (nothing else escapes)."""
    with only_save_errors("Die gespeicherten Spiele sind beschädigt."):
        return _from_json(game_id, text)


def _from_json(game_id: str, text: str) -> tuple[KeptGame, ...]:
    data = stored_json.read(text, ENVELOPE)
    _require(data["game"] == game_id, "Spiel")
    try:
        catalogue.get(game_id)
    except UnknownGameError as exc:
        raise SaveIncompatibleError("Die Spiele gehören zu einem unbekannten Spiel.") from exc
    rows = data["games"]
    _require(isinstance(rows, list) and len(rows) <= MAX_KEPT, "Einträge")
    games = tuple(_entry(game_id, row) for row in rows)
    _require(len({g.key for g in games}) == len(games), "doppelter Eintrag")
    return games


# ---- the store -----------------------------------------------------------------------------
def load(storage: Storage, game_id: str) -> Loaded:
    text = storage.get(key_of(game_id))
    if text is None:
        return Loaded()
    try:
        return Loaded(from_json(game_id, text))
    except SaveError as error:
        storage.set(backup_key_of(game_id), text)
        storage.remove(key_of(game_id))
        return Loaded((), error_key("replay", error))


def bounded(games: tuple[KeptGame, ...], limit: int = MAX_KEPT) -> tuple[KeptGame, ...]:
    """The newest ``limit`` games whose JSON fits ``MAX_CHARS`` (the newest always stays)."""
    games = games[-limit:]
    while len(games) > 1 and len(to_json(games[0].game, games)) > MAX_CHARS:
        games = games[1:]
    return games


def merged(
    current: tuple[KeptGame, ...], incoming: tuple[KeptGame, ...]
) -> tuple[tuple[KeptGame, ...], int]:
    """The kept games of one game with ``incoming`` added before them (a game is recognised
    by its key, the hash of its save), within the bounds; and how many of them stayed."""
    known = {g.key for g in current}
    added = tuple(g for g in incoming if g.key not in known)
    games = bounded((*added, *current))
    return games, sum(1 for g in games if g in added)


def write(storage: Storage, game_id: str, games: tuple[KeptGame, ...]) -> bool:
    """Write; when the store is full, drop the oldest until it takes them (or none is left)."""
    while games:
        if storage.set(key_of(game_id), to_json(game_id, games)):
            return True
        games = games[1:]
    return False


def keep(storage: Storage, match: Match) -> Loaded:
    """Keep the finished ``match`` once (its key is already there after a reload)."""
    game_id = match.game.info.id
    loaded = load(storage, game_id)
    entry = kept_of(match)
    if any(g.key == entry.key for g in loaded.games):
        return loaded
    games = bounded((*loaded.games, entry))
    write(storage, game_id, games)
    return Loaded(games, loaded.error_key)


@dataclass(frozen=True)
class Opened:
    match: Match | None = None
    error_key: str | None = None


def open_game(storage: Storage, game_id: str, key: str) -> Opened:
    """The kept game ``key`` replayed and checked like a save. One that fails is moved to the
    backup key and taken off the list, with the reason; the others stay."""
    loaded = load(storage, game_id)
    if loaded.error_key is not None:
        return Opened(error_key=loaded.error_key)
    found = next((g for g in loaded.games if g.key == key), None)
    if found is None:
        return Opened(error_key="replay.gone")
    try:
        return Opened(saves.from_json(found.save, catalogue.get))
    except SaveError as error:
        reason = error_key("save", error)
    except Exception:
        reason = "save.corrupt"
    storage.set(backup_key_of(game_id), found.save)
    rest = tuple(g for g in loaded.games if g.key != key)
    if rest:
        storage.set(key_of(game_id), to_json(game_id, rest))
    else:
        storage.remove(key_of(game_id))
    return Opened(error_key=reason)
