"""Cards travel: a bot's card flies from the bot's place to the pile as one copy above the
table (``static/js/flip.js``, ``ui.table.motion``), checked through the Web Animations API, and
lands without moving the card it stood for; with reduced motion nothing flies at all.

The flight is caught the moment it starts: a MutationObserver pauses the copy it watches for,
so the test reads it at leisure (the bot's next step is a person's turn, so no paint lands it).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from harness import ARTIFACTS, SETTINGS_KEY, VIEWPORT

PHONE = {"width": 390, "height": 844}

CATCH_JS = """(wanted) => {
  window.ktCaught = null;
  window.ktSeenMoving = 0;
  const look = () => {
    const all = document.querySelectorAll("[data-moving]");
    window.ktSeenMoving = Math.max(window.ktSeenMoving, all.length);
    if (window.ktCaught) return;
    const copy = document.querySelector(wanted);
    if (!copy) return;
    const anims = copy.getAnimations();
    if (!anims.length) return;
    anims[0].pause();
    window.ktCaught = copy;
  };
  if (window.ktCatcher) window.ktCatcher.disconnect();
  window.ktCatcher = new MutationObserver(look);
  window.ktCatcher.observe(document.body, { childList: true, subtree: true });
}"""
"""Pause the first copy matching ``wanted`` as soon as it flies; count copies ever seen."""

READ_JS = """([seatSel, realSel]) => {
  const copy = window.ktCaught;
  const anim = copy.getAnimations()[0];
  const frames = anim.effect.getKeyframes();
  const first = frames[0].transform;
  const last = frames[frames.length - 1].transform;
  const num = (s) => (s.match(/-?[0-9.]+(e-?[0-9]+)?/g) || []).map(Number);
  const rect = (el) => { const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height }; };
  const real = document.querySelector(realSel);
  const flying = document.getAnimations().filter(
    (a) => a.effect && a.effect.target && a.effect.target.hasAttribute("data-moving"));
  return {
    moving: document.querySelectorAll("[data-moving]").length,
    flying: flying.length,
    from: copy.getAttribute("data-moving"),
    start: num(first),
    end: num(last),
    duration: anim.effect.getTiming().duration,
    copyBox: { left: parseFloat(copy.style.left), top: parseFloat(copy.style.top),
      width: parseFloat(copy.style.width), height: parseFloat(copy.style.height) },
    seat: rect(document.querySelector(seatSel)),
    real: rect(real),
    realHidden: getComputedStyle(real).visibility === "hidden",
    copyOnTop: (() => { const layer = copy.closest(".kt-flights");
      return !!layer && !document.getElementById("table").contains(copy)
        && Number(getComputedStyle(layer).zIndex) > 0
        && copy.closest("[aria-hidden='true']") !== null; })(),
  };
}"""

LAND_JS = """async (realSel) => {
  const anim = window.ktCaught.getAnimations()[0];
  const before = document.querySelector(realSel).getBoundingClientRect();
  anim.finish();
  await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const real = document.querySelector(realSel);
  const after = real.getBoundingClientRect();
  return {
    moving: document.querySelectorAll("[data-moving]").length,
    layers: document.querySelectorAll(".kt-flights > *").length,
    visible: getComputedStyle(real).visibility === "visible",
    same: real.isConnected && Math.abs(before.left - after.left) < 0.5
      && Math.abs(before.top - after.top) < 0.5 && Math.abs(before.width - after.width) < 0.5,
  };
}"""

CASES = {
    # game: (seats, seed, the copy waited for, the bot's place, the real card on the pile)
    "fuenf-kronen": (
        [["Ann", None], ["Bo", "easy"]],
        3,
        '[data-moving="seat 1"].fk-top',
        '#table [data-seat="1"]',
        "#table .fk-pile .fk-top",
    ),
    "zehn-gebote": (
        [["Ann", None], ["Bo", "easy"]],
        3,
        '[data-moving="seat 1"].zg-top',
        '#table [data-drop="seat 1"]',
        "#table .zg-discard .zg-top",
    ),
}


def use_settings(page: Any, settings: dict[str, Any]) -> None:
    page.evaluate(
        "([key, value]) => { localStorage.setItem(key, value); return kartentischTest.reset(); }",
        [SETTINGS_KEY, json.dumps(settings)],
    )


def state(page: Any) -> dict[str, Any]:
    found: dict[str, Any] = json.loads(page.evaluate("kartentischTest.state()"))
    return found


def play_until(page: Any, done_js: str, moves: int = 80) -> bool:
    """The person plays the first legal action (or draws) whenever it is their turn, until
    ``done_js`` holds (the bots play on their own, paced by the speed setting)."""
    for _ in range(moves):
        try:
            page.wait_for_function(
                f"""() => ({done_js}) || (() => {{ const s = JSON.parse(kartentischTest.state());
                  return s.over || s.legal.length > 0; }})()""",
                timeout=20_000,
            )
        except Exception:
            return False
        if page.evaluate(done_js):
            return True
        s = state(page)
        if s["over"]:
            return False
        # drawing ends a 10 Gebote turn at once (a card that does not fit costs a chip)
        page.evaluate(
            "(a) => kartentischTest.act(a)", "draw" if "draw" in s["legal"] else s["legal"][0]
        )
        page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {s['moves']}")
    return False


def centre(box: dict[str, float]) -> tuple[float, float]:
    return box["left"] + box["width"] / 2, box["top"] + box["height"] / 2


@pytest.mark.parametrize("game_id", list(CASES))
def test_a_bots_card_flies_from_its_seat_to_the_pile(app: Any, game_id: str) -> None:
    seats, seed, wanted, seat_sel, real_sel = CASES[game_id]
    app.set_viewport_size(PHONE)
    try:
        use_settings(app, {"speed": "slow", "reduced_motion": "off"})
        app.evaluate(CATCH_JS, wanted)
        app.evaluate(
            "([g, s, n]) => kartentischTest.start(g, s, n)", [game_id, json.dumps(seats), seed]
        )
        assert play_until(app, "!!window.ktCaught"), "no card of the bot was seen flying"
        seen = app.evaluate(READ_JS, [seat_sel, real_sel])
        ARTIFACTS.mkdir(exist_ok=True)
        app.evaluate(
            "() => { const a = window.ktCaught.getAnimations()[0]; "
            "a.currentTime = a.effect.getTiming().duration / 2; }"
        )
        app.screenshot(path=str(ARTIFACTS / f"moving-{game_id}-phone.png"))
        assert seen["moving"] == 1 and seen["flying"] == 1, seen
        assert seen["from"] == "seat 1"
        assert seen["duration"] == 450, "the slow speed paces the flight"
        assert seen["copyOnTop"], "the copy flies above the table, hidden from screen readers"
        # it ends on the pile's card: the copy stands where the real card stands, untransformed
        assert seen["end"] == [0, 0, 1], seen["end"]
        for side in ("left", "top", "width", "height"):
            assert abs(seen["copyBox"][side] - seen["real"][side]) < 1, (side, seen)
        assert seen["realHidden"], "the real card waits hidden while its copy flies"
        # it starts at the bot's place: the first frame moves its centre onto the seat's
        dx, dy, scale = seen["start"]
        x, y = centre(seen["copyBox"])
        sx, sy = centre(seen["seat"])
        assert abs(x + dx - sx) < 2 and abs(y + dy - sy) < 2, (seen, dx, dy)
        assert 0.3 < scale <= 1
        landed = app.evaluate(LAND_JS, real_sel)
        assert landed == {"moving": 0, "layers": 0, "visible": True, "same": True}, landed
    finally:
        app.evaluate("() => { if (window.ktCatcher) window.ktCatcher.disconnect(); }")
        app.set_viewport_size(VIEWPORT)


def test_nothing_flies_with_reduced_motion(open_page: Any) -> None:
    page = open_page(reduced_motion="reduce")
    seats, seed, _, _, _ = CASES["fuenf-kronen"]
    use_settings(page, {"speed": "slow"})
    page.evaluate(CATCH_JS, "[data-moving]")
    page.evaluate(
        "([g, s, n]) => kartentischTest.start(g, s, n)", ["fuenf-kronen", json.dumps(seats), seed]
    )
    bot_threw = """JSON.parse(kartentischTest.state()).moves >= 6"""
    assert play_until(page, bot_threw)
    found = page.evaluate(
        """() => ({ seen: window.ktSeenMoving, caught: !!window.ktCaught,
             layers: document.querySelectorAll(".kt-flights > *").length,
             animations: document.getAnimations().map((a) => a.animationName || a.id || "js") })"""
    )
    assert found == {"seen": 0, "caught": False, "layers": 0, "animations": []}, found
