"""The Fünf Kronen table: opponents on top, stock and discard pile in the middle, the hand below.

Input: tap the stock or the pile (or drag either onto the hand) to draw; tap a card to select
it, then tap it again or drag it onto the pile to throw it (going out when throwing it can go
out: no gesture forfeits a round), or press "Ablegen" for a plain discard; "Auslegen" appears
exactly when the hand can go out. The hand can be sorted by suit or rank and reordered by
dragging a card onto another, or by keyboard (select a card, then the arrow keys move it).
The order is the player's own and is kept by the renderer between moves; the engine never
sees it. With help with going out (the default) the app lays down the best melds itself, so a
person never scores worse than the solver's arrangement. Without it (classic) the table shows
nothing the solver knows: "Ausgehen" opens the lay-out panel after every draw, any picked cards
can be grouped, and the engine's answer to the arrangement (a reason when it is refused) is
what the player learns.

The hand's order (``hand_order``) and laying out by hand (``lay_out``) are small pure
modules with their own tests; how a card looks (``faces``), the other seats (``seat_chips``),
the buttons of the person's turn (``turn_panel``), the scores (``score_panel``) and where a
moved card flies from (``arrivals``) are next door; this one keeps the table's state, draws
the table around them and turns input into their transitions.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from kartentisch.engine.protocol import Action, Seat
from kartentisch.games.fuenf_kronen import actions, texts
from kartentisch.games.fuenf_kronen.cards import (
    hand_size_for_round,
    sort_key_rank,
    sort_key_suit,
    without,
)
from kartentisch.games.fuenf_kronen.view import FuenfKronenView
from kartentisch.ui.render import components
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table.table_api import BaseRenderer, TableContext
from kartentisch.ui.tables.fuenf_kronen import (
    arrivals,
    hand_order,
    lay_out,
    score_panel,
    seat_chips,
    turn_panel,
)
from kartentisch.ui.tables.fuenf_kronen.faces import (
    GAME,
    card_classes,
    card_face,
    card_label,
    card_span,
)

SORT_KEYS = {"suit": sort_key_suit, "rank": sort_key_rank}
"""The hand's sort modes; suit is the first, and the one a new hand starts with."""


def thrown(card: str, ctx: TableContext) -> Action | None:
    """What a throwing gesture does with ``card`` (a second tap, a drag onto the pile, the
    discard key): it goes out when throwing that card can go out (the melds as the solver
    lays them), else it discards. A gesture never forfeits a going-out the table offers:
    while going out is offered with another card, a gesture throws nothing, and a plain
    discard of this one stays one explicit press of its own button."""
    if actions.go_out(card) in ctx.legal:
        return actions.go_out(card)
    if actions.cards_of(ctx.legal, actions.GO_OUT):
        return None
    if actions.discard(card) in ctx.legal:
        return actions.discard(card)
    return None


def _hand_order_from(data: object) -> hand_order.HandOrder | None:
    """A kept hand order, if it is well formed; ``follow`` then fits it to the hand dealt."""
    if not isinstance(data, dict):
        return None
    deal, sort, manual, cards = (data.get(k) for k in ("deal", "sort", "manual", "cards"))
    if sort not in SORT_KEYS or not isinstance(manual, bool) or not isinstance(cards, list):
        return None
    if not (deal is None or (isinstance(deal, int) and not isinstance(deal, bool))):
        return None
    if len(cards) > 40 or not all(isinstance(c, str) and len(c) <= 4 for c in cards):
        return None
    return hand_order.HandOrder(deal=deal, sort=sort, manual=manual, cards=tuple(cards))


