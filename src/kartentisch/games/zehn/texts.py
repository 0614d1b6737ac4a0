"""Player-facing words for cards and actions in German, English and Dutch."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from kartentisch.engine.wording import person_key
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import JOKER, is_penalty_card, penalty_points

SINGULAR = {
    "Chips": "Chip",
    "Schutzchips": "Schutzchip",
    "Strafpunkte": "Strafpunkt",
    "Handkarten": "Handkarte",
    "chips": "chip",
    "points": "point",
    "cards": "card",
    "fiches": "fiche",
    "beschermingsfiches": "beschermingsfiche",
    "strafpunten": "strafpunt",
    "handkaarten": "handkaart",
}
"""Plural nouns after a count and their form after exactly one."""
_ONE = re.compile(r"(?<![\d.])1 ((?:protection |penalty )?)(\w+)\b")
_MAYBE_S = re.compile(r"(?<![\d.])(\d+) (\w+)\(s\)")


def count_words(text: str) -> str:
    """ "1 Chips" reads "1 Chip": the texts are written for many, this mends the one."""
    text = _MAYBE_S.sub(lambda m: f"{m[1]} {m[2]}" + ("" if m[1] == "1" else "s"), text)
    return _ONE.sub(lambda m: f"1 {m[1]}{SINGULAR.get(m[2], m[2])}", text)


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
        "lay_open_you": "legst {card} offen",
        "lay_down_you": "legst eine Karte verdeckt",
        "lay_down_own_you": "legst {card} verdeckt",
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
        "lay_open_you": "lay {card} face up",
        "lay_down_you": "lay a card face down",
        "lay_down_own_you": "lay {card} face down",
    },
    "nl": {
        "lay_open": "legt {card} open",
        "lay_down": "legt een kaart dicht",
        "lay_down_own": "legt {card} dicht",
        # "je legt" has the verb form of "Anna legt": the same words
        "lay_open_you": "legt {card} open",
        "lay_down_you": "legt een kaart dicht",
        "lay_down_own_you": "legt {card} dicht",
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


POINT_WORDS = {"de": "{n} Strafpunkte", "en": "{n} penalty points", "nl": "{n} strafpunten"}


def card_label(card: str, lang: str = "de") -> str:
    """A card's accessible name: its name, plus the penalty points its corner shows.

    The points are printed on the joker and the penalty cards, so a name without them would
    not contain the card's visible text.
    """
    name = card_name(card, lang)
    if card == JOKER or is_penalty_card(card):
        points = POINT_WORDS.get(lang, POINT_WORDS["de"]).format(n=penalty_points(card))
        return count_words(f"{name}, {points}")
    return name


def describe_action(
    action: str,
    lang: str = "de",
    names: Sequence[str] | None = None,
    own: bool = False,
    you: bool = False,
) -> str:
    """``own``: the text is for the acting seat itself, which may name its face-down card;
    ``you``: the phrase follows "du" ("legst … offen"), for the person's own moves."""
    return count_words(_describe_action(action, lang, names, own, you))


def _describe_action(
    action: str, lang: str, names: Sequence[str] | None, own: bool, you: bool
) -> str:
    t = ACTION_TEXTS.get(lang, ACTION_TEXTS["de"])

    def lay(key: str) -> str:
        return person_key(t, key, 0 if you else None, 0)

    def who(seat: str) -> str:
        i = int(seat)
        return names[i] if names and 0 <= i < len(names) else f"#{i + 1}"

    try:
        parsed = actions.parse(action)
    except ValueError:
        return action
    verb = parsed.verb
    if verb == actions.LAY:
        card = card_name(str(parsed.card), lang)
        if not parsed.down:
            text = t[lay("lay_open")].format(card=card)
        else:
            text = t[lay("lay_down_own" if own else "lay_down")].format(card=card)
        if parsed.chips:
            text += t["chips"].format(n=parsed.chips)
        return text
    if verb == actions.BID:
        return t["bid"].format(n=parsed.amount, who=who(str(parsed.seat)))
    if verb in (actions.RAISE, actions.PROTECT):
        return t[verb].format(n=parsed.amount)
    if verb == actions.ADD:
        return t["add"].format(card=card_name(str(parsed.card), lang))
    if verb == actions.START:
        return t["start"].format(who=who(str(parsed.seat)))
    return t[verb]


