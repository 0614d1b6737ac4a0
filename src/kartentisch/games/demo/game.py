"""The demo wired into the project's ``Game`` protocol: each method hands over to the module
that does that one job (rules, view, levels, texts, undo)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import (
    Action,
    Bot,
    Game,
    GameInfo,
    OpenZone,
    PlayerSpec,
    Result,
    Seat,
)
from kartentisch.engine.rng import Rng
from kartentisch.games.demo import levels, rules, texts, undo
from kartentisch.games.demo.state import DemoState
from kartentisch.games.demo.view import DemoView, shuffle_hidden, view


class Demo(Game[DemoState, DemoView]):
    info = GameInfo(
        id="demo",
        texts_package=texts.PACKAGE,
        min_players=2,
        max_players=4,
        bot_levels=levels.LEVELS,
        hidden=True,
    )

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> DemoState:
        return rules.new_state([p.name for p in players], seed)

    def current_player(self, state: DemoState) -> Seat | None:
        return rules.current_player(state)

    def legal_actions(self, state: DemoState, seat: Seat) -> list[Action]:
        return rules.legal_actions(state, seat)

    def copy_state(self, state: DemoState) -> DemoState:
        return state.copy()

    def _apply(self, state: DemoState, seat: Seat, action: Action) -> None:
        rules.apply(state, seat, action)

    def view(self, state: DemoState, seat: Seat | None) -> DemoView:
        return view(state, seat)

    def is_over(self, state: DemoState) -> bool:
        return state.over

    def result(self, state: DemoState) -> Result:
        return Result.from_scores(rules.scores(state), {"ending": "hands_played"})

    def bot(self, level: str) -> Bot[DemoView]:
        return levels.make_bot(level)

    def cards(self, state: DemoState) -> Counter[str]:
        return rules.all_cards(state)

    def shuffle_hidden(self, state: DemoState, seat: Seat | None, rng: Rng) -> DemoState:
        return shuffle_hidden(state, seat, rng)

    def undoable(
        self, before: DemoState, actor: Seat, action: Action, after: DemoState, person: Seat
    ) -> bool:
        return undo.undoable(before, actor, action, after, person)

    def describe(self, action: Action, lang: str = "de") -> str:
        return texts.describe(action, lang)

    def _open_cards(self, state: DemoState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [*hands, OpenZone("stock", None, tuple(state.stock))]


GAME = Demo()
