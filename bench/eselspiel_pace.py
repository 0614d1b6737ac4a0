"""Eselspiel at a good pace: how many moves the person makes in a whole game, by hand and
with the pace setting (forced moves play themselves, ``Game.forced``).

The person's seat is played by the hint level (sharp: it never slips, as a careful player);
the other seats by the lobby's default level. Per number of seats it prints, over the seeds,
the person's moves in all, the ones the setting plays, and the ones left to decide (medians
and the largest game). Run: ``python3 -m bench eselspiel_pace [--games 20] [--seats 2 3 4]``.
"""

from __future__ import annotations

import argparse
import statistics
from dataclasses import dataclass

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

PERSON_LEVEL = "sharp"
OTHERS_LEVEL = "normal"


@dataclass(frozen=True)
class Game:
    moves: int
    forced: int
    rounds: int

    @property
    def decided(self) -> int:
        return self.moves - self.forced


def play(seats: int, seed: int) -> Game:
    """A whole game; seat 0 is the person, counted move by move."""
    game = catalogue.get("eselspiel")
    players = [PlayerSpec("Du", PERSON_LEVEL)] + [
        PlayerSpec(f"Bot {i}", OTHERS_LEVEL) for i in range(1, seats)
    ]
    match = Match.start(game, players, seed)
    moves = forced = 0
    while not match.is_over():
        seat = match.current
        assert seat is not None
        if seat == 0:
            moves += 1
            legal = match.legal(0)
            if game.forced(match.view(0), legal) is not None:
                forced += 1
        match.play(match.bot_choice(seat), seat)
    return Game(moves, forced, int(match.result().details.get("rounds", 0)))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seats", type=int, nargs="+", default=[2, 3, 4])
    args = parser.parse_args(argv)
    print(f"person: {PERSON_LEVEL}, others: {OTHERS_LEVEL}, seeds 1..{args.games}")
    print("seats  rounds  moves by hand  with the setting  played by itself  (medians; max)")
    for seats in args.seats:
        games = [play(seats, seed) for seed in range(1, args.games + 1)]
        rounds = statistics.median(g.rounds for g in games)
        moves = statistics.median(g.moves for g in games)
        decided = statistics.median(g.decided for g in games)
        share = sum(g.forced for g in games) / max(1, sum(g.moves for g in games))
        most = max(games, key=lambda g: g.moves)
        print(
            f"{seats:>5}  {rounds:>6}  {moves:>13}  {decided:>16}  {share:>15.0%}"
            f"  (max {most.moves} -> {most.decided})"
        )
    return 0
