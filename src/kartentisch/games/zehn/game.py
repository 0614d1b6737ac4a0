"""Zehn ("10" by Hans van Tol) behind the common game protocol: its facts, the deal, the end,
the result and its cards here; ``RoleGame`` hands the rest to the role modules."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import OpenZone, PlayerSpec, Progress, Result
from kartentisch.engine.rng import Rng
from kartentisch.engine.roles import RoleGame, Roles
from kartentisch.games.zehn import levels, rules, texts, undo, view
from kartentisch.games.zehn.cards import (
    CHIP,
    CHIPS_PER_PLAYER,
    JOKER,
    ROUNDS,
    START_HAND,
    draw_deck,
    pile_points,
    round_deck,
)
from kartentisch.games.zehn.rules import begin_round
from kartentisch.games.zehn.scoring import final_score
from kartentisch.games.zehn.state import ZehnState
from kartentisch.games.zehn.view import ZehnView

HAND_COUNTS = "hand_counts"
"""The option: cards left in hand count at the end (off: only penalty points and chips)."""


class Zehn(RoleGame[ZehnState, ZehnView]):
    roles = Roles(rules=rules, view=view, levels=levels, undo=undo, texts=texts, card_names=texts)
    info = roles.game_info(
        "zehn",
        min_players=2,
        max_players=7,
        default_options={HAND_COUNTS: False},
        rules_version=3,
    )

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> ZehnState:
        n = len(players)
        if not self.info.min_players <= n <= self.info.max_players:
            raise ValueError(f"Zehn needs 2-7 players, not {n}")
        rng = Rng(seed)
        draw = draw_deck()
        rng.shuffle(draw)
        rounds = round_deck()
        rng.shuffle(rounds)
        hands = [[draw.pop() for _ in range(START_HAND)] + [JOKER] for _ in range(n)]
        # The first start player is drawn like the cards: one seed, one game.
        start = rng.below(n)
        state = ZehnState(
            names=[p.name for p in players],
            rng=rng,
            draw=draw,
            round_deck=rounds,
            hands=hands,
            stock=[CHIPS_PER_PLAYER] * n,
            protection=[0] * n,
            laid=[[] for _ in range(n)],
            face_down=[False] * n,
            knows_down=[[] for _ in range(n)],
            penalty=[[] for _ in range(n)],
            start=start,
            hand_counts=options.get(HAND_COUNTS) is True,
        )
        begin_round(state)
        return state

    def progress(self, state: ZehnState) -> Progress:
        """The round of at most ten (the draw pile may end the game sooner)."""
        return Progress(round=state.round_no, rounds=ROUNDS)

    def is_over(self, state: ZehnState) -> bool:
        return state.over

    def result(self, state: ZehnState) -> Result:
        scores = [
            final_score(state.penalty[s], state.hands[s], state.stock[s], state.hand_counts)
            for s in range(state.n)
        ]
        details = {
            "penalty": [pile_points(p) for p in state.penalty],
            "hand": [pile_points(h) for h in state.hands],
            "chips": list(state.stock),
            "rounds": state.round_no,
            "ending": state.end_reason,
        }
        return Result.from_scores([float(s) for s in scores], details)

    def cards(self, state: ZehnState) -> Counter[str]:
        counted: Counter[str] = Counter(state.draw)
        counted.update(state.round_deck)
        for zone in (state.hands, state.laid, state.penalty):
            for cards in zone:
                counted.update(cards)
        if state.round_card is not None:
            counted[state.round_card] += 1
        counted[CHIP] = sum(state.stock) + sum(state.protection) + state.pot
        return counted

    def _open_cards(self, state: ZehnState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [
            *hands,
            OpenZone("draw", None, tuple(state.draw)),
            OpenZone("round_deck", None, tuple(state.round_deck)),
        ]

    def standing(self, state: ZehnState) -> tuple[float, ...]:
        """While playing, the penalty piles less 2 per chip held (both open on the table);
        the cards still in hand, which are hidden, count only in the end's final score."""
        if state.over:
            return self.result(state).scores
        return tuple(
            float(pile_points(state.penalty[s]) - 2 * state.stock[s]) for s in range(state.n)
        )


GAME = Zehn()
