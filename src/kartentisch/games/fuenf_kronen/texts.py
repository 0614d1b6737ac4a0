"""Player-facing words for actions and events, in German, English and Dutch."""

from __future__ import annotations

from kartentisch.games.fuenf_kronen.cards import card_name

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
        "lay_down": "legt aus, behält {leftover} ({score} Punkte)",
        "round_end": "Runde {round} vorbei",
        "nothing": "nichts",
        "draw": "zieht vom Stapel",
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
        "lay_down": "lays down, keeps {leftover} ({score} points)",
        "round_end": "Round {round} is over",
        "nothing": "nothing",
        "draw": "draws from the stock",
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
        "lay_down": "legt af, houdt {leftover} ({score} punten)",
        "round_end": "Ronde {round} is voorbij",
        "nothing": "niets",
        "draw": "trekt van de stapel",
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
    action = action.split(" as ", 1)[0]
    if action.startswith("discard "):
        return text("discard", lang).format(card=card_name(action[8:], lang))
    if action.startswith("go out "):
        return text("go out", lang).format(card=card_name(action[7:], lang))
    return text(action, lang)
