"""The Eselspiel table rendered on CPython: every legal action reachable, escaping, names."""

from __future__ import annotations

import re
from dataclasses import replace
from html.parser import HTMLParser
from typing import cast

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.eselspiel import GAME, texts
from kartentisch.games.eselspiel.state import EselspielState
from kartentisch.games.eselspiel.view import EselspielView
from kartentisch.ui.table import fresh_events, toasts
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.eselspiel.table import EselRenderer

NAMES = ["Anna", "<b>Ben</b>", "Cem", "Dora"]
RENDERER = EselRenderer()
"""The Eselspiel table keeps nothing on itself (its state is in ``ctx.ui``), so one serves
every test here."""


def table(*draws: str, discards: list[str], middle: list[str] | None = None) -> EselspielState:
    return EselspielState(
        names=NAMES[: len(draws)],
        rng=Rng(1),
        draws=[[int(c) for c in reversed(d.split())] for d in draws],
        discards=[[int(c) for c in d.split()] for d in discards],
        middle=[[int(c) for c in m.split()] for m in (middle or [])],
        aside=[],
    )


def ctx_for(state: EselspielState, seat: int | None = 0, **settings: object) -> TableContext:
    legal = GAME.legal_actions(state, seat) if seat is not None else []
    return TableContext(
        seat=seat,
        lang="de",
        names=list(state.names),
        legal=legal,
        bots=[None] * len(state.names),
        settings=dict(settings),
    )


