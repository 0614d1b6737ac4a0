"""The expert's cheaper table readings: an opponent's samples drawn once for its cards, the
ratings of the alternatives read nothing again, and a playout's swap reads only the seats it
changes."""

from __future__ import annotations

from typing import Any

import pytest

from kartentisch.games.zehn import GAME, readings
from kartentisch.games.zehn.bots import seat_view, table_reading
from kartentisch.games.zehn.bots.table_reading import swapped
from kartentisch.games.zehn.expert import ExpertBot
from kartentisch.games.zehn.readings import PlayoutHard, QuickRng, SharedSamplesHard

from .test_expert import _moments


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """One entry per opponent reading drawn (``opponent_outcome``) by the expert's readings."""
    calls: list[int] = []
    real = table_reading.opponent_outcome

    def counted(*args: Any, **kwargs: Any) -> seat_view.Key:
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(readings, "opponent_outcome", counted)
    return calls


def test_the_baseline_draws_each_opponent_once_for_its_cards(
    drawn: list[int],
) -> None:
    # Hard reads the whole table again for every swap it weighs (three owners at a bid: four
    # readings of three opponents); the expert's baseline draws a seat's samples once.
    state, seat = next((s, t) for s, t in _moments(8, 4, 2) if s.phase == "bid")
    bot = SharedSamplesHard()
    choice = bot.choose(GAME.view(state, seat), GAME.legal_actions(state, seat), QuickRng(3))
    assert choice in GAME.legal_actions(state, seat)
    assert len(drawn) <= (3 + 3) * bot.samples


def test_the_expert_rates_the_alternatives_without_reading_the_table_again(
    drawn: list[int],
) -> None:
    # Before, the ratings read the whole table anew (90 samples per swap at a bid).
    expert = ExpertBot()
    for state, seat in _moments(8, 4, 3):
        view, legal = GAME.view(state, seat), list(GAME.legal_actions(state, seat))
        expert.hard.forget()
        plain = expert.hard.choose(view, legal, QuickRng(5))
        before = len(drawn)
        ranked = expert._candidates(view, legal, plain, QuickRng(6))
        assert len(drawn) == before, view["phase"]
        assert ranked[0] == plain and set(ranked) <= set(legal)


def test_a_playout_reading_of_a_swap_draws_only_the_seats_it_changes(
    drawn: list[int],
) -> None:
    state, seat = next((s, t) for s, t in _moments(8, 4, 2) if s.phase == "bid")
    view = GAME.view(state, seat)
    bot = PlayoutHard()
    bot.choose(view, GAME.legal_actions(state, seat), QuickRng(3))  # sets the decision up
    bot.forget()
    drawn.clear()
    rng = QuickRng(4)
    bot.read(view, rng, bot.samples, True)
    assert len(drawn) == 3 * bot.samples  # three opponents
    owner = next(s for s in range(4) if s != seat)
    mine = view["players"][seat]["laid"][0]
    assert mine is not None  # a seat sees its own first card
    bot.read(swapped(view, owner, mine, bool(view["players"][seat]["down"])), rng, 6, True)
    assert len(drawn) == 4 * bot.samples  # the owner, now holding my card, alone


def test_quick_rng_repeats_for_a_seed_and_stays_in_range() -> None:
    a, b = QuickRng.derive(1, "play", 0), QuickRng.derive(1, "play", 0)
    draws = [a.below(7) for _ in range(200)]
    assert draws == [b.below(7) for _ in range(200)]
    assert set(draws) == set(range(7))
    assert 0.0 <= a.random() < 1.0 and 0 <= a.next64() < 2**64
