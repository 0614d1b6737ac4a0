"""A small seeded RNG that the game state owns.

Python's ``random`` is global and its algorithms are an implementation detail; this one is a
few lines of integer arithmetic (SplitMix64), so the same seed gives the same game on CPython
and Pyodide, and its whole state is one integer that fits into a JSON save.
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """SplitMix64: fast, stateless to copy, good enough for shuffling cards."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    @classmethod
    def derive(cls, *parts: object) -> Rng:
        """An independent stream named by ``parts`` (e.g. seed, "bot", seat, step).

        Bots and simulations use derived streams so that their choices never shift the
        game's own stream.
        """
        text = "\x1f".join(repr(p) for p in parts).encode()
        return cls(int.from_bytes(hashlib.sha256(text).digest()[:8], "big"))

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def random(self) -> float:
        """Uniform float in ``[0, 1)``."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))

    def chance(self, p: float) -> bool:
        return self.random() < p

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> Rng:
        return Rng(self.state)

    def __repr__(self) -> str:
        return f"Rng(state={self.state:#x})"
