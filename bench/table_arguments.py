"""The game, the table sizes and the bot levels a benchmark plays, asked and checked alike.

Every benchmark that plays any game of the catalogue reads them the same way, and refuses a
level the game does not have or a table size it does not seat the same way."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from kartentisch import catalogue


def add(
    parser: argparse.ArgumentParser, counts_flag: str, counts_help: str, levels_help: str
) -> None:
    parser.add_argument("--game", required=True, choices=catalogue.ids())
    parser.add_argument(counts_flag, help=f"comma-separated {counts_help}")
    parser.add_argument("--levels", help=f"comma-separated bot levels, {levels_help}")


def levels(
    parser: argparse.ArgumentParser, game_id: str, given: str | None, default: Sequence[str]
) -> list[str]:
    chosen = given.split(",") if given else list(default)
    unknown = [lv for lv in chosen if lv not in catalogue.get(game_id).info.bot_levels]
    if unknown:
        parser.error(f"{game_id} has no bot level {', '.join(unknown)}")
    return chosen


def counts(
    parser: argparse.ArgumentParser, game_id: str, given: str | None, default: Sequence[int]
) -> list[int]:
    chosen = [int(n) for n in given.split(",")] if given else list(default)
    info = catalogue.get(game_id).info
    if not all(info.min_players <= n <= info.max_players for n in chosen):
        parser.error(f"{game_id} seats {info.min_players} to {info.max_players}")
    return chosen
