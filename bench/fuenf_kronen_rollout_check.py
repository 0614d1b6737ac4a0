"""Would a rollout search improve Fünf Kronen's expert? A check of its choices, not a bot.

``python3 -m bench fuenf_kronen_rollout_check [--players 4] [--deals 10] [--every 6]
[--rollouts 48] [--seed 1] [--jobs 2]``

The expert level was first meant to be a determinized Monte Carlo search with hard's policy
for the rollouts. This measures what that search would change, with no time limit: it plays
``bench bot_duel``'s deals (the expert in each seat in turn, hard in the others) and, at every
``every``-th expert decision with a real choice before anyone went out, takes the candidates (a
draw: both piles; a discard: the three hard rates best, and the expert's), deals the cards the
seat cannot see anew ``rollouts`` times (``shuffle_hidden`` on a state rebuilt from its view)
and plays every candidate out to the end of the round on the same deals, hard at every seat.

A search would pick the candidate with the best mean; that mean is flattered by its own luck,
so the deals are split in halves: one half picks, the other judges, and then the other way
round. Printed per kind of decision: how often the pick differs from the expert's choice, and
what the pick gains over the expert's choice by the judging half (points in the round, lower
better: a negative change is a gain), with its standard error, as the seat's own points and as
its points less the others' mean. Scaled by the decisions of that kind in a game, it estimates
what such a search, picking on half the rollouts, would add to the expert's points a game.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

_SRC = str(Path(__file__).resolve().parent.parent / "src")
if _SRC not in sys.path:
    sys.path.insert(0, _SRC)

from bench.bot_duel import deal_seed  # noqa: E402
from kartentisch import catalogue  # noqa: E402
from kartentisch.engine.bot_turns import bot_turns  # noqa: E402
from kartentisch.engine.protocol import Action, PlayerSpec, View  # noqa: E402
from kartentisch.engine.rng import Rng  # noqa: E402
from kartentisch.games.fuenf_kronen import actions  # noqa: E402
from kartentisch.games.fuenf_kronen.actions import DRAW_DISCARD, DRAW_STOCK  # noqa: E402
from kartentisch.games.fuenf_kronen.bots import Scorer, SolverBot  # noqa: E402
from kartentisch.games.fuenf_kronen.rebuild import rebuild  # noqa: E402
from kartentisch.games.fuenf_kronen.state import DISCARD, DRAW, FKState  # noqa: E402
from kartentisch.games.fuenf_kronen.view import shuffle_hidden  # noqa: E402

GAME = catalogue.get("fuenf-kronen")
HARD = SolverBot(hard=True)
CANDIDATES = 3


@dataclass
class Checked:
    """One expert decision: its kind, the expert's choice and each candidate's rollouts."""

    kind: str
    chosen: Action
    own: dict[Action, list[float]]
    relative: dict[Action, list[float]]


def rollout(state: FKState, seat: int, option: Action, seed: int) -> tuple[float, float]:
    """``option``, then hard at every seat to the end of the round: the seat's points in the
    round, and those less the others' mean."""
    current: FKState = GAME.apply(state, option, seat)
    rounds = len(current.round_scores)
    for turn in bot_turns(GAME, current, [HARD] * current.players, seed):
        current = turn.after
        if len(current.round_scores) > rounds:
            break
    scores = current.round_scores[-1]
    mine = float(scores[seat])
    return mine, mine - (sum(scores) - mine) / (len(scores) - 1)


def candidates(view: View, legal: list[Action], chosen: Action) -> list[Action]:
    if view["phase"] == DRAW:
        return [DRAW_STOCK, DRAW_DISCARD] if DRAW_DISCARD in legal and DRAW_STOCK in legal else []
    scorer = Scorer(view["wild"], view["natural_required"])
    values = HARD.discard_values(view["hand"], scorer, HARD.risk(view), view)
    best = sorted(values, key=lambda card: (values[card], card))[:CANDIDATES]
    found = [actions.discard(card) for card in best]
    if chosen not in found:
        found.append(chosen)
    return found if len(found) > 1 else []


def check(view: View, chosen: Action, options: list[Action], seed: int, rollouts: int) -> Checked:
    """``options`` played out on ``rollouts`` deals of what the seat cannot see."""
    seat = int(view["seat"])
    base = rebuild(view)
    own: dict[Action, list[float]] = {o: [] for o in options}
    relative: dict[Action, list[float]] = {o: [] for o in options}
    for k in range(rollouts):
        deal = shuffle_hidden(base, seat, Rng.derive(seed, "deal", k))
        then = Rng.derive(seed, "play", k).next64()
        for option in options:
            mine, versus = rollout(deal, seat, option, then)
            own[option].append(mine)
            relative[option].append(versus)
    return Checked(str(view["phase"]), chosen, own, relative)


