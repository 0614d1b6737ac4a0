"""Every commandment, each shown working on a small table; and the order of conflicts."""

from __future__ import annotations

from importlib import resources

import pytest

from kartentisch.games.zehn_gebote import GAME, hooks, texts
from kartentisch.games.zehn_gebote.hooks import PlayCheck
from kartentisch.games.zehn_gebote.state import ZehnGeboteState

from .helpers import act, events, penalties, table


def fits(card: str, top: str, force: str = "") -> bool:
    in_force = list(hooks.SPIELSTART) + force.split()
    return hooks.verdict(in_force, PlayCheck(card, top, 0, 3, 3))[0]


def test_52_commandments_2_spielstart_and_50_more_in_five_kinds() -> None:
    assert len(hooks.REGISTRY) == 52
    assert hooks.SPIELSTART == ("T01", "T02")
    kinds = {c.kind for c in hooks.REGISTRY.values()}
    assert kinds == set(hooks.KINDS)
    for c in hooks.REGISTRY.values():
        assert c.id[0] == {"rule": "R", "duty": "D", "at_once": "A", "game_end": "E",
                           "table": "T"}[c.kind]  # fmt: skip


# ---- rules ------------------------------------------------------------------------------

RULES = [
    # id, card, top, fits without, fits with
    ("R01", "G1", "G4", False, True),  # same colour, one-digit on one-digit
    ("R02", "B27", "G23", False, True),  # both show an orange and a strawberry
    ("R03", "B3", "R4", False, True),  # differ by 1
    ("R04", "B6", "G23", False, True),  # 2 x 3 = 6
    ("R05", "B70", "R5", False, True),  # the 70 on red
    ("R06", "Y5", "B27", True, False),  # no yellow on blue
    ("R07", "B4", "Y47", True, False),  # no even on odd
    ("R08", "B1", "G23", True, False),  # no 1
    ("R09", "B27", "R29", False, True),  # a shared digit 2
    ("R10", "B5", "B35", True, False),  # never on the same colour
    ("R11", "B6", "G14", False, True),  # a 6 fits on anything
    ("R12", "G52", "B5", True, False),  # nothing above 50
    ("R13", "R3", "B27", False, True),  # red on a strawberry card
    ("R14", "R3", "B3", False, True),  # same number
]


@pytest.mark.parametrize(("cid", "card", "top", "before", "after"), RULES)
def test_rule(cid: str, card: str, top: str, before: bool, after: bool) -> None:
    assert hooks.get(cid).kind == hooks.RULE
    assert fits(card, top) == before
    assert fits(card, top, cid) == after


def test_rule_r05_red_fits_on_the_70_too() -> None:
    assert not fits("R3", "B70") and fits("R3", "B70", "R05")


def test_a_banned_play_is_refused_with_a_chip_naming_the_commandment() -> None:
    s = act(table(["B1 B5", "R2"], top="G23", force="R08"), "play B1")
    assert sorted(s.hands[0]) == ["B1", "B5"] and s.discard == ["G23"]
    assert penalties(s) == [(0, "banned", "R08")]


def test_conflict_a_ban_beats_a_permission() -> None:
    assert fits("G1", "G4", "R01") and not fits("G1", "G4", "R01 R10")
    assert not fits("Y5", "B27", "R01 R06") and not fits("Y5", "B27", "R06 R01")


def test_conflict_permissions_add_up() -> None:
    assert fits("B3", "R4", "R03 R14") and fits("R4", "B4", "R03 R14")


def test_must_play_counts_cards_that_fit_by_a_permission() -> None:
    s = act(table(["G1", "R2"], top="G4", force="R01"), "draw")
    assert penalties(s) == [(0, "mustplay", None)]


def test_must_play_ignores_banned_cards() -> None:
    s = act(table(["B1", "R2"], top="G23", force="R08"), "draw")
    assert penalties(s) == []


# ---- duties: calls ----------------------------------------------------------------------

CALLS = [
    # id, call, hand, top, a card that needs the call, a card that does not
    ("D01", "rot", "R5 B5 G4", "G23", "R5", "B5"),
    ("D02", "lecker", "B2 R2 G4", "G23", "B2", "R2"),
    ("D03", "klopf", "B5 R5 G4", "G23", "B5", None),
    ("D06", "gerade", "B2 B5 G4", "G23", "B2", "B5"),
    ("D07", "hoch", "G23 G14 R2", "B5", "G23", None),
    ("D09", "letzte", "B5 R5", "G23", "B5", None),
    ("D10", "sieben", "G52 G23 R2", "B5", "G52", "G23"),
    ("D12", "farbe", "G1 B1 R2", "G23", "G1", "B1"),
]


