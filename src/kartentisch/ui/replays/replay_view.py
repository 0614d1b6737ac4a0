"""HTML of the replays (the ``dlg-replays`` dialog): the list of kept games and the player.

The player draws each position with the game's own table renderer in a read-only context
(no legal actions, a fresh local state, no animation), between the step buttons and the
pickers for the seat whose eyes the table shows and for the round or move to jump to. At the
end, "every card open" adds the cards no view showed, from the engine's ``open_view``. Every
name comes from storage and goes through ``esc``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from kartentisch.engine.protocol import GameInfo, View
from kartentisch.ui.records.kept_games import KeptGame
from kartentisch.ui.records.stats_view import number, player_name
from kartentisch.ui.render.components import button_row, close_button, dialog_head
from kartentisch.ui.render.html import button, esc, tag, void
from kartentisch.ui.render.i18n import t
from kartentisch.ui.replays.replay import Replay
from kartentisch.ui.table.table_api import TableContext, TableRenderer

DIALOG_ID = "dlg-replays"
OPEN = "open"
"""The seat picker's value for every card open."""
STEPS = (
    ("replay-start", "«", "replay.to_start"),
    ("replay-back", "◀", "replay.back"),
    ("replay-forward", "▶", "replay.forward"),
    ("replay-end", "»", "replay.to_end"),
)
READ_ONLY_SETTINGS = {"assist": False, "speed": "off", "reduced_motion": True}


def _head(lang: str, title: str) -> str:
    return dialog_head(title, "replays-title", DIALOG_ID, t(lang, "close"))


# ---- the list ------------------------------------------------------------------------------
def _entry(game: KeptGame, lang: str) -> str:
    best = min(game.scores) if game.scores else 0.0
    people = ", ".join(
        player_name(lang, p.name, p.bot) + f" {number(lang, s)}" + (" ★" if s == best else "")
        for p, s in zip(game.players, game.scores, strict=True)
    )
    label = t(lang, "replay.watch_game", moves=game.moves)
    return tag(
        "li",
        tag("span", esc(people), class_="replay-people")
        + button(
            esc(label),
            class_="btn btn-quiet",
            data_host=f"replay-open:{game.game}:{game.key}",
        ),
        class_="replay-entry",
    )


def list_screen(
    kept: Mapping[str, Sequence[KeptGame]],
    infos: Mapping[str, GameInfo],
    lang: str,
    notices: Sequence[str] = (),
) -> str:
    """Per game (lobby order), its kept games, newest first."""
    parts = [_head(lang, t(lang, "replay.title"))]
    parts += [tag("p", esc(n), class_="stats-notice", role="alert") for n in notices]
    sections = []
    for game_id, games in kept.items():
        info = infos.get(game_id)
        if info is None or not games:
            continue
        items = "".join(_entry(g, lang) for g in reversed(games))
        sections.append(
            tag(
                "section",
                tag("h3", esc(info.name(lang)), id=f"replays-{game_id}-title")
                + tag("ul", items, class_="replay-list"),
                class_="replay-game",
                data_game=game_id,
                aria_labelledby=f"replays-{game_id}-title",
            )
        )
    if sections:
        parts += sections
        parts.append(tag("p", esc(t(lang, "replay.device")), class_="stats-note"))
    else:
        parts.append(tag("p", esc(t(lang, "replay.empty")), class_="replay-empty"))
    parts.append(button_row(close_button(t(lang, "close"), DIALOG_ID)))
    return "".join(parts)


# ---- the player ----------------------------------------------------------------------------
@dataclass
class Player:
    """What the player shows: the replay, whose eyes, and every card open at the end."""

    replay: Replay
    renderer: TableRenderer[Any]
    seat: int = 0
    open: bool = False
    from_list: bool = True
    """Opened from the list (it offers the way back), or from a just-finished game."""

    @property
    def shows_open(self) -> bool:
        return self.open and self.replay.at_end

    def view(self) -> View:
        return self.replay.open_view() if self.shows_open else self.replay.view(self.seat)

    def context(self, lang: str) -> TableContext:
        """Read-only: nothing to play, nothing kept between positions, no bots, no motion."""
        return TableContext(
            seat=None if self.shows_open else self.seat,
            lang=lang,
            names=[p.name for p in self.replay.players],
            legal=[],
            bots=[p.bot for p in self.replay.players],
            settings=dict(READ_ONLY_SETTINGS),
        )


def _seat_picker(player: Player, lang: str) -> str:
    options = "".join(
        tag(
            "option",
            esc(p.name),
            value=str(seat),
            selected=not player.shows_open and seat == player.seat,
        )
        for seat, p in enumerate(player.replay.players)
    )
    options += tag(
        "option",
        esc(t(lang, "replay.all_open")),
        value=OPEN,
        selected=player.shows_open,
        disabled=not player.replay.at_end,
    )
    return tag(
        "label",
        tag("span", esc(t(lang, "replay.seat"))) + tag("select", options, id="replay-seat"),
        class_="field replay-pick",
    )


