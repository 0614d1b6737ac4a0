"""One test per rule of the Eselspiel, set up like a table (see ``table.py``)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

import kartentisch.games.eselspiel as eselspiel_package
from kartentisch.engine.errors import IllegalActionError, InvalidOptionError, NotYourTurnError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.eselspiel import GAME, rules, texts

from .table import discard_pile, draw_pile, last_event, must, play, players, table

# ---- setup --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seats", "each", "aside"), [(2, 50, 0), (3, 33, 1), (7, 14, 2), (8, 12, 4)]
)
def test_deal_is_even_and_the_rest_is_set_aside(seats: int, each: int, aside: int) -> None:
    state = GAME.new_game({}, players(seats), seed=7)
    assert [len(d) for d in state.draws] == [each] * seats
    assert len(state.aside) == aside
    counted = GAME.cards(state)
    assert counted == Counter({str(n): 5 for n in range(1, 21)} | {"donkey": 1})
    assert state.donkey is None and not state.middle
    assert state.turn == state.first == (state.dealer + 1) % seats


def test_the_first_dealer_comes_from_the_seed_and_the_next_seat_starts() -> None:
    """Over 1,000 seeds every seat deals about as often; the seat after the dealer in the
    direction of play (seat + 1 here) always starts, and the view names the dealer."""
    for seats in (2, 3, 5, 8):
        dealt: Counter[int] = Counter()
        for seed in range(1000):
            state = GAME.new_game({}, players(seats), seed)
            dealt[state.dealer] += 1
            assert state.turn == (state.dealer + 1) % seats
            assert GAME.view(state, 0)["dealer"] == state.dealer
        assert set(dealt) == set(range(seats))
        fair = 1000 / seats
        assert all(0.7 * fair < n < 1.3 * fair for n in dealt.values()), dealt


def test_a_round_ends_when_the_turn_comes_back_to_the_first_seat() -> None:
    state = table("7 7 7", "9 9 9", "8 8 8", turn=1)
    state.first = 1
    state = play(state, "turn", "keep", "turn", "keep")
    assert state.turn == 0 and state.round == 1
    state = play(state, "turn", "keep")
    assert state.turn == 1 and state.round == 2


def test_nobody_sees_a_draw_pile_and_the_turned_card_shows_to_all() -> None:
    state = play(table("7 3", "9", discards=["", "2"]), "turn")
    for seat in (0, 1, None):
        view = GAME.view(state, seat)
        assert view["pending"] == 7
        assert view["players"][0]["draw"] == 1
        assert "3" not in str(view["players"])


# ---- placing --------------------------------------------------------------------------------


def test_a_one_goes_to_the_middle_at_once_and_the_turn_goes_on() -> None:
    state = play(table("1 5", "9"), "turn")
    assert state.middle == [[1]]
    assert state.pending is None
    assert GAME.legal_actions(state, 0) == ["turn"]


def test_a_card_fits_one_up_or_one_down_on_another_players_pile() -> None:
    for top in ("6", "8"):
        state = play(table("7 3", "9", discards=["", top]), "turn")
        assert must(state) == ["seat 1"]
        assert play(state, "place seat 1").placed


def test_a_middle_pile_takes_only_the_card_one_higher() -> None:
    state = play(table("7 3", "9", middle=["1 2 .. 6", "1 2 .. 8"], discards=["", ""]), "turn")
    assert must(state) == ["middle 1"]
    assert play(state, "place middle 1").middle[0][-1] == 7
    down = play(state, "place middle 2")
    assert down.middle[1][-1] == 8 and down.pending == 7 and down.donkey is None
    assert last_event(down, "nofit")["top"] == 8
    assert play(state, "keep").donkey == 0


def test_the_option_builds_the_middle_up_and_down() -> None:
    start = table("7 3", "9", middle=["1 2 .. 6", "1 2 .. 8"], discards=["", ""], both_ways=True)
    state = play(start, "turn")
    assert must(state) == ["middle 1", "middle 2"]
    assert play(state, "place middle 2").middle[1][-1] == 7
    assert GAME.new_game({"middle_both_ways": True}, players(2), 1).middle_both_ways
    assert not GAME.new_game({}, players(2), 1).middle_both_ways
    assert not GAME.new_game({"middle_both_ways": "yes"}, players(2), 1).middle_both_ways
    assert GAME.info.default_options["middle_both_ways"] is False


def test_a_card_that_fits_nowhere_goes_on_the_own_pile_and_the_turn_passes() -> None:
    state = play(table("7 3", "9 4", "5", discards=["", "12", ""]), "turn")
    assert must(state) == []
    state = play(state, "keep")
    assert discard_pile(state, 0) == "7"
    assert state.turn == 1
    assert state.donkey is None


def test_play_goes_counter_clockwise_round_the_table() -> None:
    state = table("7 7", "9 9", "13 13", discards=["", "12", ""])
    order = []
    for _ in range(3):
        order.append(state.turn)
        state = play(state, "turn", "keep")
    assert order == [0, 1, 2]
    assert state.turn == 0 and state.round == 2


def test_the_own_pile_is_never_a_place_to_put_a_card() -> None:
    state = play(table("7 3", "9", discards=["8", ""]), "turn")
    assert GAME.legal_actions(state, 0) == ["place seat 1", "keep"]
    assert must(state) == []
    assert play(state, "keep").donkey is None


def test_the_middle_comes_before_the_other_players() -> None:
    state = play(table("7 3", "9", middle=["1 2 .. 6"], discards=["", "8"]), "turn")
    assert must(state) == ["middle 1"]
    state = play(state, "place middle 1")
    assert state.middle[0][-1] == 7
    assert state.donkey is None and state.turn == 0


def test_any_fitting_middle_pile_may_take_the_card() -> None:
    start = play(table("7 3", "9", middle=["1 2 .. 6", "1 .. 6"]), "turn")
    assert must(start) == ["middle 1", "middle 2"]
    for target in ("middle 1", "middle 2"):
        assert play(start, f"place {target}").donkey is None


def test_among_other_players_the_nearest_counter_clockwise_comes_first() -> None:
    state = play(table("7 3", "9", "9", "9", discards=["", "", "6", "8"], turn=0), "turn")
    assert must(state) == ["seat 2"]
    from_seat_3 = play(table("9", "9", "9", "7 3", discards=["6", "", "", "8"], turn=3), "turn")
    assert must(from_seat_3) == ["seat 0"]


def test_every_pile_is_offered_whether_the_card_fits_or_not() -> None:
    """The legal actions must not tell where the card fits: that is the player's to see."""
    for card in ("7", "13", "15"):
        piles = table(
            f"{card} 3", "9", "9", "9", discards=["", "8", "12", ""], middle=["1 .. 6", "1 .. 9"]
        )
        state = play(piles, "turn")
        assert GAME.legal_actions(state, 0) == [
            "place middle 1",
            "place middle 2",
            "place seat 1",
            "place seat 2",
            "place seat 3",
            "keep",
        ]
    with pytest.raises(IllegalActionError):
        GAME.apply(state, "place seat 0")
    with pytest.raises(NotYourTurnError):
        GAME.apply(state, "keep", 1)


