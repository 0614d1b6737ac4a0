"""axe-core on every screen, on a phone and a tablet: no violation of impact serious or critical.

axe-core comes from the project's npm dev dependencies and is evaluated into the page by the
test only; the site never ships it. Screens: the lobby, the new-game form, the settings, the
statistics (with three stored games), the rules, each game's table at the start and later in
a game, each game's end screen and the pass-the-device screen. Late states and finished games
are saves made here on CPython and loaded through the app's import, so the run stays short.

The figures (violations per screen and impact) are printed and written to
``test-artifacts/axe-<size>.json``. A second test checks the screen-reader names of cards:
short, and saying rank and suit or colour.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import late_games
import pytest
from harness import ARTIFACTS, RESET_SCRIPT
from helpers import start_game, state, wait_for_person

from kartentisch.engine.protocol import Result
from kartentisch.ui.records import stats
from kartentisch.ui.records.stats import GameRecord, SeatResult, Statistics

ROOT = Path(__file__).resolve().parents[2]
AXE_SOURCE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
SIZES = {"phone": {"width": 390, "height": 844}, "tablet": {"width": 1024, "height": 768}}
BLOCKING = ("serious", "critical")
CARD_NAME_LIMIT = 40
"""Characters: a card's name is read on every focus; "Pik Dame, wild" is the kind wanted."""

RUN_AXE = """async () => {
  const result = await axe.run(document, {resultTypes: ['violations']});
  return result.violations.map(v => ({
    id: v.id, impact: v.impact,
    nodes: v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' ' + n.html.slice(0, 160)),
  }));
}"""

STACKS = ".es-draw, .es-discard, .fk-stock"
"""Piles drawn as one card: their names count cards, they are no card's name."""
CARD_NAMES = f"""() => [...document.querySelectorAll('#table .card:not({STACKS})')]
  .filter(e => e.getClientRects().length > 0 && !e.closest('[aria-hidden="true"]'))
  .map(e => e.getAttribute('aria-label') || e.textContent.trim())"""


NAMES = ["Anna", "Bot 1", "Bot 2"]
BOTS = late_games.BOTS


class Scan:
    """axe's findings per screen at one size."""

    def __init__(self, page: Any, size: str) -> None:
        self.page = page
        self.size = size
        self.screens: dict[str, list[dict[str, Any]]] = {}

    def __call__(self, screen: str) -> None:
        if not self.page.evaluate("typeof window.axe === 'object'"):
            self.page.evaluate(AXE_SOURCE.read_text(encoding="utf-8") + "\n;undefined")
        self.page.wait_for_timeout(50)  # the paint after the last step settles
        self.screens[screen] = self.page.evaluate(RUN_AXE)

    def blocking(self) -> list[str]:
        return [
            f"{screen}: {v['id']} ({v['impact']}) {v['nodes']}"
            for screen, found in self.screens.items()
            for v in found
            if v["impact"] in BLOCKING
        ]

    def write(self) -> dict[str, Any]:
        figures = {
            screen: {impact: sum(v["impact"] == impact for v in found) for impact in BLOCKING}
            | {"other": [v["id"] for v in found if v["impact"] not in BLOCKING]}
            for screen, found in self.screens.items()
        }
        ARTIFACTS.mkdir(exist_ok=True)
        (ARTIFACTS / f"axe-{self.size}.json").write_text(json.dumps(figures, indent=1))
        return figures


def open_dialog(page: Any, selector: str, dialog: str) -> None:
    page.locator(selector).first.click()
    page.wait_for_selector(f"#{dialog}[open]")


def close_dialog(page: Any, dialog: str) -> None:
    page.keyboard.press("Escape")
    page.wait_for_selector(f"#{dialog}:not([open])", state="attached")


def stored_statistics(game_id: str, names: list[str], bots: list[str | None]) -> str:
    """Three finished games as the page stores them: the statistics with both charts."""
    value = Statistics()
    for i, scores in enumerate(((30, 12, 25), (8, 40, 19), (-4, 22, 31))):
        ranks = Result.from_scores(scores).ranks
        seats = zip(names, bots, scores, ranks, strict=True)
        value = value.with_game(
            GameRecord(f"{i:024d}", game_id, tuple(SeatResult(*seat) for seat in seats))
        )
    return stats.to_json(value)


