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
The phase's controls (``controls``), the resolution panel (``resolution``) and how cards,
chips and counts look (``faces``) are drawn next door; this module puts the table together.
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import HAND_SIZE
from kartentisch.games.zehn.texts import card_label, describe, describe_event, tell
from kartentisch.games.zehn.view import ZehnView
from kartentisch.ui.render import components
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import esc, tag
from kartentisch.ui.table import motion, seating
from kartentisch.ui.table.table_api import BaseRenderer, TableContext, fresh_of
from kartentisch.ui.tables.zehn import controls, faces, resolution


class ZehnRenderer(BaseRenderer[ZehnView]):
    game_id = "zehn"

    # ---- the whole table ------------------------------------------------------------------
    def render(self, view: ZehnView, ctx: TableContext) -> str:
        n = len(view["players"])
        me = ctx.seat
        others = "".join(self._seat(view, ctx, s) for s in seating.seats_after(me, n))
        mine = self._seat(view, ctx, me) if me is not None else ""
        # Each part has its own place on the table (zehn.css lays them out per screen): the
        # other seats and the middle on top, the own seat, the question and the hand below. The
        # last round's result panel comes last: it lies over the other seats until closed, so
        # neither the question nor the hand moves when it opens or closes.
        legend = tag("p", esc(ctx.t("zehn.legend")), class_="zt-legend zt-small")
        body = (
            tag("div", others, class_=f"zt-others zt-n{n}")
            + self._centre(view, ctx)
            + legend
            + tag("div", mine, class_="zt-mine")
            + controls.controls(view, ctx)
            + self._hand(view, ctx)
            + resolution.resolution(view, ctx)
        )
        return tag("div", body, class_=f"zt zt-n{n}", data_phase=view["phase"])

    # ---- what just moved (``ui.table.motion``) -----------------------------------------------
    @staticmethod
    def _who(seat: int, ctx: TableContext) -> str:
        """Where a seat's own card or chip leaves from: the person's hand, else the seat."""
        own = seat == ctx.seat
        return motion.either(motion.OWN_HAND if own else None, f"who {seat}") or ""

    def _card_from(self, view: ZehnView, ctx: TableContext, seat: int, i: int) -> str | None:
        """Where the laid card ``i`` of ``seat`` came from, when it just arrived: a card laid
        from the hand, or a first card swapped for the price of an auction."""
        fresh = motion.moves_of(view, ctx)
        laid = motion.arrived(
            [e for e in fresh if e.get("seat") == seat],
            ("lay", "add"),
            lambda e: self._who(seat, ctx),
            lambda e: i == (0 if e["kind"] == "lay" else len(view["players"][seat]["laid"]) - 1),
        )
        if laid is not None or i != 0:
            return laid
        won = motion.latest(fresh, ("won",))
        if won is None or seat not in (won.get("seat"), won.get("owner")):
            return None
        other = won["owner"] if seat == won.get("seat") else won.get("seat")
        return f"first {other}"

    def _chips_from(self, view: ZehnView, ctx: TableContext, seat: int) -> str | None:
        """Chips that came to ``seat``'s stock: the pot won, an auction's price paid to it."""
        fresh = motion.moves_of(view, ctx)
        pot = motion.latest(fresh, ("pot", "won"))
        if pot is None:
            return None
        if pot["kind"] == "pot":
            return "pot" if pot.get("seat") == seat and pot.get("chips") else None
        if pot.get("paid") == "owner" and pot.get("owner") == seat:
            return f"who {pot.get('seat')}"
        return None

    def _pot_from(self, view: ZehnView, ctx: TableContext) -> str | None:
        """An auction's price paid into the pot comes from the buyer."""
        won = motion.latest(motion.moves_of(view, ctx), ("won",))
        if won is None or won.get("paid") != "pot":
            return None
        return f"who {won.get('seat')}"

    def _centre(self, view: ZehnView, ctx: TableContext) -> str:
        """The middle of the table: the round card, the pot and the stock, and a line kept
        for the running auction (empty without one, so nothing moves when one starts)."""
        roundno = tag(
            "div", esc(ctx.t("zehn.round", r=view["round"], n=view["rounds"])), class_="zt-roundno"
        )
        card = view["round_card"]
        if card:
            round_card = tag(
                "div",
                faces.card_face(card, ctx.lang, " zt-roundcard")
                + tag("span", esc(faces.count(ctx, "round_card", card[1:])), class_="zt-small"),
                class_="zt-roundpile",
            )
        else:
            round_card = ""
        pot = tag(
            "div",
            tag("span", "", class_="zt-chip big") + tag("span", esc(view["pot"]), class_="zt-potn"),
            class_="zt-pot",
            data_place="pot",
            data_from=self._pot_from(view, ctx),
            role="img",
            aria_label=faces.count(ctx, "pot_label", view["pot"]),
        )
        stock = tag(
            "div",
            tag("span", "", class_="zt-stockback", aria_hidden="true")
            + tag("span", esc(ctx.t("zehn.draw", n=view["draw"])), class_="zt-small"),
            class_="zt-drawpile",
        )
        auction = view["auction"]
        running = ""
        if auction:
            text = ctx.t(
                "zehn.auction",
                owner=faces.seat_name(ctx, view, auction["owner"]),
                high=auction["high"],
                leader=faces.seat_name(ctx, view, auction["leader"]),
            )
            running = tag("div", esc(text), class_="zt-auction", role="status")
        middle = tag("div", round_card + pot + stock, class_="zt-middle")
        slot = tag("div", running, class_="zt-auctionslot")
        return tag("div", roundno + middle + slot, class_="zt-centre")

    def _seat(self, view: ZehnView, ctx: TableContext, seat: int) -> str:
        p = view["players"][seat]
        name = faces.seat_name(ctx, view, seat)
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
            badge(
                p["chips"],
                "zt-stock",
                aria_label=faces.count(ctx, "chips", p["chips"]),
                data_from=self._chips_from(view, ctx, seat),
            )
            + badge(p["hand"], "zt-handn", aria_label=faces.count(ctx, "hand", p["hand"]))
            + badge(p["penalty"], "zt-pen-n", aria_label=faces.count(ctx, "penalty", p["penalty"]))
        )
        if view["over"] and "scores" in view:
            stats += badge(ctx.t("zehn.score", n=view["scores"][seat]), "zt-final")
        laid = self._laid(view, ctx, seat)
        return tag(
            "section",
            tag(
                "div",
                tag("div", head, class_="zt-head") + tag("div", stats, class_="zt-stats"),
                class_="zt-who",
                data_place=f"who {seat}",
            )
            + laid,
            class_=" ".join(classes),
            data_seat=seat,
            aria_label=name,
        )

    def _laid(self, view: ZehnView, ctx: TableContext, seat: int) -> str:
        p = view["players"][seat]
        small = seat != ctx.seat
        cards = []
        protected = motion.arrived(
            [e for e in motion.moves_of(view, ctx) if e.get("seat") == seat],
            ("protect",),
            lambda e: self._who(seat, ctx),
        )
        for i, card in enumerate(p["laid"]):
            came = self._card_from(view, ctx, seat, i)
            if card is None:
                html = faces.card_back(ctx.t("zehn.down_card"), small, came)
            else:
                extra = " zt-down-own" if i == 0 and p["down"] else ""
                html = faces.card_face(card, ctx.lang, extra, small, came)
            if i == 0:
                prot = faces.count(ctx, "prot", p["protection"])
                html = tag(
                    "span",
                    html + faces.chip_dots(p["protection"], prot, protected),
                    class_="zt-first",
                    data_place=f"first {seat}",
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
        if hand is None:
            return ""
        phase = view["phase"]
        picking = phase == "first" and bool(ctx.legal)
        adding = phase == "second" and bool(ctx.legal)
        sums = view["sums"]
        out = []
        for card in hand:
            label = card_label(card, ctx.lang)
            inner = faces.card_inner(card)
            cls = f"card face zt-card {faces.card_kind(card)}"
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
                title = faces.too_high(view, ctx, card)
                html = components.card(inner, cls + " dim", label, title=title)
            else:
                html = components.card(inner, cls, label)
            out.append(html)
        # fit.js sizes the cards from the box the stylesheet gives the hand, for the most
        # cards it holds in a round: the cards keep their size as the round uses them up
        return tag(
            "div",
            "".join(out),
            class_="zt-hand",
            data_place=motion.OWN_HAND,
            data_hand=max(HAND_SIZE, len(hand)),
            role="group",
            aria_label=ctx.t("zehn.your_hand"),
        )

    # ---- controls per phase ---------------------------------------------------------------

    # ---- the round's resolution -------------------------------------------------------------

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
        return [s for e in view["events"] for s in tell(e, ctx.names, ctx.lang, ctx.seat)]

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
        who = faces.seat_name(ctx, view, seat) if isinstance(seat, int) else ""
        own = seat is not None and seat == ctx.seat
        text = describe(action, ctx.lang, ctx.names, own=own)
        return f"{who} {text}".strip()