EVENT_TEXTS = {
    "de": {
        "round": "Runde {no}: Rundenkarte {card} ({card} Strafpunkte), {who} beginnt.",
        "lay": "{who} {what}.",
        "pass": "{who} eröffnet keine Versteigerung.",
        "auction": "{who} bietet {n} auf die Karte von {owner}.",
        "raise": "{who} erhöht auf {n}.",
        "fold": "{who} passt.",
        "won_owner": "{who} ersteigert die Karte von {owner} für {n} (an {owner}) und tauscht.",
        "won_pot": "{who} ersteigert die Karte von {owner} für {n} (in den Pott) und tauscht.",
        "protect": "{who} schützt die neue Karte mit {n} Chips.",
        "protection_to_pot": "Die Schutzchips ({n}) kommen in den Pott.",
        "add": "{who} legt {card} dazu.",
        "stop": "{who} legt keine zweite Karte.",
        "reveal": "Aufgedeckt: {totals}.",
        "penalty": "{who} hat die niedrigste Summe und nimmt {n} Strafpunkte.",
        "pot": "{who} hat die höchste Summe und gewinnt den Pott ({n} Chips).",
        "start": "{by} bestimmt {who} als Startspieler.",
        "end_rounds": "Nach der 10. Runde ist das Spiel zu Ende.",
        "end_draw": "Der Stapel reicht nicht mehr zum Auffüllen: Spielende.",
        "round_you": "Runde {no}: Rundenkarte {card} ({card} Strafpunkte), du beginnst.",
        "lay_you": "Du {what}.",
        "pass_you": "Du eröffnest keine Versteigerung.",
        "auction_you": "Du bietest {n} auf die Karte von {owner}.",
        "raise_you": "Du erhöhst auf {n}.",
        "fold_you": "Du passt.",
        "won_owner_you": "Du ersteigerst die Karte von {owner} für {n} (an {owner}) und tauschst.",
        "won_pot_you": "Du ersteigerst die Karte von {owner} für {n} (in den Pott) und tauschst.",
        "protect_you": "Du schützt die neue Karte mit {n} Chips.",
        "add_you": "Du legst {card} dazu.",
        "stop_you": "Du legst keine zweite Karte.",
        "penalty_you": "Du hast die niedrigste Summe und nimmst {n} Strafpunkte.",
        "pot_you": "Du hast die höchste Summe und gewinnst den Pott ({n} Chips).",
        "start_you": "Du bestimmst {who} als Startspieler.",
        "auction_to_you": "{who} bietet {n} auf deine Karte.",
        "won_owner_to_you": "{who} ersteigert deine Karte für {n} (an dich) und tauscht.",
        "won_pot_to_you": "{who} ersteigert deine Karte für {n} (in den Pott) und tauscht.",
        "start_to_you": "{by} bestimmt dich als Startspieler.",
        "start_you_to_you": "Du bestimmst dich selbst als Startspieler.",
        "you": "du",
    },
    "en": {
        "round": "Round {no}: round card {card} ({card} penalty points), {who} starts.",
        "lay": "{who} {what}.",
        "pass": "{who} opens no auction.",
        "auction": "{who} bids {n} for {owner}'s card.",
        "raise": "{who} raises to {n}.",
        "fold": "{who} passes.",
        "won_owner": "{who} wins {owner}'s card for {n} (paid to {owner}) and swaps.",
        "won_pot": "{who} wins {owner}'s card for {n} (into the pot) and swaps.",
        "protect": "{who} protects the new card with {n} chips.",
        "protection_to_pot": "The protection chips ({n}) go into the pot.",
        "add": "{who} adds {card}.",
        "stop": "{who} lays no second card.",
        "reveal": "Turned up: {totals}.",
        "penalty": "{who} has the lowest total and takes {n} penalty points.",
        "pot": "{who} has the highest total and wins the pot ({n} chips).",
        "start": "{by} names {who} start player.",
        "end_rounds": "The game ends after round 10.",
        "end_draw": "The draw pile cannot refill every hand: the game ends.",
        "round_you": "Round {no}: round card {card} ({card} penalty points), you start.",
        "lay_you": "You {what}.",
        "pass_you": "You open no auction.",
        "auction_you": "You bid {n} for {owner}'s card.",
        "raise_you": "You raise to {n}.",
        "fold_you": "You pass.",
        "won_owner_you": "You win {owner}'s card for {n} (paid to {owner}) and swap.",
        "won_pot_you": "You win {owner}'s card for {n} (into the pot) and swap.",
        "protect_you": "You protect the new card with {n} chips.",
        "add_you": "You add {card}.",
        "stop_you": "You lay no second card.",
        "penalty_you": "You have the lowest total and take {n} penalty points.",
        "pot_you": "You have the highest total and win the pot ({n} chips).",
        "start_you": "You name {who} start player.",
        "auction_to_you": "{who} bids {n} for your card.",
        "won_owner_to_you": "{who} wins your card for {n} (paid to you) and swaps.",
        "won_pot_to_you": "{who} wins your card for {n} (into the pot) and swaps.",
        "start_to_you": "{by} names you start player.",
        "start_you_to_you": "You name yourself start player.",
        "you": "you",
    },
    "nl": {
        "round": "Ronde {no}: rondekaart {card} ({card} strafpunten), {who} begint.",
        "lay": "{who} {what}.",
        "pass": "{who} opent geen veiling.",
        "auction": "{who} biedt {n} op de kaart van {owner}.",
        "raise": "{who} verhoogt naar {n}.",
        "fold": "{who} past.",
        "won_owner": "{who} koopt de kaart van {owner} voor {n} (aan {owner}) en ruilt.",
        "won_pot": "{who} koopt de kaart van {owner} voor {n} (in de pot) en ruilt.",
        "protect": "{who} beschermt de nieuwe kaart met {n} fiches.",
        "protection_to_pot": "De beschermingsfiches ({n}) gaan in de pot.",
        "add": "{who} legt {card} erbij.",
        "stop": "{who} legt geen tweede kaart.",
        "reveal": "Omgedraaid: {totals}.",
        "penalty": "{who} heeft de laagste score en krijgt {n} strafpunten.",
        "pot": "{who} heeft de hoogste score en wint de pot ({n} fiches).",
        "start": "{by} wijst {who} aan als startspeler.",
        "end_rounds": "Na ronde 10 is het spel afgelopen.",
        "end_draw": "De trekstapel is te klein om aan te vullen: einde.",
        "round_you": "Ronde {no}: rondekaart {card} ({card} strafpunten), jij begint.",
        "lay_you": "Je {what}.",
        "pass_you": "Je opent geen veiling.",
        "auction_you": "Je biedt {n} op de kaart van {owner}.",
        "raise_you": "Je verhoogt naar {n}.",
        "fold_you": "Je past.",
        "won_owner_you": "Je koopt de kaart van {owner} voor {n} (aan {owner}) en ruilt.",
        "won_pot_you": "Je koopt de kaart van {owner} voor {n} (in de pot) en ruilt.",
        "protect_you": "Je beschermt de nieuwe kaart met {n} fiches.",
        "add_you": "Je legt {card} erbij.",
        "stop_you": "Je legt geen tweede kaart.",
        "penalty_you": "Je hebt de laagste score en krijgt {n} strafpunten.",
        "pot_you": "Je hebt de hoogste score en wint de pot ({n} fiches).",
        "start_you": "Je wijst {who} aan als startspeler.",
        "auction_to_you": "{who} biedt {n} op jouw kaart.",
        "won_owner_to_you": "{who} koopt jouw kaart voor {n} (aan jou) en ruilt.",
        "won_pot_to_you": "{who} koopt jouw kaart voor {n} (in de pot) en ruilt.",
        "start_to_you": "{by} wijst jou aan als startspeler.",
        "start_you_to_you": "Je wijst jezelf aan als startspeler.",
        "you": "jij",
    },
}


