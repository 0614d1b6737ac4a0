"""Typed errors, so callers (UI, CLI, save loader) can tell a wrong move from a broken save."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager


class KartentischError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalActionError(KartentischError, ValueError):
    """An action that the rules do not allow here; the state it was tried on is unchanged."""

    def __init__(
        self,
        action: str,
        reason: str = "not a legal action",
        messages: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(f"{action!r}: {reason}")
        self.action = action
        self.reason = reason
        self.messages: Mapping[str, str] = dict(messages or {})
        """Why, in words fit to show the player, per language ("de", "en", "nl"), when the
        game can say more than "not allowed" (e.g. melds laid out by hand that do not fit)."""


class NotYourTurnError(IllegalActionError):
    """A seat tried to act while it is not that seat's turn to act."""


class GameNotOverError(KartentischError, ValueError):
    """Every card open was asked of a game still being played: hidden cards stay hidden."""


class UnknownGameError(KartentischError, KeyError):
    """A game id that the catalogue does not know."""


class UnknownBotLevelError(KartentischError, ValueError):
    """A seat given a bot level its game does not have: refused when the match starts, not
    later when that bot is first asked for a move (the new-game form, a save and the test
    hook all end here)."""

    def __init__(self, game_id: str, level: str) -> None:
        super().__init__(f"{game_id}: no bot level {level!r}")
        self.game_id = game_id
        self.level = level


class SaveError(KartentischError):
    """A save that cannot be resumed. ``message`` is fit to show a player."""


class SaveCorruptError(SaveError):
    """Not JSON, or JSON of the wrong shape."""


class SaveTamperedError(SaveError):
    """Well-formed, but the checksum or the replay of its actions does not hold."""


class SaveIncompatibleError(SaveError):
    """Written by another format or rules version that this build cannot resume."""


class SaveOldRulesError(SaveIncompatibleError):
    """Saved under rules that have changed since: replaying it now would silently give
    another game, so it is set aside with its own message instead of a generic one."""


class InvalidOptionError(KartentischError, ValueError):
    """A game option that the game does not have, of the wrong type, or out of its range."""

    def __init__(self, key: str, reason: str) -> None:
        super().__init__(f"option {key!r}: {reason}")
        self.key = key
        self.reason = reason


@contextmanager
def only_save_errors(damaged: str) -> Iterator[None]:
    """Whatever goes wrong inside ends as a ``SaveError``: one already raised as is, any other
    failure as ``SaveCorruptError(damaged)``. A save, the statistics or a file is data from
    outside (an imported file, storage another version or tab wrote), and what is wrong with
    it must end in a message for the player, never a crash."""
    try:
        yield
    except SaveError:
        raise
    except Exception as exc:
        raise SaveCorruptError(damaged) from exc
