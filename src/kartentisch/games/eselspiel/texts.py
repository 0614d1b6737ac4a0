"""Player-facing words for the Eselspiel in German, English and Dutch."""

from __future__ import annotations

from typing import Any

from kartentisch.engine.wording import about

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


def describe(
    action: str, lang: str = "de", names: list[str] | None = None, card: int | None = None
) -> str:
    """``card`` (the card in play, when known) names the card instead of "the card"."""
    w = words(lang)
    if action == "turn":
        return w["turn"]
    if card is not None:
        shown = WITH_CARD.get(lang, WITH_CARD["de"])
        if action == "keep":
            return shown["keep"].format(card=card)
        verb, target = action.split(" ", 1)
        return shown["place"].format(card=card, target=target_text(target, names, lang))
    if action == "keep":
        return w["keep"]
    verb, target = action.split(" ", 1)
    return w[verb].format(target=target_text(target, names, lang))


WITH_CARD = {
    "de": {
        "keep": "legt die {card} auf den eigenen Stapel",
        "place": "legt die {card} auf {target}",
    },
    "en": {"keep": "puts the {card} on their own pile", "place": "puts the {card} on {target}"},
    "nl": {"keep": "legt de {card} op de eigen stapel", "place": "legt de {card} op {target}"},
}


# ---- the table's words --------------------------------------------------------------------

