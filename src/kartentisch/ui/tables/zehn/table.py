"""The Zehn table: the round card and the pot in the middle, every seat's laid cards round it.

Each seat shows its laid cards (a face-down card as a back, except to whoever laid or holds
it), the protection chips on the first card, chips in stock, hand size and penalty points. The
controls below follow the phase: pick a hand card, then lay it open or face down with 0, 1 or 2
chips; open an auction (pick a card, set the bid, confirm) or pass; raise or pass; take the
extra protection; add a second card or stop (cards that would pass 10 are shown with the sum
that bars them; with none that fits, "stop" is the one button); name the next start player.
Every choice offered comes from the legal actions.
After each round a resolution panel walks through it: cards turned, totals, who takes the
penalty cards, who takes the pot (and, on equal totals, which tie-break decided), who chooses
the next start player.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import penalty_points
from kartentisch.games.zehn.state import Resolution
from kartentisch.games.zehn.texts import card_label, card_name, describe_action, describe_event
from kartentisch.games.zehn.view import ZehnView
from kartentisch.ui.render import components
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table import seating
from kartentisch.ui.table.table_api import BaseRenderer, TableContext, fresh_of

GAME = "zehn."
"""The namespace of this table's words (``games/zehn/texts/<lang>.json``)."""


def _count(
    ctx: TableContext, key: str, n: object, seat: int | None = None, **values: object
) -> str:
    """``key`` for the number ``n`` in its plural form ("1 Chip", "3 Chips"); about
    ``seat``, its "du" form for the seat shown."""
    return ctx.about(GAME + key, seat, n=n, **values)


def _name(ctx: TableContext, view: ZehnView, seat: int | None) -> str:
    fallback = "?" if seat is None else str(view["players"][seat]["name"])
    return components.seat_name(ctx.names, seat, fallback)


def _card_inner(card: str) -> str:
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


def _kind(card: str) -> str:
    if card == "JK":
        return "zt-joker"
    if card.startswith("P"):
        return "zt-pen"
    if card.startswith("R"):
        return "zt-round"
    return "zt-normal"


def _refusal(ctx: TableContext, key: str, action: Action) -> str:
    """The quiet button that declines: pass, keep the protection, no second card."""
    label = ctx.t(GAME + key)
    return button(esc(label), action=action, class_="zt-btn zt-pass", aria_label=label)


def card_face(card: str, lang: str, extra: str = "", small: bool = False) -> str:
    cls = f"card face zt-card {_kind(card)}" + (" small" if small else "") + extra
    return components.card(_card_inner(card), cls, card_label(card, lang))


def card_back(label: str, small: bool = False) -> str:
    return components.card("", "card back zt-card" + (" small" if small else ""), label)


def chip_dots(n: int, label: str) -> str:
    if n <= 0:
        return ""
    return tag(
        "span",
        "".join(tag("i", "", class_="zt-chip") for _ in range(n)),
        class_="zt-prot",
        role="img",
        aria_label=label,
    )


OWN_MOVES = ("lay", "pass", "auction", "fold", "raise", "protect", "stop", "add")
"""Event kinds that record a seat's own choice (``seat`` is the one who chose)."""


def _moved_since(view: ZehnView, seat: int | None) -> bool:
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


def _tie_breaks(res: Resolution) -> list[str]:
    """The tie-breaks that decided who took the pot or the penalty, each named once.

    Totals alone often do not tell (everyone may show "total 10"), so the panel says which
    rule set the first or the last seat apart: the higher single card, or the turn order.
    """
    out: list[str] = []
    for reason in (res["winner_by"], res["loser_by"]):
        if reason in ("high_card", "turn_order") and reason not in out:
            out.append(reason)
    return out


