"""The Fünf Kronen table: opponents on top, stock and discard pile in the middle, the hand below.

Input: tap the stock or the pile (or drag either onto the hand) to draw; tap a card to select
it and tap it again, press "Ablegen" or drag it onto the pile to discard; "Auslegen" appears
exactly when the hand can go out. The hand can be sorted by suit or rank and reordered by
dragging a card onto another, or by keyboard (select a card, then the arrow keys move it).
The order is the player's own and is kept by the renderer between moves; the engine never
sees it. With help with going out (the default) the app lays down the best melds itself, so a
person never scores worse than the solver's arrangement. Without it (classic) the table shows
nothing the solver knows: "Ausgehen" opens the lay-out panel after every draw, any picked cards
can be grouped, and the engine's answer to the arrangement (a reason when it is refused) is
what the player learns.

The hand's order (``hand_order``) and laying out by hand (``lay_out``) are small pure
modules with their own tests; this one draws and turns input into their transitions.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action, Seat
from kartentisch.games.fuenf_kronen import actions, arrange, solver, texts
from kartentisch.games.fuenf_kronen.cards import (
    JOKER,
    card_name,
    is_wild,
    points,
    rank,
    sort_key_rank,
    sort_key_suit,
    suit,
    without,
)
from kartentisch.games.fuenf_kronen.view import FKView
from kartentisch.ui.render import components
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import button, esc, glyph, tag
from kartentisch.ui.render.i18n import t
from kartentisch.ui.table import seating
from kartentisch.ui.table.table_api import BaseRenderer, TableContext
from kartentisch.ui.tables.fuenf_kronen import hand_order, lay_out

SUIT_SYMBOL = {"*": "★", "H": "♥", "C": "♣", "S": "♠", "D": "♦"}
SUIT_CLASS = {"*": "stern", "H": "herz", "C": "kreuz", "S": "pik", "D": "karo"}
GAME = "fuenf_kronen."
"""The namespace of this table's words (``games/fuenf_kronen/texts/<lang>.json``)."""
FACES = (11, 12, 13)
SORT_KEYS = {"suit": sort_key_suit, "rank": sort_key_rank}
"""The hand's sort modes; suit is the first, and the one a new hand starts with."""


def rank_text(card_rank: int, lang: str) -> str:
    return t(lang, f"{GAME}face_{card_rank}") if card_rank in FACES else str(card_rank)


def card_label(card: str, wild: int, lang: str) -> str:
    """The accessible name, e.g. "Herz Dame" or "Pik 5, wild"."""
    name = card_name(card, lang)
    if card != JOKER and is_wild(card, wild):
        name += ", " + t(lang, GAME + "wild_mark")
    return name


def card_face(card: str, wild: int, lang: str) -> str:
    """The inside of a card: rank and suit symbol in the corner and big in the middle."""
    if card == JOKER:
        return (
            glyph("JK", class_="fk-rank")
            + glyph("☆", class_="fk-pip")
            + glyph("Joker", class_="fk-joker-word")
        )
    r = rank(card)
    s = suit(card)
    assert r is not None and s is not None
    mark = glyph("W", class_="fk-wild-mark") if r == wild else ""
    return (
        glyph(rank_text(r, lang), class_="fk-rank")
        + glyph(SUIT_SYMBOL[s], class_="fk-suit")
        + glyph(SUIT_SYMBOL[s], class_="fk-pip")
        + mark
    )


def card_classes(card: str, wild: int, extra: str = "") -> str:
    s = suit(card)
    kind = "fk-joker" if s is None else f"fk-{SUIT_CLASS[s]}"
    wild_class = " fk-wild" if is_wild(card, wild) else ""
    return f"card face fk-card {kind}{wild_class}{' ' + extra if extra else ''}"


def card_span(card: str, wild: int, lang: str, extra: str = "") -> str:
    face = card_face(card, wild, lang)
    return components.card(face, card_classes(card, wild, extra), card_label(card, wild, lang))


