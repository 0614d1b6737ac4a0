"""The table host's undo: only for one person with bots, only when the engine allows it, and
the end screen offers to share the deal."""

from __future__ import annotations

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table import table_view
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for


def host_for(*players: PlayerSpec, seed: int = 5) -> TableHost:
    match = Match.start(catalogue.get("fuenf-kronen"), players, seed)
    return TableHost(match, renderer_for("fuenf-kronen"), "en", {"speed": "off"})


def to_persons_turn(host: TableHost) -> None:
    while host.bot_seat() is not None:
        host.bot_step()


def test_the_person_takes_back_a_draw_from_the_discard_and_sees_the_same_table() -> None:
    host = host_for(PlayerSpec("Pat"), PlayerSpec("Anna", "easy"), PlayerSpec("Ben", "easy"))
    to_persons_turn(host)
    before = host.test_state()
    frame = host.frame()
    assert not before["undo"]
    assert host.play("draw discard").changed
    assert host.test_state()["undo"]
    assert host.undo().changed
    after = host.test_state()
    assert after["undos"] == 1 and not after["undo"]
    assert {k: v for k, v in after.items() if k not in ("undos",)} == {
        k: v for k, v in before.items() if k not in ("undos",)
    }
    assert host.frame().html == frame.html


def test_no_undo_after_a_draw_from_the_stock() -> None:
    host = host_for(PlayerSpec("Pat"), PlayerSpec("Anna", "easy"))
    to_persons_turn(host)
    host.play("draw stock")
    assert not host.can_undo()
    assert not host.undo().changed and host.match.undos == 0


def test_no_undo_in_pass_and_play() -> None:
    host = host_for(PlayerSpec("Pat"), PlayerSpec("Kim"), PlayerSpec("Anna", "easy"))
    for _ in range(12):
        if host.needs_pass():
            host.confirm_pass()
        elif host.bot_seat() is not None:
            host.bot_step()
        else:
            legal = host.legal_for(host.shown_seat())
            host.play("draw discard" if "draw discard" in legal else legal[0])
        assert not host.can_undo()


def test_the_end_screen_offers_to_share_the_deal() -> None:
    html = table_view.end_screen([], "en")
    assert 'data-host="share"' in html and 'id="end-share"' in html
