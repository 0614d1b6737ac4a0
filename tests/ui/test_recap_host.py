"""The host's narration: the line under the caption and the recap, from the game's sentences.

The line says the last bot step in the log's own words, in the language of the paint; the
recap at a person's turn tells every event since they last acted, a line a seat with the name
said once, the heaviest first, and goes when they act or put it away.
"""

from __future__ import annotations

from typing import Any

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.views import IMPORTANT
from kartentisch.ui.table import fresh_events, narration
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for


def host_for(game_id: str, seats: list[tuple[str, str | None]], seed: int) -> TableHost:
    game = catalogue.get(game_id)
    match = Match.start(game, [PlayerSpec(n, level) for n, level in seats], seed)
    return TableHost(match, renderer_for(game_id), "de")


def first_legal(host: TableHost) -> None:
    seat = host.shown_seat()
    host.play(sorted(host.legal_for(seat))[0])


def test_merge_says_the_name_once_and_keeps_other_subjects_whole() -> None:
    merged = narration.merge(["Ben zieht vom Stapel", "Ben legt Pik 7 ab."], "Ben")
    assert merged == "Ben zieht vom Stapel, legt Pik 7 ab."
    # a sentence of two clauses does not go on with a comma: its last subject is another
    slip = narration.merge(["Ben ist der Esel! Die 7 passte.", "Ben bekommt 2 Karten."], "Ben")
    assert slip == "Ben ist der Esel! Die 7 passte. Ben bekommt 2 Karten."
    assert narration.merge(["Runde 2.", "Ben gibt."], "Ben") == "Runde 2. Ben gibt."


def test_alone_with_bots_the_recap_tells_every_bot_move_since_the_persons_turn() -> None:
    host = host_for("fuenf-kronen", [("Mia", None), ("Ben", "easy"), ("Opa", "easy")], 5)
    game = host.match.game
    for _ in range(200):
        if host.match.is_over():
            break
        if host.bot_seat() is not None:
            host.bot_step()
            continue
        frame = host.frame()
        mark = host.heard.marks[0]
        missed = host.heard.since(mark)
        if any(narration.seat_of(e) in (1, 2) for e in missed):
            assert frame.recap, "the person's turn begins after bot moves"
            text = " ".join(line.text for line in frame.recap)
            for event in missed:
                for sentence in game.tell(event, host.names, "de", 0):
                    core = sentence.rstrip(".")
                    for name in ("Ben ", "Opa "):
                        core = core.removeprefix(name)
                    assert core in text, (sentence, text)
            weights = [line.weight for line in frame.recap]
            assert weights == sorted(weights, reverse=True)
            seats = [line.seat for line in frame.recap if line.seat is not None]
            assert len(seats) == len(set(seats)), "a line a seat"
        first_legal(host)
        assert host.frame().recap == [], "acting puts the recap away"


def test_a_recap_put_away_tells_only_what_comes_after() -> None:
    host = host_for("zehn-gebote", [("Mia", None), ("Ben", "easy"), ("Opa", "easy")], 2)
    for _ in range(60):
        if host.bot_seat() is not None:
            host.bot_step()
        elif host.frame().recap:
            break
        else:
            first_legal(host)
    assert host.frame().recap
    host.dismiss_recap()
    assert host.frame().recap == []


def test_a_penalty_leads_the_recap_of_the_next_person() -> None:
    host = host_for("zehn-gebote", [("Mia", None), ("Ben", None), ("Opa", "easy")], 1)
    host.confirm_pass()
    host.play("penalty 1 T01")
    host.play("first 2")
    while host.bot_seat() is not None or not host.needs_pass():
        if host.bot_seat() is not None:
            host.bot_step()
        else:
            legal = host.legal_for(host.shown_seat())
            host.play("draw" if "draw" in legal else sorted(legal)[0])
    frame = host.frame()
    assert frame.kind == "pass" and frame.pass_name == "Ben"
    assert frame.recap[0].weight == IMPORTANT
    assert frame.recap[0].text.startswith("Strafchip für dich")
    host.confirm_pass()
    assert host.frame().recap == frame.recap


def test_the_line_under_the_caption_follows_the_language() -> None:
    host = host_for("zehn", [("Mia", None), ("Ben", "easy"), ("Opa", "easy")], 3)
    said: dict[str, Any] = {}
    for _ in range(40):
        if host.bot_seat() is not None:
            host.bot_step()
            break
        first_legal(host)
    for lang in ("de", "en", "nl"):
        host.lang = lang
        said[lang] = host.frame().last_move
    assert said["de"] and said["en"] and said["nl"]
    assert len(set(said.values())) == 3


def test_undo_forgets_what_it_took_back() -> None:
    host = host_for("fuenf-kronen", [("Mia", None), ("Ben", "easy")], 4)
    for _ in range(20):
        if host.bot_seat() is not None:
            host.bot_step()
        elif host.can_undo():
            break
        else:
            first_legal(host)
    if host.can_undo():
        host.undo()
        total = fresh_events.total(host.match.view(0))
        assert host.heard.end <= total
        assert all(mark <= total for mark in host.heard.marks.values())