@pytest.mark.parametrize(("cid", "call", "hand", "top", "due", "free"), CALLS)
def test_call_duty(cid: str, call: str, hand: str, top: str, due: str, free: str | None) -> None:
    assert hooks.get(cid).kind == hooks.DUTY
    start = table([hand, "G6"], top=top, force=cid)
    assert f"call {call}" in GAME.legal_actions(start, 0)
    forgot = act(start, f"play {due}")
    assert forgot.discard[-1] == due, "a forgotten call does not stop the play"
    assert penalties(forgot) == [(0, "nocall", cid)]
    assert penalties(act(start, f"call {call}", f"play {due}")) == []
    if free is not None:
        assert penalties(act(start, f"call {call}", f"play {free}")) == [(0, "needless", None)]
        assert penalties(act(start, f"play {free}")) == []


def test_d03_klopf_is_not_due_on_a_one_digit_top() -> None:
    s = act(table(["G23", "R2"], top="B5", force="D03"), "play G23")
    assert penalties(s) == []


def test_d09_letzte_only_for_the_second_to_last_card() -> None:
    s = act(table(["B5 R5 G4", "R2"], top="G23", force="D09"), "play B5")
    assert penalties(s) == []


def test_conflict_several_calls_are_all_due_and_each_missing_one_costs() -> None:
    start = table(["R2 B5", "G6"], top="G23", force="D01 D06 D03")
    s = act(start, "play R2")
    assert sorted(k for _, _, k in penalties(s) if k) == ["D01", "D03", "D06"]
    s = act(start, "call klopf", "call gerade", "call rot", "play R2")
    assert penalties(s) == []


def test_calls_made_before_a_refused_play_stay_for_the_next_try() -> None:
    s = act(table(["R1 R5", "G6"], top="Y25", force="D01"), "call rot", "play R1", "play R5")
    assert penalties(s) == [(0, "misfit", None)]


# ---- duties: what follows a play --------------------------------------------------------


def test_d04_a_5_gives_a_card_of_choice_to_the_left() -> None:
    s = act(table(["B5 R2 G4", "G6", "Y1"], top="G23", force="D04"), "play B5")
    assert GAME.current_player(s) == 0 and "give R2" in GAME.legal_actions(s, 0)
    s = act(s, "give R2")
    assert s.hands[0] == ["G4"] and s.hands[1] == ["G6", "R2"]
    assert GAME.legal_actions(s, 0)[0] == "draw"


def test_d04_forgetting_the_gift_costs_a_chip() -> None:
    s = act(table(["B5 R2", "G6"], top="G23", force="D04"), "play B5", "give none")
    assert penalties(s) == [(0, "duty", "D04")] and s.hands[1] == ["G6"]


def test_d05_a_6_draws_two() -> None:
    s = act(table(["B6 R2", "G6"], top="G39", force="D05", draw="Y1 Y2 Y3"), "play B6", "draw")
    assert s.hands[0] == ["R2", "Y1", "Y2"] and s.turn == 1


def test_d08_a_1_draws_none() -> None:
    s = act(table(["B1 R2", "G6"], top="G23", force="D08", draw="Y1"), "play B1", "draw")
    assert s.hands[0] == ["R2"] and s.turn == 1


def test_d11_a_4_puts_a_card_under_the_pile() -> None:
    s = act(table(["B4 R2", "G6"], top="G14", force="D11"), "play B4", "bury R2")
    assert s.draw[0] == "R2" and s.hands[0] == []
    s2 = act(table(["B4 R2", "G6"], top="G14", force="D11"), "play B4", "bury none")
    assert penalties(s2) == [(0, "duty", "D11")]


def test_conflict_draw_count_the_last_revealed_answer_wins() -> None:
    check = PlayCheck("B6", "G39", 0, 3, 2)
    assert hooks.draws_after(["D05"], check) == 2
    assert hooks.draws_after(["D05", "D08"], check) == 2  # D08 says nothing about a 6


# ---- at once ----------------------------------------------------------------------------


def reveal(cid: str, hands: list[str], *, top: str = "B70", chips: list[int] | None = None,
           then: str = "Y1 Y2 Y3 Y4") -> ZehnGeboteState:  # fmt: skip
    """Seat 0 draws ``cid`` (nothing fits on the 70) and then the cards of ``then``."""
    s = table(hands, top=top, draw=f"{cid} {then}", chips=chips, persons=[])
    return act(s, "draw")


def test_a01_hands_go_left() -> None:
    s = reveal("A01", ["G1 G2", "R1", "B1"])
    assert s.hands == [["B1", "Y1"], ["G1", "G2"], ["R1"]]


