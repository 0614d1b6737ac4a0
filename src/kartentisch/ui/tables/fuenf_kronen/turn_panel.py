"""The person's turn below the hand: the buttons that discard or go out with the notes that
preview the score, and the panel for laying out melds by hand (with help only valid melds; in
the classic mode any grouping, judged by the engine when it is played)."""

from __future__ import annotations

from kartentisch.games.fuenf_kronen import actions, arrange, solver
from kartentisch.games.fuenf_kronen.cards import card_name, points, without
from kartentisch.games.fuenf_kronen.view import FuenfKronenView
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table.table_api import TableContext
from kartentisch.ui.tables.fuenf_kronen import lay_out
from kartentisch.ui.tables.fuenf_kronen.faces import GAME, card_span, default_out, melds_text


def may_lay_out(view: FuenfKronenView, ctx: TableContext) -> bool:
    """Going out is possible (classic: offered after every draw), or this is the
    person's last turn."""
    if not any(actions.verb_of(a) == actions.DISCARD for a in ctx.legal):
        return False
    return (
        view["went_out"] is not None
        or bool(view["may_go_out"])
        or any(actions.verb_of(a) == actions.GO_OUT for a in ctx.legal)
    )


def may_group(cards: list[str], view: FuenfKronenView) -> bool:
    """With help only valid melds can be grouped; in the classic mode any picked cards
    can, and the engine answers for the whole arrangement when it is played."""
    if view["by_hand"]:
        return bool(cards)
    return solver.is_meld(cards, view["wild"], view["natural_required"])


def best_discard_hint(view: FuenfKronenView, ctx: TableContext) -> str | None:
    if not ctx.settings.get("assist") or view["phase"] != "discard":
        return None
    if not any(actions.verb_of(a) == actions.DISCARD for a in ctx.legal):
        return None
    card, _ = arrange.best_discard(view["hand"] or [], view["wild"], view["natural_required"])
    return card


def actions_panel(
    view: FuenfKronenView, ctx: TableContext, order: list[str], sel: int | None
) -> str:
    """The buttons and notes of the discard step, in a box of its own that stays (empty) while
    the person draws or others play: a note or a button coming or going never moves the hand."""
    if not any(actions.verb_of(a) in (actions.DISCARD, actions.GO_OUT) for a in ctx.legal):
        return tag("div", "", class_="fk-actions")
    wild = view["wild"]
    nat = view["natural_required"]
    chosen = order[sel] if sel is not None else None
    outs = actions.cards_of(ctx.legal, actions.GO_OUT)
    parts = []
    notes = []
    asks = ""
    if outs:
        card = chosen if chosen in outs else default_out(outs, wild)
        rest = list(view["hand"] or [])
        rest.remove(card)
        melds, _, _ = arrange.best_arrangement(rest, wild, nat)
        parts.append(
            tag(
                "div",
                button(
                    esc(ctx.t("fuenf_kronen.go_out", card=card_name(card, ctx.lang))),
                    action=actions.go_out(card),
                    class_="btn btn-primary fk-go-out",
                ),
                class_="fk-out-zone",
                data_drop="out",
            )
        )
        notes.append(ctx.t("fuenf_kronen.preview_out", melds=melds_text(melds, ctx.lang)))
        if chosen is not None and chosen not in outs:
            # a second tap on this card throws nothing (``table.thrown``): say why, first
            notes.insert(0, ctx.t("fuenf_kronen.out_other", card=card_name(chosen, ctx.lang)))
    if chosen is not None and actions.discard(chosen) in ctx.legal:
        # the button names the step the chosen card waits for: it is the question
        parts.append(
            button(
                esc(ctx.t("fuenf_kronen.discard", card=card_name(chosen, ctx.lang))),
                action=actions.discard(chosen),
                class_="btn fk-discard",
                data_prompt=True,
            )
        )
        if view["went_out"] is not None and not view["by_hand"]:
            rest = list(view["hand"] or [])
            rest.remove(chosen)
            melds, _, score = arrange.best_arrangement(rest, wild, nat)
            if melds:
                notes.append(ctx.t("fuenf_kronen.preview_out", melds=melds_text(melds, ctx.lang)))
            notes.append(
                ctx.t("fuenf_kronen.preview_last", card=card_name(chosen, ctx.lang), score=score)
            )
    else:
        # the arrow keys are said only where keys are in use (app.css ``.keys-only``)
        keys = tag("span", " " + esc(ctx.t("fuenf_kronen.pick_hint_keys")), class_="keys-only")
        asks = tag(
            "p", esc(ctx.t("fuenf_kronen.pick_hint")) + keys, class_="fk-note", data_prompt=True
        )
    best = best_discard_hint(view, ctx)
    if best is not None:
        notes.append(ctx.t("fuenf_kronen.hint_best", card=card_name(best, ctx.lang)))
    if view["may_go_out"]:
        parts.insert(
            0,
            button(
                esc(ctx.t("fuenf_kronen.go_out_classic")),
                ui="arrange",
                class_="btn btn-primary fk-arrange fk-try-out",
            ),
        )
    elif may_lay_out(view, ctx):
        quiet = "" if view["by_hand"] else " btn-quiet"
        parts.append(
            button(
                esc(ctx.t("fuenf_kronen.arrange")),
                ui="arrange",
                class_=f"btn{quiet} fk-arrange",
            )
        )
    # What the buttons will do first, the lesson on tapping last: the box shows what fits.
    return tag(
        "div",
        tag("div", "".join(parts), class_="fk-buttons")
        + tag(
            "div",
            "".join(tag("p", esc(n), class_="fk-note") for n in notes) + asks,
            class_="fk-notes",
        ),
        class_="fk-actions",
    )


