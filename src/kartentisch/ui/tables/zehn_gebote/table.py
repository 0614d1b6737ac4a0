"""The 10 Gebote table: players around, the commandments in force in the middle, the hand below.

Input: tap a hand card (or drag it onto the pile) to play it; the call buttons ("Rot!",
"Klopf") are pressed before a play; "Ziehen" ends the turn (so do a tap on the draw pile and
the "d" key, unless the assist has marked a card that fits). Tasks (give a card, shed cards,
swap hands) turn the hand cards into choice buttons; a card handed on is dropped on the left
neighbour only. A tapped commandment opens its full
text. The penalty panel lets a person hand another person a chip for a table commandment, with
its reason (only with two or more people at the table).
Nothing marks playable cards unless the "assist" setting is on: spotting them is the game.
"""

from __future__ import annotations

from collections.abc import Mapping

from kartentisch.engine.protocol import Action
from kartentisch.games.zehn_gebote import actions, hooks, texts
from kartentisch.games.zehn_gebote.state import ZehnGeboteEvent
from kartentisch.games.zehn_gebote.view import TaskView, ZehnGeboteView, fits_in_view
from kartentisch.ui.render import components
from kartentisch.ui.render.components import badge
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table import motion
from kartentisch.ui.table.first_press import leads
from kartentisch.ui.table.table_api import BaseRenderer, TableContext, fresh_of
from kartentisch.ui.tables.zehn_gebote.faces import (
    card_classes,
    card_face,
    card_span,
    fruit_words,
    say,
    seat_label,
)
from kartentisch.ui.tables.zehn_gebote.final_count import final_count

CARD_TASKS = ("give", "bury", "drop", "drop70", "shed")

TURN_BOUNDS = ("draw", "start", "round2", "roundend", "passhands", "swap")
"""Events after which the hand may hold other cards: a turn's count starts after them."""
CARDS_OUT = ("play", "give", "bury", "drop", "shed")
"""Events in which a card leaves a hand by its holder's own move."""


CARDS_IN = {"draw": "draw", "take": "pile", "give": None}
"""Events that bring a seat cards, and the place they come from (``None``: the giver's seat)."""
CHIPS_IN = {"pen": None, "passchip": None}
"""Events that bring a seat a chip: from the bank in the middle, or from the seat that gave it
(the one that charged a penalty, the one that passed the chip)."""


def receiver(event: ZehnGeboteEvent) -> int | None:
    """The seat a card or chip went to: ``to`` when the event names one, else its own seat."""
    return event.get("to", event.get("seat"))


def came_to(
    view: ZehnGeboteView, ctx: TableContext, seat: int, kinds: Mapping[str, str | None]
) -> str | None:
    """Where the card (or chip) ``seat`` just received came from, so it flies to the seat."""

    def source(event: ZehnGeboteEvent) -> str | None:
        place = kinds.get(event["kind"])
        if place is not None:
            return place
        by = event.get("by") if event["kind"] == "pen" else event.get("seat")
        return motion.seat_place(by) if by is not None and by != seat else "bank"

    mine = [e for e in motion.moves_of(view, ctx) if receiver(e) == seat]
    return motion.arrived(mine, kinds, source)


def draw_shortcut(view: ZehnGeboteView, ctx: TableContext) -> bool:
    """Whether a tap on the draw pile (or the "d" key) draws. Drawing while a card fits costs a
    chip; with the assist setting the table has marked the fitting cards, so then only the
    "Ziehen" button draws before a card is played: a shortcut never skips what was shown."""
    if actions.DRAW not in ctx.legal:
        return False
    if not ctx.settings.get("assist") or view["played"] or view["task"] or not view["top"]:
        return True
    return not any(fits_in_view(view, card) for card in view["hand"] or [])