def test_a02_everyone_may_discard_one_card() -> None:
    s = reveal("A02", ["G1 G2", "R1", "B1"])
    assert [t.seat for t in s.tasks] == [0, 1, 2]
    s = act(s, "drop G2", "drop none", "drop B1")
    assert s.discard[-2:] == ["G2", "B1"] and s.hands == [["G1", "Y1"], ["R1"], []]
    assert s.turn == 1


def test_a03_most_cards_get_a_chip() -> None:
    s = reveal("A03", ["G1 G2", "R1 R2", "B1"])
    assert penalties(s) == [(0, "atonce", "A03"), (1, "atonce", "A03")]


def test_a04_the_70_may_go() -> None:
    s = reveal("A04", ["G1", "R1 B70", "B1"], top="G23")
    assert [t.seat for t in s.tasks] == [0, 1, 2], "every player is asked, from the revealer on"
    assert GAME.legal_actions(s, 0) == ["drop none"]
    s = act(s, "drop none")
    assert GAME.current_player(s) == 1 and GAME.legal_actions(s, 1) == ["drop B70", "drop none"]
    s = act(s, "drop B70")
    assert s.discard[-1] == "B70" and s.hands[1] == ["R1"]
    assert GAME.legal_actions(s, 2) == ["drop none"]


def test_a04_the_question_does_not_tell_who_holds_the_70() -> None:
    """Two deals that differ only in who holds the 70 look the same to every other seat, and to
    a spectator, until the holder answers: the same seats are asked in the same order."""
    worlds = [["G1", "R1 B70", "B1 B2"], ["G1", "R1 B2", "B1 B70"], ["G1", "R1 B2", "B1 G2"]]
    traces = []
    for hands in worlds:
        s = reveal("A04", hands, top="G23")
        trace = []
        while s.tasks:
            trace.append((GAME.view(s, None), GAME.view(s, 0), GAME.actors(s)))
            s = act(s, "drop none")
        traces.append(trace)
    assert traces[0] == traces[1] == traces[2]


def test_a05_everyone_draws_starting_with_the_revealer() -> None:
    s = reveal("A05", ["G1", "R1", "B1"])
    assert s.hands == [["G1", "Y1", "Y4"], ["R1", "Y2"], ["B1", "Y3"]]


def test_a06_the_revealer_gives_a_chip_away() -> None:
    s = reveal("A06", ["G1", "R1", "B1"], chips=[2, 0, 0])
    s = act(s, "pass 2")
    assert s.chips == [1, 0, 1]
    assert not reveal("A06", ["G1", "R1", "B1"]).tasks, "no chip, nothing to give"


def test_a07_fewest_cards_draw() -> None:
    s = reveal("A07", ["G1 G2", "R1", "B1 B2"])
    assert s.hands[1] == ["R1", "Y1"] and s.hands[0] == ["G1", "G2", "Y2"]


def test_a08_everyone_gives_back_a_chip() -> None:
    s = reveal("A08", ["G1", "R1", "B1"], chips=[2, 0, 1])
    assert s.chips == [1, 0, 0]


def test_a09_swap_hands_with_a_player_of_choice() -> None:
    s = reveal("A09", ["G1", "R1 R2", "B1"])
    assert "swap none" in GAME.legal_actions(s, 0)
    s = act(s, "swap 1")
    assert s.hands[0] == ["R1", "R2", "Y1"] and s.hands[1] == ["G1"]


def test_a10_all_ones_away() -> None:
    s = reveal("A10", ["G1 G2", "R1 Y6", "B2"])
    assert s.hands == [["G2", "Y1"], ["Y6"], ["B2"]]
    assert s.discard[-2:] == ["G1", "R1"]


def test_a11_take_the_top_card() -> None:
    s = table(["G1", "R1"], top="B70", draw="A11 Y1")
    s.discard = ["G23", "B70"]
    s = act(s, "draw")
    assert s.hands[0] == ["G1", "B70", "Y1"] and s.discard == ["G23"]


def test_a11_leaves_a_single_card_on_the_pile_as_its_text_says() -> None:
    s = table(["G1", "R1"], top="B70", draw="A11 Y1")
    s.discard = ["B70"]
    s = act(s, "draw")
    assert s.hands[0] == ["G1", "Y1"] and s.discard == ["B70"]
    assert "nur eine Karte, bleibt sie liegen" in texts.text("A11", "de")


def test_a12_direction_reverses() -> None:
    s = reveal("A12", ["G1", "R1", "B1"])
    assert s.direction == -1 and s.turn == 2
    s = act(s, "draw")
    assert s.turn == 1


# ---- game end ---------------------------------------------------------------------------


