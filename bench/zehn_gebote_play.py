"""10 Gebote on CPython: time per bot decision, per applied action, per view and per save
replay, from bot-only games (hard, medium, easy, seats rotating). Figures are printed, never
asserted: ``python3 -m bench zehn_gebote_play [--games N] [--players N]``."""

from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bot_games import mean_p95_max_ms, replay_seconds, rotating_bots, timed_moves
from kartentisch import catalogue
from kartentisch.engine.match import Match


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench zehn_gebote_play")
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args(argv)
    levels = ("hard", "medium", "easy")
    decide: list[float] = []
    apply: list[float] = []
    view: list[float] = []
    replay: list[float] = []
    actions: list[int] = []
    for g in range(args.games):
        players = rotating_bots(levels, args.players, g)
        match = Match.start(catalogue.get("zehn-gebote"), players, 1000 + g)
        for step in timed_moves(match):
            decide.append(step.decide)
            apply.append(step.apply)
            view.append(step.view)
        actions.append(len(match.log))
        replay.append(replay_seconds(match))
    ms = mean_p95_max_ms
    print(
        f"10 Gebote, {args.games} games, {args.players} players, CPython {sys.version.split()[0]}"
    )
    print(f"actions per game: mean {statistics.mean(actions):.1f}, max {max(actions)}")
    print(f"bot decision:  {ms(decide)}")
    print(f"apply action:  {ms(apply)}")
    print(f"view (seat 0): {ms(view)}")
    print(f"save replay:   {ms(replay)} per whole game")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
