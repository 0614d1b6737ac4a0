"""Fünf Kronen wired into the project's ``Game`` protocol."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.errors import IllegalActionError, NotYourTurnError
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
from kartentisch.games.fuenf_kronen import levels, rules, texts, undo
from kartentisch.games.fuenf_kronen.cards import card_name
from kartentisch.games.fuenf_kronen.state import OVER, ROUNDS, FKState
from kartentisch.games.fuenf_kronen.view import FKView, shuffle_hidden
from kartentisch.games.fuenf_kronen.view import view as make_view

INFO = GameInfo(
    id="fuenf-kronen",
    texts_package=texts.PACKAGE,
    min_players=2,
    max_players=8,
    bot_levels=levels.LEVELS,
    default_options={"natural_required": False, "going_out_help": True},
    rules_version=2,
)


class FuenfKronen(Game[FKState, FKView]):
    info = INFO

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> FKState:
        if not INFO.min_players <= len(players) <= INFO.max_players:
            raise ValueError(f"Fünf Kronen needs 2-8 players, not {len(players)}")
        return rules.new_state(
            [p.name for p in players],
            [p.bot is None for p in players],
            bool(options.get("natural_required", False)),
            seed,
            going_out_help=bool(options.get("going_out_help", True)),
        )

    def current_player(self, state: FKState) -> Seat | None:
        return None if state.phase == OVER else state.turn

    def legal_actions(self, state: FKState, seat: Seat) -> list[Action]:
        return rules.legal_actions(state, seat)

    def is_legal(self, state: FKState, seat: Seat, action: Action) -> bool:
        return rules.is_legal(state, seat, action)

    def copy_state(self, state: FKState) -> FKState:
        return state.copy()

    def _apply(self, state: FKState, seat: Seat, action: Action) -> None:
        rules.apply(state, seat, action)

    def apply(self, state: FKState, action: Action, seat: Seat | None = None) -> FKState:
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

    def progress(self, state: FKState) -> Progress:
        return Progress(round=state.round, rounds=ROUNDS)

    def view(self, state: FKState, seat: Seat | None) -> FKView:
        return make_view(state, seat)

    def is_over(self, state: FKState) -> bool:
        return state.phase == OVER

    def result(self, state: FKState) -> Result:
        return Result.from_scores(
            [float(t) for t in state.totals],
            {"rounds": [list(r) for r in state.round_scores], "ending": "rounds_done"},
        )

    def bot(self, level: str) -> Bot[FKView]:
        return levels.make_bot(level)

    def cards(self, state: FKState) -> Counter[str]:
        return Counter(rules.all_cards(state))

    def shuffle_hidden(self, state: FKState, seat: Seat | None, rng: Rng) -> FKState:
        return shuffle_hidden(state, seat, rng)

    def undoable(
        self, before: FKState, actor: Seat, action: Action, after: FKState, person: Seat
    ) -> bool:
        return undo.undoable(before, actor, action, after, person)

    def describe(self, action: Action, lang: str = "de") -> str:
        return texts.describe(action, lang)

    def card_name(self, card: str, lang: str = "de") -> str:
        return card_name(card, lang)

    def _open_cards(self, state: FKState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [*hands, OpenZone("stock", None, tuple(state.stock))]

    def standing(self, state: FKState) -> tuple[float, ...]:
        """The points of the rounds played so far (a round counts once it is scored)."""
        return tuple(float(total) for total in state.totals)


GAME = FuenfKronen()
