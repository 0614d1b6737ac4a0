"""The lobby in the page: the list of games, the new-game form and the rules dialog.

The form is read and checked by ``ui.lobby.lobby_form`` (pure); here its fields are read from
the page, its errors shown beside them, and a valid form starts the match on the table.
"""

from __future__ import annotations

import secrets
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import GameInfo, PlayerSpec
from kartentisch.link.seat_door import Doors
from kartentisch.ui.lobby import lobby_form, lobby_view, rules_text
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part
from kartentisch.ui.table.coach import Coach, guide_of
from kartentisch.ui.tables import has_renderer


class Lobby(Part):
    form_game: str | None = None
    pending: lobby_form.NewGame | None = None
    """A checked new game waiting for "replace" (its game has a saved one)."""
    pending_guide: str | None = None
    """The game whose guide waits for an answer (replace its save? learn with a guide?)."""

    def render(self) -> None:
        page = self.page
        infos = page.infos()
        saved = {game_id: page.storage.saved_game(game_id) for game_id in infos}
        items = lobby_view.entries(infos, page.lang, saved)
        dom.set_html(dom.by_id("games"), lobby_view.games_list(items, page.lang))

    def on_command(self, command: str, game_id: str) -> None:
        """A button of a game's entry: a new game, the saved one, or its rules."""
        if command == "new":
            self.open_new_game(game_id)
        elif command == "continue":
            self.app.table.start_clicked_at = dom.now_ms()
            self.app.table.resume(game_id)
        elif command == "rules":
            self.open_rules(game_id)
        elif command == "guide":
            self.ask_guide(game_id)

    # ---- the guided first game ------------------------------------------------------
    def ask_guide(self, game_id: str) -> None:
        """A guided first game; a saved game of the same kind is not replaced unasked."""
        storage, page = self.page.storage, self.page
        info = page.infos().get(game_id)
        if info is None or guide_of(game_id) is None:
            return
        if not storage.has_save(game_id):
            self.start_guide(game_id)
            return
        self.pending_guide = game_id
        self.ask_before_replacing(info, "guide-replace")

    def answered_guide(self) -> str | None:
        """The game whose question about its guide was answered (the question closes)."""
        game_id, self.pending_guide = self.pending_guide, None
        self.page.close_dialog("dlg-message")
        return game_id

    def replace_with_guide(self) -> None:
        game_id = self.answered_guide()
        if game_id is not None:
            self.start_guide(game_id)

    def start_guide(self, game_id: str) -> None:
        """The guide's deal: the person first, the guide's bots after (named as in the form)."""
        page, table = self.page, self.app.table
        guide = guide_of(game_id)
        if guide is None:
            return
        page.storage.guide_offered()
        names = lobby_form.BOT_NAMES
        players = [PlayerSpec(page.settings.name or page.t("guide.player"), None)] + [
            PlayerSpec(names[i % len(names)], level) for i, level in enumerate(guide.bots)
        ]
        try:
            match = Match.start(catalogue.get(game_id), players, guide.seed)
        except Exception:
            page.internal_error()
            return
        table.start_clicked_at = dom.now_ms()
        table.open_match(match, coach=Coach(game_id, guide.seed, 0))

    def open_new_game(self, game_id: str) -> None:
        page = self.page
        if page.storage.offers_guide() and guide_of(game_id) is not None:
            self.offer_guide(game_id)
            return
        info = page.infos().get(game_id)
        if info is None or not info.playable or not has_renderer(game_id):
            return
        self.form_game = game_id
        name = info.name(page.lang)
        form = lobby_view.new_game_form(
            info,
            page.lang,
            name,
            replaces_save=page.storage.has_save(game_id),
            own=page.settings.name,
        )
        page.open_dialog("dlg-new", form)
        start = dom.by_id("ng-start")
        if start is not None:
            start.focus()

    def offer_guide(self, game_id: str) -> None:
        """At the very first new game: learn it with the guide? Asked once, ever."""
        page = self.page
        page.storage.guide_offered()
        info = page.infos().get(game_id)
        if info is None:
            return
        self.pending_guide = game_id
        page.ask(
            page.t("guide.offer_title"),
            [page.t("guide.offer", game=info.name(page.lang))],
            confirm=(page.t("guide.offer_yes"), "guide-yes"),
            cancel=(page.t("guide.offer_no"), "guide-no"),
        )

    def guide_declined(self) -> None:
        """ "No, a normal game": the new-game form, as asked for."""
        game_id = self.answered_guide()
        if game_id is not None:
            self.open_new_game(game_id)

    def open_rules(self, game_id: str) -> None:
        page = self.page
        info = page.infos().get(game_id)
        name = info.name(page.lang) if info is not None else game_id
        body = rules_text.rules_html(game_id, page.lang) if info is not None else None
        page.open_dialog("dlg-rules", lobby_view.rules_dialog(name, body, page.lang))
        dom.by_id("rules-text").scrollTop = 0

    def on_count_change(self) -> None:
        form = dom.by_id("ng-form")
        count = int(dom.query("#ng-count", form).value)
        for row in form.querySelectorAll(".seat-row"):
            row.hidden = int(row.dataset.seat) >= count

    @staticmethod
    def read_form(form: Any) -> dict[str, str]:
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
        parsed = lobby_form.parse(info, self.read_form(form), self.page.lang)
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

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        page = self.page
        form = dom.by_id("ng-form")
        info = page.infos().get(str(form.dataset.game))
        if info is None:
            return
        parsed = self.checked_form(form, info)
        if parsed is None:
            return
        if page.storage.has_save(parsed.game_id):
            self.ask_replace(parsed, info)
            return
        self.start(parsed)

    def ask_replace(self, parsed: lobby_form.NewGame, info: GameInfo) -> None:
        """The game has a saved one: ask before the new game takes its place. The form stays
        open under the question, so "Cancel" goes back to it as it was."""
        self.pending = parsed
        self.ask_before_replacing(info, "new-replace")

    def ask_before_replacing(self, info: GameInfo, command: str) -> None:
        """Which saved game a new one (``command`` confirms it) would take the place of."""
        page, storage = self.page, self.page.storage
        lines = lobby_view.replace_question(
            info.name(page.lang),
            storage.saved_game(info.id),
            storage.saved_names(info.id),
            page.lang,
        )
        page.ask(
            page.t("form.replace_title"),
            lines,
            confirm=(page.t("form.replace_confirm"), command),
        )

    def replace(self) -> None:
        """The player chose to start the new game over the saved one."""
        pending, self.pending = self.pending, None
        self.page.close_dialog("dlg-message")
        if pending is not None and self.page.dialog_open("dlg-new"):
            self.start(pending)

    def start(self, parsed: lobby_form.NewGame) -> None:
        page, table = self.page, self.app.table
        table.start_clicked_at = dom.now_ms()
        page.close_dialog("dlg-new")
        seed = parsed.seed if parsed.seed is not None else secrets.randbelow(2**53)
        try:
            match = Match.start(catalogue.get(parsed.game_id), parsed.players, seed, parsed.options)
        except Exception:
            page.internal_error()
            return
        own = lobby_form.own_name_of(parsed, page.lang)
        if own is not None and not page.settings.name:
            # asked once: the name given to the own seat is the player's from now on
            page.settings = page.settings.with_changes(name=own)
            self.app.settings.save()
        doors = Doors.open_for(parsed.remote) if parsed.remote else None
        table.open_match(match, doors=doors)
