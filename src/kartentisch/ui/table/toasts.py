"""How many toasts stay on screen, for how long, and which ones are worth showing.

On the table the toasts' box moves into the strip reserved for it in the header (index.html,
``.table-strip``): one message at a time, the newest replacing the last, so it never lies over
a card, a name or a control. In the lobby there is nothing to cover; on a phone the toasts sit
at the top, two at most. Every toast is still read out by the live region that holds it.
"""

from __future__ import annotations

from dataclasses import dataclass

PHONE_QUERY = "(max-width: 560px)"
"""The same width at which app.css switches to the phone layout."""

BOX_ID = "toasts"
STRIP_SELECTOR = "#table-screen .strip-body"
"""Where the toasts' box lives while the table shows (in the lobby: the end of the body)."""


@dataclass(frozen=True)
class ToastPolicy:
    max_visible: int
    duration_ms: int


WIDE = ToastPolicy(max_visible=4, duration_ms=4200)
PHONE = ToastPolicy(max_visible=2, duration_ms=2600)
STRIP = ToastPolicy(max_visible=1, duration_ms=3600)


def policy(phone: bool, on_table: bool = False) -> ToastPolicy:
    if on_table:
        return STRIP
    return PHONE if phone else WIDE


def overflow(count: int, rules: ToastPolicy) -> int:
    """How many of the oldest toasts to remove once ``count`` are shown."""
    return max(0, count - rules.max_visible)


def _words(text: str) -> str:
    return " ".join(text.split()).casefold()


def repeats_shown(text: str, shown: str) -> bool:
    """True when the table already shows ``text`` (a panel saying the same): the toast would
    only repeat it, over the game."""
    wanted = _words(text)
    return bool(wanted) and wanted in _words(shown)
