"""The one generic check every game plugs into (after OpenSpiel's random_sim_test).

It plays random legal actions from a seed to the end and checks, after every step, what the
protocol promises: no card lost or duplicated, legal actions apply, illegal ones raise and
leave the state unchanged, views are JSON and hide what they must (cards, and what pending
questions give away about them), and a save resumes into the same game. It lives in the
package (not under tests/) so it runs under Pyodide too.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from kartentisch.engine import saves
from kartentisch.engine.errors import IllegalActionError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import SCORE_MEASURES, Game, PlayerSpec
from kartentisch.engine.rng import Rng

BOGUS_ACTIONS = ("", "nonsense", "draw 999", "discard ZZ", "bid -1", "play 0", "pass pass")
HIDDEN_WORLDS = 2
"""Worlds a seat can't tell apart, drawn per step: several, so that a question following a
hidden card is caught even when one shuffle happens to leave that card where it was."""


def _fingerprint(game: Game[Any, Any], state: Any, seats: int) -> tuple[Any, ...]:
    """Everything any seat can see, plus every card: equal fingerprints, equal games."""
    views = [game.view(state, s) for s in range(seats)] + [game.view(state, None)]
    return (views, game.cards(state))


def _who_acts(game: Game[Any, Any], state: Any, seats: int) -> tuple[Any, ...]:
    """Whose turn it is, who may act and which seats have an action: public in every game."""
    with_actions = [s for s in range(seats) if game.legal_actions(state, s)]
    return (game.current_player(state), game.actors(state), with_actions)


def check_hidden_information(
    game: Game[Any, Any], state: Any, seats: int, looker: int | None, rng: Rng
) -> None:
    """Raise AssertionError when what ``looker`` sees depends on cards it may not see.

    Each ``shuffle_hidden`` gives a world ``looker`` can't tell from this one: the hidden cards
    redistributed, and what derives from them carried along (a pending question for "whoever
    holds card X" is no longer pending for a seat the shuffle took X from). In every such
    world ``looker``'s view, whose turn it is, who may act and which seats have an action
    must be the same as here, and the world must be playable: a legal action of the seat to
    act applies. A question put only to the holder of a hidden card fails this, because in
    the other worlds someone else holds it.
    """
    view = game.view(state, looker)
    json.dumps(view)
    acting = _who_acts(game, state, seats)
    who = "the spectator" if looker is None else f"seat {looker}"
    for _ in range(HIDDEN_WORLDS):
        world = game.shuffle_hidden(state, looker, rng)
        assert game.view(world, looker) == view, f"{who}'s view shows hidden cards"
        assert _who_acts(game, world, seats) == acting, f"who acts depends on cards {who} can't see"
        seat = game.current_player(world)
        if seat is None:
            continue
        legal = game.legal_actions(world, seat)
        assert legal, f"seat {seat} has no action in a world {who} can't tell from this one"
        action = rng.choice(legal)
        try:
            game.apply(world, action, seat)
        except Exception as error:  # any failure: the shuffled world was not a real one
            raise AssertionError(
                f"{action!r} by seat {seat} fails in a world {who} can't tell from this one: "
                f"{error!r}"
            ) from error


def check_random_playout(
    game: Game[Any, Any],
    seats: int,
    seed: int,
    *,
    max_steps: int = 20_000,
    save_every: int = 97,
    options: dict[str, Any] | None = None,
    bots: Sequence[str] | None = None,
    bot_share: float = 1.0,
) -> int:
    """Play to the end; return the number of actions. Raises AssertionError on a broken promise.

    Without ``bots`` every action is drawn uniformly from the legal ones. With ``bots`` a
    share ``bot_share`` of the actions comes from those bot levels and the rest stays random:
    purely random play can be too aimless to ever end some games (nobody goes out in Fünf
    Kronen), while the random share still reaches the odd corners.
    """
    game_id = game.info.id
    players = [
        PlayerSpec(f"P{i + 1}", (bots[i] if bots else game.info.bot_levels[0]))
        for i in range(seats)
    ]
    match = Match.start(game, players, seed, options)
    rng = Rng.derive(seed, "conformance")
    deal = game.cards(match.state)
    steps = 0
    while not match.is_over():
        assert steps < max_steps, f"{game_id} seed {seed}: no end after {max_steps} actions"
        state = match.state
        actors = game.actors(state)
        assert actors, "a running game must have someone to act"
        assert match.current in actors
        before = _fingerprint(game, state, seats)

        # Hidden information: one seat per step in rotation (every seat is covered every few
        # steps), and the spectator each step.
        check_hidden_information(game, state, seats, steps % seats, rng.copy())
        check_hidden_information(game, state, seats, None, rng.copy())

        current_legal = game.legal_actions(state, match.current or 0)
        for seat in range(seats):
            legal = set(game.legal_actions(state, seat))
            assert not legal or seat in actors, f"seat {seat} has actions out of turn"
            tries = [b for b in BOGUS_ACTIONS if b not in legal]
            tries += [a for a in current_legal[:1] if a not in legal]
            for bogus in tries:
                try:
                    game.apply(state, bogus, seat)
                except IllegalActionError:
                    pass
                else:
                    raise AssertionError(f"illegal {bogus!r} by seat {seat} was accepted")
        assert _fingerprint(game, state, seats) == before, "an illegal action changed it"

        seat = match.current
        assert seat is not None
        legal_list = game.legal_actions(state, seat)
        assert legal_list, f"seat {seat} must act but has no legal action"
        assert len(set(legal_list)) == len(legal_list), "duplicate legal actions"
        if bots and rng.chance(bot_share):
            action = match.bot_choice(seat)
            assert action in legal_list, f"bot chose illegal {action!r}"
        else:
            action = rng.choice(legal_list)
        match.play(action, seat)
        steps += 1
        assert _fingerprint(game, state, seats) == before, "apply changed the state it was given"
        assert game.cards(match.state) == deal, f"cards changed after {action!r}"

        if steps % save_every == 0:
            resumed = saves.from_json(saves.to_json(match), saves.only(game))
            assert _fingerprint(game, resumed.state, seats) == _fingerprint(
                game, match.state, seats
            ), "save and load gave another game"
    result = match.result()
    assert len(result.scores) == seats and len(result.ranks) == seats
    assert min(result.ranks) == 1
    assert game.info.score_measure in SCORE_MEASURES, "the scores count points or cards"
    resumed = saves.from_json(saves.to_json(match), saves.only(game))
    assert resumed.is_over() and resumed.result() == result
    return steps
