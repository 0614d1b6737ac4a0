"""The card size setting: "large" makes the own hand's cards wider on the table at once, and
"normal" gives the first size back; kept with the other settings.

The cards grow where the hand's box has room for them (``static/js/fit.js``: a quarter more
than the widest normal card). The test gives Fünf Kronen's hand a box of 420 px height, as a
table that hands the hand its free space does, so the size is set by the setting and not by a
short box; in the game's own box the cards never get smaller."""

from __future__ import annotations

import json
from typing import Any

from helpers import wait_for_person

SEATS = json.dumps([["Ada", None], ["Ben", "easy"], ["Cem", "easy"]])
TABLET = {"width": 1024, "height": 768}
"""Upright screens are left out: there four cards already fill the row's width at the normal
size (a phone: 88 px each, a tablet: 179 px), so the large size has no room to grow them."""
ROOMY_JS = """() => { const hand = document.querySelector("#table [data-hand]");
  hand.style.flex = "none"; hand.style.height = "420px"; window.ktFit(); }"""
"""The hand's box made tall enough that the card width is not bound by its height."""

CARD_WIDTH_JS = """() => {
  const card = document.querySelector("#table [data-hand] .card");
  return card ? card.getBoundingClientRect().width : 0; }"""


def card_width(page: Any) -> float:
    """The hand's card width once fit.js has sized it again (two frames after a change)."""
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    width: float = page.evaluate(CARD_WIDTH_JS)
    return width


def choose(page: Any, size: str) -> None:
    page.locator('.table-bar [data-host="settings"]').click()
    page.wait_for_selector("#dlg-settings[open]")
    page.locator(f'#set-cards input[value="{size}"]').check()
    page.locator('#dlg-settings [data-dialog-close="dlg-settings"]').last.click()
    page.wait_for_selector("#dlg-settings:not([open])", state="attached")


def test_large_cards_make_the_hand_wider(app: Any, shot: Any) -> None:
    app.set_viewport_size(TABLET)
    app.evaluate(f"window.kartentischTest.start('fuenf-kronen', {json.dumps(SEATS)}, 3)")
    wait_for_person(app)
    in_game_box = card_width(app)
    app.evaluate(ROOMY_JS)
    normal = card_width(app)
    assert normal > 0
    assert app.evaluate("document.documentElement.dataset.cards") is None

    choose(app, "large")
    assert app.evaluate("document.documentElement.dataset.cards") == "large"
    app.evaluate(ROOMY_JS)
    large = card_width(app)
    assert large > normal * 1.1, (normal, large)
    stored = json.loads(app.evaluate("localStorage.getItem('kartentisch.settings')"))
    assert stored["cards"] == "large"
    shot(app, "large-cards-tablet")

    choose(app, "normal")
    assert app.evaluate("document.documentElement.dataset.cards") is None
    app.evaluate(ROOMY_JS)
    assert abs(card_width(app) - normal) < 1

    # in the game's own box: a new paint keeps the size the setting asks for, never smaller
    choose(app, "large")
    app.evaluate("window.kartentischTest.rerender(1)")
    assert card_width(app) >= in_game_box - 0.5