def play(task: tuple[int, int, int, int, int]) -> tuple[list[Checked], dict[str, int]]:
    """One game with the expert at ``expert_seat``: the checked decisions and, per kind, how
    many decisions with a choice it made."""
    players, seed, expert_seat, every, rollouts = task
    bots = [GAME.bot("expert" if s == expert_seat else "hard") for s in range(players)]
    state = GAME.new_game({}, [PlayerSpec(f"P{s}") for s in range(players)], seed)
    checked: list[Checked] = []
    made = {DRAW: 0, DISCARD: 0}
    for turn in bot_turns(GAME, state, bots, seed):
        view = turn.view
        if (
            turn.seat != expert_seat
            or view["went_out"] is not None
            or view["phase"] not in made
            or actions.verb_of(turn.action) == actions.GO_OUT
        ):
            continue
        options = candidates(view, list(turn.legal), turn.action)
        if options:
            made[view["phase"]] += 1
            if sum(made.values()) % every == 0:
                at = Rng.derive(seed, "check", turn.step).next64()
                checked.append(check(view, turn.action, options, at, rollouts))
    return checked, made


def gain(rollouts: dict[Action, list[float]], chosen: Action) -> float:
    """What picking by the rollouts changes against ``chosen``, cross-fitted over two halves."""
    half = len(next(iter(rollouts.values()))) // 2
    change = 0.0
    for pick_part, judge_part in (
        (slice(0, half), slice(half, None)),
        (slice(half, None), slice(0, half)),
    ):
        pick = _pick(rollouts, chosen, pick_part)
        change += statistics.fmean(rollouts[pick][judge_part]) - statistics.fmean(
            rollouts[chosen][judge_part]
        )
    return change / 2


def picks_differ(rollouts: dict[Action, list[float]], chosen: Action) -> bool:
    return _pick(rollouts, chosen, slice(None)) != chosen


def _pick(rollouts: dict[Action, list[float]], chosen: Action, part: slice) -> Action:
    """The candidate with the lowest mean over ``part`` of the deals; ``chosen`` on a tie."""
    return min(rollouts, key=lambda o: (statistics.fmean(rollouts[o][part]), o != chosen))


def report(results: list[tuple[list[Checked], dict[str, int]]]) -> str:
    games = len(results)
    checked = [c for found, _ in results for c in found]
    lines = []
    for kind, label in ((DRAW, "draws"), (DISCARD, "discards")):
        mine = [c for c in checked if c.kind == kind]
        per_game = sum(made[kind] for _, made in results) / games
        if len(mine) < 2:
            lines.append(f"  {label}: too few checked ({len(mine)})")
            continue
        differ = statistics.fmean(1.0 if picks_differ(c.own, c.chosen) else 0.0 for c in mine)
        lines.append(
            f"  {label}: {len(mine)} checked, {per_game:.1f} a game; "
            f"the rollouts' pick differs in {100 * differ:.0f}%"
        )
        for name, changes in (
            ("own points", [gain(c.own, c.chosen) for c in mine]),
            ("points less the others' mean", [gain(c.relative, c.chosen) for c in mine]),
        ):
            mean = statistics.fmean(changes)
            error = statistics.stdev(changes) / len(changes) ** 0.5
            lines.append(
                f"    {name:<30} {mean:+.3f} a decision (se {error:.3f}), "
                f"{mean * per_game:+.1f} a game"
            )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench fuenf_kronen_rollout_check")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=6, help="check every n-th decision")
    parser.add_argument("--rollouts", type=int, default=48, help="deals per candidate (even)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    tasks = [
        (args.players, deal_seed(args.seed, d), s, args.every, args.rollouts)
        for d in range(args.deals)
        for s in range(args.players)
    ]
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            results = pool.map(play, tasks, chunksize=1)
    else:
        results = [play(t) for t in tasks]
    print(
        f"fuenf-kronen, {args.players} seats, the expert against hard, {len(tasks)} games of "
        f"bot_duel's deals (seed {args.seed}), every {args.every}th decision, "
        f"{args.rollouts} rollouts a candidate; change in points when the rollouts pick "
        "(lower is better)"
    )
    print(report(results))
    print(f"  ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