def describe_event(
    event: Mapping[str, object], names: Sequence[str], lang: str = "de", viewer: int | None = None
) -> str:
    """One log line for a public event; "du" for the ``viewer``'s own moves."""
    return count_words(_describe_event(event, names, lang, viewer))


def _describe_event(
    event: Mapping[str, object], names: Sequence[str], lang: str, viewer: int | None
) -> str:
    t = EVENT_TEXTS.get(lang, EVENT_TEXTS["de"])

    def who(key: str) -> str:
        seat = event.get(key)
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def said(key: str, subject: str = "seat", target: str = "", **values: object) -> str:
        seat, done_to = event.get(subject), event.get(target)
        found = person_key(
            t,
            key,
            seat if isinstance(seat, int) else None,
            viewer,
            done_to if isinstance(done_to, int) else None,
        )
        return t[found].format(**values)

    kind = str(event.get("kind"))
    if kind == "round":
        card = str(event["card"])[1:]
        return said("round", "start", no=event["no"], card=card, who=who("start"))
    if kind == "lay":
        down = bool(event["down"])
        chips = int(str(event["chips"]))
        laid = event.get("card")
        action = actions.lay(str(laid) if laid else "X", down, chips)
        mine = viewer is not None and event.get("seat") == viewer
        what = describe_action(action, lang, you=mine)
        return said("lay", who=who("seat"), what=what)
    if kind in ("pass", "fold", "stop"):
        return said(kind, who=who("seat"))
    if kind in ("auction", "raise"):
        return said(kind, target="owner", who=who("seat"), owner=who("owner"), n=event["amount"])
    if kind == "won":
        key = "won_owner" if event["paid"] == "owner" else "won_pot"
        return said(key, target="owner", who=who("seat"), owner=who("owner"), n=event["amount"])
    if kind == "protect":
        return said("protect", who=who("seat"), n=event["chips"])
    if kind == "protection_to_pot":
        return t["protection_to_pot"].format(n=event["chips"])
    if kind == "add":
        return said("add", who=who("seat"), card=card_name(str(event["card"]), lang))
    if kind == "reveal":
        totals = event["totals"]
        assert isinstance(totals, list)

        def shown(s: int) -> str:
            return t["you"] if s == viewer else names[s] if s < len(names) else "?"

        parts = [f"{shown(s)} {v}" for s, v in enumerate(totals)]
        return t["reveal"].format(totals=", ".join(parts))
    if kind == "penalty":
        return said("penalty", who=who("seat"), n=event["points"])
    if kind == "pot":
        return said("pot", who=who("seat"), n=event["chips"])
    if kind == "start":
        return said("start", "by", target="seat", who=who("seat"), by=who("by"))
    if kind == "end":
        return t["end_rounds" if event.get("reason") == "rounds_done" else "end_draw"]
    return kind
