"""The dark theme: a device set to dark gets a dark page (the setting "as the device"), the
setting can choose light or dark against the device, and axe finds nothing serious or critical
in the dark: the lobby and its dialogs, each table and each end screen, on a phone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import late_games
from test_accessibility import SIZES, Scan, scan_game, scan_lobby_and_dialogs

BACKGROUND_JS = """() => {
  const rgb = getComputedStyle(document.querySelector(%s)).backgroundColor.match(/\\d+/g)
    .slice(0, 3).map(Number);
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
}"""
"""The luminance (0 black … 1 white) of an element's background."""


def luminance(page: Any, selector: str) -> float:
    value: float = page.evaluate(BACKGROUND_JS % repr(selector))
    return value


def test_a_dark_device_gets_a_dark_page_and_axe_finds_nothing_serious(
    open_page: Any, tmp_path: Path
) -> None:
    page = open_page(color_scheme="dark", viewport=SIZES["phone"])
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert luminance(page, "#games .game-card") < 0.25, "the lobby's cards are dark"
    scan = Scan(page, "phone-dark")
    scan_lobby_and_dialogs(page, scan)
    for game_id in late_games.BOTS:
        scan_game(page, scan, game_id, tmp_path)
    assert luminance(page, "body") < 0.3
    print(f"\naxe in the dark: {len(scan.screens)} screens, {len(scan.blocking())} blocking")
    assert not scan.blocking(), "\n".join(scan.blocking())
    assert len(scan.screens) == 20


def test_the_setting_chooses_light_or_dark_against_the_device(open_page: Any) -> None:
    page = open_page(color_scheme="dark", viewport=SIZES["tablet"])
    page.locator('#lobby [data-host="settings"]').click()
    page.wait_for_selector("#dlg-settings[open]")
    page.locator('#set-theme input[value="light"]').check()
    assert page.evaluate("document.documentElement.dataset.theme") == "light"
    assert luminance(page, "#dlg-settings") > 0.8, "light paper"
    page.locator('#set-theme input[value="dark"]').check()
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    assert luminance(page, "#dlg-settings") < 0.25
    page.keyboard.press("Escape")
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