TABLE: dict[str, dict[str, str]] = {
    "de": {
        "you": "du",
        "prompt_turn": "Tippe auf deinen Ziehstapel, um eine Karte aufzudecken.",
        "prompt_place": "Wohin mit der {card}? Tippe auf den Stapel – oder auf deinen eigenen.",
        "prompt_continue": "Angelegt! Nächste Karte aufdecken – oder deine {card} anlegen.",
        "prompt_continue_plain": "Angelegt! Decke die nächste Karte auf.",
        "prompt_top": "Deine {card}: tippe auf den Stapel, auf den sie soll.",
        "wait": "{name} ist am Zug.",
        "nofit": "Die {card} passt nicht auf die {top}.",
        "nofit_empty": "Auf einen leeren Stapel kann man nichts anlegen.",
        "draw_mine": "Karte aufdecken – dein Ziehstapel, {cards}",
        "draw": "Ziehstapel von {name}: {cards}",
        "discard": "Ablagestapel von {name}: {cards}, oben die {top}",
        "discard_empty": "Ablagestapel von {name}: leer",
        "place_on": "Die {card} auf {pile} legen",
        "keep": "Die {card} auf deinen eigenen Stapel legen",
        "middle_pile": "Mittelstapel {i}: oben die {top}, {cards}",
        "pick_top": "Deine oberste Ablagekarte, die {card}, anlegen",
        "turned": "Aufgedeckt",
        "middle": "Mitte",
        "no_middle": "Noch kein Stapel – eine 1 beginnt einen.",
        "ccw": "Gegen den Uhrzeigersinn",
        "donkey": "Esel",
        "donkey_holder": "{name} hat die Eselkarte",
        "donkey_free": "Die Eselkarte liegt am Tischrand",
        "round": "Runde {r} von {limit}",
        "cards": "{n} Karten",
        "cards_one": "1 Karte",
        "pile_middle": "Mitte {i}",
        "pile_seat": "{gen} Stapel",
        "pile_mine": "deinen Stapel",
        "slip_who": "{name} ist der Esel!",
        "slip_who_you": "Du bist der Esel!",
        "slip_seat": "Die {card} passte auf {gen} {top}.",
        "slip_seat_mine": "Die {card} passte auf deine {top}.",
        "slip_middle": "Die {card} gehörte in die Mitte auf die {top}.",
        "slip_took": "{name} bekommt die Eselkarte und {n} Karten.",
        "slip_took_you": "Du bekommst die Eselkarte und {n} Karten.",
        "slip_took_one": "{name} bekommt die Eselkarte und eine Karte.",
        "slip_took_one_you": "Du bekommst die Eselkarte und eine Karte.",
        "log_turn_you": "Du deckst die {card} auf.",
        "log_one_you": "Du deckst eine 1 auf: neuer Mittelstapel.",
        "log_place_you": "Du legst die {card} auf {pile}.",
        "log_top_you": "Du legst deine {card} auf {pile}.",
        "log_keep_you": "Du legst die {card} auf deinen Stapel.",
        "log_flip_you": "Du drehst deinen Ablagestapel um ({cards}).",
        "log_empty_you": "Du hast keine Karten mehr!",
        "log_nofit_you": "Du nimmst die {card} zurück: sie passt nicht auf die {top}.",
        "log_nofit_empty_you": "Du nimmst die {card} zurück: der Stapel ist leer.",
        "end_went_out_you": "Du hast keine Karten mehr.",
        "donkey_holder_you": "Du hast die Eselkarte",
        "log_turn": "{name} deckt die {card} auf.",
        "log_one": "{name} deckt eine 1 auf: neuer Mittelstapel.",
        "log_place": "{name} legt die {card} auf {pile}.",
        "log_top": "{name} legt die eigene {card} auf {pile}.",
        "log_keep": "{name} legt die {card} auf den eigenen Stapel.",
        "log_flip": "{name} dreht den Ablagestapel um ({cards}).",
        "log_empty": "{name} hat keine Karten mehr!",
        "log_limit": "Rundenlimit erreicht: die wenigsten Karten gewinnen.",
        "result_label": "Karten übrig",
        "log_nofit": "{name} nimmt die {card} zurück: sie passt nicht auf die {top}.",
        "log_nofit_empty": "{name} nimmt die {card} zurück: der Stapel ist leer.",
        "end_went_out": "{name} hat keine Karten mehr.",
    },
    "en": {
        "you": "you",
        "prompt_turn": "Tap your draw pile to turn a card.",
        "prompt_place": "Where does the {card} go? Tap the pile – or your own.",
        "prompt_continue": "Placed! Turn the next card – or place your {card}.",
        "prompt_continue_plain": "Placed! Turn the next card.",
        "prompt_top": "Your {card}: tap the pile it goes on.",
        "wait": "{name}'s turn.",
        "nofit": "The {card} does not fit on the {top}.",
        "nofit_empty": "Nothing can go on an empty pile.",
        "draw_mine": "Turn a card – your draw pile, {cards}",
        "draw": "{name}'s draw pile: {cards}",
        "discard": "{name}'s discard pile: {cards}, the {top} on top",
        "discard_empty": "{name}'s discard pile: empty",
        "place_on": "Put the {card} on {pile}",
        "keep": "Put the {card} on your own pile",
        "middle_pile": "Middle pile {i}: the {top} on top, {cards}",
        "pick_top": "Place your discard top, the {card}",
        "turned": "Turned",
        "middle": "Middle",
        "no_middle": "No pile yet – a 1 starts one.",
        "ccw": "Counter-clockwise",
        "donkey": "Donkey",
        "donkey_holder": "{name} holds the donkey card",
        "donkey_free": "The donkey card lies at the side of the table",
        "round": "Round {r} of {limit}",
        "cards": "{n} cards",
        "cards_one": "1 card",
        "pile_middle": "middle {i}",
        "pile_seat": "{gen} pile",
        "pile_mine": "your pile",
        "slip_who": "{name} is the donkey!",
        "slip_who_you": "You are the donkey!",
        "slip_seat": "The {card} fitted on {gen} {top}.",
        "slip_seat_mine": "The {card} fitted on your {top}.",
        "slip_middle": "The {card} belonged in the middle, on the {top}.",
        "slip_took": "{name} gets the donkey card and {n} cards.",
        "slip_took_you": "You get the donkey card and {n} cards.",
        "slip_took_one": "{name} gets the donkey card and one card.",
        "slip_took_one_you": "You get the donkey card and one card.",
        "log_turn_you": "You turn the {card}.",
        "log_one_you": "You turn a 1: a new middle pile.",
        "log_place_you": "You put the {card} on {pile}.",
        "log_top_you": "You put your own {card} on {pile}.",
        "log_keep_you": "You put the {card} on your own pile.",
        "log_flip_you": "You turn your discard pile over ({cards}).",
        "log_empty_you": "You have no cards left!",
        "log_nofit_you": "You take the {card} back: it does not fit on the {top}.",
        "log_nofit_empty_you": "You take the {card} back: the pile is empty.",
        "end_went_out_you": "You have no cards left.",
        "donkey_holder_you": "You hold the donkey card",
        "log_turn": "{name} turns the {card}.",
        "log_one": "{name} turns a 1: a new middle pile.",
        "log_place": "{name} puts the {card} on {pile}.",
        "log_top": "{name} puts their own {card} on {pile}.",
        "log_keep": "{name} puts the {card} on their own pile.",
        "log_flip": "{name} turns their discard pile over ({cards}).",
        "log_empty": "{name} has no cards left!",
        "log_limit": "Round limit reached: the fewest cards win.",
        "result_label": "Cards left",
        "log_nofit": "{name} takes the {card} back: it does not fit on the {top}.",
        "log_nofit_empty": "{name} takes the {card} back: the pile is empty.",
        "end_went_out": "{name} has no cards left.",
    },
    "nl": {
        "you": "jij",
        "prompt_turn": "Tik op je trekstapel om een kaart om te draaien.",
        "prompt_place": "Waar moet de {card} heen? Tik op de stapel – of op je eigen.",
        "prompt_continue": "Aangelegd! Draai de volgende kaart om – of leg je {card} aan.",
        "prompt_continue_plain": "Aangelegd! Draai de volgende kaart om.",
        "prompt_top": "Je {card}: tik op de stapel waar ze heen moet.",
        "wait": "{name} is aan de beurt.",
        "nofit": "De {card} past niet op de {top}.",
        "nofit_empty": "Op een lege stapel kan niets.",
        "draw_mine": "Kaart omdraaien – je trekstapel, {cards}",
        "draw": "Trekstapel van {name}: {cards}",
        "discard": "Aflegstapel van {name}: {cards}, bovenop de {top}",
        "discard_empty": "Aflegstapel van {name}: leeg",
        "place_on": "De {card} op {pile} leggen",
        "keep": "De {card} op je eigen stapel leggen",
        "middle_pile": "Middenstapel {i}: bovenop de {top}, {cards}",
        "pick_top": "Je bovenste aflegkaart, de {card}, aanleggen",
        "turned": "Omgedraaid",
        "middle": "Midden",
        "no_middle": "Nog geen stapel – een 1 begint er een.",
        "ccw": "Tegen de klok in",
        "donkey": "Ezel",
        "donkey_holder": "{name} heeft de ezelkaart",
        "donkey_free": "De ezelkaart ligt aan de rand van de tafel",
        "round": "Ronde {r} van {limit}",
        "cards": "{n} kaarten",
        "cards_one": "1 kaart",
        "pile_middle": "midden {i}",
        "pile_seat": "de stapel van {name}",
        "pile_mine": "je eigen stapel",
        "slip_who": "{name} is de ezel!",
        "slip_who_you": "Jij bent de ezel!",
        "slip_seat": "De {card} paste op de {top} van {name}.",
        "slip_seat_mine": "De {card} paste op jouw {top}.",
        "slip_middle": "De {card} hoorde in het midden, op de {top}.",
        "slip_took": "{name} krijgt de ezelkaart en {n} kaarten.",
        "slip_took_you": "Je krijgt de ezelkaart en {n} kaarten.",
        "slip_took_one": "{name} krijgt de ezelkaart en één kaart.",
        "slip_took_one_you": "Je krijgt de ezelkaart en één kaart.",
        "log_turn_you": "Je draait de {card} om.",
        "log_one_you": "Je draait een 1 om: een nieuwe middenstapel.",
        "log_place_you": "Je legt de {card} op {pile}.",
        "log_top_you": "Je legt je eigen {card} op {pile}.",
        "log_keep_you": "Je legt de {card} op je eigen stapel.",
        "log_flip_you": "Je draait je aflegstapel om ({cards}).",
        "log_empty_you": "Je hebt geen kaarten meer!",
        "log_nofit_you": "Je neemt de {card} terug: ze past niet op de {top}.",
        "log_nofit_empty_you": "Je neemt de {card} terug: de stapel is leeg.",
        "end_went_out_you": "Je hebt geen kaarten meer.",
        "donkey_holder_you": "Jij hebt de ezelkaart",
        "log_turn": "{name} draait de {card} om.",
        "log_one": "{name} draait een 1 om: een nieuwe middenstapel.",
        "log_place": "{name} legt de {card} op {pile}.",
        "log_top": "{name} legt de eigen {card} op {pile}.",
        "log_keep": "{name} legt de {card} op de eigen stapel.",
        "log_flip": "{name} draait de aflegstapel om ({cards}).",
        "log_empty": "{name} heeft geen kaarten meer!",
        "log_limit": "Rondelimiet bereikt: de minste kaarten winnen.",
        "result_label": "Kaarten over",
        "log_nofit": "{name} neemt de {card} terug: ze past niet op de {top}.",
        "log_nofit_empty": "{name} neemt de {card} terug: de stapel is leeg.",
        "end_went_out": "{name} heeft geen kaarten meer.",
    },
}


