"""The Zehn table rendered on CPython: every legal action reachable, escaping, names, panels."""

from __future__ import annotations

import json
from html.parser import HTMLParser
from typing import cast

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.zehn import GAME
from kartentisch.games.zehn.view import ZehnView
from kartentisch.ui.table import fresh_events
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.zehn.table import ZehnRenderer

NAMES = ["Anna", "<b>Ben</b>", "Cem"]
RENDERER = ZehnRenderer()
"""The Zehn table keeps nothing on itself (its state is in ``ctx.ui`` and ``ctx.keep``), so
one serves every test here."""


class Controls(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.actions: list[str] = []
        self.ui: list[str] = []
        self.unnamed: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        disabled = "disabled" in found
        if "data-action" in found:
            self.actions.append(str(found["data-action"]))
        if "data-ui" in found and not disabled:
            self.ui.append(str(found["data-ui"]))
        if tag == "button" and not found.get("aria-label"):
            self.unnamed.append(str(found))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def controls(html: str) -> Controls:
    parser = Controls()
    parser.feed(html)
    return parser


def ctx_for(match: Match, seat: int, ui: dict[str, object] | None = None) -> TableContext:
    return TableContext(
        seat=seat,
        lang="de",
        names=list(NAMES[: len(match.players)]),
        legal=match.legal(seat),
        bots=[None] * len(match.players),
        ui=dict(ui or {}),
    )


def reachable(match: Match, seat: int) -> set[str]:
    """Every action a person can reach by pressing buttons (ui commands first, then actions)."""
    view = match.view(seat)
    seen: set[str] = set()
    found: set[str] = set()
    frontier: list[dict[str, object]] = [{}]
    while frontier and len(seen) < 400:
        ui = frontier.pop()
        key = json.dumps(ui, sort_keys=True)
        if key in seen:
            continue
        seen.add(key)
        ctx = ctx_for(match, seat, ui)
        parsed = controls(RENDERER.render(view, ctx))
        assert not parsed.unnamed, parsed.unnamed
        found.update(parsed.actions)
        for command in parsed.ui:
            if command == "dismiss":
                continue
            ctx2 = ctx_for(match, seat, ui)
            RENDERER.on_ui(command, view, ctx2)
            frontier.append(dict(ctx2.ui))
    return found


def test_every_legal_action_is_reachable_through_a_whole_game() -> None:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n, "medium") for n in NAMES], 4)
    phases = set()
    while not match.is_over() and match.state.round_no <= 3:
        seat = match.current
        assert seat is not None
        legal = set(match.legal(seat))
        phases.add(match.view(seat)["phase"])
        if len(legal) < 60:
            missing = legal - reachable(match, seat)
            assert not missing, f"{match.view(seat)['phase']}: {sorted(missing)[:5]}"
        match.play(match.bot_choice())
    assert {"first", "bid", "second", "choose"} <= phases


def test_nothing_is_offered_while_others_act_and_names_are_escaped() -> None:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES], 2)
    seat = match.current
    assert seat is not None
    other = (seat + 1) % 3
    ctx = ctx_for(match, other)
    html = RENDERER.render(match.view(other), ctx)
    assert not controls(html).actions
    assert "<b>Ben</b>" not in html and "&lt;b&gt;Ben&lt;/b&gt;" in html


def test_face_down_cards_are_backs_for_others() -> None:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES], 3)
    seat = match.current
    assert seat is not None
    card = match.view(seat)["hand"][0]
    match.play(f"lay {card} down +1")
    mine = RENDERER.render(match.view(seat), ctx_for(match, seat))
    theirs = RENDERER.render(match.view((seat + 1) % 3), ctx_for(match, (seat + 1) % 3))
    assert "zt-down-own" in mine
    assert "verdeckte Karte" in theirs and "zt-prot" in theirs


def second_phase_view() -> tuple[Match, int, ZehnView]:
    """A table where the person at the device has an open 8 and a 5 in hand."""
    from tests.games.zehn.helpers import deal, play

    state = deal(["8 5 2 JK", "9 P1 2 JK", "3 5 5 5"], round_card="R7")
    state = play(state, "lay 8 open", "lay 9 down", "lay 3 open", "pass", "pass", "pass")
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES], 1)
    match.state = state
    return match, 0, match.view(0)


def test_a_total_above_ten_is_explained_and_not_offered() -> None:
    match, seat, view = second_phase_view()
    html = RENDERER.render(view, ctx_for(match, seat))
    parsed = controls(html)
    assert "add 2" in parsed.actions and "add JK" in parsed.actions and "stop" in parsed.actions
    assert "add 5" not in parsed.actions
    assert "8 + 5 = 13, mehr als 10" in "".join(parsed.text)
    assert "Joker dazu: Summe 10" in parsed.text and "2 dazu: Summe 10" in parsed.text


