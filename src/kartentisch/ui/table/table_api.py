"""The contract between the table host (``ui.shell.app``) and each game's renderer.

The host owns the loop: it asks the engine for the view of the seat at the device, asks the
renderer for HTML, plays actions, runs bot turns with pauses, shows pass-the-device screens,
toasts, the log panel and the end screen. A renderer only draws and translates input:

- Any element with ``data-action="..."`` plays that action on click (use ``html.button``).
- Any element with ``data-ui="..."`` calls ``on_ui`` (selection, sorting, toggles); the
  renderer keeps such local state in ``ctx.ui`` and may return an action to play.
- State: the host makes one renderer for each match (``tables.renderer_for``), so what a
  renderer keeps on itself is that match's; ``render`` changes nothing (drawn twice, the same
  view and context give the same HTML).
- What is new: the host hands the events since the table was last painted to ``render``, and
  those one step brought to ``announce``, as ``ctx.fresh``; no renderer counts events.
- Drag and drop (pointer, so it works by touch): an element with ``data-drag="X"`` dropped
  on one with ``data-drop="Y"`` calls ``on_drop("X", "Y")``.
- Keys not handled by focus + Enter/Space go to ``on_key``.
- Keyboard focus: after a paint the focused control keeps the focus; when it is gone, or the
  person's turn begins, the focus goes to the first enabled ``data-action`` control (else
  ``data-ui``), looked for first inside an element marked ``data-focus-start`` (the own hand).
  An element with ``role="dialog"`` inside the table takes the focus when it appears and
  gives it back to what opened it when it goes.
- Smooth moves: give an element ``data-flip="KEY"`` (a key unique on the table that stays
  with the card, e.g. ``"card-QH-1"``); between two paints it glides from its old place to
  its new one, and an element whose key is new gets the class ``just-moved`` (cards.css).
  Speed "off" and reduced motion switch this off.
- The prompt: while ``ctx.legal`` is not empty, exactly one element carries ``data-prompt``
  (``PROMPT_ATTR``): the one that asks the person to act now ("Ziehe vom Stapel …", or the
  only control when its label is the question, like "Nächste Runde"). Two elements asking at
  once leave the person guessing which step moves the game on; while others act, no element
  carries it (a "waiting for …" line asks nothing). Pass ``data_prompt=<asking>`` to
  ``html.tag``: True writes the bare attribute, False leaves it out.
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
