"""Find the deal of a guided first game: the seed whose lessons all come up soonest.

For each seed the guide is followed as a newcomer who presses only what the coach points at
(``data-coach-next``, else the move of ``data-coach-target``), on CPython with the real host;
it prints the best seeds by lessons taught, then by taps. Run:
``PYTHONPATH=src python3 tools/guide_seeds.py fuenf-kronen --seeds 200``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table.coach import Coach, guide_of
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for


@dataclass(frozen=True)
class Walk:
    seed: int
    taught: tuple[str, ...]
    taps: int
    moves: int


def walk(game_id: str, seed: int, limit: int = 400) -> Walk:
    """Follow the coach of ``game_id``'s guide dealt with ``seed``; count the taps."""
    guide = guide_of(game_id)
    assert guide is not None
    guide = replace(guide, seed=seed)
    game = catalogue.get(game_id)
    players = [PlayerSpec("Du", None)] + [
        PlayerSpec(f"Bot {i}", b) for i, b in enumerate(guide.bots, 1)
    ]
    host = TableHost(Match.start(game, players, seed), renderer_for(game_id), "de")
    host.coach = Coach(game_id, seed, 0)
    taps = moves = 0
    for _ in range(limit):
        if host.coach.done or host.match.is_over():
            break
        if host.bot_seat() is not None:
            host.bot_step()
            continue
        line = host.frame().coach
        if line is None:
            break
        taps += 1
        if line.next:
            host.coach_next()
        else:
            host.play(line.target)
            moves += 1
    return Walk(seed, tuple(host.coach.taught), taps, moves)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--seeds", type=int, default=100)
    args = parser.parse_args()
    guide = guide_of(args.game)
    assert guide is not None
    walks = [walk(args.game, seed) for seed in range(args.seeds)]
    walks.sort(key=lambda w: (-len(w.taught), w.taps))
    print(f"{len(guide.lessons)} lessons")
    for w in walks[:8]:
        taught = ", ".join(w.taught)
        print(f"seed {w.seed}: {len(w.taught)} taught in {w.taps} taps ({w.moves} moves): {taught}")


if __name__ == "__main__":
    main()
