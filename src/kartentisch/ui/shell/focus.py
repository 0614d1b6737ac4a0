"""Where the keyboard focus goes on the table: back to the same control after a paint, to the
first control of a prompt when the person's turn begins, into a dialog inside the table and
back to what opened it. Keyboard play flows on and never falls back to the top of the page.
"""

from __future__ import annotations

from typing import Any

from kartentisch.ui.shell import dom

FOCUS_ATTRS = ("data-action", "data-ui", "data-drag", "data-host")
PROMPT_CONTROLS = (
    "#table [data-focus-start] [data-action]:not([disabled])",
    "#table [data-action]:not([disabled])",
    "#table [data-focus-start] [data-ui]:not([disabled])",
    "#table [data-ui]:not([disabled])",
)
"""Where the focus goes when the person's turn begins or the used control is gone: the first
control that plays an action, else the first one that prepares it (a card to pick); in the
part a renderer marks ``data-focus-start`` (the own hand) before the rest of the table."""
TABLE_DIALOG = "#table [role=dialog]"
DIALOG_FIRST = "button:not([disabled]), [href], input, select, textarea"


class Focus:
    def __init__(self) -> None:
        self.dialog_opener: tuple[str, str] | None = None
        """What had the focus when a dialog inside the table opened (a commandment's text);
        it gets the focus back when the dialog closes."""

    @staticmethod
    def key() -> tuple[str, str] | None:
        """What has the keyboard focus on the table, to find its equivalent after a paint."""
        active = dom.active_element()
        if active is None or dom.closest(active, "#table-screen") is None:
            return None
        if str(active.id or "") == "table":
            return ("table", "")
        if active.id and dom.closest(active, "#table") is None:
            # the bar, the results: "lobby" is a button in each, the id tells which
            return ("id", str(active.id))
        for name in FOCUS_ATTRS:
            value = dom.attr(active, name)
            if value is not None:
                return name, value
        return ("table", "") if dom.closest(active, "#table") is not None else None

    @staticmethod
    def element(element: Any) -> None:
        element.focus(dom.js_object({"preventScroll": True}))

    def prompt(self) -> None:
        """The first control of what the table asks now, else the table itself."""
        for selector in PROMPT_CONTROLS:
            element = dom.query(selector)
            if element is not None:
                self.element(element)
                return
        self.element(dom.by_id("table"))

    def restore(self, key: tuple[str, str] | None, turn_began: bool = False) -> None:
        """Focus the same control again; else (or when the person's turn just began) the first
        control of the prompt; else the table itself, so keyboard play flows on through the
        other players' turns and never falls back to the top of the page."""
        if key is None:
            return
        name, value = key
        if name in ("id", "data-host"):
            element = (
                dom.by_id(value)
                if name == "id"
                else dom.query(f"#table-screen [{name}={dom.window.CSS.escape(value)}]")
            )
            if element is None or dom.closest(element, "[hidden]") is not None:
                self.prompt()  # "play again": the results went, a new table came
            else:
                self.element(element)
            return
        if turn_began and name != "data-action":
            self.prompt()
            return
        element = None
        if name != "table":
            # a control that turned disabled (a call made) cannot hold the focus
            element = dom.query(f"#table [{name}={dom.window.CSS.escape(value)}]:not([disabled])")
        if element is None:
            self.prompt()
        else:
            self.element(element)

    def table_dialog(self, key: tuple[str, str] | None) -> bool:
        """A dialog inside the table takes the focus when it opens and gives it back to what
        opened it when it closes. True when the focus was placed here."""
        dialog = dom.query(TABLE_DIALOG)
        if dialog is not None and self.dialog_opener is None:
            first = dom.query(DIALOG_FIRST, dialog)
            if first is None:
                return False
            self.dialog_opener = key or ("table", "")
            self.element(first)
            return True
        if dialog is None and self.dialog_opener is not None:
            opener, self.dialog_opener = self.dialog_opener, None
            if key is not None:
                self.restore(opener)
                return True
        return False
