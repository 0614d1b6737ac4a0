"""The hint is the hard level's own choice, always legal, and says why with what is on the table.

Whole games of hard bots (Eselspiel: sharp) are played; at every decision the hint for the
acting seat must be the very action the hard bot in that seat chooses, one of the legal ones,
and its reason, in German, English and Dutch, must be a sentence of the game's words (no key
shown for a missing one) that names only cards the seat can see and says its numbers.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine import texts as engine_texts
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import Game, PlayerSpec

GAMES = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")
NAMES = ["Anna", "Bert", "Cleo", "Dirk"]
STEPS = 1500


def hint_level(game: Game[Any, Any]) -> str:
    return "sharp" if game.info.id == "eselspiel" else "hard"


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("seats", [2, 3])
def test_the_hint_is_the_hard_choice_and_says_why(game_id: str, seats: int) -> None:
    game = catalogue.get(game_id)
    level = hint_level(game)
    match = Match.start(game, [PlayerSpec(NAMES[i], level) for i in range(seats)], 11 + seats)
    missing: list[str] = []
    real = engine_texts.lookup

    def watched(package: str, lang: str, key: str, /, **values: object) -> str:
        if ".why." in key and engine_texts.catalog(package, lang).get(key) is None:
            missing.append(f"{lang}:{key}")
        return real(package, lang, key, **values)

    reasons: set[str] = set()
    engine_texts.lookup = watched
    try:
        steps = 0
        while not match.is_over() and steps < STEPS:
            seat = game.actors(match.state)[0]
            advice = match.advice(seat)
            chosen = match.bot_choice(seat)
            assert advice is not None
            assert advice.action == chosen, (advice, chosen)
            assert advice.action in match.legal(seat)
            reasons.add(advice.reason)
            seen = json.dumps(match.view(seat))
            for key, value in advice.facts.items():
                if key.startswith("card"):
                    assert json.dumps(value) in seen or str(value) in seen, (key, value)
            for lang in ("de", "en", "nl"):
                said = game.why(advice, NAMES[:seats], lang, seat)
                assert said and "…" not in said and ".why." not in said, said
                for key, value in advice.facts.items():
                    if isinstance(value, int) and not key.startswith(("seat", "card")):
                        assert str(value) in said, (key, value, said)
            match.play(chosen, seat)
            steps += 1
    finally:
        engine_texts.lookup = real
    assert match.is_over(), "a whole game"
    assert missing == []
    assert len(reasons) >= 3, reasons


def test_hints_asked_are_kept_in_the_save() -> None:
    game = catalogue.get("fuenf-kronen")
    match = Match.start(game, [PlayerSpec("Ada"), PlayerSpec("Bo", "hard")], 3)
    assert saves.HINTS_KEY not in json.loads(saves.to_json(match))
    match.hints = 2
    again = saves.from_json(saves.to_json(match), catalogue.get)
    assert again.hints == 2
