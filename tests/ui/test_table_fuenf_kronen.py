"""The Fünf Kronen table renderer on CPython: every phase draws, every legal action can be
reached by click, drag or key, text is escaped, cards have accessible names."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.fuenf_kronen import GAME
from kartentisch.games.fuenf_kronen.cards import DECK, parse_cards
from kartentisch.games.fuenf_kronen.state import FuenfKronenState
from kartentisch.games.fuenf_kronen.view import FuenfKronenView
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables import renderer_for
from kartentisch.ui.tables.fuenf_kronen.hand_order import card_id
from kartentisch.ui.tables.fuenf_kronen.table import FuenfKronenRenderer


def table(
    hands: list[str], *, round: int = 1, up: str = "9S", stock_top: str = "", **options: bool
) -> FuenfKronenState:
    """A round in progress with these hands (as in the engine tests' helpers)."""
    specs = [PlayerSpec(f"P{i}") for i in range(len(hands))]
    state = GAME.new_game(dict(options), specs, 1)
    state.round = round
    state.hands = [parse_cards(h) for h in hands]
    state.discard = parse_cards(up)
    top = parse_cards(stock_top)
    rest = Counter(DECK) - Counter(c for h in state.hands for c in h) - Counter(state.discard)
    state.stock = sorted((rest - Counter(top)).elements()) + top
    state.turn = 0
    state.dealer = len(hands) - 1
    return state


def play(state: FuenfKronenState, *actions: str) -> FuenfKronenState:
    for action in actions:
        state = GAME.apply(state, action)
    return state


NAMES = ['<img src=x onerror="alert(1)">', "Bo & Co", "Cy"]


MATCH_KEEP: dict[str, object] = {}
"""One match for every context built here, as the host gives one ``keep`` per match."""


def ctx_for(
    state: FuenfKronenState, seat: int | None, lang: str = "de", **settings: object
) -> TableContext:
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    return TableContext(
        seat=seat,
        lang=lang,
        names=list(state.names),
        legal=legal,
        bots=[None] * state.players,
        settings=dict(settings),
        keep=MATCH_KEEP,
    )


def named(state: FuenfKronenState) -> FuenfKronenState:
    state.names = list(NAMES[: state.players])
    return state


def view(state: FuenfKronenState, seat: int | None) -> FuenfKronenView:
    return GAME.view(state, seat)


def actions_in(html: str) -> set[str]:
    return set(re.findall(r'data-action="([^"]*)"', html))


def test_the_table_list_finds_the_renderer() -> None:
    assert renderer_for("fuenf-kronen").game_id == "fuenf-kronen"


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
def test_a_whole_bot_game_renders_in_every_phase_and_escapes_names(lang: str) -> None:
    players = [PlayerSpec(NAMES[0]), PlayerSpec(NAMES[1], "medium"), PlayerSpec(NAMES[2], "easy")]
    match = Match.start(catalogue.get("fuenf-kronen"), players, 5)
    renderer = FuenfKronenRenderer()
    phases = set()
    steps = 0
    while not match.is_over() and steps < 400:
        seat = match.current
        assert seat is not None
        for shown in (0, None):
            ctx = TableContext(
                seat=shown,
                lang=lang,
                names=NAMES,
                legal=match.legal(shown) if shown == seat else [],
                bots=[None, "medium", "easy"],
                settings={"assist": True},
            )
            html = renderer.render(match.view(shown), ctx)
            assert "<img" not in html and "Bo &amp; Co" in html
            assert actions_in(html) <= set(ctx.legal)
            for line in renderer.log_lines(match.view(shown), ctx):
                assert isinstance(line, str)
        phases.add(match.state.phase)
        legal = match.legal(seat)
        action = match.bot_choice(seat) if seat != 0 else _prefer_go_out(legal)
        match.play(action)
        steps += 1
    assert {"draw", "discard", "scored"} <= phases


def _prefer_go_out(legal: list[str]) -> str:
    for prefix in ("go out", "next round", "draw stock", "discard"):
        for action in legal:
            if action.startswith(prefix):
                return action
    return legal[0]


def test_drawing_by_click_and_by_drag() -> None:
    state = named(table(["3H 4H 9C", "KS KS 7D", "5D 6D 8C"], up="QH"))
    renderer = FuenfKronenRenderer()
    html = renderer.render(view(state, 0), ctx_for(state, 0))
    assert {"draw stock", "draw discard"} <= actions_in(html)
    assert 'aria-label="Herz Dame vom Ablagestapel nehmen"' in html
    ctx = ctx_for(state, 0)
    assert renderer.on_drop("stock", "hand", view(state, 0), ctx) == "draw stock"
    assert renderer.on_drop("pile", "hand", view(state, 0), ctx) == "draw discard"
    assert renderer.on_key("s", view(state, 0), ctx) == "draw stock"


@pytest.mark.parametrize(("drawn", "thrown"), [("QD", "discard 9C"), ("5H", "go out 9C")])
def test_throwing_by_a_second_tap_a_drag_or_a_key(drawn: str, thrown: str) -> None:
    """A second tap, a drag onto the pile and the discard key throw the chosen card; when
    throwing it can go out (3H 4H 5H left after 9C) they go out, so the taught gestures never
    forfeit a going-out, and the plain discard stays one explicit button."""
    state = named(play(table(["3H 4H 9C", "KS KS 7D"], stock_top=drawn), "draw stock"))
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 0), ctx_for(state, 0)
    order = renderer.hand_order(v)
    ident = card_id(order, order.index("9C"))
    assert renderer.on_ui(f"pick {ident}", v, ctx) is None
    html = renderer.render(v, ctx)
    assert "discard 9C" in actions_in(html)
    assert renderer.on_key("d", v, ctx) == thrown
    assert renderer.on_drop(f"card {ident}", "pile", v, ctx) == thrown
    assert renderer.on_ui(f"pick {ident}", v, ctx) == thrown


