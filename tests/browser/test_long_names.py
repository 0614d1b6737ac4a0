"""A 20-character name (the form's longest) shows escaped and in full wherever a name appears."""

from __future__ import annotations

from typing import Any

from helpers import pass_device, start_game, state

LONG = "<b>Maximilian&Co</b>"  # 20 characters, markup that must stay text
assert len(LONG) == 20


def _cut(page: Any, selector: str) -> list[str]:
    """Texts of ``selector`` elements that are clipped (wider than their box)."""
    return list(
        page.evaluate(
            """(sel) => [...document.querySelectorAll(sel)]
              .filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent)""",
            selector,
        )
    )


def test_a_long_name_on_the_pass_screen_the_seat_and_the_log(touch_page: Any) -> None:
    page = touch_page({"width": 390, "height": 844})
    start_game(
        page,
        "eselspiel",
        [(LONG, None), ("Bo", None), ("Cy", "sleepy")],
        seed=5,
        confirm_pass=False,
    )
    assert page.locator("#pass-screen").inner_text().count(LONG) >= 1
    assert page.locator("#pass-screen b").count() == 0, "the name stays text"
    pass_device(page)
    seat = page.locator("#table .es-seat .es-name-text", has_text=LONG)
    assert seat.count() == 1 and seat.inner_text() == LONG
    assert page.locator("#table b").count() == 0
    page.evaluate("window.kartentischTest.act(JSON.parse(window.kartentischTest.state()).legal[0])")
    page.wait_for_function("JSON.parse(window.kartentischTest.state()).moves > 0")
    page.locator('[data-host="log"]').click()
    assert "Du " in page.locator("#log").inner_text()  # the person's own moves say du
    if not state(page)["pass"]:
        assert page.locator("#log b").count() == 0


def test_a_long_name_is_not_cut_on_a_phone(touch_page: Any) -> None:
    page = touch_page({"width": 390, "height": 844})
    start_game(page, "eselspiel", [(LONG, None), ("Cy", "sleepy")], seed=5)
    assert _cut(page, "#table .es-name-text") == []
