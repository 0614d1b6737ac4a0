"""The Eselspiel table: the other players' piles round a ring, the middle piles in the centre,
the person's own two piles large at the bottom.

The own pile pair is what the person plays with, so it is the hand (``data-hand``: the page
sizes it from the free space). The next player counter-clockwise sits to its right, so the
ring reads counter-clockwise like the real table (the centre says so in words). Input follows
the table: tap the own draw pile to turn a card, then tap the pile it goes to (or the own
pile). After a placement the own discard top can be picked (tap or drag) and placed the same
way. Every pile is a target that looks, reads and answers alike: seeing where the card fits
is the player's job. The engine decides what a placement means: a card that does not fit at
all comes back with a note, a fitting pile the rules forbid is a slip (the donkey). Only the
"assist" setting shows the fit: it lifts the piles the card fits and highlights the one move
to make, asking the rules module (never deciding here).
"""

from __future__ import annotations

from kartentisch.engine.protocol import Action
from kartentisch.games.eselspiel import actions, rules, texts
from kartentisch.games.eselspiel.state import EselEvent
from kartentisch.games.eselspiel.view import EselspielView
from kartentisch.ui.render import components
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import esc, tag
from kartentisch.ui.table import seating
from kartentisch.ui.table.first_press import leads
from kartentisch.ui.table.table_api import BaseRenderer, TableContext, fresh_of
from kartentisch.ui.tables.eselspiel import flights, ring

SLIP_SHOWN_FOR = 4
"""How far back a slip is still looked for (the cards flying to the donkey)."""


def _face(number: int | None, extra: str = "") -> str:
    if number is None:
        return ""
    return badge(number, "es-num") + extra


