"""The 48 number cards: colour, number and fruits, and the base fitting rule.

A card's text form is its colour letter and its number ("B27", "R5"): short in logs and
actions, and the number alone decides the base rule. The fruit layout is fixed and balanced:
every colour shows each fruit four or five times (the blue 70 adds one of each).
"""

from __future__ import annotations

from functools import cache

COLOURS = ("B", "G", "Y", "R")
"""Blau, Grün, Gelb, Rot."""

FRUITS = ("O", "S", "B", "P")
"""Orange, Erdbeere (strawberry), Banane, Birne (pear)."""

_LAYOUT: dict[str, dict[int, str]] = {
    "B": {1: "O", 2: "S", 3: "B", 4: "P", 5: "O", 6: "S",
          12: "BP", 27: "OS", 35: "BP", 48: "OB", 61: "SP", 70: "OSBP"},
    "G": {1: "S", 2: "B", 3: "P", 4: "O", 5: "S", 6: "B",
          14: "OP", 23: "OS", 39: "BP", 52: "OB", 66: "SP", 87: "OP"},
    "Y": {1: "B", 2: "P", 3: "O", 4: "S", 5: "B", 6: "P",
          16: "OS", 25: "SB", 31: "OP", 47: "SB", 58: "OP", 93: "BS"},
    "R": {1: "P", 2: "O", 3: "S", 4: "B", 5: "P", 6: "O",
          15: "SB", 29: "OP", 34: "SB", 43: "OB", 56: "SP", 78: "OS"},
}  # fmt: skip

NUMBER_CARDS: tuple[str, ...] = tuple(
    f"{colour}{number}" for colour in COLOURS for number in _LAYOUT[colour]
)
SEVENTY = "B70"


def is_number_card(card: str) -> bool:
    return card in _FRUITS_OF


_FRUITS_OF: dict[str, str] = {
    f"{colour}{number}": fruits for colour in COLOURS for number, fruits in _LAYOUT[colour].items()
}


def colour(card: str) -> str:
    return card[0]


def number(card: str) -> int:
    return int(card[1:])


def fruits(card: str) -> str:
    """The fruit letters shown on the card, e.g. "OS"."""
    return _FRUITS_OF[card]


def is_two_digit(card: str) -> bool:
    return number(card) >= 10


def digits(card: str) -> tuple[int, int]:
    n = number(card)
    return n // 10, n % 10


@cache
def base_fits(card: str, top: str) -> bool:
    """The printed rule: one-digit s and two-digit tu fit when s is t+u, |t-u|, t or u.

    Never one-digit on one-digit nor two-digit on two-digit; either may lie on top.
    """
    if is_two_digit(card) == is_two_digit(top):
        return False
    single, double = (top, card) if is_two_digit(card) else (card, top)
    s = number(single)
    t, u = digits(double)
    return s in (t + u, abs(t - u), t, u)


def sort_key(card: str) -> tuple[int, int]:
    return COLOURS.index(colour(card)), number(card)
