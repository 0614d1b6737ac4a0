"""Toasts on a phone: few, short, newest first out of the way of the hand."""

from __future__ import annotations

from kartentisch.ui import toasts


def test_phone_keeps_two_short_toasts() -> None:
    phone = toasts.policy(True)
    wide = toasts.policy(False)
    assert phone.max_visible == 2 and wide.max_visible == 4
    assert phone.duration_ms < wide.duration_ms <= 5000


def test_newest_replaces_oldest() -> None:
    phone = toasts.policy(True)
    assert [toasts.overflow(n, phone) for n in range(5)] == [0, 0, 0, 1, 2]
    assert toasts.overflow(4, toasts.policy(False)) == 0


def test_the_phone_width_matches_the_stylesheet() -> None:
    from pathlib import Path

    css = (Path(__file__).parents[2] / "static" / "css" / "app.css").read_text()
    assert f"@media {toasts.PHONE_QUERY}" in css
