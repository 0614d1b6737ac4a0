"""The one shape every game has, after OpenSpiel's State API and boardgame.io's playerView.

A game is a stateless object; its state is a separate value that ``apply`` never mutates
(it works on a copy), so an illegal action leaves the caller's state exactly as it was and
bots can look ahead without undo. Actions are short strings ("draw stock", "discard QH",
"bid 3"): they are JSON values, read well in logs and tests, and make a save a list of them.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, Protocol, TypeVar, runtime_checkable

from kartentisch.engine import texts
from kartentisch.engine.errors import GameNotOverError, IllegalActionError, NotYourTurnError
from kartentisch.engine.rng import Rng
from kartentisch.engine.views import ROUTINE, Event, V, Weight

Action = str
Seat = int
View = Mapping[str, Any]
"""What one seat may see, as plain JSON data, read without knowing the game (bots, the
host). Each game's own view type (``engine.views.BaseView`` extended) is one of these."""

UndoRefusal = Literal["saw_card", "penalty", "round_over", "answered", "game_over", "no_undo"]
"""Why an action cannot be taken back: it showed a card that was hidden, the table announced a
penalty, it ended the round, a bot answered it, it ended the game, or the game has no undo."""


def refusal_of_others(actor: Seat, person: Seat, over: bool) -> UndoRefusal | None:
    """What refuses a take-back in every game alike: a bot acted (it answered what it saw),
    or the game is over. ``None``: the game's own rules decide."""
    if actor != person:
        return "answered"
    if over:
        return "game_over"
    return None


SCORE_MEASURES: tuple[str, ...] = ("points", "cards")
"""What a ``Result``'s scores count: points, or cards still held (fewer is better in both)."""

S = TypeVar("S")


@dataclass(frozen=True)
class PlayerSpec:
    """A seat at the table: a name, and a bot level or ``None`` for a person."""

    name: str
    bot: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}


@dataclass(frozen=True)
class Result:
    """The end of a game. Every game here counts points against a player: lower is better."""

    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    details: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def from_scores(
        cls, scores: Sequence[float], details: Mapping[str, Any] | None = None
    ) -> Result:
        """Ranks by score, lowest first; equal scores share a place (1, 1, 3)."""
        ranks = tuple(1 + sum(1 for other in scores if other < s) for s in scores)
        return cls(tuple(scores), ranks, dict(details or {}))

    @property
    def winners(self) -> tuple[Seat, ...]:
        return tuple(seat for seat, rank in enumerate(self.ranks) if rank == 1)


@dataclass(frozen=True)
class GameInfo:
    """The static facts the lobby and the CLI read from the catalogue.

    Its words (name, lobby blurb, option labels) are in the game's text files with the rest
    of its words, read through the one lookup (``engine.texts``): ``<game>.game.name``,
    ``<game>.game.blurb`` and ``<game>.option.<key>`` in ``<texts_package>/texts/<lang>.json``,
    where ``<game>`` is the package's last name. German is the fallback."""

    id: str
    texts_package: str
    """The package holding the game's ``texts/`` (usually the game's own package)."""
    min_players: int
    max_players: int
    bot_levels: tuple[str, ...]
    """Weakest first."""
    default_options: Mapping[str, Any] = field(default_factory=dict)
    playable: bool = True
    """False: listed in the lobby as coming soon."""
    hidden: bool = False
    """True: never shown to players (the protocol demo)."""
    rules_version: int = 1
    """Raised when a change of rules makes old saves replay differently."""
    option_ranges: Mapping[str, tuple[int, int]] = field(default_factory=dict)
    """Smallest and largest value of a whole-number option (see ``engine.options``)."""
    score_measure: str = "points"
    """What ``Game.result``'s scores count, one of ``SCORE_MEASURES``: the statistics say a
    player's average and best in the game's own measure without knowing its rules."""

    def word(self, key: str, lang: str) -> str | None:
        """The game's text ``<game>.<key>`` in ``lang`` (German when missing), else None."""
        found = f"{self.texts_package.rpartition('.')[2]}.{key}"
        if not texts.has(self.texts_package, lang, found):
            return None
        return texts.lookup(self.texts_package, lang, found)

    def name(self, lang: str) -> str:
        """The display name ("Fünf Kronen", "Five Crowns"); the id when the game has none."""
        return self.word("game.name", lang) or self.id

    def blurb(self, lang: str) -> str:
        """The lobby's one line about the game."""
        return self.word("game.blurb", lang) or ""

    def option_label(self, key: str, lang: str) -> str:
        """The new-game form's label for option ``key``; the key itself when it has none."""
        return self.word(f"option.{key}", lang) or key