def test_no_gesture_throws_another_card_while_going_out_is_offered() -> None:
    """Going out is offered with 9C; the person picks 4H, which cannot go out. A second tap, a
    drag onto the pile and the discard key throw nothing (they would forfeit the going-out),
    the note says why, and the plain discard of 4H stays its own button."""
    state = named(play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock"))
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 0), ctx_for(state, 0)
    assert "go out 9C" in ctx.legal and "go out 4H" not in ctx.legal
    order = renderer.hand_order(v)
    ident = card_id(order, order.index("4H"))
    assert renderer.on_ui(f"pick {ident}", v, ctx) is None
    assert renderer.on_key("d", v, ctx) is None
    assert renderer.on_drop(f"card {ident}", "pile", v, ctx) is None
    assert renderer.on_ui(f"pick {ident}", v, ctx) is None
    html = renderer.render(v, ctx)
    assert {"discard 4H", "go out 9C"} <= actions_in(html)
    assert "Auslegen geht mit einer anderen Karte – Herz 4 legst du nur mit dem Knopf ab." in html


def test_go_out_is_offered_exactly_when_possible_and_shows_the_melds() -> None:
    state = named(play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock"))
    renderer = FuenfKronenRenderer()
    html = renderer.render(view(state, 0), ctx_for(state, 0))
    assert "go out 9C" in actions_in(html)
    assert "Du legst aus" in html
    two = named(
        play(
            table(["3H 4H 5H KS KS 9C", "QS QS 7D 8D 9D 10D"], round=4, stock_top="KC"),
            "draw stock",
        )
    )
    html = renderer.render(view(two, 0), ctx_for(two, 0))
    assert "Du legst aus: 3♥ 4♥ 5♥ · K♣ K♠ K♠" in html  # the melds stay apart on screen
    other = named(play(table(["3H 8H 9C", "KS KS 7D"], stock_top="QD"), "draw stock"))
    html = renderer.render(view(other, 0), ctx_for(other, 0))
    assert not [a for a in actions_in(html) if a.startswith("go out")]
    ident = card_id(renderer.hand_order(view(state, 0)), 0)
    order = renderer.hand_order(view(state, 0))
    nine = card_id(order, order.index("9C"))
    assert renderer.on_drop(f"card {nine}", "out", view(state, 0), ctx_for(state, 0)) == (
        "go out 9C"
    )
    assert ident


def test_the_hand_sorts_and_moves_by_keyboard_and_drag() -> None:
    state = named(table(["KH 3C 5H 4C", "KS KS 7D 8D"], round=2))
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 0), ctx_for(state, 0)
    assert renderer.hand_order(v) == ["5H", "KH", "3C", "4C"]
    renderer.on_ui("sort rank", v, ctx)
    assert renderer.hand_order(v) == ["3C", "4C", "5H", "KH"]
    renderer.on_ui("pick 3C~0", v, ctx)
    renderer.on_key("ArrowRight", v, ctx)
    renderer.on_key("ArrowRight", v, ctx)
    assert renderer.hand_order(v) == ["4C", "5H", "3C", "KH"]
    html = renderer.render(v, ctx)
    assert 'data-ui="pick 3C~0"' in html and 'aria-pressed="true"' in html
    renderer.on_drop("card KH~0", "slot 4C~0", v, ctx)
    assert renderer.hand_order(v) == ["KH", "4C", "5H", "3C"]
    # The order survives a move: the drawn card joins on the right.
    after = play(state, "draw stock")
    assert renderer.hand_order(view(after, 0))[:4] == ["KH", "4C", "5H", "3C"]


