"""An engine bot level against the independent sampling bot, deals paired.

``python3 -m bench bot_duel --game zehn --players 2 --games 200 [--level hard] [--jobs 2]
[--model strong]``

One seat holds the sampling bot (``bench/sampling_bot.py``; for Zehn ``--model strong`` plays
its playouts by a model of strong play), the others the engine's level.
Every deal is played once with the sampling bot in each seat, so both sides get the same
cards from the same places and the difference per deal (sampling bot minus the level's mean,
lower is better for the sampling bot) is paired: most of the luck of the deal cancels. Prints
points per game per side with a 95% interval, that difference with its interval, the win
shares, decision times (median and p99, processor time) and, for Zehn, where each side's points
came from. Each side's interval is printed twice: with every game one sample, and with a deal's
games one sample. The games of a deal share its luck (how long its rounds last, how many points
it leaves everywhere), so the second is the one that fits them; it can be wider or narrower.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from bench import sampling_bot
from kartentisch import catalogue
from kartentisch.engine.bot_turns import bot_turns
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.engine.simulate import mean_ci95, share_ci95

SAMPLER = "sampling"


@dataclass
class GameRecord:
    sampler_seat: int
    scores: list[float]
    ranks: list[int]
    times: dict[str, list[float]] = field(default_factory=dict)
    breakdown: list[dict[str, float]] = field(default_factory=list)
    """Per seat: points by source (Zehn only)."""


def play(
    game_id: str,
    level: str,
    players: int,
    seed: int,
    sampler_seat: int,
    samples: int,
    challenger: str = SAMPLER,
    expert_deals: int = 0,
    model: str = "plain",
) -> GameRecord:
    """One game; the challenger (the sampling bot, or an engine level) sits at one seat."""
    game = catalogue.get(game_id)
    sides = [SAMPLER if s == sampler_seat else level for s in range(players)]
    specs = [PlayerSpec(f"{side}-{s}", None) for s, side in enumerate(sides)]
    bots: list[Any] = [
        (
            _sampler(game_id, samples, model)
            if challenger == SAMPLER
            else _engine_bot(game_id, challenger, expert_deals)
        )
        if side == SAMPLER
        else _engine_bot(game_id, side, expert_deals)
        for side in sides
    ]
    state = game.new_game({}, specs, seed)
    times: dict[str, list[float]] = {SAMPLER: [], level: []}

    def stream(seat: int, step: int) -> Rng:
        return Rng.derive(seed, "duel", seat, step)

    for turn in bot_turns(game, state, bots, seed, stream=stream, clock=time.process_time):
        if len(turn.legal) > 1:
            times[sides[turn.seat]].append(turn.seconds)
        state = turn.after
    result = game.result(state)
    record = GameRecord(sampler_seat, list(result.scores), list(result.ranks), times)
    if game_id == "zehn":
        record.breakdown = zehn_breakdown(state)
    return record


def _sampler(game_id: str, samples: int, model: str) -> Any:
    if game_id == "zehn":
        return sampling_bot.make(game_id, samples=samples, model=model)
    return sampling_bot.make(game_id, samples=samples)


def _engine_bot(game_id: str, level: str, expert_deals: int) -> Any:
    """The level as the lobby makes it; Zehn's expert with ``expert_deals`` > 0 plays at most
    that many deals a decision, the way a time budget in the page cuts its search (a cap,
    unlike a clock, repeats for a seed)."""
    if game_id == "zehn" and level == "expert" and expert_deals > 0:
        from kartentisch.games.zehn.expert import ExpertBot, ExpertSettings

        return ExpertBot(ExpertSettings(deals=expert_deals))
    return catalogue.get(game_id).bot(level)


def zehn_breakdown(state: Any) -> list[dict[str, float]]:
    """Each seat's score split by where it came from; the parts add up to the score.

    Chips count 2 points each (a chip held is 2 points off), so paying 1 chip costs +2.
    """
    from kartentisch.games.zehn.cards import CHIPS_PER_PLAYER, pile_points

    n = state.n
    rows: list[dict[str, float]] = [defaultdict(float) for _ in range(n)]
    protection = [0] * n
    for event in state.events:
        kind = event["kind"]
        if kind == "round":
            protection = [0] * n
        elif kind == "lay":
            row = rows[event["seat"]]
            row["protection"] += 2 * event["chips"]
            protection[event["seat"]] = event["chips"]
            row["face-down lays (count)"] += 1 if event["down"] else 0
        elif kind == "protect":
            seat = event["seat"]
            rows[seat]["protection"] += 2 * (event["chips"] - protection[seat])
            protection[seat] = event["chips"]
        elif kind == "auction":
            rows[event["seat"]]["bids opened (count)"] += 1
        elif kind == "won":
            rows[event["seat"]]["auctions bought"] += 2 * event["amount"]
            rows[event["seat"]]["auctions won (count)"] += 1
            if event["paid"] == "owner":
                rows[event["owner"]]["auctions sold"] -= 2 * event["amount"]
        elif kind == "add":
            rows[event["seat"]]["second cards (count)"] += 1
        elif kind == "penalty":
            row = rows[event["seat"]]
            rounds = [c for c in event["cards"] if c.startswith("R")]
            row["round cards taken"] += pile_points(rounds)
            row["laid cards taken"] += pile_points(event["cards"]) - pile_points(rounds)
            row["rounds lost (count)"] += 1
        elif kind == "pot":
            rows[event["seat"]]["pot won"] -= 2 * event["chips"]
            rows[event["seat"]]["rounds won (count)"] += 1
    for s in range(n):
        rows[s]["hand at the end"] += pile_points(state.hands[s])
        rows[s]["chips at the start"] -= 2 * CHIPS_PER_PLAYER
    return [dict(r) for r in rows]


def _play_star(args: tuple[str, str, int, int, int, int, str, int, str]) -> GameRecord:
    return play(*args)


def deal_seed(seed: int, deal: int) -> int:
    return Rng.derive(seed, "bot_duel", deal).next64()


def run(
    game_id: str,
    level: str,
    players: int,
    games: int,
    seed: int,
    samples: int,
    jobs: int,
    challenger: str = SAMPLER,
    expert_deals: int = 0,
    model: str = "plain",
) -> list[list[GameRecord]]:
    """Per deal, the games with the challenger in each seat."""
    deals = max(1, games // players)
    tasks = [
        (game_id, level, players, deal_seed(seed, d), s, samples, challenger, expert_deals, model)
        for d in range(deals)
        for s in range(players)
    ]
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            records = pool.map(_play_star, tasks, chunksize=1)
    else:
        records = [_play_star(t) for t in tasks]
    return [records[d * players : (d + 1) * players] for d in range(deals)]


def _ms(values: Sequence[float]) -> str:
    ordered = sorted(values)
    if not ordered:
        return "no decisions"
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"median {statistics.median(ordered) * 1000:.1f} ms, p99 {p99 * 1000:.1f} ms"


def _interval(values: Sequence[float]) -> str:
    mean, lo, hi = mean_ci95(values)
    return f"{mean:.1f} (95% CI {lo:.1f} … {hi:.1f})"


def report(
    deals: list[list[GameRecord]], level: str, players: int, challenger: str = SAMPLER
) -> str:
    games = [g for d in deals for g in d]

    def challenger_points(g: GameRecord) -> float:
        return float(g.scores[g.sampler_seat])

    def level_points(g: GameRecord) -> float:
        """The level's points in ``g``, per seat."""
        return (sum(g.scores) - g.scores[g.sampler_seat]) / (players - 1)

    sampler = [challenger_points(g) for g in games]
    engine = [level_points(g) for g in games]
    diffs = [statistics.fmean(challenger_points(g) - level_points(g) for g in d) for d in deals]
    sampler_by_deal = [statistics.fmean(challenger_points(g) for g in d) for d in deals]
    engine_by_deal = [statistics.fmean(level_points(g) for g in d) for d in deals]
    mean, lo, hi = mean_ci95(diffs)
    s_wins = [1.0 if g.ranks[g.sampler_seat] == 1 else 0.0 for g in games]
    e_wins = [
        sum(1.0 for s, r in enumerate(g.ranks) if r == 1 and s != g.sampler_seat) / (players - 1)
        for g in games
    ]
    lines = [
        f"{len(games)} games ({len(deals)} deals x {players} seats), lower points are better",
        f"  {challenger:<14} {statistics.fmean(sampler):7.1f} points a game "
        f"(95% CI {mean_ci95(sampler)[1]:.1f} … {mean_ci95(sampler)[2]:.1f}), "
        f"wins {100 * statistics.fmean(s_wins):.1f}% "
        f"(95% CI {100 * share_ci95(s_wins)[0]:.1f} … {100 * share_ci95(s_wins)[1]:.1f})",
        f"  {level:<14} {statistics.fmean(engine):7.1f} points a game (per seat; "
        f"95% CI {mean_ci95(engine)[1]:.1f} … {mean_ci95(engine)[2]:.1f}), "
        f"wins {100 * statistics.fmean(e_wins):.1f}% per seat (fair {100 / players:.0f}%)",
        f"  the same, a deal's {players} games counted as one sample: {challenger} "
        f"{_interval(sampler_by_deal)}, {level} {_interval(engine_by_deal)}",
        f"  difference {challenger} - {level}, paired by deal: {mean:+.1f} "
        f"(95% CI {lo:+.1f} … {hi:+.1f})",
        f"  decision time {challenger}: {_ms([t for g in games for t in g.times[SAMPLER]])}",
        f"  decision time {level}: {_ms([t for g in games for t in g.times[level]])}",
    ]
    if games[0].breakdown:
        lines.append(f"  where the points came from, a game (per seat): {challenger} | {level}")
        keys = sorted({k for g in games for row in g.breakdown for k in row})
        for key in keys:
            mine = statistics.fmean(g.breakdown[g.sampler_seat].get(key, 0.0) for g in games)
            theirs = statistics.fmean(
                statistics.fmean(
                    row.get(key, 0.0) for s, row in enumerate(g.breakdown) if s != g.sampler_seat
                )
                for g in games
            )
            lines.append(f"    {key:<26}{mine:8.2f} |{theirs:8.2f}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench bot_duel")
    parser.add_argument("--game", default="zehn", choices=catalogue.ids())
    parser.add_argument("--level", default="hard", help="the engine's bot level")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=24, help="the sampling bot's deals")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--challenger", default=SAMPLER, help="'sampling' or an engine level (e.g. expert)"
    )
    parser.add_argument(
        "--expert-deals",
        type=int,
        default=0,
        help="Zehn's expert: at most this many deals a decision (as a time budget leaves)",
    )
    parser.add_argument(
        "--model",
        default="plain",
        choices=("plain", "strong"),
        help="Zehn: how the sampling bot's playouts play every seat",
    )
    args = parser.parse_args(argv)
    if args.challenger == SAMPLER:
        try:
            sampling_bot.make(args.game)
        except ValueError as exc:  # the games without a world for it
            parser.error(str(exc))
    started = time.perf_counter()
    deals = run(
        args.game,
        args.level,
        args.players,
        args.games,
        args.seed,
        args.samples,
        args.jobs,
        args.challenger,
        args.expert_deals,
        args.model,
    )
    against = (
        f"the sampling bot ({args.samples} samples, {args.model} playouts)"
        if args.challenger == SAMPLER
        else f"{args.challenger}"
    )
    print(
        f"{args.game}, {args.players} seats, {args.level} against {against}, "
        f"seed {args.seed}, CPython {sys.version.split()[0]}"
        + (f", expert at most {args.expert_deals} deals" if args.expert_deals else "")
    )
    print(report(deals, args.level, args.players, args.challenger))
    print(f"  ({time.perf_counter() - started:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
