"""The host's side of play with one device each: invitations, answers, and carrying moves.

For each seat played on another device the host makes a connection offer
(``static/js/peer-link.js``), packs it into an invitation link and QR code, and takes the
guest's answer (scanned, or pasted as text). Over an open connection every guest message
goes through the seat's door (``link.seat_door``); a move it lets through is played like any
other, and after every change each connected guest gets its seat's view again. A guest that
drops gets a new invitation; the table waits for it, or a bot takes the seat.
"""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

from kartentisch.engine.protocol import PlayerSpec, Seat
from kartentisch.link import invitation, messages
from kartentisch.link.seat_door import Answer, Doors
from kartentisch.ui.lobby.lobby_form import default_level
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part
from kartentisch.ui.shell.together_wire import (
    LINK_EVENT,
    camera_first,
    link,
    qr_svg,
    warm_qr,
)
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.together import connect_help, invite_view

HANG_UP_S = 1
ANSWER_WAIT_S = 20
"""How long an applied answer may take to connect before the seat gets a new invitation."""
DOORS_KEY = "doors"
"""Where the doors are kept beside the save (``TableHost.kept`` of the table's UI)."""


def holds(code: str) -> tuple[str, ...]:
    """The addresses an offer's code names (an mDNS name as ""), for the invitation's line
    saying what it contains."""
    from kartentisch.link import offer_code

    try:
        found = offer_code.unpack(code).candidates if code else ()
    except offer_code.CodeError:
        return ()
    return tuple("" if c.address.endswith(".local") else c.address for c in found)


