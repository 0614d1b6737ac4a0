# ruff: noqa: E501  (commandment texts are data; a line each reads best)
"""The 52 commandments: 2 Spielstart cards and 50 more, as data plus small hooks.

Ids say the kind: R rule, D duty, A at once, E game end, T table. Every text exists in
German and English; the short title is what the card in the middle shows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from kartentisch.games.zehn_gebote import effects as fx
from kartentisch.games.zehn_gebote.cards import (
    SEVENTY,
    colour,
    digits,
    fruits,
    is_two_digit,
    number,
)
from kartentisch.games.zehn_gebote.hooks import (
    AT_ONCE,
    DUTY,
    GAME_END,
    RULE,
    TABLE,
    Commandment,
    PlayCheck,
    Scoring,
    Sheet,
    register,
)
from kartentisch.games.zehn_gebote.state import ZState

# ---- small hook builders ---------------------------------------------------------------


def call_when(call: str, when: Callable[[PlayCheck], bool]) -> Callable[[PlayCheck], list[str]]:
    return lambda check: [call] if when(check) else []


def task_after(number_played: int, kind: str, source: str) -> Callable[[ZState, int, str], None]:
    def after(state: ZState, seat: int, card: str) -> None:
        if number(card) == number_played:
            fx.push_task(state, kind, seat, source)

    return after


def fruit_value(fruit: str, value: int) -> Callable[[Scoring], None]:
    def adjust(sc: Scoring) -> None:
        sc.fruit_value[fruit] = value

    return adjust


def one_digit(card: str) -> bool:
    return not is_two_digit(card)


# Parametric commandments: one factory gives both the data (``params``) and the hook, so
# the record says what it does ("call": "rot", "fruit": "S") and the hook cannot disagree.

Hooks = dict[str, Any]


def call_duty(call: str, when: Callable[[PlayCheck], bool]) -> Hooks:
    return {"calls": (call,), "calls_due": call_when(call, when), "params": {"call": call}}


def task_after_number(n: int, kind: str, source: str) -> Hooks:
    return {"after_play": task_after(n, kind, source), "params": {"number": n, "task": kind}}


def draws_after_number(n: int, count: int) -> Hooks:
    return {
        "draws": lambda c: count if number(c.card) == n else None,
        "params": {"number": n, "draws": count},
    }


def fruit_worth(fruit: str, value: int) -> Hooks:
    return {"adjust": fruit_value(fruit, value), "params": {"fruit": fruit, "value": value}}


def ban_colour_on(card_colour: str, top_colour: str) -> Hooks:
    return {
        "forbids": lambda c: colour(c.card) == card_colour and colour(c.top) == top_colour,
        "params": {"colour": card_colour, "on": top_colour},
    }


def ban_number(n: int) -> Hooks:
    return {"forbids": lambda c: number(c.card) == n, "params": {"number": n}}


def wild_number(n: int) -> Hooks:
    return {"permits": lambda c: number(c.card) == n, "params": {"number": n}}


def colour_on_fruit(card_colour: str, fruit: str) -> Hooks:
    return {
        "permits": lambda c: colour(c.card) == card_colour and fruit in fruits(c.top),
        "params": {"colour": card_colour, "fruit": fruit},
    }


# ---- table (the app cannot see these: any player can hand a chip, with the reason) -------

register(
    Commandment(
        "T01", TABLE,
        "Spielstart: Niesen ist verboten! Wer niest, bekommt einen Strafchip.",
        "Game start: no sneezing! Whoever sneezes gets a penalty chip.",
        "Nicht niesen", "No sneezing",
    ),
    Commandment(
        "T02", TABLE,
        "Spielstart: Niemand darf „ich“ oder „mich“ sagen – auch nicht am Telefon.",
        "Game start: nobody may say 'I' or 'me' (in German: 'ich', 'mich') – not even on the phone.",
        "Kein „ich“", "No 'I'",
    ),
)  # fmt: skip

# ---- rules: what may be played -----------------------------------------------------------

register(
    Commandment(
        "R01", RULE,
        "Gleiche Farbe passt: Eine Karte darf auf jede Karte ihrer Farbe, auch einstellig auf einstellig – außer ein geltendes Verbot untersagt es.",
        "Same colour fits: a card may go on any card of its colour, one-digit on one-digit too – unless a ban in force forbids it.",
        "Gleiche Farbe passt", "Same colour fits",
        permits=lambda c: colour(c.card) == colour(c.top),
    ),
    Commandment(
        "R02", RULE,
        "Karten mit einer gemeinsamen Frucht passen aufeinander – außer ein geltendes Verbot untersagt es.",
        "Cards that share a fruit fit each other – unless a ban in force forbids it.",
        "Gleiche Frucht passt", "Shared fruit fits",
        permits=lambda c: bool(set(fruits(c.card)) & set(fruits(c.top))),
    ),
    Commandment(
        "R03", RULE,
        "Einstellig auf einstellig ist erlaubt, wenn sich die Zahlen um 1 unterscheiden – außer ein geltendes Verbot untersagt es.",
        "One-digit on one-digit is allowed when the numbers differ by 1 – unless a ban in force forbids it.",
        "Nachbarzahlen", "Neighbour numbers",
        permits=lambda c: one_digit(c.card) and one_digit(c.top)
        and abs(number(c.card) - number(c.top)) == 1,
    ),
    Commandment(
        "R04", RULE,
        "Eine einstellige Karte passt auch zu einer zweistelligen, deren Ziffern malgenommen sie ergeben (z. B. 6 und 23) – außer ein geltendes Verbot untersagt es.",
        "A one-digit card also fits a two-digit card whose digits multiply to it (e.g. 6 and 23) – unless a ban in force forbids it.",
        "Malnehmen", "Multiply",
        permits=lambda c: one_digit(c.card) != one_digit(c.top) and _product_fits(c),
    ),
    Commandment(
        "R05", RULE,
        "Die 70 passt auf jede rote Karte, und jede rote Karte passt auf die 70 – außer ein geltendes Verbot untersagt es.",
        "The 70 fits on any red card, and any red card fits on the 70 – unless a ban in force forbids it.",
        "70 auf Rot", "70 on red",
        permits=lambda c: (c.card == SEVENTY and colour(c.top) == "R")
        or (c.top == SEVENTY and colour(c.card) == "R"),
    ),
    Commandment(
        "R06", RULE,
        "Keine gelbe Karte auf eine blaue.",
        "No yellow card on a blue one.",
        "Kein Gelb auf Blau", "No yellow on blue",
        **ban_colour_on("Y", "B"),
    ),
    Commandment(
        "R07", RULE,
        "Keine gerade Zahl auf eine ungerade.",
        "No even number on an odd one.",
        "Gerade nicht auf ungerade", "No even on odd",
        forbids=lambda c: number(c.card) % 2 == 0 and number(c.top) % 2 == 1,
    ),
    Commandment(
        "R08", RULE,
        "Die 1 darf nicht gespielt werden.",
        "The 1 may not be played.",
        "Keine 1", "No 1",
        **ban_number(1),
    ),
    Commandment(
        "R09", RULE,
        "Zweistellig auf zweistellig ist erlaubt, wenn beide eine Ziffer gemeinsam haben – außer ein geltendes Verbot untersagt es.",
        "Two-digit on two-digit is allowed when they share a digit – unless a ban in force forbids it.",
        "Gemeinsame Ziffer", "Shared digit",
        permits=lambda c: is_two_digit(c.card) and is_two_digit(c.top)
        and bool(set(digits(c.card)) & set(digits(c.top))),
    ),
    Commandment(
        "R10", RULE,
        "Nie eine Karte auf eine Karte derselben Farbe.",
        "Never a card on a card of the same colour.",
        "Farbwechsel", "Change colour",
        forbids=lambda c: colour(c.card) == colour(c.top),
    ),
    Commandment(
        "R11", RULE,
        "Eine 6 passt auf jede Karte – außer ein geltendes Verbot untersagt es.",
        "A 6 fits on any card – unless a ban in force forbids it.",
        "6 passt", "6 fits",
        **wild_number(6),
    ),
    Commandment(
        "R12", RULE,
        "Zweistellige Karten über 50 dürfen nicht gespielt werden.",
        "Two-digit cards above 50 may not be played.",
        "Nichts über 50", "Nothing above 50",
        forbids=lambda c: number(c.card) > 50,
    ),
    Commandment(
        "R13", RULE,
        "Eine rote Karte passt auf jede Karte mit einer Erdbeere – außer ein geltendes Verbot untersagt es.",
        "A red card fits on any card showing a strawberry – unless a ban in force forbids it.",
        "Rot auf Erdbeere", "Red on strawberry",
        **colour_on_fruit("R", "S"),
    ),
    Commandment(
        "R14", RULE,
        "Einstellig auf einstellig ist erlaubt, wenn beide dieselbe Zahl zeigen – außer ein geltendes Verbot untersagt es.",
        "One-digit on one-digit is allowed when both show the same number – unless a ban in force forbids it.",
        "Gleiche Zahl", "Same number",
        permits=lambda c: one_digit(c.card) and one_digit(c.top) and number(c.card) == number(c.top),
    ),
)  # fmt: skip


def _product_fits(c: PlayCheck) -> bool:
    single, double = (c.top, c.card) if is_two_digit(c.card) else (c.card, c.top)
    t, u = digits(double)
    return t * u == number(single)


# ---- duties: calls before a play, and what follows a play --------------------------------

register(
    Commandment(
        "D01", DUTY,
        "Wer eine rote Karte spielt, ruft vorher „Rot!“.",
        "Call 'Red!' before you play a red card.",
        "„Rot!“", "'Red!'",
        **call_duty("rot", lambda c: colour(c.card) == "R"),
    ),
    Commandment(
        "D02", DUTY,
        "Wer eine Karte mit Erdbeere spielt, ruft vorher „Lecker!“.",
        "Call 'Yummy!' before you play a card with a strawberry.",
        "„Lecker!“", "'Yummy!'",
        **call_duty("lecker", lambda c: "S" in fruits(c.card)),
    ),
    Commandment(
        "D03", DUTY,
        "Liegt oben eine zweistellige Karte, klopft der nächste Spieler vor dem Ausspielen („Klopf“).",
        "When a two-digit card lies on top, the next player knocks before playing ('Knock').",
        "„Klopf“", "'Knock'",
        **call_duty("klopf", lambda c: is_two_digit(c.top)),
    ),
    Commandment(
        "D04", DUTY,
        "Wer eine 5 spielt, gibt danach eine Karte seiner Wahl dem linken Nachbarn.",
        "Whoever plays a 5 then gives a card of their choice to the left neighbour.",
        "5: Karte nach links", "5: a card to the left",
        **task_after_number(5, "give", "D04"),
    ),
    Commandment(
        "D05", DUTY,
        "Wer eine 6 spielt, zieht am Ende des Zuges zwei Karten statt einer.",
        "Whoever plays a 6 draws two cards instead of one at the end of the turn.",
        "6: zwei ziehen", "6: draw two",
        **draws_after_number(6, 2),
    ),
    Commandment(
        "D06", DUTY,
        "Wer eine gerade Zahl spielt, ruft vorher „Gerade!“.",
        "Call 'Even!' before you play an even number.",
        "„Gerade!“", "'Even!'",
        **call_duty("gerade", lambda c: number(c.card) % 2 == 0),
    ),
    Commandment(
        "D07", DUTY,
        "Wer eine höhere Zahl als die oberste Karte spielt, ruft vorher „Hoch!“.",
        "Call 'High!' before you play a higher number than the top card.",
        "„Hoch!“", "'High!'",
        **call_duty("hoch", lambda c: number(c.card) > number(c.top)),
    ),
    Commandment(
        "D08", DUTY,
        "Wer eine 1 spielt, zieht in diesem Zug keine Karte – außer ein geltendes Verbot untersagt die 1: Dann wird sie nicht gespielt und zählt nicht.",
        "Whoever plays a 1 draws no card this turn – unless a ban in force forbids the 1: then it is not played and doesn't count.",
        "1: nicht ziehen", "1: no draw",
        **draws_after_number(1, 0),
    ),
    Commandment(
        "D09", DUTY,
        "Wer seine vorletzte Karte spielt, ruft vorher „Letzte!“.",
        "Call 'Last one!' before you play your second-to-last card.",
        "„Letzte!“", "'Last one!'",
        **call_duty("letzte", lambda c: c.hand_size == 2),
    ),
    Commandment(
        "D10", DUTY,
        "Wer eine Karte spielt, deren Ziffern zusammen 7 ergeben, ruft vorher „Sieben!“.",
        "Call 'Seven!' before you play a card whose digits add up to 7.",
        "„Sieben!“", "'Seven!'",
        **call_duty("sieben", lambda c: sum(digits(c.card)) == 7),
    ),
    Commandment(
        "D11", DUTY,
        "Wer eine 4 spielt, legt danach eine Karte seiner Wahl unter den Nachziehstapel.",
        "Whoever plays a 4 then puts a card of their choice under the draw pile.",
        "4: eine Karte unter den Stapel", "4: a card under the pile",
        **task_after_number(4, "bury", "D11"),
    ),
    Commandment(
        "D12", DUTY,
        "Wer eine Karte auf eine Karte derselben Farbe spielt, ruft vorher „Farbe!“ – nie fällig, solange ein geltendes Verbot dieses Ausspielen untersagt.",
        "Call 'Colour!' before you play a card on a card of the same colour – never due while a ban in force forbids that play.",
        "„Farbe!“", "'Colour!'",
        **call_duty("farbe", lambda c: colour(c.card) == colour(c.top)),
    ),
)  # fmt: skip

# ---- at once: act when revealed, then leave the game -------------------------------------


def _pass_hands_left(state: ZState, seat: int) -> None:
    old = [list(h) for h in state.hands]
    for s in range(state.n):
        state.hands[fx.left_of(state, s)] = old[s]
    fx.log(state, "passhands", seat)


def _everyone(kind: str, source: str) -> Callable[[ZState, int], None]:
    def on_reveal(state: ZState, seat: int) -> None:
        for s in fx.seats_from(state, seat):
            fx.push_task(state, kind, s, source)

    return on_reveal


def _most_cards_chip(state: ZState, seat: int) -> None:
    most = max(len(h) for h in state.hands)
    for s in fx.seats_from(state, seat):
        if len(state.hands[s]) == most:
            fx.penalise(state, s, "atonce", "A03")


def _each_draws(state: ZState, seat: int) -> None:
    for s in fx.seats_from(state, seat):
        if fx.draw_number(state, s) is not None:
            fx.log(state, "draw", s, n=1)


def _give_a_chip(state: ZState, seat: int) -> None:
    if state.chips[seat] > 0:
        fx.push_task(state, "chip", seat, "A06")


def _fewest_draw(state: ZState, seat: int) -> None:
    fewest = min(len(h) for h in state.hands)
    for s in fx.seats_from(state, seat):
        if len(state.hands[s]) == fewest and fx.draw_number(state, s) is not None:
            fx.log(state, "draw", s, n=1)


def _amnesty(state: ZState, seat: int) -> None:
    for s in fx.seats_from(state, seat):
        if fx.return_chip(state, s):
            fx.log(state, "unchip", s)


def _swap_offer(state: ZState, seat: int) -> None:
    fx.push_task(state, "swap", seat, "A09")


def _ones_away(state: ZState, seat: int) -> None:
    for s in fx.seats_from(state, seat):
        for card in [c for c in state.hands[s] if number(c) == 1]:
            fx.put_on_discard(state, s, card, "drop")


def _take_top(state: ZState, seat: int) -> None:
    if len(state.discard) > 1:
        card = state.discard.pop()
        state.hands[seat].append(card)
        fx.log(state, "take", seat, c=card)


def _reverse(state: ZState, seat: int) -> None:
    state.direction = -state.direction
    fx.log(state, "reverse", seat)


register(
    Commandment(
        "A01", AT_ONCE,
        "Sofort: Alle geben ihre ganze Hand an den linken Nachbarn weiter.",
        "At once: everyone passes their whole hand to the left neighbour.",
        "Hände nach links", "Hands to the left",
        on_reveal=_pass_hands_left,
    ),
    Commandment(
        "A02", AT_ONCE,
        "Sofort: Jeder darf eine Karte seiner Wahl auf den Ablagestapel legen.",
        "At once: everyone may put one card of their choice onto the discard pile.",
        "Jeder eine weg", "One card away each",
        on_reveal=_everyone("drop", "A02"),
    ),
    Commandment(
        "A03", AT_ONCE,
        "Sofort: Wer die meisten Karten hat, bekommt einen Strafchip (bei Gleichstand alle).",
        "At once: whoever holds the most cards gets a penalty chip (all of them on a tie).",
        "Meiste Karten: Chip", "Most cards: a chip",
        on_reveal=_most_cards_chip,
    ),
    Commandment(
        "A04", AT_ONCE,
        "Sofort: Alle werden der Reihe nach gefragt, beginnend mit dir; wer die 70 hat, darf sie auf den Ablagestapel legen.",
        "At once: everyone is asked in turn, starting with you; whoever holds the 70 may put it onto the discard pile.",
        "70 darf weg", "The 70 may go",
        on_reveal=_everyone("drop70", "A04"),
    ),
    Commandment(
        "A05", AT_ONCE,
        "Sofort: Jeder zieht eine Karte, beginnend mit dir.",
        "At once: everyone draws a card, starting with you.",
        "Alle ziehen", "Everyone draws",
        on_reveal=_each_draws,
    ),
    Commandment(
        "A06", AT_ONCE,
        "Sofort: Du gibst einen deiner Strafchips einem anderen Spieler deiner Wahl.",
        "At once: you give one of your penalty chips to another player of your choice.",
        "Chip verschenken", "Give a chip away",
        on_reveal=_give_a_chip,
    ),
    Commandment(
        "A07", AT_ONCE,
        "Sofort: Wer die wenigsten Karten hat, zieht eine Karte (bei Gleichstand alle).",
        "At once: whoever holds the fewest cards draws a card (all of them on a tie).",
        "Wenigste Karten: ziehen", "Fewest cards: draw",
        on_reveal=_fewest_draw,
    ),
    Commandment(
        "A08", AT_ONCE,
        "Sofort: Jeder gibt einen Strafchip zurück, falls er einen hat.",
        "At once: everyone gives back one penalty chip, if they have one.",
        "Gnade", "Amnesty",
        on_reveal=_amnesty,
    ),
    Commandment(
        "A09", AT_ONCE,
        "Sofort: Du darfst deine Hand mit einem Spieler deiner Wahl tauschen.",
        "At once: you may swap hands with a player of your choice.",
        "Hände tauschen", "Swap hands",
        on_reveal=_swap_offer,
    ),
    Commandment(
        "A10", AT_ONCE,
        "Sofort: Jeder legt alle seine 1er auf den Ablagestapel.",
        "At once: everyone puts all their 1s onto the discard pile.",
        "Alle 1er weg", "All 1s away",
        on_reveal=_ones_away,
    ),
    Commandment(
        "A11", AT_ONCE,
        "Sofort: Du nimmst die oberste Karte des Ablagestapels auf die Hand.",
        "At once: you take the top card of the discard pile into your hand.",
        "Ablage aufnehmen", "Take the top card",
        on_reveal=_take_top,
    ),
    Commandment(
        "A12", AT_ONCE,
        "Sofort: Die Spielrichtung kehrt sich um.",
        "At once: the direction of play reverses.",
        "Richtungswechsel", "Reverse",
        on_reveal=_reverse,
    ),
)  # fmt: skip

# ---- game end: how the hands are counted -------------------------------------------------


def _seventy_ten(sc: Scoring) -> None:
    sc.card_value[SEVENTY] = (10, "E05")


def _double_chips(sc: Scoring) -> None:
    sc.chip_factor = 2


def _most_cards_five(sheets: Sequence[Sheet]) -> list[int]:
    most = max(len(s.hand) for s in sheets)
    return [5 if len(s.hand) == most else 0 for s in sheets]


def _blue_extra(sheets: Sequence[Sheet]) -> list[int]:
    return [sum(1 for c in s.hand if colour(c) == "B") for s in sheets]


def _no_chips_bonus(sheets: Sequence[Sheet]) -> list[int]:
    return [-3 if s.chips == 0 else 0 for s in sheets]


register(
    Commandment(
        "E01", GAME_END,
        "Ende des Spiels: Jede Erdbeere zählt 2 Punkte.",
        "End of the game: each strawberry counts 2 points.",
        "Erdbeere = 2", "Strawberry = 2",
        **fruit_worth("S", 2),
    ),
    Commandment(
        "E02", GAME_END,
        "Ende des Spiels: Bananen zählen 0 Punkte.",
        "End of the game: bananas count 0 points.",
        "Banane = 0", "Banana = 0",
        **fruit_worth("B", 0),
    ),
    Commandment(
        "E03", GAME_END,
        "Ende des Spiels: Jede Birne zählt 3 Punkte.",
        "End of the game: each pear counts 3 points.",
        "Birne = 3", "Pear = 3",
        **fruit_worth("P", 3),
    ),
    Commandment(
        "E04", GAME_END,
        "Ende des Spiels: Jede Orange zählt −1 Punkt.",
        "End of the game: each orange counts −1 point.",
        "Orange = −1", "Orange = −1",
        **fruit_worth("O", -1),
    ),
    Commandment(
        "E05", GAME_END,
        "Ende des Spiels: Die 70 zählt 10 Punkte (statt ihrer Früchte).",
        "End of the game: the 70 counts 10 points (instead of its fruits).",
        "70 = 10", "70 = 10",
        adjust=_seventy_ten,
    ),
    Commandment(
        "E06", GAME_END,
        "Ende des Spiels: Wer die meisten Karten hat, bekommt 5 Punkte dazu (bei Gleichstand alle).",
        "End of the game: whoever holds the most cards gets 5 more points (all of them on a tie).",
        "Meiste Karten +5", "Most cards +5",
        bonus=_most_cards_five,
    ),
    Commandment(
        "E07", GAME_END,
        "Ende des Spiels: Strafchips zählen doppelt.",
        "End of the game: penalty chips count double.",
        "Chips doppelt", "Chips double",
        adjust=_double_chips,
    ),
    Commandment(
        "E08", GAME_END,
        "Ende des Spiels: Jede blaue Karte auf der Hand zählt 1 Punkt extra.",
        "End of the game: each blue card in hand counts 1 point extra.",
        "Blau +1", "Blue +1",
        bonus=_blue_extra,
    ),
    Commandment(
        "E09", GAME_END,
        "Ende des Spiels: Wer keinen einzigen Strafchip hat, bekommt 3 Punkte abgezogen.",
        "End of the game: whoever has no penalty chip at all gets 3 points off.",
        "Ohne Chip −3", "No chip −3",
        bonus=_no_chips_bonus,
    ),
)  # fmt: skip

# ---- more table commandments -------------------------------------------------------------

register(
    Commandment(
        "T03", TABLE,
        "Niemand darf den Namen eines Mitspielers sagen.",
        "Nobody may say another player's name.",
        "Keine Namen", "No names",
    ),
    Commandment(
        "T04", TABLE,
        "Niemand darf auf einen anderen Spieler zeigen.",
        "Nobody may point at another player.",
        "Nicht zeigen", "No pointing",
    ),
    Commandment(
        "T05", TABLE,
        "Niemand darf „ja“ oder „nein“ sagen.",
        "Nobody may say 'yes' or 'no'.",
        "Kein Ja, kein Nein", "No yes, no no",
    ),
)  # fmt: skip
