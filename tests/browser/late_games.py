"""Games played on CPython up to a late moment, loaded into the page through the app's import.

Browser tests that need a late state (Fünf Kronen's round 11, a finished game, Zehn's round
result) play it here with the person's seat (seat 0) taken by a bot too, then import the save
the way a player would: far faster than clicking through a whole game. ``finish`` and
``play_to_the_end`` end a game in the page the one way every test shares.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from harness import RESET_SCRIPT
from helpers import wait_for_person

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.engine.saves import to_json
from kartentisch.ui.records.storage import SETTINGS_KEY

BOTS = {g.info.id: g.info.bot_levels[1] for g in catalogue.all_games()}
"""The bot level these tests play each game with (and the person's stand-in)."""

Until = Callable[[Match], bool]
"""Asked at each of the person's turns: stop here?"""


def seats(names: Sequence[str], game_id: str) -> list[PlayerSpec]:
    """The person first, then bots of the game's level."""
    return [PlayerSpec(names[0], None)] + [PlayerSpec(n, BOTS[game_id]) for n in names[1:]]


def played(game_id: str, names: Sequence[str], seed: int, until: Until) -> Match:
    """The game up to a person's turn that ``until`` accepts, else to its end."""
    match = Match.start(catalogue.get(game_id), seats(names, game_id), seed)
    stand_in = match.game.bot(BOTS[game_id])
    rng = random.Random(seed)
    while not match.is_over():
        seat = match.current
        assert seat is not None
        if seat != 0:
            match.play(match.bot_choice())
        elif until(match):
            return match
        else:
            match.play(stand_in.choose(match.view(0), match.legal(0), Rng(rng.getrandbits(32))))
    return match


def never(_: Match) -> bool:
    """Play to the end."""
    return False


def asked(prefix: str) -> Until:
    """The person's turn at which the game asks for the next step (next round, who starts)."""
    return lambda match: any(a.startswith(prefix) for a in match.legal(0))


def kronen_round(last: int) -> Until:
    """Fünf Kronen: the person's first turn from round ``last`` on, with cards in hand."""
    return lambda match: match.view(0)["round"] >= last and bool(match.view(0)["hand"])


def after_person_turns(turns: int) -> Until:
    seen = [0]

    def enough(_: Match) -> bool:
        seen[0] += 1
        return seen[0] > turns

    return enough


SPEAK = """async ([key, lang]) => {
  localStorage.setItem(key, JSON.stringify({speed: "off", lang}));
  await window.kartentischTest.reset();
}"""
"""Animations off and the page speaking ``lang``, as a fresh page state."""


def load(page: Any, match: Match, tmp: Path, lang: str | None = None) -> None:
    """A fresh page state (speaking ``lang`` when given), then the save imported as a player
    would; the table shows."""
    page.evaluate(RESET_SCRIPT)
    if lang is not None:
        page.evaluate(SPEAK, [SETTINGS_KEY, lang])
    save = tmp / "save.json"
    save.write_text(to_json(match))
    page.set_input_files("#import-file", str(save))
    page.wait_for_selector("#table-screen:not([hidden])")


def before_the_last_move(game_id: str, names: Sequence[str], seed: int) -> tuple[Match, str, Match]:
    """The game just before the person's (seat 0) last action, that action, and the whole
    game: after that action only the bots act, so the page plays the game to its end."""
    whole = played(game_id, names, seed, never)
    last = max(i for i, (seat, _) in enumerate(whole.log) if seat == 0)
    match = Match.start(catalogue.get(game_id), whole.players, whole.seed, whole.options)
    for seat, action in whole.log[:last]:
        match.play(action, seat)
    return match, whole.log[last][1], whole


def play_to_the_end(page: Any, first: Sequence[str] = ()) -> None:
    """The person in the page plays ``first`` at their next turns, then the first legal
    action at each turn, until the end screen shows (the bots play between)."""
    planned = list(first)
    while True:
        current = wait_for_person(page, timeout_ms=60_000)
        if current["over"]:
            break
        action = planned.pop(0) if planned else current["legal"][0]
        assert action in current["legal"], (action, current["legal"])
        page.evaluate("a => window.kartentischTest.act(a)", action)
        page.wait_for_function(
            "m => JSON.parse(window.kartentischTest.state()).moves > m", arg=current["moves"]
        )
    page.wait_for_selector("#end-screen:not([hidden])", timeout=60_000)


def finish(
    page: Any,
    game_id: str,
    names: Sequence[str],
    seed: int,
    tmp: Path,
    after_load: Callable[[], None] | None = None,
) -> Match:
    """The game imported before the person's last move (``after_load`` runs then), that
    move played in the page and the bots' to the end: the whole game, as the page has it."""
    match, last, whole = before_the_last_move(game_id, names, seed)
    load(page, match, tmp)
    if after_load is not None:
        after_load()
    play_to_the_end(page, [last])
    return whole