class FuenfKronenRenderer(BaseRenderer[FuenfKronenView]):
    game_id = "fuenf-kronen"

    def __init__(self) -> None:
        """Everything kept here belongs to one match: the host makes a renderer for each."""
        self._hands: dict[Seat, hand_order.HandOrder] = {}
        """The hand order each seat chose; kept across moves (the host clears ``ctx.ui``)."""
        self._show_scores = False
        self._laying: dict[Seat, lay_out.LayOut] = {}
        """A person laying out melds by hand, per seat (for the turn it began in)."""

    # ---- the hand's order, owned by the player ------------------------------------------
    def kept(self) -> dict[str, Any]:
        """Each seat's sort mode and order (not the selection): a reload keeps the hand as the
        person arranged it."""
        return {
            "hands": {
                str(seat): {
                    "deal": order.deal,
                    "sort": order.sort,
                    "manual": order.manual,
                    "cards": list(order.cards),
                }
                for seat, order in self._hands.items()
            }
        }

    def restore(self, kept: Mapping[str, Any]) -> None:
        hands = kept.get("hands")
        if not isinstance(hands, dict):
            return
        for seat_text, data in hands.items():
            order = _hand_order_from(data)
            if isinstance(seat_text, str) and seat_text.isdigit() and order is not None:
                self._hands[int(seat_text)] = order

    def _hand(self, view: FuenfKronenView) -> hand_order.HandOrder:
        """The seat's order brought up to the hand the view shows (and kept)."""
        seat = view["seat"]
        assert seat is not None
        kept = self._hands.get(seat, hand_order.HandOrder())
        self._hands[seat] = hand_order.follow(kept, view["hand"] or [], view["round"], SORT_KEYS)
        return self._hands[seat]

    def _change_hand(self, view: FuenfKronenView, new: hand_order.HandOrder) -> None:
        seat = view["seat"]
        if seat is not None:
            self._hands[seat] = new

    def hand_order(self, view: FuenfKronenView) -> list[str]:
        """The hand as the player sees it (``hand_order``); a spectator sees it as dealt."""
        if view["seat"] is None:
            return list(view["hand"] or [])
        return list(self._hand(view).cards)

    def selected_index(self, view: FuenfKronenView) -> int | None:
        if view["seat"] is None:
            return None
        return hand_order.selected_index(self._hand(view))

    # ---- laying out by hand ------------------------------------------------------------

    @staticmethod
    def _turn(view: FuenfKronenView) -> lay_out.Turn:
        return (view["round"], view["draws"], view["went_out"])

    def laying(self, view: FuenfKronenView, ctx: TableContext) -> lay_out.LayOut | None:
        seat = view["seat"]
        if seat is None:
            return None
        found = lay_out.still_open(
            self._laying.get(seat), self._turn(view), turn_panel.may_lay_out(view, ctx)
        )
        self._set_laying(seat, found)
        return found

    def _set_laying(self, seat: Seat, lay: lay_out.LayOut | None) -> None:
        if lay is None:
            self._laying.pop(seat, None)
        else:
            self._laying[seat] = lay

    def loose_cards(self, view: FuenfKronenView, lay: lay_out.LayOut) -> list[str]:
        """The hand (in the player's order) without the cards already in melds."""
        return without(self.hand_order(view), lay_out.melded(lay))

    def _lay_out_command(
        self, verb: str, arg: str, view: FuenfKronenView, ctx: TableContext
    ) -> None:
        seat = view["seat"]
        if seat is None:
            return
        lay = self.laying(view, ctx)
        if verb == "arrange":
            offered = turn_panel.may_lay_out(view, ctx)
            self._set_laying(seat, lay_out.toggled(lay, self._turn(view), offered))
            return
        if lay is None:
            return
        if verb == "group":
            cards = lay_out.picked(lay, self.loose_cards(view, lay))
            if turn_panel.may_group(cards, view):
                self._set_laying(seat, lay_out.grouped(lay, cards))
        elif verb == "ungroup" and arg.isdigit():
            self._set_laying(seat, lay_out.ungrouped(lay, int(arg)))

    # ---- input --------------------------------------------------------------------------
    def on_ui(self, command: str, view: FuenfKronenView, ctx: TableContext) -> Action | None:
        seat = view["seat"]
        verb, _, arg = command.partition(" ")
        if verb == "scores":
            self._show_scores = not self._show_scores
            return None
        if seat is None:
            return None
        if verb in ("arrange", "group", "ungroup"):
            self._lay_out_command(verb, arg, view, ctx)
            return None
        lay = self.laying(view, ctx)
        if verb == "pick" and lay is not None:
            self._set_laying(seat, lay_out.pick(lay, arg, self.loose_cards(view, lay)))
            return None
        kept = self._hand(view)
        if verb == "sort":
            self._change_hand(view, hand_order.sort_by(kept, arg))
        elif verb == "move":
            self._change_hand(view, hand_order.step(kept, -1 if arg == "left" else 1))
        elif verb == "pick":
            i = hand_order.index_of(kept.cards, arg)
            if i is None:
                return None
            throw = thrown(kept.cards[i], ctx)
            if kept.selected == arg and throw is not None:
                self._change_hand(view, hand_order.select(kept, None))
                return throw
            self._change_hand(view, hand_order.select(kept, arg))
        return None

    def on_drop(
        self, drag: str, drop: str, view: FuenfKronenView, ctx: TableContext
    ) -> Action | None:
        if drag == "stock" and drop == "hand" and actions.DRAW_STOCK in ctx.legal:
            return actions.DRAW_STOCK
        if drag == "pile" and drop == "hand" and actions.DRAW_DISCARD in ctx.legal:
            return actions.DRAW_DISCARD
        kind, _, ident = drag.partition(" ")
        if kind != "card":
            return None
        order = self.hand_order(view)
        i = hand_order.index_of(order, ident)
        if i is None:
            return None
        card = order[i]
        if drop == "pile":
            return thrown(card, ctx)
        if drop == "out" and actions.go_out(card) in ctx.legal:
            return actions.go_out(card)
        target_kind, _, target = drop.partition(" ")
        if target_kind == "slot" and view["seat"] is not None:
            self._change_hand(view, hand_order.move(self._hand(view), ident, target))
        return None

    def on_key(self, key: str, view: FuenfKronenView, ctx: TableContext) -> Action | None:
        if key in ("ArrowLeft", "ArrowRight") and view["seat"] is not None:
            by = -1 if key == "ArrowLeft" else 1
            self._change_hand(view, hand_order.step(self._hand(view), by))
            return None
        lowered = key.lower()
        if lowered == "s" and actions.DRAW_STOCK in ctx.legal:
            return actions.DRAW_STOCK
        if lowered in ("a", "p") and actions.DRAW_DISCARD in ctx.legal:
            return actions.DRAW_DISCARD
        order = self.hand_order(view)
        i = self.selected_index(view)
        if i is None:
            return None
        if lowered == "d" or key == "Delete":
            return thrown(order[i], ctx)
        if lowered == "g":
            action = actions.go_out(order[i])
            return action if action in ctx.legal else None
        return None

    # ---- drawing ------------------------------------------------------------------------
    def render(self, view: FuenfKronenView, ctx: TableContext) -> str:
        parts = [
            self._header(view, ctx),
            seat_chips.opponents(view, ctx),
            self._middle(view, ctx),
        ]
        summary = view["phase"] in ("scored", "over")
        if summary:
            parts.append(score_panel.summary(view, ctx))
        parts.append(self._own(view, ctx))
        if self._show_scores and view["phase"] not in ("scored", "over"):
            parts.append(score_panel.scoreboard(view, ctx))
        return tag(
            "div",
            "".join(parts),
            class_="fk-table",
            data_phase=view["phase"],
            data_round=view["round"],
            # results to read scroll with the table (static/js/fit.js), never in a box of their own
            data_page_scroll=summary or self._show_scores or None,
        )

    def _header(self, view: FuenfKronenView, ctx: TableContext) -> str:
        wild = view["wild"]
        label = texts.wild_name(wild, ctx.lang)
        toggle = "hide_scores" if self._show_scores else "show_scores"
        return tag(
            "div",
            tag(
                "span",
                esc(ctx.t("fuenf_kronen.round_short", r=view["round"], n=view["rounds"])),
                class_="fk-round",
                title=ctx.t("fuenf_kronen.round", r=view["round"], n=view["rounds"]),
            )
            + tag(
                "span",
                esc(ctx.t("fuenf_kronen.wild", rank=label)),
                class_="fk-wild-banner",
                data_wild=wild,
            )
            + button(
                esc(ctx.t("fuenf_kronen.scoreboard")),
                ui="scores",
                class_="btn btn-quiet fk-scores-btn",
                aria_pressed="true" if self._show_scores else "false",
                title=ctx.t(GAME + toggle),
            ),
            class_="fk-header",
        )

    def _middle(self, view: FuenfKronenView, ctx: TableContext) -> str:
        wild = view["wild"]
        count = view["stock"]
        drawable = actions.DRAW_STOCK in ctx.legal
        stock = components.card(
            tag("span", str(count), class_="fk-stock-count", aria_hidden="true"),
            "card back playable fk-stock" if drawable else "card back fk-stock",
            ctx.t(GAME + ("draw_stock" if drawable else "stock_count"), n=count),
            action=actions.DRAW_STOCK if drawable else None,
            data_drag="stock" if drawable else None,
            data_place="stock",
        )
        pile_cards: list[str] = view["discard"]
        under = "".join(card_span(c, wild, ctx.lang, "small fk-under") for c in pile_cards[-5:-1])
        if pile_cards:
            top = pile_cards[-1]
            takeable = actions.DRAW_DISCARD in ctx.legal
            top_html = components.card(
                card_face(top, wild, ctx.lang),
                card_classes(top, wild, "playable fk-top" if takeable else "fk-top"),
                ctx.t(
                    GAME + ("take" if takeable else "pile_top"),
                    card=card_label(top, wild, ctx.lang),
                ),
                action=actions.DRAW_DISCARD if takeable else None,
                data_drag="pile" if takeable else None,
                data_from=arrivals.thrown_on_pile(view, ctx, top),
            )
        else:
            top_html = tag("span", esc(ctx.t("fuenf_kronen.pile_empty")), class_="fk-pile-empty")
        pile = tag(
            "div",
            tag("div", under, class_="fk-history", aria_hidden="true") + top_html,
            class_="fk-pile",
            data_drop="pile",
            role="group",
            aria_label=ctx.t("fuenf_kronen.pile"),
        )
        return tag("div", stock + pile + self._status(view, ctx), class_="fk-middle")

    def _status(self, view: FuenfKronenView, ctx: TableContext) -> str:
        lines = []
        went = view["went_out"]
        if went is not None and view["phase"] in ("draw", "discard"):
            if view["seat"] is not None and view["turn"] == view["seat"]:
                key = "your_last_turn_classic" if view["by_hand"] else "your_last_turn"
                lines.append(ctx.t(GAME + key))
            else:
                lines.append(
                    ctx.about("fuenf_kronen.last_turn", seat=went, name=view["names"][went])
                )
        html = "".join(tag("p", esc(line)) for line in lines)
        if actions.DRAW_STOCK in ctx.legal or actions.DRAW_DISCARD in ctx.legal:
            html += tag("p", esc(ctx.t("fuenf_kronen.draw_hint")), data_prompt=True)
        return tag("div", html, class_="fk-status", aria_live="polite")

    def _own(self, view: FuenfKronenView, ctx: TableContext) -> str:
        seat = view["seat"]
        if seat is None or view["hand"] is None:
            return ""
        wild = view["wild"]
        lay = self.laying(view, ctx)
        order = self.hand_order(view) if lay is None else self.loose_cards(view, lay)
        sel = self.selected_index(view) if lay is None else None
        drawn = view["drawn"]
        drawn_shown = False
        drawn_from_place = arrivals.drawn_by(view, seat, ctx)
        cards = []
        best = turn_panel.best_discard_hint(view, ctx) if lay is None else None
        for i, card in enumerate(order):
            ident = hand_order.card_id(order, i)
            extra = ["playable"]
            label = card_label(card, wild, ctx.lang)
            picked = sel == i or (lay is not None and ident in lay.current)
            if picked:
                extra.append("selected")
            arrives = None
            if drawn is not None and card == drawn and not drawn_shown:
                extra.append("just-moved fk-new")
                label += ", " + ctx.t("fuenf_kronen.new_card")
                drawn_shown = True
                arrives = drawn_from_place
            if best == card and "highlight" not in extra:
                extra.append("highlight")
            cards.append(
                components.card(
                    card_face(card, wild, ctx.lang),
                    card_classes(card, wild, " ".join(extra)),
                    label,
                    ui=f"pick {ident}",
                    data_drag=f"card {ident}",
                    data_drop=f"slot {ident}",
                    data_card=card,
                    aria_pressed="true" if picked else "false",
                    data_from=arrives,
                )
            )
        tools = (
            button(
                esc(ctx.t("fuenf_kronen.sort_suit")), ui="sort suit", class_="btn btn-quiet fk-tool"
            )
            + button(
                esc(ctx.t("fuenf_kronen.sort_rank")), ui="sort rank", class_="btn btn-quiet fk-tool"
            )
            + button(
                "◀",
                ui="move left",
                class_="btn btn-quiet fk-tool",
                aria_label=ctx.t("fuenf_kronen.move_left"),
                disabled=sel is None or sel == 0,
            )
            + button(
                "▶",
                ui="move right",
                class_="btn btn-quiet fk-tool",
                aria_label=ctx.t("fuenf_kronen.move_right"),
                disabled=sel is None or sel == len(order) - 1,
            )
        )
        summary = view["phase"] in ("scored", "over")
        laid = seat_chips.laid(view, seat, ctx) if view["laid"][seat] and not summary else ""
        badges = (
            badge(view["names"][seat], "fk-name")
            + badge(ctx.t("fuenf_kronen.points", n=view["totals"][seat]), "fk-total")
            + seat_chips.marks(view, seat, ctx, compact=True)
            # The wild rank again right above the hand, where the eye is while choosing.
            + badge(
                ctx.t("fuenf_kronen.wild", rank=texts.wild_name(wild, ctx.lang)),
                "fk-badge fk-wild-badge",
            )
        )
        me = tag("div", badges + laid, class_="fk-me", data_seat=seat)
        hand_html = tag(
            "div",
            "".join(cards),
            class_="fk-hand",
            # the most cards the hand holds in this round (the deal and a card drawn): the
            # cards keep their size and rows through the round, whoever's turn it is
            data_hand=max(len(order), hand_size_for_round(view["round"]) + 1),
            data_drop="hand",
            role="group",
            aria_label=ctx.t("fuenf_kronen.hand"),
        )
        return tag(
            "section",
            me
            + (
                turn_panel.actions_panel(view, ctx, order, sel)
                if lay is None
                else turn_panel.lay_out_panel(view, ctx, lay, order)
            )
            + (hand_html + tag("div", tools, class_="fk-tools") if order else ""),
            class_="fk-own",
            aria_label=ctx.t("fuenf_kronen.hand"),
            data_focus_start=True,  # after the draw the focus goes to the hand, not to the header
        )

    # ---- words for the host (the game's sentences: ``games.fuenf_kronen.texts``) ---------
    def caption(self, view: FuenfKronenView, ctx: TableContext) -> str:
        """Between rounds the header says the round is over, not "your turn" (the button
        that deals the next round is the only thing to press)."""
        if view["phase"] == "scored":
            return ctx.t("fuenf_kronen.caption_scored", r=view["round"])
        return ""

    def log_lines(self, view: FuenfKronenView, ctx: TableContext) -> list[str]:
        return [s for e in view["events"] for s in texts.tell(e, view["names"], ctx.lang, ctx.seat)]

    def announce(
        self, before: FuenfKronenView | None, after: FuenfKronenView, ctx: TableContext
    ) -> list[str]:
        if before is None:
            return []
        return texts.news(before, after, ctx.lang, ctx.seat)

    def describe_action(self, action: Action, view: FuenfKronenView, ctx: TableContext) -> str:
        return texts.describe_move(action, view["discard"], ctx.lang)
