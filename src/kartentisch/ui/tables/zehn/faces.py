"""How Zehn's cards and chips look, and the table's small words: counts in their own plural
("1 Schutzchip"), seat names, refusals, and the sum that bars a card."""

from __future__ import annotations

from kartentisch.engine.protocol import Action
from kartentisch.games.zehn.cards import penalty_points
from kartentisch.games.zehn.texts import card_label, card_name
from kartentisch.games.zehn.view import ZehnView
from kartentisch.ui.render import components
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table.table_api import TableContext

GAME = "zehn."
"""The namespace of this table's words (``games/zehn/texts/<lang>.json``)."""


def count(ctx: TableContext, key: str, n: object, seat: int | None = None, **values: object) -> str:
    """``key`` for the number ``n`` in its plural form ("1 Chip", "3 Chips"); about
    ``seat``, its "du" form for the seat shown."""
    return ctx.about(GAME + key, seat, n=n, **values)


def seat_name(ctx: TableContext, view: ZehnView, seat: int | None) -> str:
    fallback = "?" if seat is None else str(view["players"][seat]["name"])
    return components.seat_name(ctx.names, seat, fallback)


def card_inner(card: str) -> str:
    """The face of a card: its value big, a penalty card's points in a red corner.

    The space between the two keeps them two words for the accessibility tree ("5 6").
    """
    if card == "JK":
        return (
            tag("span", "★", class_="zt-v")
            + " "
            + tag("span", esc(penalty_points(card)), class_="zt-pp")
        )
    if card.startswith("P"):
        points = penalty_points(card)
        return (
            tag("span", esc(card[1:]), class_="zt-v")
            + " "
            + tag("span", esc(points), class_="zt-pp")
        )
    if card.startswith("R"):
        return tag("span", esc(card[1:]), class_="zt-v")
    return tag("span", esc(card), class_="zt-v")


def card_kind(card: str) -> str:
    if card == "JK":
        return "zt-joker"
    if card.startswith("P"):
        return "zt-pen"
    if card.startswith("R"):
        return "zt-round"
    return "zt-normal"


def refusal(ctx: TableContext, key: str, action: Action) -> str:
    """The quiet button that declines: pass, keep the protection, no second card."""
    label = ctx.t(GAME + key)
    return button(esc(label), action=action, class_="zt-btn zt-pass", aria_label=label)


def card_face(
    card: str, lang: str, extra: str = "", small: bool = False, came_from: str | None = None
) -> str:
    """``came_from``: the place it flies from (``ui.table.motion``), when it just arrived."""
    cls = f"card face zt-card {card_kind(card)}" + (" small" if small else "") + extra
    return components.card(card_inner(card), cls, card_label(card, lang), data_from=came_from)


def card_back(label: str, small: bool = False, came_from: str | None = None) -> str:
    cls = "card back zt-card" + (" small" if small else "")
    return components.card("", cls, label, data_from=came_from)


def chip_dots(n: int, label: str, came_from: str | None = None) -> str:
    if n <= 0:
        return ""
    return tag(
        "span",
        "".join(tag("i", "", class_="zt-chip") for _ in range(n)),
        class_="zt-prot",
        role="img",
        aria_label=label,
        data_from=came_from,
    )


def too_high(view: ZehnView, ctx: TableContext, card: str) -> str:
    me = view["players"][ctx.seat]["laid"][0] if ctx.seat is not None else None
    first = card_name(me, ctx.lang) if me else "?"
    total = view["sums"].get(card, "?")
    return ctx.t("zehn.too_high", card=card_name(card, ctx.lang), first=first, sum=total)
