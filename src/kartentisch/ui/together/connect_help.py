"""The help on connecting devices: the three steps, and what to try when it does not connect
(the usual walls of a home network, named plainly)."""

from __future__ import annotations

from kartentisch.ui.render.components import button_row, close_button, dialog_head
from kartentisch.ui.render.html import esc, tag
from kartentisch.ui.render.i18n import t

DIALOG_ID = "dlg-connect"
STEPS = ("connect.step1", "connect.step2", "connect.step3")
TROUBLE = (
    "connect.wifi",
    "connect.guest_wifi",
    "connect.hotspot",
    "connect.screen",
    "connect.quick",
)


def help_dialog(lang: str) -> str:
    def items(keys: tuple[str, ...]) -> str:
        return "".join(tag("li", esc(t(lang, key))) for key in keys)

    return (
        dialog_head(t(lang, "connect.title"), "connect-title", DIALOG_ID, t(lang, "save.ok"))
        + tag("ol", items(STEPS), class_="connect-steps")
        + tag("h3", esc(t(lang, "connect.trouble")))
        + tag("ul", items(TROUBLE), class_="connect-trouble")
        + tag("p", esc(t(lang, "connect.offline")))
        + button_row(close_button(t(lang, "save.ok"), DIALOG_ID))
    )
