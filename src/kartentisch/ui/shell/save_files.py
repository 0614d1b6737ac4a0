"""Files in and out: a save exported to keep or carry, and a file imported from the lobby.

An imported file is a save (read like a stored one, and asked about before it replaces one)
or the statistics file, which the statistics' dialog merges.
"""

from __future__ import annotations

import asyncio
from typing import Any

from kartentisch.engine.match import Match
from kartentisch.engine.saves import MAX_SAVE_CHARS, to_json
from kartentisch.ui.records.storage import import_save
from kartentisch.ui.shell.part import Part


class SaveFiles(Part):
    task: asyncio.Future[None] | None = None
    pending: Match | None = None
    """An imported match waiting for "replace" (its game already has a save)."""

    def on_change(self, event: Any) -> None:
        files = event.target.files
        if files is None or files.length == 0:
            return
        file = files.item(0)
        event.target.value = ""
        self.task = asyncio.ensure_future(self.read(file))

    async def read(self, file: Any) -> None:
        page = self.page
        if int(file.size) > MAX_SAVE_CHARS:
            page.show_message(
                page.t("save.title"), [page.t("save.import_failed"), page.t("save.too_big")]
            )
            return
        # here, not at the top: this module stays free of the browser (the snapshot imports it)
        from kartentisch.ui.shell import dom

        text = str(await dom.settled(file, "text"))
        if "kartentisch-" in text and self.app.statistics.import_file(text):
            return
        match, error_key = import_save(text)
        if match is None:
            reason = page.t(error_key or "save.corrupt")
            page.show_message(page.t("save.title"), [page.t("save.import_failed"), reason])
            return
        game_id = match.game.info.id
        if page.storage.has_save(game_id) and to_json(match) != page.storage.get_save(game_id):
            self.pending = match
            name = match.game.info.name(page.lang)
            page.ask(
                page.t("save.title"),
                [page.t("save.import_replaces", game=name)],
                confirm=(page.t("save.replace"), "import-replace"),
            )
            return
        self.open(match)

    def replace(self) -> None:
        """The player chose to replace the save with the imported match."""
        self.page.close_dialog("dlg-message")
        if self.pending is not None:
            self.open(self.pending)

    def open(self, match: Match) -> None:
        self.pending = None
        self.page.toast(self.page.t("lobby.imported"))
        self.app.table.open_match(match)

    def export(self) -> None:
        host = self.app.table.host
        if host is None:
            return
        match = host.match
        self.page.download(
            to_json(match), f"kartentisch-{match.game.info.id}-{len(match.log)}.json"
        )
