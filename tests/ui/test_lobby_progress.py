"""The lobby says how far a saved game has come in the game's own terms, not "Zug 95"."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec, Progress
from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.records.storage import PROGRESS_PREFIX, MemoryStore, SavedGame, Storage


def played(game_id: str, until: int, seats: int = 3) -> Match:
    """A bot game of ``game_id`` played until its ``until``-th round began (or 60 moves
    for a game without rounds)."""
    level = catalogue.get(game_id).info.bot_levels[0]
    players = [PlayerSpec(f"P{i}", level) for i in range(seats)]
    match = Match.start(catalogue.get(game_id), players, 11)
    while not match.is_over():
        progress = match.progress()
        if progress.round is not None and progress.round >= until:
            break
        if progress.round is None and len(match.log) >= 60:
            break
        match.play(match.bot_choice())
    return match


def lobby_line(storage: Storage, game_id: str, lang: str) -> str:
    infos = {game_id: catalogue.get(game_id).info}
    saved = {game_id: storage.saved_game(game_id)}
    entry = next(e for e in lobby_view.entries(infos, lang, saved) if e.game_id == game_id)
    return lobby_view.game_card(entry, lang, 0)


@pytest.mark.parametrize(
    ("game_id", "until", "rounds"),
    [("fuenf-kronen", 5, 11), ("zehn", 3, 10), ("zehn-gebote", 2, 2)],
)
def test_a_saved_game_with_rounds_says_which_round_of_how_many(
    game_id: str, until: int, rounds: int
) -> None:
    match = played(game_id, until)
    assert match.progress() == Progress(round=until, rounds=rounds)
    storage = Storage(MemoryStore())
    storage.save_match(match)
    assert f"Gespeichert: Runde {until} von {rounds}" in lobby_line(storage, game_id, "de")
    assert f"Saved: round {until} of {rounds}" in lobby_line(storage, game_id, "en")
    assert f"Opgeslagen: ronde {until} van {rounds}" in lobby_line(storage, game_id, "nl")
    assert "Zug" not in lobby_line(storage, game_id, "de")


def test_a_saved_eselspiel_says_how_many_cards_each_player_has_left() -> None:
    match = played("eselspiel", 0)
    left = [match.view(None)["players"][s]["cards"] for s in range(3)]
    storage = Storage(MemoryStore())
    storage.save_match(match)
    cards = " · ".join(str(n) for n in left)
    assert f"Gespeichert, Karten übrig: {cards}" in lobby_line(storage, "eselspiel", "de")
    assert f"Saved, cards left: {cards}" in lobby_line(storage, "eselspiel", "en")
    assert f"Opgeslagen, kaarten over: {cards}" in lobby_line(storage, "eselspiel", "nl")


def test_a_save_without_its_own_progress_falls_back_to_the_move_count() -> None:
    match = played("fuenf-kronen", 2)
    store = MemoryStore()
    storage = Storage(store)
    storage.save_match(match)
    moves = len(match.log)
    # another window (or an older app) wrote a newer save without the progress line
    match.play(match.bot_choice())
    Storage(store).save_match(match)
    store.data[PROGRESS_PREFIX + "fuenf-kronen"] = f'{{"moves":{moves},"round":2,"rounds":11}}'
    assert storage.saved_game("fuenf-kronen") == SavedGame(moves + 1)
    assert "Gespeichert: Zug" in lobby_line(storage, "fuenf-kronen", "de")
    store.data[PROGRESS_PREFIX + "fuenf-kronen"] = "not json"
    assert storage.saved_game("fuenf-kronen") == SavedGame(moves + 1)


def test_the_progress_goes_with_its_save() -> None:
    match = played("zehn", 2)
    storage = Storage(MemoryStore())
    storage.save_match(match)
    storage.discard_match("zehn")
    assert storage.get(PROGRESS_PREFIX + "zehn") is None
    storage.save_match(match)
    storage.clear_saves()
    assert storage.keys() == []
