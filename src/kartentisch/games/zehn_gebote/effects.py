"""What commandments and the turn logic may do to a state: small verbs with one job each.

Every change that others should know about is logged here as a public event, so a
commandment's hook never has to think about the log or about what players may see.
"""

from __future__ import annotations

from typing import Any, cast

from kartentisch.games.zehn_gebote import hooks
from kartentisch.games.zehn_gebote.state import Task, ZehnGeboteEvent, ZehnGeboteState


def log(state: ZehnGeboteState, event: str, seat: int | None = None, **data: Any) -> None:
    # The fields are declared in ``state.ZehnGeboteEvent``; the view test checks every one logged.
    entry = cast(ZehnGeboteEvent, {"kind": event, **data})
    if seat is not None:
        entry["seat"] = seat
    state.log.append(entry)


def penalise(
    state: ZehnGeboteState,
    seat: int,
    reason: str,
    cmd: str | None = None,
    *,
    by: int | None = None,
    x: str | None = None,
) -> None:
    """One chip from the bank, with the reason everyone sees (never blocks the game)."""
    state.chips[seat] += 1
    state.bank -= 1
    data: dict[str, Any] = {"r": reason}
    if cmd is not None:
        data["k"] = cmd
    if by is not None:
        data["by"] = by
    if x is not None:
        data["x"] = x
    log(state, "pen", seat, **data)


def log_start(state: ZehnGeboteState) -> None:
    log(state, "start", state.turn, c=state.top if state.discard else None)


def return_chip(state: ZehnGeboteState, seat: int) -> bool:
    if state.chips[seat] <= 0:
        return False
    state.chips[seat] -= 1
    state.bank += 1
    return True


def left_of(state: ZehnGeboteState, seat: int) -> int:
    """The left neighbour: the next seat clockwise, whatever the direction of play."""
    return (seat + 1) % state.n


def right_of(state: ZehnGeboteState, seat: int) -> int:
    return (seat - 1) % state.n


def seats_from(state: ZehnGeboteState, seat: int) -> list[int]:
    """Every seat once, starting at ``seat`` and going clockwise."""
    return [(seat + i) % state.n for i in range(state.n)]


def push_task(state: ZehnGeboteState, kind: str, seat: int, source: str, left: int = 1) -> None:
    state.tasks.append(Task(kind, seat, source, left))


def reveal(state: ZehnGeboteState, card: str, seat: int) -> None:
    """A commandment drawn from the pile: it goes to the middle and takes effect at once."""
    cmd = hooks.get(card)
    log(state, "reveal", seat, k=card)
    if cmd.kind == hooks.AT_ONCE:
        state.gone.append(card)
        if cmd.on_reveal is not None:
            cmd.on_reveal(state, seat)
    else:
        state.in_force.append(card)


def draw_number(state: ZehnGeboteState, seat: int) -> str | None:
    """Draw until a number card comes (revealing commandments on the way); None: pile empty."""
    while state.draw:
        card = state.draw.pop()
        if hooks.is_commandment(card):
            reveal(state, card, seat)
            continue
        state.hands[seat].append(card)
        return card
    return None


def put_on_discard(state: ZehnGeboteState, seat: int, card: str, event: str) -> None:
    state.hands[seat].remove(card)
    state.discard.append(card)
    log(state, event, seat, c=card)
