"""The demo's bots, deciding from their seat's view only: one picks at random, the greedy one
plays its highest card (cards left in hand count against)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.demo import actions
from kartentisch.games.demo.view import DemoView


@dataclass(frozen=True)
class DemoBot:
    greedy: bool

    def choose(self, view: DemoView, legal: Sequence[Action], rng: Rng) -> Action:
        plays = [a for a in legal if actions.parse(a).verb == actions.PLAY]
        if self.greedy and plays:
            return max(plays, key=lambda a: int(actions.parse(a).card or 0))
        return rng.choice(list(legal))
