"""The table host's logic with the demo game: views, pass-and-play, bots, errors, the end."""

from __future__ import annotations

from typing import Any

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec, View
from kartentisch.ui.table.frame import EndTexts
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.table.table_api import BaseRenderer, TableContext
from kartentisch.ui.tables import renderer_for
from kartentisch.ui.tables.demo.table import DemoRenderer


def host_for(*players: PlayerSpec, seed: int = 7) -> TableHost:
    match = Match.start(catalogue.get("demo"), players, seed)
    return TableHost(match, renderer_for("demo"), "de", {"speed": "off"})


def play_to_end(host: TableHost, limit: int = 500) -> None:
    for _ in range(limit):
        if host.match.is_over():
            return
        if host.needs_pass():
            host.confirm_pass()
        elif host.bot_seat() is not None:
            assert host.bot_step().changed
        else:
            legal = host.legal_for(host.shown_seat())
            assert host.play(legal[0]).changed
    raise AssertionError("game did not end")


def test_one_person_always_sees_own_view_and_bots_caption() -> None:
    host = host_for(PlayerSpec("Ada"), PlayerSpec("Bot", "greedy"))
    assert not host.needs_pass()
    assert host.shown_seat() == 0
    host.play(host.legal_for(0)[0])
    assert host.shown_seat() == 0
    assert host.legal_for(0) == []
    outcome = host.bot_step()
    assert outcome.changed and outcome.caption.startswith("Bot: ")
    frame = host.frame()
    assert frame.kind == "table" and frame.viewer == 0 and frame.last_move == outcome.caption


def test_the_header_says_whose_turn_and_the_last_move_apart() -> None:
    host = host_for(PlayerSpec("Ada"), PlayerSpec("Bot", "greedy"))
    host.play(host.legal_for(0)[0])
    assert host.frame().caption == "Bot ist am Zug" and host.frame().last_move == ""
    outcome = host.bot_step()
    frame = host.frame()
    assert host.match.current == 0 and frame.your_turn
    assert frame.caption == "Du bist am Zug", "the status never shows a move"
    assert frame.last_move == outcome.caption and outcome.caption.startswith("Bot: ")
    host.play(host.legal_for(0)[0])
    assert host.frame().last_move == "", "a person's own move clears it"


def test_two_people_get_a_pass_screen_that_hides_the_table() -> None:
    host = host_for(PlayerSpec("Ada"), PlayerSpec("<b>Bo</b>"))
    frame = host.frame()
    assert frame.kind == "pass" and frame.pass_name == "Ada" and frame.html == ""
    assert host.play("draw").error_key == "error.not_your_turn"
    host.confirm_pass()
    assert host.frame().kind == "table"
    assert host.play(host.legal_for(0)[0]).changed
    frame = host.frame()
    assert frame.kind == "pass" and frame.pass_name == "<b>Bo</b>"
    assert host.test_state()["legal"] == []


def test_illegal_action_is_an_error_not_a_crash() -> None:
    host = host_for(PlayerSpec("Ada"), PlayerSpec("Bot", "random"))
    moves = len(host.match.log)
    outcome = host.play("play 99")
    assert outcome.error_key == "error.illegal" and not outcome.changed
    assert len(host.match.log) == moves


def test_drop_and_key_map_to_actions() -> None:
    host = host_for(PlayerSpec("Ada"), PlayerSpec("Bot", "random"))
    action = next(a for a in host.legal_for(0) if a.startswith("play"))
    assert host.on_drop(action, "pile").changed
    host.bot_step()
    if "draw" in host.legal_for(0):
        assert host.on_key("d").changed


def test_game_plays_to_the_end_with_ranked_rows() -> None:
    for players in (
        (PlayerSpec("A"), PlayerSpec("B")),
        (PlayerSpec("A", "random"), PlayerSpec("B", "greedy"), PlayerSpec("C", "random")),
        (PlayerSpec("A"), PlayerSpec("B", "greedy")),
    ):
        host = host_for(*players)
        play_to_end(host)
        rows = host.end_rows()
        assert [r.rank for r in rows] == sorted(r.rank for r in rows)
        assert host.frame().over
        assert host.test_state()["over"] is True


