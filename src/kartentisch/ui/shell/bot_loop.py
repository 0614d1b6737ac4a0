"""The bots' turns: one action per pause from the settings, so a person can follow what the bots
do; with no pause the table is painted at most every ``FAST_PAINT_MS``. A person's move that
has no choice (the pace setting, ``ui.table.pace``) plays itself here too, at the same pace.

A loop belongs to one table (its generation): when the table changes hands it ends by itself
at its next step, and only the window that last had a person's attention plays the bots.
"""

from __future__ import annotations

import asyncio

from kartentisch.ui.shell import dom
from kartentisch.ui.shell.part import Part

FAST_PAINT_MS = 120


class BotLoop(Part):
    task: asyncio.Task[None] | None = None
    generation = -1

    def schedule(self) -> None:
        table = self.app.table
        host = table.host
        if host is None or host.needs_pass() or not host.moves_by_itself():
            return
        running = self.task is not None and not self.task.done()
        if running and self.generation == table.generation:
            return
        # A loop of an older table ends by itself at its next step; this table gets its own.
        self.generation = table.generation
        self.task = asyncio.ensure_future(self.run(table.generation))

    async def run(self, generation: int) -> None:
        """One bot action per pause. With no pause the table is painted at most every
        ``FAST_PAINT_MS`` (and always when a person is next), so fast play stays cheap."""
        table, page = self.app.table, self.app.page
        painted_at = dom.now_ms()
        stale = False
        while True:
            host = table.host
            if host is None or generation != table.generation:
                return
            if host.needs_pass() or not host.moves_by_itself():
                if stale:
                    table.paint()
                return
            pause = page.settings.bot_pause_ms()
            await asyncio.sleep(pause / 1000)
            if table.host is not host or generation != table.generation:
                return
            if not host.moves_by_itself():
                continue
            if not page.storage.runs_bots(page.window_id) or not table.in_step():
                return
            try:
                outcome = host.bot_step() if host.bot_seat() is not None else host.forced_step()
            except Exception:
                page.internal_error()
                table.paint()
                return
            if outcome.changed:
                table.persist(host.match)
                if table.host is not host:
                    return
            stale = True
            if pause > 0 or dom.now_ms() - painted_at >= FAST_PAINT_MS:
                table.paint()
                painted_at = dom.now_ms()
                stale = False
            for text in outcome.toasts:
                page.toast(text)
