"""The classic mode: the option "help with going out" off.

Going out is offered after every draw whatever the hand holds, a person lays out every meld,
a wrong arrangement is refused in words and costs nothing, and in the last turn what the
person does not lay out counts. Bots keep playing with help.
"""

from __future__ import annotations

from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.errors import IllegalActionError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import GAME, arrange, solver
from kartentisch.games.fuenf_kronen.cards import sort_key_suit
from kartentisch.games.fuenf_kronen.state import DISCARD, FuenfKronenState

from .helpers import play, table

CLASSIC = {"going_out_help": False}


def snapshot(state: FuenfKronenState) -> tuple[Any, ...]:
    """Everything any seat can see, and every card: equal snapshots, equal games."""
    views = [GAME.view(state, s) for s in range(state.players)] + [GAME.view(state, None)]
    return (views, GAME.cards(state), state.turn, state.phase)


def test_the_option_is_on_by_default_and_named_in_three_languages() -> None:
    assert GAME.info.default_options["going_out_help"] is True
    label = GAME.info.option_label
    assert label("going_out_help", "de").startswith("Hilfe beim Auslegen")
    assert label("going_out_help", "en").startswith("Help with going out")
    assert label("going_out_help", "nl").startswith("Hulp bij het uitgaan")
    assert GAME.info.rules_version == 2


def test_with_help_going_out_is_listed_exactly_when_the_hand_can_go_out() -> None:
    state = play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock")
    assert "go out 9C" in GAME.legal_actions(state, 0)
    assert not GAME.view(state, 0)["may_go_out"] and not GAME.view(state, 0)["by_hand"]


@pytest.mark.parametrize("drawn", ["5H", "KD"])
def test_classic_offers_going_out_after_every_draw_and_lists_no_go_out(drawn: str) -> None:
    # With 5H the hand can go out, with KD it cannot: the table shows the same either way.
    state = play(
        table(["3H 4H 9C", "KS KS 7D"], stock_top=drawn, going_out_help=False), "draw stock"
    )
    legal = GAME.legal_actions(state, 0)
    assert legal == [f"discard {c}" for c in sorted(set(state.hands[0]), key=sort_key_suit)]
    view = GAME.view(state, 0)
    assert view["may_go_out"] and view["by_hand"] and not view["going_out_help"]
    # Only the seat to act is offered it, and nobody else's view says anything about it.
    assert not GAME.view(state, 1)["may_go_out"] and not GAME.view(state, None)["may_go_out"]


def test_classic_offers_going_out_after_every_draw_of_a_whole_round() -> None:
    state = table(
        ["3H 4H 9C", "KS QS 7D", "5D 6D 8C"],
        bots=[None, "easy", "easy"],
        seed=3,
        going_out_help=False,
    )
    offered = 0
    while state.went_out is None and offered < 40:
        seat = state.turn
        if seat == 0 and state.phase == DISCARD:
            assert GAME.view(state, 0)["may_go_out"]
            assert not any(a.startswith("go out") for a in GAME.legal_actions(state, 0))
            offered += 1
            card, _ = arrange.best_discard(state.hands[0], state.wild_rank, False)
            state = GAME.apply(state, f"discard {card}")
            continue
        if seat == 0:
            state = GAME.apply(state, "draw stock")
            continue
        bot = GAME.bot("easy")
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, bot.choose(GAME.view(state, seat), legal, Rng(seat)))
    assert offered >= 1


def test_classic_goes_out_with_melds_laid_by_hand() -> None:
    state = play(
        table(["3H 4H 9C", "KS KS 7D"], stock_top="5H", going_out_help=False), "draw stock"
    )
    state = play(state, "go out 9C as 5H 3H 4H")
    assert state.went_out == 0 and state.melds[0] == [["5H", "3H", "4H"]]
    assert state.discard[-1] == "9C"


@pytest.mark.parametrize(
    ("action", "reason", "english"),
    [
        # No melds at all: the app does not lay them out for a person in classic mode.
        ("go out 9C", "cards_left", "Still loose: 3 of Hearts, 4 of Hearts, 5 of Hearts."),
        ("go out 9C as 3H 4H", "not_a_meld", "Not a valid meld: 3 of Hearts, 4 of Hearts."),
        ("go out 9C as 3H 4H 9C", "no_discard", "Keep one card out of your melds"),
        ("go out 5H as 3H 4H 9C", "not_a_meld", "Not a valid meld"),
        ("go out 9C as 3H 4H 5H 9C", "no_discard", "Keep one card out of your melds"),
        ("go out 9C as KS KS KD", "not_in_hand", "Not in your hand: King of Spades, King of Sp"),
        ("go out KD", "not_in_hand", "Not in your hand"),
    ],
)
def test_a_refused_arrangement_says_why_and_costs_nothing(
    action: str, reason: str, english: str
) -> None:
    state = play(
        table(["3H 4H 9C", "KS KS 7D"], stock_top="5H", going_out_help=False), "draw stock"
    )
    before = snapshot(state)
    assert not GAME.is_legal(state, 0, action)
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, action)
    error = caught.value
    assert english in error.reason, error.reason
    assert set(error.messages) == {"de", "en", "nl"}
    assert all(error.messages.values()) and error.messages["en"] == error.reason
    assert snapshot(state) == before, "a refused arrangement changes nothing"
    # The turn is still the player's: a right arrangement goes out.
    after = play(state, "go out 9C as 3H 4H 5H")
    assert after.went_out == 0
    assert reason  # the parameter names the case for the reader


