"""Player-facing words for actions and events, in German, English and Dutch."""

from __future__ import annotations

from kartentisch.engine.wording import person_key
from kartentisch.games.fuenf_kronen import actions
from kartentisch.games.fuenf_kronen.cards import card_name

PACKAGE = __name__.rpartition(".")[0]
"""The package whose ``texts/<lang>.json`` hold this game's words."""

_TEXTS: dict[str, dict[str, str]] = {
    "de": {
        "draw stock": "zieht vom Stapel",
        "draw discard": "nimmt die abgelegte Karte",
        "take": "nimmt {card} vom Ablagestapel",
        "discard": "legt {card} ab",
        "go out": "legt aus und wirft {card} ab",
        "next round": "gibt die nächste Runde",
        "deal": "Runde {round}: {dealer} gibt, {wild} sind wild. Aufgedeckt: {up}",
        "reshuffle": "Der Ablagestapel wird zum neuen Stapel gemischt ({count} Karten)",
        "round_end": "Runde {round} vorbei",
        "nothing": "nichts",
        "deal_you": "Runde {round}: Du gibst, {wild} sind wild. Aufgedeckt: {up}",
        "log_draw": "{name} zieht vom Stapel",
        "log_draw_you": "Du ziehst vom Stapel",
        "log_take": "{name} nimmt {card} vom Ablagestapel",
        "log_take_you": "Du nimmst {card} vom Ablagestapel",
        "log_discard": "{name} legt {card} ab",
        "log_discard_you": "Du legst {card} ab",
        "log_go_out": "{name} legt aus und wirft {card} ab",
        "log_go_out_you": "Du legst aus und wirfst {card} ab",
        "log_lay_down": "{name} legt aus, behält {leftover} ({score} Punkte)",
        "log_lay_down_you": "Du legst aus, behältst {leftover} ({score} Punkte)",
    },
    "en": {
        "draw stock": "draws from the stock",
        "draw discard": "takes the discard",
        "take": "takes {card} from the discard pile",
        "discard": "discards {card}",
        "go out": "goes out and discards {card}",
        "next round": "deals the next round",
        "deal": "Round {round}: {dealer} deals, {wild} are wild. Turned up: {up}",
        "reshuffle": "The discard pile is shuffled into a new stock ({count} cards)",
        "round_end": "Round {round} is over",
        "nothing": "nothing",
        "deal_you": "Round {round}: you deal, {wild} are wild. Turned up: {up}",
        "log_draw": "{name} draws from the stock",
        "log_draw_you": "You draw from the stock",
        "log_take": "{name} takes {card} from the discard pile",
        "log_take_you": "You take {card} from the discard pile",
        "log_discard": "{name} discards {card}",
        "log_discard_you": "You discard {card}",
        "log_go_out": "{name} goes out and discards {card}",
        "log_go_out_you": "You go out and discard {card}",
        "log_lay_down": "{name} lays down, keeps {leftover} ({score} points)",
        "log_lay_down_you": "You lay down, keep {leftover} ({score} points)",
    },
    "nl": {
        "draw stock": "trekt van de stapel",
        "draw discard": "pakt de afgelegde kaart",
        "take": "pakt {card} van de aflegstapel",
        "discard": "legt {card} af",
        "go out": "gaat uit en legt {card} af",
        "next round": "deelt de volgende ronde",
        "deal": "Ronde {round}: {dealer} deelt, {wild} zijn wild. Open: {up}",
        "reshuffle": "De aflegstapel wordt de nieuwe stapel ({count} kaarten)",
        "round_end": "Ronde {round} is voorbij",
        "nothing": "niets",
        "deal_you": "Ronde {round}: jij deelt, {wild} zijn wild. Open: {up}",
        "log_draw": "{name} trekt van de stapel",
        "log_draw_you": "Je trekt van de stapel",
        "log_take": "{name} pakt {card} van de aflegstapel",
        "log_take_you": "Je pakt {card} van de aflegstapel",
        "log_discard": "{name} legt {card} af",
        "log_discard_you": "Je legt {card} af",
        "log_go_out": "{name} gaat uit en legt {card} af",
        "log_go_out_you": "Je gaat uit en legt {card} af",
        "log_lay_down": "{name} legt af, houdt {leftover} ({score} punten)",
        "log_lay_down_you": "Je legt af, houdt {leftover} ({score} punten)",
    },
}

