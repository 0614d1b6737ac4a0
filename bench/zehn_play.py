"""Zehn on CPython: time per bot decision (per level), per applied action, per view, per
table render and per save replay, from bot-only games with the seats rotating. Figures are
printed, never asserted: ``python3 -m bench zehn_play [--games N] [--players N]
[--levels hard,medium]`` (decisions also as median and p99)."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bot_games import (
    mean_p95_max_ms,
    median_p99_ms,
    replay_seconds,
    rotating_bots,
    timed_moves,
)
from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables import renderer_for


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench zehn_play")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--levels", default="hard,medium,easy", help="bot levels, rotated")
    args = parser.parse_args(argv)
    levels = tuple(args.levels.split(","))
    decide: dict[str, list[float]] = {level: [] for level in levels}
    apply: list[float] = []
    view: list[float] = []
    render: list[float] = []
    replay: list[float] = []
    actions: list[int] = []
    for g in range(args.games):
        players = rotating_bots(levels, args.players, g)
        match = Match.start(catalogue.get("zehn"), players, 2000 + g)
        renderer = renderer_for("zehn")
        for step in timed_moves(match):
            assert step.seat is not None
            t0 = time.perf_counter()
            ctx = TableContext(0, "de", [p.name for p in players], match.legal(0), [None] * 3)
            renderer.render(step.seen, ctx)
            render.append(time.perf_counter() - t0)
            decide[str(players[step.seat].bot)].append(step.decide)
            apply.append(step.apply)
            view.append(step.view)
        actions.append(len(match.log))
        replay.append(replay_seconds(match))
    ms = mean_p95_max_ms
    print(f"Zehn, {args.games} games, {args.players} players, CPython {sys.version.split()[0]}")
    print(f"actions per game: mean {statistics.mean(actions):.1f}, max {max(actions)}")
    for level in levels:
        print(f"{level:<6} decision: {ms(decide[level])}; {median_p99_ms(decide[level])}")
    print(f"apply action:    {ms(apply)}")
    print(f"view (seat 0):   {ms(view)}")
    print(f"table render:    {ms(render)}")
    print(f"save replay:     {ms(replay)} per whole game")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
