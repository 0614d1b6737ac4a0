"""The contract between the table host (``ui.table.host``, driven by ``ui.shell``) and each
game's renderer. The host owns the loop (views, actions, bot turns, pass screens, toasts, the
log, the end screen); a renderer only draws and translates input:

- ``data-action="..."`` plays that action on click (``html.button``); ``data-ui="..."`` calls
  ``on_ui`` (selection, sorting, toggles; local state in ``ctx.ui``, may return an action).
- One renderer a match (``tables.renderer_for``): what it keeps is that match's; ``render``
  changes nothing (the same view and context give the same HTML).
- ``ctx.fresh``: the events since the last paint (``render``) or of one step (``announce``).
- Drag and drop by pointer: ``data-drag="X"`` dropped on ``data-drop="Y"`` calls
  ``on_drop("X", "Y")``. Keys not handled by focus + Enter/Space go to ``on_key``.
- Focus: after a paint the focused control keeps it; when it is gone or the person's turn
  begins, the first enabled ``data-action`` (else ``data-ui``) takes it, first inside
  ``data-focus-start`` (the own hand). A ``role="dialog"`` inside the table takes the focus
  and gives it back when it goes.
- Smooth moves: ``data-flip="KEY"`` (unique, stays with the card, e.g. ``"card-QH-1"``)
  glides between paints; a new key gets the class ``just-moved``. ``data-from="PLACE"`` on
  an element a move brought flies a copy of it in from that place of the last paint
  (``ui.table.motion``). Off at speed "off" and with reduced motion.
- The prompt: while ``ctx.legal`` is not empty, exactly one element carries ``data-prompt``
  (``PROMPT_ATTR``), the one asking the person to act now; two at once leave the person
  guessing, and while others act none carries it. ``html.tag(data_prompt=<asking>)``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, cast

from kartentisch.engine.protocol import Action, Seat
from kartentisch.engine.views import AnyView, BaseView, E, Event, V
from kartentisch.engine.wording import person_key
from kartentisch.ui.render.i18n import Translator

PROMPT_ATTR = "data-prompt"
"""The attribute of the one element that asks the person at the device to act now."""


@dataclass
class TableContext:
    seat: Seat | None
    """The seat whose eyes the table shows (the person holding the device)."""
    lang: str
    """"de", "en" or "nl"."""
    names: list[str]
    legal: list[Action]
    """What ``seat`` may do right now (empty while others act)."""
    bots: list[str | None]
    """Bot level per seat, ``None`` for a person."""
    settings: dict[str, Any] = field(default_factory=dict)
    """"assist" (bool), "speed" ("slow"|"normal"|"fast"|"off"), "reduced_motion" (bool)."""
    ui: dict[str, Any] = field(default_factory=dict)
    """The renderer's own local state (a selected card, an open panel); kept between renders.

    The host clears it after every action played (by anyone) and when the device passes to
    another person, so a stale selection never survives a change of the game."""
    keep: dict[str, Any] = field(default_factory=dict)
    """Renderer state for the whole match that the host never clears (e.g. each seat's chosen
    hand order); a new match gets a new, empty one."""
    fresh: list[Event] = field(default_factory=list)
    """The game's events that are new, oldest first: for ``render`` those since the table was
    last painted (every event the view carries at the first paint), for ``announce`` those
    the step just played brought. Worked out by the host (``ui.table.fresh_events``); empty for the
    other hooks."""

    @property
    def t(self) -> Translator:
        """The one text lookup in ``lang``: the game's words ("<game>.pot_label") and the
        shared UI's ("end.score"), German where a language lacks one (``ui.render.i18n``)."""
        return Translator(self.lang)

    def about(self, key: str, /, seat: Seat | None = None, **values: object) -> str:
        """The sentence ``key`` about ``seat``; its "du" form (``key`` + "_you") when ``seat``
        is the seat shown, where the texts have one (``engine.wording``)."""
        words = self.t
        return words(person_key(words, key, seat, self.seat), **values)


def fresh_of(view: BaseView[E], ctx: TableContext) -> list[E]:
    """``ctx.fresh`` as the events of ``view``'s game: the host took them from that game's
    views, so they have its event type (the view conformance test checks every event)."""
    return cast("list[E]", ctx.fresh)


