"""The core: RNG, results, catalogue, saves, CLI."""

from __future__ import annotations

import json
import random

import pytest

from kartentisch import catalogue
from kartentisch.cli import main
from kartentisch.engine import saves, simulate
from kartentisch.engine.errors import (
    IllegalActionError,
    NotYourTurnError,
    SaveCorruptError,
    SaveIncompatibleError,
    SaveTamperedError,
    UnknownGameError,
)
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec, Result
from kartentisch.engine.rng import Rng


def test_rng_known_values() -> None:
    rng = Rng(0)
    assert rng.next64() == 0xE220A8397B1DCDAF
    assert rng.next64() == 0x6E789E6AA1B965F4


def test_rng_independent_of_global_random() -> None:
    a = Rng(7)
    random.seed(1)
    xs = [a.below(52) for _ in range(20)]
    random.random()
    b = Rng(7)
    assert xs == [b.below(52) for _ in range(20)]


def test_rng_shuffle_uniformish() -> None:
    rng = Rng(3)
    counts = [0] * 4
    for _ in range(4000):
        items = [0, 1, 2, 3]
        rng.shuffle(items)
        counts[items[0]] += 1
    assert all(850 < c < 1150 for c in counts)


def test_derive_differs() -> None:
    assert Rng.derive(1, "bot", 0).next64() != Rng.derive(1, "bot", 1).next64()
    assert Rng.derive(1, "x").next64() == Rng.derive(1, "x").next64()


def test_result_ranks_share_ties() -> None:
    r = Result.from_scores([10, 5, 10, 20])
    assert r.ranks == (2, 1, 2, 4)
    assert r.winners == (1,)


def test_catalogue() -> None:
    assert catalogue.get("demo").info.hidden
    assert "demo" not in [g.info.id for g in catalogue.all_games()]
    with pytest.raises(UnknownGameError):
        catalogue.get("schach")


def _demo_match() -> Match:
    m = Match.start(
        catalogue.get("demo"), [PlayerSpec("Anna"), PlayerSpec("Bot", "greedy")], seed=5
    )
    m.play(m.legal(0)[0])
    m.play(m.bot_choice())
    return m


def test_illegal_action_leaves_state() -> None:
    m = _demo_match()
    before = m.view(0)
    with pytest.raises(IllegalActionError):
        m.play("play 99")
    with pytest.raises(NotYourTurnError):
        m.play(m.legal(m.current or 0)[0], seat=1 - (m.current or 0))
    assert m.view(0) == before


def test_save_roundtrip() -> None:
    m = _demo_match()
    again = saves.from_json(saves.to_json(m), catalogue.get)
    assert again.view(0) == m.view(0)
    assert again.log == m.log


@pytest.mark.parametrize(
    ("mangle", "error"),
    [
        (lambda s: s[: len(s) // 2], SaveCorruptError),
        (lambda s: "[]", SaveCorruptError),
        (lambda s: s.replace('"version":1', '"version":99'), SaveIncompatibleError),
        (lambda s: s.replace("Anna", "Otto"), SaveTamperedError),
    ],
)
def test_bad_saves(mangle, error) -> None:  # type: ignore[no-untyped-def]
    text = saves.to_json(_demo_match())
    with pytest.raises(error):
        saves.from_json(mangle(text), catalogue.get)


def test_impossible_action_in_save_is_tampered() -> None:
    data = json.loads(saves.to_json(_demo_match()))
    data["actions"][0][1] = "play 99"
    data.pop("checksum")
    data["checksum"] = saves.body_checksum(data)
    with pytest.raises(SaveTamperedError):
        saves.from_json(json.dumps(data), catalogue.get)


def test_simulate_cli_json_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "demo", "--bots", "random,greedy", "--games", "30", "--seed", "4", "--json"]
    assert main(args) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    assert json.loads(capsys.readouterr().out) == first
    assert first["games"] == 30 and first["seed"] == 4
    assert [s["bot"] for s in first["seats"]] == ["random", "greedy"]
    for s in first["seats"]:
        assert s["ci95"][0] <= s["mean_score"] <= s["ci95"][1]


def test_simulate_reports_how_games_ended(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "demo", "--bots", "random,greedy", "--games", "12", "--json"]
    assert main(args) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["endings"] == {"hands_played": 12}
    assert main(args[:-1]) == 0
    assert "endings: hands_played 12" in capsys.readouterr().out


def test_win_rate_interval_stays_within_zero_and_one() -> None:
    low, high = simulate.share_ci95([1.0] * 9 + [0.0])
    assert low == pytest.approx(0.704, abs=1e-3) and high == 1.0
    assert simulate.share_ci95([0.0] * 9 + [1.0])[0] == 0.0
    report = simulate.simulate(catalogue.get("demo"), ["greedy", "random"], 10, 3)
    for seat in report["seats"]:
        lo, hi = seat["win_rate_ci95"]
        assert 0.0 <= lo <= hi <= 1.0


def test_simulate_option_is_checked_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["simulate", "demo", "--bots", "random,greedy", "--games", "2", "--option", "nope=1"]
    assert main(args) == 2
    assert "unknown option" in capsys.readouterr().err
