"""Statistics kept on the device: one record per finished game, totals per player.

A record holds what the engine said at the end (``Match.result``: each seat's score in the
game's own measure and its place) under a key made from the finished save, so the same game
is counted once however often its end is shown (a reload, a second window). Totals are a
fold over the records in the order the games ended, per game and per player: a person by
name, a bot by name and level. Only the newest ``MAX_RECORDS`` records are kept; older ones
are folded into carried totals first, so the totals (streaks included) stay exact while the
stored text stays small.

Stored and exported as versioned JSON with a checksum, and read back with the care of a
save: anything wrong raises one of the save errors, with the reason, and nothing else.
Version 2 marks the games in which the person took an action back (undo against bots), version
3 those in which they asked for a hint, version 4 guided first games (a fixed deal against
gentle bots, with a coach): those are counted apart, never as games played or won, so a learner's
first win does not read as a real one. Older texts still read, their games without the mark.
Pure Python: the page imports this module only when a game ends or the statistics open.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.errors import (
    SaveIncompatibleError,
    UnknownGameError,
    only_save_errors,
)
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import GameInfo
from kartentisch.ui.records import stored_json

FORMAT = "kartentisch-stats"
VERSION = 4
READABLE_VERSIONS = (1, 2, 3, 4)
"""Version 1 had no undo mark, version 2 no hint mark, version 3 no guided mark: their games
read as games without."""
MAX_RECORDS = 500
"""Records kept (about 50 kB of text); older games live on in the carried totals."""
RECENT = 20
"""Games shown in the chart of recent scores."""
KEY_CHARS = 24

PlayerId = tuple[str, str, str | None]
"""(game id, name, bot level or None for a person)."""


@dataclass(frozen=True)
class SeatResult:
    name: str
    bot: str | None
    score: float
    rank: int

    @property
    def won(self) -> bool:
        """First place, shared places included (every game ranks equal scores alike)."""
        return self.rank == 1


@dataclass(frozen=True)
class GameRecord:
    key: str
    game: str
    seats: tuple[SeatResult, ...]
    undo: bool = False
    """The person took an action back in this game."""
    hinted: bool = False
    """The person asked for a hint in this game."""
    guided: bool = False
    """A guided first game (``ui.table.coach``): counted apart, not as a game played."""


@dataclass(frozen=True)
class Totals:
    """One player's figures in one game, in the game's own measure (lower is better)."""

    played: int = 0
    won: int = 0
    score_sum: float = 0.0
    best: float | None = None
    streak: int = 0
    """Wins in a row up to the last game played."""
    best_streak: int = 0
    undone: int = 0
    """Games of these in which the person took an action back."""
    hinted: int = 0
    """Games of these in which the person asked for a hint."""
    guided: int = 0
    """Guided first games, kept out of every other figure."""

    def add(
        self,
        score: float,
        won: bool,
        undo: bool = False,
        hinted: bool = False,
        guided: bool = False,
    ) -> Totals:
        if guided:
            return replace(self, guided=self.guided + 1)
        streak = self.streak + 1 if won else 0
        return Totals(
            played=self.played + 1,
            won=self.won + int(won),
            score_sum=self.score_sum + score,
            best=score if self.best is None else min(self.best, score),
            streak=streak,
            best_streak=max(self.best_streak, streak),
            undone=self.undone + int(undo),
            hinted=self.hinted + int(hinted),
            guided=self.guided,
        )

    @property
    def average(self) -> float | None:
        return None if self.played == 0 else self.score_sum / self.played


@dataclass(frozen=True)
class Statistics:
    records: tuple[GameRecord, ...] = ()
    """The newest games, oldest first."""
    carried: Mapping[PlayerId, Totals] = field(default_factory=dict)
    """Totals of the games dropped from ``records``, which come before all of them."""

    @property
    def empty(self) -> bool:
        return not self.records and not self.carried

    def has(self, key: str) -> bool:
        return any(record.key == key for record in self.records)

    def with_game(self, record: GameRecord, limit: int = MAX_RECORDS) -> Statistics:
        """Add a finished game once; beyond ``limit`` records the oldest are folded in."""
        if self.has(record.key):
            return self
        records = (*self.records, record)
        dropped = records[: max(0, len(records) - limit)]
        if not dropped:
            return replace(self, records=records)
        return Statistics(records[len(dropped) :], fold(dropped, self.carried))

    def totals(self) -> dict[PlayerId, Totals]:
        return fold(self.records, self.carried)

    def merged(self, other: Statistics, limit: int = MAX_RECORDS) -> tuple[Statistics, int]:
        """These statistics with ``other``'s games added, and how many were new.

        A game is recognised by its record's key (a hash of its finished save: seed, seats,
        options and every move), so a game already here is not counted twice, however often
        the same file is loaded. The added games go before this device's own, which stay the
        newest (their current streaks hold). Totals carried for games beyond the newest
        ``limit`` have no keys to compare: per player the larger of the two (by games played)
        is kept, as the two most likely count the same older games.
        """
        known = {record.key for record in self.records}
        added = tuple(record for record in other.records if record.key not in known)
        carried = dict(self.carried)
        for pid, theirs in other.carried.items():
            mine = carried.get(pid)
            if mine is None or theirs.played > mine.played:
                carried[pid] = theirs
        records = (*added, *self.records)
        dropped = records[: max(0, len(records) - limit)]
        return Statistics(records[len(dropped) :], fold(dropped, carried)), len(added)


def fold(records: Iterable[GameRecord], start: Mapping[PlayerId, Totals]) -> dict[PlayerId, Totals]:
    totals = dict(start)
    for record in records:
        for seat in record.seats:
            pid = (record.game, seat.name, seat.bot)
            # only the person can take an action back (undo exists with one person and bots)
            undo = record.undo and seat.bot is None
            hinted = record.hinted and seat.bot is None
            totals[pid] = totals.get(pid, Totals()).add(
                seat.score, seat.won, undo, hinted, record.guided
            )
    return totals


def game_key(save_text: str) -> str:
    """The finished game's identity: a hash of its save (seed, seats, options, every move)."""
    return hashlib.sha256(save_text.encode()).hexdigest()[:KEY_CHARS]


