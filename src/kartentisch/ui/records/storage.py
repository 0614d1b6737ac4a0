"""Saves and settings in a key-value store (localStorage in the browser), failure-tolerant.

Keys all start with ``kartentisch.``: one save per game (``kartentisch.save.<game>``), the
game that was on the table (``kartentisch.active``), settings, and backups of saves that
could not be loaded (``kartentisch.backup.<game>``), so a bad save is never destroyed and no
other key is touched. When the store refuses a write (full, private mode, disabled), play
goes on and the caller gets a notice to show once.

Two windows of the app (two tabs, or the installed app beside a tab) share one store. Each
``Storage`` remembers the save text it last read or wrote per game; when the stored text is
no longer that, another window has moved on, and this one must reload instead of writing its
older game over the newer one (``is_stale``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.errors import (
    SaveError,
    SaveIncompatibleError,
    SaveOldRulesError,
    SaveTamperedError,
)
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Progress

PREFIX = "kartentisch."
SETTINGS_KEY = PREFIX + "settings"
ACTIVE_KEY = PREFIX + "active"
SAVE_PREFIX = PREFIX + "save."
BACKUP_PREFIX = PREFIX + "backup."
PROGRESS_PREFIX = PREFIX + "progress."
TABLE_UI_PREFIX = PREFIX + "table-ui."
"""Per game: the person's own arrangement of the table (a hand's order), beside its save."""
TABLE_UI_LIMIT = 4000
"""Characters at most: a table's arrangement is small; anything larger is not ours."""
"""Per game, how far the saved game has come (``Progress`` and the move count), written with
the save so the lobby can say "Runde 5 von 11" without replaying every save at start."""
GUIDE_OFFERED_KEY = PREFIX + "guide-offered"
"""Set once the first start offered the guide (or a guide was started): never asked again."""
BOTS_KEY = PREFIX + "bots"
"""Which window lets the bots play: the one a person used last. Two windows playing the same
bot move at once could write over a person's move made in between."""


class KeyValueStore(Protocol):
    """The part of ``localStorage`` used here; any method may raise (quota, disabled)."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...

    def remove(self, key: str) -> None: ...

    def all_keys(self) -> list[str]: ...


class MemoryStore:
    """A store in memory: the fallback when the browser's storage is unavailable, and tests."""

    def __init__(self, data: dict[str, str] | None = None, quota: int | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})
        self.quota = quota
        """Total characters allowed (None: unlimited); a write beyond raises like a full store."""

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.data.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise OSError("quota exceeded")
        self.data[key] = value

    def remove(self, key: str) -> None:
        self.data.pop(key, None)

    def all_keys(self) -> list[str]:
        return list(self.data)


def error_key(namespace: str, error: SaveError) -> str:
    """The i18n key ``<namespace>.<why>`` saying why a stored or imported document could not
    be read; only saves (``save.``) tell old rules from another version."""
    if isinstance(error, SaveTamperedError):
        return f"{namespace}.tampered"
    if isinstance(error, SaveOldRulesError) and namespace == "save":
        return f"{namespace}.old_rules"
    if isinstance(error, SaveIncompatibleError):
        return f"{namespace}.incompatible"
    return f"{namespace}.corrupt"


@dataclass(frozen=True)
class SavedGame:
    """What the lobby says about a saved game."""

    moves: int
    progress: Progress | None = None
    """None: no progress was stored with this save (an older app wrote it): count moves."""


@dataclass
class LoadOutcome:
    match: Match | None = None
    error_key: str | None = None
    """Set when a save existed but could not be resumed (it was moved to a backup key)."""


