"""10 Gebote's card faces (colour, number, fruits as pictures) and this table's words: shared
by the table and its final count."""

from __future__ import annotations

from kartentisch.games.zehn_gebote import texts
from kartentisch.games.zehn_gebote.cards import colour, fruits, is_two_digit, number
from kartentisch.games.zehn_gebote.view import ZehnGeboteView
from kartentisch.ui.render import components
from kartentisch.ui.render.html import esc, tag
from kartentisch.ui.table.table_api import TableContext

COLOUR_CLASS = {"B": "zg-blue", "G": "zg-green", "Y": "zg-yellow", "R": "zg-red"}

FRUIT_SVG = {
    "O": '<circle cx="10" cy="11.5" r="6.8" fill="#f39a1e"/>'
    '<ellipse cx="12.5" cy="4.2" rx="2.6" ry="1.3" fill="#2f9e44"/>',
    "S": '<path d="M10 18.5C4.5 13 3.2 8 5.6 5.6 7.4 4 10 5.2 10 5.2S12.6 4 14.4 5.6'
    'C16.8 8 15.5 13 10 18.5Z" fill="#d7263d"/><path d="M6.2 5 10 2.6 13.8 5 10 6.4Z" '
    'fill="#2f9e44"/>',
    "B": '<path d="M3 5.5C4.6 14.5 12.5 18 18 12.4 12.6 14.2 7 11.6 5.4 4.6Z" '
    'fill="#f2d21b" stroke="#a88f00" stroke-width=".8"/>',
    "P": '<path d="M10 3.5C11.8 3.5 12 7 13 8.8 16.6 11.6 15.4 18 10 18S3.4 11.6 7 8.8'
    'C8 7 8.2 3.5 10 3.5Z" fill="#9bc53d"/><path d="M10 3.6 10.6 1.4" stroke="#6b4b2a" '
    'stroke-width="1.1"/>',
}

GAME = "zehn_gebote."
"""The namespace of this table's words (``games/zehn_gebote/texts/<lang>.json``)."""


def say(ctx: TableContext, key: str, **values: object) -> str:
    """This table's word ``key`` through the one lookup; a count ``n`` picks its plural form
    ("1 Karte", not "1 Karte(n)")."""
    return ctx.t(GAME + key, **values)


def fruit_words(card: str, lang: str) -> str:
    """The card's fruits in words, "(Orange, Erdbeere)": the icons are pictures."""
    return f"({', '.join(texts.fruit_name(f, lang) for f in fruits(card))})"


def card_label(card: str, lang: str) -> str:
    return f"{texts.number_card_name(card, lang)} {fruit_words(card, lang)}"


def fruit_icon(fruit: str) -> str:
    return (
        f'<svg class="zg-fruit" viewBox="0 0 20 20" aria-hidden="true" focusable="false">'
        f"{FRUIT_SVG[fruit]}</svg>"
    )


def card_face(card: str) -> str:
    size = "zg-two" if is_two_digit(card) else "zg-one"
    return tag("span", esc(number(card)), class_=f"zg-num {size}", aria_hidden="true") + tag(
        "span", "".join(fruit_icon(f) for f in fruits(card)), class_="zg-fruits"
    )


def card_classes(card: str, extra: str = "") -> str:
    return f"card face zg-card {COLOUR_CLASS[colour(card)]}" + (f" {extra}" if extra else "")


def card_span(
    card: str,
    lang: str,
    extra: str = "",
    data_from: str | None = None,
    data_place: str | None = None,
) -> str:
    """A card as a picture; ``data_from``/``data_place``: where it flies from, what place it
    is (``ui.table.motion``)."""
    label = card_label(card, lang)
    return components.card(
        card_face(card),
        card_classes(card, extra),
        label,
        data_card=card,
        data_from=data_from,
        data_place=data_place,
    )


def seat_label(view: ZehnGeboteView, ctx: TableContext, seat: int | None) -> str:
    return components.seat_name(view["names"], seat, "?" if seat is None else str(seat))
