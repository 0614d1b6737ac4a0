"""Command line entry: ``simulate``, and the subcommands a game names in its optional
``games/<game>/commands.py`` (``COMMANDS``, gathered by the catalogue)."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.commands import Command
from kartentisch.engine.errors import KartentischError
from kartentisch.engine.simulate import format_table, simulate


def _add_simulate(p: argparse.ArgumentParser) -> None:
    p.add_argument("game", help="game id (the list is in kartentisch.games)")
    p.add_argument("--bots", required=True, help="comma-separated bot levels, one per seat")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (same output)")
    p.add_argument("--json", action="store_true")
    p.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option (VALUE read as JSON, else as text); may be repeated",
    )


def _parse_options(pairs: Sequence[str], known: Sequence[str]) -> dict[str, Any]:
    """Options from ``NAME=VALUE`` pairs; an unknown name is refused rather than ignored, so
    a typo cannot silently measure the default game."""
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, raw = pair.partition("=")
        if not sep or name not in known:
            raise KartentischError(f"unknown option {pair!r}; known: {', '.join(known)}")
        try:
            options[name] = json.loads(raw)
        except ValueError:
            options[name] = raw
    return options


def _run_simulate(args: argparse.Namespace) -> int:
    game = catalogue.get(args.game)
    bots = [b.strip() for b in args.bots.split(",") if b.strip()]
    unknown = [b for b in bots if b not in game.info.bot_levels]
    if unknown:
        print(
            f"unknown bot level(s) {unknown}; {args.game} has {list(game.info.bot_levels)}",
            file=sys.stderr,
        )
        return 2
    if not game.info.min_players <= len(bots) <= game.info.max_players:
        print(
            f"{args.game} needs {game.info.min_players}-{game.info.max_players} seats",
            file=sys.stderr,
        )
        return 2
    options = _parse_options(args.option, list(game.info.default_options))
    report = simulate(game, bots, args.games, args.seed, args.jobs, options)
    print(json.dumps(report) if args.json else format_table(report))
    return 0


COMMANDS: dict[str, Command] = {"simulate": (_add_simulate, _run_simulate)}


def main(argv: Sequence[str] | None = None) -> int:
    commands = {**COMMANDS, **catalogue.game_commands()}
    parser = argparse.ArgumentParser(prog="python -m kartentisch")
    sub = parser.add_subparsers(dest="command", required=True)
    for name, (add, _) in commands.items():
        add(sub.add_parser(name))
    args = parser.parse_args(argv)
    try:
        return commands[args.command][1](args)
    except KartentischError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
