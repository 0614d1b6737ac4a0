"""The shape every game's view shares, so the host and the renderers read one contract.

A view is JSON data (it crosses into the browser and into bots as it is), so its type is a
``TypedDict``: no conversion, and mypy checks every key a renderer reads. Each game declares
its own view extending ``BaseView`` and its own event extending ``Event``; the keys named
here mean the same in every game, so shared code (fresh events, the end note) reads them
without knowing the game.
"""

from __future__ import annotations

from typing import Any, Generic, Literal, NotRequired, TypedDict, TypeVar, get_args

EndReason = Literal[
    "went_out",
    "round_limit",
    "rounds_done",
    "draw_pile_empty",
    "no_starter_card",
    "hands_played",
]
"""How a game ended, one set for every game (results, ``simulate`` and the end screen)."""

END_REASONS: tuple[EndReason, ...] = get_args(EndReason)


class Event(TypedDict):
    """One public thing that happened. ``kind`` says what; ``seat`` who did it, when someone
    did. A game's own event type adds the fields its kinds carry."""

    kind: str
    seat: NotRequired[int]


E = TypeVar("E", bound=Event)

Weight = int
"""How much an event matters to a player who was not watching: a recap of the moves since
a person's last turn puts the heavier ones first."""
ROUTINE: Weight = 0
"""A draw, a card played: the game going on."""
NOTABLE: Weight = 1
"""Something that changes the table for everyone: a new round, a rule coming into force."""
IMPORTANT: Weight = 2
"""What a player must not miss: a penalty, going out, an auction won, the donkey."""


class BaseView(TypedDict, Generic[E]):
    """What every game's view holds, under these names."""

    game: str
    """The game's id, as in its ``GameInfo``."""
    seat: int | None
    """Whose eyes the view is (``None``: a spectator, no hand at all)."""
    names: list[str]
    """Every seat's name, in seat order (their number is the number of players)."""
    turn: int | None
    """The seat whose turn it is in the game's order (``None``: no one's)."""
    phase: str
    """The game's own step ("draw", "discard", "auction", "over" …)."""
    over: bool
    end_reason: EndReason | None
    """How the game ended; ``None`` while it goes on."""
    events: list[E]
    """The latest public events, oldest first (a game may cut older ones off)."""
    events_total: int
    """Every event logged so far, so an event's number is known although the list is cut."""


AnyView = BaseView[Any]
"""Any game's view, for code that reads only the shared keys."""

V = TypeVar("V", bound=AnyView)
"""A game's own view type."""
