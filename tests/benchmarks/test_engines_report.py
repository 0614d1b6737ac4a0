"""``python3 -m bench engines`` prints each engine's time to ready beside Chromium's, with the
phases of the start that show where the time goes (figures made up here: no browser)."""

from __future__ import annotations

from typing import Any

from bench.engines import PHASES, VISITS, format_report, order


def visit(ready: float, boot: str, wasm: str = "worker") -> dict[str, Any]:
    marks = {phase: ready * (index + 1) / len(PHASES) for index, phase in enumerate(PHASES)}
    return {"marks": marks, "ready": "1", "boot": boot, "wasm": wasm, "width": 390}


def profile(first: float, later: float, plain: float) -> dict[str, dict[str, Any]]:
    return {
        "first": visit(first, "plain", "page"),
        "later": visit(later, "snapshot"),
        "plain": visit(plain, "plain"),
    }


def report() -> dict[str, Any]:
    return {
        "runs": 2,
        "engines": ["chromium", "webkit"],
        "load": (2.0, 3.5, 2.5),
        "results": {
            "chromium": [profile(4.0, 0.5, 3.0), profile(4.4, 0.7, 3.2)],
            "webkit": [profile(5.0, 0.9, 4.0), profile(5.2, 0.9, 4.4)],
        },
    }


def test_each_visit_has_median_range_and_ratio_to_chromium() -> None:
    lines = format_report(report()).splitlines()
    later_webkit = next(line for line in lines if line.startswith("later  webkit"))
    # median 0.90, range 0.90-0.90, against Chromium's median 0.60: 1.50
    assert later_webkit.split()[2:5] == ["0.90", "0.90-0.90", "1.50"]
    plain_chromium = next(line for line in lines if line.startswith("plain  chromium"))
    assert plain_chromium.split()[2:5] == ["3.10", "3.00-3.20", "1.00"]
    assert "highest at a profile's start 3.5" in lines[1]


def test_every_phase_is_printed_for_every_visit_and_engine() -> None:
    text = format_report(report())
    phase_rows = text.split("phases, medians")[1].splitlines()[2:]
    assert len(phase_rows) == len(VISITS) * 2
    ready_column = [float(row.split()[-1]) for row in phase_rows]
    assert ready_column == [4.2, 5.1, 0.6, 0.9, 3.1, 4.2]


def test_a_visit_that_booted_another_way_than_expected_is_flagged() -> None:
    changed = report()
    changed["results"]["webkit"][0]["later"]["boot"] = "plain"
    later_webkit = next(
        line for line in format_report(changed).splitlines() if line.startswith("later  webkit")
    )
    assert later_webkit.endswith("(!)")


def test_no_engine_is_always_first() -> None:
    engines = ["chromium", "firefox", "webkit"]
    assert [order(engines, run)[0] for run in range(3)] == engines


def test_a_start_that_failed_is_counted_apart() -> None:
    changed = report()
    changed["results"]["webkit"][1]["first"]["ready"] = "error"
    del changed["results"]["webkit"][1]["first"]["marks"]["ready"]
    first_webkit = next(
        line for line in format_report(changed).splitlines() if line.startswith("first  webkit")
    )
    assert first_webkit.split()[2:5] == ["5.00", "5.00-5.00", "1.19"]
    assert first_webkit.endswith("(1 start(s) failed, not counted)")