def totals(force: str, hands: list[str], chips: list[int] | None = None) -> list[int]:
    in_force = list(hooks.SPIELSTART) + force.split()
    held = [h.split() for h in hands]
    return [s.total for s in hooks.count(in_force, held, chips or [0] * len(hands))]


ENDS = [
    # id, hands, chips, totals without, totals with
    ("E01", ["B2 B6", "G1"], [0, 0], [2, 1], [4, 2]),  # strawberries
    ("E02", ["G2 G6", "G1"], [0, 0], [2, 1], [0, 1]),  # bananas
    ("E03", ["G3", "R1 R2"], [0, 0], [1, 2], [3, 4]),  # pears (R1 pear, R2 orange)
    ("E04", ["G4 R2", "G1"], [0, 0], [2, 1], [-2, 1]),  # oranges
    ("E05", ["B70", "G1"], [0, 0], [4, 1], [10, 1]),  # the 70
    ("E06", ["G1 G2", "G3"], [0, 0], [2, 1], [7, 1]),  # most cards
    ("E07", ["G1", "G3"], [3, 1], [4, 2], [7, 3]),  # chips double
    ("E08", ["B1 G1", "B2 B3"], [0, 0], [2, 2], [3, 4]),  # blue +1
    ("E09", ["G1", "G3"], [0, 1], [1, 2], [-2, 2]),  # no chip
]


@pytest.mark.parametrize(("cid", "hands", "chips", "before", "after"), ENDS)
def test_game_end(cid: str, hands: list[str], chips: list[int], before: list[int],
                  after: list[int]) -> None:  # fmt: skip
    assert hooks.get(cid).kind == hooks.GAME_END
    assert totals("", hands, chips) == before
    assert totals(cid, hands, chips) == after


def test_conflict_game_end_order_values_then_chips_then_bonuses() -> None:
    # The 70's fixed value replaces its fruits, so the strawberry rule does not touch it.
    assert totals("E01 E05", ["B70"]) == [10]
    # a fixed value replaces the fruits, and a bonus such as blue +1 comes on top, as the
    # rules text says
    assert totals("E05 E08", ["B70"]) == [11]
    assert "Zuschläge wie „Blau +1“ kommen dazu" in (
        resources.files("kartentisch.games.zehn_gebote").joinpath("rules/de.md").read_text()
    )
    assert totals("E05 E01", ["B70 B2"]) == [12]
    # Doubling chips and the no-chip bonus both apply; a fruit at 0 stays 0.
    assert totals("E07 E09", ["G2", "G2"], [0, 2]) == [-2, 5]
    assert totals("E02 E06", ["G2 G6", "G1"]) == [5, 1]


def test_game_end_effects_are_listed_in_the_breakdown() -> None:
    sheets = hooks.count(["T01", "T02", "E05", "E06"], [["B70", "G1"], ["G2"]], [0, 0])
    assert sheets[0].effects == [("E05", 10), ("E06", 5)]
    assert sheets[0].fruit_points == 1 and sheets[0].total == 16


# ---- table ------------------------------------------------------------------------------


@pytest.mark.parametrize("cid", ["T01", "T02", "T03", "T04", "T05"])
def test_table_commandment_penalty_button(cid: str) -> None:
    force = "" if cid in hooks.SPIELSTART else cid
    s = table(["G1", "R1"], force=force)
    assert f"penalty 1 {cid}" in GAME.legal_actions(s, 0)
    s = act(s, f"penalty 0 {cid}", seat=1)
    assert penalties(s) == [(0, "table", cid)]


def test_table_commandments_not_yet_revealed_offer_no_button() -> None:
    assert "penalty 1 T03" not in GAME.legal_actions(table(["G1", "R1"]), 0)


def test_every_commandment_has_a_test_here() -> None:
    import pathlib

    source = pathlib.Path(__file__).read_text()
    for cid in hooks.REGISTRY:
        assert f'"{cid}"' in source or f"{cid.lower()}_" in source, cid
    assert callable(events)  # the helpers stay in use


def test_parametric_commandments_carry_their_parameters_as_data() -> None:
    assert hooks.get("D01").params == {"call": "rot"}
    assert hooks.get("D04").params == {"number": 5, "task": "give"}
    assert hooks.get("D05").params == {"number": 6, "draws": 2}
    assert hooks.get("E04").params == {"fruit": "O", "value": -1}
    assert hooks.get("R06").params == {"colour": "Y", "on": "B"}
    assert hooks.get("R13").params == {"colour": "R", "fruit": "S"}
    for c in hooks.REGISTRY.values():
        if c.calls:
            assert c.params["call"] == c.calls[0]