def record_of(match: Match, guided: bool = False) -> GameRecord:
    """The record of a finished match, from the engine's result only (``guided``: it was a
    guided first game)."""
    if not match.is_over():
        raise ValueError("the game is not over")
    result = match.result()
    seats = tuple(
        SeatResult(player.name, player.bot, float(score), int(rank))
        for player, score, rank in zip(match.players, result.scores, result.ranks, strict=True)
    )
    return GameRecord(
        game_key(saves.to_json(match)),
        match.game.info.id,
        seats,
        undo=match.undos > 0,
        hinted=match.hints > 0,
        guided=guided,
    )


# ---- what the screen shows -------------------------------------------------------------
@dataclass(frozen=True)
class PlayerLine:
    name: str
    bot: str | None
    totals: Totals


def lines_by_game(stats: Statistics) -> dict[str, list[PlayerLine]]:
    """Per game (in the catalogue's order), its players: people first, most games first."""
    order = {g.info.id: i for i, g in enumerate(catalogue.all_games(include_hidden=True))}
    grouped: dict[str, list[PlayerLine]] = {}
    for (game, name, bot), totals in stats.totals().items():
        grouped.setdefault(game, []).append(PlayerLine(name, bot, totals))
    for lines in grouped.values():
        lines.sort(key=lambda p: (p.bot is not None, -p.totals.played, p.name, p.bot or ""))
    return dict(sorted(grouped.items(), key=lambda item: (order.get(item[0], 99), item[0])))


def recent(stats: Statistics, game: str, count: int = RECENT) -> list[GameRecord]:
    """The last ``count`` recorded games of ``game``, oldest first (guided ones left out)."""
    return [r for r in stats.records if r.game == game and not r.guided][-count:]


# ---- JSON ------------------------------------------------------------------------------
def _best(totals: Totals) -> float | int | None:
    return None if totals.best is None else stored_json.json_number(totals.best)


def to_json(stats: Statistics) -> str:
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "records": [
            {
                "key": r.key,
                "game": r.game,
                "seats": [
                    [s.name, s.bot, stored_json.json_number(s.score), s.rank] for s in r.seats
                ],
                "undo": r.undo,
                "hinted": r.hinted,
                "guided": r.guided,
            }
            for r in stats.records
        ],
        "carried": [
            [
                *pid,
                t.played,
                t.won,
                stored_json.json_number(t.score_sum),
                _best(t),
                t.streak,
                t.best_streak,
                t.undone,
                t.hinted,
                t.guided,
            ]
            for pid, t in stats.carried.items()
        ],
    }
    return stored_json.dumps(body)


