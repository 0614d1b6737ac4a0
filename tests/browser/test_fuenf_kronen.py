"""Fünf Kronen in the browser: the last two rounds of an 11-round game by clicks to the end
(the rounds before loaded from a save; test_keyboard_play plays all eleven), resuming mid-round
after a reload, a round played by keyboard only, the taught double tap going out, and going out
by hand in the classic mode. The
person's discards come from the meld solver (run here on CPython) so the game moves on like a
sensible player's."""

from __future__ import annotations

import json
from itertools import pairwise
from pathlib import Path
from typing import Any

import late_games
from harness import wait_ready
from helpers import no_horizontal_scroll, pass_device, start_game, state, wait_for_person

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.fuenf_kronen import arrange, solver
from kartentisch.games.fuenf_kronen.cards import card_name, is_wild

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


def assert_wilds_marked(page: Any) -> None:
    """Every card of the wild rank and every Joker in the hand wears the wild frame."""
    wild = wild_of(page)
    marks = page.eval_on_selector_all(
        "#table .fk-hand [data-card]",
        "els => els.map(e => [e.dataset.card, e.classList.contains('fk-wild')])",
    )
    for card, marked in marks:
        assert marked == is_wild(card, wild), card


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


LATE_ROUND = 10
"""The click game starts here: the rounds before it are played by clicks in the tests below
(round 1 and into round 2) and by keyboard alone, all eleven, in test_keyboard_play."""


def late_round(seed: int) -> Match:
    """The click game's table played on CPython up to Ada's first decision in ``LATE_ROUND``:
    Ada takes the discard pile once, then draws from the stock, goes out whenever she can and
    else throws the solver's card, as the page's player below does."""
    match = Match.start(catalogue.get("fuenf-kronen"), [PlayerSpec(n, b) for n, b in SEATS], seed)
    took_from_pile = False
    while not match.is_over():
        if match.current != 0:
            match.play(match.bot_choice())
            continue
        st = match.state
        legal = match.legal(0)
        if st.round >= LATE_ROUND:
            return match
        outs = [a for a in legal if a.startswith("go out")]
        if "next round" in legal:
            match.play("next round", 0)
        elif "draw stock" in legal:
            take = not took_from_pile and "draw discard" in legal
            match.play("draw discard" if take else "draw stock", 0)
            took_from_pile = took_from_pile or take
        elif outs:
            match.play(outs[0], 0)
        else:
            match.play(f"discard {solver.best_discard(st.hands[0], st.wild_rank).card}", 0)
    raise AssertionError(f"the game ended before round {LATE_ROUND}")


def test_the_last_rounds_by_clicks_to_the_end(app: Any, shot: Any, tmp_path: Path) -> None:
    """Rounds 10 and 11 by clicks, from a save of the game up to round 10, to the end screen
    and the score sheet of all eleven rounds."""
    late_games.load(app, late_round(20261129), tmp_path)
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
            # "Go out" shows exactly when the engine allows it; wilds are marked in the hand.
            assert (app.locator("#table .fk-go-out").count() > 0) == bool(outs)
            assert wild_of(app) == round_of(app) + 2
            assert_wilds_marked(app)
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
    assert rounds_seen == set(range(LATE_ROUND, 12))
    assert laid_by_hand
    end = app.locator("#end-screen")
    end.wait_for(state="visible")
    assert end.locator("table.results tbody tr").count() == 3
    shot(app, "end-screen")
    app.locator('#end-screen [data-host="end-hide"]').click()
    sheet = app.locator("#table .fk-scoreboard tbody tr")
    assert sheet.count() == 12  # 11 rounds and the total
    assert app.locator("#table .fk-ranking li").count() == 3
    shot(app, "final-table")


GOING_OUT_SEED = 16
"""A deal where Ada, first to play, can go out after drawing from the stock (found on CPython
with these seats)."""


