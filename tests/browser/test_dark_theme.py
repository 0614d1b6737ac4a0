"""The dark theme: a device set to dark gets a dark page (the setting "as the device"), the
setting can choose light or dark against the device, and axe finds nothing serious or critical
in the dark: the lobby and its dialogs, each table and each end screen, on a phone. The cards
keep their light faces and dark ink in the dark, the red suits as red as in the light.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import late_games
from helpers import wait_dialog_entry_gone
from test_accessibility import NAMES, SIZES, Scan, scan_game, scan_lobby_and_dialogs

BACKGROUND_JS = """() => {
  const rgb = getComputedStyle(document.querySelector(%s)).backgroundColor.match(/\\d+/g)
    .slice(0, 3).map(Number);
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
}"""
"""The luminance (0 black … 1 white) of an element's background."""

THEME_AT_FIRST_PAINT = """document.addEventListener("DOMContentLoaded", () => {
  window.themeBeforePython = document.documentElement.dataset.theme;
});"""
"""Records the look the page has before Python runs (boot.js): no flash of the other theme."""

CARD_LOOKS = """() => {
  const shown = e => e.getClientRects().length > 0 && !e.closest('[aria-hidden="true"]');
  const face = style => {
    if (!/^rgba\\(0, 0, 0, 0\\)$/.test(style.backgroundColor)) return style.backgroundColor;
    const first = style.backgroundImage.match(/rgba?\\([^)]*\\)/);
    return first ? first[0] : style.backgroundColor;
  };
  return [...document.querySelectorAll('#table .card:not(.back)')].filter(shown).map(card => {
    const style = getComputedStyle(card);
    const glyphs = [...card.querySelectorAll('[data-glyph]')].map(g => getComputedStyle(g).color);
    return {cls: card.className, face: face(style), ink: style.color, glyphs};
  }).filter(card => !/^rgba\\(.*, 0\\)$/.test(card.face));
}"""
"""Each face-up card on the table (not an empty place for one): its face colour, its ink and
the colour of each mark."""


def luminance(page: Any, selector: str) -> float:
    value: float = page.evaluate(BACKGROUND_JS % repr(selector))
    return value


def theme(page: Any) -> str:
    return str(page.evaluate("document.documentElement.dataset.theme"))


def rgb(colour: str) -> tuple[float, float, float]:
    r, g, b = (float(part) for part in colour.split("(")[1].split(")")[0].split(",")[:3])
    return r, g, b


def relative_luminance(colour: str) -> float:
    """As WCAG defines it, for contrast ratios."""

    def linear(channel: float) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in rgb(colour))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: str, b: str) -> float:
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def is_red(colour: str) -> bool:
    r, g, b = rgb(colour)
    return r > 150 and g < 90 and b < 90


def marks(cards: list[dict[str, Any]], suit: str) -> list[str]:
    """The colours of the marks on the cards of one suit (a class such as "fk-herz")."""
    return [mark for card in cards if suit in card["cls"].split() for mark in card["glyphs"]]


def test_a_dark_device_gets_a_dark_page_and_axe_finds_nothing_serious(
    open_page: Any, tmp_path: Path
) -> None:
    page = open_page(color_scheme="dark", viewport=SIZES["phone"])
    assert theme(page) == "dark"
    assert luminance(page, "#games .game-card") < 0.25, "the lobby's cards are dark"
    scan = Scan(page, "phone-dark")
    scan_lobby_and_dialogs(page, scan)
    for game_id in late_games.BOTS:
        scan_game(page, scan, game_id, tmp_path)
    assert luminance(page, "body") < 0.3
    print(f"\naxe in the dark: {len(scan.screens)} screens, {len(scan.blocking())} blocking")
    assert not scan.blocking(), "\n".join(scan.blocking())
    assert len(scan.screens) == 20


