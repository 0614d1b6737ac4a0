"""The 10 Gebote table renderer on CPython: every state draws, every legal action can be
reached by a click (or the penalty panel), text is escaped, slips show up as toasts."""

from __future__ import annotations

import re
from typing import cast

from tests.games.zehn_gebote.helpers import act, table

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import GAME
from kartentisch.games.zehn_gebote.state import ZehnGeboteState
from kartentisch.games.zehn_gebote.view import ZehnGeboteView
from kartentisch.ui.table import fresh_events
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables import renderer_for
from kartentisch.ui.tables.zehn_gebote.table import ZehnGeboteRenderer

NAMES = ['<img src=x onerror="alert(1)">', "Bo & Co", "Cy"]


def ctx_for(
    state: ZehnGeboteState, seat: int | None, lang: str = "de", **settings: object
) -> TableContext:
    return TableContext(
        seat=seat,
        lang=lang,
        names=list(state.names),
        legal=GAME.legal_actions(state, seat) if seat is not None else [],
        bots=[None] * state.n,
        settings=dict(settings),
    )


def announced(
    r: ZehnGeboteRenderer, before: ZehnGeboteView, after: ZehnGeboteView, ctx: TableContext
) -> list[str]:
    """The toasts for one step, with its events handed over as the host does."""
    ctx.fresh = fresh_events.between(before, after)
    return r.announce(before, after, ctx)


def actions_in(html: str) -> set[str]:
    return set(re.findall(r'data-action="([^"]*)"', html))


def reachable(r: ZehnGeboteRenderer, state: ZehnGeboteState, seat: int) -> set[str]:
    """Actions on screen, with the penalty panel opened as a player would."""
    ctx = ctx_for(state, seat)
    view = GAME.view(state, seat)
    found = actions_in(r.render(view, ctx))
    r.on_ui("penalty", view, ctx)
    found |= actions_in(r.render(view, ctx))
    r.on_ui("penalty", view, ctx)
    return found


def test_the_table_list_finds_the_renderer() -> None:
    assert renderer_for("zehn-gebote").game_id == "zehn-gebote"


def test_every_legal_action_is_reachable_through_whole_games() -> None:
    for seed, players in ((1, 3), (2, 5), (3, 8)):
        specs = [PlayerSpec(f"P{i}") for i in range(players)]
        match = Match.start(catalogue.get("zehn-gebote"), specs, seed)
        rng = Rng(seed)
        r = ZehnGeboteRenderer()
        while not match.is_over():
            seat = match.current
            assert seat is not None
            legal = match.legal(seat)
            assert set(legal) <= reachable(r, match.state, seat)
            other = (seat + 1) % players
            assert set(match.legal(other)) <= reachable(r, match.state, other)
            plays = [a for a in legal if not a.startswith("penalty")]
            match.play(rng.choice(plays), seat)
        html = r.render(match.view(0), ctx_for(match.state, 0))
        assert "zg-final" in html


def test_names_are_escaped() -> None:
    s = table(["R5 B5", "G6", "Y1"], top="G23", force="D01")
    s.names = list(NAMES)
    s = act(s, "play B5")  # "Rot!" not due: no slip
    s = act(s, "draw", "penalty 0 T01")
    html = ZehnGeboteRenderer().render(GAME.view(s, 1), ctx_for(s, 1))
    assert "<img" not in html and "&lt;img" in html and "Bo &amp; Co" in html
    lines = ZehnGeboteRenderer().log_lines(GAME.view(s, 1), ctx_for(s, 1))
    assert any("<img" in line for line in lines), "log lines are plain text; the host escapes"


def test_no_hint_of_playable_cards_unless_assist_is_on() -> None:
    s = table(["B5 G1", "G6"], top="Y25")
    r = ZehnGeboteRenderer()
    plain = r.render(GAME.view(s, 0), ctx_for(s, 0))
    assert "highlight" not in plain
    helped = r.render(GAME.view(s, 0), ctx_for(s, 0, assist=True))
    assert re.search(r'class="[^"]*highlight[^"]*"[^>]*data-card="B5"', helped)
    assert not re.search(r'class="[^"]*highlight[^"]*"[^>]*data-card="G1"', helped)


def test_cards_show_their_fruits_and_have_accessible_names() -> None:
    s = table(["B27", "G6"], top="G23")
    html = ZehnGeboteRenderer().render(GAME.view(s, 0), ctx_for(s, 0))
    assert 'aria-label="Grün 23 (Orange, Erdbeere)"' in html
    assert html.count('class="zg-fruit"') >= 4  # two on the B27, two on the top card


def test_calls_are_buttons_and_a_made_call_shows_pressed() -> None:
    s = table(["R5", "G6"], top="G23", force="D01")
    r = ZehnGeboteRenderer()
    assert 'data-action="call rot"' in r.render(GAME.view(s, 0), ctx_for(s, 0))
    s = act(s, "call rot")
    html = r.render(GAME.view(s, 0), ctx_for(s, 0))
    assert 'aria-pressed="true"' in html and 'data-action="call rot"' not in html


