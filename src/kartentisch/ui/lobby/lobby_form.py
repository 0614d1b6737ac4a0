"""The new-game form: its defaults and the validation of what a player typed.

The browser hands over the form's fields as plain strings; this module turns them into a
``NewGame`` or a set of per-field error keys, so the rules of the form (names unique and not
too long, seat count within the game's range, option types, seed digits) are tested on CPython.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from kartentisch.engine.errors import InvalidOptionError
from kartentisch.engine.options import check_option
from kartentisch.engine.protocol import GameInfo, PlayerSpec
from kartentisch.engine.saves import MAX_NAME_LENGTH
from kartentisch.ui.render.i18n import t

BOT_NAMES: tuple[str, ...] = ("Anna", "Ben", "Clara", "David", "Ella", "Felix", "Greta", "Hugo")
HUMAN = "human"
REMOTE = "remote"
"""A person playing on another device (``kartentisch.link``): a person's seat to the rules."""
MAX_SEED_DIGITS = 18


@dataclass(frozen=True)
class NewGame:
    game_id: str
    players: tuple[PlayerSpec, ...]
    options: dict[str, Any]
    seed: int | None
    """None: the host picks a random seed."""
    remote: tuple[int, ...] = ()
    """The seats played on other devices."""


@dataclass
class FormErrors:
    fields: dict[str, str] = field(default_factory=dict)
    """Field name → translated message."""

    def __bool__(self) -> bool:
        return bool(self.fields)


def default_count(info: GameInfo) -> int:
    return max(info.min_players, min(3, info.max_players))


def default_level(info: GameInfo) -> str | None:
    """The middle level; of two in the middle the lower, so an added top level (an expert)
    does not make new tables harder."""
    if not info.bot_levels:
        return None
    return info.bot_levels[(len(info.bot_levels) - 1) // 2]


def default_seats(info: GameInfo, lang: str, own: str = "") -> list[tuple[str, str]]:
    """(name, kind) for every possible seat: a person first (``own``: the player's stored
    name), then bots by name."""
    level = default_level(info)
    seats: list[tuple[str, str]] = []
    for i in range(info.max_players):
        if i == 0 and own:
            seats.append((own, HUMAN))
        elif i == 0 or level is None:
            seats.append((t(lang, "form.human_name", n=i + 1), HUMAN))
        else:
            seats.append((BOT_NAMES[(i - 1) % len(BOT_NAMES)], level))
    return seats


def own_name_of(parsed: NewGame, lang: str) -> str | None:
    """The name the player gave their own seat (the first, a person at this device), to be
    remembered; None when it is the form's default ("Spieler 1") or no person's."""
    if not parsed.players or 0 in parsed.remote:
        return None
    first = parsed.players[0]
    if first.bot is not None or first.name == t(lang, "form.human_name", n=1):
        return None
    return first.name


def _parse_option(default: Any, raw: str | None) -> tuple[bool, Any]:
    if isinstance(default, bool):
        return True, raw is not None and raw not in ("", "0", "false", "off")
    if raw is None:
        return True, default
    raw = raw.strip()
    if isinstance(default, int):
        try:
            return True, int(raw)
        except ValueError:
            return False, None
    return True, raw


def parse(info: GameInfo, fields: Mapping[str, str], lang: str) -> NewGame | FormErrors:
    """Check the fields ``count``, ``seat-N-name``, ``seat-N-kind``, ``opt-KEY``, ``seed``."""
    errors = FormErrors()
    try:
        count = int(fields.get("count", ""))
    except ValueError:
        count = -1
    if not info.min_players <= count <= info.max_players:
        errors.fields["count"] = t(lang, "error.count", min=info.min_players, max=info.max_players)
        return errors
    players: list[PlayerSpec] = []
    remote: list[int] = []
    seen: dict[str, int] = {}
    for i in range(count):
        name = " ".join(fields.get(f"seat-{i}-name", "").split())
        kind = fields.get(f"seat-{i}-kind", HUMAN)
        key = f"seat-{i}-name"
        if not name:
            errors.fields[key] = t(lang, "error.name_empty")
        elif len(name) > MAX_NAME_LENGTH:
            errors.fields[key] = t(lang, "error.name_long", max=MAX_NAME_LENGTH)
        elif name.casefold() in seen:
            errors.fields[key] = t(lang, "error.name_twice")
        seen.setdefault(name.casefold(), i)
        if kind not in (HUMAN, REMOTE) and kind not in info.bot_levels:
            errors.fields[f"seat-{i}-kind"] = t(lang, "error.kind")
        if kind == REMOTE:
            remote.append(i)
        players.append(PlayerSpec(name, None if kind in (HUMAN, REMOTE) else kind))
    options: dict[str, Any] = {}
    for key, default in info.default_options.items():
        ok, value = _parse_option(default, fields.get(f"opt-{key}"))
        try:
            if not ok:
                raise InvalidOptionError(key, "unreadable")
            options[key] = check_option(info, key, value)
        except InvalidOptionError:
            errors.fields[f"opt-{key}"] = t(lang, "error.option")
    seed_raw = fields.get("seed", "").strip()
    seed: int | None = None
    if seed_raw:
        if seed_raw.isdigit() and seed_raw.isascii() and len(seed_raw) <= MAX_SEED_DIGITS:
            seed = int(seed_raw)
        else:
            errors.fields["seed"] = t(lang, "error.seed")
    host = players[0] if remote and 0 not in remote and players else None
    default = t(lang, "form.human_name", n=1)
    if host is not None and host.bot is None and host.name == default:
        # the other devices would know the host only as "Spieler 1": ask for a name
        errors.fields.setdefault("seat-0-name", t(lang, "error.own_name"))
    if errors:
        return errors
    return NewGame(info.id, tuple(players), options, seed, tuple(remote))
