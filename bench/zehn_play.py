"""Zehn on CPython: time per bot decision (per level), per applied action, per view, per
table render and per save replay, from bot-only games with the seats rotating. Figures are
printed, never asserted: ``python3 -m bench zehn_play [--games N] [--players N]``."""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from kartentisch.engine import saves
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table_api import TableContext
from kartentisch.ui.tables.zehn import RENDERER


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[int(len(ordered) * 0.95)]
    mean = statistics.mean(values) * 1000
    return f"mean {mean:.3f} ms, p95 {p95 * 1000:.3f} ms, max {ordered[-1] * 1000:.3f} ms"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench zehn_play")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args(argv)
    levels = ("hard", "medium", "easy")
    decide: dict[str, list[float]] = {level: [] for level in levels}
    apply: list[float] = []
    view: list[float] = []
    render: list[float] = []
    replay: list[float] = []
    actions: list[int] = []
    for g in range(args.games):
        players = [PlayerSpec(f"P{i}", levels[(i + g) % len(levels)]) for i in range(args.players)]
        match = Match.start("zehn", players, 2000 + g)
        while not match.is_over():
            seat = match.current
            assert seat is not None
            t0 = time.perf_counter()
            action = match.bot_choice()
            t1 = time.perf_counter()
            match.play(action)
            t2 = time.perf_counter()
            seen = match.view(0)
            t3 = time.perf_counter()
            ctx = TableContext(0, "de", [p.name for p in players], match.legal(0), [None] * 3)
            RENDERER.render(seen, ctx)
            t4 = time.perf_counter()
            decide[str(players[seat].bot)].append(t1 - t0)
            apply.append(t2 - t1)
            view.append(t3 - t2)
            render.append(t4 - t3)
        actions.append(len(match.log))
        text = saves.to_json(match)
        t0 = time.perf_counter()
        saves.from_json(text)
        replay.append(time.perf_counter() - t0)
    print(f"Zehn, {args.games} games, {args.players} players, CPython {sys.version.split()[0]}")
    print(f"actions per game: mean {statistics.mean(actions):.1f}, max {max(actions)}")
    for level in levels:
        print(f"{level:<6} decision: {_ms(decide[level])}")
    print(f"apply action:    {_ms(apply)}")
    print(f"view (seat 0):   {_ms(view)}")
    print(f"table render:    {_ms(render)}")
    print(f"save replay:     {_ms(replay)} per whole game")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
