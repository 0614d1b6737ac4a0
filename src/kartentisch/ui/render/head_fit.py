"""Whether the players' names fit a score sheet's column heads upright, word by word.

A score sheet with a column per player shares the screen's width between the names. A name
broken inside a word ("Clar|a") reads as two names, so the sheet turns its name heads (read
from bottom to top) where the names do not fit upright: turned, a column is only as wide as a
line of text, and a name of any length keeps its words. Upright stays where the names fit,
since it is the quicker read. Python cannot measure text; this estimates it from the letters
(bold sans-serif widths, rounded up), and the browser tests measure the result at every size.

The estimate follows the sheet's two layouts (in its game's stylesheet): up to
``NARROW_SCREEN_PX`` wide the columns share the width equally (a fixed table); wider, each
column takes its longest word, and the sheet must leave the seats' rows beside it room.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

NARROW_SCREEN_PX = 560
"""The widest screen with the narrow layout (its media query)."""

NARROW_SHARE_PX = 266.0
"""On a 360 px phone: what the name columns share (the sheet's box less the round column)."""
NARROW_HEAD_PX = 12.0
"""The heads' type on a narrow screen (.75rem)."""
NARROW_PAD_PX = 2.0
"""A column's padding on a narrow screen."""

WIDE_ROOM_PX = 600.0
"""Wider: the most the name columns may take (a 768 px tablet's sheet less its round column,
and on a 1024 px tablet the seats' rows keep the rest of the width beside it)."""
WIDE_HEAD_PX = 13.6
"""The heads' type on a wider screen (.85rem)."""
WIDE_PAD_PX = 16.0
"""A column's padding on a wider screen."""
NUMBER_EM = 2.4
"""The widest score a column shows (three digits and a sign), in em of the heads' type."""

NARROW_LETTERS = frozenset("ijlI.,;:'!| ")
MIDDLE_LETTERS = frozenset("frtJ()-")
WIDE_LETTERS = frozenset("mwMWÆŒ@")
SAFETY = 1.08
"""Letters vary by font: round up. Checked against a wide sans-serif's bold (DejaVu Sans
Bold, measured in Chromium): the estimate is within 5% of its width for the test names."""

Turn = Literal["always", "narrow"] | None
"""Turned at every size, on a narrow screen only, or never."""


def letter_em(letter: str) -> float:
    """The width of one bold letter, in em."""
    if letter in NARROW_LETTERS:
        return 0.34
    if letter in MIDDLE_LETTERS:
        return 0.5
    if letter in WIDE_LETTERS:
        return 0.98
    if letter.isupper():
        return 0.76
    if letter.isdigit():
        return 0.66
    return 0.64


def word_em(word: str) -> float:
    return SAFETY * sum(letter_em(letter) for letter in word)


def longest_word_em(name: str) -> float:
    """A head breaks only between words: its narrowest width upright is its longest word."""
    return max((word_em(word) for word in name.split()), default=0.0)


def fits_narrow(names: Sequence[str]) -> bool:
    """Equal columns on a 360 px phone: each must hold its name's longest word."""
    if not names:
        return True
    column = NARROW_SHARE_PX / len(names) - NARROW_PAD_PX
    return all(longest_word_em(name) * NARROW_HEAD_PX <= column for name in names)


def fits_wide(names: Sequence[str]) -> bool:
    """Columns as wide as their longest word (or score) must fit ``WIDE_ROOM_PX`` together."""
    need = sum(max(longest_word_em(name), NUMBER_EM) * WIDE_HEAD_PX + WIDE_PAD_PX for name in names)
    return need <= WIDE_ROOM_PX


def name_heads_turn(names: Sequence[str]) -> Turn:
    """Where the name heads turn: ``"always"``, ``"narrow"`` (screens up to
    ``NARROW_SCREEN_PX`` wide) or ``None`` (upright everywhere)."""
    if not fits_wide(names):
        return "always"
    if not fits_narrow(names):
        return "narrow"
    return None
