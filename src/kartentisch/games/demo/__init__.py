"""A tiny hidden game that proves the protocol end to end. Never shown to players.

Each seat holds a hidden hand from a 12-card deck; on a turn it plays a hand card face up or
draws from the stock. The game ends when a hand is empty; the cards left count against.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kartentisch.engine.protocol import (
    Action,
    Game,
    GameInfo,
    OpenZone,
    PlayerSpec,
    Result,
    Seat,
    View,
)
from kartentisch.engine.rng import Rng
from kartentisch.engine.views import BaseView, Event

DECK = [str(n) for n in range(1, 7)] * 2
HAND = 3


class DemoEvent(Event, total=False):
    """A card played ("play", with ``card``) or one drawn ("draw", the card stays hidden)."""

    card: str


class DemoView(BaseView[DemoEvent]):
    """The demo's own keys on top of the shared ones."""

    stock: int
    played: list[str]
    hand_sizes: list[int]
    hand: list[str] | None


@dataclass
class DemoState:
    names: list[str]
    rng: Rng
    stock: list[str]
    hands: list[list[str]]
    played: list[str] = field(default_factory=list)
    turn: int = 0
    over: bool = False
    events: list[DemoEvent] = field(default_factory=list)


class Demo(Game[DemoState, DemoView]):
    info = GameInfo(
        id="demo",
        texts_package=__name__,
        min_players=2,
        max_players=4,
        bot_levels=("random", "greedy"),
        hidden=True,
    )

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> DemoState:
        rng = Rng(seed)
        stock = list(DECK)
        rng.shuffle(stock)
        hands = [[stock.pop() for _ in range(HAND)] for _ in players]
        return DemoState([p.name for p in players], rng, stock, hands)

    def current_player(self, state: DemoState) -> Seat | None:
        return None if state.over else state.turn

    def legal_actions(self, state: DemoState, seat: Seat) -> list[Action]:
        if state.over or seat != state.turn:
            return []
        actions = [f"play {c}" for c in sorted(set(state.hands[seat]), key=int)]
        if state.stock:
            actions.append("draw")
        return actions

    def copy_state(self, state: DemoState) -> DemoState:
        return DemoState(
            list(state.names),
            state.rng.copy(),
            list(state.stock),
            [list(h) for h in state.hands],
            list(state.played),
            state.turn,
            state.over,
            list(state.events),
        )

    def _apply(self, state: DemoState, seat: Seat, action: Action) -> None:
        if action == "draw":
            state.hands[seat].append(state.stock.pop())
            state.events.append({"kind": "draw", "seat": seat})
        else:
            card = action.split()[1]
            state.hands[seat].remove(card)
            state.played.append(card)
            state.events.append({"kind": "play", "seat": seat, "card": card})
        if not state.hands[seat]:
            state.over = True
        else:
            state.turn = (state.turn + 1) % len(state.hands)

    def view(self, state: DemoState, seat: Seat | None) -> DemoView:
        return {
            "game": "demo",
            "seat": seat,
            "names": state.names,
            "phase": "over" if state.over else "play",
            "end_reason": "hands_played" if state.over else None,
            "events": state.events[-10:],
            "events_total": len(state.events),
            "stock": len(state.stock),
            "played": state.played,
            "hand_sizes": [len(h) for h in state.hands],
            "hand": sorted(state.hands[seat], key=int) if seat is not None else None,
            "turn": state.turn,
            "over": state.over,
        }

    def is_over(self, state: DemoState) -> bool:
        return state.over

    def result(self, state: DemoState) -> Result:
        return Result.from_scores(
            [sum(int(c) for c in h) for h in state.hands], {"ending": "hands_played"}
        )

    def bot(self, level: str) -> DemoBot:
        return DemoBot(greedy=level == "greedy")

    def cards(self, state: DemoState) -> Counter[str]:
        return Counter(state.stock + state.played + [c for h in state.hands for c in h])

    def shuffle_hidden(self, state: DemoState, seat: Seat | None, rng: Rng) -> DemoState:
        new = self.copy_state(state)
        others = [s for s in range(len(new.hands)) if s != seat]
        pool = new.stock + [c for s in others for c in new.hands[s]]
        rng.shuffle(pool)
        new.stock = pool[: len(new.stock)]
        rest = pool[len(new.stock) :]
        for s in others:
            n = len(new.hands[s])
            new.hands[s], rest = rest[:n], rest[n:]
        return new

    def _open_cards(self, state: DemoState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [*hands, OpenZone("stock", None, tuple(state.stock))]


@dataclass(frozen=True)
class DemoBot:
    greedy: bool

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        plays = [a for a in legal if a.startswith("play")]
        if self.greedy and plays:
            return max(plays, key=lambda a: int(a.split()[1]))
        return rng.choice(list(legal))


GAME = DEMO = Demo()
