"""``python -m kartentisch melds``: ask the meld solver about a hand from the command line."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from kartentisch.engine.commands import Command
from kartentisch.games.fuenf_kronen.cards import RANKS, parse_cards
from kartentisch.games.fuenf_kronen.solver import (
    Arrangement,
    best_discard,
    best_melds,
    can_go_out,
)


def _wild_rank(text: str) -> int:
    """The wild rank as a number 3-13 or a face letter (J, Q, K)."""
    faces = {"J": 11, "Q": 12, "K": 13}
    word = text.strip().upper()
    value = faces.get(word) or (int(word) if word.isdigit() else None)
    if value is None or value not in RANKS:
        raise argparse.ArgumentTypeError(f"wild rank must be 3-10, J, Q or K, not {text!r}")
    return value


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = (
        "Lay a Fünf Kronen hand out into books and runs with the least score left in hand."
    )
    parser.add_argument("hand", nargs="+", help='cards, e.g. "10* QH JK 3C" (JK = Joker)')
    parser.add_argument("--wild", type=_wild_rank, required=True, help="the round's wild rank")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--discard", action="store_true", help="first choose the best card to discard"
    )
    parser.add_argument(
        "--natural-required",
        action="store_true",
        help="every meld needs a card that is not wild",
    )


def _text(arrangement: Arrangement, discard: str | None, out: bool) -> str:
    lines = []
    if discard is not None:
        lines.append(f"discard: {discard}")
    for meld in arrangement.melds:
        lines.append("meld: " + " ".join(meld))
    lines.append("leftover: " + (" ".join(arrangement.leftover) or "-"))
    lines.append(f"score: {arrangement.score}")
    lines.append(f"can go out: {'yes' if out else 'no'}")
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    try:
        hand = parse_cards(" ".join(args.hand))
        if args.discard:
            choice = best_discard(hand, args.wild, args.natural_required)
            arrangement, discard = choice.arrangement, choice.card
        else:
            arrangement, discard = best_melds(hand, args.wild, args.natural_required), None
        # Going out means every card but one (the discard) is melded: a property of the
        # whole hand, the same with or without --discard.
        out = can_go_out(hand, args.wild, args.natural_required)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    if args.json:
        data: dict[str, Any] = {}
        if discard is not None:
            data["discard"] = discard
        data["melds"] = [list(meld) for meld in arrangement.melds]
        data["leftover"] = list(arrangement.leftover)
        data["score"] = arrangement.score
        data["can_go_out"] = out
        print(json.dumps(data))
    else:
        print(_text(arrangement, discard, out))
    return 0


COMMANDS: dict[str, Command] = {"melds": (add_arguments, run)}
"""The subcommands this game adds to ``python -m kartentisch`` (``catalogue.game_commands``)."""