def test_the_hands_order_and_sort_mode_survive_a_reload() -> None:
    """The renderer's kept arrangement (stored beside the save) brings a sorted and
    reordered hand back on a fresh renderer, as after a reload; a malformed one is ignored."""
    state = named(table(["KH 3C 5H 4C", "KS KS 7D 8D"], round=2))
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 0), ctx_for(state, 0)
    renderer.on_ui("sort rank", v, ctx)
    renderer.on_drop("card KH~0", "slot 3C~0", v, ctx)
    assert renderer.hand_order(v) == ["KH", "3C", "4C", "5H"]
    kept = json.loads(json.dumps(renderer.kept()))  # as stored: plain JSON
    fresh = FuenfKronenRenderer()
    fresh.restore(kept)
    assert fresh.hand_order(v) == ["KH", "3C", "4C", "5H"]
    # a sort mode alone survives too (a new deal sorts by it)
    fresh.on_ui("sort rank", v, ctx)
    again = FuenfKronenRenderer()
    again.restore(json.loads(json.dumps(fresh.kept())))
    assert again.hand_order(v) == ["3C", "4C", "5H", "KH"]
    bads: list[dict[str, Any]] = [
        {"hands": {"0": {"sort": "nonsense", "manual": True, "cards": []}}},
        {"hands": {"0": {"sort": "rank", "manual": "yes", "cards": ["KH"]}}},
        {"hands": {"x": {"sort": "rank", "manual": False, "cards": []}}},
        {"hands": []},
        {},
    ]
    for bad in bads:
        ignored = FuenfKronenRenderer()
        ignored.restore(bad)
        assert ignored.hand_order(v) == ["5H", "KH", "3C", "4C"]


