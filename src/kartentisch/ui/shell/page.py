"""What every part of the page shares: the store, the settings and their words, the screens,
dialogs and messages, and the listeners bound to the browser.

One ``Page`` lives as long as the browser tab; the lobby, the table and the dialogs each hold it
instead of reaching into one another for these.
"""

from __future__ import annotations

import secrets
import traceback
from collections.abc import Callable
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.protocol import GameInfo
from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.lobby.settings import Settings
from kartentisch.ui.records.storage import SETTINGS_KEY, Storage
from kartentisch.ui.render.i18n import browser_lang, t
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.history import BackStack
from kartentisch.ui.table import toasts


class Page:
    def __init__(self) -> None:
        self.storage: Storage = dom.open_storage()
        self.settings = self.stored_settings()
        self.window_id = secrets.token_hex(8)
        """Tells this window from others on the same store (see ``Storage.claim_bots``)."""
        self.proxies: list[Any] = []
        self.timings: dict[str, Any] = {"renders_ms": []}
        self.back = BackStack(dom.window.history)
        """The table's and the dialogs' browser history entries (the Back button)."""

    def stored_settings(self) -> Settings:
        """The saved settings; the browser's language until the player picks one."""
        return Settings.from_json(
            self.storage.get(SETTINGS_KEY), browser_lang(dom.browser_languages())
        )

    @property
    def lang(self) -> str:
        return self.settings.lang

    def t(self, key: str, **values: object) -> str:
        return t(self.lang, key, **values)

    def listen(self, target: Any, event: str, handler: Callable[[Any], Any]) -> None:
        proxy = dom.proxy(handler)
        self.proxies.append(proxy)
        target.addEventListener(event, proxy)

    def infos(self) -> dict[str, GameInfo]:
        """Every registered game; the lobby lists only its four (never the hidden demo)."""
        return {g.info.id: g.info for g in catalogue.all_games(include_hidden=True)}

    # ---- messages -------------------------------------------------------------------
    def toast(self, text: str, kind: str = "info") -> None:
        document = dom.document
        on_table = document.documentElement.dataset.screen == "table"
        if on_table and kind == "info":
            shown = dom.by_id("table")
            if shown is not None and toasts.repeats_shown(text, str(shown.innerText or "")):
                return
        rules = toasts.policy(dom.matches_media(toasts.PHONE_QUERY), on_table)
        box = dom.by_id(toasts.BOX_ID)
        item = document.createElement("div")
        item.className = f"toast toast-{kind}"
        item.textContent = text
        box.appendChild(item)
        for _ in range(toasts.overflow(int(box.childElementCount), rules)):
            box.firstElementChild.remove()

        def remove() -> None:
            item.classList.add("leaving")
            dom.later(300, lambda: item.remove())

        dom.later(rules.duration_ms, remove)

    def internal_error(self) -> None:
        """Something failed that should not: the details to the console, a word to the player."""
        dom.console_warn(traceback.format_exc())
        self.toast(self.t("error.internal"), "error")

    def notice_storage(self) -> None:
        key = self.storage.take_notice()
        if key:
            self.toast(self.t(key), "warn")

    def clear_toasts(self) -> None:
        """A message belongs to the screen it was shown on: a new screen starts without any."""
        dom.set_html(dom.by_id(toasts.BOX_ID), "")

    # ---- screens and dialogs --------------------------------------------------------
    def show_screen(self, name: str) -> None:
        self.clear_toasts()
        box = dom.by_id(toasts.BOX_ID)
        home = dom.query(toasts.STRIP_SELECTOR) if name == "table" else dom.document.body
        if home is not None and box.parentElement != home:
            home.appendChild(box)
        dom.show(dom.by_id("lobby"), name == "lobby")
        dom.show(dom.by_id("table-screen"), name == "table")
        dom.show(dom.by_id("join-screen"), name == "join")
        dom.document.documentElement.dataset.screen = name
        dom.window.scrollTo(0, 0)

    def screen(self) -> str:
        return str(dom.document.documentElement.dataset.screen)

    def open_dialog(self, dialog_id: str, html: str) -> None:
        dialog = dom.by_id(dialog_id)
        dom.set_html(dialog, html)
        if not dialog.open:
            dialog.showModal()
            self.back.dialog_opened()

    def close_dialog(self, dialog_id: str) -> None:
        dialog = dom.by_id(dialog_id)
        if dialog is not None and dialog.open:
            dialog.close()

    def dialog_open(self, dialog_id: str) -> bool:
        dialog = dom.by_id(dialog_id)
        return dialog is not None and bool(dialog.open)

    def show_message(self, title: str, lines: list[str]) -> None:
        self.open_dialog("dlg-message", lobby_view.message_dialog(title, lines, self.lang))
        ok = dom.by_id("msg-ok")
        if ok is not None:
            ok.focus()

    def ask(
        self,
        title: str,
        lines: list[str],
        confirm: tuple[str, str],
        cancel: tuple[str, str] | None = None,
    ) -> None:
        """The message dialog with a button that confirms (its label, its ``data-host``). The
        focus starts on "Cancel" (or ``cancel``): Enter on a question never destroys anything."""
        self.open_dialog(
            "dlg-message",
            lobby_view.message_dialog(title, lines, self.lang, confirm=confirm, cancel=cancel),
        )
        first = dom.by_id("msg-cancel")
        if first is not None:
            first.focus()

    def download(self, text: str, file_name: str) -> None:
        """Hand ``text`` to the browser as a JSON file to keep."""
        window = dom.window
        blob = window.Blob.new(dom.js_list([text]), dom.js_object({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = dom.document.createElement("a")
        link.href = url
        link.download = file_name
        dom.document.body.appendChild(link)
        link.click()
        link.remove()
        dom.later(1000, lambda: window.URL.revokeObjectURL(url))
