"""A game made of its role files: the protocol's methods that only hand over, written once.

Every game folder has the same role files, and most of ``Game``'s methods do no more than ask
one of them (whose turn: ``rules``; what a seat sees: ``view``; a bot: ``levels``; what may be
taken back: ``undo``; an action in words: ``texts``). A game names its role modules in a
``Roles`` and inherits those methods from ``RoleGame``; its ``game.py`` keeps what is its own:
the facts, dealing, the end, the result, its cards. Each role is a ``Protocol``, which a module
meets by having functions (and constants) of those names: the engine imports no game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, Self, TypedDict, TypeVar, Unpack

from kartentisch.engine.protocol import (
    Action,
    Advice,
    Adviser,
    Bot,
    Game,
    GameInfo,
    Seat,
    UndoRefusal,
)
from kartentisch.engine.rng import Rng
from kartentisch.engine.views import AnyView, Event, Weight


class CopiedState(Protocol):
    """A state that copies itself, so ``apply`` can work on a copy."""

    def copy(self) -> Self: ...


S = TypeVar("S", bound=CopiedState)
V = TypeVar("V", bound=AnyView)
S_in = TypeVar("S_in", contravariant=True)
S_own = TypeVar("S_own")
V_out = TypeVar("V_out", bound=AnyView, covariant=True)
V_in = TypeVar("V_in", bound=AnyView, contravariant=True)


class RulesRole(Protocol[S_in]):
    """``rules.py``: whose turn it is, what a seat may do, doing it (in place, known legal)."""

    def current_player(self, state: S_in, /) -> Seat | None: ...

    def legal_actions(self, state: S_in, seat: Seat, /) -> list[Action]: ...

    def apply(self, state: S_in, seat: Seat, action: Action, /) -> None: ...


class ViewRole(Protocol[S_own, V_out]):
    """``view.py``: what a seat may see, and the state with what it cannot see dealt anew."""

    def view(self, state: S_own, seat: Seat | None, /) -> V_out: ...

    def shuffle_hidden(self, state: S_own, seat: Seat | None, rng: Rng, /) -> S_own: ...


class LevelsRole(Protocol[V_in]):
    """``levels.py``: the bot levels' names, weakest first, and a level's name to its bot."""

    @property
    def LEVELS(self) -> tuple[str, ...]: ...

    @property
    def HINT_LEVEL(self) -> str:
        """The level whose choice the hint shows (its bot says why when it is an Adviser)."""
        ...

    def make_bot(self, level: str, /) -> Bot[V_in]: ...


class UndoRole(Protocol[S_in]):
    """``undo.py``: whether a person alone with bots may take an action back."""

    def undo_refusal(
        self, before: S_in, actor: Seat, action: Action, after: S_in, person: Seat, /
    ) -> UndoRefusal | None: ...


class TextsRole(Protocol):
    """``texts.py``: the package holding the game's ``texts/``, an action as a player reads
    it, and an event in sentences with its weight (``Game.tell``, ``Game.weight``)."""

    @property
    def PACKAGE(self) -> str: ...

    def describe(self, action: Action, lang: str, /) -> str: ...

    def tell(
        self, event: Event, names: Sequence[str], lang: str, viewer: Seat | None, /
    ) -> list[str]: ...

    def weight(self, event: Event, /) -> Weight: ...

    def why(
        self, advice: Advice, names: Sequence[str], lang: str, viewer: Seat | None, /
    ) -> str: ...


class CardNamesRole(Protocol):
    """A card in words, for a game whose cards have names other than their text form."""

    def card_name(self, card: str, lang: str, /) -> str: ...


class MoreFacts(TypedDict, total=False):
    """The ``GameInfo`` facts a game may leave at their defaults, under their names there."""

    default_options: Mapping[str, Any]
    playable: bool
    hidden: bool
    rules_version: int
    option_ranges: Mapping[str, tuple[int, int]]
    score_measure: str


@dataclass(frozen=True)
class Roles(Generic[S, V]):
    """A game's role modules, each named as its file is."""

    rules: RulesRole[S]
    view: ViewRole[S, V]
    levels: LevelsRole[V]
    undo: UndoRole[S]
    texts: TextsRole
    card_names: CardNamesRole | None = None
    """None: a card is named by its text form (``Game.card_name``'s default)."""

    def game_info(
        self, game_id: str, /, *, min_players: int, max_players: int, **facts: Unpack[MoreFacts]
    ) -> GameInfo:
        """The game's ``GameInfo``, with what its role files say already (the package of its
        words, its bot levels) taken from them."""
        return GameInfo(
            id=game_id,
            texts_package=self.texts.PACKAGE,
            min_players=min_players,
            max_players=max_players,
            bot_levels=self.levels.LEVELS,
            **facts,
        )


class RoleGame(Game[S, V]):
    """A ``Game`` whose hand-overs to its role modules are done here, once for all games.

    A subclass sets ``roles`` and ``info`` (``roles.game_info``) and implements what is its
    own (``new_game``, ``is_over``, ``result``, ``cards``, and any optional hook it has)."""

    roles: Roles[S, V]

    def current_player(self, state: S) -> Seat | None:
        return self.roles.rules.current_player(state)

    def legal_actions(self, state: S, seat: Seat) -> list[Action]:
        return self.roles.rules.legal_actions(state, seat)

    def copy_state(self, state: S) -> S:
        return state.copy()

    def _apply(self, state: S, seat: Seat, action: Action) -> None:
        self.roles.rules.apply(state, seat, action)

    def view(self, state: S, seat: Seat | None) -> V:
        return self.roles.view.view(state, seat)

    def shuffle_hidden(self, state: S, seat: Seat | None, rng: Rng) -> S:
        return self.roles.view.shuffle_hidden(state, seat, rng)

    def bot(self, level: str) -> Bot[V]:
        return self.roles.levels.make_bot(level)

    def adviser(self) -> Adviser[V] | None:
        bot = self.roles.levels.make_bot(self.roles.levels.HINT_LEVEL)
        return bot if isinstance(bot, Adviser) else None

    def undo_refusal(
        self, before: S, actor: Seat, action: Action, after: S, person: Seat
    ) -> UndoRefusal | None:
        return self.roles.undo.undo_refusal(before, actor, action, after, person)

    def describe(self, action: Action, lang: str = "de") -> str:
        return self.roles.texts.describe(action, lang)

    def tell(
        self, event: Event, names: Sequence[str], lang: str = "de", viewer: Seat | None = None
    ) -> list[str]:
        return self.roles.texts.tell(event, names, lang, viewer)

    def weight(self, event: Event) -> Weight:
        return self.roles.texts.weight(event)

    def why(
        self, advice: Advice, names: Sequence[str], lang: str = "de", viewer: Seat | None = None
    ) -> str:
        return self.roles.texts.why(advice, names, lang, viewer)

    def card_name(self, card: str, lang: str = "de") -> str:
        names = self.roles.card_names
        return card if names is None else names.card_name(card, lang)
