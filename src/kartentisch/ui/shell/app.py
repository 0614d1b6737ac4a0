"""The page, put together: one part for each job, sharing one ``Page``, bound to the browser.

``main.py`` calls ``start`` once. Each part holds the ``App`` to reach the others (the table
asks the bots' loop to go on, the dispatch sends a click to the lobby); none of them keeps
another's state.
"""

from __future__ import annotations

from kartentisch.ui.shell import dom
from kartentisch.ui.shell.bot_loop import BotLoop
from kartentisch.ui.shell.dispatch import Dispatch
from kartentisch.ui.shell.focus import Focus
from kartentisch.ui.shell.lobby import Lobby
from kartentisch.ui.shell.page import Page
from kartentisch.ui.shell.replays import Replays
from kartentisch.ui.shell.save_files import SaveFiles
from kartentisch.ui.shell.scoreboard import Scoreboard
from kartentisch.ui.shell.settings_dialog import SettingsDialog
from kartentisch.ui.shell.shared_deals import SharedDeals
from kartentisch.ui.shell.statistics import StatisticsDialog
from kartentisch.ui.shell.table_paint import TablePaint
from kartentisch.ui.shell.table_screen import TableScreen
from kartentisch.ui.shell.together_guest import TogetherGuest
from kartentisch.ui.shell.together_host import TogetherHost

TEST_SWITCH = "kartentischUnderTest"
"""Set to ``true`` on the window, before the page's scripts run, by whoever opens the page for
tests (the tests' harness, the benchmarks): only then the test hook is installed."""


def opened_for_tests() -> bool:
    return dom.nn(getattr(dom.window, TEST_SWITCH, None)) is True


class App:
    def __init__(self) -> None:
        self.page = Page()
        self.settings = SettingsDialog(self)
        self.lobby = Lobby(self)
        self.shared = SharedDeals(self)
        self.files = SaveFiles(self)
        self.statistics = StatisticsDialog(self)
        self.replays = Replays(self)
        self.scoreboard = Scoreboard(self)
        self.focus = Focus()
        self.table = TableScreen(self)
        self.together_host = TogetherHost(self)
        self.together_guest = TogetherGuest(self)
        self.painter = TablePaint(self)
        self.bots = BotLoop(self)
        self.dispatch = Dispatch(self)

    def start(self) -> None:
        page = self.page
        self.settings.apply()
        self.lobby.render()
        self.dispatch.bind()
        if opened_for_tests():
            from kartentisch.ui.shell import test_hook

            test_hook.install(self)
        for element in dom.document.querySelectorAll("[data-needs-python]"):
            element.disabled = False
        dom.document.documentElement.dataset.ready = "1"
        dom.window.dispatchEvent(dom.window.CustomEvent.new("kt:ready"))
        active = page.storage.active_game()
        if self.together_guest.take_from_address() or self.shared.take_from_address():
            pass
        elif active is not None and active in page.infos():
            self.table.resume(active)
        else:
            page.show_screen("lobby")
        page.notice_storage()


APP: App | None = None


def start() -> None:
    """Boot the page once; called by ``main.py``."""
    global APP
    if APP is None:
        began = dom.now_ms()
        APP = App()
        APP.start()
        APP.page.timings["app_start_ms"] = round(dom.now_ms() - began, 1)
