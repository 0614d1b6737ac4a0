"""Set up a Fünf Kronen table the way a test reads it: ``table(["3H 4H 5H", "KS KS 7D"])``."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from kartentisch.engine.protocol import Action, PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen import GAME
from kartentisch.games.fuenf_kronen.cards import DECK, parse_cards
from kartentisch.games.fuenf_kronen.state import FuenfKronenState


def hand(text: str) -> list[str]:
    return parse_cards(text)


def new(
    players: int = 3, seed: int = 1, bots: list[str | None] | None = None, **options: bool
) -> FuenfKronenState:
    specs = [PlayerSpec(f"P{i}", (bots[i] if bots else None)) for i in range(players)]
    return GAME.new_game({"natural_required": False, **options}, specs, seed)


def table(
    hands: list[str],
    *,
    round: int = 1,
    up: str = "9S",
    stock_top: str = "",
    turn: int = 0,
    seed: int = 1,
    bots: list[str | None] | None = None,
    **options: bool,
) -> FuenfKronenState:
    """A round in progress with these hands; ``up`` is the discard pile (bottom first),
    ``stock_top`` the next cards to be drawn (drawn first last). The rest is the stock."""
    state = new(len(hands), seed, bots, **options)
    state.round = round
    state.hands = [hand(h) for h in hands]
    state.discard = hand(up)
    top = hand(stock_top)
    rest = Counter(DECK) - Counter(c for h in state.hands for c in h) - Counter(state.discard)
    rest -= Counter(top)
    state.stock = sorted(rest.elements()) + top
    state.turn = turn
    state.dealer = (turn - 1) % len(hands)
    return state


def play(state: FuenfKronenState, *actions: str) -> FuenfKronenState:
    """Each action by whoever is to act."""
    for action in actions:
        state = GAME.apply(state, action)
    return state


Keep = Callable[[FuenfKronenState, Sequence[Action], int], bool]
"""Asked before each action with the state, its legal actions and the step: keep this moment?"""


def moments(
    seed: int, players: int, wanted: int, bot: Any, keep: Keep
) -> list[tuple[FuenfKronenState, int]]:
    """Up to ``wanted`` moments ``keep`` accepts, with the seat to act, from a game ``bot``
    plays at every seat, drawing step ``k``'s choice from ``Rng(k)`` (so the moments a test
    reads stay the same from run to run)."""
    state = GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(players)], seed)
    found: list[tuple[FuenfKronenState, int]] = []
    step = 0
    while not GAME.is_over(state) and len(found) < wanted:
        seat = GAME.current_player(state)
        assert seat is not None
        legal = GAME.legal_actions(state, seat)
        action = bot.choose(GAME.view(state, seat), legal, Rng(step))
        assert action in legal
        if keep(state, legal, step):
            found.append((state, seat))
        state = GAME.apply(state, action, seat)
        step += 1
    return found
