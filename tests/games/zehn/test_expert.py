"""Zehn's expert level: it decides from its seat's view alone, the same way for a seed, and
plays whole games within the rules."""

from __future__ import annotations

import sys
import time

import pytest

from kartentisch.engine.bot_turns import bot_turns
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import GAME, actions
from kartentisch.games.zehn.expert import (
    MIN_DEALS,
    PAGE_BUDGET_S,
    SEARCHED,
    ExpertBot,
    ExpertSettings,
    _sure_best,
)
from kartentisch.games.zehn.levels import make_bot
from kartentisch.games.zehn.readings import QuickRng, SharedSamplesHard
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.view import ZehnView


def _moments(
    seed: int, players: int, wanted: int, phases: tuple[str, ...] = SEARCHED
) -> list[tuple[ZehnState, int]]:
    """Decisions with a real choice in ``phases``, ``wanted`` of each, from hard bots' game;
    a first card hard protects is left out (the expert keeps it without a search)."""
    state = GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(players)], seed)
    hard = GAME.bot("hard")
    found: list[tuple[ZehnState, int]] = []
    step = 0
    count = dict.fromkeys(phases, 0)
    while not state.over and min(count.values()) < wanted:
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state, seat)
        choice = hard.choose(GAME.view(state, seat), legal, Rng(step))
        kept = state.phase == "first" and actions.parse(choice).chips > 0
        if len(legal) > 1 and not kept and count.get(state.phase, wanted) < wanted:
            count[state.phase] += 1
            found.append((state, seat))
        state = GAME.apply(state, choice, seat)
        step += 1
    return found


def _baseline(view: ZehnView, legal: list[str]) -> str:
    """What the expert plays without a search: hard's policy as its own reading gives it."""
    return SharedSamplesHard().choose(view, legal, QuickRng.derive(Rng(1).next64(), "hard"))


def _first_card_choice() -> tuple[ZehnView, list[str]]:
    """The view and legal actions of the first first-card choice in a 2-seat game (seed 11):
    the moment the budget tests search."""
    state, seat = next((s, t) for s, t in _moments(11, 2, 1) if s.phase == "first")
    return GAME.view(state, seat), list(GAME.legal_actions(state, seat))


def test_the_expert_never_peeks() -> None:
    bot = ExpertBot(ExpertSettings(deals=3))
    moments = _moments(5, 3, 2)
    assert {state.phase for state, _ in moments} == set(SEARCHED)
    for state, seat in moments:
        legal = GAME.legal_actions(state, seat)
        mine = bot.choose(GAME.view(state, seat), legal, Rng(42))
        for k in range(2):
            # Everything this seat cannot see dealt anew: hands, pile, face-down cards.
            other = GAME.shuffle_hidden(state, seat, Rng(1000 + k))
            assert GAME.legal_actions(other, seat) == legal
            assert bot.choose(GAME.view(other, seat), legal, Rng(42)) == mine, state.phase


def test_the_expert_chooses_the_same_for_a_seed() -> None:
    for state, seat in _moments(9, 2, 3):
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        first = ExpertBot(ExpertSettings(deals=3)).choose(view, legal, Rng(7))
        assert ExpertBot(ExpertSettings(deals=3)).choose(view, legal, Rng(7)) == first
        assert first in legal


def test_a_game_with_expert_seats_ends() -> None:
    state = GAME.new_game({}, [PlayerSpec("A"), PlayerSpec("B"), PlayerSpec("C")], 3)
    bots = [
        ExpertBot(ExpertSettings(deals=2)),
        GAME.bot("hard"),
        ExpertBot(ExpertSettings(deals=2)),
    ]
    *_, last = bot_turns(GAME, state, bots, 3)  # every choice checked against the legal ones
    assert len(GAME.result(last.after).scores) == 3


def test_a_spent_time_budget_gives_the_baseline_choice() -> None:
    # A deal starts only if it can end within the budget; with too few, hard's choice stands
    # (one or two noisy deals must not overrule it).
    bot = ExpertBot(ExpertSettings(budget_s=0.0))
    for state, seat in _moments(11, 2, 2):
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        hard = _baseline(view, legal)
        assert bot.choose(view, legal, Rng(1)) == hard


def test_deals_that_cannot_overrule_hard_within_the_budget_are_not_started(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A slow device: every reading of the clock finds 30 ms gone. Within 100 ms hard's choice
    # and the first deal use up the budget before a switch could count, so no deal starts
    # (a started one would only hold up the page); with a second to spend they fit.
    ticks = iter(range(10**6))
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 0.03)
    view, legal = _first_card_choice()
    hard = _baseline(view, legal)
    slow = ExpertBot(ExpertSettings(budget_s=0.1))
    assert slow.choose(view, legal, Rng(1)) == hard
    assert slow.last_deals == 0
    roomy = ExpertBot(ExpertSettings(budget_s=1.0))
    roomy.choose(view, legal, Rng(1))
    assert roomy.last_deals >= MIN_DEALS


