"""Every event of every game is said in German, English and Dutch, as a player reads it.

Whole bot games are played and every public event they log (plus the stored sample events of
``wording_pins.json``, which hold the rarer kinds) is told through ``Game.tell`` in each
language, to nobody and to the seat it is about. A sentence fails when a word is missing in
its language (the German fallback would show), when it names a player twice, when an English
or Dutch sentence holds a German word from a fixed list, when it is cut with "…", or when it
says a quoted call twice (the penalty for a forgotten call once named it twice).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest

from kartentisch import catalogue
from kartentisch.engine import texts as engine_texts
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Game, PlayerSpec
from kartentisch.engine.views import IMPORTANT, Event
from kartentisch.ui.table import fresh_events

GAMES = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")
LANGS = ("de", "en", "nl")
NAMES = ["Anna", "Bert", "Cleo", "Dirk", "Emil"]
PINS = Path(__file__).with_name("wording_pins.json")

KINDS = {
    "fuenf-kronen": {"deal", "draw", "take", "discard", "go_out", "lay_down", "round_end"},
    "eselspiel": {"turn", "place", "keep", "flip", "slip", "nofit", "end"},
    "zehn": {
        "round", "lay", "pass", "fold", "stop", "auction", "raise", "won", "protect",
        "protection_to_pot", "add", "reveal", "penalty", "pot", "start", "end",
    },
    "zehn-gebote": {
        "play", "refuse", "draw", "call", "reveal", "start", "give", "bury", "drop", "shed",
        "passchip", "swap", "passhands", "take", "reverse", "unchip", "roundend", "round2",
        "end", "pen",
    },
}  # fmt: skip
"""The kinds each game logs that must have a sentence (``reshuffle`` is rare in Fünf Kronen:
its sentence is pinned by the wording pins)."""

IMPORTANT_KINDS = {
    "fuenf-kronen": {"go_out"},
    "eselspiel": {"slip"},
    "zehn": {"penalty", "won"},
    "zehn-gebote": {"pen"},
}
"""A penalty, going out and an auction won come first in a recap."""

GERMAN = {
    "und", "legt", "zieht", "nimmt", "gibt", "wirft", "deckt", "bekommt", "passt", "ruft",
    "spielt", "Runde", "Karte", "Karten", "Stapel", "Strafchip", "vorbei", "Zuletzt", "für",
    "auf", "vom", "ist", "sind", "du", "dir", "dich", "Herz", "Pik", "Kreuz", "Karo", "Stern",
    "Bube", "Dame", "König", "gewinnt", "Gebot", "Esel", "Mitte",
}  # fmt: skip
"""German words that never belong in an English or Dutch sentence."""
DUTCH_TOO = {"legt", "Strafchip"}
"""Spelt alike in Dutch ("hij legt", the game's "strafchip")."""

QUOTED = re.compile(r"[„'\"“‘]([^„“'\"‘’”]{2,})[“'\"’”]")


def events_of_games(game_id: str) -> Iterator[Event]:
    game = catalogue.get(game_id)
    level = game.info.bot_levels[0]
    for seats, seed in ((3, 1), (4, 2), (5, 3), (2, 4)):
        if not game.info.min_players <= seats <= game.info.max_players:
            continue
        match = Match.start(game, [PlayerSpec(NAMES[i], level) for i in range(seats)], seed)
        before = match.view(None)
        steps = 0
        while not match.is_over() and steps < 4000:
            match.play(match.bot_choice())
            after = match.view(None)
            yield from fresh_events.between(before, after)
            before = after
            steps += 1


def pinned_events(game_id: str) -> Iterator[Event]:
    wanted = f"{catalogue.package_name(game_id)}."
    for pin in json.loads(PINS.read_text(encoding="utf-8")):
        name, args = pin["call"]
        if not (name.startswith(wanted) and "event" in name and isinstance(args[0], dict)):
            continue
        if args[0].get("kind") in KINDS[game_id] | {"reshuffle"}:
            yield cast(Event, args[0])


@pytest.fixture(scope="module")
def told() -> dict[str, list[tuple[Event, str, int | None, list[str]]]]:
    """Per game: every event with its sentences in each language and for each viewer."""
    missing: list[tuple[str, str, str]] = []
    real = engine_texts.lookup

    def watched(package: str, lang: str, key: str, /, **values: object) -> str:
        if engine_texts.catalog(package, lang).get(key) is None:
            missing.append((package, lang, key))
        return real(package, lang, key, **values)

    out: dict[str, list[tuple[Event, str, int | None, list[str]]]] = {}
    engine_texts.lookup = watched
    try:
        for game_id in GAMES:
            game: Game[Any, Any] = catalogue.get(game_id)
            rows = out[game_id] = []
            seen: set[str] = set()
            for event in [*events_of_games(game_id), *pinned_events(game_id)]:
                key = json.dumps(event, sort_keys=True)
                if key in seen:
                    continue
                seen.add(key)
                seat = event.get("seat")
                for lang in LANGS:
                    for viewer in (None, seat if isinstance(seat, int) else 0):
                        rows.append((event, lang, viewer, game.tell(event, NAMES, lang, viewer)))
    finally:
        engine_texts.lookup = real
    assert missing == [], f"words missing: {sorted(set(missing))[:10]}"
    return out


@pytest.mark.parametrize("game_id", GAMES)
def test_every_kind_of_event_is_said(told: dict[str, Any], game_id: str) -> None:
    said = {event["kind"] for event, _, _, lines in told[game_id] if lines}
    assert KINDS[game_id] <= said, KINDS[game_id] - said
    for event, lang, viewer, lines in told[game_id]:
        assert lines, (event, lang, viewer)
        assert all(line.strip() for line in lines), (event, lang)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_sentence_names_each_player_once(told: dict[str, Any], game_id: str) -> None:
    for event, _, _, lines in told[game_id]:
        for line in lines:
            for name in NAMES:
                assert len(re.findall(rf"\b{name}\b", line)) <= 1, (line, event)
            quoted = [q.strip("!?. ") for q in QUOTED.findall(line)]
            assert len(quoted) == len(set(quoted)), (line, event)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_german_and_nothing_cut(told: dict[str, Any], game_id: str) -> None:
    for _, lang, _, lines in told[game_id]:
        for line in lines:
            assert "…" not in line and "..." not in line, line
            if lang == "de":
                continue
            words = set(re.findall(r"[\wÄÖÜäöüß]+", line))
            german = GERMAN - DUTCH_TOO if lang == "nl" else GERMAN
            assert not words & german, (lang, line, words & german)


@pytest.mark.parametrize("game_id", GAMES)
def test_what_matters_most_is_heaviest(game_id: str) -> None:
    game: Game[Any, Any] = catalogue.get(game_id)
    for kind in KINDS[game_id]:
        heavy = game.weight({"kind": kind}) == IMPORTANT
        assert heavy == (kind in IMPORTANT_KINDS[game_id]) or kind in ("end", "round_end", "pot")