def test_bots_only_show_the_spectator_view() -> None:
    host = host_for(PlayerSpec("A", "random"), PlayerSpec("B", "random"))
    assert host.shown_seat() is None
    assert "hand" not in host.frame().html


class _NoHooks:
    """A renderer written against the protocol only (no ``BaseRenderer``)."""

    game_id = "demo"

    def render(self, view: object, ctx: object) -> str:
        return ""

    def log_lines(self, view: object, ctx: object) -> list[str]:
        return []

    def announce(self, before: object, after: object, ctx: object) -> list[str]:
        return []


class _CardsLeft(DemoRenderer):
    def result_label(self, view: View, ctx: TableContext) -> str:
        return {"de": "Karten übrig", "en": "Cards left"}.get(ctx.lang, "Kaarten over")

    def end_note(self, view: View, ctx: TableContext) -> str:
        return "Rundenlimit" if view.get("over") is not False else ""


def test_end_texts_default_to_points_and_follow_the_renderer() -> None:
    host = host_for(PlayerSpec("A", "greedy"), PlayerSpec("B", "random"))
    play_to_end(host)
    assert host.end_texts() == EndTexts("Punkte", "")
    host.lang = "nl"
    assert host.end_texts().label == "Punten"
    host.renderer = _NoHooks()  # type: ignore[assignment]
    assert host.end_texts() == EndTexts("Punten", "")
    host.renderer = _CardsLeft()
    host.lang = "en"
    assert host.end_texts() == EndTexts("Cards left", "Rundenlimit")


def test_base_renderer_reads_a_round_limit_from_the_view() -> None:
    base: BaseRenderer[Any] = DemoRenderer()
    for lang, words in (("de", "Rundenlimit (30 Runden)"), ("en", "round limit (30"), ("nl", "30")):
        ctx = TableContext(seat=0, lang=lang, names=["A", "B"], legal=[], bots=[None, None])
        assert words in base.end_note({"end_reason": "round_limit", "round_limit": 30}, ctx)
        assert base.end_note({"end_reason": "went_out"}, ctx) == ""
        assert base.end_note({}, ctx) == ""
        assert base.end_note({"end_reason": "round_limit"}, ctx) != ""


def test_the_eselspiel_round_limit_is_told_on_the_end_screen() -> None:
    players = [PlayerSpec(n, "sleepy") for n in ("A", "B", "C")]
    match = Match.start(catalogue.get("eselspiel"), players, 3, {"round_limit": 1})
    host = TableHost(match, renderer_for("eselspiel"), "en", {"speed": "off"})
    play_to_end(host)
    assert match.view(None)["end_reason"] == "round_limit"
    texts = host.end_texts()
    assert texts.note != "" and texts.label != ""


def test_the_person_at_the_device_is_you_in_every_language() -> None:
    host = host_for(PlayerSpec("Spieler 1"), PlayerSpec("Bot", "greedy"))
    expected = {"de": "Du bist am Zug", "en": "Your turn", "nl": "Jij bent aan de beurt"}
    for lang, caption in expected.items():
        host.lang = lang
        assert host.frame().caption == caption
        assert "Spieler" not in host.frame().caption


def test_a_bot_move_names_the_bot_once() -> None:
    """Zehn's sentences name the player ("Otto passt"): the last move says it once, not
    "Otto: Otto passt"; a game whose text is a bare action keeps the "Name: …" form."""
    players = (PlayerSpec("Ada"), PlayerSpec("Otto", "easy"), PlayerSpec("Mira", "easy"))
    match = Match.start(catalogue.get("zehn"), players, 3)
    host = TableHost(match, renderer_for("zehn"), "de")
    seen = 0
    while not match.is_over() and seen < 12:
        if host.bot_seat() is None:
            match.play(match.legal(0)[0], 0)
            continue
        caption = host.bot_step().caption
        for name in ("Otto", "Mira"):
            assert not caption.startswith(f"{name}: {name}"), caption
        seen += 1
    assert seen == 12
