"""Bots: legal choices from the view, levels by slip chance, and the simulation command."""

from __future__ import annotations

import json

import pytest

from kartentisch import catalogue
from kartentisch.cli import main
from kartentisch.engine.conformance import check_random_playout
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import GAME
from kartentisch.games.zehn_gebote.bots import LEVELS, card_cost

from .helpers import act, penalties, table


@pytest.mark.parametrize("players", [2, 3, 5, 8])
def test_bot_playout_keeps_every_promise(players: int) -> None:
    levels = ["easy", "medium", "hard"]
    bots = [levels[i % 3] for i in range(players)]
    steps = check_random_playout(catalogue.get("zehn-gebote"), players, 100 + players, bots=bots)
    assert steps < 2000


def test_half_random_playout_ends_with_eight_players() -> None:
    steps = check_random_playout(
        catalogue.get("zehn-gebote"), 8, 4, bots=["easy"] * 8, bot_share=0.5
    )
    assert steps < 20_000


def test_purely_random_playout_ends_with_eight_players() -> None:
    assert check_random_playout(catalogue.get("zehn-gebote"), 8, 4) < 20_000


def test_hard_never_slips_and_makes_the_calls() -> None:
    s = table(["R5 B5 G4", "G6"], top="G23", force="D01 D03")
    bot = GAME.bot("hard")
    for _ in range(6):
        if s.turn != 0:
            break
        action = bot.choose(GAME.view(s, 0), GAME.legal_actions(s, 0), Rng(1))
        s = act(s, action)
    assert penalties(s) == []
    assert s.discard[-1] in ("R5", "B5")


def test_hard_sheds_the_costliest_card() -> None:
    s = table(["B5 G39 G4", "G6"], top="G23", force="E03")
    # Under "pear = 3" the G39 (banana + pear) would cost 4 points at the end.
    view = GAME.view(s, 0)
    assert card_cost(view["in_force"], view["hand"] or [], "G39") == 4
    s3 = table(["B5 Y2", "G6"], top="G23", force="E03")  # Y2 is a pear: 3
    assert GAME.bot("hard").choose(GAME.view(s3, 0), GAME.legal_actions(s3, 0), Rng(1)) == (
        "play Y2"
    )


def test_levels_are_ordered_by_slip_chance() -> None:
    easy, medium, hard = LEVELS["easy"], LEVELS["medium"], LEVELS["hard"]
    for field in ("forget_call", "miss_fit", "bad_play", "skip_duty"):
        assert getattr(easy, field) > getattr(medium, field) > getattr(hard, field) == 0.0


def test_simulate_command(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "zehn-gebote", "--bots", "hard,medium,easy", "--games", "12", "--json"]
    )
    assert code == 0
    report = json.loads(capsys.readouterr().out)
    assert [s["bot"] for s in report["seats"]] == ["hard", "medium", "easy"]
    assert report["games"] == 12
    means = [s["mean_score"] for s in report["seats"]]
    assert means[0] < means[2]


SLIPS = {"misfit", "banned", "nocall", "needless", "mustplay", "duty"}


def slips_by_seat(levels: list[str], seed: int) -> list[int]:
    from kartentisch.engine.match import Match
    from kartentisch.engine.protocol import PlayerSpec

    match = Match.start(catalogue.get("zehn-gebote"), [PlayerSpec(lv, lv) for lv in levels], seed)
    while not match.is_over():
        match.play(match.bot_choice())
    counts = [0] * len(levels)
    for e in match.state.log:
        if e["kind"] == "pen" and e["r"] in SLIPS:
            counts[e["seat"]] += 1
    return counts


def test_hard_bots_never_slip_and_easy_ones_do() -> None:
    totals = [0, 0, 0]
    for seed in range(12):
        for i, n in enumerate(slips_by_seat(["hard", "medium", "easy"], seed)):
            totals[i] += n
    assert totals[0] == 0
    assert totals[2] > totals[1] > 0
