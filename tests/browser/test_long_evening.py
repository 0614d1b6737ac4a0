"""A long evening in one page: bot-only games of every game, one after another, must not
leave more behind each time.

Each game is dealt from the same seed every round, so its final table is the same each time
and the counts after it can be compared exactly: objects Python tracks, JavaScript objects
Python holds, proxies of Python objects handed to JavaScript and never released, DOM nodes and
event listeners. Counts, never times or byte sizes, which vary from run to run. Between games
the table is painted again and its log opened and closed by clicks, so a leak per paint or per
click adds up over the rounds. ``python3 -m bench memory`` plays the same kind of evening and
prints the figures, the JavaScript heap and Pyodide's memory among them.
"""

from __future__ import annotations

from typing import Any

from bench.memory import GAMES, play_bot_game, read_figures, settle

ROUNDS = 3
SEEDS = {game_id: 11 + number for number, game_id in enumerate(GAMES)}
MARGINS = {"objects": 64, "js_refs": 8, "proxies": 2, "nodes": 40, "listeners": 2}
"""How much a count may differ after the same game in a later round: caches filled by other
games in between (each bounded), never a growth per paint, click or game."""
PAINTS_PER_GAME = 20
LOG_CLICKS_PER_GAME = 4


def exercise_the_table(page: Any) -> None:
    """What a person does around a finished game: the table painted again, the log opened
    and closed by clicks."""
    page.evaluate(f"window.kartentischTest.rerender({PAINTS_PER_GAME})")
    for _ in range(LOG_CLICKS_PER_GAME):
        page.locator("#btn-log").click()
    page.wait_for_function("document.getElementById('table-screen').dataset.log === '0'")


def test_a_long_evening_of_bot_games_leaves_nothing_behind(open_page: Any) -> None:
    page = open_page()
    devtools = page.context.new_cdp_session(page)
    assert page.evaluate("window.kartentischTest.traceProxies()"), "proxy tracing unavailable"
    readings: dict[str, list[dict[str, Any]]] = {game_id: [] for game_id in GAMES}
    # A first visit boots Python plainly, so each game's modules are imported the first time
    # it is played (a later start restores them with the snapshot): one unmeasured round of
    # every game first, then the rounds compared.
    for measured in [False] + [True] * ROUNDS:
        for game_id in GAMES:
            moves = play_bot_game(page, game_id, SEEDS[game_id])
            assert moves > 0
            page.locator('#end-screen [data-host="end-hide"]').click()
            exercise_the_table(page)
            settle(page)
            if measured:
                readings[game_id].append(read_figures(page, devtools))
    problems = []
    for game_id, (first, *_, last) in readings.items():
        for figure, margin in MARGINS.items():
            if last[figure] > first[figure] + margin:
                grown = {
                    name: count - first["types"].get(name, 0)
                    for name, count in last["types"].items()
                    if count > first["types"].get(name, 0)
                }
                problems.append(
                    f"{game_id}: {figure} {first[figure]} after round 1, {last[figure]} after "
                    f"round {ROUNDS} (Python types grown: {grown})"
                )
    assert not problems, "\n".join(problems)
    assert readings[GAMES[-1]][-1]["proxies"] == 0, "a proxy outlived its use"
