"""The host's "connect players" dialog: for each seat played on another device, whether it is
in, else its invitation (a QR code and the same link as text) and where its answer goes
(scanned, or pasted as text)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from kartentisch.engine.protocol import Seat
from kartentisch.ui.render.components import button_row, close_button, dialog_head
from kartentisch.ui.render.html import button, esc, tag, void
from kartentisch.ui.render.i18n import t

DIALOG_ID = "dlg-invite"


@dataclass(frozen=True)
class InviteRow:
    seat: Seat
    name: str
    connected: bool
    link: str = ""
    """The invitation link; empty while it is being made."""
    qr_svg: str = ""
    """The link's QR code (``link.qr_code.svg``: our own markup, no user text unescaped)."""
    note: str = ""
    """What went wrong with the last answer, or what is happening ("Verbinde …")."""
    scanning: bool = False
    lent: bool = False
    """A bot plays the seat for now (the host's choice); the host may give it back."""
    holds: tuple[str, ...] = ()
    """The addresses the invitation names (all local: ``link.offer_code.LOCAL_NETWORKS``);
    an mDNS name as "" (said in words)."""
    unlinkable: bool = False
    """No invitation can be made here (no WebRTC, or the browser refused an offer): the
    dialog then says so alone, instead of "being made" beside it and an answer field."""


def _waiting_row(row: InviteRow, lang: str) -> str:
    n = row.seat
    if row.unlinkable:
        said = tag("p", esc(row.note), class_="invite-note", role="status", data_answer_note=n)
        return tag("div", said, class_="invite-step") + _seat_button(row, lang)
    if row.link:
        picture = tag("div", row.qr_svg, class_="invite-qr")
        link = tag(
            "a",
            esc(row.link),
            href=row.link,
            class_="invite-link",
            data_invite=n,
            target="_blank",
            rel="noopener",
        )
        copy = button(
            esc(t(lang, "together.copy")), class_="btn btn-quiet", data_together=f"copy:{n}"
        )
        invitation = picture + tag("p", link, class_="invite-text") + copy + _holds(row, lang)
    else:
        invitation = tag("p", esc(t(lang, "together.making")), class_="invite-making")
    field_id = f"answer-{n}"
    answer = (
        tag("label", esc(t(lang, "together.answer_label", name=row.name)), for_=field_id)
        + tag(
            "textarea",
            "",
            id=field_id,
            rows=2,
            autocomplete="off",
            spellcheck="false",
            data_answer_input=n,
        )
        + tag(
            "div",
            button(
                esc(t(lang, "together.scan_stop" if row.scanning else "together.scan")),
                class_="btn btn-quiet",
                data_together=f"scan:{n}",
                data_answer_scan=n,
            )
            + button(
                esc(t(lang, "together.apply")),
                class_="btn btn-primary",
                data_together=f"apply:{n}",
                data_answer_apply=n,
            ),
            class_="row",
        )
    )
    video = (
        void("video", class_="invite-camera", data_camera=n, muted=True, playsinline=True)
        if row.scanning
        else ""
    )
    note = tag("p", esc(row.note), class_="invite-note", role="status", data_answer_note=n)
    return (
        tag("div", invitation, class_="invite-step")
        + tag("div", answer + video + note, class_="invite-step")
        + _seat_button(row, lang)
    )


def _holds(row: InviteRow, lang: str) -> str:
    """What the invitation carries, said plainly: it is shared by copying too."""
    named = [address or t(lang, "together.local_name") for address in row.holds]
    addresses = ", ".join(dict.fromkeys(named))
    said = (
        t(lang, "together.holds", addresses=addresses) if named else t(lang, "together.holds_key")
    )
    return tag("p", esc(said), class_="invite-holds")


def _seat_button(row: InviteRow, lang: str) -> str:
    """A bot for any remote seat, connected or not (a guest who never moves holds up
    nobody), and the seat given back to its person."""
    if row.lent:
        return button(
            esc(t(lang, "together.back", name=row.name)),
            class_="btn btn-quiet invite-bot",
            data_together=f"back:{row.seat}",
        )
    return button(
        esc(t(lang, "together.to_bot", name=row.name)),
        class_="btn btn-quiet invite-bot",
        data_together=f"bot:{row.seat}",
    )


def _state_key(row: InviteRow) -> str:
    if row.lent:
        return "together.lent"
    return "together.connected" if row.connected else "together.away"


def invite_dialog(rows: Sequence[InviteRow], lang: str) -> str:
    items = []
    for row in rows:
        state = t(lang, _state_key(row), name=row.name)
        head = tag("h3", esc(t(lang, "together.invite_for", name=row.name))) + tag(
            "p",
            esc(state),
            class_="invite-state",
            data_seat_state="bot" if row.lent else "in" if row.connected else "away",
        )
        waiting = not row.connected and not row.lent
        body = _waiting_row(row, lang) if waiting else _seat_button(row, lang)
        items.append(tag("li", head + body, class_="invite-seat", data_invite_seat=row.seat))
    help_button = button(
        esc(t(lang, "together.help")), class_="btn btn-quiet", data_together="help"
    )
    return (
        dialog_head(t(lang, "together.button"), "invite-title", DIALOG_ID, t(lang, "save.ok"))
        + tag("p", esc(t(lang, "together.intro")))
        + tag("ol", "".join(items), class_="invite-seats")
        + button_row(help_button + close_button(t(lang, "save.ok"), DIALOG_ID))
    )
