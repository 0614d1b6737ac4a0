"""The Eselspiel as a ``Game``: the protocol's methods, each handing over to the module that
does that one job (rules, view, levels)."""

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
    Progress,
    Result,
    Seat,
)
from kartentisch.engine.rng import Rng
from kartentisch.games.eselspiel import levels, rules, texts, undo
from kartentisch.games.eselspiel.cards import DONKEY, deck
from kartentisch.games.eselspiel.state import EselState
from kartentisch.games.eselspiel.texts import describe
from kartentisch.games.eselspiel.view import EselView, build_view

BOTH_WAYS = "middle_both_ways"
"""The option for the seed's literal wording: middle piles take one higher or one lower."""


class Eselspiel(Game[EselState, EselView]):
    """Das lustige Eselspiel for 2 to 8 players.

    The game ends when a player has no cards left, or, as a safeguard only, after
    ``rules.ROUND_LIMIT`` rounds; either way the fewest cards left win.
    """

    info = GameInfo(
        id="eselspiel",
        texts_package=texts.PACKAGE,
        min_players=2,
        max_players=8,
        bot_levels=levels.LEVELS,
        score_measure="cards",
        default_options={"round_limit": rules.ROUND_LIMIT, BOTH_WAYS: False},
        rules_version=2,
        option_ranges={"round_limit": (1, 1000)},
    )

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> EselState:
        rng = Rng(seed)
        cards = deck()
        rng.shuffle(cards)
        n = len(players)
        each = len(cards) // n
        draws = [cards[i * each : (i + 1) * each] for i in range(n)]
        aside = cards[n * each :]
        return EselState(
            names=[p.name for p in players],
            rng=rng,
            draws=draws,
            discards=[[] for _ in range(n)],
            middle=[],
            aside=aside,
            round_limit=_round_limit(options),
            middle_both_ways=options.get(BOTH_WAYS) is True,
        )

    def current_player(self, state: EselState) -> Seat | None:
        return None if state.over else state.turn

    def legal_actions(self, state: EselState, seat: Seat) -> list[Action]:
        return rules.legal_actions(state, seat)

    def copy_state(self, state: EselState) -> EselState:
        return state.copy()

    def _apply(self, state: EselState, seat: Seat, action: Action) -> None:
        rules.apply(state, seat, action)

    def progress(self, state: EselState) -> Progress:
        """Cards left per seat: the game has no fixed number of rounds (the limit is only a
        safeguard), so how close each player is to going out says how far it has come."""
        return Progress(cards_left=tuple(state.cards_left(s) for s in range(state.seats)))

    def view(self, state: EselState, seat: Seat | None) -> EselView:
        return build_view(state, seat)

    def is_over(self, state: EselState) -> bool:
        return state.over

    def result(self, state: EselState) -> Result:
        return Result.from_scores(
            rules.scores(state),
            {"ending": state.end_reason, "rounds": state.round},
        )

    def bot(self, level: str) -> Bot[EselView]:
        return levels.make_bot(level)

    def cards(self, state: EselState) -> Counter[str]:
        every = [c for pile in (*state.draws, *state.discards, *state.middle) for c in pile]
        every += state.aside
        if state.pending is not None:
            every.append(state.pending)
        counted = Counter(str(card) for card in every)
        counted[DONKEY] += 1
        return counted

    def shuffle_hidden(self, state: EselState, seat: Seat | None, rng: Rng) -> EselState:
        """Only draw piles and the set-aside cards are unseen; every seat sees the same."""
        new = state.copy()
        pool = [card for pile in new.draws for card in pile] + list(new.aside)
        rng.shuffle(pool)
        for pile in new.draws:
            size = len(pile)
            pile[:] = pool[:size]
            pool = pool[size:]
        new.aside = pool
        return new

    def undoable(
        self, before: EselState, actor: Seat, action: Action, after: EselState, person: Seat
    ) -> bool:
        return undo.undoable(before, actor, action, after, person)

    def describe(self, action: Action, lang: str = "de") -> str:
        return describe(action, lang)

    def _open_cards(self, state: EselState) -> list[OpenZone]:
        """Draw piles lie face down for their owners too; of a discard pile only its top shows."""
        zones = []
        for seat in range(state.seats):
            zones.append(OpenZone("draw", seat, tuple(str(c) for c in state.draws[seat])))
            zones.append(OpenZone("discard", seat, tuple(str(c) for c in state.discards[seat])))
        return [*zones, OpenZone("aside", None, tuple(str(c) for c in state.aside))]

    def standing(self, state: EselState) -> tuple[float, ...]:
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
