"""The pieces every table and dialog draws alike, written once.

A game's look stays its own (its classes, the inside of its cards); what is shared is the
shape the browser tests, the focus rules and screen readers rely on: a card is a picture
with a name unless it can be chosen, then it is a real button; a score table has column and
row headers; a dialog closes by the same marked buttons. Escaping as in ``html``: text
arguments are escaped here, arguments named ``*_html`` or ``inner`` are HTML already.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kartentisch.ui.render.html import button, esc, tag


def card(
    inner: str,
    classes: str,
    label: str,
    *,
    action: str | None = None,
    ui: str | None = None,
    element: str = "span",
    **values: object,
) -> str:
    """A card (or a pile): a button while it plays ``action`` or sends ``ui``, else a picture.

    As a picture it has ``role="img"`` and its name in ``aria-label``, so the face's marks
    (painted art) are never read out letter by letter; as a button it is focusable and
    works by Enter or Space like any control. ``classes`` are written as given (a chosen
    card says "playable" itself: a pile the card does not fit is a button without it).
    """
    if action is None and ui is None:
        return tag(element, inner, class_=classes, role="img", aria_label=label, **values)
    return button(inner, action=action, ui=ui, class_=classes, aria_label=label, **values)


def badge(text: object, classes: str, **values: object) -> str:
    """A short mark beside a name: a count, "Geber", "du", points so far."""
    return tag("span", esc(text), class_=classes, **values)


def seat_name(names: Sequence[str], seat: int | None, fallback: str = "?") -> str:
    """The name at ``seat``; ``fallback`` for no seat or one the names do not reach (a save
    from a larger table, a spectator's view before the names arrive)."""
    if seat is None or not 0 <= seat < len(names):
        return fallback
    return str(names[seat])


def score_table(
    columns: Sequence[str],
    rows: Sequence[str],
    *,
    caption: str = "",
    caption_attrs: Mapping[str, object] | None = None,
    head_class: str = "",
    **values: object,
) -> str:
    """A table of scores: ``columns`` are the header texts, ``rows`` come from ``score_row``;
    ``caption_attrs`` go on the caption (an id a wrapping region is labelled by);
    ``head_class`` wraps each header text in a span of that class (a head the stylesheet
    turns on its side, while the cell keeps its column's width and alignment)."""
    head = tag(
        "tr",
        "".join(
            tag(
                "th",
                tag("span", esc(column), class_=head_class) if head_class else esc(column),
                scope="col",
            )
            for column in columns
        ),
    )
    title = tag("caption", esc(caption), **(caption_attrs or {})) if caption else ""
    return tag("table", title + tag("thead", head) + tag("tbody", "".join(rows)), **values)


def score_row(head_html: str, cells: Sequence[str], **values: object) -> str:
    """A row: its header cell (who or which round) and its data cells, each a ``<td>``."""
    return tag("tr", tag("th", head_html, scope="row") + "".join(cells), **values)


def numbers(values: Sequence[int]) -> list[str]:
    """Data cells for plain numbers, right-aligned by the shared ``num`` class."""
    return [tag("td", str(value), class_="num") for value in values]


def sideways(content: str, element: str = "div", **values: object) -> str:
    """A box that scrolls sideways on a phone (a wide table): keys must reach it, so it
    takes the focus too."""
    return tag(element, content, tabindex="0", **values)


# ---- dialogs ----------------------------------------------------------------------------
def close_button(label: str, dialog_id: str, *, primary: bool = True, **values: object) -> str:
    """The button that closes ``dialog_id`` (the page closes any ``data-dialog-close``)."""
    look = "btn btn-primary" if primary else "btn btn-quiet"
    return button(
        esc(label), action=None, ui=None, class_=look, data_dialog_close=dialog_id, **values
    )


def button_row(buttons_html: str, extra: str = "") -> str:
    """A dialog's buttons, in one row at its end."""
    return tag("div", buttons_html, class_="row row-end" + (f" {extra}" if extra else ""))


def dialog_head(title: str, title_id: str, dialog_id: str, close_label: str) -> str:
    """The title with a "×" beside it that closes the dialog: in reach however long the
    dialog's body scrolls."""
    return tag(
        "div",
        tag("h2", esc(title), id=title_id)
        + button("×", class_="btn-icon", data_dialog_close=dialog_id, aria_label=close_label),
        class_="dialog-head",
    )
