"""One test per rule of the rules file, written like the table."""

from __future__ import annotations

from collections import Counter

import pytest

from kartentisch.engine.errors import IllegalActionError, NotYourTurnError
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import GAME
from kartentisch.games.fuenf_kronen.cards import DECK
from kartentisch.games.fuenf_kronen.state import DISCARD, DRAW, OVER, SCORED, FuenfKronenState

from .helpers import hand, new, play, table

# ---- cards, deal and rounds -------------------------------------------------------------


def test_two_decks_of_58_cards_are_dealt_and_never_change() -> None:
    state = new(4)
    assert GAME.cards(state) == Counter(DECK)
    assert len(DECK) == 116 and Counter(DECK)["JK"] == 6


@pytest.mark.parametrize("players", [2, 5, 8])
def test_round_one_deals_three_cards_and_turns_one_up(players: int) -> None:
    state = new(players)
    assert state.round == 1 and state.wild_rank == 3
    assert all(len(h) == 3 for h in state.hands)
    assert len(state.discard) == 1
    assert len(state.stock) == 116 - 3 * players - 1


def test_each_round_deals_one_card_more_and_the_wild_rank_follows() -> None:
    state = table(["3H 4H 5H", "KS KS 7D"], up="9S", stock_top="8D")
    state = play(state, "draw stock", "go out 8D", "draw stock")
    state = play(state, f"discard {state.hands[1][0]}", "next round")
    assert state.round == 2 and state.wild_rank == 4
    assert all(len(h) == 4 for h in state.hands)


def test_two_to_eight_players() -> None:
    assert (GAME.info.min_players, GAME.info.max_players) == (2, 8)
    with pytest.raises(ValueError):
        new(9)


def test_the_dealer_moves_left_and_the_player_left_of_the_dealer_starts() -> None:
    state = new(3)
    first = state.dealer
    assert state.turn == (first + 1) % 3
    state.round_scores = []
    dealers = []
    for _ in range(3):
        dealers.append((state.dealer, state.turn))
        state = finish_round(state)
        state = play(state, "next round")
    assert dealers == [((first + k) % 3, (first + k + 1) % 3) for k in range(3)]


def test_the_first_dealer_is_drawn_from_the_seed() -> None:
    firsts = [new(4, seed=seed).dealer for seed in range(40)]
    assert set(firsts) == {0, 1, 2, 3}, "every seat deals first for some seed"
    # The state's own seeded stream draws it, before the shuffle: one seed, one game.
    assert firsts == [Rng(seed).below(4) for seed in range(40)]
    again = new(4, seed=11)
    assert (again.dealer, again.hands, again.discard) == (
        new(4, seed=11).dealer,
        new(4, seed=11).hands,
        new(4, seed=11).discard,
    )


def finish_round(state: FuenfKronenState) -> FuenfKronenState:
    """Bots play the current round to its end."""
    from kartentisch.games.fuenf_kronen.levels import make_bot

    bot = make_bot("medium")
    rng = Rng(7)
    start = state.round
    while state.round == start and state.phase not in (SCORED, OVER):
        seat = state.turn
        action = bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        state = GAME.apply(state, action)
    return state


# ---- a turn -------------------------------------------------------------------------------


def test_a_turn_is_draw_then_discard() -> None:
    state = table(["3H 4H 9C", "KS KS 7D"], up="9S", stock_top="8D")
    assert GAME.legal_actions(state, 0) == ["draw stock", "draw discard"]
    assert GAME.legal_actions(state, 1) == []
    state = play(state, "draw stock")
    assert state.hands[0][-1] == "8D" and state.phase == DISCARD
    assert "draw stock" not in GAME.legal_actions(state, 0)
    state = play(state, "discard 9C")
    assert state.discard[-1] == "9C" and state.turn == 1 and state.phase == DRAW


def test_only_the_top_discard_can_be_taken() -> None:
    state = table(["3H 4H 9C", "KS KS 7D"], up="KH 5C")
    state = play(state, "draw discard")
    assert state.hands[0][-1] == "5C" and state.discard == ["KH"]
    assert GAME.view(state, 1)["taken"][0] == ["5C"]


