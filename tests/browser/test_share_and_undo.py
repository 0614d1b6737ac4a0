"""Shared deals and undo against bots, on a phone (by touch) and a tablet (by keyboard).

A deal shared from the new-game form and opened in a fresh browser profile (on the tablet
under the site's sub-path) fills the form so that starting deals the same cards: the same
legal actions and the same view, hand included, for the first seat. A link with an unknown
game or option opens the lobby with a message that shows the link's words as text. Undo
gives back the exact position (view, legal actions, move count), shows only while the engine
allows it, and the statistics mark the finished game in which it was used.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from harness import wait_ready
from helpers import press, state, wait_for_person
from test_accessibility import SIZES

from kartentisch.engine.match import Match

STATS_KEY = "kartentisch.stats"


def fresh(open_page: Any, size: str, url: str | None = None) -> Any:
    """A page in a new browser profile (own storage, own service worker)."""
    touch = size == "phone"
    return open_page(url=url, viewport=SIZES[size], has_touch=touch, is_mobile=touch)


def seat_zero(page: Any) -> dict[str, Any]:
    """What the first seat (the person) sees and may do once it is their turn."""
    found = wait_for_person(page)
    assert found["viewer"] == 0
    return {"legal": found["legal"], "view": found["view"], "moves": found["moves"]}


@pytest.mark.parametrize("size", list(SIZES))
def test_a_shared_deal_deals_the_same_cards_in_a_fresh_profile(
    size: str, app: Any, touch_page: Any, open_page: Any, site_server: Any, shot: Any
) -> None:
    touch = size == "phone"
    page = touch_page(SIZES[size], mobile=True) if touch else app  # the sharer's own page
    press(page, '#games [data-lobby="new"][data-game="fuenf-kronen"]', touch)
    page.wait_for_selector("#ng-form")
    page.select_option("#ng-count", "4")
    page.select_option("#ng-seat-1-kind", "hard")
    page.select_option("#ng-seat-2-kind", "easy")
    page.select_option("#ng-seat-3-kind", "hard")
    page.locator("#ng-opt-natural_required").set_checked(True)
    page.fill("#ng-seat-0-name", "Hidden Name")
    press(page, '#dlg-new [data-host="share"]', touch)
    page.wait_for_selector("#dlg-share[open]")
    link = page.locator("#share-link")
    assert link.get_attribute("readonly") is not None
    address = link.input_value()
    assert address.startswith(site_server.url + "?deal=1&game=fuenf-kronen&")
    assert "Hidden" not in address
    assert "seats=human%2Chard%2Ceasy%2Chard" in address
    seed = page.locator("#ng-seed").input_value()
    assert seed.isdigit() and f"seed={seed}" in address, "the sharer plays the same seed"
    press(page, "#share-copy", touch)
    page.wait_for_function("document.getElementById('share-status').textContent.length > 0")
    shot(page, f"share-dialog-{size}")
    press(page, '#dlg-share [data-dialog-close="dlg-share"]', touch)
    page.wait_for_selector("#dlg-share:not([open])", state="attached")
    press(page, "#ng-start", touch)
    page.wait_for_selector("#table-screen:not([hidden])")
    shared = seat_zero(page)

    # on the tablet the link is opened under the sub-path the site may also live at
    base = site_server.subpath_url if size == "tablet" else site_server.url
    other = fresh(open_page, size, base + address[address.index("?") :])
    other.wait_for_selector("#dlg-new[open] #ng-form")
    assert "?" not in other.url, "the address goes back to the plain page"
    assert other.locator("#ng-count").input_value() == "4"
    assert other.locator("#ng-seat-3-kind").input_value() == "hard"
    assert other.locator("#ng-opt-natural_required").is_checked()
    assert other.locator("#ng-seed").input_value() == seed
    other.fill("#ng-seat-0-name", "Hidden Name")
    shot(other, f"share-opened-{size}")
    press(other, "#ng-start", touch)
    other.wait_for_selector("#table-screen:not([hidden])")
    opened = seat_zero(other)
    assert opened["legal"] == shared["legal"]
    assert opened["view"]["hand"] == shared["view"]["hand"]
    assert opened == shared


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("?deal=1&game=%3Cb%3Epoker%3C%2Fb%3E&seats=human%2Ceasy&seed=1", "<b>poker</b>"),
        ("?deal=1&game=zehn&seats=human%2Ceasy&opt-jokers=1&seed=1", "jokers"),
    ],
)
def test_a_bad_link_opens_the_lobby_with_a_message(
    query: str, words: str, app: Any, site_server: Any
) -> None:
    page = app
    page.goto(site_server.url + query)
    wait_ready(page)
    dialog = page.locator("#dlg-message[open]")
    dialog.wait_for()
    assert words in dialog.inner_text()
    assert dialog.locator("b").count() == 0, "the link's words are text, never markup"
    assert page.locator("#lobby").is_visible()
    assert page.locator("#dlg-new[open]").count() == 0
    assert "?" not in page.url


def persons_turn_in_the_last_round(match: Match) -> bool:
    return match.state.round == 11 and "draw discard" in match.legal(0)


@pytest.mark.parametrize("size", list(SIZES))
def test_undo_restores_the_exact_position_and_marks_the_statistics(
    size: str, app: Any, touch_page: Any, tmp_path: Path, shot: Any
) -> None:
    touch = size == "phone"
    page = touch_page(SIZES[size], mobile=True) if touch else app
    match = late_games.played(
        "fuenf-kronen", ["Pat", "Anna", "Ben"], 3, persons_turn_in_the_last_round
    )
    late_games.load(page, match, tmp_path)
    before = seat_zero(page)
    undo = page.locator("#btn-undo")

    def offered() -> bool:
        return bool(undo.is_visible()) and undo.get_attribute("aria-disabled") != "true"

    assert not offered(), "nothing to take back yet"

    page.evaluate("a => window.kartentischTest.act(a)", "draw discard")
    page.wait_for_function("JSON.parse(window.kartentischTest.state()).undo")
    assert undo.is_visible()
    box = undo.bounding_box()
    assert box is not None and box["width"] >= 40 and box["height"] >= 40, "a finger's size"
    shot(page, f"undo-{size}")
    if touch:
        undo.tap()
    else:
        page.locator("#table").focus()
        page.keyboard.press("Control+z")
    page.wait_for_function("!JSON.parse(window.kartentischTest.state()).undo")
    after = seat_zero(page)
    assert after == before
    assert state(page)["undos"] == 1
    assert not offered()

    # a card drawn from the stock was hidden: it cannot be taken back
    page.evaluate("a => window.kartentischTest.act(a)", "draw stock")
    page.wait_for_function(
        "m => JSON.parse(window.kartentischTest.state()).moves > m", arg=before["moves"]
    )
    assert not state(page)["undo"] and not offered()
    # the button stays, refused, and says why: to a screen reader and on a tap
    page.wait_for_function(
        "() => document.getElementById('btn-undo').getAttribute('aria-disabled') === 'true'"
    )
    why = undo.get_attribute("aria-description") or ""
    assert "Karte" in why, why
    undo.tap(force=True) if touch else undo.click(force=True)  # aria-disabled, still tappable
    page.locator("#toasts .toast", has_text=why).wait_for()
    assert not state(page)["undo"] and state(page)["undos"] == 1

    # the person plays on (the first legal action each turn) until the game ends
    late_games.play_to_the_end(page)
    assert page.locator('#end-screen [data-host="share"]').is_visible()
    stored = json.loads(page.evaluate(f"localStorage.getItem({json.dumps(STATS_KEY)})"))
    assert stored["version"] == 4 and stored["records"][-1]["undo"] is True
    press(page, "#end-lobby", touch)
    page.wait_for_selector("#lobby:not([hidden])")
    press(page, '#lobby [data-host="stats"]', touch)
    page.wait_for_selector("#dlg-stats[open]")
    cell = page.locator('#stats-fuenf-kronen tbody tr:has(th:text-is("Pat")) [data-undone]')
    assert cell.get_attribute("data-undone") == "1"
    page.reload()
    wait_ready(page)
    assert json.loads(page.evaluate(f"localStorage.getItem({json.dumps(STATS_KEY)})")) == stored
