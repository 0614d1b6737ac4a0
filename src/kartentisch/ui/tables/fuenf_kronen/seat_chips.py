"""The other seats as compact chips, as a card app shows them around the table: a name, the
cards held as a small card back with the number, the total, the dealer disc. In the last turns
a seat that has laid open shows what is true then (the cards it keeps and their points) and
its melds below, never a count of 0 beside cards still in view. Seven opponents on a phone
stay one line each (name, count, total) instead of a shrunken copy of the three-seat table.
When the row scrolls, the keyboard reaches it as one named stop (nothing in it is a control)."""

from __future__ import annotations

from kartentisch.games.fuenf_kronen.cards import points
from kartentisch.games.fuenf_kronen.view import FuenfKronenView
from kartentisch.ui.render import components
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import esc, tag
from kartentisch.ui.table import seating
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.fuenf_kronen import arrivals
from kartentisch.ui.tables.fuenf_kronen.faces import melds_and_rest

HIDDEN = "fk-sr"
"""Words for screen readers beside a mark drawn for the eye (a number on a card back, a disc)."""


def opponents(view: FuenfKronenView, ctx: TableContext) -> str:
    summary = view["phase"] in ("scored", "over")
    items = []
    for seat in seating.seats_after(view["seat"], len(view["names"])):
        name = components.seat_name(ctx.names, seat, view["names"][seat])
        active = view["turn"] == seat and view["phase"] in ("draw", "discard")
        laid_open = bool(view["laid"][seat]) and not summary
        facts = (
            left_over(view, seat, ctx)
            if laid_open
            else card_count(view["hand_sizes"][seat], ctx, arrivals.drawn_by(view, seat, ctx))
            + badge(ctx.t("fuenf_kronen.points", n=view["totals"][seat]), "fk-total")
        )
        seat_marks = marks(view, seat, ctx, compact=True)
        if active:
            # the gold ring shows it; the words are for screen readers (the caption says it too)
            seat_marks += badge(ctx.t("fuenf_kronen.to_play"), HIDDEN)
        items.append(
            tag(
                "li",
                tag("div", badge(name, "fk-name") + facts + seat_marks, class_="fk-chip")
                + (laid(view, seat, ctx) if laid_open else ""),
                class_="fk-opponent" + (" active" if active else ""),
                data_seat=seat,
            )
        )
    # The melds laid open in the last turns (and many seats on a phone on its side) can be more
    # than the row's box: it then scrolls, and static/js/scroll-reach.js makes it a named stop
    # for the keyboard, as nothing inside it takes the focus.
    return tag(
        "ul",
        "".join(items),
        class_="fk-opponents",
        data_seats=len(view["names"]),
        data_scroll_reach=True,
        aria_label=ctx.t("table.others"),
    )


def card_count(count: int, ctx: TableContext, came_from: str | None = None) -> str:
    words = ctx.t("fuenf_kronen.cards", n=count)
    return tag(
        "span",
        tag("span", str(count), aria_hidden="true") + badge(words, HIDDEN),
        class_="fk-count",
        title=words,
        data_from=came_from,
    )


def left_over(view: FuenfKronenView, seat: int, ctx: TableContext) -> str:
    rest = view["leftover"][seat]
    if not rest:
        return badge(ctx.t("fuenf_kronen.all_melded"), "fk-left fk-all")
    score = sum(points(c, view["wild"]) for c in rest)
    return badge(ctx.t("fuenf_kronen.left_over", n=len(rest), p=score), "fk-left")


def marks(view: FuenfKronenView, seat: int, ctx: TableContext, compact: bool = False) -> str:
    """Who deals this round and who went out: the same marks on every seat (the dealer as a
    small disc in a chip, where a word would take the line)."""
    found = ""
    if seat == view["dealer"]:
        dealer = ctx.t("fuenf_kronen.dealer")
        found += (
            tag(
                "span",
                tag("span", esc(ctx.t("fuenf_kronen.dealer_mark")), aria_hidden="true")
                + badge(dealer, HIDDEN),
                class_="fk-dealer",
                title=dealer,
            )
            if compact
            else badge(dealer, "fk-badge")
        )
    if view["went_out"] == seat:
        found += badge(ctx.t("fuenf_kronen.went_out"), "fk-badge fk-out")
    return found


def laid(view: FuenfKronenView, seat: int, ctx: TableContext) -> str:
    melds, rest = melds_and_rest(view, seat, ctx, "")
    came_from = arrivals.laid_by(view, seat, ctx)
    return tag(
        "div",
        melds + rest,
        class_="fk-laid",
        data_from=came_from,
        role="group",
        aria_label=ctx.t("fuenf_kronen.melds_of", name=view["names"][seat]),
    )