def test_a_slip_appears_as_a_toast_with_its_reason() -> None:
    s = table(["R5 G1", "G6"], top="Y25", force="D01")
    r = ZehnGeboteRenderer()
    before = GAME.view(s, 0)
    after_state = act(s, "play G1")
    toasts = announced(r, before, GAME.view(after_state, 0), ctx_for(after_state, 0))
    assert toasts == ["Strafchip für dich: Grün 1 passt nicht."]  # P0 holds the device
    s2 = act(after_state, "play R5")
    toasts = announced(r, GAME.view(after_state, 0), GAME.view(s2, 0), ctx_for(s2, 0, "en"))
    assert toasts == ["Penalty chip for you: forgot 'Red!'."]  # the call said once


def test_a_new_commandment_is_announced_and_animated_once() -> None:
    s = table(["G1", "G6"], top="Y25", draw="R01 B12")
    r = ZehnGeboteRenderer()
    painted = GAME.view(s, 1)
    r.render(painted, ctx_for(s, 1))
    s2 = act(s, "draw")
    assert announced(r, painted, GAME.view(s2, 1), ctx_for(s2, 1)) == [
        "Neues Gebot: Gleiche Farbe passt"
    ]
    # the host hands each paint the events since the one before
    ctx = ctx_for(s2, 1)
    ctx.fresh = fresh_events.since(GAME.view(s2, 1), fresh_events.total(painted))
    first = r.render(GAME.view(s2, 1), ctx)
    assert re.search(r'class="zg-cmd zg-kind-rule zg-new"[^>]*data-cmd="R01"', first)
    assert r.render(GAME.view(s2, 1), ctx) == first, "drawing changes nothing"
    ctx.fresh = fresh_events.since(GAME.view(s2, 1), fresh_events.total(GAME.view(s2, 1)))
    assert "zg-new" not in r.render(GAME.view(s2, 1), ctx)


def test_tapping_a_commandment_opens_its_full_text() -> None:
    s = table(["G1", "G6"], top="Y25", force="R06")
    r = ZehnGeboteRenderer()
    view = GAME.view(s, 0)
    ctx = ctx_for(s, 0, "en")
    assert 'data-ui="read R06"' in r.render(view, ctx)
    r.on_ui("read R06", view, ctx)
    html = r.render(view, ctx)
    assert "No yellow card on a blue one." in html and 'data-ui="close"' in html
    r.on_ui("close", view, ctx)
    assert "zg-reader" not in r.render(view, ctx)


def test_drag_a_card_onto_the_pile_plays_it() -> None:
    s = table(["B5 G1", "G6"], top="Y25")
    r = ZehnGeboteRenderer()
    assert r.on_drop("card G1", "pile", GAME.view(s, 0), ctx_for(s, 0)) == "play G1"
    assert r.on_drop("card G1", "pile", GAME.view(s, 1), ctx_for(s, 1)) is None


def test_a_card_handed_on_goes_only_onto_the_left_neighbour() -> None:
    """A drop on another seat would look like giving to that player: it does nothing."""
    s = act(table(["B5 R2", "G6", "Y3"], top="G23", force="D04"), "play B5")
    view, ctx = GAME.view(s, 0), ctx_for(s, 0)
    r = ZehnGeboteRenderer()
    assert "give R2" in ctx.legal
    assert r.on_drop("card R2", "seat 1", view, ctx) == "give R2"
    assert r.on_drop("card R2", "seat 2", view, ctx) is None
    assert r.on_drop("card R2", "seat 0", view, ctx) is None


def test_the_hand_keeps_one_size_through_a_turn() -> None:
    """data-hand counts the most cards of the whole turn (a draw adds one): a card played and
    one handed on do not resize the others."""
    r = ZehnGeboteRenderer()

    def most(state: ZehnGeboteState) -> str:
        found = re.search(r'data-hand="(\d+)"', r.render(GAME.view(state, 0), ctx_for(state, 0)))
        assert found is not None
        return found.group(1)

    s = table(["B5 R2 G4", "G6", "Y1"], top="G23", force="D04")
    assert most(s) == "4"
    s = act(s, "play B5")
    assert most(s) == "4"
    s = act(s, "give R2")
    assert most(s) == "4"


def test_with_the_assist_a_shortcut_never_draws_past_a_marked_card() -> None:
    """The assist marks the fitting cards; drawing then costs a chip, so the pile and the "d"
    key do not draw (the "Ziehen" button still does, as a deliberate choice)."""
    s = table(["B5 G1", "G6"], top="Y25")
    r = ZehnGeboteRenderer()
    helped = ctx_for(s, 0, assist=True)
    html = r.render(GAME.view(s, 0), helped)
    assert 'class="btn btn-primary zg-draw-action"' in html
    assert html.count('data-action="draw"') == 1, "only the button draws"
    assert r.on_key("d", GAME.view(s, 0), helped) is None
    plain = ctx_for(s, 0)
    assert r.render(GAME.view(s, 0), plain).count('data-action="draw"') == 2
    assert r.on_key("d", GAME.view(s, 0), plain) == "draw"
    s = table(["B4 G4", "G6"], top="Y25")  # nothing fits: every way draws
    assert r.on_key("d", GAME.view(s, 0), ctx_for(s, 0, assist=True)) == "draw"


