"""The demo wired into the project's ``Game`` protocol: ``roles`` names the module that does
each job (rules, view, levels, undo, texts), and ``RoleGame`` hands each method over to it;
what is left here is the demo's own (its facts, dealing, the end, the result, its cards)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import OpenZone, PlayerSpec, Result
from kartentisch.engine.roles import RoleGame, Roles
from kartentisch.games.demo import levels, rules, texts, undo, view
from kartentisch.games.demo.state import DemoState
from kartentisch.games.demo.view import DemoView


class Demo(RoleGame[DemoState, DemoView]):
    roles = Roles(rules=rules, view=view, levels=levels, undo=undo, texts=texts)
    info = roles.game_info("demo", min_players=2, max_players=4, hidden=True)

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> DemoState:
        return rules.new_state([p.name for p in players], seed)

    def is_over(self, state: DemoState) -> bool:
        return state.over

    def result(self, state: DemoState) -> Result:
        return Result.from_scores(rules.scores(state), {"ending": "hands_played"})

    def cards(self, state: DemoState) -> Counter[str]:
        return rules.all_cards(state)

    def _open_cards(self, state: DemoState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [*hands, OpenZone("stock", None, tuple(state.stock))]


GAME = Demo()
