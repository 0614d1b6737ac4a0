"""Bot games on fixed seeds give the same action logs as when the digests were recorded.

Moving code between modules, renaming bot levels' homes or removing dormant code must not
change a single choice: a player's replay, a shared deal and the statistics all rest on the
same seed giving the same game. The digests in ``same_games.json`` were recorded before the
house was rearranged; a deliberate change of play records them anew (``--record`` below).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

DIGESTS = Path(__file__).with_name("same_games.json")


def table(game_id: str, seats: int, seed: int) -> list[str]:
    """Every level of the game in turn, shifted by the seed so each seat meets each level."""
    levels = catalogue.get(game_id).info.bot_levels
    return [levels[(i + seed) % len(levels)] for i in range(seats)]


def digest(game_id: str, levels: list[str], seed: int) -> str:
    players = [PlayerSpec(f"b{i}", level) for i, level in enumerate(levels)]
    match = Match.start(catalogue.get(game_id), players, seed)
    while not match.is_over():
        match.play(match.bot_choice())
    text = "\n".join(f"{seat} {action}" for seat, action in match.log)
    return hashlib.sha256(text.encode()).hexdigest()


def cases() -> list[tuple[str, list[str], int]]:
    return [
        (game.info.id, table(game.info.id, seats, seed), seed)
        for game in catalogue.all_games(include_hidden=True)
        for seats in (2, 4)
        for seed in (11, 12)
    ]


def key(game_id: str, levels: list[str], seed: int) -> str:
    return f"{game_id} {seed} {','.join(levels)}"


@pytest.mark.parametrize(("game_id", "levels", "seed"), cases(), ids=lambda v: str(v))
def test_same_seed_same_game(game_id: str, levels: list[str], seed: int) -> None:
    recorded: dict[str, str] = json.loads(DIGESTS.read_text())
    assert digest(game_id, levels, seed) == recorded[key(game_id, levels, seed)]


if __name__ == "__main__" and sys.argv[1:] == ["--record"]:
    DIGESTS.write_text(json.dumps({key(*case): digest(*case) for case in cases()}, indent=1) + "\n")
