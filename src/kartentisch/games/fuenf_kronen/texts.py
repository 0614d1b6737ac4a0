"""Fünf Kronen's sentences for moves, the log, the messages over the table and refused
lay-outs, composed from the words in ``texts/<lang>.json`` (``engine.texts``); this module
holds the grammar, not words. The table asks here for every sentence about the game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import Advice
from kartentisch.engine.texts import LANGUAGES, Words
from kartentisch.engine.views import IMPORTANT, NOTABLE, Event, Weight
from kartentisch.engine.wording import fact_words, person_key
from kartentisch.games.fuenf_kronen import actions

# Named from here too: the game names its cards through its texts (``Roles.card_names``).
from kartentisch.games.fuenf_kronen.cards import card_name as card_name

PACKAGE = __name__.rpartition(".")[0]
"""The package whose ``texts/<lang>.json`` hold this game's words."""

LANGS = LANGUAGES
"""The languages a refusal is said in (``by_hand``)."""
SAY = "fuenf_kronen.say."
"""Moves and log sentences ("legt Herz Dame ab"); a key's spaces are written "_"."""
REFUSAL = "fuenf_kronen.refusal."
RANKS = "fuenf_kronen.ranks."
"""A rank said for many cards ("Buben", "7er"): the wild rank of a round."""


def words(lang: str) -> Words:
    """This game's words in ``lang`` (German where a word is missing)."""
    return Words(PACKAGE, lang)


def text(key: str, lang: str) -> str:
    """The phrase or sentence ``key`` ("discard", "log_take") with its placeholders open."""
    w = words(lang)
    found = SAY + key.replace(" ", "_")
    return w(found) if found in w else key


def sentence(key: str, lang: str, seat: int | None, viewer: int | None, **values: object) -> str:
    """The sentence ``key`` about ``seat``; its "du" form for the ``viewer``."""
    w = words(lang)
    return w(person_key(w, SAY + key, seat, viewer), **values)


def refusal_text(reason: str, lang: str) -> str:
    """Why an arrangement laid out by hand was refused, with ``{cards}`` and ``{card}``."""
    w = words(lang)
    return w(REFUSAL + reason) if REFUSAL + reason in w else reason


def wild_name(wild_rank: int, lang: str) -> str:
    """ "Buben", "7er"-style plural of the wild rank for captions."""
    w = words(lang)
    face = f"{RANKS}{wild_rank}"
    return w(face) if face in w else w(RANKS + "other", rank=wild_rank)


def describe(action: str, lang: str = "de") -> str:
    """The action as a phrase without a subject: "legt Herz Dame ab"."""
    parsed = actions.parse(action)
    if parsed.card is not None:
        return text(parsed.verb, lang).format(card=card_name(parsed.card, lang))
    return text(parsed.verb, lang)


def describe_move(action: str, discard: Sequence[str], lang: str) -> str:
    """The action as a phrase, naming the card taken when it takes the top of ``discard``."""
    if action == actions.DRAW_DISCARD and discard:
        return text("take", lang).format(card=card_name(discard[-1], lang))
    return describe(action, lang)


def log_line(
    event: Mapping[str, Any], names: Sequence[str], lang: str, viewer: int | None
) -> str | None:
    """The log's sentence for one event of the view ("du" for ``viewer``); None for an event
    the log does not tell."""
    kind = event["kind"]
    if kind == "deal":
        return sentence(
            "deal",
            lang,
            event["dealer"],
            viewer,
            round=event["round"],
            dealer=names[event["dealer"]],
            wild=wild_name(event["wild"], lang),
            up=card_name(event["up"], lang),
        )
    if kind in ("draw", "take", "discard", "go_out"):
        seat = event["seat"]
        card = card_name(event["card"], lang) if "card" in event else ""
        return sentence(f"log_{kind}", lang, seat, viewer, name=names[seat], card=card)
    if kind == "lay_down":
        left = event["leftover"]
        kept = ", ".join(card_name(c, lang) for c in left) if left else text("nothing", lang)
        seat = event["seat"]
        return sentence(
            "log_lay_down",
            lang,
            seat,
            viewer,
            name=names[seat],
            leftover=kept,
            score=event["score"],
        )
    if kind == "reshuffle":
        return text("reshuffle", lang).format(count=event["count"])
    if kind == "round_end":
        w = words(lang)
        scores = ", ".join(
            w(person_key(w, "fuenf_kronen.score_line", s, viewer), name=names[s], n=v)
            for s, v in enumerate(event["scores"])
        )
        return w("fuenf_kronen.round_over", r=event["round"], scores=scores)
    return None


def news(
    before: Mapping[str, Any], after: Mapping[str, Any], lang: str, viewer: int | None
) -> list[str]:
    """What one step changed that the table says in a message: a new round with its wild
    rank, and the seat that went out (everyone else has one last turn)."""
    w = words(lang)
    said = []
    if after["round"] != before["round"]:
        said.append(
            w("fuenf_kronen.new_round", r=after["round"], rank=wild_name(after["wild"], lang))
        )
    if after["went_out"] is not None and before["went_out"] is None:
        went = after["went_out"]
        key = person_key(w, "fuenf_kronen.last_turn", went, viewer)
        said.append(w(key, name=after["names"][went]))
    return said


WEIGHTS: Mapping[str, Weight] = {
    "go_out": IMPORTANT,
    "round_end": IMPORTANT,
    "deal": NOTABLE,
    "lay_down": NOTABLE,
    "reshuffle": NOTABLE,
}
"""Going out and a round's scores first; a draw or a discard is the game going on."""


def tell(event: Event, names: Sequence[str], lang: str, viewer: int | None) -> list[str]:
    """The event in sentences (``Game.tell``): the log's line, when it has one."""
    line = log_line(event, names, lang, viewer)
    return [] if line is None else [line]


def weight(event: Event) -> Weight:
    return WEIGHTS.get(event["kind"], 0)


def why(advice: Advice, names: Sequence[str], lang: str, viewer: int | None) -> str:
    """The hint's reason (``Advice``) in words, its cards by name."""
    facts = fact_words(advice.facts, lambda c: card_name(c, lang), names)
    return words(lang)("fuenf_kronen.why." + advice.reason, **facts)