def test_a_new_match_forgets_the_order_selection_and_melds_of_the_last() -> None:
    state = named(play(table(["3H 4H 9C", "KS KS 7D"], stock_top="5H"), "draw stock"))
    renderer = renderer_for("fuenf-kronen")
    v, ctx = view(state, 0), ctx_for(state, 0)
    renderer.on_ui("pick 9C~0", v, ctx)
    renderer.on_key("ArrowLeft", v, ctx)
    renderer.on_ui("arrange", v, ctx)
    assert "fk-laying" in renderer.render(v, ctx)
    # The same round and turn of another match (a new game, a loaded save) gets a renderer
    # of its own: a fresh table.
    fresh = TableContext(seat=0, lang="de", names=ctx.names, legal=ctx.legal, bots=ctx.bots)
    other = renderer_for("fuenf-kronen")
    html = other.render(v, fresh)
    assert "fk-laying" not in html and 'aria-pressed="true"' not in html
    assert isinstance(other, FuenfKronenRenderer)
    assert other.hand_order(v) == ["3H", "4H", "5H", "9C"]


def test_cards_have_accessible_names_and_wilds_are_marked() -> None:
    state = named(table(["QH 5S JK 9C 4C", "KS KS 7D 8D 9D"], round=3))
    html = FuenfKronenRenderer().render(view(state, 0), ctx_for(state, 0))
    assert 'aria-label="Herz Dame"' in html
    assert 'aria-label="Pik 5, wild"' in html
    assert 'aria-label="Joker"' in html
    assert "Wild: 5er und Joker" in html
    assert html.count("fk-wild-mark") == 1
    # The wild rank shows in the header and again right above the hand.
    assert html.count("Wild: 5er und Joker") == 2 and "fk-wild-badge" in html
    html_en = FuenfKronenRenderer().render(view(state, 0), ctx_for(state, 0, "en"))
    assert 'aria-label="Queen of Hearts"' in html_en
    # A Joker's corner never reads like an English Jack ("J").
    assert 'data-glyph="JK" aria-hidden="true" class="fk-rank"' in html_en
    html_nl = FuenfKronenRenderer().render(view(state, 0), ctx_for(state, 0, "nl"))
    assert 'aria-label="Harten vrouw"' in html_nl and 'aria-label="Schoppen 5, wild"' in html_nl


def test_opponents_show_name_card_count_and_total() -> None:
    state = named(table(["3H 4H 9C", "KS KS 7D", "5D 6D 8C"]))
    state.totals = [5, 17, 0]
    html = FuenfKronenRenderer().render(view(state, 0), ctx_for(state, 0))
    assert "Bo &amp; Co" in html and "3 Karten" in html and "17 Punkte" in html


def test_the_last_turn_reveals_melds_and_the_summary_offers_the_next_round() -> None:
    state = named(table(["3H 4H 9C", "KS QS 7D", "5D 6D 8C"], stock_top="4C 9D 5H"))
    state = play(state, "draw stock", "go out 9C", "draw stock")
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 1), ctx_for(state, 1)
    html = renderer.render(v, ctx)
    assert "Dein letzter Zug" in html
    assert "fk-laid" in html  # seat 0's melds are on the table
    assert 'role="group" aria-label="Kombinationen von ' in html  # named for screen readers
    renderer.on_ui("pick 7D~0", v, ctx)
    html = renderer.render(v, ctx)
    assert "bleiben 34 Punkte" in html
    state = play(state, "discard 7D", "draw stock", "discard 8C")
    html = renderer.render(view(state, 0), ctx_for(state, 0))
    assert "next round" in actions_in(html)
    assert "Runde 1: Ergebnis" in html and "Punkteliste" in html and "34" in html
    assert 'role="group" aria-label="Rest: ' in html  # leftovers are named in the summary
    # what counts against a seat wears a red badge with its points (no frame like a ring)
    badges = re.findall(r'<span class="fk-rest-points"[^>]*>\+(\d+)</span>', html)
    assert badges and all(int(p) > 0 for p in badges), badges
    assert re.search(r'aria-label="Rest: [^"]*; \d+ Punkte"', html)