@pytest.mark.parametrize("target", ["seat 1", "seat 2", "middle 1"])
def test_a_card_that_does_not_fit_at_all_is_taken_back_and_costs_nothing(target: str) -> None:
    """Ben's 12 and the middle's 6 do not take a 9, Cem's pile is empty."""
    start = play(table("9 3", "4 4", "4 4", discards=["", "12", ""], middle=["1 .. 6"]), "turn")
    state = play(start, f"place {target}")
    assert state.pending == 9 and state.turn == 0 and state.donkey is None
    assert state.draws == start.draws and state.discards == start.discards
    assert state.middle == start.middle
    assert GAME.legal_actions(state, 0) == GAME.legal_actions(start, 0)
    assert GAME.cards(state) == GAME.cards(start)
    note = last_event(state, "nofit")
    assert note["card"] == 9 and note["to"] == target
    assert note["top"] == {"seat 1": 12, "seat 2": None, "middle 1": 6}[target]
    assert not any(e["kind"] == "slip" for e in state.events)


def test_the_own_top_that_does_not_fit_is_taken_back_too() -> None:
    start = play(table("7 3", "9", "9", discards=["12", "8", "5"]), "turn", "place seat 1")
    state = play(start, "top seat 2")
    assert discard_pile(state, 0) == "12" and discard_pile(state, 2) == "5"
    assert state.placed and state.turn == 0 and state.donkey is None
    assert last_event(state, "nofit")["from"] == "top"


