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

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from kartentisch.engine import saves
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table_api import TableContext
from kartentisch.ui.tables.eselspiel import RENDERER

LEVELS = ("sharp", "normal", "sleepy")


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"median {statistics.median(ordered) * 1000:.3f} ms, p99 {p99 * 1000:.3f} ms"


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
            specs = [PlayerSpec(f"P{i}", LEVELS[(i + g) % len(LEVELS)]) for i in range(players)]
            match = Match.start("eselspiel", specs, 500 + g)
            while not match.is_over():
                t0 = time.perf_counter()
                action = match.bot_choice()
                t1 = time.perf_counter()
                match.play(action)
                t2 = time.perf_counter()
                view = match.view(0)
                ctx = TableContext(0, "de", [s.name for s in specs], [], [s.bot for s in specs])
                RENDERER.render(view, ctx)
                t3 = time.perf_counter()
                decide.append(t1 - t0)
                apply.append(t2 - t1)
                render.append(t3 - t2)
            text = saves.to_json(match)
            t0 = time.perf_counter()
            saves.from_json(text)
            replay.append(time.perf_counter() - t0)
            ends[str(match.state.ended_by)] += 1
            rounds.append(match.state.round)
            lengths.append(len(match.log))
        print(
            f"{players} players: {dict(ends)}; rounds median {statistics.median(rounds):.0f}"
            f" max {max(rounds)}; actions median {statistics.median(lengths):.0f}"
            f" max {max(lengths)}"
        )
    print(f"bot decision: {_ms(decide)}")
    print(f"apply action: {_ms(apply)}")
    print(f"view + render: {_ms(render)}")
    print(f"save replay (whole game): {_ms(replay)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
