"""Fünf Kronen in the browser: a whole 11-round game by clicks, resuming mid-round after a
reload, and a round played by keyboard only. The person's discards come from the meld
solver (run here on CPython) so the game moves on like a sensible player's."""

from __future__ import annotations

import json
from typing import Any

from harness import wait_ready
from helpers import no_horizontal_scroll, start_game, state, wait_for_person

from kartentisch.games.fuenf_kronen import solver

SEATS = [("Ada", None), ("Mira", "medium"), ("Otto", "easy")]


def hand_of(page: Any) -> list[str]:
    cards: list[str] = page.eval_on_selector_all(
        "#table .fk-hand [data-card]", "els => els.map(e => e.dataset.card)"
    )
    return cards


def wild_of(page: Any) -> int:
    return int(page.locator("#table .fk-wild-banner").get_attribute("data-wild"))


def round_of(page: Any) -> int:
    return int(page.locator("#table .fk-table").get_attribute("data-round"))


def choose_discard(page: Any) -> str:
    return solver.best_discard(hand_of(page), wild_of(page)).card


def wait_moves_above(page: Any, moves: int) -> None:
    page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {moves}")


def go_out_by_hand(page: Any, discard: str) -> None:
    """Lay the solver's melds out card by card with "Selbst auslegen", then go out."""
    rest = hand_of(page)
    rest.remove(discard)
    melds = solver.best_melds(rest, wild_of(page)).melds
    page.locator('#table [data-ui="arrange"]').click()
    for meld in melds:
        for card in meld:
            page.locator(
                f'#table .fk-hand [data-card="{card}"][aria-pressed="false"]'
            ).first.click()
        page.locator('#table [data-ui="group"]').click()
    assert page.locator("#table .fk-own-meld").count() == len(melds)
    page.locator('#table .fk-laying [data-action^="go out"]').click()


def test_a_whole_game_by_clicks(app: Any, shot: Any) -> None:
    start_game(app, "fuenf-kronen", SEATS, seed=20261129)
    rounds_seen = set()
    took_from_pile = False
    laid_by_hand = False
    for _ in range(2000):
        s = wait_for_person(app)
        if s["over"]:
            break
        assert not s["pass"] and s["viewer"] == 0
        legal = s["legal"]
        rounds_seen.add(round_of(app))
        if "next round" in legal:
            assert app.locator("#table .fk-summary").is_visible()
            app.locator('#table [data-action="next round"]').click()
        elif "draw stock" in legal:
            if not took_from_pile and "draw discard" in legal:
                app.locator('#table [data-action="draw discard"]').click()
                took_from_pile = True
            else:
                app.locator('#table [data-action="draw stock"]').click()
        else:
            outs = [a for a in legal if a.startswith("go out")]
            if outs and not laid_by_hand:
                go_out_by_hand(app, outs[0].split()[2])
                laid_by_hand = True
            elif outs:
                app.locator(f'#table [data-action="{outs[0]}"]').first.click()
            else:
                card = choose_discard(app)
                tile = app.locator(f'#table .fk-hand [data-card="{card}"]').first
                tile.click()  # select
                assert tile.get_attribute("aria-pressed") == "true"
                app.locator(f'#table .fk-hand [data-card="{card}"]').first.click()  # discard
        wait_moves_above(app, s["moves"])
    final = state(app)
    assert final["over"]
    assert rounds_seen == set(range(1, 12))
    assert laid_by_hand
    end = app.locator("#end-screen")
    end.wait_for(state="visible")
    assert end.locator("tbody tr").count() == 3
    shot(app, "end-screen")
    app.locator('#end-screen [data-host="end-hide"]').click()
    sheet = app.locator("#table .fk-scoreboard tbody tr")
    assert sheet.count() == 12  # 11 rounds and the total
    assert app.locator("#table .fk-ranking li").count() == 3
    shot(app, "final-table")


def test_resume_mid_round_after_a_reload(app: Any) -> None:
    start_game(app, "fuenf-kronen", SEATS, seed=77)
    # Play into round 2: draw and discard by clicks until the person draws in round 2.
    for _ in range(200):
        s = wait_for_person(app)
        legal = s["legal"]
        if round_of(app) == 2 and "draw stock" in legal:
            break
        if "next round" in legal:
            app.locator('#table [data-action="next round"]').click()
        elif "draw stock" in legal:
            app.locator('#table [data-action="draw stock"]').click()
        else:
            outs = [a for a in legal if a.startswith("go out")]
            action = outs[0] if outs else f"discard {choose_discard(app)}"
            if outs:
                app.locator(f'#table [data-action="{action}"]').first.click()
            else:
                card = action.split()[1]
                app.locator(f'#table .fk-hand [data-card="{card}"]').first.click()
                app.locator(f'#table [data-action="{action}"]').click()
        wait_moves_above(app, s["moves"])
    app.locator('#table [data-action="draw stock"]').click()
    s = wait_for_person(app)
    before = (s, app.locator("#table").inner_html(), app.locator("#log").inner_text())
    app.reload()
    wait_ready(app)
    app.wait_for_selector("#table .fk-table")
    after_state = wait_for_person(app)
    assert after_state["moves"] == before[0]["moves"]
    assert after_state["legal"] == before[0]["legal"]
    assert app.locator("#table").inner_html() == before[1]
    assert app.locator("#log").inner_text() == before[2]


def focus_by_tab(page: Any, selector: str, limit: int = 80) -> None:
    """Press Tab until the focused element matches ``selector`` (keyboard only)."""
    for _ in range(limit):
        if page.evaluate(
            "sel => !!document.activeElement && document.activeElement.matches(sel)", selector
        ):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


def test_a_round_by_keyboard_only(app: Any, shot: Any) -> None:
    app.set_viewport_size({"width": 390, "height": 844})
    start_game(app, "fuenf-kronen", SEATS, seed=4242)
    assert no_horizontal_scroll(app)
    moved_once = False
    for _ in range(200):
        s = wait_for_person(app)
        legal = s["legal"]
        if "next round" in legal:
            focus_by_tab(app, '[data-action="next round"]')
            app.keyboard.press("Enter")
            wait_moves_above(app, s["moves"])
            break
        if "draw stock" in legal:
            focus_by_tab(app, '[data-action="draw stock"]')
            app.keyboard.press("Enter")
        else:
            outs = [a for a in legal if a.startswith("go out")]
            if outs:
                focus_by_tab(app, f'[data-action="{outs[0]}"]')
                app.keyboard.press("Enter")
            else:
                card = choose_discard(app)
                focus_by_tab(app, f'.fk-hand [data-card="{card}"]')
                app.keyboard.press("Enter")  # select
                if not moved_once:
                    order = hand_of(app)
                    key = "ArrowLeft" if order.index(card) > 0 else "ArrowRight"
                    app.keyboard.press(key)
                    moved = hand_of(app)
                    assert moved != order and sorted(moved) == sorted(order)
                    focused = app.evaluate("document.activeElement.dataset.card")
                    assert focused == card, "focus follows the moved card"
                    moved_once = True
                    shot(app, "phone-selected")
                app.keyboard.press("Enter")  # a second press discards it
        wait_moves_above(app, s["moves"])
    assert moved_once
    assert round_of(app) == 2
    assert no_horizontal_scroll(app)
    shot(app, "phone-round-2")
    log = json.loads(
        app.evaluate(
            "JSON.stringify([...document.querySelectorAll('#log li')].map(e => e.textContent))"
        )
    )
    assert any("Runde 2" in line for line in log)
