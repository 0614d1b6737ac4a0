"""What happened, said from the game's own sentences: the line under the caption and the recap.

Every game says an event through ``Game.tell`` (the same sentences as its log), so this module
only arranges them: a seat's sentences become one line with its name said once ("Ben zieht vom
Stapel, legt Pik Bube ab"), and a recap puts the lines that matter most first (``Game.weight``).
It keeps no words of its own but the recap's "and N moves more"; the sentences are made anew
at each paint, so a change of language changes what is on screen.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from kartentisch.engine.protocol import Game, Seat
from kartentisch.engine.views import ROUTINE, Event, Weight

ROUTINE_KEPT = 4
"""A recap line keeps this many of a seat's routine sentences (the latest: they tell what the
table shows now); every heavier one is kept. An Eselspiel turn can be twenty cards."""

SENTENCE_BREAKS = (". ", "! ", "? ", ": ")


@dataclass(frozen=True)
class Line:
    """One line of a recap: a seat's moves (``seat`` None: the table's own, like a new deal)."""

    seat: Seat | None
    weight: Weight
    text: str


def merge(sentences: Sequence[str], name: str) -> str:
    """The sentences as one line, ``name`` said once: a sentence that begins with the name
    goes on after a comma when the one before began with it too and is a single clause, so the
    subject stays the same (German, English and Dutch alike put the verb after it)."""
    out = ""
    continues = False
    for sentence in sentences:
        text = sentence.strip()
        if not text:
            continue
        named = bool(name) and text.startswith(name + " ")
        if out and named and continues:
            out = out.rstrip(".") + ", " + text[len(name) + 1 :]
        elif out:
            out = (out if out.endswith((".", "!", "?", "…")) else out + ".") + " " + text
        else:
            out = text
        continues = named and not any(b in text.rstrip(".") for b in SENTENCE_BREAKS)
    return out


def seat_of(event: Event) -> Seat | None:
    seat = event.get("seat")
    return seat if isinstance(seat, int) and not isinstance(seat, bool) else None


def step_line(
    game: Game[Any, Any],
    events: Sequence[Event],
    names: Sequence[str],
    lang: str,
    viewer: Seat | None,
) -> str:
    """One step's events (a bot's move) as the line under the caption."""
    return " ".join(line.text for line in lines(game, events, names, lang, viewer, keep_all=True))


def lines(
    game: Game[Any, Any],
    events: Sequence[Event],
    names: Sequence[str],
    lang: str,
    viewer: Seat | None,
    more: Callable[[int], str] | None = None,
    keep_all: bool = False,
) -> list[Line]:
    """The events as lines, one a seat in the order they first acted, each seat's name said
    once; ``more(n)`` says how many routine moves a long line left out (``keep_all``: none)."""
    told: dict[Seat, list[tuple[Weight, str]]] = {}
    slots: list[Line | Seat] = []
    """In order of first appearance: a seat's line (filled below), or the table's own line."""
    for event in events:
        seat = seat_of(event)
        sentences = game.tell(event, names, lang, viewer)
        if not sentences:
            continue
        if seat is None:
            slots.append(Line(None, game.weight(event), merge(sentences, "")))
            continue
        if seat not in told:
            told[seat] = []
            slots.append(seat)
        told[seat] += [(game.weight(event), s) for s in sentences]
    out: list[Line] = []
    for slot in slots:
        if isinstance(slot, Line):
            out.append(slot)
            continue
        said = told[slot]
        kept = said if keep_all else _shortened(said)
        text = merge([s for _, s in kept], names[slot] if 0 <= slot < len(names) else "")
        left = len(said) - len(kept)
        if left and more is not None:
            text += " " + more(left)
        out.append(Line(slot, max(w for w, _ in said), text))
    return out


def _shortened(said: list[tuple[Weight, str]]) -> list[tuple[Weight, str]]:
    routine = [i for i, (w, _) in enumerate(said) if w <= ROUTINE]
    dropped = set(routine[:-ROUTINE_KEPT]) if len(routine) > ROUTINE_KEPT else set()
    return [x for i, x in enumerate(said) if i not in dropped]


def recap(
    game: Game[Any, Any],
    events: Sequence[Event],
    names: Sequence[str],
    lang: str,
    viewer: Seat,
    more: Callable[[int], str] | None = None,
) -> list[Line]:
    """What ``viewer`` missed: a line a seat, the heaviest first (a penalty, going out, an
    auction won), else in the order they happened. Empty when only the viewer acted."""
    if all(seat_of(e) == viewer for e in events):
        return []
    found = lines(game, events, names, lang, viewer, more)
    ranked = sorted(enumerate(found), key=lambda pair: (-pair[1].weight, pair[0]))
    return [line for _, line in ranked]