LANGS = ("de", "en", "nl")

_REFUSALS: dict[str, dict[str, str]] = {
    "de": {
        "not_in_hand": "Nicht in deiner Hand: {cards}.",
        "no_discard": "Behalte eine Karte außerhalb deiner Kombinationen zum Ablegen.",
        "not_a_meld": "Keine gültige Kombination: {cards}. Eine Kombination ist eine Folge "
        "(mindestens 3 Karten einer Farbe in Reihe) oder eine Familie (mindestens 3 Karten "
        "gleichen Werts).",
        "cards_left": "Zum Ausgehen muss jede Karte außer der abgelegten ({card}) in einer "
        "Kombination liegen. Noch lose: {cards}.",
    },
    "en": {
        "not_in_hand": "Not in your hand: {cards}.",
        "no_discard": "Keep one card out of your melds to discard.",
        "not_a_meld": "Not a valid meld: {cards}. A meld is a run (3 or more cards of one "
        "suit in sequence) or a book (3 or more cards of one rank).",
        "cards_left": "To go out, every card but the one you discard ({card}) must lie in a "
        "meld. Still loose: {cards}.",
    },
    "nl": {
        "not_in_hand": "Niet in je hand: {cards}.",
        "no_discard": "Houd één kaart buiten je combinaties om af te leggen.",
        "not_a_meld": "Geen geldige combinatie: {cards}. Een combinatie is een reeks "
        "(3 of meer opeenvolgende kaarten van één kleur) of een familie (3 of meer kaarten "
        "van dezelfde waarde).",
        "cards_left": "Om uit te gaan moet elke kaart behalve de afgelegde ({card}) in een "
        "combinatie liggen. Nog los: {cards}.",
    },
}

RANK_PLURAL: dict[str, dict[int, str]] = {
    "de": {11: "Buben", 12: "Damen", 13: "Könige"},
    "en": {11: "Jacks", 12: "Queens", 13: "Kings"},
    "nl": {11: "boeren", 12: "vrouwen", 13: "heren"},
}


def text(key: str, lang: str) -> str:
    table = _TEXTS.get(lang, _TEXTS["de"])
    return table.get(key, _TEXTS["de"].get(key, key))


def sentence(key: str, lang: str, seat: int | None, viewer: int | None, **values: object) -> str:
    """The sentence ``key`` about ``seat``; its "du" form for the ``viewer``."""
    table = _TEXTS.get(lang, _TEXTS["de"])
    return text(person_key(table, key, seat, viewer), lang).format(**values)


def refusal_text(reason: str, lang: str) -> str:
    """Why an arrangement laid out by hand was refused, with ``{cards}`` and ``{card}``."""
    table = _REFUSALS.get(lang, _REFUSALS["de"])
    return table.get(reason, _REFUSALS["de"].get(reason, reason))


def wild_name(wild_rank: int, lang: str) -> str:
    """ "Buben", "7er"-style plural of the wild rank for captions."""
    names = RANK_PLURAL.get(lang, RANK_PLURAL["de"])
    if wild_rank in names:
        return names[wild_rank]
    return (
        f"{wild_rank}er"
        if lang == "de"
        else (f"{wild_rank}s" if lang == "en" else f"{wild_rank}'s")
    )


def describe(action: str, lang: str = "de") -> str:
    """The action as a phrase without a subject: "legt Herz Dame ab"."""
    parsed = actions.parse(action)
    if parsed.card is not None:
        return text(parsed.verb, lang).format(card=card_name(parsed.card, lang))
    return text(parsed.verb, lang)
