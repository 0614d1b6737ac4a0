"""The settings: applied to the page (language, speed, motion, card size, look), kept, and
changed in their dialog.

A change of language paints the lobby and the table again at once, so every word follows.
"""

from __future__ import annotations

from typing import Any

from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.records.storage import SETTINGS_KEY
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part


class SettingsDialog(Part):
    def apply(self) -> None:
        page = self.page
        root = dom.document.documentElement
        reduced = dom.prefers_reduced_motion()
        root.lang = page.lang
        root.dataset.speed = page.settings.speed
        root.dataset.motion = "reduced" if page.settings.motion_reduced(reduced) else "full"
        root.style.setProperty("--kt-anim-ms", f"{page.settings.animation_ms(reduced)}ms")
        if page.settings.cards == "normal":
            root.removeAttribute("data-cards")
        else:
            root.dataset.cards = page.settings.cards
        theme = page.settings.theme
        if theme == "system":
            theme = "dark" if dom.prefers_dark() else "light"
        root.dataset.theme = theme
        if page.settings.sound:
            root.dataset.sound = "on"
        else:
            root.removeAttribute("data-sound")
        for element in dom.document.querySelectorAll("[data-i18n]"):
            element.textContent = page.t(str(element.dataset.i18n))
        for element in dom.document.querySelectorAll("[data-i18n-label]"):
            element.setAttribute("aria-label", page.t(str(element.dataset.i18nLabel)))
            element.setAttribute("title", page.t(str(element.dataset.i18nLabel)))

    def save(self) -> None:
        self.page.storage.set(SETTINGS_KEY, self.page.settings.to_json())
        self.page.notice_storage()

    def open(self) -> None:
        self.page.open_dialog(
            "dlg-settings", lobby_view.settings_form(self.page.settings, self.page.lang)
        )

    def on_change(self, event: Any) -> None:
        page, table = self.page, self.app.table
        form = dom.by_id("set-form")
        if form is None:
            return
        values: dict[str, Any] = {
            name: bool(dom.query(f"[name={name}]", form).checked)
            for name in ("assist", "autoplay", "sound")
        }
        own = dom.query("[name=name]", form)
        if own is not None:
            values["name"] = str(own.value)
        for name in ("lang", "speed", "reduced_motion", "cards", "theme"):
            checked = dom.query(f"[name={name}]:checked", form)
            if checked is not None:
                values[name] = str(checked.value)
        old_lang = page.lang
        page.settings = page.settings.with_changes(**values)
        self.save()
        self.apply()
        if table.host is not None:
            table.host.lang = page.lang
            table.host.settings = page.settings.for_table(dom.prefers_reduced_motion())
            self.app.bots.schedule()  # a move that has no choice may play itself now
        if old_lang != page.lang:
            dialog = dom.by_id("dlg-settings")
            dom.set_html(dialog, lobby_view.settings_form(page.settings, page.lang))
            focus = dom.query(f"#set-form [name=lang][value={page.lang}]")
            if focus is not None:
                focus.focus()
            self.app.lobby.render()
            if table.host is not None:
                page.clear_toasts()  # said in the language before
                table.set_title()
                table.paint()

    def on_motion_change(self, event: Any) -> None:
        self.apply()
        host = self.app.table.host
        if host is not None:
            host.settings = self.page.settings.for_table(dom.prefers_reduced_motion())
