"""The benchmarks' front door: ``python3 -m bench --help`` names every module with what it is,
and the two benchmarks of every game (``decisions``, ``play``) run and print their figures."""

from __future__ import annotations

from pathlib import Path

import pytest
from bench import decisions, play
from bench.__main__ import listing, main, modules

from kartentisch import catalogue

BENCH = Path(decisions.__file__).parent


def test_help_lists_every_module_with_its_first_docstring_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--help"]) == 0
    shown = capsys.readouterr().out
    assert shown == listing() + "\n"
    files = sorted(p.stem for p in BENCH.glob("*.py") if not p.name.startswith("_"))
    assert [m.name for m in modules()] == files
    for module in modules():
        assert module.summary and f"  {module.name} " in shown, module.name
    helpers = shown.split("helpers")[1]
    assert {"chromium", "runtimes", "sampling_bot"} <= {m.name for m in modules()}
    for name in ("chromium", "runtimes", "sampling_bot"):
        assert f"  {name} " in helpers
    for name in ("decisions", "play", "startup"):
        assert f"  {name} " not in helpers


def test_an_unknown_benchmark_shows_the_list(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["no_such_benchmark"]) == 2
    assert "decisions" in capsys.readouterr().err


@pytest.mark.parametrize("game_id", catalogue.ids())
def test_decisions_prints_a_row_per_seat_count_and_level(
    game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert decisions.main(["--game", game_id, "--games", "1", "--seats", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("cpython") and "per " + game_id in lines[0]
    levels = decisions.default_levels(game_id)
    rows = [line.split() for line in lines[2:]]
    assert {(row[0], row[1], row[2]) for row in rows} >= {("2", lv, "all") for lv in levels}


@pytest.mark.parametrize("game_id", catalogue.ids())
def test_play_prints_lengths_per_player_count_and_times_per_move(
    game_id: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert play.main(["--game", game_id, "--games", "1", "--players", "2"]) == 0
    out = capsys.readouterr().out
    assert "2 players: endings" in out and "actions per game" in out
    for part in ("bot decision, all", "apply action", "view (seat 0)", "save replay"):
        assert part in out, part
