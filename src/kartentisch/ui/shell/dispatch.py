"""Every event of the page, bound once on the document and the window, and sent where it belongs:
clicks by their ``data-*`` marks, keys on the table, changes in dialogs, the Back button, other
windows writing to the store.
"""

from __future__ import annotations

from typing import Any

from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part

NAVIGATION_KEYS = frozenset({"Tab", "Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock"})
"""Keys that only move the focus (or wait for another key): no table command, no repaint. A
repaint under a Tab replaced the focused control just before the browser moved on from it."""
SCROLL_KEYS = frozenset(
    {"ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "PageUp", "PageDown", "Home", "End", " "}
)
"""Keys that scroll a box the focus is on (a row of seats, a list, a wide table): the browser
scrolls it, the table gets no command and no repaint (a repaint put the focus elsewhere)."""
DIALOG_IDS = (
    "dlg-new",
    "dlg-rules",
    "dlg-settings",
    "dlg-stats",
    "dlg-replays",
    "dlg-message",
    "dlg-share",
    "dlg-scores",
    "dlg-invite",
    "dlg-connect",
)


class Dispatch(Part):
    def bind(self) -> None:
        app, listen = self.app, self.page.listen
        document, window = dom.document, dom.window
        listen(document, "click", self.on_click)
        listen(document, "keydown", self.on_keydown)
        listen(document, "change", self.on_dialog_change)
        listen(dom.by_id("dlg-new"), "submit", app.lobby.on_submit)
        listen(dom.by_id("table"), "kt-drop", self.on_drop)
        listen(dom.by_id("import-file"), "change", app.files.on_change)
        listen(dom.by_id("dlg-replays"), "keydown", lambda e: app.replays.screen().on_key(e))
        listen(window, "storage", app.table.on_storage)
        listen(window, "popstate", self.on_popstate)
        for dialog_id in DIALOG_IDS:
            listen(dom.by_id(dialog_id), "close", self.on_dialog_closed)
        listen(window, "focus", app.table.on_focus)
        listen(document, "visibilitychange", app.table.on_focus)
        try:
            query = window.matchMedia("(prefers-reduced-motion: reduce)")
            listen(query, "change", app.settings.on_motion_change)
        except Exception:
            pass

    def close_dialogs(self) -> None:
        for dialog_id in DIALOG_IDS:
            self.page.close_dialog(dialog_id)

    # ---- clicks ---------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        target = event.target
        closer = dom.closest(target, "[data-dialog-close]")
        if closer is not None:
            self.page.close_dialog(str(closer.dataset.dialogClose))
            return
        lobby = dom.closest(target, "[data-lobby]")
        if lobby is not None and not lobby.disabled:
            self.app.lobby.on_command(str(lobby.dataset.lobby), str(lobby.dataset.game or ""))
            return
        together = dom.closest(target, "[data-together]")
        if together is not None and not together.disabled:
            command = str(together.dataset.together)
            if self.page.screen() == "join" or self.app.table.guest:
                self.app.together_guest.on_command(command)
            else:
                self.app.together_host.on_command(command)
            return
        host_button = dom.closest(target, "[data-host]")
        if host_button is not None and not host_button.disabled:
            self.on_host_command(str(host_button.dataset.host))
            return
        if (
            dom.closest(target, '[data-ui="hint"]') is not None
            and dom.closest(target, "#table") is None
        ):
            self.app.table.hint()
            return
        if dom.closest(target, "#table") is None:
            return
        action_el = dom.closest(target, "[data-action]")
        if action_el is not None and not action_el.disabled:
            self.app.table.play_action(str(action_el.dataset.action))
            return
        ui_el = dom.closest(target, "[data-ui]")
        if ui_el is not None and not ui_el.disabled:
            command = str(ui_el.dataset.ui)
            self.app.table.guarded(lambda host: host.on_ui(command))

    def on_host_command(self, command: str) -> None:
        """A button of the page around the table (``data-host``): the bar, the results, the
        dialogs."""
        app = self.app
        table = app.table
        if command.startswith("replay"):
            app.replays.on_command(command)
            return
        if command == "lobby":
            self.page.close_dialog("dlg-rules")
            table.leave()
        elif command == "rules":
            if table.host is not None:
                app.lobby.open_rules(table.host.match.game.info.id)
        elif command == "import":
            dom.by_id("import-file").click()
        else:
            simple = {
                "settings": app.settings.open,
                "stats": app.statistics.open,
                "stats-export": app.statistics.export,
                "stats-reset": app.statistics.ask_reset,
                "stats-reset-confirm": app.statistics.reset,
                "import-replace": app.files.replace,
                "new-replace": app.lobby.replace,
                "guide-replace": app.lobby.replace_with_guide,
                "guide-yes": app.lobby.replace_with_guide,
                "guide-no": app.lobby.guide_declined,
                "coach-next": table.coach_next,
                "export": app.files.export,
                "log": table.toggle_log,
                "scores": app.scoreboard.open,
                "invite": app.together_host.open,
                "pass-confirm": table.confirm_pass,
                "again": table.play_again,
                "share": app.shared.share,
                "share-copy": app.shared.copy,
                "share-system": app.shared.system_share,
                "undo": table.undo,
                "strip": self.app.painter.toggle_strip,
                "recap-dismiss": table.dismiss_recap,
                "end-hide": table.hide_results,
                "end-show": table.show_results,
            }
            run = simple.get(command)
            if run is not None:
                run()

    def on_drop(self, event: Any) -> None:
        detail = event.detail
        drag, drop = str(detail.drag), str(detail.drop)
        self.app.table.guarded(lambda host: host.on_drop(drag, drop))

    # ---- keys -----------------------------------------------------------------------
    def on_keydown(self, event: Any) -> None:
        table = self.app.table
        if table.host is None or self.page.screen() != "table":
            return
        if dom.query("dialog[open]") is not None:
            return
        key = str(event.key)
        if key in NAVIGATION_KEYS:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "")
        if tag in ("INPUT", "SELECT", "TEXTAREA"):
            return
        if key in ("Enter", " ") and tag in ("BUTTON", "A"):
            return
        if key in SCROLL_KEYS and is_scroll_box(target, tag):
            return
        if (event.ctrlKey or event.metaKey) and key.lower() == "z" and not event.altKey:
            event.preventDefault()
            table.undo()
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if key == "Escape" and table.log_open:
            table.toggle_log(False)
            return
        if key == "Escape" and dom.query('#table-screen .table-strip[data-open="1"]') is not None:
            self.app.painter.toggle_strip(False)
            return
        if table.host.needs_pass():
            return
        table.guarded(lambda host: host.on_key(key))

    # ---- dialogs and history --------------------------------------------------------
    def on_dialog_change(self, event: Any) -> None:
        target = event.target
        if dom.closest(target, "#set-form") is not None:
            self.app.settings.on_change(event)
        elif getattr(target, "id", "") == "ng-count":
            self.app.lobby.on_count_change()
        elif dom.closest(target, "#dlg-replays") is not None:
            self.app.replays.screen().on_change(target)

    def on_dialog_closed(self, event: Any) -> None:
        """A dialog closed (a button, Escape, or Back): its history entry goes with it."""
        self.page.back.dialog_closed(dom.query("dialog[open]") is not None)

    def on_popstate(self, event: Any) -> None:
        """Back (or Forward): close the open dialogs; off the table's entry, show the lobby."""
        back = self.page.back
        if not back.popped():
            return
        self.close_dialogs()
        if self.app.table.host is not None and not back.on_table():
            self.app.table.leave(by_back_button=True)


def is_scroll_box(target: Any, tag: str) -> bool:
    """A box that takes the focus only so that keys can scroll it (no control)."""
    return tag not in ("BUTTON", "A") and dom.attr(target, "tabindex") == "0"