def test_the_final_ranking_shares_places() -> None:
    state = named(table(["3H 4H 9C", "QS QS 7D", "5D 6D 8C"], round=11, stock_top="7D KD 5H"))
    state.totals = [10, 0, 0]
    state = play(state, "draw stock", "go out 9C", "draw stock", "discard 7D")
    state = play(state, "draw stock", "discard 8C")
    html = FuenfKronenRenderer().render(view(state, None), ctx_for(state, None))
    assert "Endstand" in html
    assert html.count('data-place="1"') == 2 and html.count('data-place="3"') == 1


def test_log_announcements_and_bot_captions() -> None:
    state = named(table(["3H 4H 9C", "KS KS 7D", "5D 6D 8C"], up="QH", stock_top="5H"))
    renderer = FuenfKronenRenderer()
    before = view(state, 1)
    after_state = play(state, "draw stock", "go out 9C")
    after = view(after_state, 1)
    ctx = ctx_for(after_state, 1)
    assert renderer.announce(before, after, ctx) == [
        f"{NAMES[0]} hat ausgelegt – alle anderen haben noch einen letzten Zug."
    ]
    lines = renderer.log_lines(after, ctx)
    assert lines[-1].endswith("legt aus und wirft Kreuz 9 ab")
    assert renderer.describe_action("draw discard", before, ctx) == (
        "nimmt Herz Dame vom Ablagestapel"
    )


def test_pass_and_play_hides_every_hand_between_two_people() -> None:
    from kartentisch.ui.table.host import TableHost

    players = [PlayerSpec("Ada"), PlayerSpec("Bo"), PlayerSpec("Cy", "medium")]
    match = Match.start(catalogue.get("fuenf-kronen"), players, 9)
    host = TableHost(match, FuenfKronenRenderer(), "de")
    while host.bot_seat() is not None:  # the seeded first dealer may leave Cy to start
        host.bot_step()
    first = match.current
    assert first in (0, 1)
    assert host.frame().kind == "pass"
    host.confirm_pass()
    frame = host.frame()
    assert frame.kind == "table" and frame.viewer == first
    assert host.play("draw stock").changed
    hand = match.state.hands[first]
    assert host.play(f"discard {hand[0]}").changed
    while host.bot_seat() is not None:
        host.bot_step()
    other = 1 - first
    frame = host.frame()
    assert frame.kind == "pass" and frame.html == "" and frame.pass_name == ["Ada", "Bo"][other]
    host.confirm_pass()
    frame = host.frame()
    assert frame.viewer == other
    shown = re.findall(r'data-card="([^"]+)"', frame.html)
    assert sorted(shown) == sorted(match.state.hands[other])


def test_going_out_with_melds_laid_out_by_hand() -> None:
    state = named(play(table(["KS KD 3C", "QS QS 7D"], stock_top="9H"), "draw stock"))
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 0), ctx_for(state, 0)
    assert 'data-ui="arrange"' in renderer.render(v, ctx)
    renderer.on_ui("arrange", v, ctx)
    for ident in ("KS~0", "KD~0", "3C~0"):
        renderer.on_ui(f"pick {ident}", v, ctx)
    html = renderer.render(v, ctx)
    assert 'data-ui="group"' in html and "disabled" not in html.split('data-ui="group"')[1][:40]
    renderer.on_ui("group", v, ctx)
    html = renderer.render(v, ctx)
    action = next(a for a in actions_in(html) if a.startswith("go out"))
    assert action == "go out 9H as 3C KS KD"
    after = GAME.apply(state, action)
    assert after.melds[0] == [["3C", "KS", "KD"]]
    renderer.on_ui("ungroup 0", v, ctx)
    assert "go out 9H as" not in renderer.render(v, ctx)
    # All four cards in melds: nothing is left to discard, and the table says so.
    state = named(play(table(["KS KD 3C", "QS QS 7D"], stock_top="KH"), "draw stock"))
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 0), ctx_for(state, 0)
    renderer.on_ui("arrange", v, ctx)
    for ident in ("KS~0", "KD~0", "3C~0", "KH~0"):
        renderer.on_ui(f"pick {ident}", v, ctx)
    renderer.on_ui("group", v, ctx)
    html = renderer.render(v, ctx)
    assert "Lass eine Karte zum Ablegen übrig." in html
    assert not [a for a in actions_in(html) if a.startswith("go out")]