def test_resolution_panel_shows_the_round_and_is_dismissed() -> None:
    match, seat, _ = second_phase_view()
    match.state = GAME.apply(match.state, "add 2")
    match.state = GAME.apply(match.state, "add 5")
    view = match.view(seat)
    ctx = ctx_for(match, seat)
    html = RENDERER.render(view, ctx)
    text = "".join(controls(html).text)
    assert "Runde 1: Auflösung" in text
    assert "hat die niedrigste Summe" in text
    # the seat at the device won: "du", with the verb to match
    assert "Du hast die höchste Summe und gewinnst den Pott" in text
    assert "Du bestimmst den nächsten Startspieler." in text
    assert "dismiss" in controls(html).ui
    # its button first, beside the title: in reach on a phone whatever the list's length
    panel = html[html.index('class="zt-resolution"') :]
    assert panel.index('data-ui="dismiss"') < panel.index('class="zt-steps"')
    assert match.state.phase == "choose" and GAME.current_player(match.state) == seat
    # "who starts" buttons show the bare name (the prompt asks), heard as "… beginnt"
    assert 'aria-label="Cem beginnt">Cem</button>' in html
    RENDERER.on_ui("dismiss", view, ctx)
    assert "Auflösung" not in RENDERER.render(view, ctx)


def test_resolution_panel_stays_closed_after_a_reload_once_the_person_moved_on() -> None:
    match, seat, _ = second_phase_view()
    match.state = GAME.apply(match.state, "add 2")
    match.state = GAME.apply(match.state, "add 5")
    assert match.state.phase == "choose" and GAME.current_player(match.state) == seat
    match.state = GAME.apply(match.state, "start 1")
    # a reload: the renderer's kept state is gone
    fresh = ctx_for(match, seat)
    assert "Auflösung" not in RENDERER.render(match.view(seat), fresh)
    other = 2  # has not moved since the round was scored
    assert "Auflösung" in RENDERER.render(match.view(other), ctx_for(match, other))
    match.state = GAME.apply(match.state, GAME.legal_actions(match.state, 1)[0])
    match.state = GAME.apply(match.state, GAME.legal_actions(match.state, 2)[0])
    assert "Auflösung" not in RENDERER.render(match.view(other), ctx_for(match, other))


def test_log_announce_and_descriptions() -> None:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n, "easy") for n in NAMES], 6)
    before = None
    toasts: list[str] = []
    while not match.is_over():
        after = match.view(0)
        ctx = ctx_for(match, 0)
        ctx.fresh = fresh_events.between(before, after)
        toasts += RENDERER.announce(before, after, ctx)
        before = after
        action = match.bot_choice()
        assert RENDERER.describe_action(action, match.view(match.current or 0), ctx)
        match.play(action)
    lines = RENDERER.log_lines(match.view(0), ctx_for(match, 0))
    assert any("Strafpunkte" in line for line in lines)
    assert any("Strafpunkte" in t and "Pott" in t for t in toasts)  # one toast per round
    assert all("verdeckt" not in line or "eine Karte verdeckt" in line for line in lines)


def test_other_languages_render() -> None:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES], 8)
    seat = match.current
    assert seat is not None
    for lang, word in (("en", "Your hand"), ("nl", "Jouw hand")):
        ctx = ctx_for(match, seat)
        ctx.lang = lang
        assert word in RENDERER.render(match.view(seat), ctx)


def test_raise_shows_the_minimum_and_protect_offers_the_rest() -> None:
    from tests.games.zehn.helpers import deal, play

    state = deal(["5 4 JK 3", "9 P1 2 JK", "8 8 1 JK"])
    state = play(state, "lay 5 open +1", "lay 9 down", "lay 8 open", "bid 2 on 2")
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES], 1)
    match.state = state
    assert match.current == 1 and state.phase == "raise"
    html = RENDERER.render(match.view(1), ctx_for(match, 1))
    text = "".join(controls(html).text)
    assert "Höchstgebot 2 von Anna" in text and "Mindestens 3." in text
    assert {"pass", "raise 3"} <= set(controls(html).actions)
    assert {f"raise {n}" for n in range(3, 8)} <= reachable(match, 1)
    match.state = play(state, "pass")
    assert match.current == 0 and match.state.phase == "protect"
    parsed = controls(RENDERER.render(match.view(0), ctx_for(match, 0)))
    assert parsed.actions == ["keep", "protect 2"]
    assert "Auf 2 Schutzchips" in parsed.text


def test_end_note_says_why_the_game_ended() -> None:
    from kartentisch.ui.table.table_api import TableContext

    ctx = TableContext(None, "de", ["A", "B"], [], [None, None])
    assert RENDERER.end_note(cast(ZehnView, {"end_reason": "rounds_done"}), ctx) == (
        "Nach der 10. Runde ist das Spiel zu Ende."
    )
    assert "Auffüllen" in RENDERER.end_note(cast(ZehnView, {"end_reason": "draw_pile_empty"}), ctx)
    assert RENDERER.end_note(cast(ZehnView, {"end_reason": None}), ctx) == ""


def tied_round_match(hands: list[str], lays: list[str], adds: list[str]) -> Match:
    """A two-seat round without auctions that ends in a tie of totals."""
    from tests.games.zehn.helpers import deal, play

    state = play(deal(hands, chips=[0, 0]), *lays, *adds)
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES[:2]], 1)
    match.state = state
    return match