def test_the_taught_double_tap_goes_out_when_the_hand_can(app: Any) -> None:
    """Help on: the table teaches a second tap to throw the chosen card; with a hand that can
    go out, that double tap goes out instead of throwing the round away."""
    start_game(app, "fuenf-kronen", SEATS, seed=GOING_OUT_SEED)
    s = wait_for_person(app)
    app.locator('#table [data-action="draw stock"]').click()
    wait_moves_above(app, s["moves"])
    s = wait_for_person(app)
    outs = [a.removeprefix("go out ") for a in s["legal"] if a.startswith("go out ")]
    assert outs, "the deal lets Ada go out"
    assert app.locator("#table .fk-note", has_text="nochmal tippen").count() == 1
    card = app.locator(f'#table .fk-hand [data-card="{outs[0]}"]').first
    card.click()
    card.click()
    wait_moves_above(app, s["moves"])
    assert state(app)["view"]["went_out"] == 0


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


HAND_JS = (
    "() => [...document.querySelectorAll('#table [data-hand] [data-card]')]"
    ".map(e => e.dataset.card)"
)


def test_the_hand_sorted_by_rank_stays_so_after_a_reload(app: Any) -> None:
    start_game(app, "fuenf-kronen", SEATS, seed=77)
    wait_for_person(app)
    by_suit = app.evaluate(HAND_JS)
    app.locator('#table [data-ui="sort rank"]').click()
    by_rank = app.evaluate(HAND_JS)
    assert sorted(by_rank) == sorted(by_suit) and by_rank != by_suit, "the deal sorts apart"
    app.reload()
    wait_ready(app)
    app.wait_for_selector("#table .fk-table")
    wait_for_person(app)
    assert app.evaluate(HAND_JS) == by_rank


FOCUS_RING_JS = """() => {
  const e = document.activeElement;
  return e && e.closest('#table') ? getComputedStyle(e).outlineStyle : 'not on the table';
}"""


def test_after_a_reload_the_focused_button_wears_no_ring_until_a_key_is_pressed(
    app: Any,
) -> None:
    """The table moves the focus to the prompt's first control so keyboard play flows on;
    after a reload that ring on "Auslegen" looked like advice. It shows once keys are used."""
    start_game(app, "fuenf-kronen", SEATS, seed=GOING_OUT_SEED)
    s = wait_for_person(app)
    app.locator('#table [data-action="draw stock"]').click()
    wait_moves_above(app, s["moves"])
    wait_for_person(app)
    app.reload()
    wait_ready(app)
    app.wait_for_selector("#table .fk-table")
    wait_for_person(app)
    app.evaluate("() => document.querySelector('#table [data-action^=\"go out\"]').focus()")
    assert app.evaluate(FOCUS_RING_JS) == "none"
    app.keyboard.press("ArrowRight")
    app.evaluate("() => document.querySelector('#table [data-action^=\"go out\"]').focus()")
    assert app.evaluate(FOCUS_RING_JS) == "solid"


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