class Storage:
    """Reads and writes through a ``KeyValueStore`` and never raises into the game."""

    def __init__(self, store: KeyValueStore, available: bool = True) -> None:
        self.store = store
        self.available = available
        """False: the browser's storage could not be used at all (memory only)."""
        self.write_failed = False
        self._notified = False
        self._full_notified = False
        """The "storage full" notice was shown and no write has worked since: not again."""
        self.known: dict[str, str | None] = {}
        """Per game, the save text this window last read or wrote (None: it saw none)."""

    # ---- low level ----------------------------------------------------------------------
    def get(self, key: str) -> str | None:
        try:
            return self.store.get(key)
        except Exception:
            return None

    def set(self, key: str, value: str) -> bool:
        try:
            self.store.set(key, value)
        except Exception:
            self.write_failed = True
            return False
        self._full_notified = False
        return True

    def remove(self, key: str) -> None:
        try:
            self.store.remove(key)
        except Exception:
            self.write_failed = True

    def keys(self) -> list[str]:
        try:
            return [k for k in self.store.all_keys() if k.startswith(PREFIX)]
        except Exception:
            return []

    def take_notice(self) -> str | None:
        """An i18n key to show once: storage unavailable, or writes that fail (once until a
        write works again, so a full store does not raise a toast on every move)."""
        if not self.available and not self._notified:
            self._notified = True
            return "storage.unavailable"
        if self.write_failed:
            self.write_failed = False
            if not self._full_notified:
                self._full_notified = True
                return "storage.full"
        return None

    # ---- saves --------------------------------------------------------------------------
    def claim_bots(self, window: str) -> None:
        if self.get(BOTS_KEY) != window:
            self.set(BOTS_KEY, window)

    def runs_bots(self, window: str) -> bool:
        return self.get(BOTS_KEY) in (None, window)

    def is_stale(self, game_id: str) -> bool:
        """True when another window changed this game's save since this one read or wrote it."""
        return game_id in self.known and self.get(SAVE_PREFIX + game_id) != self.known[game_id]

    def save_match(self, match: Match, replace: bool = False) -> bool:
        """Write the save; False when the store refused it, or when the save is stale.

        A stale save is never written over (another window holds a newer game) unless
        ``replace``: the player started or imported a game on purpose.
        """
        game_id = match.game.info.id
        if not replace and self.is_stale(game_id):
            return False
        text = saves.to_json(match)
        ok = self.set(SAVE_PREFIX + game_id, text)
        if ok:
            self.known[game_id] = text
            progress = {"moves": len(match.log), **match.progress().to_json()}
            self.set(PROGRESS_PREFIX + game_id, json.dumps(progress, separators=(",", ":")))
        if self.get(ACTIVE_KEY) != game_id:
            ok = self.set(ACTIVE_KEY, game_id) and ok
        return ok

    def keep_table_ui(self, game_id: str, kept: dict[str, Any]) -> None:
        """Write the table's arrangement when it changed (a failed write only loses that)."""
        text = json.dumps(kept, separators=(",", ":"), sort_keys=True)
        if len(text) <= TABLE_UI_LIMIT and self.get(TABLE_UI_PREFIX + game_id) != text:
            self.set(TABLE_UI_PREFIX + game_id, text)

    def table_ui(self, game_id: str) -> dict[str, Any]:
        """The kept arrangement, or {} when there is none or it is not a JSON object."""
        text = self.get(TABLE_UI_PREFIX + game_id)
        if text is None or len(text) > TABLE_UI_LIMIT:
            return {}
        try:
            value = json.loads(text)
        except ValueError:
            return {}
        return value if isinstance(value, dict) else {}

    def offers_guide(self) -> bool:
        """Whether the guide is still to be offered: a first start, no game ever played."""
        if self.get(GUIDE_OFFERED_KEY) is not None:
            return False
        return not any(key.startswith(SAVE_PREFIX) for key in self.keys())

    def guide_offered(self) -> None:
        self.set(GUIDE_OFFERED_KEY, "1")

    def get_save(self, game_id: str) -> str | None:
        return self.get(SAVE_PREFIX + game_id)

    def has_save(self, game_id: str) -> bool:
        return self.get(SAVE_PREFIX + game_id) is not None

    def saved_moves(self, game_id: str) -> int | None:
        """How many actions the save holds, for the lobby; None when there is none."""
        text = self.get(SAVE_PREFIX + game_id)
        if text is None:
            return None
        marker = text.find('"actions":[')
        if marker < 0:
            return 0
        return text.count("],[", marker) + (0 if text.startswith("[]", marker + 10) else 1)

    def saved_game(self, game_id: str) -> SavedGame | None:
        """The lobby's facts about the save of ``game_id``; None when there is none.

        The stored progress counts only when it belongs to this very save (same number of
        moves): another window or an older app may have written the save without it."""
        moves = self.saved_moves(game_id)
        if moves is None:
            return None
        try:
            data = json.loads(self.get(PROGRESS_PREFIX + game_id) or "null")
        except ValueError:
            data = None
        if not isinstance(data, dict) or data.get("moves") != moves:
            return SavedGame(moves)
        return SavedGame(moves, Progress.from_json(data))

    def saved_names(self, game_id: str) -> list[str]:
        """The names at the table of the save of ``game_id``, for the question before a new
        game replaces it; empty when the save has none that can be read."""
        try:
            data = json.loads(self.get(SAVE_PREFIX + game_id) or "null")
        except ValueError:
            return []
        players = data.get("players") if isinstance(data, dict) else None
        if not isinstance(players, list):
            return []
        names = [p.get("name") for p in players if isinstance(p, dict)]
        return [name for name in names if isinstance(name, str)]

    def active_game(self) -> str | None:
        return self.get(ACTIVE_KEY)

    def set_active(self, game_id: str | None) -> None:
        if game_id is None:
            self.remove(ACTIVE_KEY)
        elif self.get(ACTIVE_KEY) != game_id:
            self.set(ACTIVE_KEY, game_id)

    def load_match(self, game_id: str) -> LoadOutcome:
        """The saved match of ``game_id``; a bad save goes to a backup key with a reason."""
        text = self.get(SAVE_PREFIX + game_id)
        self.known[game_id] = text
        if text is None:
            return LoadOutcome()
        try:
            return LoadOutcome(match=saves.from_json(text, catalogue.get))
        except SaveError as error:
            self.quarantine(game_id, text)
            return LoadOutcome(error_key=error_key("save", error))
        except Exception:
            self.quarantine(game_id, text)
            return LoadOutcome(error_key="save.corrupt")

    def quarantine(self, game_id: str, text: str) -> None:
        """Keep a bad save under its backup key and free the game's save slot."""
        self.set(BACKUP_PREFIX + game_id, text)
        self.remove(SAVE_PREFIX + game_id)
        self.remove(PROGRESS_PREFIX + game_id)
        self.known[game_id] = None
        if self.get(ACTIVE_KEY) == game_id:
            self.remove(ACTIVE_KEY)

    def discard_match(self, game_id: str) -> None:
        """Remove this window's save of ``game_id``; a newer one from another window stays."""
        if self.is_stale(game_id):
            return
        self.remove(SAVE_PREFIX + game_id)
        self.remove(PROGRESS_PREFIX + game_id)
        self.remove(TABLE_UI_PREFIX + game_id)
        self.known[game_id] = None
        if self.get(ACTIVE_KEY) == game_id:
            self.remove(ACTIVE_KEY)

    def clear_saves(self) -> None:
        """Remove every save, backup and the active marker; settings stay."""
        for key in self.keys():
            kinds = (SAVE_PREFIX, BACKUP_PREFIX, PROGRESS_PREFIX, TABLE_UI_PREFIX)
            if key.startswith(kinds) or key == ACTIVE_KEY:
                self.remove(key)
        self.known.clear()


def import_save(text: str) -> tuple[Match | None, str | None]:
    """A match from an imported file, validated exactly like a stored save."""
    try:
        return saves.from_json(text, catalogue.get), None
    except SaveError as error:
        return None, error_key("save", error)
    except Exception:
        return None, "save.corrupt"


SaveWriter = Callable[[Match], bool]