def test_after_a_placement_the_next_card_or_the_own_top_card() -> None:
    state = play(table("7 3", "9", "9", discards=["12", "8", "11"]), "turn", "place seat 1")
    assert GAME.legal_actions(state, 0) == ["turn", "top seat 1", "top seat 2"]
    assert must(state) == ["seat 2"]
    state = play(state, "top seat 2")
    assert discard_pile(state, 2) == "11 12"
    assert discard_pile(state, 0) == ""
    assert GAME.legal_actions(state, 0) == ["turn"]


def test_the_own_top_card_follows_the_same_priority() -> None:
    state = play(
        table("7 3", "9", "9", discards=["12", "8", "11"], middle=["1 2 .. 11"]),
        "turn",
        "place seat 1",
    )
    assert must(state) == ["middle 1"]
    slipped = play(state, "top seat 2")
    assert slipped.donkey == 0
    assert last_event(slipped, "slip")["right"] == ["middle 1"]


def test_an_empty_draw_pile_is_refilled_by_turning_the_discard_pile_over() -> None:
    state = table("", "9 9", discards=["4 12 17", "2"])
    state = play(state, "turn")
    assert state.pending == 4
    assert draw_pile(state, 0) == "12 17"
    assert discard_pile(state, 0) == ""
    assert last_event(state, "flip") == {"kind": "flip", "seat": 0, "count": 3}


# ---- the donkey -------------------------------------------------------------------------------


def test_keeping_a_card_that_fitted_makes_the_donkey() -> None:
    state = play(table("7 3", "10 11", "13 14", discards=["", "8", ""]), "turn", "keep")
    assert state.donkey == 0
    assert discard_pile(state, 0) == "7"
    assert draw_pile(state, 0) == "3 10 13"
    assert draw_pile(state, 1) == "11" and draw_pile(state, 2) == "14"
    assert state.turn == 1
    slip = last_event(state, "slip")
    assert slip["card"] == 7 and slip["did"] == "keep"
    assert slip["right"] == ["seat 1"] and slip["right_tops"] == [8]


def test_the_wrong_pile_makes_the_donkey_and_the_card_stays_there() -> None:
    state = play(
        table("7 3", "10 11", "13 14", discards=["", "8", "6"], middle=["1 2 .. 6"]),
        "turn",
        "place seat 2",
    )
    assert discard_pile(state, 2) == "6 7"
    assert state.donkey == 0 and state.turn == 1
    assert last_event(state, "slip")["right"] == ["middle 1"]


def test_the_donkey_card_moves_to_the_next_one_who_slips() -> None:
    state = play(table("7 3", "9 6", discards=["", "8"]), "turn", "keep")
    assert state.donkey == 0
    assert must(play(state, "turn")) == ["seat 0"]
    state = play(state, "turn", "keep")
    assert state.donkey == 1


def test_a_player_with_an_empty_draw_pile_gives_their_discard_top() -> None:
    state = play(table("7 3", "", "13 14", discards=["", "5 8", ""]), "turn", "keep")
    assert draw_pile(state, 0) == "3 8 13"
    assert discard_pile(state, 1) == "5"
    took = last_event(state, "slip")["took"]
    assert took == [{"seat": 1, "from": "discard", "card": 8}, {"seat": 2, "from": "draw"}]


