"""The guest's screen until the table comes: its answer code as a QR code and as text, what
is happening, and help."""

from __future__ import annotations

from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.render.i18n import t


def join_screen(status: str, code: str, qr_svg: str, lang: str) -> str:
    """``status``: the line saying what happens now; ``code``: the packed answer (empty while
    it is made, and once connected)."""
    parts = [
        tag("h1", esc(t(lang, "join.title")), id="join-title"),
        tag("p", esc(status), class_="join-status", role="status", aria_live="polite"),
    ]
    if code:
        parts.append(tag("p", esc(t(lang, "join.show")), class_="join-how"))
        parts.append(tag("div", qr_svg, class_="join-qr"))
        parts.append(
            tag("p", esc(t(lang, "join.code_label")), class_="join-label", id="join-code-label")
        )
        parts.append(
            tag(
                "p",
                esc(code),
                class_="join-code",
                data_answer_code="",
                aria_labelledby="join-code-label",
            )
        )
        parts.append(
            tag(
                "div",
                button(esc(t(lang, "join.copy")), class_="btn", data_together="copy-answer")
                + button(esc(t(lang, "join.renew")), class_="btn btn-quiet", data_together="renew"),
                class_="row",
            )
        )
        parts.append(tag("p", esc(t(lang, "join.holds")), class_="join-how"))
    parts.append(
        tag(
            "div",
            button(esc(t(lang, "together.help")), class_="btn btn-quiet", data_together="help")
            + button(esc(t(lang, "table.lobby")), class_="btn btn-quiet", data_together="leave"),
            class_="row",
        )
    )
    return tag("div", "".join(parts), class_="join-card")