class ZehnGeboteRenderer(BaseRenderer[ZehnGeboteView]):
    game_id = "zehn-gebote"

    # ---- input --------------------------------------------------------------------------
    def on_ui(self, command: str, view: ZehnGeboteView, ctx: TableContext) -> Action | None:
        verb, _, arg = command.partition(" ")
        if verb == "read":
            ctx.ui["reading"] = arg if arg in hooks.REGISTRY else None
        elif verb == "close":
            ctx.ui["reading"] = None
        elif verb == "penalty":
            ctx.ui["penalty_open"] = not ctx.ui.get("penalty_open", False)
        return None

    def on_drop(
        self, drag: str, drop: str, view: ZehnGeboteView, ctx: TableContext
    ) -> Action | None:
        kind, _, card = drag.partition(" ")
        if kind != "card":
            return None
        verbs: tuple[str, ...]
        if drop == "pile":
            verbs = (actions.PLAY, actions.DROP, actions.SHED)
        elif drop.startswith("seat "):
            # a card handed on goes to the left neighbour: dropped on anyone else it would
            # land where the player did not put it, so such a drop does nothing
            task = view["task"]
            if task is None or drop != f"seat {(task['seat'] + 1) % len(view['names'])}":
                return None
            verbs = (actions.GIVE,)
        elif drop == "draw":
            verbs = (actions.BURY,)
        else:
            return None
        for verb in verbs:
            action = actions.card_choice(verb, card)
            if action in ctx.legal:
                return action
        return None

    def on_key(self, key: str, view: ZehnGeboteView, ctx: TableContext) -> Action | None:
        if key.lower() == "d" and draw_shortcut(view, ctx):
            return actions.DRAW
        if key == "Escape":
            ctx.ui["reading"] = None
            ctx.ui["penalty_open"] = False
        return None

    # ---- drawing ------------------------------------------------------------------------
    def render(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        # commandments revealed since the last paint get the animation
        fresh = {e["k"] for e in fresh_of(view, ctx) if e["kind"] == "reveal"}
        parts = [
            self._players(view, ctx),
            self._info(view, ctx),
            self._middle(view, ctx, fresh),
            self._status(view, ctx),
            final_count(view, ctx) if view["over"] else self._own(view, ctx),
        ]
        if ctx.ui.get("reading"):
            parts.append(self._reader(ctx))
        return tag(
            "div",
            "".join(parts),
            class_="zg-table",
            data_players=len(view["names"]),
            data_over=view["over"],
            data_game="zehn-gebote",
        )

    def _players(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        items = []
        current = view["current"]
        for seat in range(len(view["names"])):
            name = seat_label(view, ctx, seat)
            me = seat == view["seat"]
            classes = "zg-player" + (" zg-current" if seat == current else "")
            classes += " zg-me" if me else ""
            label = name + (f" ({say(ctx, 'you')})" if me else "")
            info = badge(label, "zg-pname") + tag(
                "span",
                badge(
                    view["hand_sizes"][seat],
                    "zg-count",
                    data_from=came_to(view, ctx, seat, CARDS_IN),
                )
                + badge(
                    view["chips"][seat], "zg-chips", data_from=came_to(view, ctx, seat, CHIPS_IN)
                ),
                class_="zg-pstats",
            )
            aria = (
                f"{name}: {say(ctx, 'cards', n=view['hand_sizes'][seat])}, "
                f"{say(ctx, 'chips', n=view['chips'][seat])}"
                + (f", {say(ctx, 'turn')}" if seat == current else "")
            )
            items.append(tag("li", info, class_=classes, aria_label=aria, data_drop=f"seat {seat}"))
        return tag("ul", "".join(items), class_="zg-players", aria_label=say(ctx, "players"))

    def _info(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        """The round, the direction of play in words (an arrow alone reads as "loading"), and
        the penalty panel's toggle: one row of fixed height above the piles."""
        clockwise = view["direction"] == 1
        direction = say(ctx, "direction_cw" if clockwise else "direction_ccw")
        arrow = tag("span", "↻" if clockwise else "↺", class_="zg-dir", aria_hidden="true")
        return tag(
            "div",
            tag("span", esc(say(ctx, "round", r=view["round"])), class_="zg-round")
            + tag(
                "span",
                esc(say(ctx, "direction")) + " " + arrow + " " + esc(direction),
                class_="zg-direction",
            )
            + self._penalty(view, ctx),
            class_="zg-info",
        )

    def _middle(self, view: ZehnGeboteView, ctx: TableContext, fresh: set[str]) -> str:
        draw_label = say(ctx, "draw_pile", n=view["draw_count"])
        count = badge(view["draw_count"], "zg-pile-count")
        pile = components.card(count, "card back zg-draw", draw_label)
        if draw_shortcut(view, ctx):
            pile = button(pile, action=actions.DRAW, class_="zg-draw-btn", aria_label=draw_label)
        top = view["top"]
        played = motion.arrived(
            motion.moves_of(view, ctx),
            ("play",),
            lambda e: motion.mover_place(
                e, ctx.seat, motion.either(f"card {e.get('c')}", motion.OWN_HAND)
            ),
            lambda e: e.get("c") == top,
        )
        top_html = (
            card_span(top, ctx.lang, "zg-top", data_from=played)
            if top
            else tag("span", "", class_="card zg-empty")
        )
        discard = tag(
            "div",
            top_html + badge(view["discard_count"], "zg-pile-count"),
            class_="zg-discard",
            data_drop="pile",
            aria_label=say(
                ctx, "discard", card=texts.number_card_name(top, ctx.lang) if top else "–"
            ),
        )
        stock = tag("div", pile, class_="zg-stock", data_drop="draw")
        # the bank of chips is the middle of the table: a penalty chip comes from here
        piles = tag("div", stock + discard, class_="zg-piles", data_place="bank")
        cmds = "".join(self._commandment(cid, ctx, cid in fresh) for cid in view["in_force"])
        gone = "".join(self._commandment(cid, ctx, cid in fresh, used=True) for cid in view["gone"])
        board = tag(
            "section",
            tag("h2", esc(say(ctx, "in_force")), class_="zg-h")
            + tag("div", cmds, class_="zg-cmds")
            + (
                tag("h3", esc(say(ctx, "gone")), class_="zg-h zg-h-small")
                + tag("div", gone, class_="zg-cmds zg-gone")
                if gone
                else ""
            ),
            class_="zg-board",
        )
        # many commandments: on a narrow screen the piles stand one above the other, so the
        # tiles keep two wide columns beside them
        many = len(view["in_force"]) + len(view["gone"]) > 3
        return tag("div", piles + board, class_="zg-middle", data_many=many)

    def _commandment(self, cid: str, ctx: TableContext, fresh: bool, used: bool = False) -> str:
        c = hooks.get(cid)
        kind = texts.kind_name(c.kind, ctx.lang)
        title = texts.title(cid, ctx.lang)
        classes = f"zg-cmd zg-kind-{c.kind}" + (" zg-new" if fresh else "")
        classes += " zg-used" if used else ""
        return button(
            tag("span", esc(kind), class_="zg-cmd-kind")
            + " "  # two words for the accessibility tree, not "PflichtErdbeere"
            + tag("span", esc(title), class_="zg-cmd-title"),
            ui=f"read {cid}",
            class_=classes,
            aria_label=say(ctx, "read", kind=kind, title=title),
            data_cmd=cid,
        )

    def _reader(self, ctx: TableContext) -> str:
        cid = str(ctx.ui["reading"])
        c = hooks.get(cid)
        kind = texts.kind_name(c.kind, ctx.lang)
        return tag(
            "div",
            tag("p", esc(kind), class_=f"zg-cmd-kind zg-kind-{c.kind}")
            + tag("h3", esc(texts.title(cid, ctx.lang)))
            + tag("p", esc(texts.text(cid, ctx.lang)), class_="zg-read-text")
            + button(esc(say(ctx, "close")), ui="close", class_="btn btn-primary"),
            class_="zg-reader",
            role="dialog",
            aria_label=texts.title(cid, ctx.lang),
        )

    def _status(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        seat = view["seat"]
        task = view["task"]
        if view["over"]:
            text = ""
        elif task is not None:
            what = self._task_text(view, ctx, task)
            text = (
                what
                if task["seat"] == seat
                else say(ctx, "wait_task", name=seat_label(view, ctx, task["seat"]), what=what)
            )
        elif view["current"] == seat:
            text = say(ctx, "played" if view["played"] else "your_turn")
        else:
            text = say(ctx, "wait", name=seat_label(view, ctx, view["current"]))
        return tag(
            "p", esc(text), class_="zg-status", aria_live="polite", data_prompt=bool(ctx.legal)
        )

    def _task_text(self, view: ZehnGeboteView, ctx: TableContext, task: TaskView) -> str:
        kind = task["kind"]
        if kind == "give":
            return say(
                ctx,
                "task_give",
                name=seat_label(view, ctx, (task["seat"] + 1) % len(view["names"])),
            )
        if kind == "shed":
            return say(ctx, "task_shed", n=task["left"])
        return say(ctx, f"task_{kind}")

    def _calls(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        buttons_html = []
        for call in view["call_buttons"]:
            name = texts.call_name(call, ctx.lang)
            action = actions.call(call)
            if action in ctx.legal:
                buttons_html.append(button(esc(name), action=action, class_="btn zg-call"))
            else:
                done = call in view["calls"] and view["current"] == view["seat"]
                buttons_html.append(
                    button(
                        esc(name),
                        class_="btn zg-call" + (" zg-called" if done else ""),
                        disabled=True,
                        aria_pressed="true" if done else None,
                    )
                )
        if not buttons_html:
            return ""
        return tag(
            "div",
            "".join(buttons_html),
            class_="zg-calls",
            role="group",
            aria_label=say(ctx, "calls"),
        )

    def _own(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        hand: list[str] = view["hand"] or []
        if view["seat"] is None:
            return ""
        assist = bool(ctx.settings.get("assist"))
        verbs = [v for v in actions.CARD_VERBS if actions.of_verb(ctx.legal, v)]
        verb = verbs[0] if verbs else None
        cards_html = []
        for card in hand:
            action = actions.card_choice(verb, card) if verb else None
            extra = ""
            if assist and verb == actions.PLAY and fits_in_view(view, card):
                extra = "highlight"
            if action and action in ctx.legal:
                words = texts.describe(action, ctx.lang, view["names"])
                cards_html.append(
                    components.card(
                        card_face(card),
                        card_classes(card, extra + " playable"),
                        f"{words} {fruit_words(card, ctx.lang)}",
                        action=action,
                        data_drag=f"card {card}",
                        data_card=card,
                        data_place=f"card {card}",
                    )
                )
            else:
                cards_html.append(card_span(card, ctx.lang, extra, data_place=f"card {card}"))
        hand_html = tag(
            "div",
            "".join(cards_html),
            class_="zg-hand",
            data_hand=self._most_cards(view, len(hand)),
            # the cards a row holds when fit.js lays them in two or three rows: shared evenly,
            # so the rows stay while a card is played (the hand's top edge does not jump)
            style=f"--zg-across2:{(len(hand) + 1) // 2};--zg-across3:{(len(hand) + 2) // 3}",
            aria_label=say(ctx, "hand"),
            role="group",
            data_place=motion.OWN_HAND,
        )
        # The calls and the buttons share one row of reserved height above the hand, so a
        # call made or a task's choices never move the cards. data-focus-start: a turn's focus
        # starts at the hand, not at the draw pile with every commandment before the cards.
        controls = tag(
            "div", self._calls(view, ctx) + self._buttons(view, ctx), class_="zg-controls"
        )
        return tag("section", hand_html + controls, class_="zg-own", data_focus_start=True)

    @staticmethod
    def _most_cards(view: ZehnGeboteView, held: int) -> int:
        """The most cards the hand holds during this turn (a draw adds one), counted back from
        what the seat's own moves since the last draw took (the card played, a card handed on,
        put under the stock or shed): the cards keep their size while the turn goes on."""
        most = held + 1
        seat = view["seat"]
        for event in reversed(view["events"]):
            if event["kind"] in TURN_BOUNDS or event.get("seat", seat) != seat:
                break
            most += event["kind"] in CARDS_OUT
        return most

    def _buttons(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        out = []
        for action in ctx.legal:
            parsed = actions.parse(action)
            if parsed.verb == actions.DRAW:
                out.append(
                    button(
                        esc(say(ctx, "draw")),
                        action=action,
                        class_="btn btn-primary zg-draw-action",
                    )
                )
            elif parsed.declined or parsed.verb in actions.SEAT_VERBS:
                out.append(
                    button(
                        esc(texts.describe(action, ctx.lang, view["names"])),
                        action=action,
                        class_="btn zg-choice",
                    )
                )
        return tag("div", "".join(out), class_="zg-actions") if out else ""

    def _penalty(self, view: ZehnGeboteView, ctx: TableContext) -> str:
        table_actions = actions.of_verb(ctx.legal, actions.PENALTY)
        if not table_actions:
            return ""
        table_actions_text = [a for a in ctx.legal if a.startswith(actions.PENALTY + " ")]
        toggle = button(
            esc(say(ctx, "penalty")),
            ui="penalty",
            class_="btn btn-quiet zg-penalty-toggle",
            data_leads=None if ctx.ui.get("penalty_open") else leads(table_actions_text),
            aria_expanded="true" if ctx.ui.get("penalty_open") else "false",
        )
        if not ctx.ui.get("penalty_open"):
            return tag("div", toggle, class_="zg-penalty")
        rows = []
        by_target: dict[int, list[str]] = {}
        for parsed in table_actions:
            assert parsed.seat is not None and parsed.commandment is not None
            by_target.setdefault(parsed.seat, []).append(parsed.commandment)
        for target, charges in sorted(by_target.items()):
            name = seat_label(view, ctx, target)
            btns = "".join(
                button(
                    esc(texts.title(cid, ctx.lang)),
                    action=actions.penalty(target, cid),
                    class_="btn zg-pen-btn",
                    aria_label=say(ctx, "penalty_for", name=name, title=texts.title(cid, ctx.lang)),
                )
                for cid in charges
            )
            rows.append(
                tag("div", tag("span", esc(name), class_="zg-pen-name") + btns, class_="zg-pen-row")
            )
        # the open panel lies over the table (it never pushes the hand), under its toggle
        panel = tag(
            "div",
            tag("p", esc(say(ctx, "penalty_hint"))) + "".join(rows),
            class_="zg-pen-panel",
        )
        return tag("div", toggle + panel, class_="zg-penalty zg-open")

    # ---- words --------------------------------------------------------------------------
    def log_lines(self, view: ZehnGeboteView, ctx: TableContext) -> list[str]:
        return [s for e in view["events"] for s in texts.tell(e, view["names"], ctx.lang, ctx.seat)]

    def announce(
        self, before: ZehnGeboteView | None, after: ZehnGeboteView, ctx: TableContext
    ) -> list[str]:
        """Every penalty with its reason, and every newly revealed commandment."""
        out = []
        for e in fresh_of(after, ctx):
            if e["kind"] == "pen":
                out.append(texts.describe_event(e, after["names"], ctx.lang, ctx.seat))
            elif e["kind"] == "reveal":
                out.append(say(ctx, "new_rule", title=texts.title(str(e["k"]), ctx.lang)))
            elif e["kind"] in ("roundend", "passhands", "reverse"):
                out.append(texts.describe_event(e, after["names"], ctx.lang, ctx.seat))
        return out

    def describe_action(self, action: Action, view: ZehnGeboteView, ctx: TableContext) -> str:
        return texts.describe(action, ctx.lang, view["names"])
