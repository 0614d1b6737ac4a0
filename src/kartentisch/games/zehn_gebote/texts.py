"""Player-facing words: cards, calls, actions, log events and penalty reasons in de/en/nl.

The engine logs events as data; these functions turn them into sentences, so the log, the
toasts and the bot captions say the same thing in every language.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.wording import person_key
from kartentisch.games.zehn_gebote import hooks
from kartentisch.games.zehn_gebote.cards import colour, number
from kartentisch.games.zehn_gebote.texts_nl import NL

COLOUR_NAMES = {
    "de": {"B": "Blau", "G": "Grün", "Y": "Gelb", "R": "Rot"},
    "en": {"B": "blue", "G": "green", "Y": "yellow", "R": "red"},
    "nl": {"B": "blauw", "G": "groen", "Y": "geel", "R": "rood"},
}
FRUIT_NAMES = {
    "de": {"O": "Orange", "S": "Erdbeere", "B": "Banane", "P": "Birne"},
    "en": {"O": "orange", "S": "strawberry", "B": "banana", "P": "pear"},
    "nl": {"O": "sinaasappel", "S": "aardbei", "B": "banaan", "P": "peer"},
}
CALL_NAMES = {
    "de": {"rot": "Rot!", "lecker": "Lecker!", "klopf": "Klopf", "gerade": "Gerade!",
           "hoch": "Hoch!", "letzte": "Letzte!", "sieben": "Sieben!", "farbe": "Farbe!"},
    "en": {"rot": "Red!", "lecker": "Yummy!", "klopf": "Knock", "gerade": "Even!",
           "hoch": "High!", "letzte": "Last one!", "sieben": "Seven!", "farbe": "Colour!"},
    "nl": {"rot": "Rood!", "lecker": "Lekker!", "klopf": "Klop", "gerade": "Even!",
           "hoch": "Hoog!", "letzte": "Laatste!", "sieben": "Zeven!", "farbe": "Kleur!"},
}  # fmt: skip
KIND_NAMES = {
    "de": {"rule": "Regel", "duty": "Pflicht", "at_once": "Sofort", "game_end": "Spielende",
           "table": "Tisch"},
    "en": {"rule": "Rule", "duty": "Duty", "at_once": "At once", "game_end": "Game end",
           "table": "Table"},
    "nl": {"rule": "Regel", "duty": "Plicht", "at_once": "Meteen", "game_end": "Einde",
           "table": "Tafel"},
}  # fmt: skip

_W: dict[str, dict[str, str]] = {
    "de": {
        "play": "{p} spielt {c}.", "refuse": "{p} versucht {c} – die Karte geht zurück.",
        "draw": "{p} zieht eine Karte.", "call": "{p} ruft „{x}“.",
        "reveal": "{p} deckt ein Gebot auf: {k}.", "start": "Startkarte {c}; {p} beginnt.",
        "give": "{p} gibt {t} eine Karte.", "bury": "{p} legt eine Karte unter den Stapel.",
        "drop": "{p} legt {c} ab.", "shed": "{p} wirft {c} ab.",
        "passchip": "{p} schenkt {t} einen Strafchip.", "swap": "{p} tauscht die Hand mit {t}.",
        "passhands": "Alle geben ihre Hand nach links.", "take": "{p} nimmt {c} vom Ablagestapel.",
        "reverse": "Die Spielrichtung kehrt sich um.", "unchip": "{p} gibt einen Strafchip zurück.",
        "roundend": "Der Nachziehstapel ist leer: zweite Runde, {p} ist dann am Zug.",
        "round2": "Zweite Runde: 4 neue Gebote sind im Stapel; Startkarte {c}; {p} beginnt.",
        "end": "Das Spiel ist aus.",
        "pen": "Strafchip für {p}: {r}",
        "play_you": "Du spielst {c}.", "refuse_you": "Du versuchst {c} – die Karte geht zurück.",
        "draw_you": "Du ziehst eine Karte.", "call_you": "Du rufst „{x}“.",
        "reveal_you": "Du deckst ein Gebot auf: {k}.", "start_you": "Startkarte {c}; du beginnst.",
        "give_you": "Du gibst {t} eine Karte.", "bury_you": "Du legst eine Karte unter den Stapel.",
        "drop_you": "Du legst {c} ab.", "shed_you": "Du wirfst {c} ab.",
        "passchip_you": "Du schenkst {t} einen Strafchip.",
        "swap_you": "Du tauschst die Hand mit {t}.",
        "give_to_you": "{p} gibt dir eine Karte.",
        "passchip_to_you": "{p} schenkt dir einen Strafchip.",
        "swap_to_you": "{p} tauscht die Hand mit dir.",
        "take_you": "Du nimmst {c} vom Ablagestapel.",
        "unchip_you": "Du gibst einen Strafchip zurück.",
        "roundend_you": "Der Nachziehstapel ist leer: zweite Runde, du bist dann am Zug.",
        "round2_you": "Zweite Runde: 4 neue Gebote sind im Stapel; Startkarte {c}; du beginnst.",
        "pen_you": "Strafchip für dich: {r}",
        "r_misfit": "{c} passt nicht.", "r_banned": "{c} ist verboten ({k}).",
        "r_nocall": "„{x}“ vergessen ({k}).", "r_needless": "„{x}“ war nicht fällig.",
        "r_mustplay": "gezogen, obwohl eine Karte gepasst hätte.",
        "r_duty": "Pflicht versäumt ({k}).", "r_atonce": "{k}.",
        "r_table": "{k} (gemeldet von {b}).",
        "a_play": "{c} spielen", "a_call": "„{x}“ rufen", "a_draw": "Ziehen",
        "a_give": "{c} nach links geben", "a_bury": "{c} unter den Stapel legen",
        "a_drop": "{c} ablegen", "a_shed": "{c} abwerfen", "a_none": "Nichts",
        "a_done": "Fertig", "a_pass": "Chip an {t}", "a_swap": "Hand mit {t} tauschen",
        "a_penalty": "Strafchip an {t}: {k}",
        "a_first": "{t} beginnt", "a_random": "Zufall",
        "seat": "Platz {n}",
    },
    "en": {
        "play": "{p} plays {c}.", "refuse": "{p} tries {c} – the card goes back.",
        "draw": "{p} draws a card.", "call": "{p} calls '{x}'.",
        "reveal": "{p} reveals a commandment: {k}.", "start": "Starter card {c}; {p} begins.",
        "give": "{p} gives {t} a card.", "bury": "{p} puts a card under the pile.",
        "drop": "{p} discards {c}.", "shed": "{p} sheds {c}.",
        "passchip": "{p} gives {t} a penalty chip.", "swap": "{p} swaps hands with {t}.",
        "passhands": "Everyone passes their hand to the left.",
        "take": "{p} takes {c} from the discard pile.",
        "reverse": "The direction of play reverses.", "unchip": "{p} gives back a penalty chip.",
        "roundend": "The draw pile is empty: second round, {p} will be next.",
        "round2": "Second round: 4 new commandments in the pile; starter card {c}; {p} begins.",
        "end": "The game is over.",
        "pen": "Penalty chip for {p}: {r}",
        "play_you": "You play {c}.", "refuse_you": "You try {c} – the card goes back.",
        "draw_you": "You draw a card.", "call_you": "You call '{x}'.",
        "reveal_you": "You reveal a commandment: {k}.", "start_you": "Starter card {c}; you begin.",
        "give_you": "You give {t} a card.", "bury_you": "You put a card under the pile.",
        "drop_you": "You discard {c}.", "shed_you": "You shed {c}.",
        "passchip_you": "You give {t} a penalty chip.", "swap_you": "You swap hands with {t}.",
        "give_to_you": "{p} gives you a card.", "passchip_to_you": "{p} gives you a penalty chip.",
        "swap_to_you": "{p} swaps hands with you.",
        "take_you": "You take {c} from the discard pile.",
        "unchip_you": "You give back a penalty chip.",
        "roundend_you": "The draw pile is empty: second round, you will be next.",
        "round2_you": "Second round: 4 new commandments in the pile; starter card {c}; you begin.",
        "pen_you": "Penalty chip for you: {r}",
        "r_misfit": "{c} does not fit.", "r_banned": "{c} is banned ({k}).",
        "r_nocall": "forgot '{x}' ({k}).", "r_needless": "'{x}' was not due.",
        "r_mustplay": "drew although a card fitted.",
        "r_duty": "missed a duty ({k}).", "r_atonce": "{k}.",
        "r_table": "{k} (reported by {b}).",
        "a_play": "Play {c}", "a_call": "Call '{x}'", "a_draw": "Draw",
        "a_give": "Give {c} to the left", "a_bury": "Put {c} under the pile",
        "a_drop": "Discard {c}", "a_shed": "Shed {c}", "a_none": "Nothing",
        "a_done": "Done", "a_pass": "Chip to {t}", "a_swap": "Swap hands with {t}",
        "a_penalty": "Penalty chip to {t}: {k}",
        "a_first": "{t} starts", "a_random": "At random",
        "seat": "Seat {n}",
    },
    "nl": {
        "play": "{p} speelt {c}.", "refuse": "{p} probeert {c} – de kaart gaat terug.",
        "draw": "{p} trekt een kaart.", "call": "{p} roept '{x}'.",
        "reveal": "{p} draait een gebod om: {k}.", "start": "Startkaart {c}; {p} begint.",
        "give": "{p} geeft {t} een kaart.", "bury": "{p} legt een kaart onder de stapel.",
        "drop": "{p} legt {c} af.", "shed": "{p} gooit {c} af.",
        "passchip": "{p} geeft {t} een strafchip.", "swap": "{p} ruilt de hand met {t}.",
        "passhands": "Iedereen geeft zijn hand naar links.",
        "take": "{p} pakt {c} van de aflegstapel.",
        "reverse": "De speelrichting draait om.", "unchip": "{p} geeft een strafchip terug.",
        "roundend": "De trekstapel is leeg: tweede ronde, daarna is {p} aan de beurt.",
        "round2": "Tweede ronde: 4 nieuwe geboden in de stapel; startkaart {c}; {p} begint.",
        "end": "Het spel is afgelopen.",
        "pen": "Strafchip voor {p}: {r}",
        "play_you": "Je speelt {c}.", "refuse_you": "Je probeert {c} – de kaart gaat terug.",
        "draw_you": "Je trekt een kaart.", "call_you": "Je roept '{x}'.",
        "reveal_you": "Je draait een gebod om: {k}.", "start_you": "Startkaart {c}; jij begint.",
        "give_you": "Je geeft {t} een kaart.", "bury_you": "Je legt een kaart onder de stapel.",
        "drop_you": "Je legt {c} af.", "shed_you": "Je gooit {c} af.",
        "passchip_you": "Je geeft {t} een strafchip.", "swap_you": "Je ruilt de hand met {t}.",
        "give_to_you": "{p} geeft je een kaart.", "passchip_to_you": "{p} geeft je een strafchip.",
        "swap_to_you": "{p} ruilt de hand met jou.",
        "take_you": "Je pakt {c} van de aflegstapel.",
        "unchip_you": "Je geeft een strafchip terug.",
        "roundend_you": "De trekstapel is leeg: tweede ronde, daarna ben jij aan de beurt.",
        "round2_you": "Tweede ronde: 4 nieuwe geboden in de stapel; startkaart {c}; jij begint.",
        "pen_you": "Strafchip voor jou: {r}",
        "r_misfit": "{c} past niet.", "r_banned": "{c} is verboden ({k}).",
        "r_nocall": "'{x}' vergeten ({k}).", "r_needless": "'{x}' was niet nodig.",
        "r_mustplay": "getrokken terwijl een kaart paste.",
        "r_duty": "plicht vergeten ({k}).", "r_atonce": "{k}.",
        "r_table": "{k} (gemeld door {b}).",
        "a_play": "{c} spelen", "a_call": "'{x}' roepen", "a_draw": "Trekken",
        "a_give": "{c} naar links geven", "a_bury": "{c} onder de stapel leggen",
        "a_drop": "{c} afleggen", "a_shed": "{c} afgooien", "a_none": "Niets",
        "a_done": "Klaar", "a_pass": "Chip aan {t}", "a_swap": "Hand ruilen met {t}",
        "a_penalty": "Strafchip aan {t}: {k}",
        "a_first": "{t} begint", "a_random": "Willekeurig",
        "seat": "Plaats {n}",
    },
}  # fmt: skip


def words(lang: str) -> dict[str, str]:
    return _W.get(lang, _W["de"])


def card_name(card: str, lang: str) -> str:
    return f"{COLOUR_NAMES.get(lang, COLOUR_NAMES['de'])[colour(card)]} {number(card)}"


def call_name(call: str, lang: str) -> str:
    return CALL_NAMES.get(lang, CALL_NAMES["de"]).get(call, call)


def title(cid: str, lang: str) -> str:
    c = hooks.get(cid)
    if lang == "nl" and cid in NL:
        return NL[cid][0]
    return c.title_en if lang == "en" else c.title_de


def text(cid: str, lang: str) -> str:
    c = hooks.get(cid)
    if lang == "nl" and cid in NL:
        return NL[cid][1]
    return c.en if lang == "en" else c.de


def _player(names: Sequence[str], seat: Any, lang: str) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return words(lang)["seat"].format(n=seat)


def describe_event(
    event: Mapping[str, Any], names: Sequence[str], lang: str, viewer: int | None = None
) -> str:
    """One log line; "du" for the ``viewer``'s own moves (the ``seat`` of the event)."""
    w = words(lang)
    e = str(event["kind"])
    fields = {
        "p": _player(names, event.get("seat"), lang),
        "t": _player(names, event.get("to"), lang),
        "b": _player(names, event.get("by"), lang),
        "c": card_name(event["c"], lang) if event.get("c") else "",
        "k": title(event["k"], lang) if event.get("k") else "",
        "x": call_name(event.get("x", ""), lang),
    }
    if e == "pen":
        reason = event["r"]
        if reason in ("misfit", "banned") and event.get("x"):
            fields["c"] = card_name(event["x"], lang)
        fields["r"] = w["r_" + reason].format(**fields)
    seat = event.get("seat")
    target = event.get("to")
    key = person_key(
        w,
        e,
        seat if isinstance(seat, int) else None,
        viewer,
        target if isinstance(target, int) else None,
    )
    return w.get(key, e).format(**fields)


def describe_action(action: str, lang: str, names: Sequence[str] = ()) -> str:
    w = words(lang)
    verb, _, arg = action.partition(" ")
    if verb == "draw":
        return w["a_draw"]
    if verb == "call":
        return w["a_call"].format(x=call_name(arg, lang))
    if verb == "penalty":
        target, cid = arg.split()
        return w["a_penalty"].format(t=_player(names, int(target), lang), k=title(cid, lang))
    if verb in ("pass", "swap", "first"):
        if arg == "none":
            return w["a_random" if verb == "first" else "a_none"]
        return w["a_" + verb].format(t=_player(names, int(arg), lang))
    if arg in ("none", "done"):
        return w["a_" + arg]
    key = "a_" + verb
    if key in w:
        return w[key].format(c=card_name(arg, lang))
    return action