def test_two_people_pass_the_device_and_see_only_their_own_hand(app: Any, shot: Any) -> None:
    """Ada and Bo share a phone with a bot: a pass screen hides the table between them, each
    table shows one hand with its owner's name, the wild rank shows on every table, and the
    last turn shows the melds laid down by the one who went out."""
    app.set_viewport_size({"width": 390, "height": 844})
    seats = [("Ada", None), ("Bo", None), ("Otto", "easy")]
    start_game(app, "fuenf-kronen", seats, 31, confirm_pass=False)
    names = ["Ada", "Bo"]
    passed_to: list[str] = []
    reveal_seen = False
    for _ in range(300):
        s = wait_for_person(app)
        if s["pass"]:
            assert app.locator("#table").inner_html() == ""
            assert app.locator("#pass-screen").is_visible()
            title = app.locator("#pass-title").inner_text()
            passed_to.append(next(n for n in names if n in title))
            if len(passed_to) == 2:
                shot(app, "pass-screen")
            pass_device(app)
            continue
        viewer = s["viewer"]
        assert viewer in (0, 1)
        assert app.locator("#table .fk-hand").count() <= 1, "only one hand on the table"
        assert app.locator("#table .fk-me .fk-name").inner_text() == names[viewer]
        # on a phone the wild rank shows once, in the own row above the hand
        assert app.locator("#table .fk-me .fk-wild-badge").is_visible()
        assert not app.locator("#table .fk-wild-banner").is_visible()
        legal = s["legal"]
        if "next round" in legal:
            assert viewer == 0, "the first person confirms the summary"
            app.locator('#table [data-action="next round"]').click()
            wait_moves_above(app, s["moves"])
            break
        if "draw stock" in legal:
            app.locator('#table [data-action="draw stock"]').click()
        else:
            outs = [a for a in legal if a.startswith("go out")]
            laid = app.locator("#table .fk-opponents .fk-laid")
            if laid.count() and not reveal_seen:
                reveal_seen = True
                assert laid.first.is_visible()
                assert no_horizontal_scroll(app)
                shot(app, "last-turn-phone")
            if outs:
                app.locator(f'#table [data-action="{outs[0]}"]').first.click()
            else:
                card = choose_discard(app)
                app.locator(f'#table .fk-hand [data-card="{card}"]').first.click()
                app.locator(f'#table [data-action="discard {card}"]').click()
        wait_moves_above(app, s["moves"])
    # Round 2 starts left of its dealer (the seeded first dealer's left neighbour); the
    # first person from there on gets the device, Ada (who confirmed) keeps it if it is her.
    first_dealer = Match.start(
        catalogue.get("fuenf-kronen"), [PlayerSpec(n, b) for n, b in seats], 31
    ).state
    starter = (first_dealer.dealer + 2) % 3
    person = 0 if starter == 2 else starter
    s = wait_for_person(app)
    if person == 0:
        assert not s["pass"]
    else:
        assert s["pass"] and names[person] in app.locator("#pass-title").inner_text()
        pass_device(app)
    assert round_of(app) == 2
    assert app.locator("#table .fk-me .fk-name").inner_text() == names[person]
    assert reveal_seen
    assert "Ada" in passed_to and "Bo" in passed_to
    assert all(a != b for a, b in pairwise(passed_to)), passed_to


def last_turn_save(players: int, seed: int) -> tuple[str, int]:
    """A save of round 11 at the moment Ada (seat 0) draws for her last turn, every other
    seat an easy bot, and the seat that went out; Ada's own moves come from the solver,
    played here on CPython."""
    seats = [PlayerSpec("Ada", None)] + [
        PlayerSpec(f"Spieler{i}", "easy") for i in range(1, players)
    ]
    match = Match.start(catalogue.get("fuenf-kronen"), seats, seed)
    while not match.is_over():
        st = match.state
        if st.round == 11 and st.went_out not in (None, 0) and st.turn == 0 and st.phase == "draw":
            return saves.to_json(match), st.went_out
        if match.current != 0:
            match.play(match.bot_choice())
            continue
        legal = match.legal(0)
        outs = [a for a in legal if a.startswith("go out")]
        if "next round" in legal or "draw stock" in legal:
            match.play("next round" if "next round" in legal else "draw stock", 0)
        elif outs:
            match.play(outs[0], 0)
        else:
            card, _ = arrange.best_discard(st.hands[0], st.wild_rank, st.natural_required)
            match.play(f"discard {card}", 0)
    raise AssertionError("the game ended before Ada's last turn in round 11")


