"""Saves: versioned JSON that replays the action log from the seed, checked on every load.

A save holds no state snapshot to trust: resuming replays the actions through the rules,
so a save that was edited into an impossible game fails on replay instead of corrupting the
table. A checksum catches casual edits and truncation before that.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Mapping
from typing import Any

from kartentisch.engine.errors import (
    IllegalActionError,
    InvalidOptionError,
    SaveCorruptError,
    SaveIncompatibleError,
    SaveOldRulesError,
    SaveTamperedError,
    UnknownGameError,
    only_save_errors,
)
from kartentisch.engine.match import Match
from kartentisch.engine.options import checked_options
from kartentisch.engine.protocol import Game, PlayerSpec

FORMAT = "kartentisch-save"
FORMAT_VERSION = 1
MAX_NAME_LENGTH = 40
MAX_ACTIONS = 200_000
MAX_SAVE_CHARS = 2_000_000
"""Far above any real game (a long Eselspiel evening is a few hundred kilobytes); a larger
text is refused before it is parsed, so a hostile file cannot make the loader slow."""
KEYS = frozenset(
    ("format", "version", "game", "rules_version", "options", "players", "seed", "actions")
)
FindGame = Callable[[str], Game[Any, Any]]
"""How a save finds its game from the id it names (``catalogue.get``): the engine knows no
list of games; an unknown id raises ``UnknownGameError``."""
UNDOS_KEY = "undos"
"""How often the person took an action back; written only when they did, so every other
save reads exactly as before and older saves load unchanged."""
MAX_UNDOS = MAX_ACTIONS
HINTS_KEY = "hints"
"""How often the person asked for a hint; written only when they did, like ``undos``."""
COUNTS = (UNDOS_KEY, HINTS_KEY)


def body_checksum(body: Mapping[str, Any]) -> str:
    """The sha256 of ``body`` written canonically: what a save, and every document the app
    keeps beside it, carries to tell a changed or cut file from the one written."""
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(canonical.encode()).hexdigest()


def to_json(match: Match) -> str:
    body: dict[str, Any] = {
        "format": FORMAT,
        "version": FORMAT_VERSION,
        "game": match.game.info.id,
        "rules_version": match.game.info.rules_version,
        "options": match.options,
        "players": [p.to_json() for p in match.players],
        "seed": str(match.seed),
        "actions": [[seat, action] for seat, action in match.log],
    }
    if match.undos:
        body[UNDOS_KEY] = match.undos
    if match.hints:
        body[HINTS_KEY] = match.hints
    body["checksum"] = body_checksum(body)
    return json.dumps(body, separators=(",", ":"), ensure_ascii=False)


def _require(cond: bool, what: str) -> None:
    if not cond:
        raise SaveCorruptError(f"Der Spielstand ist beschädigt ({what}).")


def only(game: Game[Any, Any]) -> FindGame:
    """A lookup that knows one game: for resuming a save this very game just wrote."""

    def find(game_id: str) -> Game[Any, Any]:
        if game_id != game.info.id:
            raise UnknownGameError(game_id)
        return game

    return find


def from_json(text: str, find_game: FindGame) -> Match:
    """A match resumed from ``text``; raises a ``SaveError`` subclass with a readable message.

    Nothing else escapes: a save is data from outside (an imported file, storage another
    version or tab wrote), and whatever is wrong with it must end in a message, not a crash.
    """
    with only_save_errors("Der Spielstand ist beschädigt."):
        try:
            return _from_json(text, find_game)
        except RecursionError as exc:
            raise SaveCorruptError(
                "Der Spielstand ist beschädigt (zu tief verschachtelt)."
            ) from exc


def _from_json(text: str, find_game: FindGame) -> Match:
    _require(isinstance(text, str), "kein Text")
    _require(len(text) <= MAX_SAVE_CHARS, "zu groß")
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as exc:
        raise SaveCorruptError("Der Spielstand ist beschädigt (kein gültiges JSON).") from exc
    _require(isinstance(data, dict), "kein Objekt")
    _require(data.get("format") == FORMAT, "unbekanntes Format")
    if data.get("version") != FORMAT_VERSION:
        raise SaveIncompatibleError("Der Spielstand stammt aus einer anderen Version der App.")
    checksum = data.pop("checksum", None)
    undos = data.get(UNDOS_KEY, 0)
    hints = data.get(HINTS_KEY, 0)
    _require(set(data) - set(COUNTS) == KEYS, "Felder")
    for count in (undos, hints):
        _require(
            isinstance(count, int) and not isinstance(count, bool) and 0 <= count <= MAX_UNDOS,
            "Rücknahmen",
        )
    if checksum != body_checksum(data):
        raise SaveTamperedError("Der Spielstand wurde verändert oder ist unvollständig.")
    game_id = data.get("game")
    _require(isinstance(game_id, str), "Spiel fehlt")
    try:
        game = find_game(game_id)
    except UnknownGameError as exc:
        raise SaveIncompatibleError("Der Spielstand gehört zu einem unbekannten Spiel.") from exc
    rules_version = data.get("rules_version")
    if rules_version != game.info.rules_version:
        if (
            isinstance(rules_version, int)
            and not isinstance(rules_version, bool)
            and rules_version < game.info.rules_version
        ):
            raise SaveOldRulesError("Der Spielstand stammt aus einer älteren Regelversion.")
        raise SaveIncompatibleError("Der Spielstand stammt aus einer anderen Version der App.")
    options = data.get("options")
    _require(isinstance(options, dict), "Optionen")
    try:
        options = checked_options(game.info, options)
    except InvalidOptionError as exc:
        raise SaveCorruptError("Der Spielstand ist beschädigt (Optionen).") from exc
    players_raw = data.get("players")
    _require(isinstance(players_raw, list), "Spieler")
    _require(game.info.min_players <= len(players_raw) <= game.info.max_players, "Spielerzahl")
    players = []
    for p in players_raw:
        _require(isinstance(p, dict) and isinstance(p.get("name"), str), "Spielername")
        _require(len(p["name"]) <= MAX_NAME_LENGTH, "Spielername zu lang")
        bot = p.get("bot")
        _require(bot is None or bot in game.info.bot_levels, "Bot-Stufe")
        players.append(PlayerSpec(p["name"], bot))
    seed_raw = data.get("seed")
    _require(
        isinstance(seed_raw, str)
        and seed_raw.isascii()
        and seed_raw.isdigit()
        and len(seed_raw) < 40,
        "Seed",
    )
    actions = data.get("actions")
    _require(isinstance(actions, list) and len(actions) <= MAX_ACTIONS, "Züge")
    for entry in actions:
        _require(
            isinstance(entry, list)
            and len(entry) == 2
            and isinstance(entry[0], int)
            and not isinstance(entry[0], bool)
            and 0 <= entry[0] < len(players)
            and isinstance(entry[1], str),
            "Zug",
        )
    try:
        match = Match.start(game, players, int(seed_raw), options)
        for seat, action in actions:
            match.play(action, seat)
        match.undos = undos
        match.hints = hints
    except IllegalActionError as exc:
        raise SaveTamperedError("Der Spielstand enthält einen unmöglichen Zug.") from exc
    except (ValueError, TypeError, KeyError) as exc:
        raise SaveCorruptError("Der Spielstand ist beschädigt (Optionen).") from exc
    return match
