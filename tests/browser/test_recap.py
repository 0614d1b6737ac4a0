"""What happened since your turn: the recap on the pass screen and in the header's strip.

With two people and a bot, the person who gets the device sees every move made since their
last turn (a penalty first) on the far side of the pass screen and again on the table; alone
with two bots, the recap lists both bots' moves. One tap (×) puts it away; a tap on the strip
opens it in full and Escape closes it. Every move is checked against the log's own sentences.
"""

from __future__ import annotations

import json
from typing import Any

from helpers import state, wait_for_person

TWO_AND_A_BOT: list[dict[str, Any]] = [
    {"name": "Mia", "bot": None},
    {"name": "Ben", "bot": None},
    {"name": "Opa", "bot": "easy"},
]
ONE_AND_TWO_BOTS: list[dict[str, Any]] = [
    {"name": "Mia", "bot": None},
    {"name": "Ben", "bot": "easy"},
    {"name": "Opa", "bot": "easy"},
]


def start(page: Any, game_id: str, seats: list[dict[str, Any]], seed: int) -> None:
    page.evaluate(
        "([g, s, seed]) => window.kartentischTest.start(g, s, seed)",
        [game_id, json.dumps(seats), seed],
    )


def act(page: Any, action: str) -> None:
    moves = state(page)["moves"]
    page.evaluate("a => window.kartentischTest.act(a)", action)
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")


def log_lines(page: Any) -> list[str]:
    return [t for t in page.locator("#log li:not(.empty)").all_inner_texts() if t.strip()]


def said_in(recap: str, line: str, names: list[str]) -> bool:
    """A log sentence is in the recap whole, or after its name when the recap said the name
    once for a seat's moves ("Opa zieht …, legt … ab")."""
    core = line.strip().rstrip(".")
    for name in names:
        if core.startswith(name + " "):
            return core in recap or core[len(name) + 1 :] in recap
    return core in recap


def test_two_people_see_what_they_missed_with_the_penalty_first(app: Any) -> None:
    start(app, "zehn-gebote", TWO_AND_A_BOT, 1)
    app.locator("#pass-confirm").click()
    found = wait_for_person(app)
    assert found["viewer"] == 0 and not found["pass"]
    before = len(log_lines(app))
    assert "penalty 1 T01" in found["legal"], found["legal"]
    act(app, "penalty 1 T01")  # Mia reports Ben: a penalty chip for him
    act(app, "first 2")  # Opa begins
    found = wait_for_person(app)
    while not found["pass"]:
        act(app, "draw" if "draw" in found["legal"] else sorted(found["legal"])[0])
        found = wait_for_person(app)
    recap = app.locator("#pass-screen [data-recap]")
    assert recap.is_visible()
    on_pass = recap.inner_text()
    items = app.locator("#pass-screen [data-recap] li")
    assert items.count() >= 2
    assert items.first.get_attribute("data-weight") == "2"
    assert "Strafchip für dich" in items.first.inner_text()
    app.locator("#pass-confirm").click()
    app.wait_for_selector("#pass-screen", state="hidden")
    assert state(app)["viewer"] == 1
    missed = log_lines(app)[before:]
    assert missed, "moves were made since Ben's last turn"
    strip = app.locator("#last-move [data-recap]")
    assert strip.count() == 1
    on_table = strip.inner_text()
    names = ["Mia", "Ben", "Opa"]
    for line in missed:
        assert said_in(on_pass, line, names), (line, on_pass)
        assert said_in(on_table, line, names), (line, on_table)


def test_alone_with_bots_the_recap_lists_both_bots_and_goes_with_one_tap(app: Any) -> None:
    start(app, "fuenf-kronen", ONE_AND_TWO_BOTS, 5)
    found = wait_for_person(app)
    for _ in range(6):
        if app.locator("#last-move [data-recap]").count():
            break
        act(app, sorted(found["legal"])[0])
        found = wait_for_person(app)
    recap = app.locator("#last-move [data-recap]")
    assert recap.count() == 1
    seats = {li.get_attribute("data-seat") for li in recap.locator("li").all()}
    assert {"1", "2"} <= seats, seats
    text = recap.inner_text()
    assert "Ben" in text and "Opa" in text
    # the whole of it opens on a tap, over the table, and Escape closes it
    app.locator("#strip-open").click()
    app.wait_for_function("document.querySelector('.table-strip').dataset.open === '1'")
    assert app.locator("#last-move .recap-title").is_visible()
    app.keyboard.press("Escape")
    app.wait_for_function("document.querySelector('.table-strip').dataset.open === '0'")
    # one tap puts it away
    app.locator('[data-host="recap-dismiss"]').click()
    app.wait_for_function("document.querySelector('#last-move [data-recap]') === null")
    assert app.locator("#last-move").inner_text().startswith("Zuletzt: ")


def test_the_strip_says_a_move_in_the_language_chosen(app: Any) -> None:
    start(app, "fuenf-kronen", ONE_AND_TWO_BOTS, 5)
    found = wait_for_person(app)
    while not app.locator("#last-move").inner_text():
        act(app, sorted(found["legal"])[0])
        found = wait_for_person(app)
    german = app.locator("#last-move").inner_text()
    app.locator('.table-bar [data-host="settings"]').click()
    app.locator('#set-form [name=lang][value="en"]').check()
    app.keyboard.press("Escape")
    english = app.locator("#last-move").inner_text()
    assert english and english != german
    for word in (" zieht ", " legt ", " nimmt ", "Zuletzt"):
        assert word not in english, english
