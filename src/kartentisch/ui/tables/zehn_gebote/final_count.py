"""10 Gebote's final count: one row a player with the hand kept, the chips, the fruits (each
at its value under the commandments in force) and the commandments' extra points."""

from __future__ import annotations

from kartentisch.games.zehn_gebote import hooks, texts
from kartentisch.games.zehn_gebote.view import SheetView, ZehnGeboteView
from kartentisch.ui.render import components
from kartentisch.ui.render.html import esc, tag
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.zehn_gebote.faces import card_span, fruit_icon, say, seat_label


def final_count(view: ZehnGeboteView, ctx: TableContext) -> str:
    """Each player's chips, fruits and the commandments that counted, fewest points first."""
    sheets: list[SheetView] = view["final"] or []
    columns = [say(ctx, k) for k in ("player", "h_chips", "fruits", "effects", "total")]
    values = hooks.scoring(view["in_force"]).fruit_value
    rows = []
    for s in sorted(sheets, key=lambda x: (x["total"], x["seat"])):
        fruit_bits = [
            fruit_icon(f)
            + esc(
                f"{n}× {texts.fruit_name(f, ctx.lang)}"
                + (f" (à {values[f]})" if values[f] != 1 else "")
            )
            for f, n in s["fruits"].items()
            if n
        ]
        fruit_cell = ", ".join(fruit_bits) or esc(say(ctx, "none"))
        fruit_cell += tag("span", esc(f" = {s['fruit_points']}"), class_="zg-sum")
        effects = ", ".join(
            esc(f"{texts.title(str(cid), ctx.lang)}: {int(points):+d}")
            for cid, points in s["effects"]
        ) or esc(say(ctx, "none"))
        chips = esc(f"{s['chips']}") + (
            esc(f" → {s['chip_points']}") if s["chip_points"] != s["chips"] else ""
        )
        hand = "".join(card_span(c, ctx.lang, "small") for c in s["hand"])
        rows.append(
            components.score_row(
                esc(seat_label(view, ctx, s["seat"])) + tag("div", hand, class_="zg-final-hand"),
                [
                    tag("td", chips, data_label=say(ctx, "h_chips")),
                    tag("td", fruit_cell, data_label=say(ctx, "fruits")),
                    tag("td", effects, data_label=say(ctx, "effects")),
                    tag("td", esc(s["total"]), class_="zg-total", data_label=say(ctx, "total")),
                ],
            )
        )
    return components.sideways(
        tag("h2", esc(say(ctx, "final")), class_="zg-h")
        + components.score_table(columns, rows, class_="zg-final-table"),
        "section",
        class_="zg-final",
    )