@dataclass(frozen=True)
class Progress:
    """How far a game has come, in words a player knows ("Runde 5 von 11", cards left), so
    the lobby can say it about a saved game without replaying it. Empty fields: not counted
    in this game; with nothing set the lobby falls back to the number of moves."""

    round: int | None = None
    rounds: int | None = None
    """The last round, when the game has a fixed number (not a safeguard limit)."""
    cards_left: tuple[int, ...] = ()
    """Per seat, cards still to get rid of (games without a fixed number of rounds)."""

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "rounds": self.rounds, "cards_left": list(self.cards_left)}

    @classmethod
    def from_json(cls, data: object) -> Progress | None:
        """The progress stored with a save; None when ``data`` is not one (an older app)."""

        def count(value: object) -> bool:
            return isinstance(value, int) and not isinstance(value, bool) and value >= 0

        if not isinstance(data, dict):
            return None
        round_, rounds, cards = data.get("round"), data.get("rounds"), data.get("cards_left")
        if not all(v is None or count(v) for v in (round_, rounds)):
            return None
        if not isinstance(cards, list) or not all(count(c) for c in cards):
            return None
        return cls(round_, rounds, tuple(cards))


@dataclass(frozen=True)
class OpenZone:
    """Cards that no seat's view showed (a hand, a face-down pile, the stock), laid open once
    the game is over: what a replay's last position shows with every card open."""

    zone: str
    """"hand", "stock", "draw", "discard", "aside" or "round_deck"."""
    seat: Seat | None
    """The seat the cards belong to; None for a pile of the table."""
    cards: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"zone": self.zone, "seat": self.seat, "cards": list(self.cards)}


VB = TypeVar("VB", contravariant=True)


class Bot(Protocol[VB]):
    """Chooses one of ``legal`` from what its seat may see; ``rng`` is its own stream.

    ``Bot[ZehnView]``: a bot of that game, reading its view type; a bot that reads any
    ``View`` is a bot for every game."""

    def choose(self, view: VB, legal: Sequence[Action], rng: Rng) -> Action: ...


@dataclass(frozen=True)
class Advice:
    """A move a strong bot would make, with why: the reason's key in the game's words
    (``<game>.why.<reason>``) and the facts it rests on (cards as their codes under names
    starting with "card", numbers, seats under names starting with "seat"), so the table says
    it in the player's language with the cards' names."""

    action: Action
    reason: str
    facts: Mapping[str, object] = field(default_factory=dict)


@runtime_checkable
class Adviser(Protocol[VB]):
    """A bot that can say why it chooses what it chooses (the hint button's source)."""

    def advise(self, view: VB, legal: Sequence[Action], rng: Rng) -> Advice: ...


