"""The player-facing rules of each game: ``rules/<lang>.html`` in the game's package.

The build renders them from the game's ``rules/<lang>.md`` (``serve.render_rules``), so the
page ships ready HTML and no Markdown parser runs in the browser.
"""

from __future__ import annotations

from importlib import resources

FALLBACK_ORDER: tuple[str, ...] = ("de", "en", "nl")


def package_of(game_id: str) -> str:
    return "kartentisch.games." + game_id.replace("-", "_")


def rules_html(game_id: str, lang: str) -> str | None:
    """The rules in ``lang``, else in the first language that exists; None when none does
    (a game without rules yet, or the sources run unbuilt on CPython)."""
    try:
        folder = resources.files(package_of(game_id)).joinpath("rules")
    except (ModuleNotFoundError, TypeError):
        return None
    for candidate in (lang, *FALLBACK_ORDER):
        entry = folder.joinpath(f"{candidate}.html")
        try:
            if entry.is_file():
                return entry.read_text(encoding="utf-8")
        except OSError:
            continue
    return None
