"""The browser's Back button: dialogs close first, the table goes to the lobby, a reload on
the table keeps the table (a phone's Back is ``history.back()``)."""

from __future__ import annotations

from typing import Any

from harness import wait_ready
from helpers import start_game, state

SEATS = [("Anna", None), ("Bert", "easy"), ("Cleo", "easy")]


def _screen(page: Any) -> str:
    return str(page.evaluate("document.documentElement.dataset.screen"))


def test_back_from_the_table_goes_to_the_lobby_and_then_leaves(app: Any) -> None:
    page = app
    page.goto(page.url + "?from=elsewhere")  # an entry before the app, as a link would leave
    wait_ready(page)
    start_game(page, "zehn", SEATS, seed=3)
    assert _screen(page) == "table"
    page.evaluate("history.back()")
    page.wait_for_selector("#lobby:not([hidden])")
    assert _screen(page) == "lobby" and state(page)["game"] is None
    assert page.locator("#table-screen").is_hidden()
    # Back from the lobby leaves the app's page as usual (here: to the page before it). Asked
    # for after the call returns: a navigation during the call would end it with an error.
    page.evaluate("setTimeout(() => history.back(), 0)")
    page.wait_for_url(lambda url: "from=" not in url, timeout=10_000)
    wait_ready(page)  # the page before booted again: the next test finds it ready


def test_back_in_a_dialog_closes_it_and_keeps_the_table(app: Any) -> None:
    start_game(app, "eselspiel", [("Anna", None), ("Bert", "sleepy")], seed=5)
    app.locator('#table-screen [data-host="rules"]').click()
    app.wait_for_selector("#dlg-rules[open]")
    app.evaluate("history.back()")
    app.wait_for_selector("#dlg-rules:not([open])", state="attached")
    assert _screen(app) == "table"
    # the dialog's entry is gone: the next Back goes to the lobby
    app.evaluate("history.back()")
    app.wait_for_selector("#lobby:not([hidden])")


def test_a_dialog_closed_by_its_button_leaves_no_entry_behind(app: Any) -> None:
    start_game(app, "fuenf-kronen", SEATS, seed=2)
    app.locator('#table-screen [data-host="settings"]').click()
    app.wait_for_selector("#dlg-settings[open]")
    app.locator("#dlg-settings [data-dialog-close]").first.click()
    app.wait_for_selector("#dlg-settings:not([open])", state="attached")
    app.wait_for_timeout(200)
    assert _screen(app) == "table"
    app.evaluate("history.back()")
    app.wait_for_selector("#lobby:not([hidden])")


def test_back_from_a_lobby_dialog_closes_it(app: Any) -> None:
    app.locator('#games [data-lobby="new"][data-game="zehn"]').click()
    app.wait_for_selector("#dlg-new[open]")
    app.evaluate("history.back()")
    app.wait_for_selector("#dlg-new:not([open])", state="attached")
    assert _screen(app) == "lobby"


def test_a_reload_on_the_table_shows_the_table(app: Any) -> None:
    page = app
    start_game(page, "zehn-gebote", SEATS, seed=4)
    moves = state(page)["moves"]
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#table-screen:not([hidden])")
    assert _screen(page) == "table" and state(page)["moves"] >= moves
    page.evaluate("history.back()")
    page.wait_for_selector("#lobby:not([hidden])")