def test_a_discard_not_taken_by_the_next_player_is_buried() -> None:
    state = table(["3H 4H 9C", "KS KS 7D", "5D 6D 8C"], up="9S", stock_top="4C 3D")
    state = play(state, "draw stock", "discard 9C", "draw stock", "discard 7D")
    # Seat 2 can take 7D, never the 9C below it.
    state = play(state, "draw discard")
    assert state.hands[2][-1] == "7D" and state.discard[-1] == "9C"


def test_not_your_turn_and_illegal_actions_change_nothing() -> None:
    state = table(["3H 4H 9C", "KS KS 7D"])
    with pytest.raises(NotYourTurnError):
        GAME.apply(state, "draw stock", 1)
    with pytest.raises(IllegalActionError):
        GAME.apply(state, "discard 9C")
    state = play(state, "draw stock")
    with pytest.raises(IllegalActionError):
        GAME.apply(state, "discard QD")


def test_an_empty_stock_is_refilled_from_the_discard_pile_but_its_top() -> None:
    state = table(["3H 4H 9C", "KS KS 7D"], up="5C 6C 7C 8C")
    moved = state.stock
    state.discard = moved[:-1] + state.discard  # every other card lies in the pile
    state.stock = moved[-1:]
    state = play(state, "draw stock", "discard 9C")
    assert state.stock == []
    top = state.discard[-1]
    pile = sorted(state.discard[:-1])
    state = play(state, "draw stock")
    assert state.discard == [top]
    assert sorted([*state.stock, state.hands[1][-1]]) == pile
    assert GAME.cards(state) == Counter(DECK)
    assert any(e["kind"] == "reshuffle" for e in state.events)


# ---- melds and going out ------------------------------------------------------------------


