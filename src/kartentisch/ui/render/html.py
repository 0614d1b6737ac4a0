"""HTML building with escaping by default: user text (names, imported saves) is never trusted."""

from __future__ import annotations

from html import escape


def esc(value: object) -> str:
    """Text for an element's content or an attribute value."""
    return escape(str(value), quote=True)


def attrs(**values: object) -> str:
    """`` a="1" b-c="x"`` from keywords: ``_`` becomes ``-``; None and False are left out."""
    parts = []
    for key, value in values.items():
        if value is None or value is False:
            continue
        name = key.rstrip("_").replace("_", "-")
        parts.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(parts)


def tag(name: str, content: str = "", /, **values: object) -> str:
    """An element; ``content`` is already HTML (build it with ``esc``)."""
    return f"<{name}{attrs(**values)}>{content}</{name}>"


def void(name: str, /, **values: object) -> str:
    """An element without content or end tag, such as ``input``."""
    return f"<{name}{attrs(**values)}>"


def glyph(text: str, /, **values: object) -> str:
    """A mark of card art (rank index, suit, a "W"): painted by CSS from ``data-glyph``.

    The card's accessible name says the same in words ("Pik Dame, wild"). As painted art the
    mark is no text label, so a card's name need not repeat its letters (WCAG 2.5.3) and
    screen readers never read them twice.
    """
    return tag("span", "", data_glyph=text, aria_hidden="true", **values)


def button(
    label_html: str, *, action: str | None = None, ui: str | None = None, **values: object
) -> str:
    """A real <button>: focusable and activated by Enter/Space, so every control works by keyboard.

    ``action`` is an engine action the host plays on click; ``ui`` a renderer-local command.
    """
    return tag("button", label_html, type="button", data_action=action, data_ui=ui, **values)
