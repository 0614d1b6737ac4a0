"""No table writes an action's text: every action a renderer sends, checks or reads is made
and read by its game's ``actions`` module (as python-chess pairs ``Move.uci()`` with
``Move.from_uci()``), so the grammar of each game is written once and saves keep reading."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re

import pytest

ANY_GAME = (
    r'\baction=f?"',  # a control's action written out
    r"\b(?:action|a)\.(?:split|partition)\(",  # an action taken apart by hand
)
"""What would build or read an action in any renderer."""

OWN_WORDS: dict[str, tuple[str, ...]] = {
    "fuenf_kronen": (
        r'"(?:draw stock|draw discard|next round)"',
        r'f?"(?:discard|go out) [{0-9JQK]',
        r'" as "',
    ),
    "zehn": (
        r'f"(?:lay|bid|raise|protect|add|start) ',
        r"\.split\(\)\[",
    ),
    "eselspiel": (
        r'f?"(?:place|top|middle|seat) ',
        r'"(?:turn|keep)"\s+(?:not\s+)?in\b',
        r'return\s+f?"(?:turn|keep)',
    ),
    "zehn_gebote": (
        r'f?"(?:play|call|penalty|give|bury|drop|shed|pass|swap|first) ',
        r'"(?:draw|none|done)"\s+(?:not\s+)?in\b',
        r'(?:==|in)\s+\(?"(?:none|done)"',
        r'return\s+f?"draw',
    ),
}
"""Per game: its verbs written as text, compared, or offered."""


def action_literals(game: str, source: str) -> list[str]:
    """Every place in ``source`` (a renderer of ``game``) that writes an action's text."""
    return [hit for pattern in ANY_GAME + OWN_WORDS[game] for hit in re.findall(pattern, source)]


@pytest.mark.parametrize("game", sorted(OWN_WORDS))
def test_the_table_writes_no_action_text_of_its_own(game: str) -> None:
    package = importlib.import_module(f"kartentisch.ui.tables.{game}")
    modules = [
        importlib.import_module(f"{package.__name__}.{info.name}")
        for info in pkgutil.iter_modules(package.__path__)
    ]
    source = "".join(inspect.getsource(module) for module in [package, *modules])
    assert action_literals(game, source) == []


@pytest.mark.parametrize(
    ("game", "line"),
    [
        ("fuenf_kronen", 'button("", action="draw stock")'),
        ("zehn", 'return f"lay {card} open"'),
        ("eselspiel", 'action = f"top {drop}"'),
        ("eselspiel", 'if key == "t" and "turn" in ctx.legal:'),
        ("eselspiel", 'target = f"seat {seat}"'),
        ("zehn_gebote", 'table = [a for a in ctx.legal if a.startswith("penalty ")]'),
        ("zehn_gebote", 'verb, _, arg = action.partition(" ")'),
        ("zehn_gebote", 'elif arg in ("none", "done"):'),
    ],
)
def test_the_scan_finds_an_action_written_out(game: str, line: str) -> None:
    """What the scan is for: each of these lines (as the tables once had them) is caught."""
    assert action_literals(game, line)
