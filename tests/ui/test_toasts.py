"""Toasts: on the table one at a time in the strip reserved for them; in the lobby a few; none
that repeats what the table already shows."""

from __future__ import annotations

from pathlib import Path

from kartentisch.ui.table import toasts

ROOT = Path(__file__).parents[2]


def test_phone_keeps_two_short_toasts() -> None:
    phone = toasts.policy(True)
    wide = toasts.policy(False)
    assert phone.max_visible == 2 and wide.max_visible == 4
    assert phone.duration_ms < wide.duration_ms <= 5000


def test_the_table_shows_one_message_at_a_time_in_its_strip() -> None:
    for phone in (True, False):
        assert toasts.policy(phone, on_table=True).max_visible == 1
    page = (ROOT / "index.html").read_text()
    strip = page[page.index('class="table-strip"') :]
    assert strip.index('id="last-move"') < strip.index("</header>")
    assert toasts.STRIP_SELECTOR.endswith(".strip-body")


def test_newest_replaces_oldest() -> None:
    phone = toasts.policy(True)
    assert [toasts.overflow(n, phone) for n in range(5)] == [0, 0, 0, 1, 2]
    assert toasts.overflow(4, toasts.policy(False)) == 0
    assert toasts.overflow(2, toasts.policy(False, on_table=True)) == 1


def test_a_message_the_table_already_shows_is_not_repeated() -> None:
    panel = "Runde 3 vorbei\nBen  geht raus.\n  Weiter"
    assert toasts.repeats_shown("Ben geht raus.", panel)
    assert not toasts.repeats_shown("Cem geht raus.", panel)
    assert not toasts.repeats_shown("  ", panel)


def test_the_phone_width_matches_the_stylesheet() -> None:
    css = (ROOT / "static" / "css" / "app.css").read_text()
    assert f"@media {toasts.PHONE_QUERY}" in css