def test_go_out_is_offered_exactly_when_all_but_one_card_meld() -> None:
    state = play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock")
    assert GAME.legal_actions(state, 0) == [
        "discard 3H",
        "discard 4H",
        "discard 5H",
        "discard 9C",
        "go out 9C",
    ]
    state = play(table(["8H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock")
    assert not [a for a in GAME.legal_actions(state, 0) if a.startswith("go out")]


def test_the_last_card_may_be_one_that_could_have_been_melded() -> None:
    # Round 2 (fours wild): 5-6-7-8-9 of hearts is one run; either end may be discarded.
    state = play(table(["5H 6H 7H 8H", "KS KS 7D 8D"], round=2, stock_top="9H"), "draw stock")
    outs = [a for a in GAME.legal_actions(state, 0) if a.startswith("go out")]
    assert outs == ["go out 5H", "go out 9H"]


def test_books_allow_duplicates_and_any_suits() -> None:
    state = play(table(["KH KH KS", "QS QS 7D"], stock_top="9D"), "draw stock")
    assert "go out 9D" in GAME.legal_actions(state, 0)


def test_runs_do_not_wrap_from_king_to_three() -> None:
    state = play(table(["QH KH 4H", "QS QS 7D"], stock_top="9D"), "draw stock")
    assert not any(a.startswith("go out") for a in GAME.legal_actions(state, 0))


def test_wilds_replace_any_card_and_a_joker_is_always_wild() -> None:
    # Round 5: sevens are wild. 9-7-J of hearts is a run (the 7 stands for the 10);
    # the Joker joins the fives.
    state = table(["9H 7S JH 5C 5D 5S 4D", "3S 4S 5S 6S 8S 9S 10S"], round=5, stock_top="JK")
    state = play(state, "draw stock")
    outs = [a for a in GAME.legal_actions(state, 0) if a.startswith("go out")]
    assert outs == ["go out 4D"]


def test_a_meld_of_wilds_only_is_allowed_by_default() -> None:
    # Round 1: threes are wild, so the hand after drawing is four wilds.
    state = play(table(["JK JK 3C", "KS KS 7D"], stock_top="JK"), "draw stock")
    assert "go out JK" in GAME.legal_actions(state, 0)


def test_option_natural_required_forbids_a_meld_of_wilds_only() -> None:
    state = table(["JK JK 3C", "KS KS 7D"], stock_top="JK", natural_required=True)
    state = play(state, "draw stock")
    assert not any(a.startswith("go out") for a in GAME.legal_actions(state, 0))


def test_going_out_lays_the_melds_down_and_discards_the_last_card() -> None:
    state = play(table(["3H 4H 9C", "KS KS 7D", "5D 6D 8C"], stock_top="5H"), "draw stock")
    state = play(state, "go out 9C")
    assert state.went_out == 0 and state.hands[0] == []
    assert sorted(state.melds[0][0]) == sorted(hand("3H 4H 5H"))
    assert state.discard[-1] == "9C"
    view = GAME.view(state, 2)
    assert view["melds"][0] and view["hand_sizes"][0] == 0


def test_after_going_out_every_other_player_has_exactly_one_more_turn() -> None:
    state = table(["3H 4H 9C", "KS KS 7D", "5D 6D 8C"], stock_top="7D 3S 5H")
    state = play(state, "draw stock", "go out 9C")
    assert state.turn == 1
    # The last turn has no "go out": the discard lays everything meldable down by itself.
    state = play(state, "draw stock")
    assert all(a.startswith("discard") for a in GAME.legal_actions(state, 1))
    state = play(state, "discard 7D")
    assert state.laid[1] and state.hands[1] == [] and state.turn == 2
    state = play(state, "draw stock", "discard 8C")
    assert state.phase == SCORED
    assert state.round_scores == [[0, 0, 0]]


def test_the_last_turn_lays_down_the_best_melds_and_scores_the_rest() -> None:
    state = table(["3H 4H 9C", "KS QS 7D", "5D 6D 8C"], stock_top="QD 9D 5H")
    state = play(state, "draw stock", "go out 9C")
    state = play(state, "draw stock", "discard 7D")  # KS QS 9D stay: 13 + 12 + 9
    state = play(state, "draw stock", "discard 8C")  # 5D 6D QD: 5 + 6 + 12
    assert state.leftover[1] and sorted(state.leftover[1]) == sorted(hand("KS QS 9D"))
    assert state.round_scores == [[0, 34, 23]]
    assert state.totals == [0, 34, 23]


def test_points_face_value_faces_wild_rank_and_joker() -> None:
    # Round 3: fives are wild (20 points in hand); a Joker 50, K 13, Q 12, J 11.
    hands = ["3H 4H 5S 6H 9D", "JK 3D 7C 9H KD", "5D 4C 8C 10H KS"]
    state = table(hands, round=3, stock_top="JS QS 7H")
    state = play(state, "draw stock", "go out 9D")
    state = play(state, "draw stock", "discard QS", "draw stock", "discard JS")
    assert state.round_scores == [[0, 50 + 3 + 7 + 9 + 13, 20 + 4 + 8 + 10 + 13]]


def test_the_summary_waits_for_the_first_person_then_the_next_round_is_dealt() -> None:
    state = table(["3H 4H 9C", "KS KS 7D"], stock_top="KD 5H", bots=["easy", None])
    state = play(state, "draw stock", "go out 9C", "draw stock", "discard 7D")
    assert state.phase == SCORED and GAME.current_player(state) == 1
    assert GAME.legal_actions(state, 1) == ["next round"]
    view = GAME.view(state, 0)
    assert view["melds"][0] and view["round_scores"] == [[0, 0]]
    state = play(state, "next round")
    assert state.round == 2 and state.phase == DRAW


def test_with_bots_only_the_next_dealer_confirms_the_summary() -> None:
    state = table(["3H 4H 9C", "KS KS 7D"], stock_top="KD 5H", bots=["easy", "hard"])
    state = play(state, "draw stock", "go out 9C", "draw stock", "discard 7D")
    assert GAME.current_player(state) == (state.dealer + 1) % 2


def test_round_eleven_ends_the_game_and_equal_totals_share_a_place() -> None:
    # Round 11: Kings are wild.
    state = table(["3H 4H 9C", "QS QS 7D", "5D 6D 8C"], round=11, stock_top="7D KD 5H")
    state.totals = [10, 0, 0]
    state = play(state, "draw stock", "go out 9C", "draw stock", "discard 7D")
    state = play(state, "draw stock", "discard 8C")
    assert state.phase == OVER and GAME.is_over(state)
    assert GAME.current_player(state) is None
    assert GAME.legal_actions(state, 0) == []
    result = GAME.result(state)
    assert result.scores == (10.0, 0.0, 0.0) and result.ranks == (3, 1, 1)
    assert result.details["rounds"] == [[0, 0, 0]]
    assert result.details["ending"] == "rounds_done"


def test_equal_totals_share_the_place() -> None:
    state = new(3)
    state.totals = [50, 30, 30]
    assert GAME.result(state).ranks == (3, 1, 1)


# ---- what a seat sees --------------------------------------------------------------------


def test_a_view_shows_only_the_own_hand() -> None:
    state = new(4)
    view = GAME.view(state, 1)
    assert view["hand"] == state.hands[1]
    assert view["hand_sizes"] == [3, 3, 3, 3]
    assert "hands" not in view and str(state.hands[2]) not in str(view)
    assert GAME.view(state, None)["hand"] is None


def test_shuffling_the_hidden_cards_leaves_the_view_alone() -> None:
    state = play(new(4, seed=3), "draw stock")
    for seat in (0, 1, None):
        shuffled = GAME.shuffle_hidden(state, seat, Rng(5))
        assert GAME.view(shuffled, seat) == GAME.view(state, seat)
        assert GAME.cards(shuffled) == Counter(DECK)


def test_the_drawn_card_is_shown_only_to_its_drawer() -> None:
    state = play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock")
    assert GAME.view(state, 0)["drawn"] == "5H"
    assert GAME.view(state, 1)["drawn"] is None


def test_actions_are_described_in_three_languages() -> None:
    assert GAME.describe("discard QH", "de") == "legt Herz Dame ab"
    assert GAME.describe("go out JK", "en") == "goes out and discards Joker"
    assert GAME.describe("draw stock", "nl") == "trekt van de stapel"


# ---- melds laid out by hand ----------------------------------------------------------------


def test_a_person_may_go_out_with_melds_laid_out_by_hand() -> None:
    state = play(table(["KS KD 3C", "QS QS 7D"], stock_top="9H"), "draw stock")
    for wrong in ("go out 9H as KS KD", "go out 9H as KS KD 9H", "go out KS as KD 3C 9H"):
        with pytest.raises(IllegalActionError):
            GAME.apply(state, wrong)
    state = play(state, "go out 9H as KD 3C KS")
    assert state.melds[0] == [["KD", "3C", "KS"]] and state.went_out == 0


def test_melds_by_hand_in_the_last_turn_never_score_worse_than_the_best() -> None:
    # Round 3 (fives wild). Seat 0 goes out with a book of five nines.
    hands = ["9C 9D 9S 9H 4H", "6H 7H 8H 8S 8D", "JS QC KD 10H 3D"]
    state = table(hands, round=3, stock_top="7C QS 5C")
    state = play(state, "draw stock", "go out 4H", "draw stock")
    with pytest.raises(IllegalActionError):
        GAME.apply(state, "discard QS as 6H 7H")
    # The run 6-7-8 would keep 8S 8D (16); the book of eights keeps 6H 7H (13): 13 it is.
    worse = play(state, "discard QS as 6H 7H 8H")
    assert sorted(worse.leftover[1]) == ["6H", "7H"]
    own = play(state, "discard QS as 8S 8H 8D")
    assert own.melds[1] == [["8S", "8H", "8D"]] and sorted(own.leftover[1]) == ["6H", "7H"]


def test_laying_out_by_hand_is_only_for_going_out_and_the_last_turn() -> None:
    state = play(table(["KS KD 3C", "QS QS 7D"], stock_top="9H"), "draw stock")
    assert not GAME.is_legal(state, 0, "discard 9H as KD 3C KS")
    assert not GAME.is_legal(state, 0, "go out 9H as ZZ")
    assert not any(" as " in a for a in GAME.legal_actions(state, 0))
    assert GAME.describe("go out 9H as KD 3C KS") == "legt aus und wirft Herz 9 ab"
