"""The Eselspiel's sentences: moves, log lines and the donkey's slips, composed from the
words in ``texts/<lang>.json`` (``engine.texts``); this module holds the grammar, not words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import Advice
from kartentisch.engine.texts import Words
from kartentisch.engine.views import IMPORTANT, NOTABLE, Event, Weight
from kartentisch.engine.wording import person_key

TABLE = "eselspiel."
"""The namespace of this game's words: ``texts/<lang>.json`` in this package."""
PACKAGE = __name__.rpartition(".")[0]
ACTION = TABLE + "act."
"""What a move says in the bots' captions ("legt die 7 auf Mitte 2")."""


def table_words(lang: str) -> Words:
    """This game's words in ``lang`` (German where a word is missing)."""
    return Words(PACKAGE, lang)


def target_text(target: str, names: list[str] | None, lang: str) -> str:
    w = table_words(lang)
    kind, number = target.split()
    if kind == "middle":
        return w(ACTION + "middle", n=number)
    seat = int(number)
    name = names[seat] if names and 0 <= seat < len(names) else f"#{seat + 1}"
    return w(ACTION + "seat", name=name)


def describe(
    action: str, lang: str = "de", names: list[str] | None = None, card: int | None = None
) -> str:
    """``card`` (the card in play, when known) names the card instead of "the card"."""
    w = table_words(lang)
    if action == "turn":
        return w(ACTION + "turn")
    if action == "keep":
        return w(ACTION + "keep_card", card=card) if card is not None else w(ACTION + "keep")
    verb, target = action.split(" ", 1)
    where = target_text(target, names, lang)
    if card is not None:
        return w(ACTION + "place_card", card=card, target=where)
    return w(ACTION + verb, target=where)


# ---- the table's words --------------------------------------------------------------------


def say(lang: str, key: str, seat: int | None, viewer: int | None, **values: object) -> str:
    """``key`` about ``seat``; about the person at the device (``viewer``) its "du" form
    (``key_you``: "Du deckst die 7 auf", not "Spieler 1 deckt die 7 auf")."""
    w = table_words(lang)
    return w(person_key(w, TABLE + key, seat, viewer), **values)


def genitive(name: str, lang: str) -> str:
    """ "Annas", "Hans’" in German; "Anna's" in English (Dutch texts say "van {name}")."""
    if lang == "de":
        return f"{name}’" if name[-1:].lower() in ("s", "ß", "x", "z") else f"{name}s"
    return f"{name}'s"


def pile_name(target: str, names: list[str], lang: str, viewer: int | None = None) -> str:
    w = table_words(lang)
    kind, number = target.split()
    if kind == "middle":
        return w(TABLE + "pile_middle", i=number)
    seat = int(number)
    if seat == viewer:
        return w(TABLE + "pile_mine")
    name = names[seat] if 0 <= seat < len(names) else "?"
    return w(TABLE + "pile_seat", gen=genitive(name, lang), name=name)


def slip_text(
    event: Mapping[str, Any], names: list[str], lang: str, viewer: int | None = None
) -> str:
    """ "Bert ist der Esel! Die 7 passte auf Annas 8." — whose slip, and where the card
    belonged; "Du bist der Esel!" for the person at the device (``viewer``)."""
    w = table_words(lang)
    slipper = event["seat"]
    who = say(lang, "slip_who", slipper, viewer, name=_name(names, slipper))
    right: list[str] = event["right"]
    tops: list[int] = event["right_tops"]
    if not right:
        return who + " " + w(TABLE + "slip_middle", card=event["card"], top="?")
    kind, number = right[0].split()
    if kind == "middle":
        return who + " " + w(TABLE + "slip_middle", card=event["card"], top=tops[0])
    seat = int(number)
    name = _name(names, seat)
    key = "slip_seat_mine" if seat == viewer else "slip_seat"
    return (
        who
        + " "
        + w(TABLE + key, card=event["card"], top=tops[0], gen=genitive(name, lang), name=name)
    )


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def nofit_text(event: Mapping[str, Any], lang: str) -> str:
    """ "Die 7 passt nicht auf die 12." — why a card came back (said to the one who tried)."""
    w = table_words(lang)
    if event["top"] is None:
        return w(TABLE + "nofit_empty")
    return w(TABLE + "nofit", card=event["card"], top=event["top"])