def _jump_picker(player: Player, lang: str) -> str:
    replay = player.replay
    if replay.has_rounds:
        current = replay.round_at(replay.position)
        options = "".join(
            tag(
                "option",
                esc(t(lang, "replay.round_n", n=start.number)),
                value=str(start.number),
                selected=start.number == current,
            )
            for start in replay.rounds
        )
        control = tag("select", options, id="replay-round")
        label = t(lang, "replay.round")
    else:
        control = void(
            "input",
            type="range",
            id="replay-move",
            min="0",
            max=str(replay.length),
            value=str(replay.position),
            step="1",
        )
        label = t(lang, "replay.move")
    return tag("label", tag("span", esc(label)) + control, class_="field replay-pick")


def status_line(player: Player, lang: str) -> str:
    """Where the replay stands, in words (read out when it changes)."""
    replay = player.replay
    parts = [t(lang, "replay.position", n=replay.position, total=replay.length)]
    current = replay.round_at(replay.position)
    if current is not None:
        parts.append(t(lang, "replay.round_n", n=current))
    if replay.at_end:
        parts.append(t(lang, "replay.over"))
    return " · ".join(parts)


def short_status(player: Player) -> str:
    """ "12/431": where the replay stands on a narrow screen, one line between the step
    buttons (the round shows in the round picker below; the words stay for screen readers)."""
    replay = player.replay
    return f"{replay.position}/{replay.length}"


def last_move(player: Player, lang: str) -> str:
    replay = player.replay
    last = replay.last_action()
    if last is None:
        return t(lang, "replay.deal")
    seat, action = last
    return t(
        lang,
        "replay.last",
        name=replay.players[seat].name,
        action=replay.game.describe(action, lang),
    )


def _open_cards(view: View, player: Player, lang: str) -> str:
    """The cards no seat saw, zone by zone, in words."""
    names = [p.name for p in player.replay.players]
    rows = []
    zones: list[dict[str, Any]] = view.get("open") or []
    for zone in zones:
        cards = [str(c) for c in zone["cards"]]
        where = t(lang, f"replay.zone.{zone['zone']}")
        seat = zone["seat"]
        head = where if seat is None else t(lang, "replay.zone_of", zone=where, name=names[seat])
        words = ", ".join(player.replay.game.card_name(c, lang) for c in cards)
        rows.append(tag("dt", esc(head)) + tag("dd", esc(words or t(lang, "replay.zone_empty"))))
    return tag(
        "section",
        tag("h3", esc(t(lang, "replay.open_title")), id="replay-open-title")
        + tag("dl", "".join(rows), class_="replay-open-list"),
        class_="replay-open",
        aria_labelledby="replay-open-title",
    )


def player_screen(player: Player, info: GameInfo, lang: str) -> str:
    replay = player.replay
    view = player.view()
    ctx = player.context(lang)
    table = player.renderer.render(view, ctx)
    viewer = t(lang, "replay.all_open") if player.shows_open else replay.players[player.seat].name
    steps = []
    for command, mark, key in STEPS:
        ahead = command in ("replay-forward", "replay-end")
        steps.append(
            button(
                tag("span", mark, aria_hidden="true"),
                class_="btn replay-step",
                data_host=command,
                aria_label=t(lang, key),
                title=t(lang, key),
                disabled=replay.at_end if ahead else replay.position == 0,
            )
        )
    bar = tag(
        "div",
        steps[0]
        + steps[1]
        + tag(
            "p",
            tag("span", esc(status_line(player, lang)), class_="replay-words")
            + tag("span", esc(short_status(player)), class_="replay-short", aria_hidden="true"),
            id="replay-status",
            aria_live="polite",
        )
        + steps[2]
        + steps[3],
        class_="replay-steps",
        role="group",
        aria_label=t(lang, "replay.steps"),
    )
    pickers = tag(
        "div",
        _seat_picker(player, lang) + _jump_picker(player, lang),
        class_="replay-pickers",
    )
    back = (
        button(esc(t(lang, "replay.to_list")), class_="btn btn-quiet", data_host="replay-list")
        if player.from_list
        else ""
    )
    return (
        _head(lang, t(lang, "replay.title_game", game=info.name(lang)))
        + pickers
        + bar
        + tag("p", esc(last_move(player, lang)), class_="replay-last", id="replay-last")
        + tag(
            "div",
            table,
            class_="table replay-table",
            data_game=info.id,
            data_position=replay.position,
            data_viewer=OPEN if player.shows_open else player.seat,
            role="region",
            aria_label=t(lang, "replay.table", name=viewer),
        )
        + (_open_cards(view, player, lang) if player.shows_open else "")
        + button_row(back)
    )