def test_the_final_count_lists_chips_fruits_and_commandment_effects() -> None:
    s = table(["B70 G1", "R3", "Y4"], top="B5", draw="Y1", fill=0, round=2, force="E05 E03",
              chips=[1, 0, 0])  # fmt: skip
    s = act(s, "draw")
    html = ZehnGeboteRenderer().render(GAME.view(s, 0), ctx_for(s, 0, "en"))
    assert "Final count" in html and "70 = 10: +10" in html
    assert "(à 3)" in html


def test_every_language_renders() -> None:
    s = table(["B5 G1", "G6"], top="Y25", force="D03 R01 A02")
    for lang in ("de", "en", "nl"):
        assert "zg-table" in ZehnGeboteRenderer().render(GAME.view(s, 0), ctx_for(s, 0, lang))


PENALTY_REASONS = ("misfit", "banned", "nocall", "needless", "mustplay", "duty", "atonce", "table")
"""Every reason the engine hands a chip for (``fx.penalise`` calls in turn, tasks, commandments)."""


def test_every_penalty_reason_is_a_toast_and_a_log_line_in_every_language() -> None:
    r = ZehnGeboteRenderer()
    for lang in ("de", "en", "nl"):
        events = [
            {"kind": "pen", "seat": 1, "r": reason, "k": "D01", "x": "B5", "by": 0}
            for reason in PENALTY_REASONS
        ]
        names = ["Ada", "Bert"]
        before = cast(ZehnGeboteView, {"events": [], "events_total": 0, "names": names})
        after = cast(
            ZehnGeboteView, {"events": events, "events_total": len(events), "names": names}
        )
        ctx = TableContext(seat=0, lang=lang, names=names, legal=[], bots=[None, None])
        toasts = announced(r, before, after, ctx)
        assert toasts == r.log_lines(after, ctx)
        assert len(set(toasts)) == len(events), "each reason reads differently"
        for text in toasts:
            assert "Bert" in text and "{" not in text and not text.endswith(": ")


def test_the_reveal_animation_only_runs_with_full_motion() -> None:
    import pathlib

    css = pathlib.Path(__file__).parents[2].joinpath("static/css/zehn-gebote.css").read_text()
    rules = [line for line in css.splitlines() if "animation" in line or "transition" in line]
    assert rules, "the reveal is animated"
    for line in rules:
        assert line.startswith('html[data-motion="full"]'), line


def test_pass_and_play_asks_who_made_coffee_or_tea_with_a_button_per_player() -> None:
    specs = [PlayerSpec(NAMES[0]), PlayerSpec(NAMES[1]), PlayerSpec("Cy", "easy")]
    s = GAME.new_game({}, specs, 3)
    r = ZehnGeboteRenderer()
    html = r.render(GAME.view(s, 0), ctx_for(s, 0))
    assert "Kaffee oder Tee" in html
    assert {"first 0", "first 1", "first 2", "first none"} <= actions_in(html)
    assert "Bo &amp; Co beginnt" in html and "Zufall" in html and "<img" not in html
    other = r.render(GAME.view(s, 1), ctx_for(s, 1, "en"))
    assert "coffee or tea" in other and "first 1" not in actions_in(other)


def test_alone_with_bots_there_is_no_penalty_panel() -> None:
    """The panel follows the legal actions: one person and bots get no table commandments."""
    specs = [PlayerSpec("Ann"), PlayerSpec("Bot", "easy"), PlayerSpec("Bea", "easy")]
    match = Match.start(catalogue.get("zehn-gebote"), specs, 3)
    html = ZehnGeboteRenderer().render(match.view(0), ctx_for(match.state, 0))
    assert 'data-ui="penalty"' not in html
    two = Match.start(catalogue.get("zehn-gebote"), [specs[0], specs[1], PlayerSpec("Bea")], 3)
    html = ZehnGeboteRenderer().render(two.view(0), ctx_for(two.state, 0))
    assert 'data-ui="penalty"' in html


def test_counts_of_one_read_singular_in_every_language() -> None:
    from kartentisch.ui.table.table_api import TableContext
    from kartentisch.ui.tables.zehn_gebote.faces import say

    for lang, one, many in (
        ("de", "noch 1 Karte abwerfen", "noch 2 Karten abwerfen"),
        ("en", "still shed 1 card.", "still shed 2 cards."),
        ("nl", "nog 1 kaart afgooien", "nog 2 kaarten afgooien"),
    ):
        ctx = TableContext(seat=0, lang=lang, names=[], legal=[], bots=[])
        assert one in say(ctx, "task_shed", n=1) and "(" not in say(ctx, "task_shed", n=1)
        assert many in say(ctx, "task_shed", n=2)
        assert say(ctx, "chips", n=1).startswith("1 ") and not say(ctx, "chips", n=1).endswith("s")