def test_the_last_turn_of_eight_players_fits_a_phone_and_a_tablet(app: Any, shot: Any) -> None:
    """Round 11 with 13-card hands: seven opponents' melds and leftovers are shown at once."""
    save, went_out = last_turn_save(8, 5)
    for width, height in ((390, 844), (1024, 768)):
        app.set_viewport_size({"width": width, "height": height})
        keys = {
            "kartentisch.save.fuenf-kronen": save,
            "kartentisch.active": "fuenf-kronen",
            "kartentisch.settings": json.dumps({"speed": "off", "lang": "de"}),
        }
        app.evaluate(
            "keys => { for (const [k, v] of Object.entries(keys)) localStorage.setItem(k, v) }",
            keys,
        )
        app.reload()
        wait_ready(app)
        app.wait_for_selector("#table .fk-table")
        s = wait_for_person(app)
        assert "draw stock" in s["legal"] or "draw discard" in s["legal"]
        assert round_of(app) == 11
        # The seat that went out and every seat after it up to the last have laid down;
        # the seats from Spieler1 on play after Ada.
        assert app.locator("#table .fk-opponents .fk-laid").count() == 8 - went_out
        assert no_horizontal_scroll(app)
        # Every revealed card keeps its corner (rank and suit) on screen: none is clipped
        # by its neighbour more than the overlap leaves visible.
        widths = app.eval_on_selector_all(
            "#table .fk-opponents .fk-laid .card",
            "els => els.map(e => e.getBoundingClientRect().width)",
        )
        assert widths and min(widths) >= 30
        # The wild rank is right above the hand, even when the header has scrolled away.
        badge = app.locator("#table .fk-me .fk-wild-badge")
        badge.scroll_into_view_if_needed()
        assert "Könige" in badge.inner_text()
        app.evaluate("window.scrollTo(0, 0)")
        shot(app, f"last-turn-eight-{width}")


CLASSIC_SEED = 28
"""Ada cannot go out after her first draw and can after her second (round 1, threes wild)."""


def test_classic_going_out_by_hand_by_touch_and_keyboard(app: Any, shot: Any) -> None:
    """Help with going out off: the offer to go out shows after every draw, an arrangement
    that leaves cards loose is refused in words and costs nothing, and melds laid out by
    keyboard go out."""
    start_game(app, "fuenf-kronen", SEATS, seed=CLASSIC_SEED, options={"going_out_help": False})
    refused = went_out = False
    for _ in range(100):
        s = wait_for_person(app)
        assert not s["over"]
        legal = s["legal"]
        if "draw stock" in legal:
            app.locator('#table [data-action="draw stock"]').click()
            wait_moves_above(app, s["moves"])
            continue
        assert not [a for a in legal if a.startswith("go out")], "classic lists no go out"
        offer = app.locator("#table .fk-try-out")
        assert offer.count() == 1, "going out is offered after every draw"
        hand = hand_of(app)
        choice = solver.best_discard(hand, wild_of(app))
        if choice.arrangement.score > 0:
            assert not refused
            # Touch: try to go out with no melds; the engine says what is loose, nothing moves.
            offer.click()
            app.locator('#table .fk-laying [data-action^="go out"]').click()
            toast = app.locator(".toast-error", has_text="Noch lose")
            toast.first.wait_for(state="visible")
            shot(app, "classic-refused")
            assert state(app)["moves"] == s["moves"]
            assert sorted(hand_of(app)) == sorted(hand)
            refused = True
            app.locator('#table .fk-laying [data-ui="arrange"]').click()  # back
            card = choice.card
            app.locator(f'#table .fk-hand [data-card="{card}"]').first.click()
            app.locator(f'#table .fk-hand [data-card="{card}"]').first.click()
            wait_moves_above(app, s["moves"])
            continue
        # Keyboard only: open the lay-out panel, pick each meld's cards, group, go out.
        focus_by_tab(app, ".fk-try-out")
        app.keyboard.press("Enter")
        for meld in choice.arrangement.melds:
            for card in meld:
                focus_by_tab(app, f'.fk-hand [data-card="{card}"][aria-pressed="false"]')
                app.keyboard.press("Enter")
            focus_by_tab(app, '[data-ui="group"]')
            app.keyboard.press("Enter")
        go = f'.fk-laying [data-action^="go out {choice.card} as "]'
        focus_by_tab(app, go)
        shot(app, "classic-laid-out")
        app.keyboard.press("Enter")
        wait_moves_above(app, s["moves"])
        went_out = True
        break
    assert refused and went_out
    app.locator("#table .fk-me .fk-out").wait_for(state="visible")
    log = app.locator("#log").inner_text()
    assert f"Du legst aus und wirfst {card_name(choice.card, 'de')} ab" in log