def went_out_text(
    events: Sequence[Mapping[str, Any]], names: list[str], lang: str, viewer: int | None = None
) -> str:
    """The end screen's note when a player went out: who has no cards left."""
    end = next((e for e in reversed(events) if e["kind"] == "end"), None)
    seats = end["seats"] if end is not None else []
    return " ".join(
        say(lang, "end_went_out", s, viewer, name=names[s]) for s in seats if 0 <= s < len(names)
    )


def count_cards(n: int, lang: str) -> str:
    """ "1 Karte", "7 Karten": the words for a number of cards."""
    return table_words(lang)(TABLE + "cards", n=n)


def took_text(
    event: Mapping[str, Any], names: list[str], lang: str, viewer: int | None = None
) -> str:
    """ "Anna bekommt die Eselkarte und 2 Karten" — the cards moving to the donkey."""
    seat = event["seat"]
    took = len(event["took"])
    return say(lang, "slip_took", seat, viewer, name=_name(names, seat), n=took)


def event_lines(
    event: Mapping[str, Any], names: list[str], lang: str, viewer: int | None = None
) -> list[str]:
    """The log lines for one event of the view's public log ("du" for ``viewer``)."""
    w = table_words(lang)
    seats = event.get("seats") or []
    seat = event.get("seat", seats[0] if seats else 0)
    name = _name(names, seat)
    kind = event["kind"]
    if kind == "turn":
        key = "log_one" if "to" in event else "log_turn"
        return [say(lang, key, seat, viewer, name=name, card=event["card"])]
    if kind == "place":
        key = "log_top" if event.get("from") == "top" else "log_place"
        pile = pile_name(event["to"], names, lang, viewer)
        return [say(lang, key, seat, viewer, name=name, card=event["card"], pile=pile)]
    if kind == "keep":
        return [say(lang, "log_keep", seat, viewer, name=name, card=event["card"])]
    if kind == "flip":
        cards = count_cards(event["count"], lang)
        return [say(lang, "log_flip", seat, viewer, name=name, cards=cards)]
    if kind == "slip":
        return [slip_text(event, names, lang, viewer), took_text(event, names, lang, viewer)]
    if kind == "nofit":
        key = "log_nofit" if event["top"] is not None else "log_nofit_empty"
        return [say(lang, key, seat, viewer, name=name, card=event["card"], top=event["top"])]
    if kind == "end":
        if event["reason"] == "round_limit":
            return [w(TABLE + "log_limit")]
        return [
            say(lang, "log_empty", s, viewer, name=names[s]) for s in seats if 0 <= s < len(names)
        ]
    return []


WEIGHTS: Mapping[str, Weight] = {"slip": IMPORTANT, "end": IMPORTANT, "nofit": NOTABLE}
"""The donkey and the end first; a card that came back is worth a look."""


def tell(event: Event, names: Sequence[str], lang: str, viewer: int | None) -> list[str]:
    """The event in sentences (``Game.tell``), as the log says it."""
    return event_lines(event, list(names), lang, viewer)


def weight(event: Event) -> Weight:
    return WEIGHTS.get(event["kind"], 0)


def why(advice: Advice, names: Sequence[str], lang: str, viewer: int | None) -> str:
    """The hint's reason (``Advice``): the card, the top it fits and the pile, in words."""
    facts = dict(advice.facts)
    pile = str(facts.get("pile", ""))
    if pile:
        facts["pile"] = pile_name(pile, list(names), lang, viewer)
    return table_words(lang)(TABLE + "why." + advice.reason, **facts)