class ZehnRenderer(BaseRenderer[ZehnView]):
    game_id = "zehn"

    # ---- the whole table ------------------------------------------------------------------
    def render(self, view: ZehnView, ctx: TableContext) -> str:
        n = len(view["players"])
        me = ctx.seat
        others = "".join(self._seat(view, ctx, s) for s in seating.seats_after(me, n))
        mine = self._seat(view, ctx, me) if me is not None else ""
        # The question comes before the last round's result panel: the prompt and the hand
        # stay in reach, the panel below them is read when there is time.
        body = (
            tag("div", others, class_=f"zt-others zt-n{n}")
            + self._centre(view, ctx)
            + tag("div", mine, class_="zt-mine")
            + self._controls(view, ctx)
            + self._hand(view, ctx)
            + self._resolution(view, ctx)
        )
        legend = tag("p", esc(ctx.t("zehn.legend")), class_="zt-legend zt-small")
        return tag("div", body + legend, class_="zt", data_phase=view["phase"])

    def _centre(self, view: ZehnView, ctx: TableContext) -> str:
        parts = [
            tag(
                "div",
                esc(ctx.t("zehn.round", r=view["round"], n=view["rounds"])),
                class_="zt-roundno",
            )
        ]
        card = view["round_card"]
        if card:
            parts.append(card_face(card, ctx.lang, " zt-roundcard"))
            parts.append(tag("div", esc(_count(ctx, "round_card", card[1:])), class_="zt-small"))
        pot = tag("span", "", class_="zt-chip big") + tag(
            "span", esc(view["pot"]), class_="zt-potn"
        )
        parts.append(
            tag(
                "div",
                pot,
                class_="zt-pot",
                role="img",
                aria_label=_count(ctx, "pot_label", view["pot"]),
            )
        )
        parts.append(tag("div", esc(ctx.t("zehn.draw", n=view["draw"])), class_="zt-small"))
        auction = view["auction"]
        if auction:
            text = ctx.t(
                "zehn.auction",
                owner=_name(ctx, view, auction["owner"]),
                high=auction["high"],
                leader=_name(ctx, view, auction["leader"]),
            )
            parts.append(tag("div", esc(text), class_="zt-auction", role="status"))
        return tag("div", "".join(parts), class_="zt-centre")

    def _seat(self, view: ZehnView, ctx: TableContext, seat: int) -> str:
        p = view["players"][seat]
        name = _name(ctx, view, seat)
        auction = view["auction"]
        classes = ["zt-seat"]
        if seat == ctx.seat:
            classes.append("me")
        if seat == view["turn"] and not view["over"]:
            classes.append("active")
        if auction and seat == auction["owner"]:
            classes.append("owner")
        head = badge(name, "zt-name")
        if seat == ctx.seat:
            head += badge(ctx.t("zehn.you"), "zt-you")
        if seat == view["start"]:
            head += tag(
                "span",
                "S",
                class_="zt-start",
                title=ctx.t("zehn.start"),
                aria_label=ctx.t("zehn.start"),
            )
        stats = (
            badge(p["chips"], "zt-stock", aria_label=_count(ctx, "chips", p["chips"]))
            + badge(p["hand"], "zt-handn", aria_label=_count(ctx, "hand", p["hand"]))
            + badge(p["penalty"], "zt-pen-n", aria_label=_count(ctx, "penalty", p["penalty"]))
        )
        if view["over"] and "scores" in view:
            stats += badge(ctx.t("zehn.score", n=view["scores"][seat]), "zt-final")
        laid = self._laid(view, ctx, seat)
        return tag(
            "section",
            tag("div", head, class_="zt-head") + tag("div", stats, class_="zt-stats") + laid,
            class_=" ".join(classes),
            data_seat=seat,
            aria_label=name,
        )

    def _laid(self, view: ZehnView, ctx: TableContext, seat: int) -> str:
        p = view["players"][seat]
        small = seat != ctx.seat
        cards = []
        for i, card in enumerate(p["laid"]):
            if card is None:
                html = card_back(ctx.t("zehn.down_card"), small)
            else:
                extra = " zt-down-own" if i == 0 and p["down"] else ""
                html = card_face(card, ctx.lang, extra, small)
            if i == 0:
                html = tag(
                    "span",
                    html + chip_dots(p["protection"], _count(ctx, "prot", p["protection"])),
                    class_="zt-first",
                )
            cards.append(html)
        if not cards:
            cards.append(
                tag(
                    "span",
                    "",
                    class_="zt-slot" + (" small" if small else ""),
                    role="img",
                    aria_label=ctx.t("zehn.no_card"),
                )
            )
        return tag("div", "".join(cards), class_="zt-laid")

    # ---- the hand ------------------------------------------------------------------------
    def _hand(self, view: ZehnView, ctx: TableContext) -> str:
        hand = view["hand"]
        if not hand:
            return ""
        phase = view["phase"]
        picking = phase == "first" and bool(ctx.legal)
        adding = phase == "second" and bool(ctx.legal)
        sums = view["sums"]
        out = []
        for card in hand:
            label = card_label(card, ctx.lang)
            inner = _card_inner(card)
            cls = f"card face zt-card {_kind(card)}"
            if picking:
                selected = ctx.ui.get("pick") == card
                html = components.card(
                    inner,
                    cls + " playable" + (" selected" if selected else ""),
                    label,
                    ui=f"pick {card}",
                    aria_pressed="true" if selected else "false",
                )
            elif adding and actions.add(card) in ctx.legal:
                label = ctx.t("zehn.second_sum", card=label, sum=sums.get(card))
                html = components.card(inner, cls + " playable", label, action=actions.add(card))
            elif adding and card in sums:
                title = self._too_high(view, ctx, card)
                html = components.card(inner, cls + " dim", label, title=title)
            else:
                html = components.card(inner, cls, label)
            out.append(html)
        return tag(
            "div",
            tag("h2", esc(ctx.t("zehn.your_hand")), class_="zt-h")
            + tag("div", "".join(out), class_="zt-handcards cards-fan open"),
            class_="zt-hand",
        )

    def _too_high(self, view: ZehnView, ctx: TableContext, card: str) -> str:
        me = view["players"][ctx.seat]["laid"][0] if ctx.seat is not None else None
        first = card_name(me, ctx.lang) if me else "?"
        total = view["sums"].get(card, "?")
        return ctx.t("zehn.too_high", card=card_name(card, ctx.lang), first=first, sum=total)

    # ---- controls per phase ---------------------------------------------------------------
    def _controls(self, view: ZehnView, ctx: TableContext) -> str:
        if view["over"]:
            return tag(
                "div", tag("p", esc(ctx.t("zehn.over")), class_="zt-prompt"), class_="zt-controls"
            )
        if not ctx.legal:
            key = f"zehn.wait_{view['phase']}"
            text = ctx.t(key, name=_name(ctx, view, view["turn"])) if key in ctx.t else ""
            return tag(
                "div", tag("p", esc(text), class_="zt-prompt", role="status"), class_="zt-controls"
            )
        phase = view["phase"]
        body = {
            "first": self._c_first,
            "bid": self._c_bid,
            "raise": self._c_raise,
            "protect": self._c_protect,
            "second": self._c_second,
            "choose": self._c_choose,
        }[phase](view, ctx)
        return tag("div", body, class_="zt-controls mine", role="group")

    def _prompt(self, text: str) -> str:
        """The question of the person's turn: the one element marked as asking now."""
        return tag("p", esc(text), class_="zt-prompt", role="status", data_prompt=True)

    def _c_first(self, view: ZehnView, ctx: TableContext) -> str:
        card = ctx.ui.get("pick")
        if not card or actions.lay(card) not in ctx.legal:
            return self._prompt(ctx.t("zehn.pick_first"))
        name = card_name(card, ctx.lang)
        rows = []
        for mode in (actions.OPEN, actions.DOWN):
            cells = []
            for chips in range(3):
                action = actions.lay(card, mode == actions.DOWN, chips)
                if action not in ctx.legal:
                    continue
                label = ctx.t(GAME + mode) if chips == 0 else _count(ctx, "chips_n", chips)
                cells.append(
                    button(
                        esc(label),
                        action=action,
                        class_=f"zt-btn zt-{mode}",
                        aria_label=_count(
                            ctx, "lay_label", chips, card=name, mode=ctx.t(GAME + mode)
                        ),
                    )
                )
            rows.append(
                tag(
                    "div",
                    tag("span", esc(ctx.t(GAME + mode)), class_="zt-rowlabel") + "".join(cells),
                    class_="zt-row",
                )
            )
        return self._prompt(ctx.t("zehn.lay_how", card=name)) + "".join(rows)

    def _stepper(self, ctx: TableContext, amounts: list[int], verb: str) -> tuple[int, str]:
        """A bid amount within the legal ones, with less/more buttons."""
        amount = ctx.ui.get("amount", amounts[0])
        if amount not in amounts:
            amount = amounts[0]
        less = button(
            "−",
            ui="amount -",
            class_="zt-btn zt-step",
            aria_label=ctx.t("zehn.less"),
            disabled=amount == amounts[0],
        )
        more = button(
            "+",
            ui="amount +",
            class_="zt-btn zt-step",
            aria_label=ctx.t("zehn.more"),
            disabled=amount == amounts[-1],
        )
        shown = tag("span", esc(amount), class_="zt-amount", aria_live="polite")
        return amount, tag("span", less + shown + more, class_="zt-stepper")

    def _c_bid(self, view: ZehnView, ctx: TableContext) -> str:
        targets: dict[int, list[int]] = {}
        for offer in actions.of_verb(ctx.legal, actions.BID):
            targets.setdefault(int(str(offer.seat)), []).append(offer.amount)
        out = [self._prompt(ctx.t("zehn.bid_prompt"))]
        chosen = ctx.ui.get("target")
        buttons = []
        for owner, amounts in sorted(targets.items()):
            label = ctx.t("zehn.bid_target", name=_name(ctx, view, owner), n=min(amounts))
            short = ctx.t("zehn.bid_target_short", name=_name(ctx, view, owner), n=min(amounts))
            buttons.append(
                button(
                    esc(short),
                    ui=f"target {owner}",
                    class_="zt-btn zt-target",
                    aria_pressed="true" if chosen == owner else "false",
                    aria_label=label,
                )
            )
        buttons.append(_refusal(ctx, "pass", actions.PASS))
        out.append(tag("div", "".join(buttons), class_="zt-row wrap"))
        if chosen in targets:
            amounts = sorted(targets[chosen])
            amount, stepper = self._stepper(ctx, amounts, "bid")
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
                        esc(ctx.t("zehn.bid_amount", name=_name(ctx, view, chosen))),
                        class_="zt-rowlabel",
                    )
                    + stepper
                    + go,
                    class_="zt-row",
                )
            )
        return "".join(out)

    def _c_raise(self, view: ZehnView, ctx: TableContext) -> str:
        auction = view["auction"]
        assert auction is not None, "raising is offered only during an auction"
        amounts = sorted(p.amount for p in actions.of_verb(ctx.legal, actions.RAISE))
        out = [
            self._prompt(
                ctx.t(
                    "zehn.raise_prompt",
                    owner=_name(ctx, view, auction["owner"]),
                    high=auction["high"],
                    leader=_name(ctx, view, auction["leader"]),
                )
            )
        ]
        row = [_refusal(ctx, "pass", actions.PASS)]
        if amounts:
            amount, stepper = self._stepper(ctx, amounts, "raise")
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

    def _c_protect(self, view: ZehnView, ctx: TableContext) -> str:
        row = [_refusal(ctx, "keep", actions.KEEP)]
        for offer in actions.of_verb(ctx.legal, actions.PROTECT):
            label = _count(ctx, "protect_go", offer.amount)
            action = actions.protect(offer.amount)
            row.append(button(esc(label), action=action, class_="zt-btn zt-go", aria_label=label))
        return self._prompt(ctx.t("zehn.protect_prompt")) + tag(
            "div", "".join(row), class_="zt-row wrap"
        )

    def _c_second(self, view: ZehnView, ctx: TableContext) -> str:
        sums = view["sums"]
        out = [self._prompt(ctx.t("zehn.second_prompt"))]
        if view["my_total"] is not None:
            out.append(tag("p", esc(ctx.t("zehn.my_total", n=view["my_total"])), class_="zt-small"))
        notes = [self._too_high(view, ctx, c) for c, s in sums.items() if s > 10]
        if notes:
            out.append(tag("ul", "".join(tag("li", esc(t)) for t in notes), class_="zt-notes"))
        row = []
        for offer in actions.of_verb(ctx.legal, actions.ADD):
            card = str(offer.card)
            label = ctx.t("zehn.add_go", card=card_name(card, ctx.lang), sum=sums.get(card))
            action = actions.add(card)
            row.append(button(esc(label), action=action, class_="zt-btn zt-go", aria_label=label))
        row.append(_refusal(ctx, "stop", actions.STOP))
        out.append(tag("div", "".join(row), class_="zt-row wrap"))
        return "".join(out)

    def _c_choose(self, view: ZehnView, ctx: TableContext) -> str:
        row = []
        for action in ctx.legal:
            seat = int(str(actions.parse(action).seat))
            name = _name(ctx, view, seat)
            label = ctx.t("zehn.choose_go", name=name)
            # the prompt asks who starts: the button shows the name, a reader hears it whole
            row.append(button(esc(name), action=action, class_="zt-btn zt-go", aria_label=label))
        return self._prompt(ctx.t("zehn.choose_prompt")) + tag(
            "div", "".join(row), class_="zt-row wrap"
        )

    # ---- the round's resolution -------------------------------------------------------------
    def _resolution(self, view: ZehnView, ctx: TableContext) -> str:
        res = view["resolution"]
        if not res or ctx.keep.get("zehn_seen") == res["round"] or _moved_since(view, ctx.seat):
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
                    badge(_name(ctx, view, seat), "zt-name")
                    + tag("span", cards, class_="zt-res-cards")
                    + tag("span", esc(", ".join(notes)), class_="zt-res-total"),
                    class_=cls,
                )
            )
        steps.append(
            tag(
                "li", esc(ctx.t("zehn.res_turned")) + tag("ul", "".join(rows), class_="zt-res-list")
            )
        )
        steps.append(
            tag(
                "li",
                esc(
                    _count(
                        ctx,
                        "res_loser",
                        res["points"],
                        res["loser"],
                        name=_name(ctx, view, res["loser"]),
                    )
                ),
            )
        )
        steps.append(
            tag(
                "li",
                esc(
                    _count(
                        ctx,
                        "res_winner",
                        res["pot"],
                        res["winner"],
                        name=_name(ctx, view, res["winner"]),
                    )
                ),
            )
        )
        steps.extend(
            tag("li", esc(ctx.t(f"zehn.res_tie_{reason}")), class_="zt-tie")
            for reason in _tie_breaks(res)
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
                            name=_name(ctx, view, res["winner"]),
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
                            name=_name(ctx, view, view["start"]),
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

    # ---- input -------------------------------------------------------------------------------
    def on_ui(self, command: str, view: ZehnView, ctx: TableContext) -> Action | None:
        parts = command.split()
        if not parts:
            return None
        if parts[0] == "pick" and len(parts) == 2:
            ctx.ui["pick"] = parts[1]
        elif parts[0] == "target" and len(parts) == 2:
            ctx.ui["target"] = int(parts[1])
            ctx.ui.pop("amount", None)
        elif parts[0] == "amount" and len(parts) == 2:
            amounts = self._amounts(view, ctx)
            if amounts:
                current = ctx.ui.get("amount", amounts[0])
                i = amounts.index(current) if current in amounts else 0
                i = max(0, min(len(amounts) - 1, i + (1 if parts[1] == "+" else -1)))
                ctx.ui["amount"] = amounts[i]
        elif parts[0] == "dismiss":
            res = view["resolution"]
            if res:
                ctx.keep["zehn_seen"] = res["round"]
        return None

    def _amounts(self, view: ZehnView, ctx: TableContext) -> list[int]:
        if view["phase"] == "raise":
            return sorted(p.amount for p in actions.of_verb(ctx.legal, actions.RAISE))
        target = ctx.ui.get("target")
        offers = actions.of_verb(ctx.legal, actions.BID)
        return sorted(p.amount for p in offers if str(p.seat) == str(target))

    def on_key(self, key: str, view: ZehnView, ctx: TableContext) -> Action | None:
        if key in ("p", "P") and actions.PASS in ctx.legal:
            return actions.PASS
        if key in ("s", "S") and actions.STOP in ctx.legal:
            return actions.STOP
        return None

    # ---- words -------------------------------------------------------------------------------
    def end_note(self, view: ZehnView, ctx: TableContext) -> str:
        """Zehn ends after round 10 or early when the hands can't be refilled: say which."""
        reason = view["end_reason"]
        if not reason:
            return ""
        return describe_event({"kind": "end", "reason": reason}, ctx.names, ctx.lang)

    def log_lines(self, view: ZehnView, ctx: TableContext) -> list[str]:
        return [describe_event(e, ctx.names, ctx.lang, ctx.seat) for e in view["events"]]

    def announce(self, before: ZehnView | None, after: ZehnView, ctx: TableContext) -> list[str]:
        """The round's penalty and pot, and every auction won."""
        out: list[str] = []
        for event in fresh_of(after, ctx):
            if event["kind"] in ("penalty", "won"):
                out.append(describe_event(event, ctx.names, ctx.lang, ctx.seat))
            elif event["kind"] == "pot" and out:
                # one toast for the round's outcome: fewer toasts over the table
                out[-1] += " " + describe_event(event, ctx.names, ctx.lang, ctx.seat)
            elif event["kind"] == "pot":
                out.append(describe_event(event, ctx.names, ctx.lang, ctx.seat))
        return out

    def describe_action(self, action: Action, view: ZehnView, ctx: TableContext) -> str:
        seat = view["turn"]
        who = _name(ctx, view, seat) if isinstance(seat, int) else ""
        own = seat is not None and seat == ctx.seat
        text = describe_action(action, ctx.lang, ctx.names, own=own)
        return f"{who} {text}".strip()


"""The table of one match: ``tables.renderer_for`` makes one for each."""
