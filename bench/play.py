"""Bot-only games of one game on CPython: their lengths, and the time each part of a move takes.

``python3 -m bench play --game ID [--games N] [--players 2,3] [--levels hard,medium,easy]
[--seed S]`` plays ``--games`` games at each player count (game ``g`` dealt with seed
``S + g``), the levels moving on by one seat every game so that each plays from every seat.
Per player count: how the games ended, their rounds (where the game counts them) and their
actions. Over all games: time per bot decision (per level and in all), per applied action, per
view of seat 0, per table render as seat 0 sees it (where the game's table is in this build),
per view and render together, and per save replay of a whole game, each as mean, p95 and max,
and median and p99. The default levels are the game's three weakest, strongest first (the
expert levels' searches are timed by ``decisions``); ``DEFAULTS`` holds a game's own player
counts, number of games and seed. Figures are printed, never asserted.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from bench import table_arguments
from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec, Seat, View
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables import has_renderer, renderer_for


@dataclass(frozen=True)
class Defaults:
    players: tuple[int, ...] = (4,)
    games: int = 20
    """Games per player count."""
    seed: int = 1000


DEFAULTS = {
    "eselspiel": Defaults(players=(2, 3, 4, 6, 8), games=20, seed=500),
    "zehn": Defaults(players=(3,), games=20, seed=2000),
    "zehn-gebote": Defaults(players=(4,), games=30, seed=1000),
}
"""Per game, where it differs from ``Defaults()``."""


@dataclass(frozen=True)
class Step:
    """One bot move: who moved, seconds spent on each part, and seat 0's view after it."""

    seat: Seat | None
    decide: float
    apply: float
    view: float
    seen: View


@dataclass
class Seconds:
    """Every timing of a run, in seconds."""

    decide: dict[str, list[float]] = field(default_factory=dict)
    """By bot level."""
    apply: list[float] = field(default_factory=list)
    view: list[float] = field(default_factory=list)
    render: list[float] = field(default_factory=list)
    view_render: list[float] = field(default_factory=list)
    replay: list[float] = field(default_factory=list)


def rotating_bots(levels: Sequence[str], players: int, game: int) -> list[PlayerSpec]:
    """Bot-only seats ``P0``, ``P1``, ... whose levels move on by one seat each game."""
    return [PlayerSpec(f"P{i}", levels[(i + game) % len(levels)]) for i in range(players)]


def timed_moves(match: Match) -> Iterator[Step]:
    """Let the bots play ``match`` to its end, one timed step per move."""
    while not match.is_over():
        seat = match.current
        t0 = time.perf_counter()
        action = match.bot_choice()
        t1 = time.perf_counter()
        match.play(action)
        t2 = time.perf_counter()
        seen = match.view(0)
        t3 = time.perf_counter()
        yield Step(seat, t1 - t0, t2 - t1, t3 - t2, seen)


def replay_seconds(match: Match) -> float:
    """Seconds to load the match's save, which replays its whole log."""
    text = saves.to_json(match)
    t0 = time.perf_counter()
    saves.from_json(text, catalogue.get)
    return time.perf_counter() - t0


def spread_ms(values: Sequence[float]) -> str:
    ordered = sorted(values)
    if not ordered:
        return "none"
    p95 = ordered[int(len(ordered) * 0.95)]
    p99 = ordered[int(len(ordered) * 0.99)]
    return (
        f"mean {statistics.mean(ordered) * 1000:.3f} ms, p95 {p95 * 1000:.3f} ms, max "
        f"{ordered[-1] * 1000:.3f} ms; median {statistics.median(ordered) * 1000:.3f} ms, "
        f"p99 {p99 * 1000:.3f} ms"
    )


def play_games(
    game_id: str, players: int, levels: Sequence[str], games: int, seed: int, seconds: Seconds
) -> str:
    """Play the games at one player count, adding their timings to ``seconds``; the line
    about how they ended and how long they were."""
    game = catalogue.get(game_id)
    drawn = has_renderer(game_id)
    endings: Counter[str] = Counter()
    rounds: list[int] = []
    lengths: list[int] = []
    for g in range(games):
        specs = rotating_bots(levels, players, g)
        match = Match.start(game, specs, seed + g)
        renderer = renderer_for(game_id) if drawn else None
        names = [s.name for s in specs]
        seen_as = [None, *(s.bot for s in specs[1:])]
        for step in timed_moves(match):
            assert step.seat is not None
            seconds.decide.setdefault(str(specs[step.seat].bot), []).append(step.decide)
            seconds.apply.append(step.apply)
            seconds.view.append(step.view)
            if renderer is not None:
                t0 = time.perf_counter()
                renderer.render(step.seen, TableContext(0, "de", names, match.legal(0), seen_as))
                render = time.perf_counter() - t0
                seconds.render.append(render)
                seconds.view_render.append(step.view + render)
        seconds.replay.append(replay_seconds(match))
        details = match.result().details
        endings[str(details.get("ending", "-"))] += 1
        if isinstance(details.get("rounds"), int):
            rounds.append(int(details["rounds"]))
        lengths.append(len(match.log))
    line = f"{players} players: endings {dict(endings)}"
    if rounds:
        line += f"; rounds median {statistics.median(rounds):.0f} max {max(rounds)}"
    return (
        f"{line}; actions per game mean {statistics.mean(lengths):.1f}, median "
        f"{statistics.median(lengths):.0f}, max {max(lengths)}"
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench play", description=__doc__)
    table_arguments.add(
        parser, "--players", "player counts (default: the game's)", "rotated over the seats"
    )
    parser.add_argument("--games", type=int, help="games per player count (default: the game's)")
    parser.add_argument("--seed", type=int, help="game g is dealt with seed + g")
    args = parser.parse_args(argv)
    game_id = args.game
    info = catalogue.get(game_id).info
    defaults = DEFAULTS.get(game_id, Defaults())
    weakest_three = list(reversed(info.bot_levels[:3]))
    levels = table_arguments.levels(parser, game_id, args.levels, weakest_three)
    counts = table_arguments.counts(parser, game_id, args.players, defaults.players)
    games = defaults.games if args.games is None else args.games
    seed = defaults.seed if args.seed is None else args.seed
    print(
        f"{info.name('de')}, {games} games per player count, levels {','.join(levels)}, "
        f"seed {seed} + game, CPython {sys.version.split()[0]}"
    )
    seconds = Seconds()
    for players in counts:
        print(play_games(game_id, players, levels, games, seed, seconds), flush=True)
    every = [t for level in levels for t in seconds.decide.get(level, [])]
    width = max(len(level) for level in levels)
    for level in levels:
        print(f"bot decision, {level:<{width}}: {spread_ms(seconds.decide.get(level, []))}")
    print(f"bot decision, {'all':<{width}}: {spread_ms(every)}")
    print(f"apply action:    {spread_ms(seconds.apply)}")
    print(f"view (seat 0):   {spread_ms(seconds.view)}")
    if seconds.render:
        print(f"table render:    {spread_ms(seconds.render)}")
        print(f"view + render:   {spread_ms(seconds.view_render)}")
    print(f"save replay:     {spread_ms(seconds.replay)} (a whole game)")
    return 0
