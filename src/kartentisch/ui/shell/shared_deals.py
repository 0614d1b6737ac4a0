"""Shared deals in the page: the share dialog, copying its link, and a link opened at start.

``ui.lobby.share_link`` writes and reads the links; it is imported when a deal is shared or a
link arrives, never at a plain start.
"""

from __future__ import annotations

import asyncio
import secrets

from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part
from kartentisch.ui.tables import has_renderer


class SharedDeals(Part):
    task: asyncio.Future[None] | None = None

    def share(self) -> None:
        """The share dialog for the finished game on the table, else for the open form (a
        form without a seed gets one now, so whoever shares plays the same cards)."""
        from kartentisch.ui.lobby import share_link

        form = dom.by_id("ng-form")
        host = self.app.table.host
        if dom.by_id("dlg-new").open and form is not None:
            info = self.page.infos().get(str(form.dataset.game))
            parsed = None if info is None else self.app.lobby.checked_form(form, info)
            if parsed is None:
                return
            seed = parsed.seed if parsed.seed is not None else secrets.randbelow(2**53)
            dom.by_id("ng-seed").value = str(seed)
            deal = share_link.of_new_game(parsed, seed)
        elif host is not None:
            deal = share_link.of_match(host.match)
        else:
            return
        window = dom.window
        address = share_link.link(str(window.location.href), deal)
        system = dom.nn(getattr(window.navigator, "share", None)) is not None
        self.page.open_dialog(
            share_link.DIALOG_ID, share_link.dialog(address, self.page.lang, system)
        )
        field = dom.by_id("share-link")
        field.focus()
        field.select()

    def copy(self) -> None:
        self.task = asyncio.ensure_future(self.copy_link())

    def system_share(self) -> None:
        self.task = asyncio.ensure_future(self.hand_to_system())

    async def copy_link(self) -> None:
        field = dom.by_id("share-link")
        status = dom.by_id("share-status")
        if field is None or status is None:
            return
        field.focus()
        field.select()
        try:
            await dom.settled(dom.window.navigator.clipboard, "writeText", field.value)
            copied = True
        except Exception:
            copied = bool(dom.document.execCommand("copy"))
        status.textContent = self.page.t("share.copied" if copied else "share.copy_failed")

    async def hand_to_system(self) -> None:
        field = dom.by_id("share-link")
        if field is None:
            return
        try:
            data = {"title": self.page.t("share.title"), "url": str(field.value)}
            await dom.settled(dom.window.navigator, "share", dom.js_object(data))
        except Exception:
            pass  # dismissed, or not allowed here: the link is still there to copy

    def take_from_address(self) -> bool:
        """At start, a link with a shared deal: the lobby with the new-game form filled in
        (or a message saying what is wrong with the link). True when the link was handled."""
        window, page = dom.window, self.page
        search = str(window.location.search or "")
        if not search:
            return False
        from kartentisch.ui.lobby import share_link

        if not share_link.has_deal(search):
            return False
        # the address goes back to the plain page: a reload must not deal again
        location = window.location
        window.history.replaceState(window.history.state, "", str(location.pathname))
        page.show_screen("lobby")
        infos = {i: info for i, info in page.infos().items() if has_renderer(i)}
        deal = share_link.read(search, infos)
        if isinstance(deal, share_link.LinkError):
            page.show_message(page.t("share.message_title"), [page.t(deal.key, **deal.values)])
            return True
        self.app.lobby.open_new_game(deal.game_id)
        form = dom.by_id("ng-form")
        values = share_link.form_values(deal, infos[deal.game_id])
        for element in form.querySelectorAll("input, select"):
            name = str(element.name or "")
            if name not in values:
                continue
            if element.type == "checkbox":
                element.checked = values[name] == "1"
            else:
                element.value = values[name]
        self.app.lobby.on_count_change()
        dom.by_id("ng-advanced").open = True
        page.toast(page.t("share.opened"))
        return True
