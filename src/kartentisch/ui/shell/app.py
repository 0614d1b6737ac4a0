"""The page: lobby, dialogs and the table host, wired to the browser.

This is the one module (with ``ui.shell.dom``) that touches PyScript. It binds every event once on
the document, keeps the match in a ``TableHost`` (pure logic), renders after each change,
saves after each change, and runs bot turns one action at a time with a pause from the
settings, so a person can follow what the bots do.
"""

from __future__ import annotations

import asyncio
import json
import secrets
import sys
import traceback
from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_once_callable, create_proxy, to_js  # type: ignore[import-not-found]
from pyscript import document, window  # type: ignore[import-not-found]

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import GameInfo, PlayerSpec
from kartentisch.engine.saves import MAX_SAVE_CHARS, to_json
from kartentisch.ui.boot import memory as memory_figures
from kartentisch.ui.lobby import lobby_form, lobby_view, rules_text
from kartentisch.ui.lobby.settings import Settings
from kartentisch.ui.records.storage import (
    PROGRESS_PREFIX,
    SAVE_PREFIX,
    SETTINGS_KEY,
    Storage,
    import_save,
)
from kartentisch.ui.render.i18n import browser_lang, t
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.history import BackStack
from kartentisch.ui.table import table_view, toasts
from kartentisch.ui.table.host import Outcome, TableHost
from kartentisch.ui.tables import has_renderer, renderer_for

FAST_PAINT_MS = 120
FOCUS_ATTRS = ("data-action", "data-ui", "data-drag", "data-host")
PROMPT_CONTROLS = (
    "#table [data-focus-start] [data-action]:not([disabled])",
    "#table [data-action]:not([disabled])",
    "#table [data-focus-start] [data-ui]:not([disabled])",
    "#table [data-ui]:not([disabled])",
)
"""Where the focus goes when the person's turn begins or the used control is gone: the first
control that plays an action, else the first one that prepares it (a card to pick); in the
part a renderer marks ``data-focus-start`` (the own hand) before the rest of the table."""
NAVIGATION_KEYS = frozenset({"Tab", "Shift", "Control", "Alt", "AltGraph", "Meta", "CapsLock"})
"""Keys that only move the focus (or wait for another key): no table command, no repaint. A
repaint under a Tab replaced the focused control just before the browser moved on from it."""
TABLE_DIALOG = "#table [role=dialog]"
DIALOG_FIRST = "button:not([disabled]), [href], input, select, textarea"
DIALOG_IDS = (
    "dlg-new",
    "dlg-rules",
    "dlg-settings",
    "dlg-stats",
    "dlg-replays",
    "dlg-message",
    "dlg-share",
    "dlg-scores",
)


def _js_object(values: dict[str, Any]) -> Any:
    return to_js(values, dict_converter=window.Object.fromEntries)