def _melds_and_rest(view: FKView, seat: int, ctx: TableContext, empty: str) -> tuple[str, str]:
    """A seat's laid melds and its unmelded rest, drawn alike in the round and in its summary;
    ``empty`` stands where no rest is left (the summary says so, the table shows nothing)."""
    wild = view["wild"]
    melds = "".join(
        tag(
            "span",
            "".join(card_span(c, wild, ctx.lang, "small") for c in meld),
            class_="fk-meld",
        )
        for meld in view["melds"][seat]
    )
    leftover = view["leftover"][seat]
    if not leftover:
        return melds, empty
    rest = tag(
        "span",
        "".join(card_span(c, wild, ctx.lang, "small") for c in leftover),
        class_="fk-leftover",
        role="group",
        aria_label=ctx.t(
            "fuenf_kronen.rest", cards=", ".join(card_name(c, ctx.lang) for c in leftover)
        ),
    )
    return melds, rest


class FuenfKronenRenderer(BaseRenderer[FKView]):
    game_id = "fuenf-kronen"

    def __init__(self) -> None:
        """Everything kept here belongs to one match: the host makes a renderer for each."""
        self._hands: dict[Seat, hand_order.HandOrder] = {}
        """The hand order each seat chose; kept across moves (the host clears ``ctx.ui``)."""
        self._show_scores = False
        self._laying: dict[Seat, lay_out.LayOut] = {}
        """A person laying out melds by hand, per seat (for the turn it began in)."""

    # ---- the hand's order, owned by the player ------------------------------------------
    def _hand(self, view: FKView) -> hand_order.HandOrder:
        """The seat's order brought up to the hand the view shows (and kept)."""
        seat = view["seat"]
        assert seat is not None
        kept = self._hands.get(seat, hand_order.HandOrder())
        self._hands[seat] = hand_order.follow(kept, view["hand"] or [], view["round"], SORT_KEYS)
        return self._hands[seat]

    def _change_hand(self, view: FKView, new: hand_order.HandOrder) -> None:
        seat = view["seat"]
        if seat is not None:
            self._hands[seat] = new

    def hand_order(self, view: FKView) -> list[str]:
        """The hand as the player sees it (``hand_order``); a spectator sees it as dealt."""
        if view["seat"] is None:
            return list(view["hand"] or [])
        return list(self._hand(view).cards)

    def selected_index(self, view: FKView) -> int | None:
        if view["seat"] is None:
            return None
        return hand_order.selected_index(self._hand(view))

    # ---- laying out by hand ------------------------------------------------------------
    @staticmethod
    def may_lay_out(view: FKView, ctx: TableContext) -> bool:
        """Going out is possible (classic: offered after every draw), or this is the
        person's last turn."""
        if not any(actions.verb_of(a) == actions.DISCARD for a in ctx.legal):
            return False
        return (
            view["went_out"] is not None
            or bool(view["may_go_out"])
            or any(actions.verb_of(a) == actions.GO_OUT for a in ctx.legal)
        )

    @staticmethod
    def _turn(view: FKView) -> lay_out.Turn:
        return (view["round"], view["draws"], view["went_out"])

    def laying(self, view: FKView, ctx: TableContext) -> lay_out.LayOut | None:
        seat = view["seat"]
        if seat is None:
            return None
        found = lay_out.still_open(
            self._laying.get(seat), self._turn(view), self.may_lay_out(view, ctx)
        )
        self._set_laying(seat, found)
        return found

    def _set_laying(self, seat: Seat, lay: lay_out.LayOut | None) -> None:
        if lay is None:
            self._laying.pop(seat, None)
        else:
            self._laying[seat] = lay

    def loose_cards(self, view: FKView, lay: lay_out.LayOut) -> list[str]:
        """The hand (in the player's order) without the cards already in melds."""
        return without(self.hand_order(view), lay_out.melded(lay))

    def _lay_out_command(self, verb: str, arg: str, view: FKView, ctx: TableContext) -> None:
        seat = view["seat"]
        if seat is None:
            return
        lay = self.laying(view, ctx)
        if verb == "arrange":
            offered = self.may_lay_out(view, ctx)
            self._set_laying(seat, lay_out.toggled(lay, self._turn(view), offered))
            return
        if lay is None:
            return
        if verb == "group":
            cards = lay_out.picked(lay, self.loose_cards(view, lay))
            if self._may_group(cards, view):
                self._set_laying(seat, lay_out.grouped(lay, cards))
        elif verb == "ungroup" and arg.isdigit():
            self._set_laying(seat, lay_out.ungrouped(lay, int(arg)))

    @staticmethod
    def _may_group(cards: list[str], view: FKView) -> bool:
        """With help only valid melds can be grouped; in the classic mode any picked cards
        can, and the engine answers for the whole arrangement when it is played."""
        if view["by_hand"]:
            return bool(cards)
        return solver.is_meld(cards, view["wild"], view["natural_required"])

    # ---- input --------------------------------------------------------------------------
    def on_ui(self, command: str, view: FKView, ctx: TableContext) -> Action | None:
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
            throw = actions.discard(kept.cards[i])
            if kept.selected == arg and throw in ctx.legal:
                self._change_hand(view, hand_order.select(kept, None))
                return throw
            self._change_hand(view, hand_order.select(kept, arg))
        return None

    def on_drop(self, drag: str, drop: str, view: FKView, ctx: TableContext) -> Action | None:
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
        if drop == "pile" and actions.discard(card) in ctx.legal:
            return actions.discard(card)
        if drop == "out" and actions.go_out(card) in ctx.legal:
            return actions.go_out(card)
        target_kind, _, target = drop.partition(" ")
        if target_kind == "slot" and view["seat"] is not None:
            self._change_hand(view, hand_order.move(self._hand(view), ident, target))
        return None

    def on_key(self, key: str, view: FKView, ctx: TableContext) -> Action | None:
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
            action = actions.discard(order[i])
            return action if action in ctx.legal else None
        if lowered == "g":
            action = actions.go_out(order[i])
            return action if action in ctx.legal else None
        return None

    # ---- drawing ------------------------------------------------------------------------
    def render(self, view: FKView, ctx: TableContext) -> str:
        parts = [
            self._header(view, ctx),
            self._opponents(view, ctx),
            self._middle(view, ctx),
            self._status(view, ctx),
        ]
        if view["phase"] in ("scored", "over"):
            parts.append(self._summary(view, ctx))
        parts.append(self._own(view, ctx))
        if self._show_scores and view["phase"] not in ("scored", "over"):
            parts.append(self._scoreboard(view, ctx))
        return tag(
            "div",
            "".join(parts),
            class_="fk-table",
            data_phase=view["phase"],
            data_round=view["round"],
        )

    def _header(self, view: FKView, ctx: TableContext) -> str:
        wild = view["wild"]
        label = texts.wild_name(wild, ctx.lang)
        toggle = "hide_scores" if self._show_scores else "show_scores"
        return tag(
            "div",
            tag(
                "span",
                esc(ctx.t("fuenf_kronen.round", r=view["round"], n=view["rounds"])),
                class_="fk-round",
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

    def _opponents(self, view: FKView, ctx: TableContext) -> str:
        summary = view["phase"] in ("scored", "over")
        items = []
        for seat in seating.seats_after(view["seat"], len(view["names"])):
            name = components.seat_name(ctx.names, seat, view["names"][seat])
            badges = self._seat_badges(view, seat, ctx)
            active = view["turn"] == seat and view["phase"] in ("draw", "discard")
            if active:
                badges += badge(ctx.t("fuenf_kronen.to_play"), "fk-badge fk-active")
            laid = self._laid(view, seat, ctx) if view["laid"][seat] and not summary else ""
            items.append(
                tag(
                    "li",
                    badge(name, "fk-name")
                    + badge(ctx.t("fuenf_kronen.cards", n=view["hand_sizes"][seat]), "fk-count")
                    + badge(ctx.t("fuenf_kronen.points", n=view["totals"][seat]), "fk-total")
                    + badges
                    + laid,
                    class_="fk-opponent" + (" active" if active else ""),
                    data_seat=seat,
                )
            )
        return tag("ul", "".join(items), class_="fk-opponents")

    @staticmethod
    def _seat_badges(view: FKView, seat: int, ctx: TableContext) -> str:
        """Who deals this round and who went out: the same marks on every seat."""
        marks = ""
        if seat == view["dealer"]:
            marks += badge(ctx.t("fuenf_kronen.dealer"), "fk-badge")
        if view["went_out"] == seat:
            marks += badge(ctx.t("fuenf_kronen.went_out"), "fk-badge fk-out")
        return marks

    def _laid(self, view: FKView, seat: int, ctx: TableContext) -> str:
        melds, rest = _melds_and_rest(view, seat, ctx, "")
        return tag(
            "div",
            melds + rest,
            class_="fk-laid",
            role="group",
            aria_label=ctx.t("fuenf_kronen.melds_of", name=view["names"][seat]),
        )

    def _middle(self, view: FKView, ctx: TableContext) -> str:
        wild = view["wild"]
        count = view["stock"]
        drawable = actions.DRAW_STOCK in ctx.legal
        stock = components.card(
            tag("span", str(count), class_="fk-stock-count", aria_hidden="true"),
            "card back playable fk-stock" if drawable else "card back fk-stock",
            ctx.t(GAME + ("draw_stock" if drawable else "stock_count"), n=count),
            action=actions.DRAW_STOCK if drawable else None,
            data_drag="stock" if drawable else None,
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
        return tag("div", stock + pile, class_="fk-middle")

    def _status(self, view: FKView, ctx: TableContext) -> str:
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

    def _own(self, view: FKView, ctx: TableContext) -> str:
        seat = view["seat"]
        if seat is None or view["hand"] is None:
            return ""
        wild = view["wild"]
        lay = self.laying(view, ctx)
        order = self.hand_order(view) if lay is None else self.loose_cards(view, lay)
        sel = self.selected_index(view) if lay is None else None
        drawn = view["drawn"]
        drawn_shown = False
        cards = []
        best = self._hint(view, ctx) if lay is None else None
        for i, card in enumerate(order):
            ident = hand_order.card_id(order, i)
            extra = ["playable"]
            label = card_label(card, wild, ctx.lang)
            picked = sel == i or (lay is not None and ident in lay.current)
            if picked:
                extra.append("selected")
            if drawn is not None and card == drawn and not drawn_shown:
                extra.append("just-moved fk-new")
                label += ", " + ctx.t("fuenf_kronen.new_card")
                drawn_shown = True
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
        laid = self._laid(view, seat, ctx) if view["laid"][seat] and not summary else ""
        badges = (
            badge(view["names"][seat], "fk-name")
            + badge(ctx.t("fuenf_kronen.points", n=view["totals"][seat]), "fk-total")
            + self._seat_badges(view, seat, ctx)
            # The wild rank again right above the hand: the header scrolls away on a phone.
            + badge(
                ctx.t("fuenf_kronen.wild", rank=texts.wild_name(wild, ctx.lang)),
                "fk-badge fk-wild-badge",
            )
        )
        me = tag("div", badges, class_="fk-me", data_seat=seat)
        hand_html = tag(
            "div",
            "".join(cards),
            class_="fk-hand",
            data_drop="hand",
            role="group",
            aria_label=ctx.t("fuenf_kronen.hand"),
        )
        return tag(
            "section",
            me
            + laid
            + (
                self._actions(view, ctx, order, sel)
                if lay is None
                else self._lay_out_panel(view, ctx, lay, order)
            )
            + (hand_html + tag("div", tools, class_="fk-tools") if order else ""),
            class_="fk-own",
            aria_label=ctx.t("fuenf_kronen.hand"),
            data_focus_start=True,  # after the draw the focus goes to the hand, not to the header
        )

    def _hint(self, view: FKView, ctx: TableContext) -> str | None:
        if not ctx.settings.get("assist") or view["phase"] != "discard":
            return None
        if not any(actions.verb_of(a) == actions.DISCARD for a in ctx.legal):
            return None
        card, _ = arrange.best_discard(view["hand"] or [], view["wild"], view["natural_required"])
        return card

    def _actions(self, view: FKView, ctx: TableContext, order: list[str], sel: int | None) -> str:
        if not any(actions.verb_of(a) in (actions.DISCARD, actions.GO_OUT) for a in ctx.legal):
            return ""
        wild = view["wild"]
        nat = view["natural_required"]
        chosen = order[sel] if sel is not None else None
        outs = actions.cards_of(ctx.legal, actions.GO_OUT)
        parts = []
        notes = []
        asks = ""
        if outs:
            card = chosen if chosen in outs else _default_out(outs, wild)
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
                    notes.append(
                        ctx.t("fuenf_kronen.preview_out", melds=melds_text(melds, ctx.lang))
                    )
                notes.append(
                    ctx.t(
                        "fuenf_kronen.preview_last", card=card_name(chosen, ctx.lang), score=score
                    )
                )
        else:
            asks = tag(
                "p", esc(ctx.t("fuenf_kronen.pick_hint")), class_="fk-note", data_prompt=True
            )
        best = self._hint(view, ctx)
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
        elif self.may_lay_out(view, ctx):
            quiet = "" if view["by_hand"] else " btn-quiet"
            parts.append(
                button(
                    esc(ctx.t("fuenf_kronen.arrange")),
                    ui="arrange",
                    class_=f"btn{quiet} fk-arrange",
                )
            )
        return tag(
            "div",
            tag("div", "".join(parts), class_="fk-buttons")
            + asks
            + "".join(tag("p", esc(n), class_="fk-note") for n in notes),
            class_="fk-actions",
        )

    def _lay_out_panel(
        self, view: FKView, ctx: TableContext, lay: lay_out.LayOut, loose: list[str]
    ) -> str:
        wild = view["wild"]
        nat = view["natural_required"]
        groups = "".join(
            tag(
                "div",
                tag(
                    "span",
                    "".join(card_span(c, wild, ctx.lang, "small") for c in group),
                    class_="fk-meld",
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
        can_group = self._may_group(picked, view)
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
        if view["went_out"] is None and not loose:
            notes.append(ctx.t("fuenf_kronen.leave_one"))
        if view["went_out"] is not None and not picked:
            notes.append(ctx.t("fuenf_kronen.pick_discard"))
        if classic and view["went_out"] is None:
            parts.append(self._try_out_button(ctx, lay, loose, picked))
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
        parts.append(
            button(esc(ctx.t(GAME + stop)), ui="arrange", class_="btn btn-quiet fk-arrange")
        )
        return tag(
            "div",
            tag("div", groups, class_="fk-own-melds")
            + tag("div", "".join(parts), class_="fk-buttons")
            + tag("p", esc(ctx.t("fuenf_kronen.arrange_hint")), class_="fk-note", data_prompt=True)
            + "".join(tag("p", esc(n), class_="fk-note") for n in notes),
            class_="fk-actions fk-laying",
        )

    @staticmethod
    def _try_out_button(
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

    def _summary(self, view: FKView, ctx: TableContext) -> str:
        rnd = view["round"]
        scores = view["round_scores"][-1] if view["round_scores"] else [0] * len(view["names"])
        rows = []
        for seat, name in enumerate(view["names"]):
            all_melded = badge(ctx.t("fuenf_kronen.all_melded"), "fk-all")
            melds, rest = _melds_and_rest(view, seat, ctx, all_melded)
            rows.append(
                tag(
                    "li",
                    badge(name, "fk-name")
                    + badge(ctx.t("fuenf_kronen.points", n=scores[seat]), "fk-round-score")
                    + tag("div", melds + rest, class_="fk-laid"),
                    class_="fk-summary-row" + (" fk-out" if view["went_out"] == seat else ""),
                    data_seat=seat,
                )
            )
        # The question first: the step that moves the game on stays in reach above the rows,
        # however many seats and melds the panel lists below it.
        body = tag("h2", esc(ctx.t("fuenf_kronen.summary", r=rnd)))
        if view["phase"] == "over":
            body += self._ranking(view, ctx)
        elif actions.NEXT_ROUND in ctx.legal:
            body += button(
                esc(ctx.t("fuenf_kronen.next_round")),
                action=actions.NEXT_ROUND,
                class_="btn btn-primary btn-large fk-next",
                data_prompt=True,
            )
        else:
            body += tag(
                "p",
                esc(ctx.t("fuenf_kronen.waiting", name=view["names"][view["turn"] or 0])),
                class_="fk-note",
            )
        body += tag("ul", "".join(rows), class_="fk-summary-list")
        body += self._scoreboard(view, ctx)
        return tag(
            "section", body, class_="fk-summary", aria_label=ctx.t("fuenf_kronen.summary", r=rnd)
        )

    def _scoreboard(self, view: FKView, ctx: TableContext) -> str:
        rounds = [
            components.score_row(str(i), components.numbers(scores))
            for i, scores in enumerate(view["round_scores"], 1)
        ]
        total = components.score_row(
            esc(ctx.t("fuenf_kronen.total")),
            components.numbers(view["totals"]),
            class_="fk-total-row",
        )
        table = components.score_table(
            [ctx.t("fuenf_kronen.round_col"), *view["names"]],
            [*rounds, total],
            caption=ctx.t("fuenf_kronen.scoreboard"),
            class_="fk-scoreboard",
        )
        return components.sideways(table, class_="fk-scoreboard-wrap")

    def _ranking(self, view: FKView, ctx: TableContext) -> str:
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

    # ---- words for the host ---------------------------------------------------------------
    def log_lines(self, view: FKView, ctx: TableContext) -> list[str]:
        names: list[str] = view["names"]
        lines = []
        for event in view["events"]:
            kind = event["kind"]
            if kind == "deal":
                lines.append(
                    texts.sentence(
                        "deal",
                        ctx.lang,
                        event["dealer"],
                        ctx.seat,
                        round=event["round"],
                        dealer=names[event["dealer"]],
                        wild=texts.wild_name(event["wild"], ctx.lang),
                        up=card_name(event["up"], ctx.lang),
                    )
                )
            elif kind in ("draw", "take", "discard", "go_out"):
                seat = event["seat"]
                card = card_name(event["card"], ctx.lang) if "card" in event else ""
                lines.append(
                    texts.sentence(
                        f"log_{kind}", ctx.lang, seat, ctx.seat, name=names[seat], card=card
                    )
                )
            elif kind == "lay_down":
                left = event["leftover"]
                kept = (
                    ", ".join(card_name(c, ctx.lang) for c in left)
                    if left
                    else texts.text("nothing", ctx.lang)
                )
                seat = event["seat"]
                lines.append(
                    texts.sentence(
                        "log_lay_down",
                        ctx.lang,
                        seat,
                        ctx.seat,
                        name=names[seat],
                        leftover=kept,
                        score=event["score"],
                    )
                )
            elif kind == "reshuffle":
                lines.append(texts.text("reshuffle", ctx.lang).format(count=event["count"]))
            elif kind == "round_end":
                scores = ", ".join(
                    ctx.about("fuenf_kronen.score_line", seat=s, name=names[s], n=v)
                    for s, v in enumerate(event["scores"])
                )
                lines.append(ctx.t("fuenf_kronen.round_over", r=event["round"], scores=scores))
        return lines

    def announce(self, before: FKView | None, after: FKView, ctx: TableContext) -> list[str]:
        if before is None:
            return []
        toasts = []
        if after["round"] != before["round"]:
            toasts.append(
                ctx.t(
                    "fuenf_kronen.new_round",
                    r=after["round"],
                    rank=texts.wild_name(after["wild"], ctx.lang),
                )
            )
        if after["went_out"] is not None and before["went_out"] is None:
            went = after["went_out"]
            toasts.append(ctx.about("fuenf_kronen.last_turn", seat=went, name=after["names"][went]))
        return toasts

    def describe_action(self, action: Action, view: FKView, ctx: TableContext) -> str:
        if action == actions.DRAW_DISCARD and view["discard"]:
            return texts.text("take", ctx.lang).format(
                card=card_name(view["discard"][-1], ctx.lang)
            )
        return texts.describe(action, ctx.lang)


def _default_out(outs: list[str], wild: int) -> str:
    """The go-out discard offered first: a natural before a wild, the highest first."""

    def key(card: str) -> tuple[bool, int]:
        r = rank(card)
        return (is_wild(card, wild), -(r or 99))

    return min(outs, key=key)


def melds_text(melds: list[list[str]], lang: str) -> str:
    """ "3♠ 4♠ Joker · 5★ 5♥ 5♣": a visible mark between melds (HTML folds double spaces)."""
    return " · ".join(" ".join(card_short(c, lang) for c in meld) for meld in melds)


def card_short(card: str, lang: str) -> str:
    """Compact text such as "D♥" for notes; cards themselves carry the full name."""
    if card == JOKER:
        return "Joker"
    r = rank(card)
    s = suit(card)
    assert r is not None and s is not None
    return f"{rank_text(r, lang)}{SUIT_SYMBOL[s]}"


"""The table of one match: ``tables.renderer_for`` makes one for each."""
