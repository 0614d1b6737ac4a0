"""The replays in the page: the ``dlg-replays`` dialog, its buttons, pickers and keys.

Opened from the lobby (the list of kept games) or from the end screen of a game just finished
(straight into its replay). Nothing here plays, saves or runs a bot: the table is drawn from
the replayed position only, and the renderer's own controls are switched off after each paint.
Keys: ← → one move, Home / End the start and the end, Page Up / Page Down a round.

The page's DOM helpers (``ui.shell.dom``) are handed in by the shell that makes the screen:
nothing here imports the browser, so the module is tested and imported like any other.
"""

from __future__ import annotations

from typing import Any, Protocol

from kartentisch.engine.match import Match
from kartentisch.engine.protocol import GameInfo
from kartentisch.ui.records import kept_games
from kartentisch.ui.records.storage import Storage
from kartentisch.ui.replays import replay_view
from kartentisch.ui.replays.replay import Replay
from kartentisch.ui.replays.replay_view import DIALOG_ID, OPEN, Player
from kartentisch.ui.tables import renderer_for

KEYS = {
    "ArrowLeft": "replay-back",
    "ArrowRight": "replay-forward",
    "Home": "replay-start",
    "End": "replay-end",
    "PageUp": "replay-round-back",
    "PageDown": "replay-round-forward",
}
TABLE_CONTROLS = f"#{DIALOG_ID} .replay-table button, #{DIALOG_ID} .replay-table input"


class Page(Protocol):
    """What the screen needs of the page (``ui.shell.page.Page``)."""

    storage: Storage

    @property
    def lang(self) -> str: ...

    def t(self, key: str, **values: object) -> str: ...

    def infos(self) -> dict[str, GameInfo]: ...

    def open_dialog(self, dialog_id: str, html: str) -> None: ...

    def show_message(self, title: str, lines: list[str]) -> None: ...

    def notice_storage(self) -> None: ...


class ReplayScreen:
    def __init__(self, page: Page, dom: Any) -> None:
        self.page = page
        self.dom = dom
        """The page's DOM helpers (``ui.shell.dom``)."""
        self.player: Player | None = None
        self.game_id = ""

    # ---- the list -----------------------------------------------------------------------
    def open_list(self) -> None:
        self.player = None
        infos = self.page.infos()
        kept, notices = {}, []
        for game_id in infos:
            loaded = kept_games.load(self.page.storage, game_id)
            kept[game_id] = loaded.games
            if loaded.error_key is not None:
                name = infos[game_id].name(self.page.lang)
                notices.append(
                    f"{self.page.t('replay.set_aside', game=name)} {self.page.t(loaded.error_key)}"
                )
        html = replay_view.list_screen(kept, infos, self.page.lang, notices)
        self.page.open_dialog(DIALOG_ID, html)
        self.page.notice_storage()
        dom = self.dom
        first = dom.query(f"#{DIALOG_ID} .replay-entry button") or dom.query(
            f"#{DIALOG_ID} [data-dialog-close]"
        )
        if first is not None:
            first.focus()

    def open_kept(self, game_id: str, key: str) -> None:
        opened = kept_games.open_game(self.page.storage, game_id, key)
        if opened.match is None:
            reason = self.page.t(opened.error_key or "replay.corrupt")
            self.open_list()
            lines = [self.page.t("replay.failed"), reason]
            self.page.show_message(self.page.t("replay.title"), lines)
            return
        self.show(opened.match, from_list=True)

    def show(self, match: Match, from_list: bool) -> None:
        """The replay of a finished ``match``, at its end, seen by its first person."""
        people = [s for s, p in enumerate(match.players) if p.bot is None]
        self.game_id = match.game.info.id
        self.player = Player(
            Replay(match),
            renderer_for(self.game_id),
            seat=people[0] if people else 0,
            from_list=from_list,
        )
        self.paint(focus=("data-host", "replay-back"))

    # ---- painting -----------------------------------------------------------------------
    def paint(self, focus: tuple[str, str] | None = None) -> None:
        player = self.player
        if player is None:
            return
        dom = self.dom
        focus = focus or self._focus_key()
        info = self.page.infos()[self.game_id]
        self.page.open_dialog(DIALOG_ID, replay_view.player_screen(player, info, self.page.lang))
        for control in dom.document.querySelectorAll(TABLE_CONTROLS):
            control.disabled = True
        self._restore_focus(focus)

    def _focus_key(self) -> tuple[str, str] | None:
        dom = self.dom
        active = dom.active_element()
        if active is None or dom.closest(active, f"#{DIALOG_ID}") is None:
            return None
        host = dom.attr(active, "data-host")
        if host is not None:
            return ("data-host", str(host))
        if active.id:
            return ("id", str(active.id))
        return None

    def _restore_focus(self, key: tuple[str, str] | None) -> None:
        dom = self.dom
        element = None
        if key is not None:
            name, value = key
            element = (
                dom.by_id(value)
                if name == "id"
                else dom.query(f'#{DIALOG_ID} [data-host="{value}"]')
            )
        if element is None or element.disabled:
            # at the start or the end the pressed button is off: its partner takes the focus
            element = dom.query(f"#{DIALOG_ID} .replay-step:not([disabled])")
        if element is not None:
            element.focus()

    # ---- input --------------------------------------------------------------------------
    def command(self, command: str) -> None:
        if command.startswith("replay-open:"):
            _, game_id, key = command.split(":", 2)
            self.open_kept(game_id, key)
            return
        if command == "replay-list":
            self.open_list()
            return
        player = self.player
        if player is None:
            return
        replay = player.replay
        moves = {
            "replay-start": lambda: replay.go(0),
            "replay-back": replay.back,
            "replay-forward": replay.forward,
            "replay-end": lambda: replay.go(replay.length),
            "replay-round-back": replay.previous_round,
            "replay-round-forward": replay.next_round,
        }
        move = moves.get(command)
        if move is None:
            return
        move()
        if not replay.at_end:
            player.open = False
        self.paint()

    def on_change(self, target: Any) -> None:
        player = self.player
        if player is None:
            return
        name = str(getattr(target, "id", "") or "")
        value = str(target.value)
        if name == "replay-seat":
            if value == OPEN:
                player.open = True
            elif value.isdigit() and int(value) < len(player.replay.players):
                player.open = False
                player.seat = int(value)
        elif name == "replay-round" and value.isdigit():
            player.replay.to_round(int(value))
            player.open = False
        elif name == "replay-move" and value.isdigit():
            player.replay.go(int(value))
            if not player.replay.at_end:
                player.open = False
        else:
            return
        self.paint(focus=("id", name))

    def on_key(self, event: Any) -> None:
        if self.player is None or event.ctrlKey or event.metaKey or event.altKey:
            return
        tag = str(getattr(event.target, "tagName", "") or "")
        if tag in ("SELECT", "INPUT", "TEXTAREA"):
            return
        command = KEYS.get(str(event.key))
        if command is None:
            return
        event.preventDefault()
        self.command(command)
