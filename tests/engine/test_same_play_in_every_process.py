"""The same seed and the same bots make the same game in every Python process.

String hashing is salted per process (``PYTHONHASHSEED``), so the order of a set of cards
changes from one start to the next. A bot that breaks a tie by that order plays a shared
deal differently on two devices and makes CPython and Pyodide disagree; Zehn's hard bot did
(the two lowest cards it would leave with an owner, when two had the same value). Each game
is played here with a person at seat 0 who always takes the first legal action, in two
processes with different salts, and the action logs must be equal.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from tests.bot_levels import strongest_without_search

from kartentisch import catalogue

ROOT = Path(__file__).resolve().parents[2]
PLAY = """
import sys
from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
game_id, strong = sys.argv[1:3]
levels = catalogue.get(game_id).info.bot_levels
players = (PlayerSpec("A"), PlayerSpec("B", strong), PlayerSpec("C", levels[0]))
for seed in (3, 5):
    match = Match.start(catalogue.get(game_id), players, seed)
    while not match.is_over() and len(match.log) < 150:
        seat = match.current
        match.play(match.bot_choice() if match.is_bot(seat) else match.legal(seat)[0], seat)
    print(match.log)
"""


def played(game_id: str, salt: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": salt, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run(
        [sys.executable, "-c", PLAY, game_id, strongest_without_search(game_id)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
        timeout=300,
    )
    return done.stdout


@pytest.mark.parametrize("game_id", catalogue.ids(include_hidden=True))
def test_a_game_does_not_depend_on_the_process_s_string_hashing(game_id: str) -> None:
    assert played(game_id, "1") == played(game_id, "2")
