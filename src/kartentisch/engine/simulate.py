"""Bot-only games, headless: the figures that show bot levels apart.

Seats are rotated from game to game (entry i of ``bots`` sits at seat ``(i + g) % n`` in game
``g``), so a figure belongs to a bot entry, not to a lucky seat. Every game's seed is derived
from the run's seed and the game's number: the same seed gives the same table, whatever the
number of worker processes.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Game, PlayerSpec
from kartentisch.engine.rng import Rng

MAX_STEPS = 1_000_000


@dataclass(frozen=True)
class GameOutcome:
    scores: tuple[float, ...]
    """Per bot entry, not per seat."""
    wins: tuple[bool, ...]
    steps: int
    details: dict[str, Any]


def game_seed(seed: int, number: int) -> int:
    return Rng.derive(seed, "simulate", number).next64()


def play_one(
    game: Game[Any, Any],
    bots: Sequence[str],
    seed: int,
    number: int,
    options: Mapping[str, Any] | None = None,
) -> GameOutcome:
    n = len(bots)
    shift = number % n
    seat_of = [(i + shift) % n for i in range(n)]
    entry_at = {seat: i for i, seat in enumerate(seat_of)}
    players = [
        PlayerSpec(f"{bots[entry_at[s]]}-{entry_at[s] + 1}", bots[entry_at[s]]) for s in range(n)
    ]
    match = Match.start(game, players, game_seed(seed, number), dict(options or {}))
    steps = 0
    while not match.is_over():
        steps += 1
        if steps > MAX_STEPS:
            raise RuntimeError(f"game {number} did not end after {MAX_STEPS} actions")
        match.play(match.bot_choice())
    result = match.result()
    return GameOutcome(
        tuple(result.scores[seat_of[i]] for i in range(n)),
        tuple(result.ranks[seat_of[i]] == 1 for i in range(n)),
        steps,
        dict(result.details),
    )


def _play_star(
    args: tuple[Game[Any, Any], tuple[str, ...], int, int, dict[str, Any]],
) -> GameOutcome:
    return play_one(*args)


def mean_ci95(values: Sequence[float]) -> tuple[float, float, float]:
    """Mean and a normal-approximation 95% interval of the mean."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    half = 1.96 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def share_ci95(flags: Sequence[float]) -> tuple[float, float]:
    """The 95% interval of a share, clamped to [0, 1]: a rate outside it means nothing, and
    the normal approximation leaves it near 0 and 1."""
    _, lo, hi = mean_ci95(flags)
    return max(0.0, lo), min(1.0, hi)


def _spread(values: Sequence[int]) -> dict[str, Any]:
    ordered = sorted(values)
    mean, _, _ = mean_ci95([float(v) for v in ordered])
    return {"mean": round(mean, 1), "median": ordered[len(ordered) // 2], "max": ordered[-1]}


def simulate(
    game: Game[Any, Any],
    bots: Sequence[str],
    games: int,
    seed: int,
    jobs: int = 1,
    options: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Play ``games`` bot games and summarise them.

    Besides scores and wins the report counts how the games ended (``endings``, from each
    result's ``ending`` detail) and, where a game counts rounds, how many it took: a rule
    change that makes games stall shows up as a number there, not only as longer runs.
    """
    opts = dict(options or {})
    tasks = [(game, tuple(bots), seed, g, opts) for g in range(games)]
    if jobs > 1:
        from multiprocessing import Pool

        with Pool(jobs) as pool:
            outcomes = pool.map(_play_star, tasks, chunksize=max(1, games // (jobs * 8)))
    else:
        outcomes = [_play_star(t) for t in tasks]
    seats = []
    for i, bot in enumerate(bots):
        scores = [o.scores[i] for o in outcomes]
        mean, lo, hi = mean_ci95(scores)
        win_flags = [1.0 if o.wins[i] else 0.0 for o in outcomes]
        wlo, whi = share_ci95(win_flags)
        seats.append(
            {
                "bot": bot,
                "mean_score": round(mean, 3),
                "wins": int(sum(win_flags)),
                "ci95": [round(lo, 3), round(hi, 3)],
                "win_rate_ci95": [round(wlo, 3), round(whi, 3)],
            }
        )
    endings = Counter(str(o.details.get("ending", "unknown")) for o in outcomes)
    report: dict[str, Any] = {
        "game": game.info.id,
        "games": games,
        "seed": seed,
        "options": opts,
        "seats": seats,
        "actions_per_game": _spread([o.steps for o in outcomes]),
        "endings": dict(sorted(endings.items())),
    }
    rounds = [o.details.get("rounds") for o in outcomes]
    if all(isinstance(r, int) and not isinstance(r, bool) for r in rounds):
        report["rounds_per_game"] = _spread([int(r) for r in rounds if r is not None])
    return report


def format_table(report: dict[str, Any]) -> str:
    lines = [
        f"{report['game']}: {report['games']} games, seed {report['seed']}",
        f"{'entry':<6}{'bot':<10}{'mean score':>12}{'95% CI':>22}{'wins':>7}",
    ]
    for i, s in enumerate(report["seats"], 1):
        lo, hi = s["ci95"]
        lines.append(
            f"{i:<6}{s['bot']:<10}{s['mean_score']:>12.2f}"
            f"{f'[{lo:.2f}, {hi:.2f}]':>22}{s['wins']:>7}"
        )
    for key, label in (("actions_per_game", "actions"), ("rounds_per_game", "rounds")):
        if key in report:
            d = report[key]
            lines.append(
                f"{label} per game: mean {d['mean']}, median {d['median']}, max {d['max']}"
            )
    endings = ", ".join(f"{reason} {count}" for reason, count in report["endings"].items())
    lines.append(f"endings: {endings}")
    return "\n".join(lines)
