"""Browser history entries for the table and the dialogs, so the Back button stays in the app.

A phone's Back button (``history.back()``) would otherwise leave the page from a game. The
lobby is the page's own entry; the table adds one entry above it and an open dialog one more,
so Back closes a dialog first, then goes from the table to the lobby, and from the lobby leaves
the app as any page would. When the app itself leaves the table or closes a dialog (a button,
Escape), it steps back over its own entry and ignores the ``popstate`` that this causes. A
reload keeps the entry's state: a page reloaded on the table resumes the game on its entry.

Free of the browser: ``page`` passes ``window.history`` (anything with ``state``,
``pushState``, ``replaceState`` and ``back``), so the logic is tested on CPython.
"""

from __future__ import annotations

from typing import Any, Protocol

TABLE = "kt-table"
DIALOG = "kt-dialog"
"""Entry states; a dialog's entry is ``DIALOG`` plus the screen below it (``kt-dialog-table``)."""


class BrowserHistory(Protocol):
    @property
    def state(self) -> Any: ...

    def pushState(self, state: Any, unused: str) -> None: ...

    def replaceState(self, state: Any, unused: str) -> None: ...

    def back(self) -> None: ...


def _screen_of(state: Any) -> str:
    """The screen an entry belongs to: "table" or "lobby" (any state the app did not write)."""
    return "table" if _state_text(state) in (TABLE, f"{DIALOG}-table") else "lobby"


class BackStack:
    """Which of the app's entries lie on top, and what a ``popstate`` means."""

    def __init__(self, history: BrowserHistory) -> None:
        self.history = history
        self.ignore_pops = 0
        """``popstate`` events the app caused itself (its own ``back()``), to be ignored."""
        self.dialog_entry = False
        if self.top().startswith(DIALOG):
            # reloaded with a dialog open: the dialog is gone, its entry stands for its screen
            history.replaceState(TABLE if self.on_table() else "", "")

    def top(self) -> str:
        return _state_text(self.history.state)

    def on_table(self) -> bool:
        return _screen_of(self.history.state) == "table"

    # ---- the app moves ------------------------------------------------------------------
    def table_opened(self) -> None:
        """The table shows: its entry goes on top (in place of a dialog's entry that opened
        it, such as the new-game form; a reloaded table already stands on its own)."""
        if self.dialog_entry:
            self.dialog_entry = False
            self.history.replaceState(TABLE, "")
        elif self.top() != TABLE:
            self.history.pushState(TABLE, "")

    def table_left(self) -> None:
        """The app went to the lobby by itself: step back over the table's entry."""
        steps = int(self.dialog_entry) + int(self.on_table())
        self.dialog_entry = False
        if steps:
            self._back(steps)

    def dialog_opened(self) -> None:
        if not self.dialog_entry:
            screen = "table" if self.on_table() else "lobby"
            self.history.pushState(f"{DIALOG}-{screen}", "")
            self.dialog_entry = True

    def dialog_closed(self, any_open: bool) -> None:
        """A dialog closed by a button or Escape: its entry goes, unless another is open."""
        if self.dialog_entry and not any_open:
            self.dialog_entry = False
            self._back(1)

    def _back(self, steps: int) -> None:
        for _ in range(steps):
            self.ignore_pops += 1
            self.history.back()

    # ---- the person presses Back ----------------------------------------------------------
    def popped(self) -> bool:
        """Whether a ``popstate`` came from the person (Back or Forward), not from the app.

        Then the app closes any open dialog and shows the screen of the entry now on top
        (``on_table``): Back from a dialog closes it, Back from the table shows the lobby."""
        if self.ignore_pops > 0:
            self.ignore_pops -= 1
            return False
        self.dialog_entry = self.top().startswith(DIALOG)
        return True


def _state_text(state: Any) -> str:
    return state if isinstance(state, str) else ""
