"""The controls below a Zehn table, one set for each phase: lay a card open or face down with
its chips, open an auction or pass, raise, take the extra protection, add a second card or
stop, name the next start player. Every choice offered comes from the legal actions."""

from __future__ import annotations

from collections.abc import Callable

from kartentisch.games.zehn import actions
from kartentisch.games.zehn.texts import card_name
from kartentisch.games.zehn.view import ZehnView
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table.first_press import leads
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.zehn.faces import (
    GAME,
    count,
    refusal,
    seat_name,
    too_high,
)


def controls(view: ZehnView, ctx: TableContext) -> str:
    if view["over"]:
        return tag(
            "div", tag("p", esc(ctx.t("zehn.over")), class_="zt-prompt"), class_="zt-controls"
        )
    if not ctx.legal:
        key = f"zehn.wait_{view['phase']}"
        text = ctx.t(key, name=seat_name(ctx, view, view["turn"])) if key in ctx.t else ""
        return tag(
            "div", tag("p", esc(text), class_="zt-prompt", role="status"), class_="zt-controls"
        )
    phase = view["phase"]
    body = {
        "first": first_card,
        "bid": bid,
        "raise": raise_or_pass,
        "protect": protect,
        "second": second_card,
        "choose": choose_start,
    }[phase](view, ctx)
    return tag("div", body, class_="zt-controls mine", role="group")


def prompt(text: str) -> str:
    """The question of the person's turn: the one element marked as asking now."""
    return tag("p", esc(text), class_="zt-prompt", role="status", data_prompt=True)


def first_card(view: ZehnView, ctx: TableContext) -> str:
    card = ctx.ui.get("pick")
    if not card or actions.lay(card) not in ctx.legal:
        return prompt(ctx.t("zehn.pick_first"))
    name = card_name(card, ctx.lang)
    rows = []
    for mode in (actions.OPEN, actions.DOWN):
        cells = []
        for chips in range(3):
            action = actions.lay(card, mode == actions.DOWN, chips)
            if action not in ctx.legal:
                continue
            label = ctx.t(GAME + mode) if chips == 0 else count(ctx, "chips_n", chips)
            cells.append(
                button(
                    esc(label),
                    action=action,
                    class_=f"zt-btn zt-{mode}",
                    aria_label=count(ctx, "lay_label", chips, card=name, mode=ctx.t(GAME + mode)),
                )
            )
        rows.append(
            tag(
                "div",
                tag("span", esc(ctx.t(GAME + mode)), class_="zt-rowlabel") + "".join(cells),
                class_="zt-row zt-lay",
            )
        )
    return prompt(ctx.t("zehn.lay_how", card=name)) + "".join(rows)


def amount_stepper(
    ctx: TableContext, amounts: list[int], make: Callable[[int], str]
) -> tuple[int, str]:
    """A bid amount within the legal ones, with less/more buttons (each a step towards the
    actions ``make`` gives for the amounts on its side)."""
    amount = ctx.ui.get("amount", amounts[0])
    if amount not in amounts:
        amount = amounts[0]
    less = button(
        "−",
        ui="amount -",
        class_="zt-btn zt-step",
        aria_label=ctx.t("zehn.less"),
        disabled=amount == amounts[0],
        data_leads=leads(make(a) for a in amounts if a < amount),
    )
    more = button(
        "+",
        ui="amount +",
        class_="zt-btn zt-step",
        aria_label=ctx.t("zehn.more"),
        disabled=amount == amounts[-1],
        data_leads=leads(make(a) for a in amounts if a > amount),
    )
    shown = tag("span", esc(amount), class_="zt-amount", aria_live="polite")
    return amount, tag("span", less + shown + more, class_="zt-stepper")