class Controls(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.actions: list[str] = []
        self.ui: list[str] = []
        self.unnamed: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if "data-action" in found:
            self.actions.append(str(found["data-action"]))
        if "data-ui" in found:
            self.ui.append(str(found["data-ui"]))
        if tag == "button" and not found.get("aria-label"):
            self.unnamed.append(str(found))


def controls(html: str) -> Controls:
    parser = Controls()
    parser.feed(html)
    return parser


def test_every_legal_action_has_a_button_in_every_phase() -> None:
    match = Match.start(
        catalogue.get("eselspiel"), [PlayerSpec(n) for n in ("Anna", "Ben", "Cem")], 5
    )
    rng = Rng(5)
    for _ in range(300):
        if match.is_over():
            break
        seat = match.current
        assert seat is not None
        state = match.state
        ctx = ctx_for(state, seat)
        found = controls(RENDERER.render(match.view(seat), ctx))
        assert not found.unnamed
        missing = set(ctx.legal) - set(found.actions)
        if missing:
            # the own discard top is picked first, then its targets become buttons
            assert all(a.startswith("top ") for a in missing) and "top" in found.ui
            assert RENDERER.on_ui("top", match.view(seat), ctx) is None
            picked = controls(RENDERER.render(match.view(seat), ctx))
            assert missing <= set(picked.actions)
        match.play(rng.choice(sorted(ctx.legal)), seat)


def test_names_are_escaped() -> None:
    state = table("7 3", "9", "9", discards=["", "8", ""])
    html = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    assert "<b>Ben" not in html and "&lt;b&gt;Ben&lt;/b&gt;" in html


def test_a_pile_the_card_does_not_fit_takes_the_action_and_the_card_comes_back() -> None:
    state = GAME.apply(table("7 3", "9", "9", discards=["", "8", "12"]), "turn")
    found = controls(RENDERER.render(GAME.view(state, 0), ctx_for(state)))
    assert {"place seat 1", "place seat 2", "keep"} <= set(found.actions)
    assert found.ui == []
    back = GAME.apply(state, "place seat 2")
    assert back.pending == 7 and back.turn == 0 and back.donkey is None
    html = RENDERER.render(GAME.view(back, 0), ctx_for(back))
    assert (
        '<p class="es-prompt" role="status" data-prompt>Die 7 passt nicht auf die 12.</p>' in html
    )
    assert "Du nimmst die 7 zurück: sie passt nicht auf die 12." in RENDERER.log_lines(
        GAME.view(back, 0), ctx_for(back)
    )
    assert "Anna nimmt die 7 zurück: sie passt nicht auf die 12." in RENDERER.log_lines(
        GAME.view(back, 1), ctx_for(back, 1)
    )


class Piles(HTMLParser):
    """Every pile a card can be put on (``data-drop``), with its tag, classes and label."""

    def __init__(self) -> None:
        super().__init__()
        self.piles: dict[str, tuple[str, str, str, bool]] = {}

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        drop = found.get("data-drop")
        if drop and drop != "keep":
            cls = str(found.get("class", "")).replace(" just-moved", "")
            self.piles[drop] = (tag, cls, str(found.get("aria-label")), "data-action" in found)


def piles(html: str) -> dict[str, tuple[str, str, str, bool]]:
    parser = Piles()
    parser.feed(html)
    return parser.piles


def test_without_assist_every_pile_looks_and_reads_alike() -> None:
    """The 7 fits the middle's 6 and Ben's 8, not Cem's 12 nor the middle's 9 nor Dora's empty
    pile: nothing on the table may tell which (no lift, no glow, no other words or cursor)."""

    def layout(card: int) -> EselspielState:
        discards = ["12", "8", "12", ""]
        return table(f"{card} 3", "9", "9", "9", discards=discards, middle=["1 2 3 4 5 6", "8 9"])

    pile_kinds = {"card", "face", "es-slot", "es-mid", "es-discard"}
    seen: dict[tuple[int, bool], dict[str, tuple[str, str, str, bool]]] = {}
    for card in (7, 15):
        turned = GAME.apply(layout(card), "turn")
        placed = GAME.apply(GAME.apply(layout(7), "turn"), "place middle 1")
        placed.discards[0][-1] = card  # the own top to place: fits, or fits nowhere
        for state, picked in ((turned, False), (placed, True)):
            ctx = ctx_for(state)
            if picked:
                ctx.ui["top"] = True
            html = RENDERER.render(GAME.view(state, 0), ctx)
            assert "highlight" not in html and "nofit" not in html
            found = piles(html)
            assert set(found) == {"middle 1", "middle 2", "seat 1", "seat 2", "seat 3"}
            for target, (tag, cls, label, has_action) in found.items():
                assert tag == "button" and has_action
                assert set(cls.split()) - pile_kinds == {"playable", "target"}
                pile = texts.pile_name(target, ctx.names, "de", 0)
                assert label.startswith(f"Die {card} auf {pile} legen – "), label
            seen[card, picked] = {
                t: (tag, cls, label.replace(f"Die {card} ", "Die # "), has)
                for t, (tag, cls, label, has) in found.items()
            }
    assert seen[7, False] == seen[15, False]
    assert seen[7, True] == seen[15, True]


def test_assist_highlights_where_the_card_must_go() -> None:
    state = GAME.apply(table("7 3", "9", "9", discards=["", "8", "12"]), "turn")
    plain = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    helped = RENDERER.render(GAME.view(state, 0), ctx_for(state, assist=True))
    assert "highlight" not in plain
    marked = re.findall(r'data-action="([^"]+)" class="[^"]*highlight', helped)
    assert marked == ["place seat 1"]
    flat = piles(helped)["seat 2"]
    assert "nofit" in flat[1] and "playable" not in flat[1]
    assert flat[2] == "Ablagestapel von Cem: 1 Karte, oben die 12"


def test_the_end_screen_says_who_went_out_or_that_the_limit_came() -> None:
    out = GAME.apply(GAME.apply(table("7", "9 9", discards=["", "8"]), "turn"), "place seat 1")
    assert GAME.is_over(out)
    assert RENDERER.end_note(GAME.view(out, 0), ctx_for(out, None)) == "Anna hat keine Karten mehr."
    limit = table("7 7", "9 9", discards=["", ""])
    limit.round_limit = 1
    limit = GAME.apply(GAME.apply(GAME.apply(GAME.apply(limit, "turn"), "keep"), "turn"), "keep")
    assert GAME.view(limit, None)["end_reason"] == "round_limit"
    ctx = ctx_for(limit, None)
    ctx.lang = "en"
    assert "round limit" in RENDERER.end_note(GAME.view(limit, None), ctx)


def test_a_slip_is_told_on_the_table_and_in_a_toast() -> None:
    state = GAME.apply(table("7 3", "9 9", "9 9", discards=["", "8", ""]), "turn")
    before = GAME.view(state, 0)
    after_state = GAME.apply(state, "keep")
    after = GAME.view(after_state, 0)
    ctx = ctx_for(after_state)
    ctx.fresh = fresh_events.between(before, after)
    assert RENDERER.announce(before, after, ctx) == [
        "Du bist der Esel! Die 7 passte auf <b>Ben</b>s 8."
    ]
    html = RENDERER.render(after, ctx)
    # the banner says what it costs, the toast where the card belonged: the toast repeats no
    # panel, so it is shown (and stays after the next player's step has taken the banner)
    assert "passte auf" not in html and "Esel!" in html
    assert not toasts.repeats_shown(RENDERER.announce(before, after, ctx)[0], html)
    assert html.count('es-gift"') == 2
    assert 'aria-label="Du hast die Eselkarte"' in html
    assert "Du bekommst die Eselkarte und 2 Karten." in RENDERER.log_lines(after, ctx)
    assert '<span class="es-took">Du bekommst die Eselkarte und 2 Karten.</span>' in html
    # Ben sees whose slip it was, and that the card fitted on his own pile
    ben_ctx = ctx_for(after_state, 1)
    ben_ctx.fresh = fresh_events.between(GAME.view(state, 1), GAME.view(after_state, 1))
    ben = RENDERER.announce(GAME.view(state, 1), GAME.view(after_state, 1), ben_ctx)
    assert ben == ["Anna ist der Esel! Die 7 passte auf deine 8."]
    assert "Anna bekommt die Eselkarte und 2 Karten." in RENDERER.log_lines(
        GAME.view(after_state, 1), ctx_for(after_state, 1)
    )


def test_one_card_to_the_donkey_reads_as_one() -> None:
    state = GAME.apply(GAME.apply(table("7 3", "9 9", discards=["", "8"]), "turn"), "keep")
    view = GAME.view(state, 1)
    for lang, words in (
        ("de", "Anna bekommt die Eselkarte und eine Karte."),
        ("en", "Anna gets the donkey card and one card."),
        ("nl", "Anna krijgt de ezelkaart en één kaart."),
    ):
        ctx = ctx_for(state, 1)
        ctx.lang = lang
        assert words in RENDERER.log_lines(view, ctx)
        assert words in RENDERER.render(view, ctx)


def test_keys_turn_keep_and_middle_piles() -> None:
    state = table("7 3", "9", discards=["", ""], middle=["1 2 3 4 5 6"])
    ctx = ctx_for(state)
    assert RENDERER.on_key("t", GAME.view(state, 0), ctx) == "turn"
    placed = GAME.apply(state, "turn")
    ctx = ctx_for(placed)
    assert RENDERER.on_key("1", GAME.view(placed, 0), ctx) == "place middle 1"
    assert RENDERER.on_key("k", GAME.view(placed, 0), ctx) == "keep"
    assert RENDERER.on_key("2", GAME.view(placed, 0), ctx) is None


def test_the_own_top_can_be_dragged_onto_a_pile() -> None:
    state = GAME.apply(
        GAME.apply(table("7 3", "9 9", "9", discards=["12", "8", "11"]), "turn"), "place seat 1"
    )
    view, ctx = GAME.view(state, 0), ctx_for(state)
    assert RENDERER.on_drop("top", "seat 2", view, ctx) == "top seat 2"
    assert RENDERER.on_drop("top", "seat 1", view, ctx) == "top seat 1"  # the engine answers
    assert RENDERER.on_drop("card", "seat 2", view, ctx) is None


def test_the_spectator_and_other_seats_get_no_controls() -> None:
    state = table("7 3", "9", discards=["", ""])
    for seat in (None, 1):
        found = controls(RENDERER.render(GAME.view(state, seat), ctx_for(state, seat)))
        assert found.actions == [] and found.ui == []


def test_seats_run_counter_clockwise_from_the_bottom() -> None:
    state = table("7", "9", "9", "9", discards=["", "", "", ""])
    html = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    spots = re.findall(r'--x:([\d.]+)%;--y:([\d.]+)%" data-seat="(\d)"', html)
    where = {int(s): (float(x), float(y)) for x, y, s in spots}
    assert where[0][1] > 75  # bottom
    assert where[1][0] > 75  # right
    assert where[2][1] < 25  # top
    assert where[3][0] < 25  # left


def test_the_table_words_are_read_from_the_games_text_files() -> None:
    for lang, one, many in (("de", "1 Karte", "3 Karten"), ("en", "1 card", "3 cards")):
        assert texts.count_cards(1, lang) == one and texts.count_cards(3, lang) == many
    assert texts.table_words("fr")(texts.TABLE + "donkey") == "Esel"
    assert texts.TABLE + "donkey_holder_you" in texts.table_words("nl")


def test_the_cards_fly_to_the_donkey_once_and_the_banner_goes_with_the_next_move() -> None:
    state = GAME.apply(
        GAME.apply(table("7 3", "9 9", "9 9", discards=["", "8", ""]), "turn"), "keep"
    )
    html = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    assert html.count('es-gift"') == 2 and 'class="es-slip fresh"' in html
    state = GAME.apply(state, "turn")  # Ben's next card: the table is drawn again
    html = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    assert "es-gift" not in html
    assert "es-slip" not in html, "a slip never stands beside the next player's card"
    assert "Du bist der Esel! Die 7 passte auf <b>Ben</b>s 8." in RENDERER.log_lines(
        GAME.view(state, 0), ctx_for(state)
    )


def test_a_slip_that_ends_the_game_still_shows_the_cards_flying() -> None:
    state = GAME.apply(GAME.apply(table("7 3", "", discards=["", "8"]), "turn"), "keep")
    assert GAME.is_over(state)
    html = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    assert html.count('es-gift"') == 1


def test_the_last_card_arrives_on_its_pile() -> None:
    """Drawn after each step, the table lets the card just moved arrive on its pile."""
    start = table("7 1 3", "9 9", "9 9", discards=["", "8", "6"], middle=["1 2 3 4 5 6"])

    def arrived(state: EselspielState) -> list[str]:
        html = RENDERER.render(GAME.view(state, 1), ctx_for(state, seat=1))
        tags = re.findall(r"<[^>]*just-moved[^>]*>", html)
        return [re.findall(r'aria-label="([^"]*)"', t)[0] for t in tags]

    placed = GAME.apply(GAME.apply(start, "turn"), "place middle 1")
    assert arrived(placed) == ["Mittelstapel 1: oben die 7, 7 Karten"]
    one = GAME.apply(placed, "turn")
    assert arrived(one) == ["Mittelstapel 2: oben die 1, 1 Karte"]
    turned = GAME.apply(one, "turn")
    assert arrived(turned) == ["Aufgedeckt: 3"]
    kept = GAME.apply(turned, "keep")
    assert arrived(kept) == ["Ablagestapel von Anna: 1 Karte, oben die 3"]


def test_one_card_left_reads_as_one() -> None:
    state = table("7", "9 9", discards=["", ""])
    html = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    assert '<span class="es-left">1 Karte</span>' in html
    assert '<span class="es-left">2 Karten</span>' in html


def test_end_screen_counts_cards_left_in_every_language() -> None:
    from kartentisch.ui.table.table_api import TableContext

    labels = {
        lang: RENDERER.result_label(cast(EselspielView, {}), TableContext(None, lang, [], [], []))
        for lang in ("de", "en", "nl")
    }
    assert labels == {"de": "Karten übrig", "en": "Cards left", "nl": "Kaarten over"}


def test_the_person_at_the_device_is_you_in_every_language() -> None:
    state = GAME.apply(GAME.apply(table("7 3", "9 9", discards=["", "8"]), "turn"), "keep")
    view = GAME.view(state, 0)
    for lang, slip, took in (
        ("de", "Du bist der Esel!", "Du bekommst die Eselkarte und eine Karte."),
        ("en", "You are the donkey!", "You get the donkey card and one card."),
        ("nl", "Jij bent de ezel!", "Je krijgt de ezelkaart en één kaart."),
    ):
        ctx = ctx_for(state)
        ctx.lang = lang
        lines = RENDERER.log_lines(view, ctx)
        assert lines[1].startswith(slip) and lines[2] == took
        assert not any("Anna" in line for line in lines), lines


def test_the_round_is_shown_without_the_safeguard_limit() -> None:
    """The round limit is a safeguard, not the length of the game: "Runde 1 von 200" read like
    a game of 200 rounds, so the table says only which round it is."""
    state = table("7 3", "9", "9", discards=["", "8", ""])
    for lang, said in (("de", "Runde 1"), ("en", "Round 1"), ("nl", "Ronde 1")):
        html = RENDERER.render(GAME.view(state, 0), replace(ctx_for(state), lang=lang))
        found = re.search(r'<p class="es-round">([^<]*)</p>', html)
        assert found is not None and found[1] == said
        assert str(state.round_limit) not in found[1]


def test_assist_lights_the_own_top_when_it_fits_not_the_draw_pile() -> None:
    """After a placement the own top may be played or the next card turned: when the top fits
    a pile, the assist lights the top (it sheds a card), never the draw pile beside it, whose
    tap would pass that move by; when it fits nowhere, the draw pile is the move."""

    def lit(own_top: str) -> list[str]:
        start = table("7 3", "9 9", "9", discards=[own_top, "8", "11"])
        state = GAME.apply(GAME.apply(start, "turn"), "place seat 1")
        html = RENDERER.render(GAME.view(state, 0), ctx_for(state, assist=True))
        return re.findall(r'data-(?:action|ui)="([^"]+)" class="[^"]*highlight', html)

    assert lit("12") == ["top"]  # the 12 fits Cem's 11
    assert lit("15") == ["turn"]


def test_the_own_piles_are_the_hand_below_the_ring() -> None:
    """The own two piles are what the person plays with: the hand the page sizes large."""
    state = table("7 3", "9", "9", discards=["", "8", ""])
    html = RENDERER.render(GAME.view(state, 0), ctx_for(state))
    hands = re.findall(r'<div class="es-piles" data-hand="2">(.*?)</div>', html)
    assert len(hands) == 1 and 'data-action="turn"' in hands[0]
    ring = html[html.index('class="es-ring') : html.index('class="es-seat es-own')]
    assert 'data-seat="0"' not in ring and 'data-seat="1"' in ring and 'data-seat="2"' in ring


def test_the_direction_is_said_in_words() -> None:
    """A bare round arrow reads like a loading sign: the centre says which way play goes."""
    state = table("7 3", "9", "9", discards=["", "8", ""])
    for lang, said in (
        ("de", "Reihum gegen den Uhrzeigersinn"),
        ("en", "Turns go round counter-clockwise"),
        ("nl", "Om de beurt, tegen de klok in"),
    ):
        html = RENDERER.render(GAME.view(state, 0), replace(ctx_for(state), lang=lang))
        assert f'<span class="es-dir-text">{said}</span>' in html


def test_with_the_assist_a_tap_on_the_own_pile_first_says_where_the_card_fits() -> None:
    """The assist lights the pile the card must go to; a tap on the own pile then says so, and
    only a second tap keeps the card there (a slip): no single tap throws the shown move away.
    Without the assist the own pile keeps at once: seeing the fit is the player's job."""
    state = GAME.apply(table("7 3", "9", "9", discards=["", "8", "12"]), "turn")
    view = GAME.view(state, 0)
    plain = RENDERER.render(view, ctx_for(state))
    assert 'data-action="keep"' in plain
    ctx = ctx_for(state, assist=True)
    first = RENDERER.render(view, ctx)
    assert 'data-action="keep"' not in first and 'data-ui="keep"' in first
    assert RENDERER.on_ui("keep", view, ctx) is None
    warned = RENDERER.render(view, ctx)
    assert 'data-action="keep"' in warned
    assert "Die 7 passt auf &lt;b&gt;Ben&lt;/b&gt;s Stapel! Nochmal tippen" in warned
    fits_nowhere = GAME.apply(table("7 3", "9", "9", discards=["", "2", "12"]), "turn")
    helped = RENDERER.render(GAME.view(fits_nowhere, 0), ctx_for(fits_nowhere, assist=True))
    assert 'data-action="keep"' in helped


def test_the_dealer_is_named_on_the_table_in_the_first_round() -> None:
    """The first dealer is drawn from the seed and the seat after them begins: the table marks
    the dealer while the first round lasts."""
    for lang, word in (("de", "Geber"), ("en", "dealer"), ("nl", "gever")):
        state = table("7 3", "9", "9", discards=["", "8", ""])
        state.first = 2  # seat 1 dealt
        html = RENDERER.render(GAME.view(state, 0), replace(ctx_for(state), lang=lang))
        sections = html.split('data-seat="')[1:]
        marked = {part[0] for part in sections if 'class="es-dealer"' in part}
        assert marked == {"1"}
        assert f'<span class="es-dealer">{word}</span>' in html
        state.round = 2
        later = RENDERER.render(GAME.view(state, 0), replace(ctx_for(state), lang=lang))
        assert "es-dealer" not in later


def test_an_empty_own_draw_pile_says_a_tap_turns_the_discard_pile_over() -> None:
    """Not a card back with "0": the pile says what a tap does, in words and to a reader."""
    state = table("", "9 4", "9", discards=["5 12", "8", ""])
    view = GAME.view(state, 0)
    assert GAME.legal_actions(state, 0) == ["turn"]
    for lang, short, told in (
        ("de", "Ablage umdrehen", "Ablagestapel um (2 Karten)"),
        ("en", "Turn pile over", "discard pile over (2 cards)"),
        ("nl", "Stapel omdraaien", "aflegstapel om (2 kaarten)"),
    ):
        html = RENDERER.render(view, replace(ctx_for(state), lang=lang))
        pile = re.search(r'<button[^>]*data-action="turn"[^>]*>(.*?)</button>', html)
        assert pile is not None
        assert short in pile[1] and 'class="es-count"' not in pile[1]
        assert told in pile[0]
    assert RENDERER._prompt(view, ctx_for(state)).startswith("Dein Ziehstapel ist leer")
