"""The Back button's history entries (``ui.shell.history``) against a model of the browser's."""

from __future__ import annotations

from typing import Any

from kartentisch.ui.shell.history import TABLE, BackStack


class FakeHistory:
    """Session history as a list of states with a current index; ``back`` is delivered later
    (as in a browser) by ``deliver``, which returns how many ``popstate`` events fired."""

    def __init__(self, state: Any = None) -> None:
        self.entries: list[Any] = [state]
        self.index = 0
        self.pending = 0

    @property
    def state(self) -> Any:
        return self.entries[self.index]

    def pushState(self, state: Any, unused: str) -> None:
        del self.entries[self.index + 1 :]
        self.entries.append(state)
        self.index += 1

    def replaceState(self, state: Any, unused: str) -> None:
        self.entries[self.index] = state

    def back(self) -> None:
        self.pending += 1

    def deliver(self, stack: BackStack) -> list[bool]:
        fired = []
        while self.pending:
            self.pending -= 1
            if self.index > 0:
                self.index -= 1
                fired.append(stack.popped())
        return fired


def test_back_from_the_table_shows_the_lobby() -> None:
    history = FakeHistory()
    stack = BackStack(history)
    stack.table_opened()
    assert stack.on_table() and len(history.entries) == 2
    history.back()  # the person presses Back
    assert history.deliver(stack) == [True]
    assert not stack.on_table()
    assert history.index == 0  # one more Back leaves the app


def test_back_in_a_dialog_closes_it_and_stays_on_the_table() -> None:
    history = FakeHistory()
    stack = BackStack(history)
    stack.table_opened()
    stack.dialog_opened()
    history.back()
    assert history.deliver(stack) == [True]
    assert stack.on_table() and not stack.dialog_entry
    stack.dialog_closed(any_open=False)  # the dialog's close event: nothing more to undo
    assert history.pending == 0 and history.state == TABLE


def test_a_dialog_closed_by_a_button_takes_its_entry_along_unnoticed() -> None:
    history = FakeHistory()
    stack = BackStack(history)
    stack.dialog_opened()
    stack.dialog_closed(any_open=False)
    assert history.deliver(stack) == [False]
    assert history.index == 0


def test_the_new_game_form_gives_its_entry_to_the_table() -> None:
    history = FakeHistory()
    stack = BackStack(history)
    stack.dialog_opened()
    stack.table_opened()
    stack.dialog_closed(any_open=False)
    assert history.entries == [None, TABLE] and history.pending == 0


def test_the_lobby_button_steps_back_over_the_table_and_a_dialog() -> None:
    history = FakeHistory()
    stack = BackStack(history)
    stack.table_opened()
    stack.dialog_opened()
    stack.table_left()
    assert history.deliver(stack) == [False, False]
    assert history.index == 0 and not stack.on_table()


def test_a_reload_on_the_table_keeps_one_table_entry() -> None:
    history = FakeHistory()
    history.entries, history.index = [None, TABLE], 1
    stack = BackStack(history)
    stack.table_opened()  # the saved game resumes
    assert history.entries == [None, TABLE]


def test_a_reload_with_a_dialog_open_stands_for_its_screen() -> None:
    history = FakeHistory()
    history.entries, history.index = [None, TABLE, "kt-dialog-table"], 2
    stack = BackStack(history)
    assert history.state == TABLE and stack.on_table() and not stack.dialog_entry
