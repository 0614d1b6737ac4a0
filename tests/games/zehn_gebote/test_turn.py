"""A turn, the slips, the second round and the end, as the rules file describes them."""

from __future__ import annotations

from collections import Counter

from kartentisch import catalogue
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn_gebote import GAME, hooks, rules
from kartentisch.games.zehn_gebote.cards import SEVENTY

from .helpers import act, events, penalties, table


def new(players: int, seed: int):  # type: ignore[no-untyped-def]
    return GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(players)], seed)


# ---- setup -----------------------------------------------------------------------------


def test_setup_three_cards_each_spielstart_in_force_four_commandments_in_the_pile() -> None:
    for players in range(2, 9):
        s = new(players, players)
        assert [len(h) for h in s.hands] == [3] * players
        assert s.in_force == ["T01", "T02"]
        assert sum(1 for c in s.draw if hooks.is_commandment(c)) == 4
        assert len(s.box) == 46
        assert len(s.discard) == 1
        assert len(s.draw) == 48 - 3 * players - 1 + 4
        assert 0 <= s.turn < players
        counted = GAME.cards(s)
        assert sum(v for k, v in counted.items() if k != "chip") == 48 + 52


def test_the_starter_is_never_a_commandment_nor_the_70() -> None:
    for seed in range(300):
        top = new(2, seed).discard[-1]
        assert top != SEVENTY and not hooks.is_commandment(top)


def seats(*bots: str | None) -> list[PlayerSpec]:
    return [PlayerSpec(f"P{i}", bot) for i, bot in enumerate(bots)]


def test_pass_and_play_asks_the_first_person_who_starts() -> None:
    s = GAME.new_game({}, seats("easy", None, None), 4)
    assert GAME.current_player(s) == 1, "the first person at the device is asked"
    own = [a for a in GAME.legal_actions(s, 1) if not a.startswith("penalty ")]
    assert own == ["first 0", "first 1", "first 2", "first none"]
    assert not any(e["kind"] == "start" for e in s.log), "no start player before the answer"
    chosen = GAME.apply(s, "first 2", 1)
    assert chosen.turn == 2 and GAME.current_player(chosen) == 2
    assert [e for e in chosen.log if e["kind"] == "start"] == [
        {"kind": "start", "seat": 2, "c": s.top}
    ]
    assert chosen.hands == s.hands and chosen.draw == s.draw, "asking changes no card"


def test_at_random_keeps_the_start_player_drawn_at_the_deal() -> None:
    asked = GAME.new_game({}, seats(None, None), 7)
    solo = rules.deal(["P0", "P1"], 7, [0, 1])
    assert GAME.current_player(solo) == solo.turn and not solo.tasks
    assert GAME.apply(asked, "first none", 0).turn == solo.turn
    assert GAME.describe("first none", "de") == "Zufall"


def test_with_one_person_or_only_bots_the_start_player_is_random() -> None:
    starts = {GAME.new_game({}, seats(None, "easy", "hard"), seed).turn for seed in range(40)}
    assert starts == {0, 1, 2}
    assert not GAME.new_game({}, seats("easy", "hard"), 1).tasks


# ---- a turn ----------------------------------------------------------------------------


def test_play_a_fitting_card_then_draw_ends_the_turn() -> None:
    s = table(["B5 G1", "R2", "Y3"], top="Y25", draw="G4")
    s = act(s, "play B5")
    assert s.discard[-1] == "B5" and s.hands[0] == ["G1"]
    assert GAME.legal_actions(s, 0)[0] == "draw", "one card a turn: after a play only draw"
    s = act(s, "draw")
    assert s.hands[0] == ["G1", "G4"] and s.turn == 1
    assert penalties(s) == []


def test_a_card_that_does_not_fit_goes_back_to_the_hand_with_a_chip() -> None:
    s = table(["G1 B5", "R2"], top="Y25")
    s = act(s, "play G1")
    assert s.discard == ["Y25"] and sorted(s.hands[0]) == ["B5", "G1"]
    assert s.chips == [1, 0] and penalties(s) == [(0, "misfit", None)]
    assert s.turn == 0 and not s.played, "the player may still play a fitting card"
    s = act(s, "play B5")
    assert s.discard[-1] == "B5"


def test_drawing_although_a_card_fitted_costs_a_chip() -> None:
    s = act(table(["B5", "R2"], top="Y25"), "draw")
    assert penalties(s) == [(0, "mustplay", None)]


def test_drawing_when_nothing_fits_is_no_slip() -> None:
    s = act(table(["G1 B70", "R2"], top="Y25"), "draw")
    assert penalties(s) == [] and s.turn == 1


def test_a_drawn_card_cannot_be_played_in_the_same_turn() -> None:
    s = act(table(["G1", "R2"], top="Y25", draw="B5"), "draw")
    assert "B5" in s.hands[0]
    assert not any(a.startswith("play") for a in GAME.legal_actions(s, 0))


def test_a_drawn_commandment_goes_to_the_middle_and_the_player_draws_again() -> None:
    s = act(table(["G1", "R2"], top="Y25", draw="R01 B12"), "draw")
    assert s.in_force[-1] == "R01"
    assert s.hands[0] == ["G1", "B12"]
    assert [e["k"] for e in events(s, "reveal")] == ["R01"]


def test_an_at_once_commandment_acts_and_leaves_the_game() -> None:
    s = act(table(["G1", "R2"], top="Y25", draw="A12 B12"), "draw")
    assert "A12" in s.gone and "A12" not in s.in_force


