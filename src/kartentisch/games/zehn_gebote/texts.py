"""10 Gebote's sentences: cards, calls, actions, log events, penalty reasons, commandments.

The engine logs events as data; these functions turn them into sentences from the words in
``texts/<lang>.json`` (``engine.texts``), so the log, the toasts and the bot captions say the
same thing in every language. This module holds the grammar, not words.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import Advice
from kartentisch.engine.texts import Words
from kartentisch.engine.views import IMPORTANT, NOTABLE, Event, Weight
from kartentisch.engine.wording import fact_words, person_key
from kartentisch.games.zehn_gebote import hooks
from kartentisch.games.zehn_gebote.cards import colour, number

PACKAGE = __name__.rpartition(".")[0]
"""The package whose ``texts/<lang>.json`` hold this game's words."""

EVENT = "zehn_gebote.ev."
"""The log's sentences; placeholders: {p} the player, {t} the one it is done to, {b} who
reported, {c} a card, {k} a commandment's title, {x} a call, {r} a penalty's reason."""
REASON = "zehn_gebote.reason."
ACTION = "zehn_gebote.act."
COMMANDMENT = "zehn_gebote.cmd."
"""``cmd.<id>.title`` is what the card in the middle shows, ``cmd.<id>.text`` the rule."""


def words(lang: str) -> Words:
    """This game's words in ``lang`` (German where a word is missing)."""
    return Words(PACKAGE, lang)


def card_name(card: str, lang: str) -> str:
    """Any card in words: a commandment by its title, a number card by colour and number."""
    if hooks.is_commandment(card):
        return title(card, lang)
    return number_card_name(card, lang)


def number_card_name(card: str, lang: str) -> str:
    return f"{words(lang)(f'zehn_gebote.colour.{colour(card)}')} {number(card)}"


def fruit_name(fruit: str, lang: str) -> str:
    """A fruit's name ("Erdbeere"): the cards show them as pictures."""
    return words(lang)(f"zehn_gebote.fruit.{fruit}")


def kind_name(kind: str, lang: str) -> str:
    """What kind of commandment a card is ("Pflicht"), shown above its title."""
    return words(lang)(f"zehn_gebote.kind.{kind}")


def call_name(call: str, lang: str) -> str:
    w = words(lang)
    key = f"zehn_gebote.call.{call}"
    return w(key) if key in w else call


def title(cid: str, lang: str) -> str:
    hooks.get(cid)  # an unknown id is an error, not a missing word
    return words(lang)(f"{COMMANDMENT}{cid}.title")


def text(cid: str, lang: str) -> str:
    hooks.get(cid)
    return words(lang)(f"{COMMANDMENT}{cid}.text")


def _player(names: Sequence[str], seat: Any, lang: str) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return words(lang)("zehn_gebote.seat_number", n=seat)


def describe_event(
    event: Mapping[str, Any], names: Sequence[str], lang: str, viewer: int | None = None
) -> str:
    """One log line; "du" for the ``viewer``'s own moves (the ``seat`` of the event)."""
    w = words(lang)
    e = str(event["kind"])
    fields: dict[str, object] = {
        "p": _player(names, event.get("seat"), lang),
        "t": _player(names, event.get("to"), lang),
        "b": _player(names, event.get("by"), lang),
        "c": number_card_name(event["c"], lang) if event.get("c") else "",
        "k": title(event["k"], lang) if event.get("k") else "",
        "x": call_name(event.get("x", ""), lang),
    }
    if e == "pen":
        reason = event["r"]
        if reason in ("misfit", "banned") and event.get("x"):
            fields["c"] = number_card_name(event["x"], lang)
        if reason == "nocall" and str(fields["x"]) in str(fields["k"]):
            reason = "nocall_same"  # the commandment is named by its call: say it once
        fields["r"] = w(REASON + reason, **fields)
    seat = event.get("seat")
    target = event.get("to")
    key = person_key(
        w,
        EVENT + e,
        seat if isinstance(seat, int) else None,
        viewer,
        target if isinstance(target, int) else None,
    )
    return w(key, **fields) if key in w else e


def describe(action: str, lang: str, names: Sequence[str] = ()) -> str:
    w = words(lang)
    verb, _, arg = action.partition(" ")
    if verb == "draw":
        return w(ACTION + "draw")
    if verb == "call":
        return w(ACTION + "call", x=call_name(arg, lang))
    if verb == "penalty":
        target, cid = arg.split()
        return w(ACTION + "penalty", t=_player(names, int(target), lang), k=title(cid, lang))
    if verb in ("pass", "swap", "first"):
        if arg == "none":
            return w(ACTION + ("random" if verb == "first" else "none"))
        return w(ACTION + verb, t=_player(names, int(arg), lang))
    if arg in ("none", "done"):
        return w(ACTION + arg)
    if ACTION + verb in w:
        return w(ACTION + verb, c=number_card_name(arg, lang))
    return action


WEIGHTS: Mapping[str, Weight] = {
    "pen": IMPORTANT,
    "end": IMPORTANT,
    "reveal": NOTABLE,
    "roundend": NOTABLE,
    "round2": NOTABLE,
    "reverse": NOTABLE,
    "passhands": NOTABLE,
    "swap": NOTABLE,
}
"""A penalty chip first; a commandment coming into force and what turns the table next."""


def tell(event: Event, names: Sequence[str], lang: str, viewer: int | None) -> list[str]:
    """The event in sentences (``Game.tell``), as the log says it."""
    return [describe_event(event, names, lang, viewer)]


def weight(event: Event) -> Weight:
    return WEIGHTS.get(event["kind"], 0)


def why(advice: Advice, names: Sequence[str], lang: str, viewer: int | None) -> str:
    """The hint's reason (``Advice``) in words: cards, calls and seats by name."""
    facts = fact_words(
        advice.facts,
        lambda c: number_card_name(c, lang),
        names,
        call=lambda c: call_name(c, lang),
    )
    w = words(lang)
    key = "zehn_gebote.why." + advice.reason
    return w(key, **facts) if key in w else describe(advice.action, lang, names)
