"""The demo's rules: deal, take turns, play a hand card or draw, stop when a hand is empty."""

from __future__ import annotations

from collections import Counter

from kartentisch.engine.protocol import Action, Seat
from kartentisch.engine.rng import Rng
from kartentisch.games.demo import actions
from kartentisch.games.demo.state import DECK, HAND, DemoState


def new_state(names: list[str], seed: int) -> DemoState:
    rng = Rng(seed)
    stock = list(DECK)
    rng.shuffle(stock)
    hands = [[stock.pop() for _ in range(HAND)] for _ in names]
    return DemoState(list(names), rng, stock, hands)


def current_player(state: DemoState) -> Seat | None:
    return None if state.over else state.turn


def legal_actions(state: DemoState, seat: Seat) -> list[Action]:
    if state.over or seat != state.turn:
        return []
    legal = [actions.play(c) for c in sorted(set(state.hands[seat]), key=int)]
    if state.stock:
        legal.append(actions.DRAW)
    return legal


def apply(state: DemoState, seat: Seat, action: Action) -> None:
    """Change ``state`` in place; ``action`` is known to be legal."""
    card = actions.parse(action).card
    if card is None:
        state.hands[seat].append(state.stock.pop())
        state.events.append({"kind": "draw", "seat": seat})
    else:
        state.hands[seat].remove(card)
        state.played.append(card)
        state.events.append({"kind": "play", "seat": seat, "card": card})
    if not state.hands[seat]:
        state.over = True
    else:
        state.turn = (state.turn + 1) % len(state.hands)


def scores(state: DemoState) -> list[int]:
    """The points of the cards left in each hand (fewer is better)."""
    return [sum(int(c) for c in hand) for hand in state.hands]


def all_cards(state: DemoState) -> Counter[str]:
    return Counter(state.stock + state.played + [c for h in state.hands for c in h])
