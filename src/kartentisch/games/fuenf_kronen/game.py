"""Fünf Kronen wired into the project's ``Game`` protocol: its facts, the deal, the end, its
cards, and why a laid-out arrangement is refused; ``RoleGame`` hands the rest to the roles."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.errors import IllegalActionError, NotYourTurnError
from kartentisch.engine.protocol import (
    Action,
    OpenZone,
    PlayerSpec,
    Progress,
    Result,
    Seat,
)
from kartentisch.engine.roles import RoleGame, Roles
from kartentisch.games.fuenf_kronen import levels, rules, texts, undo, view
from kartentisch.games.fuenf_kronen.state import OVER, ROUNDS, FuenfKronenState
from kartentisch.games.fuenf_kronen.view import FuenfKronenView


class FuenfKronen(RoleGame[FuenfKronenState, FuenfKronenView]):
    roles = Roles(rules=rules, view=view, levels=levels, undo=undo, texts=texts, card_names=texts)
    info = roles.game_info(
        "fuenf-kronen",
        min_players=2,
        max_players=8,
        default_options={"natural_required": False, "going_out_help": True},
        rules_version=2,
    )

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> FuenfKronenState:
        if not self.info.min_players <= len(players) <= self.info.max_players:
            raise ValueError(f"Fünf Kronen needs 2-8 players, not {len(players)}")
        return rules.new_state(
            [p.name for p in players],
            [p.bot is None for p in players],
            bool(options.get("natural_required", False)),
            seed,
            going_out_help=bool(options.get("going_out_help", True)),
        )

    def is_legal(self, state: FuenfKronenState, seat: Seat, action: Action) -> bool:
        return rules.is_legal(state, seat, action)

    def apply(
        self, state: FuenfKronenState, action: Action, seat: Seat | None = None
    ) -> FuenfKronenState:
        """As every game's ``apply``; a refused arrangement of melds says why, in words.

        Laying out by hand is where a person can go wrong without breaking a rule of the
        table, so the error carries a reason fit to show them (``messages`` per language).
        """
        try:
            return super().apply(state, action, seat)
        except NotYourTurnError:
            raise
        except IllegalActionError as error:
            acting = state.turn if seat is None else seat
            why = rules.refusal(state, acting, action) if isinstance(action, str) else None
            if why is None:
                raise
            raise IllegalActionError(action, why.message("en"), messages=why.messages()) from error

    def progress(self, state: FuenfKronenState) -> Progress:
        return Progress(round=state.round, rounds=ROUNDS)

    def is_over(self, state: FuenfKronenState) -> bool:
        return state.phase == OVER

    def result(self, state: FuenfKronenState) -> Result:
        return Result.from_scores(
            [float(t) for t in state.totals],
            {"rounds": [list(r) for r in state.round_scores], "ending": "rounds_done"},
        )

    def cards(self, state: FuenfKronenState) -> Counter[str]:
        return Counter(rules.all_cards(state))

    def _open_cards(self, state: FuenfKronenState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [*hands, OpenZone("stock", None, tuple(state.stock))]

    def standing(self, state: FuenfKronenState) -> tuple[float, ...]:
        """The points of the rounds played so far (a round counts once it is scored)."""
        return tuple(float(total) for total in state.totals)


GAME = FuenfKronen()
