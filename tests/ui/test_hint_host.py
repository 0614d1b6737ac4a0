"""The hint at the table: offered to a person against bots on their turn, counted in the save
and the statistics, gone with the next move; never offered where only people play."""

from __future__ import annotations

import json

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.records import stats
from kartentisch.ui.records.stats import GameRecord, SeatResult, Statistics
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for


def host_for(game_id: str, seats: list[tuple[str, str | None]]) -> TableHost:
    match = Match.start(catalogue.get(game_id), [PlayerSpec(n, b) for n, b in seats], 6)
    return TableHost(match, renderer_for(game_id), "de")


def persons_turn(host: TableHost) -> None:
    while host.bot_seat() is not None:
        host.bot_step()


def test_the_hint_shows_the_hard_move_with_its_reason_until_a_move() -> None:
    host = host_for("fuenf-kronen", [("Ada", None), ("Bo", "easy")])
    persons_turn(host)
    assert host.hint_available()
    assert host.frame().hint == ""
    outcome = host.hint()
    assert outcome.changed
    frame = host.frame()
    assert frame.hint and frame.hint_action in host.legal_for(0)
    advice = host.match.advice(0)
    assert advice is not None and frame.hint_action == advice.action
    assert host.match.hints == 1
    assert json.loads(saves.to_json(host.match))[saves.HINTS_KEY] == 1
    host.play(frame.hint_action)
    assert host.frame().hint == ""


def test_no_hint_among_people_only() -> None:
    host = host_for("zehn-gebote", [("Ada", None), ("Bo", None)])
    host.confirm_pass()
    assert not host.hint_available()
    assert not host.hint().changed


def test_the_statistics_mark_games_played_with_hints() -> None:
    value = Statistics()
    for i in range(4):
        seats = (SeatResult("Pat", None, float(i), 1), SeatResult("Anna", "hard", 9.0, 2))
        value = value.with_game(GameRecord(f"{i:024d}", "zehn", seats, hinted=i % 2 == 0), 2)
    totals = value.totals()
    assert totals[("zehn", "Pat", None)].hinted == 2
    assert totals[("zehn", "Anna", "hard")].hinted == 0, "only the person asks for hints"
    again = stats.from_json(stats.to_json(value))
    assert again == value
    assert '"hinted":true' in stats.to_json(value)


def test_statistics_of_version_2_read_as_games_without_hints() -> None:
    value = Statistics()
    seats = (SeatResult("Pat", None, 3.0, 1), SeatResult("Anna", "hard", 9.0, 2))
    value = value.with_game(GameRecord("0" * 24, "zehn", seats, undo=True), 5)
    body = json.loads(stats.to_json(value))
    body["version"] = 2
    for record in body["records"]:
        del record["hinted"]
        del record["guided"]
    body.pop("checksum", None)
    from kartentisch.ui.records import stored_json

    old = stats.from_json(stored_json.dumps(body))
    assert old.records[0].hinted is False and old.records[0].undo is True
