"""The guest's side of play with one device each: from an invitation link to the table.

The page was opened with ``#join=…`` (``link.invitation``): it answers the host's offer,
shows the answer as a QR code and as text (made anew every ``RENEW_S`` seconds until the
host takes one, since an answer is good only briefly), and once connected joins with the
seat's token kept from an earlier visit. The host then sends the seat's view after every
change; the table is drawn from it by the same code as any table (``link.remote_match``).
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from kartentisch.link import invitation, messages
from kartentisch.link.invitation import Invitation
from kartentisch.link.messages import Closing, Refusal, TableNews, Welcome
from kartentisch.link.remote_match import RemoteMatch
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part
from kartentisch.ui.shell.together_wire import LINK_EVENT, can_link, link, qr_svg, warm_qr
from kartentisch.ui.together import connect_help, join_view

HOST_PEER = "host"
RENEW_S = 15
TOKEN_PREFIX = "kartentisch.seat."
"""``kartentisch.seat.<table>.<seat>``: the token that opens the seat again."""


class TogetherGuest(Part):
    invitation: Invitation | None = None
    match: RemoteMatch | None = None
    connected = False
    gone = False
    """The host left or the connection broke: the table stays, moves wait for a new code."""
    turned_away = False
    """The host said the seat is another device's: that stays on the screen."""

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.code = ""
        self.picture = ""
        self.status = ""
        self.generation = 0
        self.task: asyncio.Future[None] | None = None
        self.copying: asyncio.Future[None] | None = None
        self.bound = False

    # ---- the invitation ----------------------------------------------------------------
    def take_from_address(self) -> bool:
        """At start: a page opened by an invitation joins that table. True when handled."""
        fragment = str(dom.window.location.hash or "")
        if not invitation.is_invitation(fragment):
            return False
        self.page.show_screen("join")
        found = invitation.read(fragment)
        if found is None or not can_link():
            self.status = self.page.t("join.bad_invite" if found is None else "together.no_link")
            self.paint()
            return True
        self.join(found)
        return True

    def join(self, found: Invitation) -> None:
        if not self.bound:
            self.bound = True
            self.page.listen(dom.window, LINK_EVENT, self.on_link)
            self.page.listen(dom.window, "pagehide", self.on_leave)
        warm_qr()
        self.invitation = found
        self.connected = self.gone = self.turned_away = False
        self.generation += 1
        self.task = asyncio.ensure_future(self.answer_loop(self.generation))

    def token_key(self) -> str:
        found = self.invitation
        return "" if found is None else f"{TOKEN_PREFIX}{found.table}.{found.seat}"

    async def answer_loop(self, generation: int) -> None:
        """Answer the offer, show it, and answer anew until the host has taken one."""
        found = self.invitation
        if found is None:
            return
        from kartentisch.link import offer_code

        try:
            offer = offer_code.unpack(found.code)
            if offer.kind != "offer":
                raise offer_code.CodeError("not an offer")
        except offer_code.CodeError:
            self.status = self.page.t("join.bad_invite")
            self.paint()
            return
        renewed = False
        while generation == self.generation and not self.connected:
            self.status = self.page.t("join.making")
            try:
                sdp = str(await dom.settled(link(), "answer", offer_code.to_sdp(offer)))
                code = offer_code.pack(sdp)
            except Exception as error:
                dom.console_warn("answer", str(error))
                self.status = self.page.t("together.no_link")
                self.code = ""
                self.paint()
                return
            if generation != self.generation or self.connected:
                return
            self.code = code
            self.picture = await qr_svg(code, self.page.t("join.qr_label"))
            # the screen says how to use the code; a renewed one says why it changed, and a
            # guest back at its seat (a reload) needs the host's new invitation
            again = bool(self.token_key() and self.page.storage.get(self.token_key()))
            self.status = ""
            if renewed or again:
                self.status = self.page.t("join.renewed" if renewed else "join.again")
            self.paint()
            await asyncio.sleep(RENEW_S)
            renewed = True

    def paint(self) -> None:
        if self.page.screen() != "join":
            return
        code = "" if self.connected else self.code
        dom.set_html(
            dom.by_id("join-screen"),
            join_view.join_screen(self.status, code, self.picture, self.page.lang),
        )

    def on_command(self, command: str) -> None:
        if command == "help":
            self.page.open_dialog(connect_help.DIALOG_ID, connect_help.help_dialog(self.page.lang))
        elif command == "renew" and self.invitation is not None and not self.connected:
            self.join(self.invitation)
        elif command == "copy-answer":
            self.copying = asyncio.ensure_future(self.copy())
        elif command == "leave":
            self.leave()

    async def copy(self) -> None:
        try:
            await dom.settled(dom.window.navigator.clipboard, "writeText", self.code)
        except Exception:
            return
        self.page.toast(self.page.t("together.copied"))

    # ---- the connection ----------------------------------------------------------------
    def on_link(self, event: Any) -> None:
        detail = event.detail
        if str(detail.peer) != HOST_PEER:
            return
        kind = str(detail.kind)
        if kind == "open":
            self.connected = True
            self.status = self.page.t("join.connected")
            self.paint()
            token = self.page.storage.get(self.token_key()) if self.token_key() else None
            link().send(HOST_PEER, messages.join_text(token or None))
        elif kind == "message":
            self.hear(detail.text)
        elif kind == "close":
            self.lost("join.lost")

    def hear(self, text: object) -> None:
        try:
            message = messages.read_host(text)
        except messages.Refused as refused:
            dom.console_warn("host message refused", str(refused))
            return
        if isinstance(message, Welcome):
            if self.token_key():
                self.page.storage.set(self.token_key(), message.token)
        elif isinstance(message, TableNews):
            self.news(message)
        elif isinstance(message, Refusal):
            if message.reason == "token":
                self.turned_away = True
                self.status = self.page.t("join.refused_token")
                self.page.show_screen("join")
                self.paint()
                return
            if self.match is not None:
                self.match.refused()
            key = "join.refused_stale" if message.reason == "stale" else "join.refused"
            self.page.toast(message.why.get(self.page.lang) or self.page.t(key), "warn")
        elif isinstance(message, Closing):
            self.lost("join.host_left")

    def news(self, news: TableNews) -> None:
        table = self.app.table
        host = table.host
        if self.match is not None and host is not None and host.match is self.match:
            was_lent = self.match.players[self.match.seat].bot is not None
            try:
                before = host.match.view(host.shown_seat())
                self.match.update(news)
            except messages.Refused:
                return
            host.away = frozenset(news.away)
            host.followed(before)
            table.paint()
            self.app.bots.schedule()  # a move of this seat's without a choice may play itself
            if (news.bots[news.seat] is not None) != was_lent:
                # the host let a bot play this seat, or gave it back
                self.page.toast(self.page.t("join.back_to_you" if was_lent else "join.bot_plays"))
            return
        try:
            self.match = RemoteMatch(news, lambda text: link().send(HOST_PEER, text))
        except Exception as error:
            dom.console_warn("table", str(error))
            return
        table.open_guest(self.match)
        if table.host is not None:
            table.host.away = frozenset(news.away)
            self.app.bots.schedule()

    def lost(self, key: str) -> None:
        if self.gone or not self.connected or self.turned_away:
            return
        self.gone = True
        self.connected = False
        if self.app.table.host is not None and self.app.table.guest:
            self.page.show_message(self.page.t("join.title"), [self.page.t(key)])
        else:
            self.status = self.page.t(key)
            self.paint()

    def on_leave(self, _: Any = None) -> None:
        if self.connected:
            link().send(HOST_PEER, messages.bye_text())

    def leave(self) -> None:
        """The guest goes to the lobby: the host is told, the address forgets the invitation."""
        self.on_leave()
        self.generation += 1
        self.connected = False
        with contextlib.suppress(Exception):
            link().close(HOST_PEER)
        self.match = None
        location = dom.window.location
        dom.window.history.replaceState(dom.window.history.state, "", str(location.pathname))
        self.app.lobby.render()
        self.page.show_screen("lobby")