def test_giving_the_last_card_to_the_donkey_wins() -> None:
    state = play(table("7 3", "", "13 14", discards=["", "8", ""]), "turn", "keep")
    assert GAME.is_over(state)
    result = GAME.result(state)
    assert result.scores == (4, 0, 1) and result.ranks == (3, 1, 2)


# ---- the end ----------------------------------------------------------------------------------


def test_the_first_without_cards_wins_and_the_rest_rank_by_cards_left() -> None:
    state = play(table("7", "9 9 9", "9 9", discards=["", "8", ""]), "turn", "place seat 1")
    assert GAME.is_over(state) and GAME.current_player(state) is None
    result = GAME.result(state)
    assert result.details["ending"] == "went_out"
    assert result.scores == (0, 5, 2)
    assert result.ranks == (1, 3, 2)
    assert GAME.legal_actions(state, 0) == []


def test_the_round_limit_ends_the_game_and_the_fewest_cards_win() -> None:
    state = table("7 7 7", "9 9", round_limit=2)
    state = play(state, "turn", "keep", "turn", "keep")
    assert not GAME.is_over(state) and state.round == 2
    state = play(state, "turn", "keep", "turn", "keep")
    assert GAME.is_over(state) and state.end_reason == "round_limit"
    assert GAME.result(state).details["ending"] == "round_limit"
    assert GAME.result(state).winners == (1,)


@pytest.mark.parametrize("limit", [1, 2, 4])
def test_every_round_limit_offered_is_played_as_it_is(limit: int) -> None:
    """The option's range is what the game honours: a limit of 2 ends the game after two
    rounds, not silently after five."""
    specs = [PlayerSpec(name, "sleepy") for name in ("A", "B", "C")]
    match = Match.start(GAME, specs, 3, {"round_limit": limit})
    assert match.state.round_limit == limit
    while not match.is_over():
        match.play(match.bot_choice())
    assert match.state.end_reason == "round_limit" and match.state.round == limit
    for wrong in (0, -5, 1001, True, "3"):
        with pytest.raises(InvalidOptionError):
            Match.start(GAME, specs, 3, {"round_limit": wrong})
    assert GAME.info.option_ranges["round_limit"] == rules.ROUND_LIMIT_RANGE == (1, 1000)


def test_the_round_limit_option_is_clamped() -> None:
    """What a caller past the option check hands the game directly is kept in range."""
    assert GAME.new_game({"round_limit": 1}, players(2), 1).round_limit == 1
    assert GAME.new_game({"round_limit": 0}, players(2), 1).round_limit == 1
    assert GAME.new_game({"round_limit": "x"}, players(2), 1).round_limit == 200
    assert GAME.new_game({}, players(2), 1).round_limit == 200


def test_actions_read_well() -> None:
    assert GAME.describe("place seat 2", "de") == "legt die Karte auf den Stapel von #3"
    assert GAME.describe("top middle 1", "en") == "puts their own discard top on Middle 1"
    assert GAME.describe("turn", "nl") == "draait een kaart om"


@pytest.mark.parametrize(
    ("lang", "name"), [("de", "Mitte 2"), ("en", "Middle 2"), ("nl", "Midden 2")]
)
def test_a_middle_pile_is_named_as_its_label_says(lang: str, name: str) -> None:
    """The middle piles are numbered under them ("Middle 2"): every text names a pile the
    same way, a name with a capital, also inside a sentence and at the start of a label."""
    assert texts.pile_name("middle 2", ["Ada", "Bo"], lang) == name
    assert GAME.describe("place middle 2", lang).endswith(" " + name)
    assert GAME.describe("top middle 2", lang).endswith(" " + name)