def test_the_reasons_read_well_in_every_language() -> None:
    state = play(
        table(["3H 4H 9C", "KS KS 7D"], stock_top="8D", going_out_help=False), "draw stock"
    )
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, "go out 9C as 3H 4H 8D")
    assert caught.value.messages["de"].startswith("Keine gültige Kombination: Herz 3, Herz 4")
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, "go out 9C")
    messages = caught.value.messages
    assert messages["de"] == (
        "Zum Auslegen muss jede Karte außer der abgelegten (Kreuz 9) in einer Kombination "
        "liegen. Noch lose: Herz 3, Herz 4, Karo 8."
    )
    assert messages["nl"].startswith("Om uit te gaan moet elke kaart behalve de afgelegde")


def test_with_help_a_wrong_arrangement_is_refused_in_words_too() -> None:
    state = play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock")
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, "go out 5H as 3H 4H 9C")
    assert caught.value.messages["en"].startswith("Not a valid meld")


# ---- the last turn --------------------------------------------------------------------------
LAST = ["9C 9D 9S 9H 4H", "6H 7H 8H 8S 8D", "JS QC KD 10H 3D"]
"""Round 3 (fives wild): seat 0 goes out with a book of nines; seat 1 then holds
6H 7H 8H 8S 8D and draws QS: the best is the book of eights (6H 7H stay, 13 points)."""


def last_turn(bots: list[str | None], going_out_help: bool = True) -> FuenfKronenState:
    state = table(LAST, round=3, stock_top="7C QS 5C", bots=bots, going_out_help=going_out_help)
    state = play(state, "draw stock")
    state = play(state, "go out 4H as 9C 9D 9S 9H 5C" if state.persons[0] else "go out 4H")
    return play(state, "draw stock")


def test_classic_last_turn_counts_what_the_person_did_not_lay_out() -> None:
    state = last_turn([None, None, "easy"], going_out_help=False)
    assert GAME.view(state, 1)["by_hand"] and not GAME.view(state, 1)["may_go_out"]
    # A worse arrangement than the best stands: 8S 8D stay, 16 points, not 13.
    worse = play(state, "discard QS as 6H 7H 8H")
    assert worse.melds[1] == [["6H", "7H", "8H"]] and sorted(worse.leftover[1]) == ["8D", "8S"]
    assert worse.events[-1]["score"] == 16
    # Laying nothing out: the whole hand counts.
    nothing = play(state, "discard QS")
    assert nothing.melds[1] == [] and len(nothing.leftover[1]) == 5
    assert nothing.events[-1]["score"] == 6 + 7 + 8 + 8 + 8
    # An invalid meld in the last turn is refused in words and costs nothing.
    before = snapshot(state)
    with pytest.raises(IllegalActionError) as caught:
        GAME.apply(state, "discard QS as 6H 7H 8S")
    assert caught.value.messages["en"].startswith("Not a valid meld")
    assert snapshot(state) == before
    # The bot after the person still lays down its best melds; the round is scored.
    done = play(worse, "draw stock", "discard KD")
    bot_left = done.leftover[2]
    bot_hand = bot_left + [c for m in done.melds[2] for c in m]
    assert done.round_scores[-1][2] == arrange.leftover_score(bot_hand, done.wild_rank, False)
    assert done.round_scores[-1][1] == 16


def test_with_help_the_last_turn_never_scores_worse_than_the_best() -> None:
    state = last_turn([None, None, "easy"])
    assert play(state, "discard QS").events[-1]["score"] == 13
    assert play(state, "discard QS as 6H 7H 8H").events[-1]["score"] == 13


def test_bots_keep_their_help_in_a_classic_game() -> None:
    state = table(
        ["3H 4H 9C", "KS KS 7D"], stock_top="5H", bots=["easy", None], going_out_help=False
    )
    state = play(state, "draw stock")
    assert "go out 9C" in GAME.legal_actions(state, 0)
    assert not GAME.view(state, 0)["by_hand"]
    state = play(state, "go out 9C", "draw stock")
    assert GAME.view(state, 1)["by_hand"]


# ---- a whole classic game -------------------------------------------------------------------
def by_hand(melds: Any) -> str:
    return " as " + " / ".join(" ".join(m) for m in melds) if melds else ""


def test_a_whole_classic_game_laid_out_by_hand_ends_after_eleven_rounds() -> None:
    players = [PlayerSpec("Ada"), PlayerSpec("Mira", "medium"), PlayerSpec("Otto", "easy")]
    match = Match.start(catalogue.get("fuenf-kronen"), players, 20261129, CLASSIC)
    went_out_by_hand = 0
    while not match.is_over():
        if match.current != 0:
            match.play(match.bot_choice())
            continue
        st = match.state
        legal = match.legal(0)
        assert not any(a.startswith("go out") for a in legal)
        if "next round" in legal or "draw stock" in legal:
            match.play("next round" if "next round" in legal else "draw stock", 0)
            continue
        choice = solver.best_discard(st.hands[0], st.wild_rank)
        melds = choice.arrangement.melds
        if st.went_out is None and choice.arrangement.score == 0:
            match.play(f"go out {choice.card}{by_hand(melds)}", 0)
            went_out_by_hand += 1
        elif st.went_out is not None:
            match.play(f"discard {choice.card}{by_hand(melds)}", 0)
        else:
            match.play(f"discard {choice.card}", 0)
    result = match.result()
    assert match.state.round == 11 and result.details["ending"] == "rounds_done"
    assert went_out_by_hand >= 1
