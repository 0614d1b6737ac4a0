"""Player-facing words for the Eselspiel in German, English and Dutch."""

from __future__ import annotations

NAMES = {"de": "Eselspiel", "en": "Donkey Game", "nl": "Ezelspel"}

WORDS: dict[str, dict[str, str]] = {
    "de": {
        "turn": "deckt eine Karte auf",
        "keep": "legt die Karte auf den eigenen Ablagestapel",
        "place": "legt die Karte auf {target}",
        "top": "legt die eigene oberste Ablagekarte auf {target}",
        "middle": "Mitte {n}",
        "seat": "den Stapel von {name}",
    },
    "en": {
        "turn": "turns a card",
        "keep": "puts the card on their own discard pile",
        "place": "puts the card on {target}",
        "top": "puts their own discard top on {target}",
        "middle": "middle pile {n}",
        "seat": "{name}'s pile",
    },
    "nl": {
        "turn": "draait een kaart om",
        "keep": "legt de kaart op de eigen aflegstapel",
        "place": "legt de kaart op {target}",
        "top": "legt de eigen bovenste aflegkaart op {target}",
        "middle": "midden {n}",
        "seat": "de stapel van {name}",
    },
}


def words(lang: str) -> dict[str, str]:
    return WORDS.get(lang, WORDS["de"])


def target_text(target: str, names: list[str] | None, lang: str) -> str:
    w = words(lang)
    kind, number = target.split()
    if kind == "middle":
        return w["middle"].format(n=number)
    seat = int(number)
    name = names[seat] if names and 0 <= seat < len(names) else f"#{seat + 1}"
    return w["seat"].format(name=name)


def describe(action: str, lang: str = "de", names: list[str] | None = None) -> str:
    w = words(lang)
    if action in ("turn", "keep"):
        return w[action]
    verb, target = action.split(" ", 1)
    return w[verb].format(target=target_text(target, names, lang))