def table_words(lang: str) -> dict[str, str]:
    return TABLE.get(lang, TABLE["de"])


def say(lang: str, key: str, seat: int | None, viewer: int | None, **values: object) -> str:
    """``key`` about ``seat``; about the person at the device (``viewer``) its "du" form
    (``key_you``: "Du deckst die 7 auf", not "Spieler 1 deckt die 7 auf")."""
    return about(table_words(lang), key, seat, viewer, **values)


def genitive(name: str, lang: str) -> str:
    """ "Annas", "Hans’" in German; "Anna's" in English (Dutch texts say "van {name}")."""
    if lang == "de":
        return f"{name}’" if name[-1:].lower() in ("s", "ß", "x", "z") else f"{name}s"
    return f"{name}'s"


def pile_name(target: str, names: list[str], lang: str, viewer: int | None = None) -> str:
    w = table_words(lang)
    kind, number = target.split()
    if kind == "middle":
        return w["pile_middle"].format(i=number)
    seat = int(number)
    if seat == viewer:
        return w["pile_mine"]
    name = names[seat] if 0 <= seat < len(names) else "?"
    return w["pile_seat"].format(gen=genitive(name, lang), name=name)


def slip_text(event: dict[str, Any], names: list[str], lang: str, viewer: int | None = None) -> str:
    """ "Bert ist der Esel! Die 7 passte auf Annas 8." — whose slip, and where the card
    belonged; "Du bist der Esel!" for the person at the device (``viewer``)."""
    w = table_words(lang)
    slipper = event["seat"]
    who = say(lang, "slip_who", slipper, viewer, name=_name(names, slipper))
    right: list[str] = event["right"]
    tops: list[int] = event["right_tops"]
    if not right:
        return who + " " + w["slip_middle"].format(card=event["card"], top="?")
    kind, number = right[0].split()
    if kind == "middle":
        return who + " " + w["slip_middle"].format(card=event["card"], top=tops[0])
    seat = int(number)
    name = _name(names, seat)
    key = "slip_seat_mine" if seat == viewer else "slip_seat"
    return (
        who
        + " "
        + w[key].format(card=event["card"], top=tops[0], gen=genitive(name, lang), name=name)
    )


