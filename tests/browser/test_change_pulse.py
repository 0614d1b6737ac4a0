"""What changed at a paint pulses softly, and only where a few places changed: a new deal (most
places at once) or a paint Python calls calm (a new round) pulses nothing, and the pulse is no
ring, so the seat to move stays the only highlighted place."""

from __future__ import annotations

from typing import Any

PROBE_JS = """([changes, calm]) => {
  const probe = document.createElement("div");
  probe.id = "pulse-probe";
  document.body.appendChild(probe);
  const paint = (marks) => {
    probe.innerHTML = [0, 1, 2, 3, 4, 5].map(
      (i) => `<div data-seat="${i}">${marks.includes(i) ? "2 Karten" : "3 Karten"}</div>`
    ).join("") + '<div data-drop="pile">7</div><div data-drop="hand">A</div>';
  };
  paint([]);
  window.ktFlip.capture("pulse-probe");
  paint(changes);
  window.ktFlip.play("pulse-probe", 200, calm);
  const lit = [...probe.querySelectorAll(".kt-changed")].map(
    (n) => n.getAttribute("data-seat"));
  probe.remove();
  return lit;
}"""


def lit(page: Any, changes: list[int], calm: bool = False) -> list[str]:
    result: list[str] = page.evaluate(PROBE_JS, [changes, calm])
    return result


def test_only_a_few_changed_places_pulse(app: Any) -> None:
    assert lit(app, []) == []
    assert lit(app, [2]) == ["2"]
    assert lit(app, [1, 4]) == ["1", "4"]
    assert lit(app, [0, 1, 2]) == ["0", "1", "2"], "three of seven places: a few"
    assert lit(app, [0, 1, 2, 3]) == [], "four of seven places: a new deal, nothing pulses"
    assert lit(app, [0, 1, 2, 3, 4, 5]) == []
    assert lit(app, [2], calm=True) == [], "a new round pulses nothing"


def test_the_pulse_is_no_ring(app: Any) -> None:
    """The keyframes only tint the background (a pile drawn as a card: a pale blurred halo):
    no box-shadow, outline or border (the turn's ring), and no gold."""
    frames = app.evaluate(
        """() => { const found = {};
           for (const sheet of document.styleSheets) {
             let rules; try { rules = sheet.cssRules; } catch (e) { continue; }
             for (const rule of rules) {
               if (rule.type === CSSRule.KEYFRAMES_RULE && rule.name.startsWith("kt-changed")) {
                 found[rule.name] = rule.cssText; } } } return found; }"""
    )
    assert sorted(frames) == ["kt-changed", "kt-changed-card"]
    assert "background-color" in frames["kt-changed"]
    assert "drop-shadow" in frames["kt-changed-card"]
    for text in frames.values():
        assert "box-shadow" not in text and "outline" not in text and "border" not in text
        assert "gold" not in text and "217, 178, 76" not in text and "255, 212, 92" not in text
