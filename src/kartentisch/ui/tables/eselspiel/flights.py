"""Where Eselspiel's cards go and come from: the pile the last card landed on (it arrives
there), and the place it left, so it flies in (``ui.table.motion``). A card is turned from a
seat's draw pile (into the centre, or straight onto a middle pile), then laid from the centre,
or from the seat's own pile top, onto a pile.
"""

from __future__ import annotations

from kartentisch.games.eselspiel import actions
from kartentisch.games.eselspiel.state import EselEvent
from kartentisch.games.eselspiel.view import EselspielView
from kartentisch.ui.render.html import esc
from kartentisch.ui.table import motion
from kartentisch.ui.table.table_api import TableContext

MOVES = ("turn", "place", "keep", "slip")
"""Events that move a card: turned from a draw pile, then laid on a pile."""
TURNED = "turned"
"""The place of the card just turned, waiting in the centre for its pile."""


def draw_place(seat: int) -> str:
    return f"draw {seat}"


def pile_place(seat: int) -> str:
    return f"pile {seat}"


def landed_on(event: EselEvent) -> str | None:
    """The pile the card of ``event`` went to (a target of ``actions``), if it went to one."""
    kind = event["kind"]
    if kind == "place" or (kind == "turn" and "to" in event):
        return str(event["to"])
    if kind == "keep" or (kind == "slip" and event["did"] == actions.KEEP):
        return actions.seat(event["seat"])
    if kind == "slip":
        return str(event["did"])
    return None


def landed(view: EselspielView) -> str | None:
    """The pile the last card went to, so it can arrive there.

    The table is drawn afresh after every step, so a bot's turn shows card by card: the
    turned card appears in the centre, then it lands on its pile.
    """
    events = view["events"]
    return landed_on(events[-1]) if events else None


def flight(view: EselspielView, ctx: TableContext) -> tuple[str, str] | None:
    """(where the last card moved landed: a pile's target or ``TURNED``, the place it left)."""
    event = motion.latest(motion.moves_of(view, ctx), MOVES)
    if event is None:
        return None
    target = landed_on(event)
    if event["kind"] == "turn":
        return (target or TURNED), draw_place(event["seat"])
    if target is None:
        return None
    return target, TURNED if event.get("from", "draw") == "draw" else pile_place(event["seat"])


def arrival(view: EselspielView, ctx: TableContext, where: str) -> str | None:
    """The ``data-from`` of the pile ``where`` when the last card moved landed on it."""
    found = flight(view, ctx)
    return found[1] if found is not None and found[0] == where else None


def marked(card_html: str, place: str | None, came_from: str | None) -> str:
    """A pile's card element with its place and where its card came from: the attributes go
    into its opening tag (the pile is drawn by several paths, each a single element)."""
    extra = "".join(
        f' {name}="{esc(value)}"'
        for name, value in (("data-place", place), ("data-from", came_from))
        if value is not None
    )
    if not extra:
        return card_html
    end = card_html.index(">")
    return card_html[:end] + extra + card_html[end:]
