"""A plain table for the hidden demo game: proves the host end to end in tests."""

from __future__ import annotations

from kartentisch.engine.protocol import Action
from kartentisch.games.demo import DemoView
from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.table.table_api import BaseRenderer, TableContext


class DemoRenderer(BaseRenderer[DemoView]):
    game_id = "demo"

    def render(self, view: DemoView, ctx: TableContext) -> str:
        seats = "".join(
            tag(
                "li",
                tag("span", esc(name), class_="seat-name")
                + tag("span", f"{view['hand_sizes'][i]}", class_="seat-count"),
                class_="seat" + (" active" if view["turn"] == i and not view["over"] else ""),
                data_seat=i,
            )
            for i, name in enumerate(ctx.names)
        )
        shown = view["played"][-6:]
        first = len(view["played"]) - len(shown)
        played = "".join(
            tag("span", esc(c), class_="card face", data_flip=f"pile-{first + i}")
            for i, c in enumerate(shown)
        )
        hand = ""
        if view["hand"] is not None:
            cards = []
            for card in view["hand"]:
                action = f"play {card}"
                if action in ctx.legal:
                    cards.append(
                        button(
                            esc(card),
                            action=action,
                            class_="card face playable",
                            data_drag=action,
                            aria_label=action,
                        )
                    )
                else:
                    cards.append(tag("span", esc(card), class_="card face"))
            hand = tag("div", "".join(cards), class_="hand", data_drop="hand")
        draw = ""
        if "draw" in ctx.legal:
            draw = button("", action="draw", class_="card back playable", aria_label="draw")
        else:
            draw = tag("span", "", class_="card back")
        return (
            tag("ul", seats, class_="demo-seats")
            + tag(
                "div",
                tag("div", draw + tag("span", str(view["stock"]), class_="count"), class_="stock")
                + tag("div", played, class_="pile", data_drop="pile"),
                class_="middle",
            )
            + hand
        )

    def on_drop(self, drag: str, drop: str, view: DemoView, ctx: TableContext) -> Action | None:
        return drag if drop == "pile" and drag in ctx.legal else None

    def on_key(self, key: str, view: DemoView, ctx: TableContext) -> Action | None:
        if key == "d" and "draw" in ctx.legal:
            return "draw"
        return None

    def log_lines(self, view: DemoView, ctx: TableContext) -> list[str]:
        return [f"played {c}" for c in view["played"]]

    def describe_action(self, action: Action, view: DemoView, ctx: TableContext) -> str:
        return action
