"""Set up a Zehn table the way a test reads it: ``deal(["5 4 JK 3", "9 P1 2 JK"])``."""

from __future__ import annotations

from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.state import ZehnState


def hand(text: str) -> list[str]:
    return text.split()


def deal(
    hands: list[str],
    *,
    start: int = 0,
    round_card: str = "R7",
    chips: list[int] | None = None,
    seed: int = 1,
) -> ZehnState:
    """A fresh first round with the given hands (the rest of the deck stays in the pile)."""
    n = len(hands)
    state = GAME.new_game({}, [PlayerSpec(f"P{i}") for i in range(n)], seed)
    pool = list(state.draw) + [c for h in state.hands for c in h]
    pool.append(state.round_card or "")
    pool.extend(state.round_deck)
    wanted = [hand(h) for h in hands]
    for cards in wanted:
        for card in cards:
            pool.remove(card)
    pool.remove(round_card)
    state.round_deck = [c for c in pool if c.startswith("R")]
    state.draw = [c for c in pool if not c.startswith("R")]
    state.hands = wanted
    state.round_card = round_card
    state.start = start
    state.events = state.events[:0]
    if chips is not None:
        state.stock = list(chips)
    return state


def play(state: ZehnState, *actions: str) -> ZehnState:
    """Each action by whoever is to act."""
    for action in actions:
        state = GAME.apply(state, action)
    return state


def legal(state: ZehnState) -> list[str]:
    seat = GAME.current_player(state)
    assert seat is not None
    return GAME.legal_actions(state, seat)
