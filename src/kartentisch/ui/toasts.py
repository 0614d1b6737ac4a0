"""How many toasts stay on screen and for how long.

On a phone the toasts sit at the top under the header, where they cover the least of the
table; two at most, the newest pushing out the oldest, and shorter, so they never hide the
hand or the prompt for long. Every toast is still read out by the live region that holds them.
"""

from __future__ import annotations

from dataclasses import dataclass

PHONE_QUERY = "(max-width: 560px)"
"""The same width at which app.css switches to the phone layout."""


@dataclass(frozen=True)
class ToastPolicy:
    max_visible: int
    duration_ms: int


WIDE = ToastPolicy(max_visible=4, duration_ms=4200)
PHONE = ToastPolicy(max_visible=2, duration_ms=2600)


def policy(phone: bool) -> ToastPolicy:
    return PHONE if phone else WIDE


def overflow(count: int, rules: ToastPolicy) -> int:
    """How many of the oldest toasts to remove once ``count`` are shown."""
    return max(0, count - rules.max_visible)