def lay_run_then_pick_queen(
    renderer: FuenfKronenRenderer, v: FuenfKronenView, ctx: TableContext
) -> str:
    """Group 6H 7H 8H as a meld by hand, pick QS to discard; the table's HTML after it."""
    for ident in ("6H~0", "7H~0", "8H~0"):
        renderer.on_ui(f"pick {ident}", v, ctx)
    renderer.on_ui("group", v, ctx)
    renderer.on_ui("pick QS~0", v, ctx)
    return renderer.render(v, ctx)


def test_the_last_turn_by_hand_shows_both_scores() -> None:
    hands = ["9C 9D 9S 9H 4H", "6H 7H 8H 8S 8D", "JS QC KD 10H 3D"]
    state = named(table(hands, round=3, stock_top="7C QS 5C"))
    state = play(state, "draw stock", "go out 4H", "draw stock")
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 1), ctx_for(state, 1)
    renderer.on_ui("arrange", v, ctx)
    assert "Tippe die Karte an, die du ablegen willst." in renderer.render(v, ctx)
    html = lay_run_then_pick_queen(renderer, v, ctx)
    assert "discard QS as 6H 7H 8H" in actions_in(html)
    assert "Deine Aufteilung: 16 Punkte – die beste: 13 Punkte" in html
    after = GAME.apply(state, "discard QS as 6H 7H 8H")
    assert sorted(after.leftover[1]) == ["6H", "7H"]


# ---- the classic mode: no help with going out --------------------------------------------
CLASSIC = {"going_out_help": False}


def ui_actions(html: str) -> set[str]:
    return set(re.findall(r'data-ui="([^"]*)"', html))


@pytest.mark.parametrize("drawn", ["5H", "KD"])
def test_classic_offers_going_out_after_every_draw(drawn: str) -> None:
    state = play(
        table(["3H 4H 9C", "KS KS 7D"], stock_top=drawn, going_out_help=False), "draw stock"
    )
    renderer = FuenfKronenRenderer()
    html = renderer.render(view(state, 0), ctx_for(state, 0))
    # The same offer whether the hand can go out (5H) or not (KD): the table tells nothing.
    assert "Auslegen: Kombinationen bilden" in html and "fk-try-out" in html
    assert not [a for a in actions_in(html) if a.startswith("go out")]
    assert "Du legst aus" not in html  # no melds shown by the solver


def test_classic_lays_out_by_hand_and_a_refused_arrangement_is_answered_in_words() -> None:
    from kartentisch.ui.table.host import TableHost

    match = Match.start(
        catalogue.get("fuenf-kronen"), [PlayerSpec("Ada"), PlayerSpec("Bo", "easy")], 1, CLASSIC
    )
    match.state = play(
        table(["3H 4H 9C", "KS KS 7D"], stock_top="KD", going_out_help=False), "draw stock"
    )
    renderer = FuenfKronenRenderer()
    host = TableHost(match, renderer, "de")
    host.on_ui("arrange")
    for ident in ("3H~0", "4H~0", "KD~0"):
        host.on_ui(f"pick {ident}")
    html = host.frame().html
    # Any picked cards may be grouped: seeing the melds is the player's job.
    assert "disabled" not in html.split('data-ui="group"')[1][:40]
    assert "keine gültige Kombination" not in html
    host.on_ui("group")
    html = host.frame().html
    # once formed, a group that is no meld is said at once (and marked), not only at the end
    assert "Herz 3, Herz 4, Karo König: keine gültige Kombination" in html
    assert "fk-no-meld" in html
    action = next(a for a in actions_in(html) if a.startswith("go out"))
    assert action == "go out 9C as 3H 4H KD"
    assert "So auslegen, Kreuz 9 ablegen" in html
    before = (match.view(0), len(match.log))
    outcome = host.play(action)
    assert not outcome.changed and outcome.error_key == "error.illegal"
    assert outcome.error_text.startswith("Keine gültige Kombination: Herz 3, Herz 4, Karo König.")
    assert (match.view(0), len(match.log)) == before
    # The arrangement stays on the table to be mended.
    assert "fk-own-meld" in host.frame().html
    host.on_ui("ungroup 0")
    html = host.frame().html
    # No melds, four cards loose: the button still goes out, the engine says what is left.
    action = next(a for a in actions_in(html) if a.startswith("go out"))
    assert "So auslegen" in html
    outcome = host.play(action)
    assert "Noch lose: Herz 3, Herz 4" in outcome.error_text
    assert len(match.log) == before[1]


