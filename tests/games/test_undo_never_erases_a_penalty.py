"""In no game may a person take back a move after which the table announced a penalty.

The slip is the skill these games test (an overlooked fit in Eselspiel, a missed call or a card
that does not fit in 10 Gebote, leftover points counted in Fünf Kronen's last turn, a round's
penalty cards in Zehn): a take-back would let the second try learn from the first. Each game
is played with the person's seat choosing badly now and then, and at every announced penalty
after the person's move ``can_undo`` must be false.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec


def esel_slip(before: Any, after: Any) -> bool:
    count = after.events_total - before.events_total
    return count > 0 and any(e["kind"] == "slip" for e in after.events[-count:])


def chip_given(before: Any, after: Any) -> bool:
    return bool(after.chips != before.chips)


def leftover_counted(before: Any, after: Any) -> bool:
    if after.round != before.round:
        return True
    return any(e["kind"] in ("lay_down", "round_end") for e in after.events[len(before.events) :])


def penalty_taken(before: Any, after: Any) -> bool:
    return sum(map(len, after.penalty)) > sum(map(len, before.penalty))


ANNOUNCED: dict[str, Callable[[Any, Any], bool]] = {
    "eselspiel": esel_slip,
    "zehn-gebote": chip_given,
    "fuenf-kronen": leftover_counted,
    "zehn": penalty_taken,
}
REASONS = {
    "eselspiel": {"penalty"},
    "zehn-gebote": {"penalty"},
    "fuenf-kronen": {"penalty", "round_over"},
    "zehn": {"round_over"},
}
"""What the undo button says instead (``Match.undo_refusal``): the penalty, or the round's end
that counted it."""


@pytest.mark.parametrize("game_id", sorted(ANNOUNCED))
def test_a_penalty_the_table_announced_is_never_taken_back(game_id: str) -> None:
    game = catalogue.get(game_id)
    level = game.info.bot_levels[1]
    announced = ANNOUNCED[game_id]
    seen = 0
    for seed in range(6):
        rng = random.Random(seed)
        players = [PlayerSpec("Pat"), PlayerSpec("Anna", level), PlayerSpec("Ben", level)]
        match = Match.start(game, players, seed)
        stand_in = game.bot(level)
        while not match.is_over() and len(match.log) < 400:
            seat = match.current
            assert seat is not None
            if match.is_bot(seat):
                match.play(match.bot_choice())
                continue
            legal = match.legal(0)
            action = (
                rng.choice(legal)
                if rng.random() < 0.3
                else stand_in.choose(match.view(0), legal, match.state.rng.copy())
            )
            before = match.state
            match.play(action)
            if announced(before, match.state):
                seen += 1
                assert not match.can_undo(), (seed, action)
                if not match.is_over():
                    assert match.undo_refusal() in REASONS[game_id], (seed, action)
    assert seen > 0, f"{game_id}: no penalty came up to check"
