"""A ban beats a permission, and the cards say so: players read a card literally, so every
permission, D08 and D12 name the ban that can override them, and the engine does what the
words say in every pairing of a permission with a ban."""

from __future__ import annotations

import pytest

from kartentisch.games.zehn_gebote import hooks, texts
from kartentisch.games.zehn_gebote.cards import NUMBER_CARDS, base_fits
from kartentisch.games.zehn_gebote.hooks import PlayCheck

from .helpers import act, penalties, table

UNLESS = {
    "de": "außer ein geltendes Verbot untersagt",
    "en": "unless a ban in force forbids",
    "nl": "tenzij een geldend verbod",
}
PERMISSIONS = [c.id for c in hooks.REGISTRY.values() if c.permits is not None]
BANS = [c.id for c in hooks.REGISTRY.values() if c.forbids is not None]


def wording(cid: str, lang: str) -> str:
    return texts.text(cid, lang)


def every_play() -> list[PlayCheck]:
    return [PlayCheck(card, top, 0, 3, 3) for card in NUMBER_CARDS for top in NUMBER_CARDS]


A_BAN = {"de": "geltendes Verbot", "en": "a ban in force", "nl": "geldend verbod"}


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
@pytest.mark.parametrize("cid", PERMISSIONS)
def test_every_permission_says_a_ban_wins(cid: str, lang: str) -> None:
    assert UNLESS[lang] in wording(cid, lang)


@pytest.mark.parametrize("lang", ["de", "en", "nl"])
@pytest.mark.parametrize("cid", ["D08", "D12"])
def test_d08_and_d12_name_the_ban_that_switches_them_off(cid: str, lang: str) -> None:
    assert A_BAN[lang] in wording(cid, lang)


def test_no_title_promises_more_than_the_card_keeps() -> None:
    assert "immer" not in texts.title("R11", "de")
    assert "always" not in texts.title("R11", "en")
    assert "altijd" not in texts.title("R11", "nl")


@pytest.mark.parametrize("permission", PERMISSIONS)
def test_every_permission_meets_a_ban_that_beats_it(permission: str) -> None:
    """The words are not idle: for each permission some ban forbids a play it would allow,
    and then the play is refused, whichever of the two came first."""
    beaten = 0
    for ban in BANS:
        for check in every_play():
            allowed = hooks.get(permission).permits(check)  # type: ignore[misc]
            if allowed and hooks.get(ban).forbids(check):  # type: ignore[misc]
                beaten += 1
                assert hooks.verdict([permission, ban], check) == (False, ban)
                assert hooks.verdict([ban, permission], check) == (False, ban)
    assert beaten > 0


@pytest.mark.parametrize(
    ("card", "top", "ban"),
    [("Y6", "B12", "R06"), ("G6", "B27", "R07"), ("G6", "G23", "R10")],
)
def test_r11_a_6_is_refused_where_a_ban_forbids_it(card: str, top: str, ban: str) -> None:
    assert not base_fits(card, top)
    s = act(table([f"{card} B5", "R2"], top=top, force=f"R11 {ban}"), f"play {card}")
    assert s.discard == [top] and penalties(s) == [(0, "banned", ban)]


def test_r01_same_colour_never_fits_under_r10() -> None:
    s = act(table(["G1 Y4", "R2"], top="G4", force="R01 R10"), "play G1")
    assert s.discard == ["G4"] and penalties(s) == [(0, "banned", "R10")]


def test_d08_a_1_refused_by_r08_does_not_spare_the_draw() -> None:
    s = table(["G1 Y4", "R2"], top="G23", force="R08 D08")
    s = act(s, "play G1", "draw")
    assert penalties(s) == [(0, "banned", "R08")], "a banned 1 is no card that fits"
    assert len(s.hands[0]) == 3 and s.turn == 1, "the 1 went back and a card was drawn"


def test_d12_is_never_due_under_r10() -> None:
    in_force = ["R10", "D12"]
    for check in every_play():
        if hooks.verdict(in_force, check)[0]:
            assert "farbe" not in hooks.calls_due(in_force, check)
    s = table(["G1 R5", "R2"], top="G23", force="R10 D12")
    s = act(s, "call farbe", "play G1", "play R5")
    assert penalties(s) == [(0, "banned", "R10"), (0, "needless", None)]