class App:
    def __init__(self) -> None:
        self.storage: Storage = dom.open_storage()
        self.settings = self.stored_settings()
        self.host: TableHost | None = None
        self.generation = 0
        """Raised whenever the table changes hands (new game, lobby), so stale bot loops stop."""
        self.bot_task: asyncio.Task[None] | None = None
        self.bot_generation = -1
        self.window = secrets.token_hex(8)
        """Tells this window from others on the same store (see ``Storage.claim_bots``)."""
        self.import_task: asyncio.Future[None] | None = None
        self.pending_import: Match | None = None
        """An imported match waiting for "replace" (its game already has a save)."""
        self.scores_html = ""
        """The open scoreboard's chart as last drawn (it is drawn again only when it changes)."""
        self.replays: Any = None
        """The replays' screen (``replay_screen.ReplayScreen``), made when first opened."""
        self.end_hidden = False
        self.log_open = False
        self.form_game: str | None = None
        self.proxies: list[Any] = []
        self.timings: dict[str, Any] = {"renders_ms": []}
        self.start_clicked_at: float | None = None
        self.back = BackStack(window.history)
        """The table's and the dialogs' browser history entries (the Back button)."""
        self.end_html = ""
        """The results as last painted."""
        self.dialog_opener: tuple[str, str] | None = None
        """What had the focus when a dialog inside the table opened (a commandment's text);
        it gets the focus back when the dialog closes."""

    # ---- helpers --------------------------------------------------------------------
    def stored_settings(self) -> Settings:
        """The saved settings; the browser's language until the player picks one."""
        return Settings.from_json(
            self.storage.get(SETTINGS_KEY), browser_lang(dom.browser_languages())
        )

    @property
    def lang(self) -> str:
        return self.settings.lang

    def t(self, key: str, **values: object) -> str:
        return t(self.lang, key, **values)

    def listen(self, target: Any, event: str, handler: Callable[[Any], Any]) -> None:
        proxy = create_proxy(handler)
        self.proxies.append(proxy)
        target.addEventListener(event, proxy)

    def infos(self) -> dict[str, GameInfo]:
        """Every registered game; the lobby lists only its four (never the hidden demo)."""
        return {g.info.id: g.info for g in catalogue.all_games(include_hidden=True)}

    def toast(self, text: str, kind: str = "info") -> None:
        on_table = document.documentElement.dataset.screen == "table"
        if on_table and kind == "info":
            shown = dom.by_id("table")
            if shown is not None and toasts.repeats_shown(text, str(shown.innerText or "")):
                return
        rules = toasts.policy(dom.matches_media(toasts.PHONE_QUERY), on_table)
        box = dom.by_id(toasts.BOX_ID)
        item = document.createElement("div")
        item.className = f"toast toast-{kind}"
        item.textContent = text
        box.appendChild(item)
        for _ in range(toasts.overflow(int(box.childElementCount), rules)):
            box.firstElementChild.remove()

        def remove() -> None:
            item.classList.add("leaving")
            window.setTimeout(create_once_callable(lambda: item.remove()), 300)

        window.setTimeout(create_once_callable(remove), rules.duration_ms)

    def notice_storage(self) -> None:
        key = self.storage.take_notice()
        if key:
            self.toast(self.t(key), "warn")

    # ---- settings -------------------------------------------------------------------
    def apply_settings(self) -> None:
        root = document.documentElement
        reduced = dom.prefers_reduced_motion()
        root.lang = self.lang
        root.dataset.speed = self.settings.speed
        root.dataset.motion = "reduced" if self.settings.motion_reduced(reduced) else "full"
        root.style.setProperty("--kt-anim-ms", f"{self.settings.animation_ms(reduced)}ms")
        for element in document.querySelectorAll("[data-i18n]"):
            element.textContent = self.t(str(element.dataset.i18n))
        for element in document.querySelectorAll("[data-i18n-label]"):
            element.setAttribute("aria-label", self.t(str(element.dataset.i18nLabel)))
            element.setAttribute("title", self.t(str(element.dataset.i18nLabel)))

    def save_settings(self) -> None:
        self.storage.set(SETTINGS_KEY, self.settings.to_json())
        self.notice_storage()

    def on_settings_change(self, event: Any) -> None:
        form = dom.by_id("set-form")
        if form is None:
            return
        values: dict[str, Any] = {"assist": bool(dom.query("[name=assist]", form).checked)}
        for name in ("lang", "speed", "reduced_motion"):
            checked = dom.query(f"[name={name}]:checked", form)
            if checked is not None:
                values[name] = str(checked.value)
        old_lang = self.lang
        self.settings = self.settings.with_changes(**values)
        self.save_settings()
        self.apply_settings()
        if self.host is not None:
            self.host.lang = self.lang
            self.host.settings = self.settings.for_table(dom.prefers_reduced_motion())
        if old_lang != self.lang:
            dialog = dom.by_id("dlg-settings")
            dom.set_html(dialog, lobby_view.settings_form(self.settings, self.lang))
            focus = dom.query(f"#set-form [name=lang][value={self.lang}]")
            if focus is not None:
                focus.focus()
            self.render_lobby()
            if self.host is not None:
                self.set_table_title()
                self.render_table()

    # ---- lobby ----------------------------------------------------------------------
    def render_lobby(self) -> None:
        infos = self.infos()
        saved = {game_id: self.storage.saved_game(game_id) for game_id in infos}
        items = lobby_view.entries(infos, self.lang, saved)
        dom.set_html(dom.by_id("games"), lobby_view.games_list(items, self.lang))

    def clear_toasts(self) -> None:
        """A message belongs to the screen it was shown on: a new screen starts without any."""
        dom.set_html(dom.by_id(toasts.BOX_ID), "")

    def show_screen(self, name: str) -> None:
        self.clear_toasts()
        box = dom.by_id(toasts.BOX_ID)
        home = dom.query(toasts.STRIP_SELECTOR) if name == "table" else document.body
        if home is not None and box.parentElement != home:
            home.appendChild(box)
        dom.show(dom.by_id("lobby"), name == "lobby")
        dom.show(dom.by_id("table-screen"), name == "table")
        document.documentElement.dataset.screen = name
        window.scrollTo(0, 0)

    def go_lobby(self, by_back_button: bool = False) -> None:
        """Leave the table. ``by_back_button``: the browser already left the table's entry."""
        if not by_back_button:
            self.back.table_left()
        self.generation += 1
        if self.host is not None and self.host.match.is_over():
            self.storage.discard_match(self.host.match.game.info.id)
        self.host = None
        self.storage.set_active(None)
        self.notice_storage()
        self.render_lobby()
        self.show_screen("lobby")
        first = dom.query("#games button:not([disabled])")
        if first is not None:
            first.focus()

    def open_dialog(self, dialog_id: str, html: str) -> None:
        dialog = dom.by_id(dialog_id)
        dom.set_html(dialog, html)
        if not dialog.open:
            dialog.showModal()
            self.back.dialog_opened()

    def close_dialog(self, dialog_id: str) -> None:
        dialog = dom.by_id(dialog_id)
        if dialog is not None and dialog.open:
            dialog.close()

    def open_new_game(self, game_id: str) -> None:
        info = self.infos().get(game_id)
        if info is None or not info.playable or not has_renderer(game_id):
            return
        self.form_game = game_id
        name = info.name(self.lang)
        form = lobby_view.new_game_form(
            info, self.lang, name, replaces_save=self.storage.has_save(game_id)
        )
        self.open_dialog("dlg-new", form)
        start = dom.by_id("ng-start")
        if start is not None:
            start.focus()

    def open_rules(self, game_id: str) -> None:
        info = self.infos().get(game_id)
        name = info.name(self.lang) if info is not None else game_id
        body = rules_text.rules_html(game_id, self.lang) if info is not None else None
        self.open_dialog("dlg-rules", lobby_view.rules_dialog(name, body, self.lang))
        dom.by_id("rules-text").scrollTop = 0

    def open_settings(self) -> None:
        self.open_dialog("dlg-settings", lobby_view.settings_form(self.settings, self.lang))

    def show_message(self, title: str, lines: list[str]) -> None:
        self.open_dialog("dlg-message", lobby_view.message_dialog(title, lines, self.lang))
        ok = dom.by_id("msg-ok")
        if ok is not None:
            ok.focus()

    def on_count_change(self) -> None:
        form = dom.by_id("ng-form")
        count = int(dom.query("#ng-count", form).value)
        for row in form.querySelectorAll(".seat-row"):
            row.hidden = int(row.dataset.seat) >= count

    def read_form(self, form: Any) -> dict[str, str]:
        fields: dict[str, str] = {}
        for element in form.querySelectorAll("input, select"):
            name = str(element.name or "")
            if not name:
                continue
            if element.type in ("checkbox", "radio") and not element.checked:
                continue
            if dom.closest(element, ".seat-row[hidden]") is not None:
                continue
            fields[name] = str(element.value)
        return fields

    def checked_form(self, form: Any, info: GameInfo) -> lobby_form.NewGame | None:
        """The new game the form describes; None when it has errors (they are shown)."""
        parsed = lobby_form.parse(info, self.read_form(form), self.lang)
        for element in form.querySelectorAll(".field-error"):
            element.textContent = ""
        for element in form.querySelectorAll("[aria-invalid]"):
            element.removeAttribute("aria-invalid")
        if not isinstance(parsed, lobby_form.FormErrors):
            return parsed
        first = None
        for name, message in parsed.fields.items():
            error = dom.by_id(f"ng-err-{name}")
            if error is not None:
                error.textContent = message
            field = dom.query(f"[name='{name}']", form)
            if field is not None:
                field.setAttribute("aria-invalid", "true")
                field.setAttribute("aria-describedby", f"ng-err-{name}")
                first = first or field
        if first is not None:
            first.focus()
        return None

    # ---- shared deals (``ui.lobby.share_link``, imported when used) ---------------------------
    def share_deal(self) -> None:
        """The share dialog for the finished game on the table, else for the open form (a
        form without a seed gets one now, so whoever shares plays the same cards)."""
        from kartentisch.ui.lobby import share_link

        form = dom.by_id("ng-form")
        if dom.by_id("dlg-new").open and form is not None:
            info = self.infos().get(str(form.dataset.game))
            parsed = None if info is None else self.checked_form(form, info)
            if parsed is None:
                return
            seed = parsed.seed if parsed.seed is not None else secrets.randbelow(2**53)
            dom.by_id("ng-seed").value = str(seed)
            deal = share_link.of_new_game(parsed, seed)
        elif self.host is not None:
            deal = share_link.of_match(self.host.match)
        else:
            return
        address = share_link.link(str(window.location.href), deal)
        system = dom.nn(getattr(window.navigator, "share", None)) is not None
        self.open_dialog(share_link.DIALOG_ID, share_link.dialog(address, self.lang, system))
        field = dom.by_id("share-link")
        field.focus()
        field.select()

    async def copy_share_link(self) -> None:
        field = dom.by_id("share-link")
        status = dom.by_id("share-status")
        if field is None or status is None:
            return
        field.focus()
        field.select()
        try:
            await window.navigator.clipboard.writeText(field.value)
            copied = True
        except Exception:
            copied = bool(document.execCommand("copy"))
        status.textContent = self.t("share.copied" if copied else "share.copy_failed")

    async def system_share(self) -> None:
        field = dom.by_id("share-link")
        if field is None:
            return
        try:
            data = {"title": self.t("share.title"), "url": str(field.value)}
            await window.navigator.share(_js_object(data))
        except Exception:
            pass  # dismissed, or not allowed here: the link is still there to copy

    def take_shared_deal(self) -> bool:
        """At start, a link with a shared deal: the lobby with the new-game form filled in
        (or a message saying what is wrong with the link). True when the link was handled."""
        search = str(window.location.search or "")
        if not search:
            return False
        from kartentisch.ui.lobby import share_link

        if not share_link.has_deal(search):
            return False
        # the address goes back to the plain page: a reload must not deal again
        location = window.location
        window.history.replaceState(window.history.state, "", str(location.pathname))
        self.show_screen("lobby")
        infos = {i: info for i, info in self.infos().items() if has_renderer(i)}
        deal = share_link.read(search, infos)
        if isinstance(deal, share_link.LinkError):
            self.show_message(self.t("share.message_title"), [self.t(deal.key, **deal.values)])
            return True
        self.open_new_game(deal.game_id)
        form = dom.by_id("ng-form")
        values = share_link.form_values(deal, infos[deal.game_id])
        for element in form.querySelectorAll("input, select"):
            name = str(element.name or "")
            if name not in values:
                continue
            if element.type == "checkbox":
                element.checked = values[name] == "1"
            else:
                element.value = values[name]
        self.on_count_change()
        dom.by_id("ng-advanced").open = True
        self.toast(self.t("share.opened"))
        return True

    def on_new_game_submit(self, event: Any) -> None:
        event.preventDefault()
        form = dom.by_id("ng-form")
        info = self.infos().get(str(form.dataset.game))
        if info is None:
            return
        parsed = self.checked_form(form, info)
        if parsed is None:
            return
        self.start_clicked_at = dom.now_ms()
        self.close_dialog("dlg-new")
        seed = parsed.seed if parsed.seed is not None else secrets.randbelow(2**53)
        try:
            match = Match.start(catalogue.get(parsed.game_id), parsed.players, seed, parsed.options)
        except Exception:
            dom.console_warn(traceback.format_exc())
            self.toast(self.t("error.internal"), "error")
            return
        self.open_match(match)

    # ---- imports and exports --------------------------------------------------------
    def on_import_change(self, event: Any) -> None:
        files = event.target.files
        if files is None or files.length == 0:
            return
        file = files.item(0)
        event.target.value = ""
        self.import_task = asyncio.ensure_future(self.import_file(file))

    async def import_file(self, file: Any) -> None:
        if int(file.size) > MAX_SAVE_CHARS:
            self.show_message(
                self.t("save.title"), [self.t("save.import_failed"), self.t("save.too_big")]
            )
            return
        text = str(await file.text())
        if "kartentisch-" in text and self.import_stats(text):
            return
        match, error_key = import_save(text)
        if match is None:
            reason = self.t(error_key or "save.corrupt")
            self.show_message(self.t("save.title"), [self.t("save.import_failed"), reason])
            return
        game_id = match.game.info.id
        if self.storage.has_save(game_id) and to_json(match) != self.storage.get_save(game_id):
            self.pending_import = match
            name = match.game.info.name(self.lang)
            self.open_dialog(
                "dlg-message",
                lobby_view.message_dialog(
                    self.t("save.title"),
                    [self.t("save.import_replaces", game=name)],
                    self.lang,
                    confirm=(self.t("save.replace"), "import-replace"),
                ),
            )
            return
        self.open_imported(match)

    def open_imported(self, match: Match) -> None:
        self.pending_import = None
        self.toast(self.t("lobby.imported"))
        self.open_match(match)

    def export_save(self) -> None:
        if self.host is None:
            return
        match = self.host.match
        self.download(to_json(match), f"kartentisch-{match.game.info.id}-{len(match.log)}.json")

    def download(self, text: str, file_name: str) -> None:
        """Hand ``text`` to the browser as a JSON file to keep."""
        blob = window.Blob.new(to_js([text]), _js_object({"type": "application/json"}))
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = file_name
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_once_callable(lambda: window.URL.revokeObjectURL(url)), 1000)

    # ---- statistics (their modules load on demand: never at boot) ---------------------
    def record_result(self, match: Match) -> None:
        """A game ended: count it in the statistics (once; a reload shows it again)."""
        from kartentisch.ui.records import stats_store

        try:
            loaded = stats_store.record(self.storage, match)
        except Exception:
            dom.console_warn(traceback.format_exc())
            return
        if loaded.error_key is not None:
            self.toast(f"{self.t('stats.set_aside')} {self.t(loaded.error_key)}", "warn")

    def open_stats(self) -> None:
        from kartentisch.ui.records import stats_store, stats_view

        loaded = stats_store.load(self.storage)
        notice = ""
        if loaded.error_key is not None:
            notice = f"{self.t('stats.set_aside')} {self.t(loaded.error_key)}"
        html = stats_view.screen(loaded.stats, self.infos(), self.lang, notice)
        self.open_dialog(stats_view.DIALOG_ID, html)
        self.notice_storage()

    def refresh_stats(self) -> None:
        """Paint the statistics again if they are open (after a reset or an import)."""
        dialog = dom.by_id("dlg-stats")
        if dialog is not None and dialog.open:
            self.open_stats()
            close = dom.query("#dlg-stats [data-dialog-close]")
            if close is not None:
                close.focus()

    def export_stats(self) -> None:
        from kartentisch.ui.records import records_file

        self.download(records_file.to_json(self.storage), records_file.FILE_NAME)
        self.notice_storage()

    def ask_reset_stats(self) -> None:
        self.open_dialog(
            "dlg-message",
            lobby_view.message_dialog(
                self.t("stats.title"),
                [self.t("stats.reset_ask")],
                self.lang,
                confirm=(self.t("stats.reset_do"), "stats-reset-confirm"),
            ),
        )
        cancel = dom.by_id("msg-cancel")
        if cancel is not None:
            cancel.focus()

    def reset_stats(self) -> None:
        from kartentisch.ui.records import stats_store

        self.close_dialog("dlg-message")
        stats_store.reset(self.storage)
        self.refresh_stats()
        self.toast(self.t("stats.reset_done"))

    def import_stats(self, text: str) -> bool:
        """Statistics (and kept games) from a file, merged into the device's: False when
        ``text`` is neither such a file nor statistics (a save). A file that fails to read
        gives its reason and changes nothing."""
        from kartentisch.ui.records import records_file

        if not records_file.claims(text):
            return False
        records, error_key = records_file.read_file(text)
        if records is None:
            reason = self.t(error_key or "stats.corrupt")
            self.show_message(self.t("stats.title"), [self.t("stats.import_failed"), reason])
            return True
        merged = records_file.merge_into(self.storage, records)
        self.notice_storage()
        dialog = dom.by_id("dlg-stats")
        if dialog is not None and dialog.open:
            self.refresh_stats()
        else:
            self.open_stats()
        self.toast(self.t("stats.merged", games=merged.games, replays=merged.replays))
        return True

    # ---- replays (their modules load on demand: never at boot) ------------------------
    def keep_replay(self, match: Match) -> None:
        """A game ended: keep it for replays (once; a reload shows it again)."""
        from kartentisch.ui.records import kept_games

        try:
            kept_games.keep(self.storage, match)
        except Exception:
            dom.console_warn(traceback.format_exc())

    def replay_screen(self) -> Any:
        if self.replays is None:
            from kartentisch.ui.replays.replay_screen import ReplayScreen

            self.replays = ReplayScreen(self)
        return self.replays

    def on_replay_command(self, command: str) -> None:
        try:
            if command == "replays":
                self.replay_screen().open_list()
            elif command == "replay-last" and self.host is not None:
                self.replay_screen().show(self.host.match, from_list=False)
            else:
                self.replay_screen().command(command)
        except Exception:
            dom.console_warn(traceback.format_exc())
            self.toast(self.t("error.internal"), "error")

    def open_scores(self) -> None:
        """The scoreboard: the running scores so far as a chart with its table, for every
        game alike (the walk of the log is kept per match and only extended on each open)."""
        host = self.host
        if host is None:
            return
        from kartentisch.ui.render import score_chart

        try:
            track = self.score_track(host)
            self.scores_html = score_chart.board_body(host.match, self.lang, track)
            html = score_chart.board(host.match, self.lang, track, body=self.scores_html)
        except Exception:
            dom.console_warn(traceback.format_exc())
            self.toast(self.t("error.internal"), "error")
            return
        self.open_dialog(score_chart.BOARD_DIALOG_ID, html)
        dom.by_id("scores-body").scrollTop = 0

    def refresh_scores(self, host: TableHost) -> None:
        """An open scoreboard follows the game: the bots play on behind it. Only its chart is
        drawn again, and only when it changed; the focus on its table's toggle stays."""
        from kartentisch.ui.render import score_chart

        body = dom.by_id("scores-body")
        if body is None:
            return
        try:
            html = score_chart.board_body(host.match, self.lang, self.score_track(host))
        except Exception:
            dom.console_warn(traceback.format_exc())
            return
        if html == self.scores_html:
            return
        self.scores_html = html
        had_focus = bool(body.contains(document.activeElement))
        dom.set_html(body, html)
        toggle = body.querySelector("summary")
        if had_focus and toggle is not None:
            toggle.focus()

    @staticmethod
    def score_track(host: TableHost) -> Any:
        """The walk of the running scores the table keeps for its match, brought up to date
        (``ui.render.score_chart.ScoreTrack``; a new one for a new match)."""
        from kartentisch.ui.render import score_chart

        host.score_track = score_chart.track_of(host.match, host.score_track)
        return host.score_track

    def score_chart(self, host: TableHost) -> str:
        """The running scores for the end screen; their module loads when a game has ended."""
        from kartentisch.ui.render import score_chart

        try:
            return score_chart.end_chart(host.match, self.lang, self.score_track(host))
        except Exception:
            dom.console_warn(traceback.format_exc())
            return ""

    # ---- the table ------------------------------------------------------------------
    def open_match(self, match: Match, replace: bool = True) -> None:
        """Put ``match`` on the table. ``replace``: it was started or imported on purpose and
        may take the place of a save another window wrote."""
        self.generation += 1
        try:
            renderer = renderer_for(match.game.info.id)
        except Exception:
            dom.console_warn(traceback.format_exc())
            self.toast(self.t("error.internal"), "error")
            return
        self.host = TableHost(
            match, renderer, self.lang, self.settings.for_table(dom.prefers_reduced_motion())
        )
        self.end_hidden = False
        dom.by_id("btn-end").hidden = True
        # a game that keeps no running score has no scoreboard
        dom.by_id("btn-scores").hidden = match.game.standing(match.state) is None
        self.set_table_title()
        dom.by_id("table").dataset.game = match.game.info.id
        if replace:
            self.storage.claim_bots(self.window)
            self.storage.save_match(match, replace=True)
        else:
            # Just read from the store: writing it back could only put an older copy over
            # a move another window made in between.
            self.storage.set_active(match.game.info.id)
        self.dialog_opener = None
        self.show_screen("table")
        self.back.table_opened()
        self.render_table()
        if self.focus_key() is None:
            # from the lobby or the new-game form (its button is hidden now): without this the
            # next Tab would start at the top of the page
            self.focus_prompt()
        self.notice_storage()
        self.schedule_bots()
        if self.start_clicked_at is not None:
            started = self.start_clicked_at
            self.start_clicked_at = None

            def painted(_: Any = None) -> None:
                self.timings["start_to_table_ms"] = round(dom.now_ms() - started, 1)

            window.requestAnimationFrame(create_once_callable(painted))

    def set_table_title(self) -> None:
        if self.host is not None:
            info = self.host.match.game.info
            dom.by_id("table-title").textContent = info.name(self.lang)

    def resume(self, game_id: str, announce_errors: bool = True) -> bool:
        outcome = self.storage.load_match(game_id)
        if outcome.error_key is not None:
            if announce_errors:
                self.show_message(
                    self.t("save.title"), [self.t(outcome.error_key), self.t("save.fresh")]
                )
            self.render_lobby()
            return False
        if outcome.match is None:
            return False
        self.storage.claim_bots(self.window)
        self.open_match(outcome.match, replace=False)
        return True

    # ---- other windows --------------------------------------------------------------
    def in_step(self) -> bool:
        """True when this window's table is the stored game, so it may take input or let a
        bot act. Otherwise another window has moved on: follow it first, and drop the input."""
        host = self.host
        if host is None or not self.storage.is_stale(host.match.game.info.id):
            return True
        self.follow_other_window()
        return False

    def follow_other_window(self) -> None:
        host = self.host
        if host is None:
            return
        game_id = host.match.game.info.id
        outcome = self.storage.load_match(game_id)
        if outcome.match is not None:
            self.open_match(outcome.match, replace=False)
            self.toast(self.t("sync.reloaded"))
            return
        # Not go_lobby(): that would discard the save and the active marker, which now
        # belong to the other window.
        self.back.table_left()
        self.generation += 1
        self.host = None
        self.render_lobby()
        self.show_screen("lobby")
        self.toast(self.t("sync.gone" if outcome.error_key is None else outcome.error_key))

    def on_storage(self, event: Any) -> None:
        """Another window wrote to the store (the browser tells every other window)."""
        key = event.key
        if key is not None and str(key).startswith(PROGRESS_PREFIX):
            # written right after the save: the lobby's line about it may say more now
            if self.host is None and document.documentElement.dataset.screen == "lobby":
                self.render_lobby()
            return
        if key is not None and not str(key).startswith(SAVE_PREFIX):
            return
        if self.host is not None:
            self.in_step()
        elif document.documentElement.dataset.screen == "lobby":
            self.render_lobby()

    def on_focus(self, _: Any = None) -> None:
        """A person looks at this window again: it plays the bots from now on."""
        if document.visibilityState != "visible" or self.host is None:
            return
        if self.in_step():
            self.storage.claim_bots(self.window)
            self.schedule_bots()

    def persist(self, match: Match) -> None:
        """Save after a move; a refusal because another window moved on means follow it."""
        if not self.storage.save_match(match) and self.storage.is_stale(match.game.info.id):
            self.follow_other_window()
        elif match.is_over():
            self.record_result(match)
            self.keep_replay(match)
        self.notice_storage()

    def focus_key(self) -> tuple[str, str] | None:
        """What has the keyboard focus on the table, to find its equivalent after a paint."""
        active = dom.active_element()
        if active is None or dom.closest(active, "#table-screen") is None:
            return None
        if str(active.id or "") == "table":
            return ("table", "")
        if active.id and dom.closest(active, "#table") is None:
            # the bar, the results: "lobby" is a button in each, the id tells which
            return ("id", str(active.id))
        for name in FOCUS_ATTRS:
            value = dom.attr(active, name)
            if value is not None:
                return name, value
        return ("table", "") if dom.closest(active, "#table") is not None else None

    def focus_element(self, element: Any) -> None:
        element.focus(_js_object({"preventScroll": True}))

    def focus_prompt(self) -> None:
        """The first control of what the table asks now, else the table itself."""
        for selector in PROMPT_CONTROLS:
            element = dom.query(selector)
            if element is not None:
                self.focus_element(element)
                return
        self.focus_element(dom.by_id("table"))

    def restore_focus(self, key: tuple[str, str] | None, turn_began: bool = False) -> None:
        """Focus the same control again; else (or when the person's turn just began) the first
        control of the prompt; else the table itself, so keyboard play flows on through the
        other players' turns and never falls back to the top of the page."""
        if key is None:
            return
        name, value = key
        if name in ("id", "data-host"):
            element = (
                dom.by_id(value)
                if name == "id"
                else dom.query(f"#table-screen [{name}={window.CSS.escape(value)}]")
            )
            if element is None or dom.closest(element, "[hidden]") is not None:
                self.focus_prompt()  # "play again": the results went, a new table came
            else:
                self.focus_element(element)
            return
        if turn_began and name != "data-action":
            self.focus_prompt()
            return
        element = None
        if name != "table":
            # a control that turned disabled (a call made) cannot hold the focus
            element = dom.query(f"#table [{name}={window.CSS.escape(value)}]:not([disabled])")
        if element is None:
            self.focus_prompt()
        else:
            self.focus_element(element)

    def focus_table_dialog(self, key: tuple[str, str] | None) -> bool:
        """A dialog inside the table takes the focus when it opens and gives it back to what
        opened it when it closes. True when the focus was placed here."""
        dialog = dom.query(TABLE_DIALOG)
        if dialog is not None and self.dialog_opener is None:
            first = dom.query(DIALOG_FIRST, dialog)
            if first is None:
                return False
            self.dialog_opener = key or ("table", "")
            self.focus_element(first)
            return True
        if dialog is None and self.dialog_opener is not None:
            opener, self.dialog_opener = self.dialog_opener, None
            if key is not None:
                self.restore_focus(opener)
                return True
        return False

    def set_inert(self, inert: bool) -> None:
        """While the pass screen shows, nothing behind it can be reached by keyboard."""
        for element in document.querySelectorAll(
            "#table-screen .table-bar, #table-screen .table-wrap"
        ):
            element.inert = inert

    def flip_ms(self) -> int:
        """How long cards glide between paints (0: no animation, or flip.js missing)."""
        ms = self.settings.animation_ms(dom.prefers_reduced_motion())
        if ms <= 0 or dom.nn(getattr(window, "ktFlip", None)) is None:
            return 0
        return ms

    def render_table(self) -> None:
        host = self.host
        if host is None:
            return
        started = dom.now_ms()
        focus = self.focus_key()
        screen = dom.by_id("table-screen")
        was_turn = dom.attr(screen, "data-turn") == "you"
        try:
            frame = host.frame()
        except Exception:
            dom.console_warn(traceback.format_exc())
            self.toast(self.t("error.internal"), "error")
            return
        table = dom.by_id("table")
        passing = dom.by_id("pass-screen")
        end = dom.by_id("end-screen")
        if frame.kind == "pass":
            dom.set_html(table, "")
            dom.set_html(dom.by_id("log"), "")
            dom.by_id("caption").textContent = ""
            dom.by_id("last-move").textContent = ""
            dom.set_html(passing, table_view.pass_screen(frame.pass_name, self.lang))
            dom.show(passing, True)
            dom.show(end, False)
            screen.dataset.passing = "1"
            self.set_inert(True)
            button = dom.by_id("pass-confirm")
            if button is not None:
                button.focus()
        else:
            screen.dataset.passing = "0"
            self.set_inert(False)
            dom.show(passing, False)
            flip = self.flip_ms()
            if flip:
                window.ktFlip.capture("table")
            dom.set_html(table, frame.html)
            if flip:
                window.ktFlip.play("table", flip)
            dom.set_html(dom.by_id("log"), table_view.log_items(frame.log, self.lang))
            log_box = dom.by_id("log")
            log_box.scrollTop = log_box.scrollHeight
            dom.by_id("caption").textContent = frame.caption
            last_move = dom.by_id("last-move")
            last_move.textContent = (
                self.t("table.last_move", move=frame.last_move) if frame.last_move else ""
            )
            screen.dataset.turn = "you" if frame.your_turn else "wait"
            table.dataset.viewer = "" if frame.viewer is None else str(frame.viewer)
            if frame.over and not self.end_hidden:
                appears = bool(end.hidden)
                results = table_view.end_screen(
                    host.end_rows(), self.lang, host.end_texts(), self.score_chart(host)
                )
                if appears or results != self.end_html:
                    # unchanged results keep their buttons, and so the focus on one of them
                    dom.set_html(end, results)
                    self.end_html = results
                dom.show(end, True)
                again = dom.by_id("end-again")
                if again is not None and (appears or focus is None):
                    # the results take the focus when they appear (else it stayed on the
                    # table behind them, and Tab went on through the finished table)
                    self.focus_element(again)
                    focus = None
            else:
                dom.show(end, False)
            if not self.focus_table_dialog(focus):
                self.restore_focus(focus, turn_began=frame.your_turn and not was_turn)
        screen.dataset.over = "1" if frame.over else "0"
        scores = dom.by_id("dlg-scores")
        if scores is not None and scores.open:
            self.refresh_scores(host)
        undo = dom.by_id("btn-undo")
        if undo is not None:
            undo.hidden = frame.kind != "table" or not host.can_undo()
        renders = self.timings["renders_ms"]
        renders.append(round(dom.now_ms() - started, 2))
        del renders[:-200]

    def after(self, outcome: Outcome) -> None:
        """Show what one input or bot step did, save it, render, and let bots go on."""
        if outcome.changed and self.host is not None:
            self.persist(self.host.match)
        self.render_table()
        # after the paint: a message the table now shows in a panel is not repeated
        if outcome.error_key:
            self.toast(outcome.error_text or self.t(outcome.error_key), "error")
        for text in outcome.toasts:
            self.toast(text)
        self.schedule_bots()

    def undo(self) -> None:
        """Take back the person's last action (and the bots' after it), when the engine
        allows it; the statistics then mark the game."""
        host = self.host
        if host is None or not host.can_undo():
            return
        self.guarded(lambda table: table.undo())
        if self.host is host:
            self.toast(self.t("table.undone"))

    def play_action(self, action: str) -> None:
        """An engine action from the person at the device (a click, or the test hook)."""
        self.guarded(lambda host: host.play(action))

    def guarded(self, step: Callable[[TableHost], Outcome]) -> None:
        host = self.host
        if host is None or not self.in_step():
            return
        self.storage.claim_bots(self.window)
        try:
            outcome = step(host)
        except Exception:
            dom.console_warn(traceback.format_exc())
            outcome = Outcome(error_key="error.internal")
        self.after(outcome)

    def schedule_bots(self) -> None:
        host = self.host
        if host is None or host.bot_seat() is None or host.needs_pass():
            return
        running = self.bot_task is not None and not self.bot_task.done()
        if running and self.bot_generation == self.generation:
            return
        # A loop of an older table ends by itself at its next step; this table gets its own.
        self.bot_generation = self.generation
        self.bot_task = asyncio.ensure_future(self.run_bots(self.generation))

    async def run_bots(self, generation: int) -> None:
        """One bot action per pause. With no pause the table is painted at most every
        ``FAST_PAINT_MS`` (and always when a person is next), so fast play stays cheap."""
        painted_at = dom.now_ms()
        stale = False
        while True:
            host = self.host
            if host is None or generation != self.generation:
                return
            if host.bot_seat() is None or host.needs_pass():
                if stale:
                    self.render_table()
                return
            pause = self.settings.bot_pause_ms()
            await asyncio.sleep(pause / 1000)
            if self.host is not host or generation != self.generation:
                return
            if host.bot_seat() is None:
                continue
            if not self.storage.runs_bots(self.window) or not self.in_step():
                return
            try:
                outcome = host.bot_step()
            except Exception:
                dom.console_warn(traceback.format_exc())
                self.toast(self.t("error.internal"), "error")
                self.render_table()
                return
            if outcome.changed:
                self.persist(host.match)
                if self.host is not host:
                    return
            stale = True
            if pause > 0 or dom.now_ms() - painted_at >= FAST_PAINT_MS:
                self.render_table()
                painted_at = dom.now_ms()
                stale = False
            for text in outcome.toasts:
                self.toast(text)

    def play_again(self) -> None:
        if self.host is None:
            return
        match = self.host.match
        self.start_clicked_at = dom.now_ms()
        try:
            fresh = Match.start(match.game, match.players, secrets.randbelow(2**53), match.options)
        except Exception:
            dom.console_warn(traceback.format_exc())
            self.toast(self.t("error.internal"), "error")
            return
        self.storage.discard_match(match.game.info.id)
        self.open_match(fresh)

    def toggle_log(self, open_: bool | None = None) -> None:
        self.log_open = (not self.log_open) if open_ is None else open_
        dom.show(dom.by_id("log-panel"), self.log_open)
        dom.by_id("btn-log").setAttribute("aria-expanded", "true" if self.log_open else "false")
        dom.by_id("table-screen").dataset.log = "1" if self.log_open else "0"

    # ---- events ---------------------------------------------------------------------
    def on_click(self, event: Any) -> None:
        target = event.target
        closer = dom.closest(target, "[data-dialog-close]")
        if closer is not None:
            self.close_dialog(str(closer.dataset.dialogClose))
            return
        lobby = dom.closest(target, "[data-lobby]")
        if lobby is not None and not lobby.disabled:
            self.on_lobby(str(lobby.dataset.lobby), str(lobby.dataset.game or ""))
            return
        host_button = dom.closest(target, "[data-host]")
        if host_button is not None and not host_button.disabled:
            self.on_host_command(str(host_button.dataset.host))
            return
        if dom.closest(target, "#table") is None:
            return
        action_el = dom.closest(target, "[data-action]")
        if action_el is not None and not action_el.disabled:
            self.play_action(str(action_el.dataset.action))
            return
        ui_el = dom.closest(target, "[data-ui]")
        if ui_el is not None and not ui_el.disabled:
            command = str(ui_el.dataset.ui)
            self.guarded(lambda host: host.on_ui(command))

    def on_lobby(self, command: str, game_id: str) -> None:
        if command == "new":
            self.open_new_game(game_id)
        elif command == "continue":
            self.start_clicked_at = dom.now_ms()
            self.resume(game_id)
        elif command == "rules":
            self.open_rules(game_id)

    def on_host_command(self, command: str) -> None:
        if command == "lobby":
            self.close_dialog("dlg-rules")
            self.go_lobby()
        elif command == "settings":
            self.open_settings()
        elif command == "stats":
            self.open_stats()
        elif command.startswith("replay"):
            self.on_replay_command(command)
        elif command == "stats-export":
            self.export_stats()
        elif command == "stats-reset":
            self.ask_reset_stats()
        elif command == "stats-reset-confirm":
            self.reset_stats()
        elif command == "import":
            dom.by_id("import-file").click()
        elif command == "import-replace":
            self.close_dialog("dlg-message")
            if self.pending_import is not None:
                self.open_imported(self.pending_import)
        elif command == "export":
            self.export_save()
        elif command == "rules" and self.host is not None:
            self.open_rules(self.host.match.game.info.id)
        elif command == "log":
            self.toggle_log()
        elif command == "scores":
            self.open_scores()
        elif command == "pass-confirm" and self.host is not None and self.in_step():
            self.storage.claim_bots(self.window)
            self.host.confirm_pass()
            self.render_table()
            self.focus_prompt()
            self.schedule_bots()
        elif command == "again":
            self.play_again()
        elif command == "share":
            self.share_deal()
        elif command == "share-copy":
            self.import_task = asyncio.ensure_future(self.copy_share_link())
        elif command == "share-system":
            self.import_task = asyncio.ensure_future(self.system_share())
        elif command == "undo":
            self.undo()
        elif command == "end-hide":
            self.end_hidden = True
            self.render_table()
            shown_again = dom.by_id("btn-end")
            shown_again.hidden = False
            # the pressed button went with the results: the one that brings them back
            self.focus_element(shown_again)
        elif command == "end-show":
            self.end_hidden = False
            dom.by_id("btn-end").hidden = True
            self.render_table()

    def on_drop(self, event: Any) -> None:
        detail = event.detail
        drag, drop = str(detail.drag), str(detail.drop)
        self.guarded(lambda host: host.on_drop(drag, drop))

    def on_keydown(self, event: Any) -> None:
        if self.host is None or document.documentElement.dataset.screen != "table":
            return
        if dom.query("dialog[open]") is not None:
            return
        key = str(event.key)
        if key in NAVIGATION_KEYS:
            return
        target = event.target
        tag = str(getattr(target, "tagName", "") or "")
        if tag in ("INPUT", "SELECT", "TEXTAREA"):
            return
        if key in ("Enter", " ") and tag in ("BUTTON", "A"):
            return
        if (event.ctrlKey or event.metaKey) and key.lower() == "z" and not event.altKey:
            event.preventDefault()
            self.undo()
            return
        if event.ctrlKey or event.metaKey or event.altKey:
            return
        if key == "Escape" and self.log_open:
            self.toggle_log(False)
            return
        if self.host.needs_pass():
            return
        self.guarded(lambda host: host.on_key(key))

    def on_dialog_change(self, event: Any) -> None:
        target = event.target
        if dom.closest(target, "#set-form") is not None:
            self.on_settings_change(event)
        elif getattr(target, "id", "") == "ng-count":
            self.on_count_change()
        elif dom.closest(target, "#dlg-replays") is not None:
            self.replay_screen().on_change(target)

    def on_dialog_closed(self, event: Any) -> None:
        """A dialog closed (a button, Escape, or Back): its history entry goes with it."""
        self.back.dialog_closed(dom.query("dialog[open]") is not None)

    def on_popstate(self, event: Any) -> None:
        """Back (or Forward): close the open dialogs; off the table's entry, show the lobby."""
        if not self.back.popped():
            return
        for dialog_id in DIALOG_IDS:
            self.close_dialog(dialog_id)
        if self.host is not None and not self.back.on_table():
            self.go_lobby(by_back_button=True)

    def on_motion_change(self, event: Any) -> None:
        self.apply_settings()
        if self.host is not None:
            self.host.settings = self.settings.for_table(dom.prefers_reduced_motion())

    def bind(self) -> None:
        self.listen(document, "click", self.on_click)
        self.listen(document, "keydown", self.on_keydown)
        self.listen(document, "change", self.on_dialog_change)
        self.listen(dom.by_id("dlg-new"), "submit", self.on_new_game_submit)
        self.listen(dom.by_id("table"), "kt-drop", self.on_drop)
        self.listen(dom.by_id("import-file"), "change", self.on_import_change)
        self.listen(dom.by_id("dlg-replays"), "keydown", lambda e: self.replay_screen().on_key(e))
        self.listen(window, "storage", self.on_storage)
        self.listen(window, "popstate", self.on_popstate)
        for dialog_id in DIALOG_IDS:
            self.listen(dom.by_id(dialog_id), "close", self.on_dialog_closed)
        self.listen(window, "focus", self.on_focus)
        self.listen(document, "visibilitychange", self.on_focus)
        try:
            query = window.matchMedia("(prefers-reduced-motion: reduce)")
            self.listen(query, "change", self.on_motion_change)
        except Exception:
            pass

    # ---- the test hook --------------------------------------------------------------
    def expose_test_hook(self) -> None:
        def reset(*_: Any) -> None:
            for dialog_id in DIALOG_IDS:
                self.close_dialog(dialog_id)
            self.generation += 1
            self.host = None
            self.storage.clear_saves()
            self.settings = self.stored_settings()
            self.apply_settings()
            self.toggle_log(False)
            self.clear_toasts()
            self.go_lobby()

        def start(game_id: str, seats_json: str, seed: Any) -> None:
            seats = json.loads(str(seats_json))
            players = []
            for seat in seats:
                if isinstance(seat, dict):
                    players.append(PlayerSpec(str(seat["name"]), seat.get("bot")))
                else:
                    players.append(PlayerSpec(str(seat[0]), seat[1]))
            self.start_clicked_at = dom.now_ms()
            self.open_match(Match.start(catalogue.get(str(game_id)), players, int(seed)))

        def state(*_: Any) -> str:
            if self.host is None:
                return json.dumps({"game": None, "screen": "lobby"})
            data = self.host.test_state()
            data["screen"] = "table"
            return json.dumps(data)

        def timings(*_: Any) -> str:
            return json.dumps(self.timings)

        def rerender(times: Any = 20) -> str:
            """Paint the table ``times`` times; the paint times in ms (for benchmarks)."""
            spent = []
            for _ in range(int(times)):
                started = dom.now_ms()
                self.render_table()
                spent.append(round(dom.now_ms() - started, 2))
            return json.dumps(spent)

        def new_game(game_id: str) -> None:
            """Open the new-game form for any registered game (the demo included)."""
            info = self.infos().get(str(game_id))
            if info is not None:
                self.form_game = info.id
                self.open_dialog("dlg-new", lobby_view.new_game_form(info, self.lang, info.id))

        def toast(text: Any, kind: Any = "info") -> None:
            self.toast(str(text), str(kind))

        def act(action: Any) -> None:
            """Play ``action`` by the path a click on a ``[data-action]`` element takes."""
            self.play_action(str(action))

        def memory(*_: Any) -> str:
            """What Python and Pyodide hold now, after a full collection (``ui.boot.memory``)."""
            return json.dumps({**memory_figures.python_objects(), **dom.runtime_memory()})

        def trace_proxies(*_: Any) -> bool:
            return dom.trace_proxies()

        def installed(*_: Any) -> str:
            """The engine wheel's files as the start left them (``ui.boot.snapshot``)."""
            from kartentisch.ui.boot import snapshot

            return json.dumps(snapshot.installed_files())

        def loaded(name: Any) -> bool:
            """Whether a module is imported: a start must not import what it does not use."""
            return str(name) in sys.modules

        hook = {
            "memory": memory,
            "loaded": loaded,
            "traceProxies": trace_proxies,
            "installed": installed,
            "toast": toast,
            "reset": reset,
            "start": start,
            "state": state,
            "timings": timings,
            "newGame": new_game,
            "rerender": rerender,
            "act": act,
        }
        for fn in hook.values():
            self.proxies.append(fn)
        window.kartentischTest = _js_object({name: create_proxy(fn) for name, fn in hook.items()})

    # ---- start ----------------------------------------------------------------------
    def start(self) -> None:
        self.apply_settings()
        self.render_lobby()
        self.bind()
        self.expose_test_hook()
        for element in document.querySelectorAll("[data-needs-python]"):
            element.disabled = False
        document.documentElement.dataset.ready = "1"
        window.dispatchEvent(window.CustomEvent.new("kt:ready"))
        active = self.storage.active_game()
        if self.take_shared_deal():
            pass
        elif active is not None and active in self.infos():
            self.resume(active)
        else:
            self.show_screen("lobby")
        self.notice_storage()


APP: App | None = None


def start() -> None:
    """Boot the page once; called by ``main.py``."""
    global APP
    if APP is None:
        began = dom.now_ms()
        APP = App()
        APP.start()
        APP.timings["app_start_ms"] = round(dom.now_ms() - began, 1)
