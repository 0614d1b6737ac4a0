"""Undo against bots, for every game: what the engine lets the person take back, and that
taking it back gives the exact position again (views, legal actions, every random stream)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.bot_levels import strongest_without_search
from tests.hypothesis_depth import examples

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.errors import SaveError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Action, PlayerSpec, Seat
from kartentisch.engine.rng import Rng

GAMES = [g.info.id for g in catalogue.all_games() if g.info.playable]
PERSON = 0


@dataclass(frozen=True)
class Step:
    before: Any
    actor: Seat
    action: Action
    after: Any
    mark: bool
    """Whether the person may take it back."""


def table(game_id: str, seats: int) -> list[PlayerSpec]:
    level = strongest_without_search(game_id)
    return [PlayerSpec("Pat")] + [PlayerSpec(f"Bot {i}", level) for i in range(1, seats)]


def person_choice(match: Match, rng: Rng) -> Action:
    """The person plays like a bot most of the time, and now and then any legal action."""
    legal = match.legal(PERSON)
    if rng.chance(0.3):
        return rng.choice(legal)
    level = match.game.info.bot_levels[0]
    bot = match.game.bot(level)
    return bot.choose(match.view(PERSON), legal, rng)


def advance(match: Match, rng: Rng, steps: list[Step] | None = None) -> None:
    """One action: the bot's whose turn it is, or the person's."""
    seat = match.current
    assert seat is not None
    action = match.bot_choice(seat) if match.is_bot(seat) else person_choice(match, rng)
    before = match.state
    match.play(action, seat)
    if steps is not None:
        steps.append(Step(before, seat, action, match.state, match.undo_marks[-1] is None))


def replayed(match: Match, upto: int) -> Match:
    fresh = Match.start(match.game, match.players, match.seed, match.options)
    for seat, action in match.log[:upto]:
        fresh.play(action, seat)
    return fresh


def position(match: Match) -> dict[str, Any]:
    """Everything the table and the bots can tell about a position."""
    seats = range(len(match.players))
    return {
        "views": [match.view(seat) for seat in seats],
        "spectator": match.view(None),
        "legal": [match.legal(seat) for seat in seats],
        "current": match.current,
        "rng": match.state.rng.state,
        "log": list(match.log),
        "marks": list(match.undo_marks),
    }


TABLES = [
    (game_id, seats)
    for game_id in GAMES
    for seats in range(
        catalogue.get(game_id).info.min_players, min(catalogue.get(game_id).info.max_players, 5) + 1
    )
]
"""Every game at every table size from its smallest up to five seats."""


@pytest.mark.parametrize(("game_id", "seats"), TABLES)
@settings(max_examples=examples(2), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40))
def test_undo_restores_the_exact_position(game_id: str, seats: int, seed: int) -> None:
    match = Match.start(catalogue.get(game_id), table(game_id, seats), seed)
    rng = Rng.derive(seed, "person")
    undone = 0
    while not match.is_over() and len(match.log) < 400 and undone < 6:
        cut = match.undo_start()
        if cut is not None and rng.chance(0.3):
            expected = position(replayed(match, cut))
            taken_back = match.log[cut:]
            match.undo()
            undone += 1
            assert position(match) == expected
            # the same action again: the bots after it choose exactly what they chose before
            for seat, action in taken_back:
                if match.is_bot(seat):
                    assert match.bot_choice(seat) == action
                match.play(action, seat)
            continue
        advance(match, rng)
    assert match.undos == undone
    if undone:
        reloaded = saves.from_json(saves.to_json(match), catalogue.get)
        assert reloaded.undos == undone
        assert position(reloaded) == position(match)


@pytest.mark.parametrize("game_id", GAMES)
@settings(max_examples=examples(5), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**40))
def test_what_may_be_taken_back_showed_the_person_nothing(game_id: str, seed: int) -> None:
    """An action the person may take back would have looked the same to them whatever the
    cards hidden from them were: redealing those cards before it changes nothing they see."""
    game = catalogue.get(game_id)
    match = Match.start(catalogue.get(game_id), table(game_id, 3), seed)
    rng = Rng.derive(seed, "person")
    steps: list[Step] = []
    while not match.is_over() and len(steps) < 250:
        advance(match, rng, steps)
    marked = [step for step in steps if step.mark]
    assert marked, "the person could take nothing back"
    for number, step in enumerate(marked):
        seen = game.view(step.after, PERSON)
        for sample in range(3):
            redealt = game.shuffle_hidden(step.before, PERSON, Rng.derive(seed, number, sample))
            if not game.is_legal(redealt, step.actor, step.action):
                continue  # a bot's action that its redealt hand would not allow
            other = game.apply(redealt, step.action, step.actor)
            assert game.view(other, PERSON) == seen, step.action


@pytest.mark.parametrize("game_id", GAMES)
def test_no_undo_at_a_table_of_two_people(game_id: str) -> None:
    info = catalogue.get(game_id).info
    players = [PlayerSpec("Ann"), PlayerSpec("Bea")] + [
        PlayerSpec(f"Bot {i}", info.bot_levels[0]) for i in range(max(0, info.min_players - 2))
    ]
    match = Match.start(catalogue.get(game_id), players, 7)
    rng = Rng(7)
    for _ in range(30):
        if match.is_over():
            break
        seat = match.current
        assert seat is not None
        action = match.bot_choice(seat) if match.is_bot(seat) else rng.choice(match.legal(seat))
        match.play(action, seat)
        assert match.undo_start() is None
    with pytest.raises(ValueError):
        match.undo()


def test_an_old_save_without_undos_loads_and_a_save_keeps_them() -> None:
    match = Match.start(catalogue.get("fuenf-kronen"), table("fuenf-kronen", 3), 11)
    text = saves.to_json(match)
    assert '"undos"' not in text
    assert saves.from_json(text, catalogue.get).undos == 0
    match.play("draw discard", PERSON) if match.current == PERSON else None
    match.undos = 2
    assert saves.from_json(saves.to_json(match), catalogue.get).undos == 2


@pytest.mark.parametrize("bad", ['"2"', "-1", "true", "1e3", str(saves.MAX_UNDOS + 1)])
def test_a_save_with_a_bad_undo_count_is_refused(bad: str) -> None:
    match = Match.start(catalogue.get("zehn"), table("zehn", 3), 5)
    match.undos = 1
    data = json.loads(saves.to_json(match))
    data.pop("checksum")
    data["undos"] = json.loads(bad)
    data["checksum"] = saves.body_checksum(data)
    with pytest.raises(SaveError):
        saves.from_json(json.dumps(data), catalogue.get)


def test_the_match_says_why_an_action_cannot_be_taken_back() -> None:
    match = Match.start(catalogue.get("fuenf-kronen"), table("fuenf-kronen", 3), 11)
    while match.current != PERSON:
        match.play(match.bot_choice())
    assert match.undo_refusal() is None  # nothing of the person's to take back yet
    match.play("draw stock", PERSON)
    assert not match.can_undo() and match.undo_refusal() == "saw_card"
    match.play(match.legal(PERSON)[-1], PERSON)
    if match.current is not None and match.is_bot(match.current):
        assert match.can_undo() and match.undo_refusal() is None
        bot = match.current
        action = match.bot_choice()
        match.play(action)
        # whatever the next seat draws answers the throw (Fünf Kronen's undo rules)
        assert match.undo_refusal() == "answered", (bot, action)
