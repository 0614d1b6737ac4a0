"""How bot-only games end, per game and number of seats, with default options.

A rule that lets a game stall shows up here as a share of games that ran into a safeguard
(a round limit) instead of ending by the rules, and as long games. Every seat holds the
game's strongest bot level, so the figures are about the rules, not about weak play.
``python3 -m bench endings [--game ID] [--games N] [--seats 2,3,4] [--jobs 2]``.
"""

from __future__ import annotations

import argparse
import sys

from kartentisch import catalogue
from kartentisch.engine.simulate import simulate


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench endings")
    parser.add_argument("--game", action="append", choices=catalogue.ids())
    parser.add_argument("--games", type=int, default=200, help="games per seat count")
    parser.add_argument("--seats", help="comma-separated seat counts (default: all)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    print(f"{'game':<14}{'seats':>6}  {'endings':<40}{'actions':>9}{'rounds':>8}")
    for game_id in args.game or catalogue.ids():
        info = catalogue.get(game_id).info
        counts = (
            [int(s) for s in args.seats.split(",")]
            if args.seats
            else list(range(info.min_players, info.max_players + 1))
        )
        for seats in counts:
            bots = [info.bot_levels[-1]] * seats
            report = simulate(catalogue.get(game_id), bots, args.games, args.seed, args.jobs)
            shares = ", ".join(
                f"{reason} {100 * n / args.games:.1f}%" for reason, n in report["endings"].items()
            )
            rounds = report.get("rounds_per_game", {}).get("median", "-")
            actions = report["actions_per_game"]["median"]
            print(f"{game_id:<14}{seats:>6}  {shares:<40}{actions:>9}{rounds:>8}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
