"""Wide tables on a phone (390x844) show that they scroll sideways: a shade at the edge beyond
which more of the table lies, and a scrollbar that stays visible. A header word is never cut
at the edge of a box that gives no such cue."""

from __future__ import annotations

from typing import Any

import pytest
from test_accessibility import stored_statistics

PHONE = {"width": 390, "height": 844}
STATS_KEY = "kartentisch.stats"
WIDE = ".stats-table-wrap, .chart-table, .md-table"

BOXES_JS = """(selector) => [...document.querySelectorAll(selector)]
  .filter((box) => box.getClientRects().length > 0)
  .map((box) => {
    const style = getComputedStyle(box);
    const right = box.getBoundingClientRect().right;
    return {
      kind: box.className,
      wide: box.scrollWidth > box.clientWidth + 1,
      bar: box.offsetHeight - box.clientHeight - parseFloat(style.borderTopWidth)
        - parseFloat(style.borderBottomWidth),
      attachment: style.backgroundAttachment,
      shade: style.backgroundImage,
      cut: [...box.querySelectorAll("th")]
        .filter((th) => th.getBoundingClientRect().right > right + 1)
        .map((th) => th.textContent.trim()),
    };
  })"""


def boxes(page: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = page.evaluate(BOXES_JS, WIDE)
    return found


CLASSIC_BARS_JS = """() => { const probe = document.createElement("div");
  probe.style.cssText = "position:absolute;width:80px;height:80px;overflow:scroll";
  document.body.appendChild(probe);
  const bar = probe.offsetHeight - probe.clientHeight; probe.remove(); return bar > 0; }"""
"""Whether this browser draws scrollbars at all (headless Chromium hides them)."""


def assert_cued(page: Any, found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every box that scrolls sideways has its cue; returns those boxes."""
    wide = [box for box in found if box["wide"]]
    bars = bool(page.evaluate(CLASSIC_BARS_JS))
    for box in wide:
        if bars:
            assert box["bar"] >= 6, f"a visible scrollbar under {box['kind']}"
        assert "local" in box["attachment"] and "scroll" in box["attachment"], box
        assert box["shade"].count("gradient") >= 4, box
    for box in found:
        if box["cut"]:
            assert box["wide"], f"header words cut without a cue: {box['cut']}"
    return wide


@pytest.mark.parametrize("lang", ["de", "nl"])
def test_statistics_on_a_phone_show_that_they_scroll(app: Any, shot: Any, lang: str) -> None:
    app.set_viewport_size(PHONE)
    names = ["Annemarie", "Bertold", "Cleopatra"]
    records = stored_statistics("zehn", names, [None, "medium", "medium"])
    app.evaluate(
        """async ([key, value, lang]) => {
          localStorage.setItem(key, value);
          const settings = JSON.parse(localStorage.getItem("kartentisch.settings") || "{}");
          localStorage.setItem("kartentisch.settings", JSON.stringify({...settings, lang}));
          await window.kartentischTest.reset(); }""",
        [STATS_KEY, records, lang],
    )
    app.locator('#lobby [data-host="stats"]').click()
    app.wait_for_selector("#dlg-stats[open] .stats-table")
    for chart_data in app.locator("#dlg-stats details").all():
        chart_data.evaluate("d => { d.open = true; }")
    wide = assert_cued(app, boxes(app))
    assert any("stats-table-wrap" in box["kind"] for box in wide), "the table is wider here"
    shot(app, f"wide-statistics-{lang}")
    # scrolled to its end, the table's last column shows whole
    end = app.evaluate(
        """() => { const box = document.querySelector("#dlg-stats .stats-table-wrap");
          box.scrollLeft = box.scrollWidth;
          const last = box.querySelector("thead th:last-child").getBoundingClientRect();
          return last.right <= box.getBoundingClientRect().right + 1; }"""
    )
    assert end


def test_rule_tables_on_a_phone_show_that_they_scroll(app: Any, shot: Any) -> None:
    app.set_viewport_size(PHONE)
    app.locator('#games [data-lobby="rules"][data-game="fuenf-kronen"]').click()
    app.wait_for_selector("#dlg-rules[open] .md-table")
    assert_cued(app, boxes(app))
    shot(app, "wide-rules")
