"""Where the seats sit round the Eselspiel's ring, and the two pictures drawn on the table (the
donkey and the arrow of the direction of play)."""

from __future__ import annotations

import math

from kartentisch.ui.table import seating

RING_X = 50.0
"""Horizontal radius of the ring of seats, in percent of the track the seats' centres run on
(the ring less half a seat on every side, so a seat at the edge touches it)."""
RING_Y = 50.0

DONKEY_SVG = (
    '<svg class="es-donkey-art" viewBox="0 0 40 40" aria-hidden="true" focusable="false">'
    '<path d="M9 4 14 15 11 16Z M31 4 26 15 29 16Z" fill="#7a6a5c" stroke="#3d332b"/>'
    '<ellipse cx="20" cy="22" rx="10" ry="12" fill="#9c8b7c" stroke="#3d332b"/>'
    '<ellipse cx="20" cy="30" rx="7" ry="5" fill="#d9cbbb" stroke="#3d332b"/>'
    '<circle cx="16" cy="19" r="1.6" fill="#1d1d1d"/><circle cx="24" cy="19" r="1.6" '
    'fill="#1d1d1d"/><circle cx="18" cy="30" r="1" fill="#3d332b"/>'
    '<circle cx="22" cy="30" r="1" fill="#3d332b"/></svg>'
)

ARROW_SVG = (
    '<svg class="es-arrow" viewBox="0 0 48 48" aria-hidden="true" focusable="false">'
    '<g transform="matrix(-1 0 0 1 48 0)">'
    '<path d="M38 30A15 15 0 1 1 33 12" fill="none" stroke="currentColor" stroke-width="4" '
    'stroke-linecap="round"/><path d="M27 6 36 10 31 18Z" fill="currentColor"/></g></svg>'
)
"""A round arrow turning counter-clockwise, as play goes: the arc drawn clockwise, mirrored (its
head then points up and to the left)."""


def seat_position(seat: int, bottom: int, seats: int) -> tuple[float, float]:
    """Percent coordinates: ``bottom`` at six o'clock, then counter-clockwise."""
    k = seating.places_on(seat, bottom, seats)
    angle = math.radians(-90 + k * 360 / seats)
    return 50 + RING_X * _squircle(math.cos(angle)), 50 - RING_Y * _squircle(math.sin(angle))


def _squircle(value: float) -> float:
    """Pushes seats between the axes out towards the corners: a rounded box, not an oval,
    leaves room between neighbours on a tall phone or a wide tablet."""
    return math.copysign(abs(value) ** 0.5, value)
