"""The model of strong Zehn play as a seat at the table, for the benchmarks.

The model itself lives in the game package (``kartentisch.games.zehn.strong``), since the
expert plays the seats it does not control by it; the names are re-exported here so the
benchmarks and their tests keep one import.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartentisch.engine.protocol import Action, View
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.rebuild import rebuild
from kartentisch.games.zehn.strong import COMPLETE, LOW, action, bid, first_card, reach

__all__ = ["COMPLETE", "LOW", "StrongModelBot", "action", "bid", "first_card", "reach"]


class StrongModelBot:
    """The model as a seat at the table: it rebuilds a state from its view (the unseen cards
    as placeholders it never reads) and acts on it."""

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        if len(legal) == 1:
            return legal[0]
        chosen = action(rebuild(view), int(view["seat"]))
        return chosen if chosen in legal else legal[0]