class TogetherHost(Part):
    doors: Doors | None = None
    bound = False

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.codes: dict[Seat, str] = {}
        self.pictures: dict[Seat, str] = {}
        self.notes: dict[Seat, str] = {}
        self.unlinkable: set[Seat] = set()
        """Seats whose offer this browser could not make: said alone in the dialog."""
        self.scanning: Seat | None = None
        self.tasks: set[asyncio.Future[None]] = set()

    # ---- a table with seats on other devices ---------------------------------------------
    def begin(self, host: TableHost, doors: Doors | None) -> None:
        """The table opened: ``doors`` for its remote seats (none: a table of this device
        alone). A fresh game shows the invitations at once, and so does a table taken up
        again (after a reload every guest must join anew); a guest who drops later gets a
        toast and a mark on the button, so the host's own turn is not covered."""
        self.close_all()
        self.doors = doors
        self.codes, self.pictures, self.notes = {}, {}, {}
        self.unlinkable = set()
        button = dom.by_id("btn-invite")
        if button is not None:
            button.hidden = doors is None
        if doors is None:
            return
        warm_qr()
        self.bind()
        host.elsewhere = doors.people()
        doors.mark(host.match)
        host.away = frozenset(doors.away())
        self.run(self.invite_all(doors))
        self.paint_badge()
        self.open()

    def kept(self) -> dict[str, Any]:
        return {} if self.doors is None else {DOORS_KEY: self.doors.to_json()}

    def bind(self) -> None:
        if not self.bound:
            self.bound = True
            self.page.listen(dom.window, LINK_EVENT, self.on_link)
            self.page.listen(dom.window, "pagehide", self.on_leave)

    def run(self, work: Any) -> None:
        task = asyncio.ensure_future(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    def host(self) -> TableHost | None:
        host = self.app.table.host
        return host if host is not None and host.runs_game else None

    # ---- invitations ---------------------------------------------------------------------
    async def invite_all(self, doors: Doors) -> None:
        """The first invitations of a table: the camera is asked for first (see
        ``together_wire.camera_first``)."""
        await camera_first()
        if self.doors is doors:
            await asyncio.gather(*(self.invite(seat) for seat in doors.away()))

    async def invite(self, seat: Seat) -> None:
        doors = self.doors
        if doors is None:
            return
        self.codes.pop(seat, None)
        try:
            from kartentisch.link import offer_code

            sdp = str(await dom.settled(link(), "offer", doors.peer(seat)))
            code = offer_code.pack(sdp)
        except Exception as error:
            dom.console_warn("offer", str(error))
            self.notes[seat] = self.page.t("together.no_link")
            self.unlinkable.add(seat)
            self.repaint()
            return
        if self.doors is not doors:
            return
        self.codes[seat] = code
        address = self.address(doors, seat, code)
        name = self.name(seat)
        self.pictures[seat] = await qr_svg(address, self.page.t("together.qr_label", name=name))
        self.repaint()

    @staticmethod
    def address(doors: Doors, seat: Seat, code: str) -> str:
        """The seat's invitation link: this page with the table, the seat and the offer."""
        found = invitation.Invitation(doors.table, seat, code)
        return invitation.link(str(dom.window.location.href), found)

    def name(self, seat: Seat) -> str:
        host = self.app.table.host
        return host.names[seat] if host is not None else str(seat + 1)

    def rows(self) -> list[invite_view.InviteRow]:
        doors = self.doors
        if doors is None:
            return []
        rows = []
        for seat in sorted(doors.seats):
            code = self.codes.get(seat, "")
            address = self.address(doors, seat, code) if code else ""
            rows.append(
                invite_view.InviteRow(
                    seat,
                    self.name(seat),
                    doors.seats[seat].connected,
                    address,
                    self.pictures.get(seat, ""),
                    self.notes.get(seat, ""),
                    self.scanning == seat,
                    seat in doors.lent,
                    holds(code),
                    unlinkable=seat in self.unlinkable and not code,
                )
            )
        return rows

    def open(self) -> None:
        if self.doors is None:
            return
        self.page.open_dialog(
            invite_view.DIALOG_ID, invite_view.invite_dialog(self.rows(), self.page.lang)
        )

    def repaint(self) -> None:
        """Draw the dialog again when it is open (keeping what was typed into the answers)."""
        self.paint_badge()
        if not self.page.dialog_open(invite_view.DIALOG_ID):
            return
        typed = {
            str(field.dataset.answerInput): str(field.value)
            for field in dom.query_all("[data-answer-input]")
        }
        # the control in use keeps the focus (an answer being typed, its caret too)
        focused = dom.active_element()
        focus_mark = None
        for name in ("data-answer-input", "data-together"):
            value = dom.attr(focused, name) if focused is not None else None
            if value:
                focus_mark = f'[{name}="{value}"]'
                break
        caret = getattr(focused, "selectionStart", None) if focus_mark else None
        dom.set_html(
            dom.by_id(invite_view.DIALOG_ID),
            invite_view.invite_dialog(self.rows(), self.page.lang),
        )
        for field in dom.query_all("[data-answer-input]"):
            field.value = typed.get(str(field.dataset.answerInput), "")
        again = dom.query(focus_mark) if focus_mark else None
        if again is not None:
            again.focus()
            if dom.nn(caret) is not None and focus_mark and "answer-input" in focus_mark:
                again.setSelectionRange(caret, caret)
        if self.scanning is not None:
            self.run(self.scan(self.scanning))

    def paint_badge(self) -> None:
        button = dom.by_id("btn-invite")
        if button is None or self.doors is None:
            return
        away = len(self.doors.away())
        button.dataset.away = str(away)

    def help(self) -> None:
        self.page.open_dialog(connect_help.DIALOG_ID, connect_help.help_dialog(self.page.lang))

    # ---- answers ---------------------------------------------------------------------------
    def on_command(self, command: str) -> None:
        what, _, seat_text = command.partition(":")
        seat = int(seat_text) if seat_text.isdigit() else None
        if what == "help":
            self.help()
        elif seat is None or self.doors is None or seat not in self.doors.seats:
            return
        elif what == "apply":
            field = dom.query(f'[data-answer-input="{seat}"]')
            self.run(self.apply(seat, str(field.value) if field is not None else ""))
        elif what == "copy":
            self.run(self.copy(seat))
        elif what == "scan":
            if self.scanning == seat:
                self.stop_scan()
            else:
                self.stop_scan()
                self.scanning = seat
                self.repaint()
        elif what == "bot":
            self.to_bot(seat)
        elif what == "back":
            self.give_back(seat)

    async def apply(self, seat: Seat, text: str) -> None:
        doors = self.doors
        if doors is None:
            return
        from kartentisch.link import offer_code

        try:
            description = offer_code.unpack(text.strip())
        except offer_code.CodeError:
            self.notes[seat] = self.page.t("together.bad_code")
            self.repaint()
            return
        if description.kind != "answer":
            self.notes[seat] = self.page.t("together.not_answer")
            self.repaint()
            return
        self.notes[seat] = self.page.t("together.connecting")
        self.repaint()
        offered = self.codes.get(seat)
        try:
            await dom.settled(link(), "accept", doors.peer(seat), offer_code.to_sdp(description))
        except Exception as error:
            dom.console_warn("answer", str(error))
            self.notes[seat] = self.page.t("together.bad_code")
            self.repaint()
            return
        await asyncio.sleep(ANSWER_WAIT_S)
        door = doors.seats.get(seat)
        waiting = self.doors is doors and door is not None and not door.connected
        if waiting and self.codes.get(seat) == offered:
            # an answer too old, or devices that cannot reach each other: a new offer, since
            # this one is spent
            self.notes[seat] = self.page.t("together.too_late")
            await self.invite(seat)

    async def copy(self, seat: Seat) -> None:
        anchor = dom.query(f'[data-invite="{seat}"]')
        if anchor is None:
            return
        try:
            await dom.settled(dom.window.navigator.clipboard, "writeText", str(anchor.href))
            self.notes[seat] = self.page.t("together.copied")
        except Exception:
            self.notes[seat] = self.page.t("together.copy_failed")
        self.repaint()

    async def scan(self, seat: Seat) -> None:
        video = dom.query(f'[data-camera="{seat}"]')
        scanner = dom.nn(getattr(dom.window, "kartentischScan", None))
        if video is None or scanner is None:
            return

        def found(text: Any) -> None:
            self.scanning = None
            self.run(self.apply(seat, str(text)))

        try:
            await dom.settled(scanner, "start", video, dom.proxy(found))
        except Exception:
            self.scanning = None
            self.notes[seat] = self.page.t("together.scan_failed")
            self.repaint()

    def stop_scan(self) -> None:
        if self.scanning is None:
            return
        self.scanning = None
        scanner = dom.nn(getattr(dom.window, "kartentischScan", None))
        if scanner is not None:
            scanner.stop()
        self.repaint()

    # ---- a seat to a bot and back -------------------------------------------------------
    def to_bot(self, seat: Seat) -> None:
        """A bot plays ``seat`` from now on, whether its guest is connected or not (a guest
        who does not move holds up nobody); the guest keeps the seat and watches."""
        host, doors = self.host(), self.doors
        level = None if host is None else default_level(host.match.game.info)
        if host is None or doors is None or level is None or seat in doors.lent:
            return
        doors.lend(seat)
        self.seat_played_by(host, doors, seat, level)
        self.page.toast(self.page.t("together.to_bot_done", name=host.names[seat]))

    def give_back(self, seat: Seat) -> None:
        """``seat``'s person plays it again on their device (invited anew when away)."""
        host, doors = self.host(), self.doors
        if host is None or doors is None or seat not in doors.lent:
            return
        doors.give_back(seat)
        self.seat_played_by(host, doors, seat, None)
        self.page.toast(self.page.t("together.back_done", name=host.names[seat]))
        if not doors.seats[seat].connected and seat not in self.codes:
            self.run(self.invite(seat))

    def seat_played_by(self, host: TableHost, doors: Doors, seat: Seat, level: str | None) -> None:
        players = list(host.match.players)
        players[seat] = PlayerSpec(players[seat].name, level)
        host.match.players = tuple(players)
        doors.mark(host.match)
        host.elsewhere = doors.people()
        host.away = frozenset(doors.away())
        self.app.table.persist(host.match)
        kept = {**host.renderer.kept(), **host.kept(), **self.kept()}
        self.page.storage.keep_table_ui(host.match.game.info.id, kept)
        self.app.table.after_link_change()
        self.repaint()

    # ---- messages --------------------------------------------------------------------------
    def on_link(self, event: Any) -> None:
        doors, host = self.doors, self.host()
        if doors is None or host is None:
            return
        detail = event.detail
        seat = doors.seat_of(str(detail.peer))
        if seat is None:
            return
        kind = str(detail.kind)
        if kind == "message":
            self.receive(seat, str(detail.text))
        elif kind == "refused":
            was_in = doors.seats[seat].connected
            self.answered(seat, doors.refuse(seat, "oversized", host.match), was_in)
        elif kind == "close":
            was_in = doors.seats[seat].connected
            doors.closed(seat)
            host.away = frozenset(doors.away())
            if was_in:
                self.page.toast(self.page.t("together.left", name=host.names[seat]), "warn")
            self.run(self.invite(seat))
            self.app.table.after_link_change()
            self.repaint()

    def receive(self, seat: Seat, text: str) -> None:
        doors, host = self.doors, self.host()
        if doors is None or host is None:
            return
        was_in = doors.seats[seat].connected
        self.answered(seat, doors.receive(seat, text, host.match), was_in)

    def answered(self, seat: Seat, answer: Answer, was_in: bool) -> None:
        """Carry out what the door said to one guest message."""
        doors, host = self.doors, self.host()
        if doors is None or host is None:
            return
        self.reply(seat, answer.replies)
        if answer.refused is not None:
            dom.console_warn("refused", doors.refusals[-1])
        if answer.hang_up:
            self.run(self.hang_up(seat))
        if doors.seats[seat].connected != was_in:
            host.away = frozenset(doors.away())
            if was_in:
                # hung up on (it kept sending what the door refuses, or said goodbye): cut
                # off at once, and told on the next turn of the event loop, not in the
                # middle of whatever else the connection had sent
                link().close(doors.peer(seat))
                dom.later(0, lambda: self.hung_up(seat))
                return
            self.notes.pop(seat, None)
            self.page.toast(self.page.t("together.joined", name=host.names[seat]))
            if not doors.away():
                # everyone is in: the dialog gives the table back
                self.stop_scan()
                self.page.close_dialog(invite_view.DIALOG_ID)
            self.app.table.after_link_change()
            self.repaint()
        if answer.action is not None:
            action = answer.action
            self.app.table.guarded(lambda table: table.play(action, seat))

    def hung_up(self, seat: Seat) -> None:
        host = self.host()
        if host is not None and seat < len(host.names):
            self.page.toast(self.page.t("together.left", name=host.names[seat]), "warn")
            self.app.table.after_link_change()
            self.repaint()

    async def hang_up(self, seat: Seat) -> None:
        """The connection is spent (a stranger without the seat's token, or a goodbye): once
        the last word has had time to arrive, the seat gets a new invitation (its offer ends
        the old connection)."""
        await asyncio.sleep(HANG_UP_S)
        doors = self.doors
        if doors is not None and seat in doors.seats and not doors.seats[seat].connected:
            await self.invite(seat)

    def reply(self, seat: Seat, texts: list[str]) -> None:
        if self.doors is None:
            return
        for text in texts:
            link().send(self.doors.peer(seat), text)

    def changed(self) -> None:
        """The game changed (any move, saved): every connected guest sees its seat again."""
        doors, host = self.doors, self.host()
        if doors is None or host is None:
            return
        for seat in doors.connected():
            link().send(doors.peer(seat), doors.news_text(host.match, seat))

    def on_leave(self, _: Any = None) -> None:
        """The host's page goes away: the guests are told (the game goes on from the save)."""
        if self.doors is None:
            return
        for seat in self.doors.connected():
            link().send(self.doors.peer(seat), messages.closing_text())

    def close_all(self) -> None:
        """The table leaves this device's screen: every guest is told and let go."""
        doors = self.doors
        if doors is None:
            return
        self.on_leave()
        for seat in doors.seats:
            with contextlib.suppress(Exception):
                link().close(doors.peer(seat))
        self.doors = None
        self.stop_scan()
