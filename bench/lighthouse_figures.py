"""The figures ``bench lighthouse`` takes from a Lighthouse JSON report, with median and range.

Apart from the runner so that reading a report needs neither npm nor a browser: a test feeds
it a small report written by hand. The audits read are those of Lighthouse 12's performance
category; a run that failed (``runtimeError``, such as a page that never painted) keeps its
error code and no figures, so a median is never taken over a failure's zeros.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Figures:
    """One Lighthouse run of one page; ``None`` where the report has no value."""

    score: float | None
    """The performance score, 0 to 100."""
    total_blocking_ms: float | None
    first_paint_ms: float | None
    """First contentful paint."""
    largest_paint_ms: float | None
    """Largest contentful paint."""
    interactive_ms: float | None
    """Time to interactive (reported by Lighthouse 12, no longer part of the score)."""
    byte_weight: float | None
    """Bytes transferred during the load, as Lighthouse counted them."""
    requests: float | None
    main_thread_ms: float | None
    """The main thread's work that Lighthouse saw, times its CPU slowdown (4), as on a phone."""
    watched_ms: float | None
    """When Lighthouse stopped watching the load (its trace's end, as it ran on this computer):
    work after it counts in no figure."""
    benchmark_index: float | None
    """Lighthouse's measure of the computer's speed (its own CPU benchmark)."""
    error: str | None = None
    load_limit: bool = False
    """Lighthouse stopped waiting for the page at its time limit (45 s): figures may be short."""
    served_bytes: float | None = None
    """Response bodies the server sent while Lighthouse ran (not from the report)."""


LOAD_LIMIT_WARNING = "loaded too slowly to finish within the time limit"
"""Lighthouse 12's run warning when the page was still busy at ``maxWaitForLoad``."""


def _audit_value(audits: Mapping[str, Any], name: str) -> float | None:
    value = audits.get(name, {}).get("numericValue")
    return None if value is None else float(value)


def _request_count(audits: Mapping[str, Any]) -> float | None:
    """The diagnostics' count, else the network table's rows."""
    items = audits.get("diagnostics", {}).get("details", {}).get("items") or [{}]
    if items[0].get("numRequests") is not None:
        return float(items[0]["numRequests"])
    rows = audits.get("network-requests", {}).get("details", {}).get("items")
    return None if rows is None else float(len(rows))


def _watched(audits: Mapping[str, Any]) -> float | None:
    items = audits.get("metrics", {}).get("details", {}).get("items") or [{}]
    value = items[0].get("observedTraceEnd")
    return None if value is None else float(value)


def figures_of(report: Mapping[str, Any]) -> Figures:
    """The figures of one Lighthouse JSON report (``--output=json``)."""
    error = report.get("runtimeError")
    audits: Mapping[str, Any] = report.get("audits", {})
    score = report.get("categories", {}).get("performance", {}).get("score")
    index = report.get("environment", {}).get("benchmarkIndex")
    warnings = report.get("runWarnings") or []
    return Figures(
        score=None if score is None else round(float(score) * 100, 1),
        total_blocking_ms=_audit_value(audits, "total-blocking-time"),
        first_paint_ms=_audit_value(audits, "first-contentful-paint"),
        largest_paint_ms=_audit_value(audits, "largest-contentful-paint"),
        interactive_ms=_audit_value(audits, "interactive"),
        byte_weight=_audit_value(audits, "total-byte-weight"),
        requests=_request_count(audits),
        main_thread_ms=_audit_value(audits, "mainthread-work-breakdown"),
        watched_ms=_watched(audits),
        benchmark_index=None if index is None else float(index),
        error=None if not error else str(error.get("code") or error),
        load_limit=any(LOAD_LIMIT_WARNING in str(warning) for warning in warnings),
    )


@dataclass(frozen=True)
class Spread:
    """Median and range of one figure over the runs that have it."""

    median: float
    low: float
    high: float
    runs: int


def spread(values: Sequence[float | None]) -> Spread | None:
    """Median, lowest and highest of the values present; ``None`` when no run has one."""
    present = [value for value in values if value is not None]
    if not present:
        return None
    return Spread(float(statistics.median(present)), min(present), max(present), len(present))


@dataclass(frozen=True)
class Row:
    """A printed figure: its label and how one value is written."""

    label: str
    value: Callable[[Figures], float | None]
    text: Callable[[float], str]


def _seconds(ms: float) -> str:
    return f"{ms / 1000:.2f} s"


ROWS = (
    Row("performance score", lambda f: f.score, lambda v: f"{v:.0f}"),
    Row("total blocking time", lambda f: f.total_blocking_ms, lambda v: f"{v:,.0f} ms"),
    Row("first contentful paint", lambda f: f.first_paint_ms, _seconds),
    Row("largest contentful paint", lambda f: f.largest_paint_ms, _seconds),
    Row("time to interactive", lambda f: f.interactive_ms, _seconds),
    Row("total byte weight", lambda f: f.byte_weight, lambda v: f"{v / 1e6:.2f} MB"),
    Row("requests", lambda f: f.requests, lambda v: f"{v:.0f}"),
    Row("main-thread work seen", lambda f: f.main_thread_ms, _seconds),
    Row("load watched until", lambda f: f.watched_ms, _seconds),
    Row("server sent meanwhile", lambda f: f.served_bytes, lambda v: f"{v / 1e6:.2f} MB"),
    Row("CPU benchmark index", lambda f: f.benchmark_index, lambda v: f"{v:.0f}"),
)
"""What the report prints, in order."""


def cell(row: Row, runs: Sequence[Figures]) -> str:
    """``median (low–high)`` of one figure over a page's runs, or ``-`` when none has it."""
    found = spread([row.value(figures) for figures in runs if figures.error is None])
    if found is None:
        return "-"
    if found.low == found.high:
        return row.text(found.median)
    return f"{row.text(found.median)} ({row.text(found.low)}–{row.text(found.high)})"


def format_table(pages: Mapping[str, Sequence[Figures]]) -> str:
    """One row a figure, one column a page: median with the range in brackets."""
    names = list(pages)
    columns = [[cell(row, pages[name]) for row in ROWS] for name in names]
    label_width = max(len(row.label) for row in ROWS) + 2
    widths = [max(len(name), *(len(text) for text in column)) + 2 for name, column in
              zip(names, columns, strict=True)]  # fmt: skip
    lines = [" " * label_width + "".join(f"{n:<{w}}" for n, w in zip(names, widths, strict=True))]
    for index, row in enumerate(ROWS):
        texts = "".join(f"{c[index]:<{w}}" for c, w in zip(columns, widths, strict=True))
        lines.append(f"{row.label:<{label_width}}{texts}".rstrip())
    for name in names:
        failed = [figures.error for figures in pages[name] if figures.error is not None]
        if failed:
            lines.append(f"{name}: {len(failed)} run(s) failed: {', '.join(failed)}")
        limited = sum(figures.load_limit for figures in pages[name] if figures.error is None)
        if limited:
            lines.append(
                f"{name}: {limited} run(s) still loading at Lighthouse's time limit "
                "(figures up to then)"
            )
    return "\n".join(lines)