def test_classic_goes_out_by_hand_through_the_host() -> None:
    from kartentisch.ui.table.host import TableHost

    match = Match.start(
        catalogue.get("fuenf-kronen"), [PlayerSpec("Ada"), PlayerSpec("Bo", "easy")], 1, CLASSIC
    )
    match.state = play(
        table(["3H 4H 9C", "KS KS 7D"], stock_top="5H", going_out_help=False), "draw stock"
    )
    host = TableHost(match, FuenfKronenRenderer(), "en")
    host.on_ui("arrange")
    for ident in ("3H~0", "4H~0", "5H~0"):
        host.on_ui(f"pick {ident}")
    host.on_ui("group")
    html = host.frame().html
    # a valid meld formed by hand carries no warning
    assert "not a valid meld" not in html and "fk-no-meld" not in html
    action = next(a for a in actions_in(html) if a.startswith("go out"))
    assert "Lay out like this, discard 9 of Clubs" in html
    assert host.play(action).changed
    assert match.state.went_out == 0 and match.state.melds[0] == [["3H", "4H", "5H"]]


def test_classic_last_turn_shows_no_best_arrangement_and_counts_the_own() -> None:
    hands = ["9C 9D 9S 9H 4H", "6H 7H 8H 8S 8D", "JS QC KD 10H 3D"]
    state = named(table(hands, round=3, stock_top="7C QS 5C", going_out_help=False))
    state = play(state, "draw stock", "go out 4H as 9C 9D 9S 9H 5C", "draw stock")
    renderer = FuenfKronenRenderer()
    v, ctx = view(state, 1), ctx_for(state, 1)
    renderer.on_ui("pick QS~0", v, ctx)
    html = renderer.render(v, ctx)
    assert "Dein letzter Zug: Lege deine Kombinationen selbst aus" in html
    assert "Punkte in der Hand" not in html and "Du legst aus" not in html
    assert "arrange" in ui_actions(html)
    renderer.on_ui("arrange", v, ctx)
    html = lay_run_then_pick_queen(renderer, v, ctx)
    assert "discard QS as 6H 7H 8H" in actions_in(html)
    assert "Deine Aufteilung: 16 Punkte bleiben in der Hand." in html
    assert "die beste" not in html
    after = GAME.apply(state, "discard QS as 6H 7H 8H")
    assert sorted(after.leftover[1]) == ["8D", "8S"]


def test_the_hand_hint_does_not_send_a_phone_to_arrow_keys() -> None:
    from kartentisch.ui.render.i18n import t

    for lang, drag, keys in (
        ("de", "ziehen", "Pfeil"),
        ("en", "Drag", "arrow"),
        ("nl", "Sleep", "pijl"),
    ):
        hint = t(lang, "fuenf_kronen.pick_hint")
        assert drag in hint, "touch comes first"
        assert keys.lower() not in hint.lower(), "a phone is not sent to arrow keys"
        assert keys.lower() in t(lang, "fuenf_kronen.pick_hint_keys").lower()
    css = (Path(__file__).parents[2] / "static" / "css" / "app.css").read_text()
    assert ".keys-only" in css and 'html[data-input="keys"] .keys-only' in css


