"""The benchmark that checks the expert's choices by rollouts: its arithmetic, one short run."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bench import fuenf_kronen_rollout_check as check  # noqa: E402  (top-level bench/)

CHOSEN = "discard H5"
OTHER = "discard S9"


def test_a_choice_the_rollouts_also_pick_changes_nothing() -> None:
    rollouts = {CHOSEN: [3.0, 5.0, 4.0, 6.0], OTHER: [9.0, 8.0, 7.0, 9.0]}
    assert check.gain(rollouts, CHOSEN) == 0.0
    assert not check.picks_differ(rollouts, CHOSEN)


def test_a_better_candidate_counts_as_a_gain_judged_on_the_other_half() -> None:
    # Picked on either half, the other candidate scores 2 points less on the other half.
    rollouts = {CHOSEN: [6.0, 6.0, 6.0, 6.0], OTHER: [4.0, 4.0, 4.0, 4.0]}
    assert check.gain(rollouts, CHOSEN) == -2.0
    assert check.picks_differ(rollouts, CHOSEN)


def test_a_pick_that_only_luck_favoured_counts_against_the_search() -> None:
    # The other candidate looks better on the first half only; judged on the second it loses,
    # and picked on the second half the rollouts keep the choice.
    rollouts = {CHOSEN: [6.0, 6.0, 4.0, 4.0], OTHER: [2.0, 2.0, 8.0, 8.0]}
    assert check.gain(rollouts, CHOSEN) == 2.0


def test_a_short_run_checks_expert_choices_from_its_view() -> None:
    checked, made = check.play((2, 7, 0, 15, 2))
    assert checked
    assert sum(made.values()) >= len(checked) * 15
    for found in checked:
        assert found.chosen in found.own
        assert all(len(values) == 2 for values in found.own.values())
        assert set(found.own) == set(found.relative)
