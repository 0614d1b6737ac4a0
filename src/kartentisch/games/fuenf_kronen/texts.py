"""Fünf Kronen's sentences for moves, the log and refused lay-outs, composed from the words in
``texts/<lang>.json`` (``engine.texts``); this module holds the grammar, not words."""

from __future__ import annotations

from kartentisch.engine.texts import LANGUAGES, Words
from kartentisch.engine.wording import person_key
from kartentisch.games.fuenf_kronen import actions
from kartentisch.games.fuenf_kronen.cards import card_name

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