# ---- every priority case, right and wrong ------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "slip"),
    [
        ("place middle 1", False),
        ("place middle 2", False),
        ("place seat 1", True),
        ("place seat 2", True),
        ("place seat 3", True),
        ("keep", True),
    ],
)
def test_with_a_middle_pile_fitting_only_the_middle_is_right(action: str, slip: bool) -> None:
    """Anna turns a 7: it fits both middle piles and the piles of Ben, Cem and Dora."""
    start = table(
        "7 3", "9 9", "9 9", "9 9", discards=["", "8", "6", "8"], middle=["1 2 .. 6", "1 .. 6"]
    )
    state = play(start, "turn", action)
    assert (state.donkey == 0) is slip
    assert state.turn == (1 if slip else 0)
    if slip:
        assert last_event(state, "slip")["right"] == ["middle 1", "middle 2"]


@pytest.mark.parametrize(
    ("turn", "action", "slip"),
    [
        (0, "place seat 1", False),
        (0, "place seat 2", True),
        (0, "place seat 3", True),
        (0, "keep", True),
        (2, "place seat 3", False),
        (2, "place seat 1", True),
        (3, "place seat 0", False),
        (3, "place seat 1", True),
    ],
)
def test_without_a_middle_pile_only_the_nearest_counter_clockwise_is_right(
    turn: int, action: str, slip: bool
) -> None:
    discards = ["6", "8", "6", "8"]
    discards[turn] = ""
    draws = ["9 9"] * 4
    draws[turn] = "7 3"
    state = play(table(*draws, discards=discards, turn=turn), "turn", action)
    assert (state.donkey == turn) is slip
    right = f"seat {(turn + 1) % 4}"
    if slip:
        assert last_event(state, "slip")["right"] == [right]
    else:
        assert state.turn == turn and state.placed


@pytest.mark.parametrize(
    ("action", "slip"),
    [("top seat 2", False), ("top seat 3", True), ("turn", False)],
)
def test_the_own_top_card_goes_to_the_nearest_fitting_player(action: str, slip: bool) -> None:
    """Ben's pile does not fit the 12, so Cem's comes before Dora's; turning on is no slip."""
    state = play(
        table("7 3", "9", "9", "9", discards=["12", "8", "11", "13"]), "turn", "place seat 1"
    )
    state = play(state, action)
    assert (state.donkey == 0) is slip


def test_placing_the_own_last_card_wins() -> None:
    state = play(table("7", "9 9", "9", discards=["12", "8", "11"]), "turn", "place seat 1")
    assert not GAME.is_over(state)
    state = play(state, "top seat 2")
    assert GAME.is_over(state) and GAME.result(state).winners == (0,)
    assert last_event(state, "end") == {"kind": "end", "reason": "went_out", "seats": [0]}


def test_turning_the_last_card_onto_the_middle_wins() -> None:
    state = play(table("1", "9 9", discards=["", "5"]), "turn")
    assert GAME.is_over(state) and GAME.result(state).ranks == (1, 2)


def test_the_turned_over_pile_is_played_from_its_oldest_card() -> None:
    """Turning the face-up pile over puts its first card on top of the new draw pile."""
    state = table("", "9 9", discards=["4 12 17", "2"])
    assert [play(state, "turn").pending] == [4]
    state = play(state, "turn", "keep")
    assert discard_pile(state, 0) == "4" and draw_pile(state, 0) == "12 17"


# ---- the in-app rules -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_the_in_app_rules_name_the_options_and_their_defaults(lang: str) -> None:
    """The rules a person reads say what the engine does: the limit, the option, the take-back."""
    rules_file = Path(eselspiel_package.__file__).parent / "rules" / f"{lang}.md"
    text = rules_file.read_text(encoding="utf-8")
    assert f"**{rules.ROUND_LIMIT} " in text and "**100 " not in text
    for option in ("round_limit", "middle_both_ways"):
        label = GAME.info.option_label(option, lang)
        assert label.split(" (")[0] in text, (lang, option)
    upward = {"de": "**aufwärts**", "en": "**upward**", "nl": "**oplopend**"}[lang]
    taken_back = {"de": "gar nicht passt", "en": "does not fit at all", "nl": "helemaal niet"}
    assert upward in text and taken_back[lang] in text
