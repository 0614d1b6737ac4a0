"""Where Fünf Kronen's cards come from when a move brings them (``ui.table.motion``): a card
thrown flies from the thrower's seat (the person's own from its place in the hand) to the pile,
a card drawn from the stock or the pile to the drawer's card count or into the person's hand,
melds laid open from the seat to below it.
"""

from __future__ import annotations

from kartentisch.games.fuenf_kronen.state import FKEvent
from kartentisch.games.fuenf_kronen.view import FuenfKronenView
from kartentisch.ui.table import motion
from kartentisch.ui.table.table_api import TableContext

THROWS = ("discard", "go_out")
DRAWS = ("draw", "take")


def drawn_from(event: FKEvent) -> str:
    """The place a drawn card left: the stock, or the pile for a card taken."""
    return "stock" if event["kind"] == "draw" else "pile"


def drawn_by(view: FuenfKronenView, seat: int | None, ctx: TableContext) -> str | None:
    """Where the card ``seat`` just drew came from."""
    return motion.arrived(
        motion.moves_of(view, ctx), DRAWS, drawn_from, lambda e: e.get("seat") == seat
    )


def thrown_from(event: FKEvent, ctx: TableContext) -> str | None:
    """A thrown card leaves the thrower's seat; the person's own from its place in the hand."""
    own = motion.either(f"slot {event.get('card')}~0", motion.OWN_HAND)
    return motion.mover_place(event, ctx.seat, own)


def thrown_on_pile(view: FuenfKronenView, ctx: TableContext, top: str) -> str | None:
    """Where the pile's top card ``top`` came from, when a throw just put it there."""
    return motion.arrived(
        motion.moves_of(view, ctx),
        THROWS,
        lambda e: thrown_from(e, ctx),
        lambda e: e.get("card") == top,
    )


def laid_by(view: FuenfKronenView, seat: int, ctx: TableContext) -> str | None:
    """Where the melds ``seat`` just laid open came from: its hand."""
    return motion.arrived(
        motion.moves_of(view, ctx),
        ("lay_down",),
        lambda e: motion.mover_place(e, ctx.seat),
        lambda e: e.get("seat") == seat,
    )
