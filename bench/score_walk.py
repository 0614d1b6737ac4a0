"""What the running scores cost to build: one walk of the log against a replay per point.

``python3 -m bench score_walk [--pyodide]``. Per game, at its smallest and its largest table, a
finished game of the strongest bots, three ways: "replay per point" reads the standing at each
point of the chart by replaying from the nearest checkpoint (how the end screen built it
before), "one walk" walks the log once and reads the standing at every position
(``ui.score_chart.ScoreTrack``), and "10 moves later" is a scoreboard opened again ten moves
after the last open (the kept walk is only extended). Best of nine (five for the last), in ms.
``--pyodide`` runs the same under Pyodide in Node, with the engine wheel the build made.
"""

from __future__ import annotations

import json
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.render import score_chart
from kartentisch.ui.render.score_chart import MIN_ROUNDS, MOVE, ROUND, ScorePoint, spaced_positions
from kartentisch.ui.replays.replay import Replay

CASES = tuple(
    (game.info.id, seats)
    for game in catalogue.all_games()
    for seats in sorted({game.info.min_players, game.info.max_players})
)
"""Every game at its smallest and its largest table."""
ROOT = Path(__file__).resolve().parents[1]
PYODIDE_HOME = "/home/pyodide"
"""Python's working folder under Pyodide; its ``sys.path`` starts with it."""


def replay_per_point(match: Match) -> list[ScorePoint]:
    replay = Replay(match)

    def at(position: int) -> tuple[float, ...]:
        values = replay.game.standing(replay.state_at(position))
        assert values is not None
        return tuple(values)

    rounds = replay.rounds
    if len(rounds) >= MIN_ROUNDS:
        ends = [later.position for later in rounds[1:]] + [replay.length]
        return [ScorePoint(ROUND, s.number, at(e)) for s, e in zip(rounds, ends, strict=True)]
    return [ScorePoint(MOVE, p, at(p)) for p in spaced_positions(replay.length)]


def finished(game_id: str, seats: int, seed: int = 3) -> Match:
    level = catalogue.get(game_id).info.bot_levels[-1]
    match = Match.start(
        catalogue.get(game_id), [PlayerSpec(f"P{i}", level) for i in range(seats)], seed
    )
    while not match.is_over():
        match.play(match.bot_choice())
    return match


def best_ms(step: Callable[[], Any], times: int = 9) -> float:
    best = float("inf")
    for _ in range(times):
        started = time.perf_counter()
        step()
        best = min(best, time.perf_counter() - started)
    return round(best * 1000, 1)


def later_open_ms(match: Match, moves: int = 10, times: int = 5) -> float:
    cut = max(0, len(match.log) - moves)
    best = float("inf")
    for _ in range(times):
        part = Match.start(match.game, match.players, match.seed, match.options)
        for seat, action in match.log[:cut]:
            part.play(action, seat)
        score_chart.running_scores(part)
        for seat, action in match.log[cut:]:
            part.play(action, seat)
        started = time.perf_counter()
        score_chart.running_scores(part)
        best = min(best, time.perf_counter() - started)
    return round(best * 1000, 1)


def figures() -> list[dict[str, Any]]:
    rows = []
    for game_id, seats in CASES:
        match = finished(game_id, seats)

        def one_walk(match: Match = match) -> list[ScorePoint]:
            return score_chart.ScoreTrack(match).points()

        def per_point(match: Match = match) -> list[ScorePoint]:
            return replay_per_point(match)

        assert one_walk() == replay_per_point(match)
        rows.append(
            {
                "game": game_id,
                "seats": seats,
                "moves": len(match.log),
                "replay_per_point_ms": best_ms(per_point),
                "one_walk_ms": best_ms(one_walk),
                "ten_moves_later_ms": later_open_ms(match),
            }
        )
    return rows


def under_pyodide() -> list[dict[str, Any]]:
    """``figures()`` in Pyodide: this folder is mounted as ``bench`` in Python's working folder
    (on its ``sys.path``), the engine installed from the wheel."""
    import serve

    serve.ensure_built()
    wheel = ROOT / serve.engine_wheel_url()
    code = "import json\nfrom bench import score_walk\njson.dumps(score_walk.figures())"
    command = ["node", "tests/pyodide/run_in_pyodide.mjs", str(wheel), code]
    out = subprocess.run(
        [*command, "--mount", f"{ROOT / 'bench'}={PYODIDE_HOME}/bench"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    rows: list[dict[str, Any]] = json.loads(out.split("RESULT:", 1)[1])
    return rows


def main(argv: list[str]) -> int:
    rows = under_pyodide() if "--pyodide" in argv else figures()
    print("game          seats moves  replay/point  one walk  10 moves later  (ms)")
    for row in rows:
        print(
            f"{row['game']:<13} {row['seats']:>5} {row['moves']:>5}"
            f"  {row['replay_per_point_ms']:>12}  {row['one_walk_ms']:>8}"
            f"  {row['ten_moves_later_ms']:>14}"
        )
    return 0