def is_stats_text(text: str) -> bool:
    """Whether ``text`` claims to be statistics (valid or not), not a save."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        return False
    return isinstance(data, dict) and data.get("format") == FORMAT


ENVELOPE = stored_json.Envelope(
    format=FORMAT,
    versions=frozenset(READABLE_VERSIONS),
    fields=frozenset({"format", "version", "records", "carried"}),
    damaged="Die Statistik ist beschädigt",
    changed="Die Statistik wurde verändert oder ist unvollständig.",
    other_version="Die Statistik stammt aus einer anderen Version der App.",
)
_require = stored_json.requirer(ENVELOPE)


def _info(game: object) -> GameInfo:
    _require(isinstance(game, str), "Spiel")
    try:
        return catalogue.get(str(game)).info
    except UnknownGameError as exc:
        raise SaveIncompatibleError("Die Statistik nennt ein unbekanntes Spiel.") from exc


def _player(info: GameInfo, name: object, bot: object) -> PlayerId:
    _require(isinstance(name, str) and 0 < len(name) <= saves.MAX_NAME_LENGTH, "Name")
    _require(bot is None or bot in info.bot_levels, "Computer-Stufe")
    return info.id, str(name), None if bot is None else str(bot)


def _record(data: object, version: int) -> GameRecord:
    fields = (
        {"key", "game", "seats"}
        | ({"undo"} if version >= 2 else set())
        | ({"hinted"} if version >= 3 else set())
        | ({"guided"} if version >= 4 else set())
    )
    _require(isinstance(data, dict) and set(data) == fields, "Eintrag")
    assert isinstance(data, dict)
    key, seats = data["key"], data["seats"]
    undo = data.get("undo", False)
    _require(isinstance(undo, bool), "Zurücknahme")
    hinted = data.get("hinted", False)
    _require(isinstance(hinted, bool), "Tipps")
    guided = data.get("guided", False)
    _require(isinstance(guided, bool), "geführt")
    _require(isinstance(key, str) and len(key) == KEY_CHARS and key.isalnum(), "Schlüssel")
    info = _info(data["game"])
    _require(isinstance(seats, list), "Plätze")
    assert isinstance(seats, list)
    _require(info.min_players <= len(seats) <= info.max_players, "Spielerzahl")
    results = []
    for seat in seats:
        _require(isinstance(seat, list) and len(seat) == 4, "Platz")
        name, bot, score, rank = seat
        _, name, bot = _player(info, name, bot)
        _require(stored_json.is_score(score), "Ergebnis")
        _require(stored_json.is_count(rank) and 1 <= rank <= len(seats), "Rang")
        results.append(SeatResult(name, bot, float(score), rank))
    _require(any(s.rank == 1 for s in results), "Sieger")
    return GameRecord(
        str(key), info.id, tuple(results), undo=bool(undo), hinted=bool(hinted), guided=guided
    )


def _carried(rows: object, version: int) -> dict[PlayerId, Totals]:
    _require(isinstance(rows, list), "Summen")
    assert isinstance(rows, list)
    carried: dict[PlayerId, Totals] = {}
    width = {1: 9, 2: 10, 3: 11}.get(version, 12)
    for row in rows:
        _require(isinstance(row, list) and len(row) == width, "Summe")
        game, name, bot, played, won, total, best, streak, best_streak = row[:9]
        undone = row[9] if version >= 2 else 0
        _require(stored_json.is_count(undone) and undone <= played, "Zurücknahmen")
        hinted = row[10] if version >= 3 else 0
        _require(stored_json.is_count(hinted) and hinted <= played, "Tipps")
        guided = row[11] if version >= 4 else 0
        _require(stored_json.is_count(guided), "geführt")
        pid = _player(_info(game), name, bot)
        _require(pid not in carried, "doppelte Summe")
        counts = (played, won, streak, best_streak)
        _require(all(stored_json.is_count(c) for c in counts), "Anzahl")
        _require(won <= played and streak <= best_streak <= won, "Siege")
        _require(stored_json.is_score(total) and (best is None) == (played == 0), "Punkte")
        _require(best is None or stored_json.is_score(best), "Bestwert")
        carried[pid] = Totals(
            played,
            won,
            float(total),
            None if best is None else float(best),
            streak,
            best_streak,
            undone,
            hinted,
            guided,
        )
    return carried


def from_json(text: str) -> Statistics:
    """Statistics read back from storage or a file; a ``SaveError`` with the reason when
    they are not exactly what ``to_json`` writes (nothing else escapes)."""
    with only_save_errors("Die Statistik ist beschädigt."):
        return _from_json(text)


def _from_json(text: str) -> Statistics:
    data = stored_json.read(text, ENVELOPE)
    version = data["version"]
    rows = data["records"]
    _require(isinstance(rows, list) and len(rows) <= MAX_RECORDS, "Einträge")
    records = tuple(_record(row, version) for row in rows)
    _require(len({r.key for r in records}) == len(records), "doppelter Eintrag")
    return Statistics(records, _carried(data["carried"], version))


def names_of(records: Sequence[GameRecord]) -> list[tuple[str, str | None]]:
    """Every player (name, bot level) of ``records``, in order of first appearance."""
    seen: dict[tuple[str, str | None], None] = {}
    for record in records:
        for seat in record.seats:
            seen.setdefault((seat.name, seat.bot), None)
    return list(seen)