class EselRenderer(BaseRenderer[EselspielView]):
    game_id = "eselspiel"

    # ---- drawing ----------------------------------------------------------------------
    def render(self, view: EselspielView, ctx: TableContext) -> str:
        n = len(view["players"])
        bottom = ctx.seat if ctx.seat is not None else 0
        # the others in turn order from the bottom seat: counter-clockwise, as they are read
        others = sorted(range(n), key=lambda s: seating.places_on(s, bottom, n))[1:]
        seats = "".join(self._seat(view, ctx, s, bottom) for s in others)
        track = tag("div", seats + self._gifts(view, bottom), class_="es-track")
        circle = tag(
            "div",
            track + self._centre(view, ctx),
            class_=f"es-ring es-n{n}",
            role="group",
            aria_label=ctx.t("eselspiel.ccw"),
        )
        return tag(
            "div",
            circle
            + self._seat(view, ctx, bottom, bottom)
            + tag(
                "p",
                esc(self._prompt(view, ctx)),
                class_="es-prompt",
                role="status",
                data_prompt=self._mine(view, ctx),
            ),
            class_=f"es es-n{n}",
            data_phase=view["phase"],
            data_assist="on" if ctx.settings.get("assist") else "off",
        )

    def _mine(self, view: EselspielView, ctx: TableContext) -> bool:
        """The person at the device is the one to act now."""
        return bool(ctx.legal) and ctx.seat == view["turn"] and not view["over"]

    def _target_button(
        self, target: str, view: EselspielView, ctx: TableContext, face: str, label: str, cls: str
    ) -> str | None:
        """The pile as a button while the card in play may be put there.

        Without the assist setting every pile is the same button with the same words, so
        neither the look nor a screen reader tells where the card fits; the engine answers
        the tap. With it, piles the card does not fit stay flat and read as plain piles, and
        the pile it must go to glows.
        """
        if not self._mine(view, ctx):
            return None
        phase = view["phase"]
        if phase == "continue" and not ctx.ui.get("top"):
            return None
        if phase not in ("place", "continue"):
            return None
        action = actions.place(target) if phase == "place" else actions.top(target)
        if action not in ctx.legal:
            return None
        pile = texts.pile_name(target, ctx.names, ctx.lang, ctx.seat)
        classes = cls + " playable target"
        words = ctx.t("eselspiel.place_on", card=view["card"], pile=pile) + " – " + label
        if ctx.settings.get("assist"):
            fit = rules.fits_seen(view)
            if target in fit.allowed:
                classes += " highlight"
            elif target not in fit.all:
                classes, words = cls + " nofit", label
        return components.card(face, classes, words, action=action, data_drop=target)

    def _seat(self, view: EselspielView, ctx: TableContext, seat: int, bottom: int) -> str:
        """A seat: its name, its two piles and the donkey if it holds it.

        The bottom seat (the person's own) is drawn below the ring: its piles are the hand.
        The donkey sits in the name line (drawn over nothing), so a seat grows by no more
        than a line when it comes, and the own piles never move for it.
        """
        player = view["players"][seat]
        name = components.seat_name(ctx.names, seat)
        x, y = ring.seat_position(seat, bottom, len(view["players"]))
        mine = seat == ctx.seat
        own = seat == bottom
        active = seat == view["turn"] and not view["over"]
        title = badge(name, "es-name-text")
        if mine:
            title += badge(ctx.t("eselspiel.you"), "es-you")
        title += badge(texts.count_cards(player["cards"], ctx.lang), "es-left")
        if seat == view["dealer"] and view["round"] == 1:
            # who dealt, in the first round: the seat after them began
            title += badge(ctx.t("eselspiel.dealer"), "es-dealer")
        title += self._donkey_here(view, ctx, seat)
        piles = self._draw_pile(view, ctx, seat, name) + self._discard_pile(view, ctx, seat, name)
        return tag(
            "section",
            tag("div", title, class_="es-name")
            + (
                tag("div", piles, class_="es-piles", data_hand=2)
                if own
                else tag("div", piles, class_="es-piles")
            ),
            class_="es-seat"
            + (" es-own" if own else "")
            + (" me" if mine else "")
            + (" active" if active else ""),
            style=f"--x:{x:.1f}%;--y:{y:.1f}%",
            data_seat=seat,
            aria_label=name,
        )

    def _draw_pile(self, view: EselspielView, ctx: TableContext, seat: int, name: str) -> str:
        count = view["players"][seat]["draw"]
        shown = badge(count, "es-count")
        if (
            seat == ctx.seat
            and self._mine(view, ctx)
            and actions.TURN in ctx.legal
            and not ctx.ui.get("top")
        ):
            # the assist lights the one move to make: the own top where it fits (it sheds a
            # card), never the draw pile beside it
            helped = ctx.settings.get("assist") and not self._top_fits(view, ctx)
            label = ctx.t("eselspiel.draw_mine", cards=texts.count_cards(count, ctx.lang))
            cls = "card back es-draw playable" + (" highlight" if helped else "")
            if count == 0:
                # an empty draw pile: a tap turns the own discard pile over (rules, a turn 8);
                # the pile says so instead of showing a card back with "0"
                discards = view["players"][seat]["discard"]
                label = ctx.t("eselspiel.flip_mine", cards=texts.count_cards(discards, ctx.lang))
                shown = badge(ctx.t("eselspiel.flip_short"), "es-flip")
                cls += " es-flip-pile"
            return components.card(
                shown, cls, label, action=actions.TURN, data_place=flights.draw_place(seat)
            )
        cls = "card back es-draw" + (" empty" if count == 0 else "")
        label = ctx.t("eselspiel.draw", name=name, cards=texts.count_cards(count, ctx.lang))
        return components.card(
            shown, cls, label, element="div", data_place=flights.draw_place(seat)
        )

    def _discard_pile(self, view: EselspielView, ctx: TableContext, seat: int, name: str) -> str:
        player = view["players"][seat]
        top, count = player["top"], player["discard"]
        label = (
            ctx.t("eselspiel.discard", name=name, cards=texts.count_cards(count, ctx.lang), top=top)
            if top is not None
            else ctx.t("eselspiel.discard_empty", name=name)
        )
        face = _face(top, badge(count, "es-under")) if top is not None else ""
        cls = "card face es-discard" if top is not None else "card es-slot es-discard"
        target = actions.seat(seat)
        if top is not None and flights.landed(view) == target:
            cls += " just-moved"
        return flights.marked(
            self._discard_html(view, ctx, seat, face, label, cls),
            flights.pile_place(seat),
            flights.arrival(view, ctx, target),
        )

    def _discard_html(
        self, view: EselspielView, ctx: TableContext, seat: int, face: str, label: str, cls: str
    ) -> str:
        if seat == ctx.seat and self._mine(view, ctx):
            return self._own_discard(view, ctx, face, label, cls)
        active = self._target_button(actions.seat(seat), view, ctx, face, label, cls)
        if active is not None:
            return active
        return components.card(face, cls, label, element="div")

    def _top_fits(self, view: EselspielView, ctx: TableContext) -> bool:
        """The own discard top may be played now and fits a pile (the rules module says)."""
        if view["phase"] != "continue" or not actions.targets_of(ctx.legal, actions.TOP):
            return False
        return bool(rules.fits_seen(view).allowed)

    def _keep_warns(self, view: EselspielView, ctx: TableContext) -> bool:
        """With the assist on, the turned card fits a pile it lights, and no warning yet."""
        if not ctx.settings.get("assist") or ctx.ui.get("keep"):
            return False
        return view["phase"] == "place" and bool(rules.fits_seen(view).allowed)

    def _own_discard(
        self, view: EselspielView, ctx: TableContext, face: str, label: str, cls: str
    ) -> str:
        phase = view["phase"]
        if phase == "place":
            words = ctx.t("eselspiel.keep", card=view["card"]) + " – " + label
            if self._keep_warns(view, ctx):
                # the assist showed where the card goes: a tap here first says so, and only
                # a second tap keeps it (a slip), so no tap throws the shown move away
                return components.card(
                    face, cls + " playable target", words, ui="keep", data_leads=actions.KEEP
                )
            assist = ctx.settings.get("assist") and not rules.fits_seen(view).allowed
            return components.card(
                face,
                cls + " playable target" + (" highlight" if assist else ""),
                words,
                action=actions.KEEP,
                data_drop=actions.KEEP,
            )
        if phase == "continue" and actions.targets_of(ctx.legal, actions.TOP):
            chosen = bool(ctx.ui.get("top"))
            helped = ctx.settings.get("assist") and not chosen and self._top_fits(view, ctx)
            marks = (" selected" if chosen else "") + (" highlight" if helped else "")
            return components.card(
                face,
                cls + " playable" + marks,
                ctx.t("eselspiel.pick_top", card=view["card"]) + " – " + label,
                ui="top",
                data_drag="top",
                # the first press of every move of this card (then the pile it goes to)
                data_leads=leads(a for a in ctx.legal if a.startswith(actions.TOP + " ")),
                aria_pressed="true" if chosen else "false",
            )
        return components.card(face, cls, label, element="div")

    def _donkey_here(self, view: EselspielView, ctx: TableContext, seat: int) -> str:
        if view["donkey"] != seat:
            return ""
        name = components.seat_name(ctx.names, seat)
        return tag(
            "div",
            ring.DONKEY_SVG + tag("span", esc(ctx.t("eselspiel.donkey")), class_="es-donkey-word"),
            class_="es-donkey",
            role="img",
            aria_label=ctx.about("eselspiel.donkey_holder", seat, name=name),
        )

    def _last_slip(self, view: EselspielView) -> tuple[int, EselEvent] | None:
        """The latest slip and how many events ago it happened (0: the very last)."""
        events = view["events"]
        for back, event in enumerate(reversed(events)):
            if back >= SLIP_SHOWN_FOR:
                return None
            if event["kind"] == "slip":
                return back, event
        return None

    def _slip_is_news(self, view: EselspielView) -> bool:
        """The slip was the last thing that happened (or only the end came after it).

        The table is drawn afresh after every step, so anything that moves (the cards flying
        to the donkey, the banner's shake) is drawn only then and plays once, not again with
        each of the next player's cards.
        """
        slip = self._last_slip(view)
        if slip is None:
            return False
        back = slip[0]
        return back == 0 or (back == 1 and view["events"][-1]["kind"] == "end")

    def _gifts(self, view: EselspielView, bottom: int) -> str:
        """Right after a slip: one card back flies from every giver's seat to the donkey's."""
        slip = self._last_slip(view)
        if slip is None or not self._slip_is_news(view):
            return ""
        n = len(view["players"])
        esel = slip[1]["seat"]
        x, y = ring.seat_position(esel, bottom, n)
        cards = []
        for i, gift in enumerate(slip[1]["took"]):
            fx, fy = ring.seat_position(gift["seat"], bottom, n)
            cards.append(
                tag(
                    "span",
                    "",
                    class_="card back small es-gift",
                    style=f"--fx:{fx:.1f}%;--fy:{fy:.1f}%;--x:{x:.1f}%;--y:{y:.1f}%;--i:{i}",
                    data_giver=gift["seat"],  # not data-from: the gifts fly by CSS
                )
            )
        return tag("div", "".join(cards), class_="es-gifts", aria_hidden="true")

    def _centre(self, view: EselspielView, ctx: TableContext) -> str:
        piles = []
        landed = flights.landed(view)
        for i, pile in enumerate(view["middle"], start=1):
            target = actions.middle(i)
            label = ctx.t(
                "eselspiel.middle_pile",
                i=i,
                top=pile["top"],
                cards=texts.count_cards(pile["count"], ctx.lang),
            )
            face = _face(pile["top"], badge(pile["count"], "es-under"))
            cls = "card face es-mid" + (" just-moved" if landed == target else "")
            active = self._target_button(target, view, ctx, face, label, cls)
            pile_html = active or components.card(face, cls, label, element="div")
            # the pile's number as the texts and hints say it ("Mitte 1"), under the pile
            number = tag(
                "span",
                esc(texts.pile_name(target, ctx.names, ctx.lang)),
                class_="es-mid-no",
                aria_hidden="true",
            )
            marked = flights.marked(pile_html, None, flights.arrival(view, ctx, target))
            piles.append(tag("span", marked + number, class_="es-mid-slot"))
        middle = (
            "".join(piles)
            if piles
            else tag("p", esc(ctx.t("eselspiel.no_middle")), class_="es-no-middle")
        )
        turned = ""
        if view["pending"] is not None:
            turned = tag(
                "div",
                tag("span", esc(ctx.t("eselspiel.turned")), class_="es-label")
                + components.card(
                    _face(view["pending"]),
                    "card face es-turned just-moved",
                    f"{ctx.t('eselspiel.turned')}: {view['pending']}",
                    element="div",
                    data_place=flights.TURNED,
                    data_from=flights.arrival(view, ctx, flights.TURNED),
                ),
                class_="es-turned-box",
            )
        donkey_free = ""
        if view["donkey"] is None:
            donkey_free = tag(
                "div",
                ring.DONKEY_SVG
                + tag("span", esc(ctx.t("eselspiel.donkey")), class_="es-donkey-word"),
                class_="es-donkey es-donkey-free",
                role="img",
                aria_label=ctx.t("eselspiel.donkey_free"),
            )
        direction = tag(
            "div",
            ring.ARROW_SVG + tag("span", esc(ctx.t("eselspiel.direction")), class_="es-dir-text"),
            class_="es-dir",
        )
        info = tag(
            "p",
            esc(ctx.t("eselspiel.round", r=view["round"])),
            class_="es-round",
        )
        slip = self._last_slip(view)
        banner = ""
        # no live role here: the table is redrawn at every step, and the toast that comes
        # with the slip already reads it out once. The banner goes with the next move (the
        # next player's turn), so it never stands beside another player's card as if it were
        # theirs; the log keeps it. It says what the slip costs and whom, not the toast's
        # words: a toast that repeated a panel would be dropped, and the banner alone is gone
        # with a bot's next step, before anyone could read where the card belonged.
        if slip is not None and self._slip_is_news(view):
            banner = tag(
                "p",
                esc(ctx.t("eselspiel.donkey") + "!")
                + tag(
                    "span",
                    esc(texts.took_text(slip[1], ctx.names, ctx.lang, ctx.seat)),
                    class_="es-took",
                ),
                class_="es-slip fresh",
            )
        # the turned card and the slip's banner never stand at once (the banner goes with the
        # next card turned): they share one place of fixed size, so nothing else moves
        return tag(
            "div",
            tag("div", direction + info + donkey_free, class_="es-info")
            + tag(
                "div",
                middle,
                class_="es-middle",
                aria_label=ctx.t("eselspiel.middle"),
                role="group",
            )
            + tag("div", turned + banner, class_="es-stage"),
            class_="es-centre",
        )

    def _prompt(self, view: EselspielView, ctx: TableContext) -> str:
        if view["over"]:
            lines = texts.event_lines(view["events"][-1], ctx.names, ctx.lang, ctx.seat)
            return lines[0] if lines else ""
        if not self._mine(view, ctx):
            turn = view["turn"]
            return ctx.t("eselspiel.wait", name=components.seat_name(ctx.names, turn))
        events = view["events"]
        if events and events[-1]["kind"] == "nofit":
            return texts.nofit_text(events[-1], ctx.lang)
        phase = view["phase"]
        if phase == "place" and ctx.ui.get("keep"):
            pile = texts.pile_name(rules.fits_seen(view).allowed[0], ctx.names, ctx.lang, ctx.seat)
            return ctx.t("eselspiel.keep_warning", card=view["card"], pile=pile)
        if phase == "place":
            return ctx.t("eselspiel.prompt_place", card=view["card"])
        if phase == "continue":
            if ctx.ui.get("top"):
                return ctx.t("eselspiel.prompt_top", card=view["card"])
            if actions.targets_of(ctx.legal, actions.TOP):
                return ctx.t("eselspiel.prompt_continue", card=view["card"])
            return ctx.t("eselspiel.prompt_continue_plain")
        if ctx.seat is not None and view["players"][ctx.seat]["draw"] == 0:
            return ctx.t("eselspiel.prompt_flip")
        return ctx.t("eselspiel.prompt_turn")

    # ---- input ------------------------------------------------------------------------
    def on_ui(self, command: str, view: EselspielView, ctx: TableContext) -> Action | None:
        if command == "top":
            ctx.ui["top"] = not ctx.ui.get("top")
        if command == "keep" and self._keep_warns(view, ctx):
            ctx.ui["keep"] = True
        return None

    def on_drop(
        self, drag: str, drop: str, view: EselspielView, ctx: TableContext
    ) -> Action | None:
        if drag != "top":
            return None
        if drop not in actions.targets_of(ctx.legal, actions.TOP):
            return None
        return actions.top(drop)

    def on_key(self, key: str, view: EselspielView, ctx: TableContext) -> Action | None:
        """t: turn a card; k: own pile; 1-9: middle pile; Escape: put the picked top back."""
        key = key.lower()
        if key == "escape":
            ctx.ui.pop("top", None)
            return None
        if key == "t" and actions.TURN in ctx.legal:
            return actions.TURN
        if key == "k" and actions.KEEP in ctx.legal:
            return actions.KEEP
        if key.isdigit() and key != "0":
            pile = actions.middle(int(key))
            action = actions.top(pile) if view["phase"] == "continue" else actions.place(pile)
            return action if action in ctx.legal else None
        return None

    # ---- words ------------------------------------------------------------------------
    def end_note(self, view: EselspielView, ctx: TableContext) -> str:
        """How the game ended: who went out, or the round limit (the shared words)."""
        if view["end_reason"] == "went_out":
            return texts.went_out_text(view["events"], ctx.names, ctx.lang, ctx.seat)
        return super().end_note(view, ctx)

    def result_label(self, view: EselspielView, ctx: TableContext) -> str:
        """The score of the Eselspiel is the cards a player still holds."""
        return ctx.t("eselspiel.result_label")

    def log_lines(self, view: EselspielView, ctx: TableContext) -> list[str]:
        return [s for e in view["events"] for s in texts.tell(e, ctx.names, ctx.lang, ctx.seat)]

    def announce(
        self, before: EselspielView | None, after: EselspielView, ctx: TableContext
    ) -> list[str]:
        """A toast for every slip the step brought, saying where the card belonged."""
        return [
            texts.slip_text(event, ctx.names, ctx.lang, ctx.seat)
            for event in fresh_of(after, ctx)
            if event["kind"] == "slip"
        ]

    def describe_action(self, action: Action, view: EselspielView, ctx: TableContext) -> str:
        """The caption of a bot's step, naming the card (the view is from before it)."""
        return texts.describe(action, ctx.lang, ctx.names, view["card"])