def lay_out_panel(
    view: FuenfKronenView, ctx: TableContext, lay: lay_out.LayOut, loose: list[str]
) -> str:
    wild = view["wild"]
    nat = view["natural_required"]
    groups = "".join(
        tag(
            "div",
            tag(
                "span",
                "".join(card_span(c, wild, ctx.lang, "small") for c in group),
                class_="fk-meld"
                + ("" if solver.is_meld(list(group), wild, nat) else " fk-no-meld"),
            )
            + button(
                "✕",
                ui=f"ungroup {i}",
                class_="btn btn-quiet fk-tool",
                aria_label=ctx.t("fuenf_kronen.ungroup"),
            ),
            class_="fk-own-meld",
        )
        for i, group in enumerate(lay.groups)
    )
    picked = lay_out.picked(lay, loose)
    classic = bool(view["by_hand"])
    can_group = may_group(picked, view)
    parts = [
        button(
            esc(ctx.t("fuenf_kronen.group")),
            ui="group",
            class_="btn fk-group",
            disabled=not can_group,
        )
    ]
    notes = []
    if len(picked) >= 3 and not can_group and not classic:
        notes.append(ctx.t("fuenf_kronen.not_meld"))
    if classic:
        # the classic mode groups any cards (the player arranges alone), but a group that is
        # no meld is said at once, not only when the whole arrangement is played
        for group in lay.groups:
            if not solver.is_meld(list(group), wild, nat):
                names = ", ".join(card_name(c, ctx.lang) for c in group)
                notes.append(ctx.t("fuenf_kronen.group_not_meld", cards=names))
    if view["went_out"] is None and not loose:
        notes.append(ctx.t("fuenf_kronen.leave_one"))
    if view["went_out"] is not None and not picked:
        notes.append(ctx.t("fuenf_kronen.pick_discard"))
    if classic and view["went_out"] is None:
        parts.append(try_out_button(ctx, lay, loose, picked))
    elif view["went_out"] is None and len(loose) == 1:
        action = actions.go_out(loose[0], lay.groups)
        if actions.go_out(loose[0]) in ctx.legal:
            parts.append(
                button(
                    esc(ctx.t("fuenf_kronen.go_out_own", card=card_name(loose[0], ctx.lang))),
                    action=action,
                    class_="btn btn-primary fk-go-out",
                )
            )
    if view["went_out"] is not None and classic and (len(picked) == 1 or len(loose) == 1):
        card = picked[0] if len(picked) == 1 else loose[0]
        own = sum(points(c, wild) for c in without(loose, [card]))
        parts.append(
            button(
                esc(ctx.t("fuenf_kronen.discard_own", card=card_name(card, ctx.lang))),
                action=actions.discard(card, lay.groups),
                class_="btn btn-primary fk-discard",
            )
        )
        notes.append(ctx.t("fuenf_kronen.own_score_classic", own=own))
    elif view["went_out"] is not None and len(picked) == 1:
        card = picked[0]
        rest = without(loose, [card])
        own = sum(points(c, wild) for c in rest)
        best = arrange.leftover_score(without(view["hand"] or [], [card]), wild, nat)
        parts.append(
            button(
                esc(ctx.t("fuenf_kronen.discard_own", card=card_name(card, ctx.lang))),
                action=actions.discard(card, lay.groups),
                class_="btn btn-primary fk-discard",
            )
        )
        notes.append(ctx.t("fuenf_kronen.own_score", own=own, best=best))
    stop = "arrange_back" if classic else "arrange_stop"
    parts.append(button(esc(ctx.t(GAME + stop)), ui="arrange", class_="btn btn-quiet fk-arrange"))
    return tag(
        "div",
        tag("div", groups, class_="fk-own-melds")
        + tag("div", "".join(parts), class_="fk-buttons")
        + tag("p", esc(ctx.t("fuenf_kronen.arrange_hint")), class_="fk-note", data_prompt=True)
        + "".join(tag("p", esc(n), class_="fk-note") for n in notes),
        class_="fk-actions fk-laying",
    )


def try_out_button(
    ctx: TableContext, lay: lay_out.LayOut, loose: list[str], picked: list[str]
) -> str:
    """Classic: going out with the melds as laid, whatever they are; the engine judges.
    The button names the card sent when it is the one meant (``lay_out.throw_choice``),
    else it says "go out like this" and the engine's answer says what is missing."""
    card, named = lay_out.throw_choice(lay, loose, picked)
    label = (
        ctx.t("fuenf_kronen.go_out_own", card=card_name(card, ctx.lang))
        if named
        else ctx.t("fuenf_kronen.go_out_try")
    )
    return button(
        esc(label),
        action=actions.go_out(card, lay.groups),
        class_="btn btn-primary fk-go-out",
    )