def test_cards_keep_light_faces_with_dark_ink_and_red_suits_in_the_dark(
    open_page: Any, tmp_path: Path
) -> None:
    page = open_page(color_scheme="dark", viewport=SIZES["tablet"])
    looks: dict[str, list[dict[str, Any]]] = {}
    for game_id in late_games.BOTS:
        # the finished game's table: the most cards face up (every hand, every meld)
        late_games.load(page, late_games.played(game_id, NAMES, 3, late_games.never), tmp_path)
        page.wait_for_selector("#end-screen:not([hidden])")
        page.locator('#end-screen [data-host="end-hide"]').click()
        page.wait_for_selector("#end-screen", state="hidden")
        assert theme(page) == "dark"
        looks[game_id] = page.evaluate(CARD_LOOKS)
        page.evaluate("document.documentElement.dataset.theme = 'light'")
        in_light = page.evaluate(CARD_LOOKS)
        page.evaluate("document.documentElement.dataset.theme = 'dark'")
        assert looks[game_id], f"{game_id}: no card face up"
        assert looks[game_id] == in_light, f"{game_id}: a card looks different in the dark"
    every = [card for found in looks.values() for card in found]
    for card in every:
        assert relative_luminance(card["face"]) > 0.7, card
        # a card's figures are large and bold: WCAG asks 3:1 of large text (10 Gebote's yellow
        # is 3.1:1, in both themes alike)
        assert contrast(card["ink"], card["face"]) >= 3, card
    hearts = marks(looks["fuenf-kronen"], "fk-herz")
    spades = marks(looks["fuenf-kronen"], "fk-pik")
    assert hearts and spades, "the finished table shows hearts and spades"
    assert all(is_red(g) for g in hearts), hearts
    assert not any(is_red(g) for g in spades), spades
    face = next(card["face"] for card in looks["fuenf-kronen"] if "fk-herz" in card["cls"])
    assert min(contrast(g, face) for g in hearts) >= 4.5


def test_the_setting_chooses_light_or_dark_against_the_device(open_page: Any) -> None:
    page = open_page(color_scheme="dark", viewport=SIZES["tablet"])
    page.context.add_init_script(THEME_AT_FIRST_PAINT)
    page.locator('#lobby [data-host="settings"]').click()
    page.wait_for_selector("#dlg-settings[open]")
    page.locator('#set-theme input[value="light"]').check()
    assert theme(page) == "light"
    assert luminance(page, "#dlg-settings") > 0.8, "light paper"
    page.locator('#set-theme input[value="dark"]').check()
    assert theme(page) == "dark"
    assert luminance(page, "#dlg-settings") < 0.25
    page.keyboard.press("Escape")
    wait_dialog_entry_gone(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    assert theme(page) == "dark"
    # light on a dark device: kept, and shown from the first paint on
    page.locator('#lobby [data-host="settings"]').click()
    page.wait_for_selector("#dlg-settings[open]")
    page.locator('#set-theme input[value="light"]').check()
    page.keyboard.press("Escape")
    wait_dialog_entry_gone(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    assert page.evaluate("window.themeBeforePython") == "light"
    assert theme(page) == "light"
    assert luminance(page, "#games .game-card") > 0.8
    # "as the device" again: dark
    page.locator('#lobby [data-host="settings"]').click()
    page.wait_for_selector("#dlg-settings[open]")
    page.locator('#set-theme input[value="system"]').check()
    assert theme(page) == "dark"


def test_dark_is_kept_on_a_light_device_and_the_device_is_followed_until_chosen(
    open_page: Any,
) -> None:
    page = open_page(color_scheme="light", viewport=SIZES["phone"])
    page.context.add_init_script(THEME_AT_FIRST_PAINT)
    assert theme(page) == "light"
    assert luminance(page, "#games .game-card") > 0.8
    # as the device: the device turns dark while the page is open, and light again
    page.emulate_media(color_scheme="dark")
    page.wait_for_function("document.documentElement.dataset.theme === 'dark'")
    assert luminance(page, "#games .game-card") < 0.25
    page.emulate_media(color_scheme="light")
    page.wait_for_function("document.documentElement.dataset.theme === 'light'")
    # dark chosen on a light device: kept, and shown from the first paint on
    page.locator('#lobby [data-host="settings"]').click()
    page.wait_for_selector("#dlg-settings[open]")
    page.locator('#set-theme input[value="dark"]').check()
    assert theme(page) == "dark"
    page.keyboard.press("Escape")
    wait_dialog_entry_gone(page)
    page.reload()
    page.wait_for_function("document.documentElement.dataset.ready === '1'")
    assert page.evaluate("window.themeBeforePython") == "dark"
    assert theme(page) == "dark"
    assert luminance(page, "#games .game-card") < 0.25
    # a chosen look does not follow the device
    page.emulate_media(color_scheme="dark")
    page.emulate_media(color_scheme="light")
    page.wait_for_timeout(100)
    assert theme(page) == "dark"