def test_a_seat_laid_open_says_what_it_keeps_not_a_count_of_nothing() -> None:
    """In the last turns a seat that has laid open shows the cards it keeps and their points
    (or that it laid everything), never "0 Karten" beside its leftover cards in view."""
    state = named(table(["3H 4H 9C", "KS QS 7D", "5D 6D 8C"], stock_top="4C 9D 5H"))
    state = play(state, "draw stock", "go out 9C", "draw stock", "discard 7D")
    html = FuenfKronenRenderer().render(view(state, 2), ctx_for(state, 2))
    assert ">alles ausgelegt<" in html
    assert ">3 Karten übrig, 34 Punkte<" in html
    assert "0 Karten" not in html


def test_between_rounds_the_caption_says_the_round_is_over() -> None:
    """The round's result is no turn: the header says the round is over (not "Du bist am
    Zug"), and the host marks the caption as the table's own, so stale messages go."""
    from kartentisch.ui.table.host import TableHost

    match = Match.start(
        catalogue.get("fuenf-kronen"), [PlayerSpec("Ada"), PlayerSpec("Bo", "easy")], 4
    )
    stand_in = match.game.bot("easy")
    while match.state.phase != "scored":
        seat = match.current
        assert seat is not None
        if match.is_bot(seat):
            match.play(match.bot_choice())
        else:
            match.play(stand_in.choose(match.view(0), match.legal(0), match.state.rng.copy()))
    for lang, said in (("de", "Runde 1 ist vorbei"), ("en", "Round 1 is over")):
        frame = TableHost(match, FuenfKronenRenderer(), lang).frame()
        assert frame.caption == said and frame.own_caption
    match.play("next round", 0)
    frame = TableHost(match, FuenfKronenRenderer(), "de").frame()
    assert not frame.own_caption and "vorbei" not in frame.caption


def test_the_hand_is_sized_for_the_rounds_most_cards_on_every_turn() -> None:
    """fit.js is asked for the round's most cards (the deal and one drawn) on the person's
    turn before and after the draw and on the others' turns alike: the rows never switch
    between one and two within a round."""
    state = named(table(["3H 4H 9C 5S 6S", "KS KS 7D 8D 9D", "5D 6D 8C JC QC"], round=3))
    renderer = FuenfKronenRenderer()

    def asked(state: FuenfKronenState) -> str:
        html = renderer.render(view(state, 0), ctx_for(state, 0))
        return html.split('class="fk-hand"')[1].split(">")[0]

    before = asked(state)
    state = play(state, "draw stock")
    after_draw = asked(state)
    state = play(state, "discard 9C")
    others = asked(state)
    assert all('data-hand="6"' in html for html in (before, after_draw, others))


def test_the_score_sheet_turns_seven_names_on_a_phone_and_keeps_the_words_for_reading() -> None:
    def sheet(names: list[str]) -> str:
        match = Match.start(catalogue.get("fuenf-kronen"), [PlayerSpec(n) for n in names], 3)
        ctx = TableContext(seat=0, lang="de", names=names, legal=match.legal(0), bots=[None])
        renderer = FuenfKronenRenderer()
        assert renderer.on_ui("scores", match.view(0), ctx) is None  # the sheet opens
        return renderer.render(match.view(0), ctx)

    html = sheet(["Ada", "Mira", "Otto", "Clara", "Jonas", "Paula", "Ben"])
    assert 'class="fk-scoreboard" data-turn="narrow"' in html
    # the whole name is the head's text: a screen reader reads it as it is
    assert '<th scope="col"><span class="fk-head">Clara</span></th>' in html
    html = sheet(["Ada", "Mira", "Otto"])
    assert "data-turn" not in html and '<span class="fk-head">Ada</span>' in html
