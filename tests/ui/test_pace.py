"""The pace setting on the table host: a person's move without a choice plays itself (as the
bot loop does it: ``moves_by_itself``, then ``forced_step``), only with the setting on, never
while the coach teaches or right after an undo; a whole game then reaches its end with the
person deciding only where there is a choice. New players have the setting on; players whose
settings were stored before it existed keep it off."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.games.eselspiel import actions
from kartentisch.ui.lobby.settings import Settings
from kartentisch.ui.table.coach import Coach
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for

PLAYERS = [PlayerSpec("Pat"), PlayerSpec("Anna", "normal"), PlayerSpec("Ben", "normal")]


def host_for(autoplay: bool, seed: int = 4) -> TableHost:
    match = Match.start(catalogue.get("eselspiel"), PLAYERS, seed)
    settings = {"speed": "off", "autoplay": autoplay}
    return TableHost(match, renderer_for("eselspiel"), "de", settings)


def run_by_itself(host: TableHost) -> int:
    """What the bot loop does: bot steps and forced moves until the person decides."""
    forced = 0
    while host.moves_by_itself():
        if host.bot_seat() is not None:
            host.bot_step()
        else:
            assert host.forced_step().changed
            forced += 1
    return forced


def test_turning_a_card_plays_itself_only_with_the_setting() -> None:
    off = host_for(False)
    run_by_itself(off)
    assert off.legal_for(0) == [actions.TURN], "the person's turn begins with turning"
    assert not off.moves_by_itself()
    on = host_for(True)
    run_by_itself(on)
    assert on.match.current == 0 or on.match.is_over()
    assert on.match.game.forced(on.match.view(0), on.legal_for(0)) is None


def test_a_whole_game_ends_with_the_person_deciding_only_real_choices() -> None:
    host = host_for(True)
    decided = forced = 0
    for _ in range(5000):
        forced += run_by_itself(host)
        if host.match.is_over():
            break
        view, legal = host.match.view(0), host.legal_for(0)
        assert len(legal) > 1 and view["card"] is not None, "a real choice is left"
        advice = host.match.advice(0)
        host.play(advice.action if advice is not None else legal[0])
        decided += 1
    assert host.match.is_over()
    assert forced > decided > 0


def test_nothing_plays_itself_while_the_coach_teaches() -> None:
    host = host_for(True)
    host.coach = Coach("eselspiel", host.match.seed, 0)
    while host.bot_seat() is not None:
        host.bot_step()
    assert not host.moves_by_itself()
    host.coach.closed = True
    assert host.moves_by_itself()


def test_after_an_undo_the_person_moves_by_hand_once() -> None:
    host = host_for(True)
    for _ in range(2000):
        run_by_itself(host)
        if host.can_undo() or host.match.is_over():
            break
        advice = host.match.advice(0)
        assert advice is not None
        host.play(advice.action)
    assert host.can_undo()
    assert host.undo().changed
    assert not host.moves_by_itself() or host.bot_seat() is not None
    legal = host.legal_for(0)
    host.play(legal[-1])
    assert not host.hold_forced


def test_new_players_have_the_setting_on_and_older_stored_settings_keep_it_off() -> None:
    assert Settings().autoplay is True
    assert Settings.from_json(None).autoplay is True
    assert Settings.from_json('{"speed": "fast"}').autoplay is False
    assert Settings.from_json('{"autoplay": true, "speed": "fast"}').autoplay is True
    assert Settings.from_json('{"autoplay": "yes"}').autoplay is False
    assert Settings().for_table(False)["autoplay"] is True
