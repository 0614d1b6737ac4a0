"""What the table host hands the page: the frame to show, what one input did, the end's rows.

Plain values, so the shell paints them and tests read them without a browser.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from kartentisch.engine.protocol import Seat
from kartentisch.ui.table import narration
from kartentisch.ui.table.coach import CoachLine


@dataclass(frozen=True)
class EndRow:
    rank: int
    seat: Seat
    name: str
    score: float


@dataclass
class Frame:
    """What the page shows now."""

    kind: str
    """"pass" (hand the device on; nothing else visible) or "table"."""
    viewer: Seat | None
    pass_name: str = ""
    html: str = ""
    log: list[str] = field(default_factory=list)
    caption: str = ""
    """Whose turn it is (or that the game is over): the header's status line."""
    last_move: str = ""
    """What the last bot did ("Ben zieht vom Stapel, legt Pik Bube ab"), a quieter line under
    the status, in the log's sentences."""
    hint_offered: bool = False
    """The hint button shows: a person against bots may act."""
    hint: str = ""
    """The hint's reason, once the person asked for it (until anyone acts)."""
    hint_action: str = ""
    """The move the hint shows; the paint marks the control that plays it."""
    hint_cards: list[str] = field(default_factory=list)
    """The cards the hint names, marked in the hand when no control plays the move at once."""
    coach: CoachLine | None = None
    """The guided first game's line for the person now (``ui.table.coach``)."""
    coach_done: bool = False
    """The guided part of this game is over (the table carries ``data-coach-done``)."""
    recap: list[narration.Line] = field(default_factory=list)
    """What the person now at the device missed since their last turn (others' moves, the
    heaviest first): shown when their turn begins, on the pass screen and on the table."""
    over: bool = False
    your_turn: bool = False
    own_caption: bool = False
    """The caption is the table's own (a round's result), not whose turn it is: messages about
    the round before are stale then."""


@dataclass(frozen=True)
class EndTexts:
    """The end screen's words from the renderer: the score column's heading and a note."""

    label: str
    note: str = ""


@dataclass
class Outcome:
    """What one input did: whether the game changed, toasts to show, an error key."""

    changed: bool = False
    toasts: list[str] = field(default_factory=list)
    error_key: str | None = None
    error_text: str = ""
    """The game's own words for a refused move, in the table's language, when it gave any;
    shown instead of the error key's text."""
    caption: str = ""
