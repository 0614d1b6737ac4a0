"""The statistics in the page: a finished game counted, the dialog, its export, reset and import.

Their modules (``ui.records.stats*``, ``records_file``) load on demand: never at start.
"""

from __future__ import annotations

import traceback

from kartentisch.engine.match import Match
from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part


class StatisticsDialog(Part):
    def record(self, match: Match, guided: bool = False) -> None:
        """A game ended: count it in the statistics (once; a reload shows it again);
        ``guided``: a guided first game, counted apart."""
        from kartentisch.ui.records import stats_store

        page = self.page
        try:
            loaded = stats_store.record(page.storage, match, guided)
        except Exception:
            dom.console_warn(traceback.format_exc())
            return
        if loaded.error_key is not None:
            page.toast(f"{page.t('stats.set_aside')} {page.t(loaded.error_key)}", "warn")

    def open(self) -> None:
        from kartentisch.ui.records import stats_store, stats_view

        page = self.page
        loaded = stats_store.load(page.storage)
        notice = ""
        if loaded.error_key is not None:
            notice = f"{page.t('stats.set_aside')} {page.t(loaded.error_key)}"
        html = stats_view.screen(loaded.stats, page.infos(), page.lang, notice)
        page.open_dialog(stats_view.DIALOG_ID, html)
        page.notice_storage()

    def refresh(self) -> None:
        """Paint the statistics again if they are open (after a reset or an import)."""
        if self.page.dialog_open("dlg-stats"):
            self.open()
            close = dom.query("#dlg-stats [data-dialog-close]")
            if close is not None:
                close.focus()

    def export(self) -> None:
        from kartentisch.ui.records import records_file

        self.page.download(records_file.to_json(self.page.storage), records_file.FILE_NAME)
        self.page.notice_storage()

    def ask_reset(self) -> None:
        page = self.page
        page.ask(
            page.t("stats.title"),
            [page.t("stats.reset_ask")],
            confirm=(page.t("stats.reset_do"), "stats-reset-confirm"),
        )
        cancel = dom.by_id("msg-cancel")
        if cancel is not None:
            cancel.focus()

    def reset(self) -> None:
        from kartentisch.ui.records import stats_store

        page = self.page
        page.close_dialog("dlg-message")
        stats_store.reset(page.storage)
        self.refresh()
        page.toast(page.t("stats.reset_done"))

    def import_file(self, text: str) -> bool:
        """Statistics (and kept games) from a file, merged into the device's: False when
        ``text`` is neither such a file nor statistics (a save). A file that fails to read
        gives its reason and changes nothing."""
        from kartentisch.ui.records import records_file

        page = self.page
        if not records_file.claims(text):
            return False
        records, error_key = records_file.read_file(text)
        if records is None:
            reason = page.t(error_key or "stats.corrupt")
            page.show_message(page.t("stats.title"), [page.t("stats.import_failed"), reason])
            return True
        merged = records_file.merge_into(page.storage, records)
        page.notice_storage()
        if page.dialog_open("dlg-stats"):
            self.refresh()
        else:
            self.open()
        page.toast(page.t("stats.merged", games=merged.games, replays=merged.replays))
        return True
