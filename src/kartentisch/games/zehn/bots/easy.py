"""Zehn's easy bot: random within the rules, with few bids."""

from __future__ import annotations

from collections.abc import Sequence

from kartentisch.engine.protocol import Action
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.view import ZehnView


class EasyBot:
    """Random within the rules; bids and raises only now and then, so chips are not thrown."""

    def choose(self, view: ZehnView, legal: Sequence[Action], rng: Rng) -> Action:
        options = list(legal)
        if actions.PASS in options and len(options) > 1:
            if rng.chance(0.8):
                return actions.PASS
            bids = [a for a in options if a != actions.PASS]
            cheapest = min(bids, key=lambda a: actions.parse(a).amount)
            return cheapest if rng.chance(0.7) else rng.choice(bids)
        return rng.choice(options)
