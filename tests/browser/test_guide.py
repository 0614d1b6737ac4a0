"""A guided first game, played as a newcomer would: from the lobby, pressing only what the coach
points at (``data-coach-target``, else ``data-coach-next``) reaches the end of the guide
(``data-coach-done``) on a phone and a tablet; one that plays another move once is told so and
still gets there, and the game then goes on to its end as any other, saved like any other.
"""

from __future__ import annotations

from typing import Any

import pytest
from harness import GUIDE_OFFERED_KEY, wait_ready
from helpers import state
from test_one_ring import FAULTS_JS

GAMES = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")
SIZES = [(390, 844), (1024, 768)]
SQUEEZED = [(360, 740), (844, 390)]
"""Where a lesson above leaves the table least room: each lesson is checked there too."""
MAX_TAPS = 120


def follow_coach(page: Any, deviate: bool = False, squeezed: bool = False) -> tuple[int, bool]:
    """Tap what the coach points at until the guide is done; the taps, and whether a move
    other than the one pointed at was played. At every step the coach's lesson or line lies
    over no enabled control and no card of the own hand, and no part of the table over
    another (``test_one_ring.FAULTS_JS``); with ``squeezed``, each lesson is checked at the
    small phone and the phone on its side as well."""
    taps = 0
    deviated = False
    for _ in range(MAX_TAPS * 4):
        faults = page.evaluate(FAULTS_JS)
        assert not faults, "\n".join(faults)
        if page.locator("#table[data-coach-done]").count():
            return taps, deviated
        next_button = page.locator("[data-coach-next]")
        target = page.locator("#table [data-coach-target]")
        if next_button.count() and next_button.first.is_visible():
            if squeezed:
                size = page.viewport_size
                for width, height in SQUEEZED:
                    page.set_viewport_size({"width": width, "height": height})
                    page.wait_for_timeout(60)  # the table is fitted again in the next frame
                    faults = page.evaluate(FAULTS_JS)
                    assert not faults, f"{width}x{height}: " + "\n".join(faults)
                page.set_viewport_size(size)
                page.wait_for_timeout(60)
            next_button.first.click()
            taps += 1
        elif target.count():
            # one ring, the first thing to press (test_one_ring.py follows the hint's)
            assert target.count() == 1, f"the coach rings {target.count()} elements"
            found = state(page)
            wanted = target.first.get_attribute("data-action")
            others = [a for a in found["legal"] if a != wanted and wanted]
            if deviate and not deviated and others:
                page.evaluate("a => window.kartentischTest.act(a)", others[-1])
                deviated = True
            else:
                target.first.click()
            taps += 1
        else:
            page.wait_for_timeout(80)
        assert taps <= MAX_TAPS, "the guide ends"
    raise AssertionError("the guide did not end")


def open_guide(page: Any, game_id: str) -> None:
    page.locator(f'#games [data-lobby="guide"][data-game="{game_id}"]').click()
    page.wait_for_selector("#table-screen:not([hidden])")
    page.wait_for_selector("[data-coach]")


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("game_id", GAMES)
def test_pressing_what_the_coach_points_at_ends_the_guide(
    app: Any, game_id: str, width: int, height: int
) -> None:
    app.set_viewport_size({"width": width, "height": height})
    open_guide(app, game_id)
    # the first lesson says what the game is about, with "Weiter"
    assert app.locator("[data-coach-next]").is_visible()
    taps, _ = follow_coach(app, squeezed=width < height)
    assert taps >= 4
    summary = app.locator("[data-coach]").inner_text()
    assert "Geschafft" in summary
    assert app.locator('[data-coach] [data-host="rules"]').count() == 1
    # the guided game is a normal game, saved like any other
    saved = app.evaluate(f"localStorage.getItem('kartentisch.save.{game_id}')")
    assert saved and '"seed"' in saved
    app.locator("[data-coach-next]").click()
    assert app.locator("[data-coach]").count() == 0
    assert app.locator("#table[data-coach-done]").count() == 1
    # the summary put away, the strip closes: no empty box stays over the table
    assert app.locator(".table-strip").get_attribute("data-open") == "0"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_of_ones_own_is_allowed_and_the_game_goes_on_to_its_end(
    app: Any, game_id: str
) -> None:
    open_guide(app, game_id)
    _, deviated = follow_coach(app, deviate=True)
    assert deviated
    app.locator("[data-coach-next]").click()
    for _ in range(3000):
        found = state(app)
        if found["over"]:
            break
        if found["legal"]:
            app.evaluate("a => window.kartentischTest.act(a)", sorted(found["legal"])[0])
        else:
            app.wait_for_timeout(20)
    assert state(app)["over"]


def test_the_first_start_offers_the_guide_once(app: Any) -> None:
    app.evaluate(f"localStorage.removeItem('{GUIDE_OFFERED_KEY}')")
    app.evaluate("sessionStorage.setItem('kartentisch-first-start', '1')")
    app.reload()
    wait_ready(app)
    app.locator('#games [data-lobby="new"][data-game="zehn"]').click()
    app.wait_for_selector("#dlg-message[open]")
    assert "Anleitung" in app.locator("#dlg-message").inner_text()
    app.locator('[data-host="guide-no"]').click()
    app.wait_for_selector("#dlg-new[open]")
    app.keyboard.press("Escape")
    app.locator('#games [data-lobby="new"][data-game="zehn"]').click()
    app.wait_for_selector("#dlg-new[open]")
    assert not app.locator("#dlg-message[open]").count(), "asked once, never again"
    app.keyboard.press("Escape")
    app.evaluate("sessionStorage.removeItem('kartentisch-first-start')")
