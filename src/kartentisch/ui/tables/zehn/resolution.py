"""The panel after a Zehn round: cards turned, totals, who takes the penalty cards and the pot
(and, on equal totals, which tie-break decided), who chooses the next start player."""

from __future__ import annotations

from kartentisch.games.zehn.state import Resolution
from kartentisch.games.zehn.view import ZehnView
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table import seating
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.zehn.faces import GAME, card_face, count, seat_name

OWN_MOVES = ("lay", "pass", "auction", "fold", "raise", "protect", "stop", "add")
"""Event kinds that record a seat's own choice (``seat`` is the one who chose)."""


def moved_since(view: ZehnView, seat: int | None) -> bool:
    """Whether ``seat`` has made a move since the last round was scored.

    A person who plays on has read the resolution, so the panel stays closed after a reload
    too, where the dismissal kept in ``ctx.keep`` is gone. Without the reveal among the
    events in the view, the round lies far back and counts as read.
    """
    if seat is None:
        return False
    events = view["events"]
    reveals = [i for i, e in enumerate(events) if e["kind"] == "reveal"]
    if not reveals:
        return True
    for event in events[reveals[-1] + 1 :]:
        if event["kind"] in OWN_MOVES and "seat" in event and event["seat"] == seat:
            return True
        if event["kind"] == "start" and "by" in event and event["by"] == seat:
            return True
    return False


def tie_breaks(res: Resolution) -> list[str]:
    """The tie-breaks that decided who took the pot or the penalty, each named once.

    Totals alone often do not tell (everyone may show "total 10"), so the panel says which
    rule set the first or the last seat apart: the higher single card, or the turn order.
    """
    out: list[str] = []
    for reason in (res["winner_by"], res["loser_by"]):
        if reason in ("high_card", "turn_order") and reason not in out:
            out.append(reason)
    return out


def resolution(view: ZehnView, ctx: TableContext) -> str:
    res = view["resolution"]
    if not res or ctx.keep.get("zehn_seen") == res["round"] or moved_since(view, ctx.seat):
        return ""
    steps = []
    rows = []
    for seat in seating.in_turn_order(res["start"], len(res["cards"])):
        cards = "".join(card_face(c, ctx.lang, small=True) for c in res["cards"][seat])
        notes = [ctx.t("zehn.res_total", n=res["totals"][seat])]
        for c, v in zip(res["cards"][seat], res["values"][seat], strict=True):
            if c == "JK":
                notes.append(ctx.t("zehn.res_joker", n=v))
        cls = (
            "zt-res-row"
            + (" loser" if seat == res["loser"] else "")
            + (" winner" if seat == res["winner"] else "")
        )
        rows.append(
            tag(
                "li",
                badge(seat_name(ctx, view, seat), "zt-name")
                + tag("span", cards, class_="zt-res-cards")
                + tag("span", esc(", ".join(notes)), class_="zt-res-total"),
                class_=cls,
            )
        )
    steps.append(
        tag("li", esc(ctx.t("zehn.res_turned")) + tag("ul", "".join(rows), class_="zt-res-list"))
    )
    for key, amount, seat in (
        ("res_loser", res["points"], res["loser"]),
        ("res_winner", res["pot"], res["winner"]),
    ):
        said = count(ctx, key, amount, seat, name=seat_name(ctx, view, seat))
        steps.append(tag("li", esc(said)))
    steps.extend(
        tag("li", esc(ctx.t(f"zehn.res_tie_{reason}")), class_="zt-tie")
        for reason in tie_breaks(res)
    )
    if view["over"]:
        steps.append(tag("li", esc(ctx.t("zehn.res_end"))))
    elif view["phase"] == "choose":
        steps.append(
            tag(
                "li",
                esc(
                    ctx.about(
                        GAME + "res_chooser",
                        res["winner"],
                        name=seat_name(ctx, view, res["winner"]),
                    )
                ),
            )
        )
    else:
        steps.append(
            tag(
                "li",
                esc(
                    ctx.about(
                        GAME + "res_chosen",
                        view["start"],
                        name=seat_name(ctx, view, view["start"]),
                    )
                ),
            )
        )
    # "Close", not "Continue": the panel only reports, the game goes on by the question
    # above it (or the bots), and a second call to go on would compete with that question.
    ok = button(
        esc(ctx.t("zehn.res_ok")),
        ui="dismiss",
        class_="zt-btn zt-ok",
        aria_label=ctx.t("zehn.res_ok"),
    )
    # the button beside the title, before the steps: in reach however long the list is
    head = tag(
        "div",
        tag("h2", esc(ctx.t("zehn.res_title", r=res["round"])), class_="zt-h") + ok,
        class_="zt-res-head",
    )
    return tag(
        "section",
        head + tag("ol", "".join(steps), class_="zt-steps", tabindex="0"),
        class_="zt-resolution",
        aria_label=ctx.t("zehn.res_title", r=res["round"]),
    )
