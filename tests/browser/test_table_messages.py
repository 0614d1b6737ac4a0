"""Following the game on any screen: the last move (or the recap of the moves since the
person's last turn) is always on show in the header's strip
(whose height never changes, so the table does not jump), a message never outlives its screen,
and what a bot changed glows briefly, only when animations are on."""

from __future__ import annotations

import json
from typing import Any

import pytest
from helpers import state, wait_for_person

SIZES = [(390, 844), (844, 390), (1024, 768)]
SEATS = [
    {"name": "Ada", "bot": None},
    {"name": "Ben", "bot": "easy"},
    {"name": "Cem", "bot": "easy"},
]


def start(page: Any, game_id: str, seed: int = 4) -> None:
    page.evaluate(
        "([g, s, seed]) => window.kartentischTest.start(g, s, seed)",
        [game_id, json.dumps(SEATS), seed],
    )


def play_first_legal(page: Any) -> None:
    found = wait_for_person(page)
    page.evaluate("a => window.kartentischTest.act(a)", sorted(found["legal"])[0])
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {found['moves']}")


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_the_last_move_shows_at_every_size_and_the_header_keeps_its_height(
    app: Any, width: int, height: int
) -> None:
    app.set_viewport_size({"width": width, "height": height})
    start(app, "zehn-gebote")
    wait_for_person(app)
    header = app.locator(".table-bar").bounding_box()["height"]
    table_top = app.locator("#table").bounding_box()["y"]
    for _ in range(3):
        play_first_legal(app)
        wait_for_person(app)
        line = app.locator("#last-move")
        # at the person's turn the strip holds what they missed (the recap), else the last move
        recap = app.locator("#last-move [data-recap] li")
        if recap.count():
            line = recap.first
        assert line.inner_text().startswith("Zuletzt: ") or recap.count() > 0
        assert line.inner_text().strip()
        box = line.bounding_box()
        assert box is not None and box["height"] >= 10 and box["width"] >= 40, "visible"
        assert box["y"] >= 0 and box["y"] + box["height"] <= height
        assert app.locator(".table-bar").bounding_box()["height"] == header
        assert app.locator("#table").bounding_box()["y"] == table_top


def test_a_message_does_not_outlive_its_screen(app: Any) -> None:
    start(app, "zehn")
    wait_for_person(app)
    app.evaluate("kartentischTest.toast('Eine Nachricht aus Zehn')")
    assert app.locator("#toasts .toast").count() == 1
    # on the table the message sits in the header's strip, not over the game
    assert app.locator(".table-strip #toasts .toast").count() == 1
    start(app, "fuenf-kronen")
    wait_for_person(app)
    assert state(app)["game"] == "fuenf-kronen"
    assert app.locator("#toasts .toast").count() == 0
    app.evaluate("kartentischTest.toast('Noch eine')")
    app.locator('.table-bar [data-host="lobby"]').click()
    app.wait_for_selector("#lobby:not([hidden])")
    assert app.locator("#toasts .toast").count() == 0


def test_a_message_that_repeats_the_table_is_not_shown(app: Any) -> None:
    start(app, "zehn")
    wait_for_person(app)
    caption_words = app.locator("#table").inner_text().split("\n")[0]
    app.evaluate("t => kartentischTest.toast(t)", caption_words)
    assert app.locator("#toasts .toast").count() == 0
    app.evaluate("kartentischTest.toast('Etwas Neues')")
    assert app.locator("#toasts .toast").count() == 1


def glows_after_bots(page: Any) -> int:
    """Play one move, then count how often a changed seat or pile glowed until the person is
    asked again."""
    page.evaluate(
        """() => { window.__glows = 0;
          window.__glowWatch = new MutationObserver(() => {
            window.__glows += document.querySelectorAll('#table .kt-changed').length; });
          window.__glowWatch.observe(document.getElementById('table'),
            {childList: true, subtree: true, attributes: true, attributeFilter: ['class']}); }"""
    )
    play_first_legal(page)
    wait_for_person(page)
    return int(page.evaluate("() => { window.__glowWatch.disconnect(); return window.__glows; }"))


@pytest.mark.parametrize("speed", ["fast", "off"])
def test_what_a_bot_changed_glows_only_with_animations_on(app: Any, speed: str) -> None:
    """On the shared page: motion allowed for this test only, the speed stored and read again
    the way a reset of the page reads it."""
    app.emulate_media(reduced_motion="no-preference")
    try:
        settings = json.dumps({"speed": speed})
        app.evaluate("s => localStorage.setItem('kartentisch.settings', s)", settings)
        app.evaluate("async () => { await window.kartentischTest.reset(); }")
        start(app, "zehn-gebote", seed=5)
        glows = sum(glows_after_bots(app) for _ in range(2))
    finally:
        app.emulate_media(reduced_motion="reduce")
    if speed == "off":
        assert glows == 0
    else:
        assert glows > 0
