"""Shared deals: the link holds the settings and the seed, and is read with a save's care."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.options import option_range
from kartentisch.engine.protocol import GameInfo, PlayerSpec
from kartentisch.ui.lobby import lobby_form, lobby_view, share_link
from kartentisch.ui.lobby.share_link import LinkError, SharedDeal
from kartentisch.ui.render.i18n import t

INFOS = {g.info.id: g.info for g in catalogue.all_games(include_hidden=True)}
GAMES = [info for info in INFOS.values() if not info.hidden and info.playable]
PAGE = "https://example.org/kartentisch/index.html?old=1#top"


@st.composite
def deals(draw: st.DrawFn) -> SharedDeal:
    info = draw(st.sampled_from(GAMES))
    count = draw(st.integers(info.min_players, info.max_players))
    kinds = [lobby_form.HUMAN] + [
        draw(st.sampled_from((lobby_form.HUMAN, *info.bot_levels))) for _ in range(count - 1)
    ]
    options: dict[str, Any] = {}
    for key, default in info.default_options.items():
        if isinstance(default, bool):
            options[key] = draw(st.booleans())
        elif isinstance(default, int):
            options[key] = draw(st.integers(*option_range(info, key)))
    seed = draw(st.integers(0, 10**18 - 1))
    return SharedDeal(info.id, tuple(kinds), options, seed)


def players(deal: SharedDeal) -> list[PlayerSpec]:
    return [
        PlayerSpec(f"P{i}", None if kind == lobby_form.HUMAN else kind)
        for i, kind in enumerate(deal.kinds)
    ]


@settings(max_examples=examples(60), deadline=None)
@given(deal=deals())
def test_a_link_reads_back_as_the_same_deal(deal: SharedDeal) -> None:
    address = share_link.link(PAGE, deal)
    assert address.startswith("https://example.org/kartentisch/index.html?deal=1&")
    assert "#" not in address and "old=" not in address
    search = address[address.index("?") :]
    assert share_link.has_deal(search)
    assert share_link.read(search, INFOS) == deal


@settings(max_examples=examples(25), deadline=None)
@given(deal=deals())
def test_the_filled_form_starts_the_same_cards(deal: SharedDeal) -> None:
    """The form filled from a link starts a game whose first seat sees what the sharer's
    first seat saw: the same hand, the same legal actions."""
    info = INFOS[deal.game_id]
    values = share_link.form_values(deal, info)
    fields = {k: v for k, v in values.items() if v != ""}  # an unticked box sends nothing
    for seat in range(len(deal.kinds)):
        fields[f"seat-{seat}-name"] = f"P{seat}"
    parsed = lobby_form.parse(info, fields, "en")
    assert isinstance(parsed, lobby_form.NewGame)
    assert share_link.of_new_game(parsed, parsed.seed or 0) == deal
    shared = Match.start(catalogue.get(deal.game_id), players(deal), deal.seed, deal.options)
    opened = Match.start(catalogue.get(parsed.game_id), parsed.players, deal.seed, parsed.options)
    assert opened.view(0) == shared.view(0)
    assert opened.legal(0) == shared.legal(0)


def test_a_finished_or_running_match_gives_its_own_deal() -> None:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec("Ann"), PlayerSpec("Bo", "hard")], 42)
    deal = share_link.of_match(match)
    assert deal == SharedDeal("zehn", ("human", "hard"), match.options, 42)
    assert "Ann" not in share_link.query(deal) and "Bo" not in share_link.query(deal)


def query_of(**changes: str | None) -> str:
    base = share_link.query(SharedDeal("eselspiel", ("human", "sharp", "normal"), {}, 17))
    pairs = dict(p.split("=", 1) for p in base[1:].split("&"))
    for key, value in changes.items():
        key = key.replace("_opt_", "opt-")
        if value is None:
            pairs.pop(key, None)
        else:
            pairs[key] = value
    return "?" + "&".join(f"{k}={v}" for k, v in pairs.items())


@pytest.mark.parametrize(
    ("search", "key"),
    [
        (query_of(game="poker"), "share.unknown_game"),
        (query_of(game="demo"), "share.unknown_game"),
        (query_of(game=None), "share.unknown_game"),
        (query_of(_opt_jokers="1"), "share.unknown_option"),
        (query_of(_opt_round_limit="0"), "share.bad_option"),
        (query_of(_opt_round_limit="5000"), "share.bad_option"),
        (query_of(_opt_round_limit="abc"), "share.bad_option"),
        (query_of(_opt_round_limit="1e3"), "share.bad_option"),
        (query_of(_opt_middle_both_ways="yes"), "share.bad_option"),
        (query_of(seats="human"), "share.bad_link"),
        (query_of(seats=",".join(["human"] * 9)), "share.bad_link"),
        (query_of(seats="human,grandmaster"), "share.bad_link"),
        (query_of(seed="-1"), "share.bad_link"),
        (query_of(seed="1" * 19), "share.bad_link"),
        (query_of(seed="١٢"), "share.bad_link"),
        (query_of(seed=None), "share.bad_link"),
        (query_of(deal="2"), "share.bad_link"),
        (query_of(extra="1"), "share.bad_link"),
        (query_of() + "&seed=5", "share.bad_link"),
        ("?deal=1&" + "x" * 3000, "share.bad_link"),
    ],
)
def test_a_bad_link_says_why(search: str, key: str) -> None:
    assert share_link.has_deal(search)
    read = share_link.read(search, INFOS)
    assert isinstance(read, LinkError) and read.key == key


def test_the_message_repeats_the_links_words_escaped_and_short() -> None:
    search = query_of(game="%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E" + "x" * 80)
    read = share_link.read(search, INFOS)
    assert isinstance(read, LinkError)
    assert len(read.values["game"]) == share_link.SHOWN_CHARS
    for lang in ("de", "en", "nl"):
        html = lobby_view.message_dialog("T", [t(lang, read.key, **read.values)], lang)
        assert "<img" not in html and "&lt;img" in html


def test_only_a_query_about_a_deal_counts() -> None:
    assert not share_link.has_deal("")
    assert not share_link.has_deal("?")
    assert not share_link.has_deal("?utm_source=mail")
    assert share_link.has_deal("?game=zehn")


@settings(max_examples=examples(300), deadline=None)
@given(search=st.text(max_size=300))
def test_any_query_is_read_or_refused(search: str) -> None:
    read = share_link.read("?" + search, INFOS)
    assert isinstance(read, SharedDeal | LinkError)


def test_the_share_dialog_shows_the_link_read_only() -> None:
    address = share_link.link(PAGE, SharedDeal("zehn", ("human", "easy"), {}, 3))
    html = share_link.dialog(address, "en", system_share=False)
    assert 'id="share-link"' in html and "readonly" in html
    assert 'data-host="share-copy"' in html and "share-system" not in html
    assert 'data-host="share-system"' in share_link.dialog(address, "en", system_share=True)
    assert "&amp;seats=" in html  # the address's "&" escaped in the attribute


@pytest.mark.parametrize("info", GAMES, ids=lambda i: i.id)
def test_the_new_game_form_has_the_share_button(info: GameInfo) -> None:
    html = lobby_view.new_game_form(info, "de", info.name("de"))
    assert 'data-host="share"' in html
