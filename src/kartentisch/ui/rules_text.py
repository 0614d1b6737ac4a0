"""The player-facing rules of each game, read from the game package's ``rules/<lang>.md``."""

from __future__ import annotations

from importlib import resources

from kartentisch.ui import markdown

FALLBACK_ORDER: tuple[str, ...] = ("de", "en", "nl")


def package_of(game_id: str) -> str:
    return "kartentisch.games." + game_id.replace("-", "_")


def rules_source(game_id: str, lang: str) -> str | None:
    """The markdown in ``lang``, else in the first language that exists; None when none does."""
    try:
        folder = resources.files(package_of(game_id)).joinpath("rules")
    except (ModuleNotFoundError, TypeError):
        return None
    for candidate in (lang, *FALLBACK_ORDER):
        entry = folder.joinpath(f"{candidate}.md")
        try:
            if entry.is_file():
                return entry.read_text(encoding="utf-8")
        except OSError:
            continue
    return None


def rules_html(game_id: str, lang: str) -> str | None:
    source = rules_source(game_id, lang)
    return None if source is None else markdown.render(source, heading_offset=1)
