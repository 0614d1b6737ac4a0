"""Whose eyes the table shows, and when the device must be handed on (pass-and-play).

- No person at the table: the spectator view (seat ``None``).
- One person: always that person's view, during bot turns too.
- Two or more: the person who acts now; while bots act, the last person who held the
  device. When that person changes, a pass screen hides the table until the new person
  confirms, so nobody sees another player's hand.

People who play on another device (``elsewhere``: a host's remote seats, or on a guest's
device everyone but the guest) are no one's to pass the device to: they count as not here.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from kartentisch.engine.protocol import PlayerSpec, Seat


def human_seats(players: Sequence[PlayerSpec], elsewhere: Collection[Seat] = ()) -> list[Seat]:
    """The people's seats at this device."""
    return [seat for seat, p in enumerate(players) if p.bot is None and seat not in elsewhere]


def viewer(
    players: Sequence[PlayerSpec],
    current: Seat | None,
    actors: Sequence[Seat],
    holder: Seat | None,
    elsewhere: Collection[Seat] = (),
) -> Seat | None:
    """The seat whose view to show; ``holder`` is who confirmed holding the device last."""
    humans = human_seats(players, elsewhere)
    if not humans:
        return None
    if len(humans) == 1:
        return humans[0]
    if current is not None and current in humans:
        return current
    acting_humans = [seat for seat in actors if seat in humans]
    if holder in acting_humans:
        return holder
    if acting_humans:
        return acting_humans[0]
    return holder if holder in humans else humans[0]


def needs_pass_screen(
    players: Sequence[PlayerSpec],
    wanted: Seat | None,
    holder: Seat | None,
    elsewhere: Collection[Seat] = (),
) -> bool:
    """True when the device must go to ``wanted`` before the table may show."""
    if wanted is None or len(human_seats(players, elsewhere)) < 2:
        return False
    return wanted != holder


def bot_to_act(players: Sequence[PlayerSpec], current: Seat | None) -> Seat | None:
    """The bot seat whose action the host should play next, if any."""
    if current is None or players[current].bot is None:
        return None
    return current


# ---- the ring round the person ----------------------------------------------------------
def in_turn_order(first: Seat, seats: int) -> list[Seat]:
    """Every seat in turn order, beginning with ``first``."""
    return [(first + k) % seats for k in range(seats)]


def seats_after(me: Seat | None, seats: int) -> list[Seat]:
    """The other seats in turn order, from the one after ``me``: the table as it sits round
    the person at the device. Nobody at the device (a spectator): every seat, from 0."""
    if me is None:
        return list(range(seats))
    return in_turn_order(me + 1, seats)[:-1]


def places_on(seat: Seat, bottom: Seat, seats: int) -> int:
    """How many places in turn order ``seat`` sits on from ``bottom`` (0: the seat itself)."""
    return (seat - bottom) % seats