class Game(ABC, Generic[S, V]):
    """A game's rules. Subclasses implement the underscored hooks; callers use the rest.

    Generic in its state ``S`` and in its view ``V`` (a ``BaseView``), so the view a game
    builds and the one its renderer reads are one checked type. A game made of role files
    subclasses ``engine.roles.RoleGame``, which hands most of these methods to them."""

    info: GameInfo

    # ---- what a game implements -------------------------------------------------------
    @abstractmethod
    def new_game(self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int) -> S:
        """Deal and set up; all chance comes from an ``Rng(seed)`` kept in the state."""

    @abstractmethod
    def current_player(self, state: S) -> Seat | None:
        """The seat to act, or ``None`` when the game is over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: Seat) -> list[Action]:
        """Every action ``seat`` may take now, slips that the rules punish included."""

    @abstractmethod
    def copy_state(self, state: S) -> S:
        """A copy that ``_apply`` may change without touching ``state``."""

    @abstractmethod
    def _apply(self, state: S, seat: Seat, action: Action) -> None:
        """Change ``state`` in place; the action is known to be legal."""

    @abstractmethod
    def view(self, state: S, seat: Seat | None) -> V:
        """What ``seat`` may see (``None``: a spectator, no hand at all), as JSON data."""

    @abstractmethod
    def is_over(self, state: S) -> bool: ...

    @abstractmethod
    def result(self, state: S) -> Result: ...

    @abstractmethod
    def bot(self, level: str) -> Bot[V]: ...

    @abstractmethod
    def cards(self, state: S) -> Counter[str]:
        """Every card (and counted token such as chips) in every zone, hidden ones too.

        Zones set aside count too. The generic property test checks that this multiset never
        changes from the deal to the end, so no card is lost or duplicated.
        """

    @abstractmethod
    def shuffle_hidden(self, state: S, seat: Seat | None, rng: Rng) -> S:
        """A copy with every card that ``seat`` cannot see redistributed at random.

        The property test checks that ``view(state, seat)`` does not change under it, which
        proves the view hides those cards; hard bots use the same idea to sample the unseen.
        """

    # ---- optional hooks ---------------------------------------------------------------
    def is_legal(self, state: S, seat: Seat, action: Action) -> bool:
        """Override when ``legal_actions`` is large and a direct check is cheaper."""
        return action in self.legal_actions(state, seat)

    def actors(self, state: S) -> list[Seat]:
        """Seats that may act now. Usually only the current player; a game may let others
        act out of turn (e.g. handing a penalty chip for a table commandment)."""
        seat = self.current_player(state)
        return [] if seat is None else [seat]

    def progress(self, state: S) -> Progress:
        """How far the game has come, for the lobby's line about a saved game."""
        return Progress()

    def undo_refusal(
        self, before: S, actor: Seat, action: Action, after: S, person: Seat
    ) -> UndoRefusal | None:
        """Why ``person``, alone at the table with bots, may not take ``action`` back, or
        ``None`` when they may.

        ``actor`` took ``action`` from ``before`` to ``after``: the person themselves, or a bot
        after them (its action goes back with theirs). ``None`` only when it brought nothing
        to light that ``person`` could not see before, no bot answered what it saw and the
        table announced no penalty: taking it back must not teach anything for the second
        try. The reason is said to the person next to the undo button. "no_undo" by default:
        a game that does not decide this has no undo.
        """
        return "no_undo"

    def standing(self, state: S) -> tuple[float, ...] | None:
        """The running score per seat in the game's own measure (``info.score_measure``), as
        far as every seat may see it: points so far, or cards still held. At the end it is
        ``result(state).scores``, so a chart of it ends where the results table stands.
        ``None``: the game keeps no running score."""
        return None

    def describe(self, action: Action, lang: str = "de") -> str:
        """A player-facing text for an action; the string itself unless a game does better."""
        return action

    def card_name(self, card: str, lang: str = "de") -> str:
        """A card in words ("Herz Dame"), for lists of cards outside the game's own table."""
        return card

    def forced(self, view: V, legal: Sequence[Action]) -> Action | None:
        """The move a player has no real choice about in ``view``, which plays itself when
        the player asked for that (the pace setting, ``ui.table.pace``); None when the player
        decides. None by default: a game opts in, as only it knows which moves are no choice
        (the only legal one, or one whose every alternative changes nothing)."""
        return None

    def adviser(self) -> Adviser[V] | None:
        """The bot whose choice the hint button shows (the hard level), when it can say
        why; None for a game without hints."""
        return None

    def why(
        self, advice: Advice, names: Sequence[str], lang: str = "de", viewer: Seat | None = None
    ) -> str:
        """The hint's reason in one sentence, naming the cards and numbers it rests on."""
        return self.describe(advice.action, lang)

    def tell(
        self, event: Event, names: Sequence[str], lang: str = "de", viewer: Seat | None = None
    ) -> list[str]:
        """One public event in sentences, each naming its player once ("du" for ``viewer``).
        The log, the line under the caption and the recap at a person's turn all say an event
        with these, so the table never narrates a move another way than its log does."""
        return []

    def weight(self, event: Event) -> Weight:
        """How much ``event`` matters to a player who did not watch it (``engine.views``)."""
        return ROUTINE

    def _open_cards(self, state: S) -> list[OpenZone]:
        """The cards no view shows at the end, by zone; read only through ``open_view``."""
        return []

    # ---- the protocol, shared by all games ------------------------------------------
    def open_view(self, state: S) -> View:
        """The spectator's view of a finished game with every card open under ``"open"``.

        Refused while the game is played (``GameNotOverError``): hidden cards leave the engine
        only in the view of the seat that may see them, or once nothing is hidden any more.
        """
        if not self.is_over(state):
            raise GameNotOverError("the game is not over: its hidden cards stay hidden")
        view: dict[str, Any] = dict(self.view(state, None))
        view["open"] = [zone.to_json() for zone in self._open_cards(state)]
        return view

    def apply(self, state: S, action: Action, seat: Seat | None = None) -> S:
        """The state after ``seat`` (default: the current player) takes ``action``.

        Raises ``IllegalActionError`` and leaves ``state`` unchanged when it is not legal.
        """
        if self.is_over(state):
            raise IllegalActionError(action, "the game is over")
        acting = self.current_player(state) if seat is None else seat
        if acting is None or acting not in self.actors(state):
            raise NotYourTurnError(action, f"seat {seat} may not act now")
        if not isinstance(action, str) or not self.is_legal(state, acting, action):
            raise IllegalActionError(str(action))
        new = self.copy_state(state)
        self._apply(new, acting, action)
        return new
