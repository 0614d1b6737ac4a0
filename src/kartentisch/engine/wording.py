"""The person at the device is "du" / "you" / "je" in every game's texts, by one rule.

A sentence about a seat has a key ("log_take": "{name} nimmt …"); when the seat is the one
whose eyes the screen shows, the same key with ``_you`` is used if the texts have it ("Du
nimmst …"). Verb forms differ per language, so each "you" sentence is written whole rather
than made by swapping the name for a pronoun. Bots and other people keep their names.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Mapping, Sequence

YOU = "_you"
TO_YOU = "_to_you"
"""Appended when the sentence is done to the viewer: "Bo gibt dir eine Karte"."""


def person_key(
    words: Container[str],
    key: str,
    seat: int | None,
    viewer: int | None,
    target: int | None = None,
) -> str:
    """``key``, or its ``_you`` form when ``seat`` is the ``viewer``; then its ``_to_you``
    form when ``target`` (the seat the sentence is done to) is the viewer. A form is used
    only where the texts have it."""
    found = key
    if seat is not None and seat == viewer and key + YOU in words:
        found = key + YOU
    if target is not None and target == viewer and found + TO_YOU in words:
        found += TO_YOU
    return found


def about(
    words: Mapping[str, str], key: str, seat: int | None, viewer: int | None, **values: object
) -> str:
    """The sentence ``key`` about ``seat``, said to ``viewer`` ("du" when they are one)."""
    return words[person_key(words, key, seat, viewer)].format(**values)


def fact_words(
    facts: Mapping[str, object],
    card_name: Callable[[str], str],
    names: Sequence[str],
    **others: Callable[[str], str],
) -> dict[str, object]:
    """A hint's facts (``protocol.Advice``) ready for its sentence: a fact named "card…" by
    the card's name, "seat…" by the player's, one named in ``others`` by its own words;
    numbers stay numbers."""
    said: dict[str, object] = {}
    for key, value in facts.items():
        if key.startswith("card"):
            said[key] = card_name(str(value))
        elif key.startswith("seat") and isinstance(value, int):
            said[key] = names[value] if 0 <= value < len(names) else "?"
        elif key in others:
            said[key] = others[key](str(value))
        else:
            said[key] = value
    return said
