"""The words shown while Python starts are the player's language, never the runtime's English
progress messages: the saved setting decides, else the browser's language."""

from __future__ import annotations

import json
from typing import Any

import pytest
from harness import SETTINGS_KEY, wait_ready

RECORD_BOOT_TEXT = """
window.__bootTexts = [];
window.__progress = [];
window.__staticLobby = null;
addEventListener("DOMContentLoaded", () => setTimeout(() => {
  // the lobby the build wrote into the page, as shown before Python has started
  const title = document.querySelector("#games .game-card h2");
  if (document.documentElement.dataset.ready !== "1" && title) {
    window.__staticLobby = title.textContent;
  }
}));
addEventListener("py:progress", (e) => window.__progress.push(String(e.detail)));
(function frame() {
  // what is painted: the boot line's text at every frame until Python is up
  const line = document.getElementById("boot-text");
  const last = window.__bootTexts[window.__bootTexts.length - 1];
  if (line && !line.closest("[hidden]") && last !== line.textContent) {
    window.__bootTexts.push(line.textContent);
  }
  const root = document.documentElement;
  if (!root || root.dataset.ready !== "1") requestAnimationFrame(frame);
})();
"""

FIRST_GAME = {"de": "Fünf Kronen", "en": "Five Crowns", "nl": "Vijf Kronen"}
LOADING = {"de": "Der Tisch wird gedeckt", "en": "Setting the table", "nl": "De tafel wordt gedekt"}


@pytest.mark.parametrize(
    ("stored", "locale", "lang"),
    [("de", "en-US", "de"), (None, "en-GB", "en"), ("nl", "en-US", "nl"), (None, "fr-FR", "de")],
)
def test_the_boot_text_speaks_the_players_language(
    open_page: Any, stored: str | None, locale: str, lang: str
) -> None:
    page = open_page(wait=False, locale=locale)
    wait_ready(page)
    settings = {"speed": "off", **({"lang": stored} if stored else {})}
    page.evaluate(
        f"localStorage.setItem({json.dumps(SETTINGS_KEY)}, {json.dumps(json.dumps(settings))})"
    )
    page.add_init_script(RECORD_BOOT_TEXT)
    page.reload()
    wait_ready(page)
    # a frame may come before the boot script writes the line: an empty line says nothing
    texts = [text for text in page.evaluate("window.__bootTexts") if text]
    progress = page.evaluate("window.__progress")
    assert progress, "the runtime reported no progress: nothing was checked"
    assert texts and all(text.startswith(LOADING[lang]) for text in texts), texts
    shown = " ".join(texts)
    for message in progress:
        assert message not in shown
    assert "Loading" not in shown and "Loaded" not in shown
    others = [words for code, words in LOADING.items() if code != lang]
    assert not any(words in shown for words in others)
    # the staged words are there, not only the first line
    assert len(set(texts)) >= 2, texts
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.evaluate("window.__staticLobby") == FIRST_GAME[lang]
    assert (
        page.locator("#games [data-lobby='new']").first.inner_text()
        == {
            "de": "Neues Spiel",
            "en": "New game",
            "nl": "Nieuw spel",
        }[lang]
    )
