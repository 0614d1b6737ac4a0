"""Find the deal of a guided first game: the seed whose lessons all come up soonest.

For each seed the guide is followed as a newcomer who presses only what the coach points at
(``data-coach-next``, else the move of ``data-coach-target``), on CPython with the real host;
it prints the best seeds by lessons taught, then by taps. A seed where another seat ends a
round before the learner's first turn in it (``Guide.decided``) is left out: a round of one
draw and one discard teaches nothing. Run:
``PYTHONPATH=src python3 tools/guide_seeds.py fuenf-kronen --seeds 200``.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass, replace

from kartentisch import catalogue
from kartentisch.engine.guides import Guide
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Action, PlayerSpec
from kartentisch.ui.table.coach import Coach, guide_of
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for


@dataclass(frozen=True)
class Walk:
    seed: int
    taught: tuple[str, ...]
    taps: int
    moves: int
    decided_rounds: tuple[int, ...]
    """Rounds another seat had ended before the learner's first decision in them."""
    played: tuple[Action, ...]
    """The learner's moves while coached."""


def guided_host(game_id: str, guide: Guide) -> TableHost:
    """A table of the guide's deal: the learner in seat 0, the guide's bots after."""
    players = [PlayerSpec("Du", None)] + [
        PlayerSpec(f"Bot {i}", b) for i, b in enumerate(guide.bots, 1)
    ]
    host = TableHost(
        Match.start(catalogue.get(game_id), players, guide.seed), renderer_for(game_id), "de"
    )
    host.coach = Coach(game_id, guide.seed, 0)
    return host


def walk(game_id: str, seed: int | None = None, limit: int = 400) -> Walk:
    """Follow the coach of ``game_id``'s guide (dealt with ``seed``, default the guide's own);
    count the taps and note every round the learner found decided already."""
    guide = guide_of(game_id)
    assert guide is not None
    if seed is not None:
        guide = replace(guide, seed=seed)
    host = guided_host(game_id, guide)
    assert host.coach is not None
    taps = 0
    played: list[Action] = []
    rounds_seen: set[object] = set()
    decided: list[int] = []
    for _ in range(limit):
        if host.coach.done or host.match.is_over():
            break
        if host.bot_seat() is not None:
            host.bot_step()
            continue
        view = host.match.view(0)
        round_no = view.get("round")
        if round_no not in rounds_seen:
            rounds_seen.add(round_no)
            legal = host.legal_for(0)
            if guide.decided is not None and guide.decided(view, legal):
                decided.append(int(round_no or 0))
        line = host.frame().coach
        if line is None:
            break
        taps += 1
        if line.next:
            host.coach_next()
        else:
            host.play(line.target)
            played.append(line.target)
    return Walk(
        guide.seed, tuple(host.coach.taught), taps, len(played), tuple(decided), tuple(played)
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("game")
    parser.add_argument("--seeds", type=int, default=100)
    args = parser.parse_args()
    guide = guide_of(args.game)
    assert guide is not None
    walks = [walk(args.game, seed) for seed in range(args.seeds)]
    walks = [w for w in walks if not w.decided_rounds]
    walks.sort(key=lambda w: (-len(w.taught), w.taps))
    print(f"{len(guide.lessons)} lessons")
    for w in walks[:8]:
        taught = ", ".join(w.taught)
        print(f"seed {w.seed}: {len(w.taught)} taught in {w.taps} taps ({w.moves} moves): {taught}")


if __name__ == "__main__":
    main()
