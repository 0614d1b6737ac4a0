"""Moves that play themselves: the pace setting ("autoplay").

A player who asked for it decides only where there is a choice: a move the game calls forced
(``Game.forced``, read from the person's view and legal actions: the engine decides, never
the table) is played for them, at the pace of the bots' moves (``ui.shell.bot_loop``), so it
can still be seen and, where the game allows, taken back in that pause. A guest at a shared
table (one phone each) gets it on its own device, for its own seat, as its own tap would: the
move goes to the host, and nothing more is sent until the host's news answers it. Nothing
plays itself while a pass screen waits, for a seat played on another device (that device
plays it), while the coach of a guided game is still teaching (its lessons are about those
very moves), or right after an undo (the position taken back would at once be played again):
then the person moves by hand once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kartentisch.engine.protocol import Action

if TYPE_CHECKING:
    from kartentisch.ui.table.host import TableHost

SETTING = "autoplay"
"""The key in ``TableContext.settings`` (``ui.lobby.settings.Settings.autoplay``)."""


def forced_move(host: TableHost) -> Action | None:
    """The person's move that plays itself now, or None."""
    if not host.settings.get(SETTING) or host.hold_forced:
        return None
    if host.coach is not None and not host.coach.closed:
        return None
    if host.match.is_over() or host.needs_pass():
        return None
    seat = host.shown_seat()
    if seat is None or seat != host.match.current or seat in host.elsewhere:
        return None
    if host.match.players[seat].bot is not None:
        return None
    legal = host.legal_for(seat)
    if not legal:
        return None
    return host.match.game.forced(host.match.view(seat), legal)
