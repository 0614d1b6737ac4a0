"""``python3 -m bench lighthouse`` reads each Lighthouse JSON report into its figures and prints
their median and range per page; a failed run counts in no median. The report is a small one
written by hand in Lighthouse 12's shape (``lighthouse_report.json``): no npm, no browser."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any

import pytest
from bench import lighthouse
from bench.lighthouse import format_report, round_order, run_with_retries
from bench.lighthouse_figures import Figures, Spread, figures_of, format_table, spread

REPORT = Path(__file__).with_name("lighthouse_report.json")


def report() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(REPORT.read_text(encoding="utf-8"))
    return loaded


def test_a_report_gives_score_times_bytes_and_requests() -> None:
    figures = figures_of(report())
    assert figures == Figures(
        score=73.0,
        total_blocking_ms=2524.2,
        first_paint_ms=1583.5,
        largest_paint_ms=1842.3,
        interactive_ms=5423.0,
        byte_weight=12489311.0,
        requests=41.0,
        main_thread_ms=5812.4,
        watched_ms=5296.0,
        benchmark_index=1210.5,
    )


def test_requests_fall_back_to_the_network_table_and_a_missing_audit_is_none() -> None:
    changed = report()
    del changed["audits"]["diagnostics"]
    del changed["audits"]["interactive"]
    figures = figures_of(changed)
    assert figures.requests == 2.0
    assert figures.interactive_ms is None


def test_a_failed_run_keeps_its_error_and_no_score() -> None:
    failed = {
        "runtimeError": {"code": "NO_FCP", "message": "The page did not paint any content."},
        "categories": {"performance": {"score": None}},
        "audits": {"total-blocking-time": {"numericValue": None}},
    }
    figures = figures_of(failed)
    assert figures.error == "NO_FCP"
    assert figures.score is None and figures.total_blocking_ms is None


def test_a_run_still_loading_at_the_time_limit_is_flagged() -> None:
    slow = report()
    slow["runWarnings"] = [
        "The page loaded too slowly to finish within the time limit. Results may be incomplete."
    ]
    assert figures_of(slow).load_limit
    assert not figures_of(report()).load_limit
    table = format_table({"after": [figures_of(slow), figures_of(report())]})
    assert table.splitlines()[-1].startswith("after: 1 run(s) still loading")


def test_spread_is_median_lowest_and_highest_of_the_values_present() -> None:
    assert spread([300.0, None, 100.0, 250.0]) == Spread(250.0, 100.0, 300.0, 3)
    assert spread([4.0, 2.0]) == Spread(3.0, 2.0, 4.0, 2)
    assert spread([None, None]) is None


def with_values(score: float, blocking: float) -> Figures:
    return dataclasses.replace(figures_of(report()), score=score, total_blocking_ms=blocking)


def test_the_table_shows_median_and_range_per_page_and_skips_failures() -> None:
    failed = dataclasses.replace(with_values(0.0, 0.0), error="PAGE_HUNG")
    pages = {
        "before": [with_values(70.0, 2500.0), with_values(66.0, 2900.0), with_values(72.0, 2400.0)],
        "after": [with_values(90.0, 310.0), failed, with_values(92.0, 290.0)],
    }
    lines = format_table(pages).splitlines()
    assert lines[0].split() == ["before", "after"]
    score = next(line for line in lines if line.startswith("performance score"))
    assert score.split()[2:] == ["70", "(66–72)", "91", "(90–92)"]
    blocking = next(line for line in lines if line.startswith("total blocking time"))
    assert "2,500 ms (2,400 ms–2,900 ms)" in blocking and "300 ms (290 ms–310 ms)" in blocking
    same = next(line for line in lines if line.startswith("requests"))
    assert same.split()[1:] == ["41", "41"]
    assert lines[-1] == "after: 1 run(s) failed: PAGE_HUNG"


def test_compared_pages_alternate_and_the_order_turns_each_round() -> None:
    rounds = [round_order(["before", "after"], index) for index in range(3)]
    assert rounds == [["before", "after"], ["after", "before"], ["before", "after"]]


def test_the_printed_report_names_the_pages_runs_and_lost_tries() -> None:
    printed = format_report(
        {
            "runs": 2,
            "wait_s": None,
            "sites": {"before": "/tmp/old", "after": "/tmp/new"},
            "load": (1.5, 2.5),
            "lost_tries": {"before": 0, "after": 1},
            "results": {
                "before": [dataclasses.asdict(with_values(70.0, 2500.0))] * 2,
                "after": [dataclasses.asdict(with_values(90.0, 300.0))] * 2,
            },
        }
    )
    assert "before: /tmp/old" in printed and "after: /tmp/new" in printed
    assert "after: 1 more try(s)" in printed and "before: 1 more" not in printed
    assert "2 run(s) a page, alternating; load average before/after 1.5 / 2.5" in printed


def test_a_run_without_a_report_is_tried_again(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    answers = [
        dataclasses.replace(figures_of({}), error="no report (exit 1)"),
        dataclasses.replace(figures_of({}), error="PROTOCOL_TIMEOUT"),
    ]
    monkeypatch.setattr(lighthouse, "run_once", lambda *_: answers.pop(0))
    figures, lost = run_with_retries(None, tmp_path / "r.json", None)  # type: ignore[arg-type]
    assert (figures.error, lost) == ("PROTOCOL_TIMEOUT", 1)