def test_play_goes_clockwise() -> None:
    s = table(["G1", "R1", "Y1"], top="B70", turn=2)
    assert act(s, "draw").turn == 0


# ---- calls ----------------------------------------------------------------------------


def test_calls_exist_only_when_a_duty_brings_them() -> None:
    assert not any(a.startswith("call") for a in GAME.legal_actions(table(["R5"]), 0))
    legal = GAME.legal_actions(table(["R5"], force="D01"), 0)
    assert "call rot" in legal


def test_a_needless_call_left_at_the_draw_costs_a_chip() -> None:
    s = act(table(["G1"], top="Y25", force="D01"), "call rot", "draw")
    assert penalties(s) == [(0, "needless", None)]


def test_a_call_is_made_once_a_turn() -> None:
    s = act(table(["R5"], force="D01"), "call rot")
    assert "call rot" not in GAME.legal_actions(s, 0)


# ---- table commandments: any person hands a chip, with the reason -----------------------


def test_any_person_may_hand_a_chip_for_a_table_commandment_out_of_turn() -> None:
    s = table(["G1", "R2", "Y3"], top="Y25")
    assert GAME.actors(s) == [0, 1, 2]
    assert GAME.legal_actions(s, 2) == [
        "penalty 0 T01", "penalty 1 T01", "penalty 0 T02", "penalty 1 T02"
    ]  # fmt: skip
    s = act(s, "penalty 0 T01", seat=2)
    assert s.chips == [1, 0, 0]
    assert s.log[-1] == {"kind": "pen", "seat": 0, "r": "table", "k": "T01", "by": 2}
    assert s.turn == 0
    assert GAME.legal_actions(s, 2) == ["penalty 1 T01", "penalty 0 T02", "penalty 1 T02"]


# ---- second round and end --------------------------------------------------------------


def test_empty_pile_starts_the_second_round_with_the_remembered_player() -> None:
    big = "B1 B2 B3 B4 B5 B6"
    s = table(["G1", big, "G2 G3"], top="Y25", draw="Y1", fill=0)
    s = act(s, "draw")
    assert s.round_over and s.turn == 1
    assert s.tasks[0].kind == "shed" and s.tasks[0].seat == 1 and len(s.tasks) == 1
    assert "shed done" in GAME.legal_actions(s, 1)
    discard_before = len(s.discard)
    box_before = len(s.box)
    s = act(s, "shed B6", "shed B5")
    assert s.round == 2 and not s.round_over and s.turn == 1
    assert len(s.box) == box_before - 4
    assert sum(1 for c in s.draw if hooks.is_commandment(c)) == 4
    assert len(s.draw) + len(s.discard) == discard_before + 2 + 4
    assert len(s.discard) == 1 and not hooks.is_commandment(s.discard[-1])
    assert events(s, "round2")


def test_shedding_is_a_choice_and_only_above_five_cards() -> None:
    s = table(["G1", "B1 B2 B3 B4 B5 B6", "G2 G3 G4 G5 G6"], top="Y25", draw="Y1", fill=0)
    s = act(s, "draw")
    assert [t.seat for t in s.tasks] == [1]
    s = act(s, "shed done")
    assert s.round == 2 and len(s.hands[1]) == 6


def test_the_game_ends_when_the_pile_runs_out_in_the_second_round() -> None:
    s = table(["G1 B2", "R3", "Y4"], top="B70", draw="Y1", fill=0, round=2, chips=[2, 0, 1])
    s = act(s, "draw")
    assert GAME.is_over(s) and GAME.current_player(s) is None
    result = GAME.result(s)
    # G1 strawberry, B2 strawberry, Y1 banana: 3 fruits + 2 chips; R3 1; Y4 1 + 1 chip.
    assert result.scores == (5.0, 1.0, 2.0)
    assert result.ranks == (3, 1, 2)
    sheet = result.details["sheets"][0]
    assert sheet["fruits"] == {"O": 0, "S": 2, "B": 1, "P": 0}
    assert sheet["chip_points"] == 2 and sheet["fruit_points"] == 3
    assert result.details["ending"] == "rounds_done"


def test_no_card_to_start_the_second_round_ends_the_game() -> None:
    """The new pile holds only the 70 and four commandments: no starter card can be turned."""
    s = table(["G1 B2", "R3", "Y4"], top="B70", draw="Y1", fill=0)
    s = act(s, "draw")
    assert GAME.is_over(s) and s.round == 2
    assert GAME.result(s).details["ending"] == "no_starter_card"


def test_cards_and_chips_are_conserved_through_a_whole_bot_game() -> None:
    from kartentisch.engine.match import Match

    m = Match.start(
        catalogue.get("zehn-gebote"), [PlayerSpec(f"P{i}", "easy") for i in range(4)], 3
    )
    deal = GAME.cards(m.state)
    assert deal == Counter(GAME.cards(m.state))
    while not m.is_over():
        m.play(m.bot_choice())
        assert GAME.cards(m.state) == deal
    assert m.state.round == 2


def test_a_round_can_end_on_a_revealed_commandment_after_its_tasks() -> None:
    s = table(["G1", "R1", "B1 B2 B3 B4 B5 B6"], top="Y25", draw="A02", fill=0)
    s = act(s, "draw")
    assert [t.kind for t in s.tasks] == ["drop", "drop", "drop"] and not s.round_over
    s = act(s, "drop none", "drop none", "drop B6")
    # Seat 2 now holds 5 cards: nobody sheds, so the second round starts at once.
    assert events(s, "roundend") and s.round == 2 and s.turn == 1 and not s.tasks
