"""The model of strong play in the game package: its choices on hand-made tables, its deal,
and the expert's playouts that play the other seats by it."""

from __future__ import annotations

from collections import Counter

from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME, actions, strong
from kartentisch.games.zehn.expert import ExpertBot, ExpertSettings
from kartentisch.games.zehn.rebuild import rebuild
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.strong_deal import strong_deal
from kartentisch.games.zehn.view import view as view_of

from .helpers import deal, play


def _cards(state: ZehnState) -> Counter[str]:
    held = [c for h in state.hands for c in h] + [c for laid in state.laid for c in laid]
    return Counter(held + state.draw)


def test_the_joker_goes_face_down_at_once() -> None:
    assert strong.first_card(["3", "JK", "7", "P1"]) == actions.lay("JK", down=True)


def test_a_low_card_that_completes_a_total_is_laid_open() -> None:
    # 4 with 6 makes 10, better than the 7 alone.
    assert strong.first_card(["4", "6", "7", "P1"]) == actions.lay("4")


def test_without_a_low_completion_the_highest_card_goes_face_down() -> None:
    # 6 + 9 would pass 10; no card of 5 or less reaches more than the 9 alone.
    assert strong.first_card(["9", "8", "6", "5"]) == actions.lay("9", down=True)


def test_an_open_low_card_that_completes_a_total_is_bought_for_one_chip() -> None:
    state = deal(["4 2 9 8", "3 6 8 9"], start=0)
    state = play(state, actions.lay("4"), actions.lay("9", down=True), actions.PASS)
    assert state.phase == "bid"
    assert GAME.current_player(state) == 1
    # Seat 1 holds a face-down 9; the open 4 with its 6 makes 10.
    assert strong.action(state, 1) == actions.bid(1, 0)


def test_the_model_never_raises_nor_protects_and_starts_left() -> None:
    state = deal(["4 2 9 8", "3 6 8 9"], start=0)
    state.phase = "raise"
    assert strong.action(state, 0) == actions.PASS
    state.phase = "protect"
    assert strong.action(state, 0) == actions.KEEP
    state.phase = "choose"
    assert strong.action(state, 1) == actions.start(0)


def test_the_strong_deal_keeps_the_view_and_every_card() -> None:
    state = deal(["4 2 9 8", "3 6 8 9", "5 5 7 P2"], start=0)
    state = play(state, actions.lay("4"), actions.lay("9", down=True))
    view = GAME.view(state, 2)
    base = rebuild(view)
    for k in range(20):
        dealt = strong_deal(base, 2, Rng(k))
        assert _cards(dealt) == _cards(base)
        seen = GAME.view(dealt, 2)
        assert seen["hand"] == view["hand"]
        assert [p["laid"] for p in seen["players"]] == [p["laid"] for p in view["players"]]


def test_the_expert_plays_whole_games_legally_with_the_model_in_its_playouts() -> None:
    for players, seed in ((2, 3), (4, 4)):
        state = GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(players)], seed)
        bot = ExpertBot(ExpertSettings(deals=4))
        step = 0
        while not state.over:
            seat = GAME.current_player(state)
            assert seat is not None
            options = GAME.legal_actions(state, seat)
            chosen = bot.choose(view_of(state, seat), options, Rng(step))
            assert chosen in options
            state = GAME.apply(state, chosen, seat)
            step += 1


def test_the_last_seat_of_a_joker_round_baits_and_buys_a_joker() -> None:
    """Every other seat laid face down with its joker unseen: a joker would tie them all and
    lose by turn order, so the last seat lays its lowest card face down and buys one."""
    state = deal(["5 6 9 JK", "6 8 P9 JK", "3 3 9 JK", "P3 7 7 JK"], start=2)
    assert strong.action(state, 2) == actions.lay("JK", down=True)
    state = play(state, *[actions.lay("JK", down=True)] * 3)
    assert strong.action(state, 1) == actions.lay("6", down=True)
    state = play(state, actions.lay("6", down=True), actions.PASS, actions.PASS, actions.PASS)
    assert strong.action(state, 1) == actions.bid(1, 0)


def test_no_bait_once_a_seat_has_laid_open() -> None:
    state = deal(["5 6 9 JK", "6 8 P9 JK", "3 3 9 JK", "4 6 7 JK"], start=2)
    state = play(
        state, actions.lay("JK", down=True), actions.lay("4"), actions.lay("JK", down=True)
    )
    assert strong.action(state, 1) == actions.lay("JK", down=True)


def test_a_low_card_goes_face_down_to_steal_an_open_card() -> None:
    """Seat 0 lays an open 7; seat 1 (3 3 8 8) would lay an 8 face down, but a 3 face down
    and the 7 bought make 10 with its other 3, and seat 0 keeps a 3 it can add nothing to."""
    state = deal(["7 2 5 5", "3 3 8 8"], start=0)
    state = play(state, actions.lay("7"))
    assert strong.first_card(["3", "3", "8", "8"]) == actions.lay("8", down=True)
    assert strong.action(state, 1) == actions.lay("3", down=True)
    state = play(state, actions.lay("3", down=True), actions.PASS)
    assert strong.action(state, 1) == actions.bid(1, 0)