def resolution_text(match: Match, seat: int, lang: str) -> str:
    ctx = ctx_for(match, seat)
    ctx.lang = lang
    return "".join(controls(RENDERER.render(match.view(seat), ctx)).text)


def test_resolution_says_why_on_equal_totals() -> None:
    # 9 + 1 against 5 + 5: both total 10, the higher single card decides
    match = tied_round_match(
        ["9 1 7 6", "5 5 2 3"], ["lay 9 open", "lay 5 open"], ["add 1", "add 5"]
    )
    res = match.state.resolution
    assert res is not None and (res["winner"], res["loser"]) == (0, 1)
    lines = {
        "de": "Gleiche Summe: die höhere Einzelkarte liegt vorn.",
        "en": "Equal totals: the higher single card ranks higher.",
        "nl": "Gelijk totaal: de hogere losse kaart gaat voor.",
    }
    for lang, line in lines.items():
        text = resolution_text(match, 1, lang)
        assert text.count(line) == 1  # one line, though it decided both ends
        assert "Zugfolge" not in text and "turn order" not in text
    # 4 + 6 against 6 + 4: the same highest card, so the turn order decides
    match = tied_round_match(
        ["4 6 7 8", "6 4 7 8"], ["lay 4 open", "lay 6 open"], ["add 6", "add 4"]
    )
    assert "wer in der Zugfolge früher kommt" in resolution_text(match, 0, "de")
    assert "earlier in turn order" in resolution_text(match, 0, "en")
    assert "eerder aan de beurt" in resolution_text(match, 0, "nl")


def test_resolution_names_no_tie_break_when_totals_decide() -> None:
    match = tied_round_match(
        ["9 1 7 6", "5 2 8 3"], ["lay 9 open", "lay 5 open"], ["add 1", "add 2"]
    )
    text = resolution_text(match, 0, "de")
    assert "Auflösung" in text and "Gleiche Summe" not in text


def test_a_person_with_no_fitting_card_is_asked_and_presses_stop() -> None:
    from tests.games.zehn.helpers import deal, play

    state = play(deal(["9 8 7 6", "5 2 8 3"], chips=[0, 0]), "lay 9 open", "lay 5 open")
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES[:2]], 1)
    match.state = state
    assert match.current == 0 and match.legal(0) == ["stop"]
    parsed = controls(RENDERER.render(match.view(0), ctx_for(match, 0)))
    assert parsed.actions == ["stop"]
    assert "9 + 8 = 17, mehr als 10." in "".join(parsed.text)


def test_counts_read_singular_by_their_own_words_and_names_stay_as_typed() -> None:
    from kartentisch.ui.tables.zehn import faces

    odd = ["Team 1 Chips", "1 points", "1 Strafpunkte"]
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in odd], 2)
    ctx = ctx_for(match, 0)
    ctx.names = list(odd)
    for lang in ("de", "en", "nl"):
        ctx.lang = lang
        html = RENDERER.render(match.view(0), ctx)
        assert html.count("Team 1 Chips") >= 1 and "Team 1 Chip<" not in html
        assert "1 points" in html and "1 point<" not in html
        assert "1 Strafpunkte" in html and "1 Strafpunkt<" not in html
    ctx.lang = "en"
    assert faces.count(ctx, "chips", 1) == "1 chip" and faces.count(ctx, "chips", 2) == "2 chips"
    ctx.lang = "de"
    assert faces.count(ctx, "prot", 1) == "1 Schutzchip"
    ctx.lang = "nl"
    assert faces.count(ctx, "hand", 1) == "1 handkaart"


def test_the_symbols_have_a_legend() -> None:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES], 2)
    ctx = ctx_for(match, 0)
    for lang, word in (("de", "Startspieler"), ("en", "start player"), ("nl", "startspeler")):
        ctx.lang = lang
        html = RENDERER.render(match.view(0), ctx)
        legend = html.split('class="zt-legend')[1].split("</p>")[0]
        assert all(sign in legend for sign in ("●", "▯", "✖", "S ")) and word in legend


def test_the_hand_is_sized_for_a_full_hand_and_the_auction_keeps_its_line() -> None:
    """The hand asks fit.js for four cards all round (the cards keep their size as the round
    uses them up); the middle keeps the auction's line when there is none, and the only seat
    marked is the one to move (the question's panel carries no ring of its own)."""
    match = Match.start(catalogue.get("zehn"), [PlayerSpec(n) for n in NAMES], 2)
    seat = match.current
    assert seat is not None
    html = RENDERER.render(match.view(seat), ctx_for(match, seat))
    hand = html.split('class="zt-hand"')[1].split(">")[0]
    assert 'data-hand="4"' in hand
    assert 'class="zt-auctionslot"' in html and 'class="zt-auction"' not in html
    assert html.count("zt-seat me active") + html.count("zt-seat active") == 1
    lay = next(a for a in match.legal(seat) if a.startswith("lay "))
    match.play(lay, seat)
    after = match.view(seat)
    assert len(after["hand"] or []) == 3
    hand = RENDERER.render(after, ctx_for(match, seat)).split('class="zt-hand"')[1]
    assert 'data-hand="4"' in hand.split(">")[0]