VC = TypeVar("VC", bound=AnyView, contravariant=True)


class TableRenderer(Protocol[VC]):
    """A game's table, reading that game's own view type (``TableRenderer[ZehnView]``), so
    mypy checks every view key a renderer reads."""

    game_id: str

    def render(self, view: VC, ctx: TableContext) -> str:
        """The whole table as HTML (escape every text with ``html.esc``)."""
        ...

    def on_ui(self, command: str, view: VC, ctx: TableContext) -> Action | None: ...

    def on_drop(self, drag: str, drop: str, view: VC, ctx: TableContext) -> Action | None: ...

    def on_key(self, key: str, view: VC, ctx: TableContext) -> Action | None: ...

    def log_lines(self, view: VC, ctx: TableContext) -> list[str]:
        """What happened, as plain text lines, oldest first (the host escapes them)."""
        ...

    def announce(self, before: VC | None, after: VC, ctx: TableContext) -> list[str]:
        """Plain-text toasts for what changed (a slip, a penalty, a new wild rank)."""
        ...

    def describe_action(self, action: Action, view: VC, ctx: TableContext) -> str:
        """Plain text for an action, e.g. for the bot-turn caption ("Anna zieht vom Stapel")."""
        ...

    def result_label(self, view: VC, ctx: TableContext) -> str:
        """The heading of the end screen's score column, e.g. "Karten übrig" (plain text)."""
        ...

    def end_note(self, view: VC, ctx: TableContext) -> str:
        """One plain-text line under the results saying how the game ended, or ""."""
        ...

    def caption(self, view: VC, ctx: TableContext) -> str:
        """The header's status line when the table shows something other than a turn (a
        round's result), or "" for the usual "X is to play"."""
        ...

    def kept(self) -> dict[str, Any]:
        """The person's own arrangement of the table (a hand's order) as plain JSON, kept
        beside the save so that a reload shows the table as they left it."""
        ...

    def restore(self, kept: Mapping[str, Any]) -> None:
        """Take back what ``kept`` gave, after a reload; anything malformed is ignored (it
        comes from storage, which anyone can edit)."""
        ...


class BaseRenderer(Generic[V]):
    """Defaults a renderer can inherit so it only writes what its game needs.

    Every hook but ``render`` has a harmless default: no local UI commands, no drag and
    drop, no extra keys, an empty log panel, no toasts, the action string as its
    description, "Punkte" over the end screen's scores, and an end note only when the view
    says a round limit ended the game (``end_reason == "round_limit"``).
    Subclasses set ``game_id`` and override ``render``.
    """

    game_id: str = ""

    def render(self, view: V, ctx: TableContext) -> str:
        raise NotImplementedError

    def on_ui(self, command: str, view: V, ctx: TableContext) -> Action | None:
        return None

    def on_drop(self, drag: str, drop: str, view: V, ctx: TableContext) -> Action | None:
        return None

    def on_key(self, key: str, view: V, ctx: TableContext) -> Action | None:
        return None

    def log_lines(self, view: V, ctx: TableContext) -> list[str]:
        return []

    def announce(self, before: V | None, after: V, ctx: TableContext) -> list[str]:
        return []

    def describe_action(self, action: Action, view: V, ctx: TableContext) -> str:
        return action

    def result_label(self, view: V, ctx: TableContext) -> str:
        return ctx.t("end.score")

    def caption(self, view: V, ctx: TableContext) -> str:
        return ""

    def kept(self) -> dict[str, Any]:
        return {}

    def restore(self, kept: Mapping[str, Any]) -> None:
        return None

    def end_note(self, view: V, ctx: TableContext) -> str:
        # Read as plain data: ``round_limit`` is not a shared key, only a game with a round
        # limit has it, and the note says it when it is there.
        facts: Mapping[str, object] = view
        if facts.get("end_reason") != "round_limit":
            return ""
        limit = facts.get("round_limit")
        if isinstance(limit, int) and not isinstance(limit, bool):
            return ctx.t("end.round_limit_n", limit=limit)
        return ctx.t("end.round_limit")
