"""The Eselspiel as a ``Game``: its facts, dealing, the end and its cards; ``RoleGame`` hands
every other method to the module that does that one job (rules, view, levels, undo, texts)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import OpenZone, PlayerSpec, Progress, Result
from kartentisch.engine.rng import Rng
from kartentisch.engine.roles import RoleGame, Roles
from kartentisch.games.eselspiel import levels, rules, texts, undo, view
from kartentisch.games.eselspiel.cards import DONKEY, deck
from kartentisch.games.eselspiel.state import EselspielState
from kartentisch.games.eselspiel.view import EselspielView

BOTH_WAYS = "middle_both_ways"
"""The option for the seed's literal wording: middle piles take one higher or one lower."""


class Eselspiel(RoleGame[EselspielState, EselspielView]):
    """Das lustige Eselspiel for 2 to 8 players.

    The game ends when a player has no cards left, or, as a safeguard only, after
    ``rules.ROUND_LIMIT`` rounds; either way the fewest cards left win.
    """

    roles = Roles(rules=rules, view=view, levels=levels, undo=undo, texts=texts)
    info = roles.game_info(
        "eselspiel",
        min_players=2,
        max_players=8,
        score_measure="cards",
        default_options={"round_limit": rules.ROUND_LIMIT, BOTH_WAYS: False},
        rules_version=3,
        option_ranges={"round_limit": rules.ROUND_LIMIT_RANGE},
    )

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> EselspielState:
        rng = Rng(seed)
        cards = deck()
        rng.shuffle(cards)
        n = len(players)
        each = len(cards) // n
        draws = [cards[i * each : (i + 1) * each] for i in range(n)]
        aside = cards[n * each :]
        # The first dealer is drawn like the cards (after them: a seed deals as it did before).
        dealer = rng.below(n)
        return EselspielState(
            names=[p.name for p in players],
            rng=rng,
            draws=draws,
            discards=[[] for _ in range(n)],
            middle=[],
            aside=aside,
            round_limit=_round_limit(options),
            middle_both_ways=options.get(BOTH_WAYS) is True,
            turn=(dealer + 1) % n,
            first=(dealer + 1) % n,
        )

    def progress(self, state: EselspielState) -> Progress:
        """Cards left per seat: the game has no fixed number of rounds (the limit is only a
        safeguard), so how close each player is to going out says how far it has come."""
        return Progress(cards_left=tuple(state.cards_left(s) for s in range(state.seats)))

    def is_over(self, state: EselspielState) -> bool:
        return state.over

    def result(self, state: EselspielState) -> Result:
        return Result.from_scores(
            rules.scores(state),
            {"ending": state.end_reason, "rounds": state.round},
        )

    def cards(self, state: EselspielState) -> Counter[str]:
        every = [c for pile in (*state.draws, *state.discards, *state.middle) for c in pile]
        every += state.aside
        if state.pending is not None:
            every.append(state.pending)
        counted = Counter(str(card) for card in every)
        counted[DONKEY] += 1
        return counted

    def _open_cards(self, state: EselspielState) -> list[OpenZone]:
        """Draw piles lie face down for their owners too; of a discard pile only its top shows."""
        zones = []
        for seat in range(state.seats):
            zones.append(OpenZone("draw", seat, tuple(str(c) for c in state.draws[seat])))
            zones.append(OpenZone("discard", seat, tuple(str(c) for c in state.discards[seat])))
        return [*zones, OpenZone("aside", None, tuple(str(c) for c in state.aside))]

    def forced(self, view: EselspielView, legal: Sequence[str]) -> str | None:
        return rules.forced(view, legal)

    def standing(self, state: EselspielState) -> tuple[float, ...]:
        """Cards still held per seat, as the results count them."""
        return tuple(float(score) for score in rules.scores(state))


def _round_limit(options: Mapping[str, Any]) -> int:
    """The option from the lobby or a save, clamped to a sane range; the default otherwise."""
    value = options.get("round_limit", rules.ROUND_LIMIT)
    if isinstance(value, bool) or not isinstance(value, int):
        return rules.ROUND_LIMIT
    low, high = rules.ROUND_LIMIT_RANGE
    return min(max(value, low), high)


GAME = Eselspiel()
