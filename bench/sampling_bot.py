"""A benchmark opponent written apart from the engine's bots: flat Monte Carlo over samples.

For each decision it rebuilds a state from its seat's view alone (a game's ``World`` fills the
cards it cannot see with arbitrary ones), lets the world deal those cards anew for every
sample (the game's own ``shuffle_hidden``; for Zehn's strong model weighted by that model),
tries each candidate action on the same samples (common random numbers: the actions are
compared on identical deals), plays on with the world's policy to a horizon and keeps the
action with the best mean. It never reads a hidden card: the rebuilt state holds only what the
view shows, and every sample is a fresh deal of the rest.

It is the yardstick the engine's strongest level is measured against (``bench bot_duel``), so
it shares no decision code with ``kartentisch.games.*.bots``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, Protocol, TypeVar

from kartentisch.engine.protocol import Action, Game, Seat, View
from kartentisch.engine.rng import Rng

S = TypeVar("S")


class World(Protocol[S]):
    """What the sampling bot needs to know about one game."""

    def rebuild(self, view: View) -> S:
        """A full state that agrees with ``view``; unseen cards are placeholders to reshuffle."""
        ...

    def deal(self, state: S, seat: Seat, rng: Rng) -> S:
        """One re-deal of the cards ``seat`` cannot see (the game's ``shuffle_hidden``, or a
        deal weighted by what the world expects the others to have done)."""
        ...

    def candidates(self, view: View, legal: Sequence[Action]) -> list[Action]:
        """The actions worth trying (a game may leave out, e.g., bids far above the minimum)."""
        ...

    def playout(self, state: S, seat: Seat, rng: Rng) -> float:
        """Play on with a simple policy to the horizon; ``seat``'s utility (higher is better)."""
        ...


class SamplingBot(Generic[S]):
    """Determinized flat Monte Carlo: ``samples`` deals of the unseen, each action on each."""

    def __init__(self, game: Game[S, Any], world: World[S], samples: int) -> None:
        self.game = game
        self.world = world
        self.samples = samples

    def choose(self, view: View, legal: Sequence[Action], rng: Rng) -> Action:
        actions = self.world.candidates(view, legal) if len(legal) > 1 else list(legal)
        if len(actions) == 1:
            return actions[0]
        seat = int(view["seat"])
        base = self.world.rebuild(view)
        totals = [0.0] * len(actions)
        for k in range(self.samples):
            deal = self.world.deal(base, seat, Rng.derive(rng.next64(), k))
            play_seed = rng.next64()
            for i, action in enumerate(actions):
                after = self.game.apply(deal, action, seat)
                totals[i] += self.world.playout(after, seat, Rng(play_seed))
        best = max(range(len(actions)), key=lambda i: totals[i])
        return actions[best]


def make(game_id: str, **settings: Any) -> SamplingBot[Any]:
    """The sampling bot for a game that has a ``World`` here."""
    if game_id == "zehn":
        from bench.zehn_world import ZehnWorld
        from kartentisch.games.zehn import GAME

        world = ZehnWorld(str(settings.get("model", "plain")))
        return SamplingBot(GAME, world, int(settings.get("samples", 24)))
    if game_id == "fuenf-kronen":
        from bench.fuenf_kronen_world import FuenfKronenWorld
        from kartentisch.games.fuenf_kronen import GAME as FK_GAME

        return SamplingBot(FK_GAME, FuenfKronenWorld(), int(settings.get("samples", 24)))
    raise ValueError(f"no sampling bot for {game_id!r}")
