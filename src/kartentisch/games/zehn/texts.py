"""Player-facing words for cards and actions in German, English and Dutch."""

from __future__ import annotations

from collections.abc import Sequence

CARD_WORDS = {
    "de": {"joker": "Joker", "penalty": "Strafkarte {v}", "round": "Rundenkarte {v}"},
    "en": {"joker": "joker", "penalty": "penalty card {v}", "round": "round card {v}"},
    "nl": {"joker": "joker", "penalty": "strafkaart {v}", "round": "rondekaart {v}"},
}

ACTION_TEXTS = {
    "de": {
        "lay_open": "legt {card} offen",
        "lay_down": "legt eine Karte verdeckt",
        "lay_down_own": "legt {card} verdeckt",
        "chips": " mit {n} Schutzchip(s)",
        "pass": "passt",
        "bid": "bietet {n} auf die Karte von {who}",
        "raise": "erhöht auf {n}",
        "keep": "lässt den Schutz",
        "protect": "schützt mit {n} Chip(s)",
        "add": "legt {card} dazu",
        "stop": "legt keine zweite Karte",
        "start": "bestimmt {who} als Startspieler",
    },
    "en": {
        "lay_open": "lays {card} face up",
        "lay_down": "lays a card face down",
        "lay_down_own": "lays {card} face down",
        "chips": " with {n} protection chip(s)",
        "pass": "passes",
        "bid": "bids {n} for {who}'s card",
        "raise": "raises to {n}",
        "keep": "keeps the protection",
        "protect": "protects with {n} chip(s)",
        "add": "adds {card}",
        "stop": "lays no second card",
        "start": "names {who} start player",
    },
    "nl": {
        "lay_open": "legt {card} open",
        "lay_down": "legt een kaart dicht",
        "lay_down_own": "legt {card} dicht",
        "chips": " met {n} fiche(s) bescherming",
        "pass": "past",
        "bid": "biedt {n} op de kaart van {who}",
        "raise": "verhoogt naar {n}",
        "keep": "laat de bescherming",
        "protect": "beschermt met {n} fiche(s)",
        "add": "legt {card} erbij",
        "stop": "legt geen tweede kaart",
        "start": "wijst {who} aan als startspeler",
    },
}


def card_name(card: str, lang: str = "de") -> str:
    words = CARD_WORDS.get(lang, CARD_WORDS["de"])
    if card == "JK":
        return words["joker"]
    if card.startswith("P"):
        return words["penalty"].format(v=card[1:])
    if card.startswith("R"):
        return words["round"].format(v=card[1:])
    return card


def describe_action(
    action: str, lang: str = "de", names: Sequence[str] | None = None, own: bool = False
) -> str:
    """``own``: the text is for the acting seat itself, which may name its face-down card."""
    t = ACTION_TEXTS.get(lang, ACTION_TEXTS["de"])

    def who(seat: str) -> str:
        i = int(seat)
        return names[i] if names and 0 <= i < len(names) else f"#{i + 1}"

    parts = action.split()
    verb = parts[0] if parts else ""
    if verb == "lay" and len(parts) >= 3:
        card = card_name(parts[1], lang)
        if parts[2] == "open":
            text = t["lay_open"].format(card=card)
        else:
            text = t["lay_down_own" if own else "lay_down"].format(card=card)
        if len(parts) > 3:
            text += t["chips"].format(n=parts[3][1:])
        return text
    if verb == "bid" and len(parts) == 4:
        return t["bid"].format(n=parts[1], who=who(parts[3]))
    if verb in ("raise", "protect") and len(parts) == 2:
        return t[verb].format(n=parts[1])
    if verb == "add" and len(parts) == 2:
        return t["add"].format(card=card_name(parts[1], lang))
    if verb == "start" and len(parts) == 2:
        return t["start"].format(who=who(parts[1]))
    if verb in ("pass", "keep", "stop"):
        return t[verb]
    return action
