"""One test per rule of rules/zehn.md, read like the table."""

from __future__ import annotations

from collections import Counter

import pytest

from kartentisch.engine.errors import IllegalActionError
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.cards import laid_values, penalty_points, total
from kartentisch.games.zehn.state import ZehnState

from .helpers import deal, legal, play


# ---- material and setup --------------------------------------------------------------------
def test_material_and_setup() -> None:
    state = GAME.new_game({}, [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")], 7)
    cards = GAME.cards(state)
    assert sum(cards[str(v)] for v in range(1, 10)) == 63
    assert all(cards[str(v)] == 7 and cards[f"P{v}"] == 1 for v in range(1, 10))
    assert cards["JK"] == 3
    assert all(cards[f"R{n}"] == 1 for n in range(1, 11))
    assert cards["chip"] == 21
    assert all(len(h) == 4 and h.count("JK") >= 1 for h in state.hands)
    assert state.stock == [7, 7, 7]
    assert state.round_no == 1 and state.round_card is not None
    assert len(state.round_deck) == 9


def test_penalty_points_of_cards() -> None:
    assert penalty_points("5") == 1
    assert penalty_points("P1") == 10 and penalty_points("P9") == 2
    assert penalty_points("JK") == 10
    assert penalty_points("R7") == 7


def test_joker_makes_ten() -> None:
    assert total(["JK"]) == 10
    assert laid_values(["4", "JK"]) == [4, 6]
    assert laid_values(["JK", "9"]) == [1, 9]
    assert laid_values(["JK", "JK"]) == [9, 1]
    assert total(["P3", "6"]) == 9


# ---- phase 2: first card -------------------------------------------------------------------
def test_first_card_open_or_down_with_0_to_2_chips() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK"], chips=[1, 7])
    options = legal(state)
    assert "lay 5 open" in options and "lay 5 down" in options
    assert "lay 5 open +1" in options and "lay 5 open +2" not in options  # only one chip
    state = play(state, "lay 5 open +1")
    assert state.protection[0] == 1 and state.stock[0] == 0
    assert "lay 9 down +2" in legal(state)


def test_face_down_card_hidden_from_others() -> None:
    state = play(deal(["5 4 JK 3", "9 P1 2 JK"]), "lay 5 open", "lay 9 down")
    assert GAME.view(state, 1)["players"][1]["laid"] == ["9"]
    assert GAME.view(state, 0)["players"][1]["laid"] == [None]
    assert GAME.view(state, None)["players"][1]["laid"] == [None]
    assert all(e.get("card") != "9" for e in GAME.view(state, 0)["events"])


# ---- phase 3: bid and swap ------------------------------------------------------------------
def three_laid(chips: tuple[int, int, int] = (0, 0, 0)) -> ZehnState:
    state = deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"])
    lays = ["lay 5 open", "lay 9 down", "lay 8 open"]
    return play(state, *[lay + (f" +{c}" if c else "") for lay, c in zip(lays, chips, strict=True)])


def test_opening_bid_is_1_or_2_on_a_card_with_two_chips() -> None:
    state = three_laid((0, 2, 1))
    assert state.phase == "bid" and GAME.current_player(state) == 0
    options = legal(state)
    assert "pass" in options
    assert "bid 1 on 2" in options
    assert "bid 1 on 1" not in options and "bid 2 on 1" in options
    assert not any(a.endswith(" on 0") for a in options)  # never on one's own card


def test_auction_raises_skip_the_owner_and_the_highest_bidder_wins() -> None:
    state = play(three_laid(), "bid 1 on 2")
    assert state.phase == "raise" and GAME.current_player(state) == 1  # seat 2 owns the card
    state = play(state, "raise 3")
    assert GAME.current_player(state) == 0
    assert legal(state)[:2] == ["pass", "raise 4"]
    state = play(state, "pass")
    assert state.laid[1] == ["8"] and state.laid[2] == ["9"]  # swapped
    assert state.stock[1] == 4 and state.pot == 3  # unprotected: into the pot


def test_seat_without_enough_chips_passes_by_itself() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"], chips=[7, 1, 7])
    state = play(state, "lay 5 open", "lay 9 down", "lay 8 open", "bid 2 on 2")
    assert state.phase != "raise"  # seat 1 cannot raise to 3: the auction closed
    assert state.laid[0] == ["8"]


def test_protected_card_is_paid_to_its_owner() -> None:
    state = play(three_laid((0, 0, 1)), "bid 2 on 2", "pass")
    assert state.stock[2] == 6 + 2 and state.stock[0] == 5 and state.pot == 0


def test_protection_stays_with_the_seat_and_face_down_stays_down() -> None:
    state = play(three_laid((1, 2, 0)), "bid 2 on 1", "pass")
    # seat 0 won seat 1's face-down 9 and paid seat 1 (protected)
    assert state.laid[0] == ["9"] and state.face_down[0]
    assert state.laid[1] == ["5"] and not state.face_down[1]
    assert state.protection == [1, 2, 0]
    assert GAME.view(state, 0)["players"][0]["laid"] == ["9"]
    assert GAME.view(state, 2)["players"][0]["laid"] == [None]  # a third seat never saw it


def test_who_laid_a_face_down_card_keeps_seeing_it_after_it_was_bought() -> None:
    state = play(three_laid((1, 2, 0)), "bid 2 on 1", "pass")  # seat 0 buys seat 1's down 9
    assert GAME.view(state, 1)["players"][0]["laid"] == ["9"]  # seat 1 laid it: remembers it
    assert GAME.view(state, None)["players"][0]["laid"] == [None]
    # Seat 2 buys it on from seat 0: seat 0 held it and seat 1 laid it, both still know it.
    state = play(state, "keep", "pass", "bid 3 on 0", "pass", "keep")
    assert state.laid[2] == ["9"] and state.face_down[2]
    assert [GAME.view(state, s)["players"][2]["laid"] for s in (0, 1, 2)] == [["9"]] * 3
    assert GAME.view(state, None)["players"][2]["laid"] == [None]


def test_winner_may_raise_protection_to_two() -> None:
    state = play(three_laid((1, 0, 0)), "bid 1 on 2", "pass")
    assert state.phase == "protect" and GAME.current_player(state) == 0
    assert legal(state) == ["keep", "protect 2"]
    state = play(state, "protect 2")
    assert state.protection[0] == 2 and state.phase == "bid" and GAME.current_player(state) == 1


def test_each_seat_opens_at_most_one_auction() -> None:
    state = play(three_laid(), "bid 1 on 2", "pass", "keep")
    assert GAME.current_player(state) == 1  # the turn moved on
    state = play(state, "pass", "pass")
    assert state.phase == "second"


# ---- phase 4: second card -------------------------------------------------------------------
def test_protection_goes_to_the_pot_before_second_cards() -> None:
    state = play(three_laid((1, 2, 1)), "pass", "pass", "pass")
    assert state.phase == "second" and state.pot == 4 and state.protection == [0, 0, 0]


def test_a_seat_with_no_fitting_card_still_gets_its_second_card_turn() -> None:
    state = deal(["9 8 7 6", "9 P1 2 JK", "2 3 3 3"])
    state = play(state, "lay 9 open", "lay JK down", "lay 2 open", "pass", "pass", "pass")
    # seat 0 holds 8 7 6 on an open 9: nothing fits, yet it is asked, and "stop" is all it has
    assert state.phase == "second" and GAME.current_player(state) == 0
    assert legal(state) == ["stop"]
    state = play(state, "stop")
    assert GAME.current_player(state) == 2  # seat 1's face-down card is skipped (public)


def test_a_forced_stop_and_a_chosen_stop_leave_the_same_traces() -> None:
    """Nothing the other seats see tells a forced "stop" from a chosen one."""
    forced = deal(["9 8 7 6", "9 P1 2 JK"])  # seat 0: nothing fits on the 9
    chosen = deal(["9 1 7 6", "9 P1 2 JK"])  # seat 0: the 1 fits, but it stops
    for state in (forced, chosen):
        state.stock = [0, 0]  # no auctions: both tables reach the second card alike
    forced = play(forced, "lay 9 open", "lay 9 open")
    chosen = play(chosen, "lay 9 open", "lay 9 open")
    assert GAME.current_player(forced) == GAME.current_player(chosen) == 0
    assert legal(forced) == ["stop"] and legal(chosen) == ["stop", "add 1"]
    forced, chosen = play(forced, "stop"), play(chosen, "stop")
    assert forced.events == chosen.events
    assert GAME.current_player(forced) == GAME.current_player(chosen) == 1
    assert GAME.view(forced, 1) == GAME.view(chosen, 1)
    assert GAME.view(forced, None) == GAME.view(chosen, None)


def test_second_card_only_on_open_first_card_and_never_above_ten() -> None:
    state = play(three_laid(), "pass", "pass", "pass")
    assert GAME.current_player(state) == 0
    assert legal(state) == ["stop", "add 3", "add 4", "add JK"]
    state = play(state, "add 4")
    # seat 1's first card is face down: skipped; seat 2 holds 8 8 1 JK minus the 8
    assert GAME.current_player(state) == 2
    assert legal(state) == ["stop", "add 1", "add JK"]


# ---- phase 5: scoring ----------------------------------------------------------------------
def test_scoring_loser_takes_all_cards_winner_takes_pot() -> None:
    state = play(three_laid((0, 0, 1)), "pass", "pass", "pass", "add 4", "add 1")
    # totals: seat 0 5+4=9, seat 1 9 (down), seat 2 8+1=9 -> all 9
    res = state.resolution
    assert res is not None and res["totals"] == [9, 9, 9]
    assert res["winner"] == 1  # highest single card: the 9
    assert res["loser"] == 0  # the lowest highest single card: the 5 (before the 8)
    assert sorted(state.penalty[0]) == sorted(["5", "4", "9", "8", "1", "R7"])
    assert state.stock[1] == 7 + 1  # the protection chip in the pot


def test_lowest_total_takes_the_penalty() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"], round_card="R6")
    state = play(state, "lay 3 open +1", "lay P1 down", "lay 8 open", "pass", "pass", "pass")
    state = play(state, "add JK", "add 1")
    res = state.resolution
    assert res is not None and res["totals"] == [10, 1, 9]
    assert res["loser"] == 1 and res["winner"] == 0
    assert sorted(state.penalty[1]) == sorted(["3", "JK", "P1", "8", "1", "R6"])
    assert res["points"] == 1 + 10 + 10 + 1 + 1 + 6
    assert state.stock[0] == 7 and state.pot == 0  # the chip came back with the pot


def test_tie_for_highest_goes_to_highest_single_card_then_turn_order() -> None:
    from kartentisch.games.zehn.scoring import round_winner

    assert round_winner([["4", "6"], ["9", "1"], ["5", "5"]], start=0) == 1
    assert round_winner([["4", "6"], ["6", "4"]], start=1) == 1
    assert round_winner([["4", "6"], ["6", "4"]], start=0) == 0


def test_tie_for_lowest_goes_by_the_same_order_from_the_other_end() -> None:
    from kartentisch.games.zehn.scoring import round_loser

    assert round_loser([["3", "2"], ["4", "1"], ["9"]], start=0) == 0  # 3 is below 4
    assert round_loser([["3", "2"], ["2", "3"], ["9"]], start=0) == 1  # later in turn order
    assert round_loser([["3", "2"], ["2", "3"], ["9"]], start=1) == 0


@pytest.mark.parametrize(
    ("laid", "start", "order", "winner_by", "loser_by"),
    [
        ([["9", "1"], ["5", "5"]], 1, [0, 1], "high_card", "high_card"),
        ([["5", "5"], ["9", "1"]], 0, [1, 0], "high_card", "high_card"),
        ([["4", "6"], ["6", "4"]], 1, [1, 0], "turn_order", "turn_order"),
        ([["JK"], ["9", "1"], ["3"]], 0, [0, 1, 2], "high_card", "total"),
        ([["8"], ["7"], ["2", "5"]], 2, [0, 1, 2], "total", "high_card"),
        ([["5", "3"], ["9"], ["3", "5"]], 0, [1, 0, 2], "total", "turn_order"),
    ],
)
def test_one_order_ranks_the_round_and_names_the_deciding_tie_break(
    laid: list[list[str]], start: int, order: list[int], winner_by: str, loser_by: str
) -> None:
    from kartentisch.games.zehn.scoring import rank_round

    ranking = rank_round(laid, start)
    assert (ranking.seats, ranking.winner_by, ranking.loser_by) == (
        order,
        winner_by,
        loser_by,
    )


def test_with_two_or_more_players_pot_and_penalty_never_go_to_one_seat() -> None:
    from itertools import product

    from kartentisch.games.zehn.scoring import rank_round

    hands = [["9", "1"], ["5", "5"], ["4", "6"], ["6", "4"], ["JK"], ["1"], ["P3", "7"]]
    for n in (2, 3):
        for laid in product(hands, repeat=n):
            for start in range(n):
                ranking = rank_round(list(laid), start)
                assert ranking.winner != ranking.loser, (laid, start)
                assert sorted(ranking.seats) == list(range(n))


def test_resolution_says_which_tie_break_decided() -> None:
    state = deal(["9 1 7 6", "5 5 2 3"], chips=[0, 0])
    state = play(state, "lay 9 open", "lay 5 open", "add 1", "add 5")
    res = state.resolution
    assert res is not None and res["totals"] == [10, 10]
    assert (res["winner"], res["loser"]) == (0, 1)
    assert res["winner_by"] == res["loser_by"] == "high_card"
    assert res["ranking"] == [0, 1]


def test_pot_winner_chooses_next_start_and_hands_refill() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK"])
    state = play(state, "lay 5 open", "lay 9 open", "pass", "pass", "add 4", "add P1")
    assert state.phase == "choose" and GAME.current_player(state) == 1  # 9+P1 = 10 beats 9
    assert legal(state) == ["start 0", "start 1"]
    state = play(state, "start 0")
    assert state.start == 0 and state.round_no == 2
    assert [len(h) for h in state.hands] == [4, 4]
    assert GAME.current_player(state) == 0


# ---- start player --------------------------------------------------------------------------
def test_the_first_start_player_is_drawn_from_the_seed() -> None:
    players = [PlayerSpec(f"P{i}") for i in range(4)]
    starts = [GAME.new_game({}, players, seed).start for seed in range(40)]
    assert set(starts) == {0, 1, 2, 3}
    again = GAME.new_game({}, players, 7)
    assert again.start == starts[7] and GAME.current_player(again) == starts[7]
    assert again.events[0] == {
        "kind": "round",
        "no": 1,
        "card": again.round_card,
        "start": starts[7],
    }
    assert GAME.new_game({}, players, 7).hands == again.hands  # the same seed, the same game


# ---- the end ---------------------------------------------------------------------------------
def finish_round(state: ZehnState) -> ZehnState:
    """Everyone lays their first hand card open, nobody bids, nobody adds."""
    while state.phase not in ("choose", "over"):
        options = legal(state)
        pick = next(a for a in options if a in ("pass", "stop", "keep") or a.endswith("open"))
        state = GAME.apply(state, pick)
    return state


def test_game_ends_after_round_ten() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK"])
    for _ in range(10):
        state = finish_round(state)
        if state.phase == "choose":
            state = play(state, "start 0")
    assert state.over and state.round_no == 10 and state.end_reason == "rounds_done"
    assert GAME.result(state).details["ending"] == "rounds_done"
    assert GAME.current_player(state) is None


def test_game_ends_when_hands_cannot_be_refilled() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK"])
    state.draw = state.draw[:1]
    state = finish_round(state)
    assert state.over and state.end_reason == "draw_pile_empty"
    assert GAME.result(state).details["ending"] == "draw_pile_empty"


@pytest.mark.parametrize("hand_counts", [False, True])
def test_final_score_counts_pile_and_chips_and_the_hand_only_with_the_option(
    hand_counts: bool,
) -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK"])
    state.hand_counts = hand_counts
    state.draw = []
    state = finish_round(state)
    result = GAME.result(state)
    for seat in range(2):
        held = sum(penalty_points(c) for c in state.hands[seat])
        expected = (
            sum(penalty_points(c) for c in state.penalty[seat])
            + (held if hand_counts else 0)
            - 2 * state.stock[seat]
        )
        assert result.scores[seat] == expected
    assert any(state.hands)  # cards are left in hand: the option makes a difference
    assert GAME.view(state, None)["scores"] == list(result.scores)


@pytest.mark.parametrize("hand_counts", [False, True])
def test_whole_bot_games_end_on_the_count_the_option_says(hand_counts: bool) -> None:
    from kartentisch.engine.match import Match

    differs = 0
    for seed in range(12):
        players = [PlayerSpec(f"P{i}", "medium") for i in range(3 + seed % 3)]
        match = Match.start(GAME, players, seed, {"hand_counts": hand_counts})
        while not match.is_over():
            match.play(match.bot_choice())
        state = match.state
        result = GAME.result(state)
        for seat in range(state.n):
            pile = sum(penalty_points(c) for c in state.penalty[seat])
            held = sum(penalty_points(c) for c in state.hands[seat])
            assert (
                result.scores[seat] == pile + (held if hand_counts else 0) - 2 * state.stock[seat]
            )
            differs += held > 0
    assert differs > 0


def test_the_original_count_is_the_default() -> None:
    assert GAME.info.default_options == {"hand_counts": False}
    state = GAME.new_game({}, [PlayerSpec("A"), PlayerSpec("B")], 1)
    assert state.hand_counts is False
    assert GAME.new_game({"hand_counts": True}, [PlayerSpec("A"), PlayerSpec("B")], 1).hand_counts


# ---- protocol promises -----------------------------------------------------------------------
def test_illegal_actions_raise_and_change_nothing() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK"])
    before = GAME.view(state, 0)
    for bad in ("lay 7 open", "lay 5 open +3", "bid 1 on 1", "add 5", "start 0"):
        with pytest.raises(IllegalActionError):
            GAME.apply(state, bad)
    assert GAME.view(state, 0) == before


def test_chips_and_cards_are_conserved_through_an_auction() -> None:
    state = three_laid((1, 2, 1))
    counted = GAME.cards(state)
    state = play(state, "bid 2 on 1", "raise 3", "raise 4", "pass", "protect 2", "pass", "pass")
    assert GAME.cards(state) == counted
    assert Counter(GAME.cards(state))["chip"] == 21


def test_describe_reads_like_the_table() -> None:
    assert GAME.describe("lay P3 open +1", "de") == "legt Strafkarte 3 offen mit 1 Schutzchip"
    assert GAME.describe("bid 2 on 1", "en") == "bids 2 for #2's card"
    assert GAME.describe("add JK", "nl") == "legt joker erbij"


# ---- added checks: hidden cards after a swap, exact final score, skipped choices ------------
def test_shuffle_hidden_keeps_a_swapped_face_down_card_with_its_new_holder() -> None:
    from kartentisch.engine.rng import Rng

    state = play(three_laid((1, 2, 0)), "bid 2 on 1", "pass")  # seat 0 now holds the down 9
    for seat in (0, 1, 2, None):
        for k in range(5):
            shuffled = GAME.shuffle_hidden(state, seat, Rng(k))
            assert GAME.view(shuffled, seat) == GAME.view(state, seat)
            assert GAME.cards(shuffled) == GAME.cards(state)
    assert GAME.shuffle_hidden(state, 0, Rng(3)).laid[0] == ["9"]
    # the seat that laid it remembers it: its copy of the world keeps the card in place
    assert all(GAME.shuffle_hidden(state, 1, Rng(k)).laid[0] == ["9"] for k in range(20))
    moved = {GAME.shuffle_hidden(state, 2, Rng(k)).laid[0][0] for k in range(20)}
    assert len(moved) > 1  # a seat that never saw it does not pin the card


def test_final_score_in_numbers() -> None:
    from kartentisch.games.zehn.scoring import final_score

    # round card 7 + a normal card 1, in hand a joker 10 and penalty card 3 (8 points), 3 chips
    assert final_score(["R7", "5"], ["JK", "P3"], 3, hand_counts=True) == 7 + 1 + 10 + 8 - 6
    assert final_score(["R7", "5"], ["JK", "P3"], 3, hand_counts=False) == 7 + 1 - 6
    assert final_score([], [], 7, hand_counts=False) == -14


def test_a_seat_with_one_chip_cannot_open_on_a_card_with_two_chips() -> None:
    state = deal(["5 4 JK 3", "9 P1 2 JK"], chips=[1, 7])
    state = play(state, "lay 5 open +1", "lay 9 open +2")
    # seat 0 has no chip left, seat 1 may open on seat 0's card only
    assert state.phase == "bid" and GAME.current_player(state) == 1
    assert legal(state) == [
        "pass",
        "bid 1 on 0",
        "bid 2 on 0",
        "bid 3 on 0",
        "bid 4 on 0",
        "bid 5 on 0",
    ]
    state = deal(["5 4 JK 3", "9 P1 2 JK"], chips=[2, 7])
    state = play(state, "lay 5 open +1", "lay 9 open +2")
    assert GAME.current_player(state) == 1  # seat 0 holds 1 chip: no opening bid of 2


def test_a_winner_without_chips_or_with_two_protection_skips_the_extra_protection() -> None:
    state = play(three_laid((0, 0, 0)), "bid 7 on 2")
    assert state.phase == "bid" and state.stock[0] == 0  # nobody could raise; no chips left
    assert GAME.current_player(state) == 1
    state = play(three_laid((2, 0, 0)), "bid 1 on 2", "pass")
    assert state.phase == "bid" and GAME.current_player(state) == 1


def test_texts_say_one_chip_and_many_chips() -> None:
    from kartentisch.games.zehn.texts import describe_event

    assert GAME.describe("protect 2", "en") == "protects with 2 chips"
    assert GAME.describe("protect 1", "de") == "schützt mit 1 Chip"
    assert GAME.describe("lay 5 open +1", "en") == "lays 5 face up with 1 protection chip"
    assert describe_event({"kind": "pot", "seat": 0, "chips": 1}, ["Anna"], "de").endswith(
        "Pott (1 Chip)."
    )
    # The count picks the words; nothing mends the sentence afterwards, so a name stays.
    bid = describe_event({"kind": "auction", "seat": 0, "owner": 1, "amount": 2}, ["1 Chips", "Bo"])
    assert bid == "1 Chips bietet 2 auf die Karte von Bo."


def test_with_equal_totals_the_pot_and_the_penalty_go_to_different_seats() -> None:
    """9 + 1 against 5 + 5: the 9 wins the pot, the 5 + 5 takes the penalty."""
    from kartentisch.games.zehn.scoring import round_loser, round_winner

    laid = [["9", "1"], ["5", "5"]]
    assert round_winner(laid, start=1) == 0 and round_loser(laid, start=1) == 1