def test_a_noisy_gain_keeps_hard_choice_and_a_sure_one_switches() -> None:
    assert _sure_best([[0.0, 0.0, 0.0], [9.0, 9.0, 9.0]], 0.5, 1.0) == 0  # too few deals
    hard = [0.0, 10.0, 0.0, 10.0]
    noisy = [9.0, 0.0, 9.0, 4.0]  # a mean gain of 0.5 on the same deals, spread wide
    sure = [2.0, 12.0, 2.0, 12.0]  # 2 more on every deal
    assert _sure_best([hard, noisy], 0.0, 1.0) == 0
    assert _sure_best([hard, noisy, sure], 0.5, 1.0) == 2
    assert _sure_best([hard, sure], 2.5, 1.0) == 0


def test_the_lobby_expert_keeps_a_time_budget_in_the_browser_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def lobby_expert() -> ExpertBot:
        expert = make_bot("expert")
        assert isinstance(expert, ExpertBot)
        return expert

    assert lobby_expert().settings.budget_s is None
    monkeypatch.setattr(sys, "platform", "emscripten")
    assert lobby_expert().settings.budget_s == PAGE_BUDGET_S


def test_the_expert_never_peeks_when_its_search_can_switch() -> None:
    # Enough deals for a switch (MIN_DEALS) at four seats, where the playouts read cheaply.
    bot = ExpertBot(ExpertSettings(deals=MIN_DEALS, seat_deals=4 * MIN_DEALS))
    for state, seat in _moments(6, 4, 2):
        legal = GAME.legal_actions(state, seat)
        mine = bot.choose(GAME.view(state, seat), legal, Rng(42))
        assert bot.last_deals >= MIN_DEALS or len(legal) == 1
        other = GAME.shuffle_hidden(state, seat, Rng(77))
        assert bot.choose(GAME.view(other, seat), legal, Rng(42)) == mine, state.phase
        assert (
            ExpertBot(ExpertSettings(deals=MIN_DEALS)).choose(
                GAME.view(state, seat), legal, Rng(42)
            )
            in legal
        )


def test_the_search_repeats_for_a_seed_at_four_seats() -> None:
    for state, seat in _moments(12, 4, 2):
        legal = GAME.legal_actions(state, seat)
        view = GAME.view(state, seat)
        first, again = ExpertBot(), ExpertBot()
        assert first.choose(view, legal, Rng(3)) == again.choose(view, legal, Rng(3))
        assert first.last_deals == again.last_deals


def test_hopeless_alternatives_are_given_up_and_the_search_ends(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Hard's choice scores 5 on every deal, the others 0: after MIN_DEALS deals nothing can
    # overrule it, so the remaining deals are not played.
    def playout(self: ExpertBot, deal: ZehnState, option: str, seat: int, rng: Rng) -> float:
        return 5.0 if option == plain else 0.0

    monkeypatch.setattr(ExpertBot, "_playout", playout)
    view, legal = _first_card_choice()
    plain = _baseline(view, legal)
    bot = ExpertBot(ExpertSettings(deals=12))
    assert bot.choose(view, legal, Rng(1)) == plain
    assert bot.last_deals == MIN_DEALS


def test_a_given_up_alternative_is_not_chosen() -> None:
    hard = [0.0, 10.0, 0.0, 10.0, 0.0, 10.0]
    given_up = [20.0, 30.0, 20.0, 30.0]  # ahead, but not played on every deal
    sure = [2.0, 12.0, 2.0, 12.0, 2.0, 12.0]
    assert _sure_best([hard, given_up], 0.5, 1.0) == 0
    assert _sure_best([hard, given_up, sure], 0.5, 1.0) == 2


def test_a_tight_budget_gives_up_the_lowest_rated_alternative_first(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Every playout takes 10 ms (a slow page): three options on four deals overrun 100 ms,
    # two fit. Before, the search stopped after one deal and hard's choice stood unexamined;
    # now the alternative hard rates lowest is dropped and the other two play four deals.
    clock = [0.0]
    played: list[str] = []

    def playout(self: ExpertBot, deal: ZehnState, option: str, seat: int, rng: Rng) -> float:
        clock[0] += 0.01
        played.append(option)
        return 0.0

    monkeypatch.setattr(time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(ExpertBot, "_playout", playout)
    view, legal = _first_card_choice()
    bot = ExpertBot(ExpertSettings(budget_s=0.1))
    bot.choose(view, legal, Rng(1))
    options = list(dict.fromkeys(played))
    assert len(options) == 3
    assert bot.last_deals == MIN_DEALS
    assert [played.count(o) for o in options] == [MIN_DEALS, MIN_DEALS, 1]
