"""What the app keeps next to the saves (statistics, kept games): versioned JSON documents with
a checksum, read with a save's care.

One envelope for all of them, so each store checks only its own fields: the size before
parsing, JSON at all, its format name, a version this build reads, exactly the fields it
writes, and the checksum over them. The messages say what the player should know (damaged,
changed, from another version) in the store's own words.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kartentisch.engine import saves
from kartentisch.engine.errors import (
    SaveCorruptError,
    SaveIncompatibleError,
    SaveTamperedError,
)


@dataclass(frozen=True)
class Envelope:
    """One kind of stored document: its format name, what it holds, how it is spoken of."""

    format: str
    versions: frozenset[int]
    """The versions this build reads (the newest is written)."""
    fields: frozenset[str]
    """Every top-level field besides the checksum, "format" and "version" included."""
    damaged: str
    """"Die Statistik ist beschädigt": followed by the reason in brackets."""
    changed: str
    other_version: str


checksum = saves.body_checksum
"""The same canonical digest a save carries."""


def is_count(value: object) -> bool:
    """A count a document may hold: a whole number, not a bool, exact in JSON's doubles."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**53


def is_score(value: object) -> bool:
    """A score a document may hold: a finite number of a size real games reach."""
    return (
        isinstance(value, int | float)
        and not isinstance(value, bool)
        and math.isfinite(value)
        and abs(value) < 1e12
    )


def json_number(value: float) -> float | int:
    """A whole number written as one ("3", not "3.0"), so a document reads back equal."""
    return int(value) if value == int(value) and abs(value) < 2**53 else value


def dumps(body: dict[str, Any]) -> str:
    """``body`` with its checksum, compact."""
    return json.dumps(
        {**body, "checksum": checksum(body)}, separators=(",", ":"), ensure_ascii=False
    )


def requirer(envelope: Envelope) -> Callable[[bool, str], None]:
    """``require(condition, what)``: a ``SaveCorruptError`` naming ``what`` when it fails."""

    def require(condition: bool, what: str) -> None:
        if not condition:
            raise SaveCorruptError(f"{envelope.damaged} ({what}).")

    return require


def read(text: str, envelope: Envelope) -> dict[str, Any]:
    """The checked top level of a stored document; a ``SaveError`` subclass with a readable
    message when it is not one this build wrote (too big, not JSON, another format or
    version, other fields, a checksum that does not hold)."""
    require = requirer(envelope)
    require(isinstance(text, str) and len(text) <= saves.MAX_SAVE_CHARS, "Größe")
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError) as exc:
        raise SaveCorruptError(f"{envelope.damaged} (kein JSON).") from exc
    require(isinstance(data, dict) and data.get("format") == envelope.format, "Format")
    version = data.get("version")
    if isinstance(version, bool) or version not in envelope.versions:
        raise SaveIncompatibleError(envelope.other_version)
    stored = data.pop("checksum", None)
    require(set(data) == envelope.fields, "Felder")
    if stored != checksum(data):
        raise SaveTamperedError(envelope.changed)
    return dict(data)
