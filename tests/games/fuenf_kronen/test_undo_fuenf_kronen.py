"""Fünf Kronen: what a person alone with bots may take back (``games/fuenf_kronen/undo.py``)."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

PLAYERS = (PlayerSpec("Pat"), PlayerSpec("Anna", "hard"), PlayerSpec("Ben", "hard"))


def at_persons_draw(seed: int) -> Match:
    match = Match.start(catalogue.get("fuenf-kronen"), PLAYERS, seed)
    while match.current != 0:
        match.play(match.bot_choice())
    return match


def test_drawing_from_the_stock_is_never_taken_back() -> None:
    match = at_persons_draw(1)
    match.play("draw stock")
    assert not match.can_undo()


def test_the_open_discard_and_the_throw_are_taken_back_until_the_next_seat_draws() -> None:
    """Whatever the next seat draws answers the throw: taking the discard shows it wanted
    the card, drawing from the stock that it did not. Neither is taught to a second try."""
    seen_stock_draw = False
    for seed in range(1, 40):
        match = at_persons_draw(seed)
        start_legal = match.legal(0)
        match.play("draw discard")
        assert match.can_undo()
        throw = next(a for a in match.legal(0) if a.startswith("discard "))
        match.play(throw)
        assert match.undo_start() == len(match.log) - 1
        bot_draw = match.bot_choice()
        match.play(bot_draw)
        assert not match.can_undo() and match.undo_refusal() == "answered", bot_draw
        if bot_draw == "draw stock":
            seen_stock_draw = True
            match.play(match.bot_choice())  # its discard shows a card of its hand
            assert not match.can_undo()
            break
    assert seen_stock_draw
    fresh = at_persons_draw(seed)
    fresh.play("draw discard")
    fresh.undo()
    assert fresh.legal(0) == start_legal and fresh.log == at_persons_draw(seed).log


def test_the_throw_that_ends_the_round_is_not_taken_back() -> None:
    match = Match.start(catalogue.get("fuenf-kronen"), PLAYERS, 3)
    while match.state.round == 1:
        before = match.state
        seat = match.current
        assert seat is not None
        action = match.bot_choice() if match.is_bot(seat) else match.legal(0)[0]
        match.play(action, seat)
        if seat == 0 and match.state.phase not in ("draw", "discard"):
            assert before.phase == "discard" and not match.can_undo()
    assert not match.can_undo()