def _name(names: list[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def nofit_text(event: dict[str, Any], lang: str) -> str:
    """ "Die 7 passt nicht auf die 12." — why a card came back (said to the one who tried)."""
    w = table_words(lang)
    if event["top"] is None:
        return w["nofit_empty"]
    return w["nofit"].format(card=event["card"], top=event["top"])


def went_out_text(
    events: list[dict[str, Any]], names: list[str], lang: str, viewer: int | None = None
) -> str:
    """The end screen's note when a player went out: who has no cards left."""
    end = next((e for e in reversed(events) if e["k"] == "end"), None)
    seats = end["seats"] if end is not None else []
    return " ".join(
        say(lang, "end_went_out", s, viewer, name=names[s]) for s in seats if 0 <= s < len(names)
    )


def count_cards(n: int, lang: str) -> str:
    """ "1 Karte", "7 Karten": the words for a number of cards."""
    w = table_words(lang)
    return w["cards_one"] if n == 1 else w["cards"].format(n=n)


def took_text(event: dict[str, Any], names: list[str], lang: str, viewer: int | None = None) -> str:
    """ "Anna bekommt die Eselkarte und 2 Karten" — the cards moving to the donkey."""
    seat = event["seat"]
    took = len(event["took"])
    key = "slip_took_one" if took == 1 else "slip_took"
    return say(lang, key, seat, viewer, name=_name(names, seat), n=took)


def event_lines(
    event: dict[str, Any], names: list[str], lang: str, viewer: int | None = None
) -> list[str]:
    """The log lines for one event of the view's public log ("du" for ``viewer``)."""
    w = table_words(lang)
    seats = event.get("seats") or []
    seat = event.get("seat", seats[0] if seats else 0)
    name = _name(names, seat)
    kind = event["k"]
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
        if event["by"] == "limit":
            return [w["log_limit"]]
        return [
            say(lang, "log_empty", s, viewer, name=names[s]) for s in seats if 0 <= s < len(names)
        ]
    return []
