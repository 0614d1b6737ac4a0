"""Small charts as inline SVG: numbers with labels in, an accessible figure out.

No chart library is worth its download for a few bars and lines, so the page draws its own.
Every chart is a ``<figure>`` whose ``<svg role="img">`` carries a ``<title>`` and a
``<desc>`` (its accessible name and a sentence about it), a legend in HTML (names wrap and
are escaped like all user text) and the same numbers as a table in a ``<details>``: the text
alternative for screen readers and for anyone who would rather read than look. The drawing is
scaled by its ``viewBox``, so one chart fits a phone and a tablet alike.

The module knows nothing of games or statistics: callers pass translated words and numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kartentisch.ui.render.html import esc, tag

WIDTH = 360
"""viewBox units across; a phone shows the chart about 1:1, so 12 units read as 12 px."""
FONT = 12
COLOURS = ("#1f5e3b", "#1d4ed8", "#b3261e", "#8a5a00", "#6b21a8", "#0f766e", "#c2410c", "#374151")
"""Series colours, each at least 3:1 against the paper background (#fbf8f1)."""
DASHES = ("", "6 3", "2 3", "8 3 2 3", "4 4", "1 2", "10 4", "3 2 1 2")
"""Line patterns, so series differ by more than colour."""
INK = "#1d2420"
GRID = "#d8d0bd"
LABEL_CHARS = 34
"""A category label longer than this is cut with "…" in the drawing (the table has it whole)."""


@dataclass(frozen=True)
class Series:
    """One named row of numbers, one per label; ``None``: no value there (a gap)."""

    name: str
    values: Sequence[float | None]


@dataclass(frozen=True)
class ChartWords:
    """The chart's words, already in the reader's language (plain text, escaped here)."""

    title: str
    summary: str = ""
    """One sentence for ``<desc>``: what the chart shows and how to read it."""
    table: str = "Table"
    """The summary line of the ``<details>`` holding the numbers as a table."""
    category: str = ""
    """The heading of the table's first column (what the labels are)."""


def plain_number(value: float) -> str:
    """12, 12.5, -3: whole numbers without a decimal point, others to one decimal."""
    if math.isclose(value, round(value), abs_tol=1e-9):
        return str(round(value))
    return f"{value:.1f}"


Format = Callable[[float], str]


def _shorten(text: str, limit: int = LABEL_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def _num(value: float) -> str:
    """A coordinate: two decimals at most, no trailing zeros."""
    return f"{value:.2f}".rstrip("0").rstrip(".")


def _svg(chart_id: str, height: float, words: ChartWords, body: str) -> str:
    return (
        f'<svg viewBox="0 0 {WIDTH} {_num(height)}" role="img" class="chart-svg" '
        f'aria-labelledby="{esc(chart_id)}-title" aria-describedby="{esc(chart_id)}-desc" '
        f'font-size="{FONT}" font-family="system-ui, sans-serif">'
        f'<title id="{esc(chart_id)}-title">{esc(words.title)}</title>'
        f'<desc id="{esc(chart_id)}-desc">{esc(words.summary or words.title)}</desc>'
        f"{body}</svg>"
    )


def _legend(series: Sequence[Series], lines: bool) -> str:
    """The series' names with a sample of their colour (and, for lines, their pattern)."""
    if len(series) < 2:
        return ""
    items = []
    for i, one in enumerate(series):
        colour, dash = COLOURS[i % len(COLOURS)], DASHES[i % len(DASHES)]
        if lines:
            mark = (
                f'<line x1="1" y1="6" x2="23" y2="6" stroke="{colour}" stroke-width="2.5"'
                + (f' stroke-dasharray="{dash}"' if dash else "")
                + f'/><circle cx="12" cy="6" r="3" fill="{colour}"/>'
            )
        else:
            mark = f'<rect x="4" y="1" width="16" height="10" rx="2" fill="{colour}"/>'
        swatch = f'<svg viewBox="0 0 24 12" width="24" height="12" aria-hidden="true">{mark}</svg>'
        items.append(tag("li", swatch + tag("span", esc(one.name))))
    return tag("ul", "".join(items), class_="chart-legend")


def _table(
    labels: Sequence[str],
    series: Sequence[Series],
    words: ChartWords,
    fmt: Format,
    table_open: bool = False,
) -> str:
    """The numbers behind the drawing: a row per label, a column per series; ``table_open``:
    shown at once (the reader opened the chart to read its numbers)."""
    head = tag("th", esc(words.category), scope="col") + "".join(
        tag("th", esc(s.name), scope="col") for s in series
    )
    rows = []
    for i, label in enumerate(labels):
        cells = "".join(
            tag("td", "–" if value is None else esc(fmt(value)))
            for value in (s.values[i] if i < len(s.values) else None for s in series)
        )
        rows.append(tag("tr", tag("th", esc(label), scope="row") + cells))
    table = tag("table", tag("thead", tag("tr", head)) + tag("tbody", "".join(rows)))
    # may scroll sideways on a phone (a column per series): reachable by the keyboard
    scroller = tag(
        "div", table, class_="chart-table", role="region", tabindex="0", aria_label=words.title
    )
    return tag(
        "details",
        tag("summary", esc(words.table)) + scroller,
        class_="chart-data",
        open=table_open or None,
    )


def _figure(chart_id: str, words: ChartWords, svg: str, legend: str, table: str) -> str:
    """The visible title is for the eye only: the drawing's ``<title>`` names it already."""
    caption = tag("figcaption", esc(words.title), class_="chart-title", aria_hidden="true")
    return tag("figure", caption + svg + legend + table, class_="chart", id=chart_id)


def _span(values: Sequence[float]) -> tuple[float, float]:
    """The value range drawn: always from zero, never empty."""
    low, high = min([0.0, *values]), max([0.0, *values])
    if high - low < 1e-9:
        high = low + 1
    return low, high


def bar_chart(
    chart_id: str,
    labels: Sequence[str],
    series: Sequence[Series],
    words: ChartWords,
    fmt: Format = plain_number,
) -> str:
    """Horizontal bars: a group per label (its text above the bars, so long names fit a
    phone's width), a bar per series, the value written at the bar's end. Negative values
    grow left of the zero line."""
    bar, gap, label_h, group_gap = 14.0, 3.0, 16.0, 10.0
    left, right = 4.0, 44.0
    values = [v for s in series for v in s.values if v is not None]
    low, high = _span(values)
    scale = (WIDTH - left - right) / (high - low)
    zero = left + (0 - low) * scale
    parts: list[str] = []
    y = 4.0
    for i, label in enumerate(labels):
        parts.append(
            f'<text x="{_num(left)}" y="{_num(y + FONT)}" fill="{INK}">'
            f"{esc(_shorten(label))}</text>"
        )
        y += label_h + 2
        for k, one in enumerate(series):
            value = one.values[i] if i < len(one.values) else None
            colour = COLOURS[k % len(COLOURS)]
            if value is not None:
                x0, x1 = sorted((zero, zero + value * scale))
                width = max(x1 - x0, 1.5)
                parts.append(
                    f'<rect x="{_num(x0)}" y="{_num(y)}" width="{_num(width)}" '
                    f'height="{_num(bar)}" rx="2" fill="{colour}"/>'
                )
                text_x = x0 + width + 4 if value >= 0 else x0 - 4
                anchor = "start" if value >= 0 else "end"
                parts.append(
                    f'<text x="{_num(text_x)}" y="{_num(y + bar - 3)}" fill="{INK}" '
                    f'text-anchor="{anchor}">{esc(fmt(value))}</text>'
                )
            y += bar + gap
        y += group_gap - gap
    if low < 0:
        parts.append(
            f'<line x1="{_num(zero)}" y1="0" x2="{_num(zero)}" y2="{_num(y)}" '
            f'stroke="{INK}" stroke-width="1"/>'
        )
    height = max(y, 24.0)
    svg = _svg(chart_id, height, words, "".join(parts))
    return _figure(
        chart_id, words, svg, _legend(series, lines=False), _table(labels, series, words, fmt)
    )


def nice_ticks(low: float, high: float, wanted: int = 4) -> list[float]:
    """Round steps (1, 2 or 5 times a power of ten) covering ``low``..``high``."""
    if high - low < 1e-9:
        high = low + 1
    raw = (high - low) / wanted
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.floor(low / step) * step
    ticks = [round(first, 10)]
    count = 1
    while ticks[-1] < high or len(ticks) < 2:  # the last tick at or above the highest value
        ticks.append(round(first + count * step, 10))
        count += 1
    return ticks


def line_chart(
    chart_id: str,
    labels: Sequence[str],
    series: Sequence[Series],
    words: ChartWords,
    fmt: Format = plain_number,
    height: float = 200,
    table_open: bool = False,
) -> str:
    """A line per series over the labels (left to right), a dot at every value; a ``None``
    breaks the line. The y axis starts at zero, or below it for negative values.
    ``table_open``: the numbers' table is shown open."""
    # below the plot: the labels, then the axis's name ("Zug", "Runde")
    left, right, top, bottom = 40.0, 10.0, 10.0, 40.0
    values = [v for s in series for v in s.values if v is not None]
    low, high = _span(values)
    ticks = nice_ticks(low, high)
    low, high = ticks[0], ticks[-1]
    plot_h = height - top - bottom
    count = max(len(labels), 1)
    step_x = (WIDTH - left - right) / max(count - 1, 1)

    def x_at(i: int) -> float:
        return left + (i * step_x if count > 1 else (WIDTH - left - right) / 2)

    def y_at(value: float) -> float:
        return top + (high - value) / (high - low) * plot_h

    parts: list[str] = []
    for tick in ticks:
        y = y_at(tick)
        parts.append(
            f'<line x1="{_num(left)}" y1="{_num(y)}" x2="{_num(WIDTH - right)}" y2="{_num(y)}" '
            f'stroke="{INK if tick == 0 else GRID}" stroke-width="1"/>'
            f'<text x="{_num(left - 5)}" y="{_num(y + 4)}" fill="{INK}" text-anchor="end">'
            f"{esc(fmt(tick))}</text>"
        )
    every = max(1, math.ceil(count / 10))
    last = count - 1
    for i, label in enumerate(labels):
        # the last label always shows, whole: it ends at the plot's right edge, and a label
        # too close before it gives way
        shown = i == last or (i % every == 0 and (last - i >= every / 2 or count == 1))
        if shown:
            anchor = "end" if i == last and count > 1 else "middle"
            parts.append(
                f'<text x="{_num(x_at(i) + (3 if anchor == "end" else 0))}" '
                f'y="{_num(height - 22)}" fill="{INK}" '
                f'text-anchor="{anchor}">{esc(_shorten(label, 6))}</text>'
            )
    parts.append(
        f'<text x="{_num((left + WIDTH - right) / 2)}" y="{_num(height - 4)}" fill="{INK}" '
        f'text-anchor="middle" class="chart-axis">{esc(words.category)}</text>'
    )
    for k, one in enumerate(series):
        colour, dash = COLOURS[k % len(COLOURS)], DASHES[k % len(DASHES)]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        run: list[str] = []
        lines: list[str] = []
        dots: list[str] = []
        for i, value in enumerate([*list(one.values)[: len(labels)], None]):
            if value is None:
                if len(run) > 1:
                    lines.append(
                        f'<polyline points="{" ".join(run)}" fill="none" stroke="{colour}" '
                        f'stroke-width="2.5" stroke-linejoin="round"{dash_attr}/>'
                    )
                run = []
                continue
            x, y = x_at(i), y_at(value)
            run.append(f"{_num(x)},{_num(y)}")
            dots.append(f'<circle cx="{_num(x)}" cy="{_num(y)}" r="3" fill="{colour}"/>')
        parts.append(f"<g>{''.join(lines)}{''.join(dots)}</g>")
    svg = _svg(chart_id, height, words, "".join(parts))
    table = _table(labels, series, words, fmt, table_open)
    return _figure(chart_id, words, svg, _legend(series, lines=True), table)