def scan_lobby_and_dialogs(page: Any, scan: Scan) -> None:
    scan("lobby")
    open_dialog(page, '#games [data-lobby="new"][data-game="zehn"]', "dlg-new")
    if not page.evaluate("document.getElementById('ng-advanced').open"):
        page.locator("#ng-advanced summary").click()
    scan("new-game form")
    close_dialog(page, "dlg-new")
    open_dialog(page, '#lobby [data-host="settings"]', "dlg-settings")
    scan("settings")
    close_dialog(page, "dlg-settings")
    kept = stored_statistics("eselspiel", NAMES, [None, BOTS["eselspiel"], BOTS["eselspiel"]])
    page.evaluate("v => localStorage.setItem('kartentisch.stats', v)", kept)
    open_dialog(page, '#lobby [data-host="stats"]', "dlg-stats")
    scan("statistics")
    close_dialog(page, "dlg-stats")
    for game_id in BOTS:
        open_dialog(page, f'#games [data-lobby="rules"][data-game="{game_id}"]', "dlg-rules")
        scan(f"rules {game_id}")
        close_dialog(page, "dlg-rules")


def scan_game(page: Any, scan: Scan, game_id: str, tmp: Path) -> None:
    start_game(page, game_id, [("Anna", None), ("Bot 1", BOTS[game_id]), ("Bot 2", BOTS[game_id])])
    wait_for_person(page)
    scan(f"{game_id} start")
    late_games.load(
        page, late_games.played(game_id, NAMES, 2, late_games.after_person_turns(6)), tmp
    )
    wait_for_person(page)
    scan(f"{game_id} mid-game")
    late_games.load(page, late_games.played(game_id, NAMES, 3, late_games.never), tmp)
    page.wait_for_selector("#end-screen:not([hidden])")
    scan(f"{game_id} end screen")
    page.evaluate(RESET_SCRIPT)


@pytest.mark.parametrize("size", list(SIZES))
def test_no_serious_or_critical_violation_on_any_screen(
    app: Any, size: str, tmp_path: Path
) -> None:
    app.set_viewport_size(SIZES[size])
    scan = Scan(app, size)
    scan_lobby_and_dialogs(app, scan)
    for game_id in BOTS:
        scan_game(app, scan, game_id, tmp_path)
    start_game(app, "eselspiel", [("Anna", None), ("Berta", None)], confirm_pass=False)
    assert state(app)["pass"]
    scan("pass screen")
    figures = scan.write()
    print(f"\naxe at {size}, serious+critical per screen:")
    for screen, counts in figures.items():
        print(f"  {screen}: {counts['serious'] + counts['critical']}  other: {counts['other']}")
    assert not scan.blocking(), "\n".join(scan.blocking())
    assert len(scan.screens) == 21


def test_card_names_are_short_and_say_rank_and_suit(app: Any, tmp_path: Path) -> None:
    names: dict[str, list[str]] = {}
    for game_id in BOTS:
        late_games.load(
            app, late_games.played(game_id, NAMES, 2, late_games.after_person_turns(6)), tmp_path
        )
        wait_for_person(app)
        names[game_id] = app.evaluate(CARD_NAMES)
    app.evaluate(RESET_SCRIPT)
    # Eselspiel's own cards lie in stacks; the other games show single cards in every hand.
    assert names["fuenf-kronen"] and names["zehn"] and names["zehn-gebote"]
    too_long = [n for found in names.values() for n in found if len(n) > CARD_NAME_LIMIT]
    assert not too_long, too_long
    assert all(n.strip() for found in names.values() for n in found)
    kronen = " ".join(names["fuenf-kronen"])
    assert any(suit in kronen for suit in ("Stern", "Herz", "Kreuz", "Pik", "Karo", "Joker"))
    print({game: found[:6] for game, found in names.items()})