def bid(view: ZehnView, ctx: TableContext) -> str:
    targets: dict[int, list[int]] = {}
    for offer in actions.of_verb(ctx.legal, actions.BID):
        targets.setdefault(int(str(offer.seat)), []).append(offer.amount)
    out = [prompt(ctx.t("zehn.bid_prompt"))]
    chosen = ctx.ui.get("target")
    buttons = []
    for owner, amounts in sorted(targets.items()):
        label = ctx.t("zehn.bid_target", name=seat_name(ctx, view, owner), n=min(amounts))
        short = ctx.t("zehn.bid_target_short", name=seat_name(ctx, view, owner), n=min(amounts))
        buttons.append(
            button(
                esc(short),
                ui=f"target {owner}",
                class_="zt-btn zt-target",
                aria_pressed="true" if chosen == owner else "false",
                aria_label=label,
                # a step towards bidding on this card (the bid itself is the next press)
                data_leads=None
                if chosen == owner
                else leads(actions.bid(a, owner) for a in amounts),
            )
        )
    buttons.append(refusal(ctx, "pass", actions.PASS))
    out.append(tag("div", "".join(buttons), class_="zt-row wrap"))
    if chosen in targets:
        amounts = sorted(targets[chosen])
        amount, stepper = amount_stepper(ctx, amounts, lambda a: actions.bid(a, chosen))
        go = button(
            esc(ctx.t("zehn.bid_go", n=amount)),
            action=actions.bid(amount, chosen),
            class_="zt-btn zt-go",
            aria_label=ctx.t("zehn.bid_go", n=amount),
        )
        out.append(
            tag(
                "div",
                tag(
                    "span",
                    esc(ctx.t("zehn.bid_amount", name=seat_name(ctx, view, chosen))),
                    class_="zt-rowlabel",
                )
                + stepper
                + go,
                class_="zt-row",
            )
        )
    return "".join(out)


def raise_or_pass(view: ZehnView, ctx: TableContext) -> str:
    auction = view["auction"]
    assert auction is not None, "raising is offered only during an auction"
    amounts = sorted(p.amount for p in actions.of_verb(ctx.legal, actions.RAISE))
    out = [
        prompt(
            ctx.t(
                "zehn.raise_prompt",
                owner=seat_name(ctx, view, auction["owner"]),
                high=auction["high"],
                leader=seat_name(ctx, view, auction["leader"]),
            )
        )
    ]
    row = [refusal(ctx, "pass", actions.PASS)]
    if amounts:
        amount, stepper = amount_stepper(ctx, amounts, actions.raise_to)
        row.append(tag("span", esc(ctx.t("zehn.raise_min", n=amounts[0])), class_="zt-small"))
        row.append(stepper)
        row.append(
            button(
                esc(ctx.t("zehn.raise_go", n=amount)),
                action=actions.raise_to(amount),
                class_="zt-btn zt-go",
                aria_label=ctx.t("zehn.raise_go", n=amount),
            )
        )
    out.append(tag("div", "".join(row), class_="zt-row wrap"))
    return "".join(out)


def protect(view: ZehnView, ctx: TableContext) -> str:
    row = [refusal(ctx, "keep", actions.KEEP)]
    for offer in actions.of_verb(ctx.legal, actions.PROTECT):
        label = count(ctx, "protect_go", offer.amount)
        action = actions.protect(offer.amount)
        row.append(button(esc(label), action=action, class_="zt-btn zt-go", aria_label=label))
    return prompt(ctx.t("zehn.protect_prompt")) + tag("div", "".join(row), class_="zt-row wrap")


def second_card(view: ZehnView, ctx: TableContext) -> str:
    sums = view["sums"]
    out = [prompt(ctx.t("zehn.second_prompt"))]
    if view["my_total"] is not None:
        out.append(tag("p", esc(ctx.t("zehn.my_total", n=view["my_total"])), class_="zt-small"))
    notes = [too_high(view, ctx, c) for c, s in sums.items() if s > 10]
    if notes:
        out.append(tag("ul", "".join(tag("li", esc(t)) for t in notes), class_="zt-notes"))
    # "no second card" first, as "pass" in an auction: the choices of a card then follow in
    # the hand's order, and four of them share two rows on a phone
    row = [refusal(ctx, "stop", actions.STOP)]
    for offer in actions.of_verb(ctx.legal, actions.ADD):
        card = str(offer.card)
        label = ctx.t("zehn.add_go", card=card_name(card, ctx.lang), sum=sums.get(card))
        action = actions.add(card)
        row.append(button(esc(label), action=action, class_="zt-btn zt-go", aria_label=label))
    out.append(tag("div", "".join(row), class_="zt-row wrap"))
    return "".join(out)


def choose_start(view: ZehnView, ctx: TableContext) -> str:
    row = []
    for action in ctx.legal:
        seat = int(str(actions.parse(action).seat))
        name = seat_name(ctx, view, seat)
        label = ctx.t("zehn.choose_go", name=name)
        # the prompt asks who starts: the button shows the name, a reader hears it whole
        row.append(button(esc(name), action=action, class_="zt-btn zt-go", aria_label=label))
    return prompt(ctx.t("zehn.choose_prompt")) + tag("div", "".join(row), class_="zt-row wrap")
