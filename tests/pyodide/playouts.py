"""Playouts that run the same on CPython and under Pyodide, for comparing the two.

This module is loaded by both interpreters (under Pyodide from a folder mounted into its file
system), so it only uses the standard library and the engine, and prints nothing.
"""

from __future__ import annotations

import hashlib
import json
import time
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.conformance import check_random_playout
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.texts import LANGUAGES

MAX_ACTIONS = 20_000


def _digest(value: Any) -> str:
    text = json.dumps(value, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def playable_games() -> list[str]:
    return [game.info.id for game in catalogue.all_games(include_hidden=True) if game.info.playable]


def seats_for(game_id: str, seed: int) -> int:
    info = catalogue.get(game_id).info
    return info.min_players + seed % (info.max_players - info.min_players + 1)


def bot_game(game_id: str, seed: int) -> dict[str, Any]:
    """A bot-only game with every bot level at the table: its log, final views and result.

    Expert levels stay out: in the browser they think within a time budget, so how far they
    search depends on the device's speed, and a slow interpreter may choose otherwise."""
    info = catalogue.get(game_id).info
    seats = seats_for(game_id, seed)
    levels = [level for level in info.bot_levels if level != "expert"]
    players = [PlayerSpec(f"P{i + 1}", levels[i % len(levels)]) for i in range(seats)]
    match = Match.start(catalogue.get(game_id), players, seed)
    while not match.is_over():
        if len(match.log) >= MAX_ACTIONS:
            raise AssertionError(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")
        match.play(match.bot_choice())
    result = match.result()
    return {
        "actions": len(match.log),
        "log": _digest(match.log),
        "views": _digest([match.view(seat) for seat in range(seats)] + [match.view(None)]),
        "scores": list(result.scores),
        "ranks": list(result.ranks),
        "words": words(game_id, [action for _, action in match.log]),
    }


def words(game_id: str, log: list[str]) -> dict[str, Any]:
    """What the game says, read from its words files in the installed package: its name in
    every language, and a digest of every move of the game described in every language."""
    game = catalogue.get(game_id)
    return {
        "names": {lang: game.info.name(lang) for lang in LANGUAGES},
        "described": _digest([[game.describe(a, lang) for a in log] for lang in LANGUAGES]),
    }


def run(seeds: list[int]) -> dict[str, Any]:
    """For each playable game and seed: the generic conformance playout and a bot game."""
    out: dict[str, Any] = {"games": {}, "seconds": {}}
    for game_id in playable_games():
        started = time.perf_counter()
        info = catalogue.get(game_id).info
        games = []
        for seed in seeds:
            seats = seats_for(game_id, seed)
            steps = check_random_playout(
                catalogue.get(game_id),
                seats,
                seed,
                bots=[info.bot_levels[0]] * seats,
                bot_share=0.5,
            )
            games.append({"seed": seed, "conformance_steps": steps, **bot_game(game_id, seed)})
        out["games"][game_id] = games
        out["seconds"][game_id] = round(time.perf_counter() - started, 2)
    return out
