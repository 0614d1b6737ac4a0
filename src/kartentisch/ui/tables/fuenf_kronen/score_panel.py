"""The scores of a Fünf Kronen match: the round's summary with each seat's melds, the
scoreboard by round, and the final ranking."""

from __future__ import annotations

from kartentisch.games.fuenf_kronen import actions
from kartentisch.games.fuenf_kronen.view import FuenfKronenView
from kartentisch.ui.render import components, head_fit
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.fuenf_kronen.faces import melds_and_rest


def summary(view: FuenfKronenView, ctx: TableContext) -> str:
    rnd = view["round"]
    scores = view["round_scores"][-1] if view["round_scores"] else [0] * len(view["names"])
    rows = []
    for seat, name in enumerate(view["names"]):
        melds, rest = melds_and_rest(view, seat, ctx, "")
        # "all melded" beside the name, not on a line of its own: seven seats' rows fit a
        # tablet's screen at once
        all_melded = "" if rest else badge(ctx.t("fuenf_kronen.all_melded"), "fk-all")
        rows.append(
            tag(
                "li",
                badge(name, "fk-name")
                + badge(ctx.t("fuenf_kronen.points", n=scores[seat]), "fk-round-score")
                + all_melded
                + tag("div", melds + rest, class_="fk-laid"),
                class_="fk-summary-row" + (" fk-out" if view["went_out"] == seat else ""),
                data_seat=seat,
            )
        )
    # The question first: the step that moves the game on stays in reach above the rows,
    # however many seats and melds the panel lists below it.
    title = tag("h2", esc(ctx.t("fuenf_kronen.summary", r=rnd)))
    body = ""
    if view["phase"] == "over":
        body += title + ranking(view, ctx)
    elif actions.NEXT_ROUND in ctx.legal:
        # the title and the step on one line where the screen is wide enough
        body += tag(
            "div",
            title
            + button(
                esc(ctx.t("fuenf_kronen.next_round")),
                action=actions.NEXT_ROUND,
                class_="btn btn-primary btn-large fk-next",
                data_prompt=True,
            ),
            class_="fk-summary-head",
        )
    else:
        body += tag(
            "div",
            title
            + tag(
                "p",
                esc(ctx.t("fuenf_kronen.waiting", name=view["names"][view["turn"] or 0])),
                class_="fk-note",
            ),
            class_="fk-summary-head",
        )
    # the standing before the round's rows: the total row is on screen at once, also on a
    # phone where the rows go on below (they scroll with the table, never in a box)
    body += scoreboard(view, ctx)
    body += tag("ul", "".join(rows), class_="fk-summary-list")
    return tag(
        "section", body, class_="fk-summary", aria_label=ctx.t("fuenf_kronen.summary", r=rnd)
    )


def scoreboard(view: FuenfKronenView, ctx: TableContext) -> str:
    rounds = [
        components.score_row(str(i), components.numbers(scores))
        for i, scores in enumerate(view["round_scores"], 1)
    ]
    total = components.score_row(
        esc(ctx.t("fuenf_kronen.total")),
        components.numbers(view["totals"]),
        class_="fk-total-row",
    )
    # a name is never broken inside a word: where the names do not fit upright, their heads
    # turn on their side (ui/render/head_fit.py; the stylesheet turns them)
    table = components.score_table(
        [ctx.t("fuenf_kronen.round_col"), *view["names"]],
        [*rounds, total],
        caption=ctx.t("fuenf_kronen.scoreboard"),
        head_class="fk-head",
        class_="fk-scoreboard",
        data_turn=head_fit.name_heads_turn(view["names"]),
    )
    return components.sideways(table, class_="fk-scoreboard-wrap")


def ranking(view: FuenfKronenView, ctx: TableContext) -> str:
    totals: list[int] = view["totals"]
    places = [1 + sum(1 for other in totals if other < total) for total in totals]
    order = sorted(range(len(totals)), key=lambda s: (places[s], s))
    items = "".join(
        tag(
            "li",
            badge(ctx.t("fuenf_kronen.place", n=places[s]), "fk-place")
            + badge(view["names"][s], "fk-name")
            + badge(ctx.t("fuenf_kronen.points", n=totals[s]), "fk-total"),
            data_place=places[s],
        )
        for s in order
    )
    return tag("h3", esc(ctx.t("fuenf_kronen.final"))) + tag("ol", items, class_="fk-ranking")
