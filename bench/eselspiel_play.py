"""Eselspiel on CPython: game lengths per player count, and time per bot decision, per
applied action, per view, per table render and per save replay, from bot-only games (sharp,
normal, sleepy, seats rotating). Figures are printed, never asserted:
``python3 -m bench eselspiel_play [--games N]``."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bot_games import median_p99_ms, replay_seconds, rotating_bots, timed_moves
from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables import renderer_for

LEVELS = ("sharp", "normal", "sleepy")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench eselspiel_play")
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args(argv)
    decide: list[float] = []
    apply: list[float] = []
    render: list[float] = []
    replay: list[float] = []
    for players in (2, 3, 4, 6, 8):
        ends: Counter[str] = Counter()
        rounds: list[int] = []
        lengths: list[int] = []
        for g in range(args.games):
            specs = rotating_bots(LEVELS, players, g)
            match = Match.start(catalogue.get("eselspiel"), specs, 500 + g)
            renderer = renderer_for("eselspiel")
            for step in timed_moves(match):
                t0 = time.perf_counter()
                ctx = TableContext(0, "de", [s.name for s in specs], [], [s.bot for s in specs])
                renderer.render(step.seen, ctx)
                decide.append(step.decide)
                apply.append(step.apply)
                render.append(step.view + time.perf_counter() - t0)
            replay.append(replay_seconds(match))
            ends[str(match.state.end_reason)] += 1
            rounds.append(match.state.round)
            lengths.append(len(match.log))
        print(
            f"{players} players: {dict(ends)}; rounds median {statistics.median(rounds):.0f}"
            f" max {max(rounds)}; actions median {statistics.median(lengths):.0f}"
            f" max {max(lengths)}"
        )
    print(f"bot decision: {median_p99_ms(decide)}")
    print(f"apply action: {median_p99_ms(apply)}")
    print(f"view + render: {median_p99_ms(render)}")
    print(f"save replay (whole game): {median_p99_ms(replay)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
