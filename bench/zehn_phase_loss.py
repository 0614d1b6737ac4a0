"""Where a Zehn level loses its points against strong play, decision by decision, per phase.

``python3 -m bench zehn_phase_loss --level hard --players 2 --games 40 [--rollouts 64]``

One seat holds the engine's level, the others play the model of strong play
(``bench/zehn_strong.py``); every deal is played once with the level in each seat. At each of
the level's decisions that differs from what the model would do in its place, the state is
rebuilt from the level's view, the unseen cards are dealt anew ``--rollouts`` times (as the
model would have laid them: ``ZehnWorld("strong").deal``), and on
each deal both choices are played out to the end of the round with every seat following the
model (the same deal and the same play for both: common random numbers). The mean difference,
in points (model's choice minus the level's, a positive figure is what the level's choice cost),
is added to the decision's phase. A first card is split in two: the card and its side against
the model's lay, and the level's protection chips against the same lay without them.

The value of a choice is measured with a strong continuation to the end of the round, not
with the level's own later play, and only to the end of the round (who starts next is not
valued). Decisions that match the model cost nothing by definition; the sum says how far the
level falls short of (or beats) the model's choices, phase by phase.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from typing import Any

from bench.bot_duel import deal_seed, zehn_breakdown
from bench.zehn_strong import StrongModelBot
from bench.zehn_world import ZehnWorld
from kartentisch import catalogue
from kartentisch.engine.bot_turns import bot_turns
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.engine.simulate import mean_ci95
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.rebuild import rebuild

WORLD = ZehnWorld("strong")


def kind(phase: str, action: str) -> str:
    """The phase and what the level did in it, as a row of the table."""
    parsed = actions.parse(action)
    if phase == "first":
        return "first card: laid face down" if parsed.down else "first card: laid open"
    if phase == "bid":
        return "auction: opened a bid" if parsed.verb == actions.BID else "auction: passed"
    if phase == "raise":
        return "auction: raised" if parsed.verb == actions.RAISE else "auction: dropped out"
    if phase == "protect":
        return "protection after buying"
    if phase == "second":
        return "second card: added" if parsed.verb == actions.ADD else "second card: stopped"
    return "start player (not valued)"


def cost(view: Any, mine: str, theirs: str, rollouts: int, rng: Rng) -> float:
    """Points ``mine`` loses against ``theirs`` over re-deals of the unseen (CRN)."""
    game = catalogue.get("zehn")
    seat = int(view["seat"])
    base = rebuild(view)
    lost = 0.0
    for k in range(rollouts):
        deal = WORLD.deal(base, seat, Rng.derive(rng.next64(), k))
        play_seed = rng.next64()
        a = WORLD.playout(game.apply(deal, mine, seat), seat, Rng(play_seed))
        b = WORLD.playout(game.apply(deal, theirs, seat), seat, Rng(play_seed))
        lost += b - a
    return lost / rollouts


def play(level: str, players: int, seed: int, seat: int, rollouts: int) -> dict[str, Any]:
    """One game; per row, the level's points lost and its decisions (and those unlike the
    model's)."""
    game = catalogue.get("zehn")
    specs = [PlayerSpec(f"p{s}", None) for s in range(players)]
    bots: list[Any] = [game.bot(level) if s == seat else StrongModelBot() for s in range(players)]
    model = StrongModelBot()
    state = game.new_game({}, specs, seed)
    lost: dict[str, float] = defaultdict(float)
    counts: dict[str, int] = defaultdict(int)
    unlike: dict[str, int] = defaultdict(int)
    rng = Rng.derive(seed, "phase_loss", seat)
    for turn in bot_turns(game, state, bots, seed):
        if turn.seat == seat and len(turn.legal) > 1:
            phase = str(turn.view["phase"])
            theirs = model.choose(turn.view, turn.legal, rng)
            row = kind(phase, turn.action)
            counts[row] += 1
            mine = turn.action
            if phase == "first":
                laid = actions.parse(mine)
                bare = actions.lay(str(laid.card), laid.down)
                if laid.chips:
                    counts["first card: protection chips"] += 1
                    unlike["first card: protection chips"] += 1
                    lost["first card: protection chips"] += cost(
                        turn.view, mine, bare, rollouts, rng
                    )
                mine = bare
            if phase != "choose" and mine != theirs:
                unlike[row] += 1
                lost[row] += cost(turn.view, mine, theirs, rollouts, rng)
        state = turn.after
    scores = game.result(state).scores
    others = (sum(scores) - scores[seat]) / (players - 1)
    return {
        "lost": dict(lost),
        "counts": dict(counts),
        "unlike": dict(unlike),
        "margin": scores[seat] - others,
        "breakdown": zehn_breakdown(state),
        "seat": seat,
    }


def _play_star(args: tuple[str, int, int, int, int]) -> dict[str, Any]:
    return play(*args)


def report(records: list[dict[str, Any]], level: str, players: int) -> str:
    games = len(records)
    rows = sorted({r for rec in records for r in rec["counts"]})
    margin = mean_ci95([rec["margin"] for rec in records])
    lines = [
        f"{games} games, {level} in one seat, the model of strong play in the others",
        f"  {level} - model seats' mean, points a game: {margin[0]:+.1f} "
        f"(95% CI {margin[1]:+.1f} … {margin[2]:+.1f})",
        "  points lost a game against the model's choice (positive: the level's choice cost)",
        f"    {'phase: what the level did':<36}{'lost':>7}  {'95% CI':<16}"
        f"{'decisions':>10}{'unlike':>8}",
    ]
    total = [sum(rec["lost"].values()) for rec in records]
    for row in rows:
        mean, lo, hi = mean_ci95([rec["lost"].get(row, 0.0) for rec in records])
        decided = sum(rec["counts"].get(row, 0) for rec in records) / games
        unlike = sum(rec["unlike"].get(row, 0) for rec in records) / games
        lines.append(f"    {row:<36}{mean:7.2f}  {lo:6.2f} … {hi:6.2f}{decided:10.2f}{unlike:8.2f}")
    mean, lo, hi = mean_ci95(total)
    lines.append(f"    {'all decisions':<36}{mean:7.2f}  {lo:6.2f} … {hi:6.2f}")
    lines.append(f"  where the points came from, a game (per seat): {level} | model")
    keys = sorted({k for rec in records for row in rec["breakdown"] for k in row})
    for key in keys:
        mine = statistics.fmean(rec["breakdown"][rec["seat"]].get(key, 0.0) for rec in records)
        theirs = statistics.fmean(
            statistics.fmean(
                row.get(key, 0.0) for s, row in enumerate(rec["breakdown"]) if s != rec["seat"]
            )
            for rec in records
        )
        lines.append(f"    {key:<34}{mine:8.2f} |{theirs:8.2f}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench zehn_phase_loss")
    parser.add_argument("--level", default="hard", help="the engine's bot level")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rollouts", type=int, default=64, help="re-deals per decision")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    deals = max(1, args.games // args.players)
    tasks = [
        (args.level, args.players, deal_seed(args.seed, d), s, args.rollouts)
        for d in range(deals)
        for s in range(args.players)
    ]
    if args.jobs > 1:
        from multiprocessing import Pool

        with Pool(args.jobs) as pool:
            records = pool.map(_play_star, tasks, chunksize=1)
    else:
        records = [_play_star(t) for t in tasks]
    print(
        f"zehn, {args.players} seats, {args.level}, {args.rollouts} re-deals a decision, "
        f"seed {args.seed}, CPython {sys.version.split()[0]}"
    )
    print(report(records, args.level, args.players))
    print(f"  ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
