"""The Eselspiel's forced moves (``Game.forced``): the moves the pace setting plays itself.

A move is forced when it is the only legal action, or when the card in play fits no pile: then
every other legal action is taken straight back and changes nothing. Checked at every
decision of whole games: a forced move is legal and never a slip, each alternative to it
changes no pile, and a card that fits somewhere is never forced anywhere.
"""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.eselspiel import actions, rules

GAME = catalogue.get("eselspiel")


def piles(match: Match) -> object:
    state = match.state
    return (state.draws, state.discards, state.middle, state.turn, state.pending, state.donkey)


@pytest.mark.parametrize(("seats", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_forced_moves_are_legal_no_slip_and_the_only_moves_that_change_anything(
    seats: int, seed: int
) -> None:
    players = [PlayerSpec(f"P{i}", "sharp") for i in range(seats)]
    match = Match.start(GAME, players, seed)
    forced_seen = {actions.TURN: 0, actions.KEEP: 0}
    while not match.is_over():
        seat = match.current
        assert seat is not None
        view, legal = match.view(seat), match.legal(seat)
        forced = GAME.forced(view, legal)
        fits = rules.fits_seen(view).all if view["card"] is not None else []
        if forced is None:
            assert len(legal) > 1 and view["card"] is not None and fits
        else:
            assert forced in legal and forced in forced_seen
            forced_seen[forced] += 1
            if len(legal) > 1:
                assert not fits
                for other in legal:
                    if other == forced:
                        continue
                    trial = Match.start(GAME, players, seed)
                    trial.state = GAME.copy_state(match.state)
                    before = piles(trial)
                    trial.play(other, seat)
                    assert piles(trial) == before, other
            events = match.state.events_total
            match.play(forced, seat)
            new = match.state.events[-(match.state.events_total - events) :]
            assert all(e["kind"] != "slip" for e in new)
            continue
        match.play(match.bot_choice(seat), seat)
    assert forced_seen[actions.TURN] > 0 and forced_seen[actions.KEEP] > 0


def test_no_other_game_plays_a_move_by_itself() -> None:
    for game_id in ("fuenf-kronen", "zehn", "zehn-gebote"):
        game = catalogue.get(game_id)
        match = Match.start(game, [PlayerSpec("A"), PlayerSpec("B", game.info.bot_levels[0])], 1)
        seat = match.current
        assert seat is not None
        assert game.forced(match.view(seat), match.legal(seat)) is None
