"""The 52 commandments: 2 Spielstart cards and 50 more, as data plus small hooks.

Ids say the kind: R rule, D duty, A at once, E game end, T table. A record holds what the
commandment does; what it says (its title and full text, in every language) lives only in
``texts/<lang>.json`` under ``commandment.<id>``, the one source players read.
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
from kartentisch.games.zehn_gebote.state import ZehnGeboteState

# ---- small hook builders ---------------------------------------------------------------


def call_when(call: str, when: Callable[[PlayCheck], bool]) -> Callable[[PlayCheck], list[str]]:
    return lambda check: [call] if when(check) else []


def task_after(
    number_played: int, kind: str, source: str
) -> Callable[[ZehnGeboteState, int, str], None]:
    def after(state: ZehnGeboteState, seat: int, card: str) -> None:
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
    ),
    Commandment(
        "T02", TABLE,
    ),
)  # fmt: skip

# ---- rules: what may be played -----------------------------------------------------------

register(
    Commandment(
        "R01", RULE,
        permits=lambda c: colour(c.card) == colour(c.top),
    ),
    Commandment(
        "R02", RULE,
        permits=lambda c: bool(set(fruits(c.card)) & set(fruits(c.top))),
    ),
    Commandment(
        "R03", RULE,
        permits=lambda c: one_digit(c.card) and one_digit(c.top)
        and abs(number(c.card) - number(c.top)) == 1,
    ),
    Commandment(
        "R04", RULE,
        permits=lambda c: one_digit(c.card) != one_digit(c.top) and _product_fits(c),
    ),
    Commandment(
        "R05", RULE,
        permits=lambda c: (c.card == SEVENTY and colour(c.top) == "R")
        or (c.top == SEVENTY and colour(c.card) == "R"),
    ),
    Commandment(
        "R06", RULE,
        **ban_colour_on("Y", "B"),
    ),
    Commandment(
        "R07", RULE,
        forbids=lambda c: number(c.card) % 2 == 0 and number(c.top) % 2 == 1,
    ),
    Commandment(
        "R08", RULE,
        **ban_number(1),
    ),
    Commandment(
        "R09", RULE,
        permits=lambda c: is_two_digit(c.card) and is_two_digit(c.top)
        and bool(set(digits(c.card)) & set(digits(c.top))),
    ),
    Commandment(
        "R10", RULE,
        forbids=lambda c: colour(c.card) == colour(c.top),
    ),
    Commandment(
        "R11", RULE,
        **wild_number(6),
    ),
    Commandment(
        "R12", RULE,
        forbids=lambda c: number(c.card) > 50,
    ),
    Commandment(
        "R13", RULE,
        **colour_on_fruit("R", "S"),
    ),
    Commandment(
        "R14", RULE,
        permits=lambda c: one_digit(c.card) and one_digit(c.top)
        and number(c.card) == number(c.top),
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
        **call_duty("rot", lambda c: colour(c.card) == "R"),
    ),
    Commandment(
        "D02", DUTY,
        **call_duty("lecker", lambda c: "S" in fruits(c.card)),
    ),
    Commandment(
        "D03", DUTY,
        **call_duty("klopf", lambda c: is_two_digit(c.top)),
    ),
    Commandment(
        "D04", DUTY,
        **task_after_number(5, "give", "D04"),
    ),
    Commandment(
        "D05", DUTY,
        **draws_after_number(6, 2),
    ),
    Commandment(
        "D06", DUTY,
        **call_duty("gerade", lambda c: number(c.card) % 2 == 0),
    ),
    Commandment(
        "D07", DUTY,
        **call_duty("hoch", lambda c: number(c.card) > number(c.top)),
    ),
    Commandment(
        "D08", DUTY,
        **draws_after_number(1, 0),
    ),
    Commandment(
        "D09", DUTY,
        **call_duty("letzte", lambda c: c.hand_size == 2),
    ),
    Commandment(
        "D10", DUTY,
        **call_duty("sieben", lambda c: sum(digits(c.card)) == 7),
    ),
    Commandment(
        "D11", DUTY,
        **task_after_number(4, "bury", "D11"),
    ),
    Commandment(
        "D12", DUTY,
        **call_duty("farbe", lambda c: colour(c.card) == colour(c.top)),
    ),
)  # fmt: skip

# ---- at once: act when revealed, then leave the game -------------------------------------


def _pass_hands_left(state: ZehnGeboteState, seat: int) -> None:
    old = [list(h) for h in state.hands]
    for s in range(state.n):
        state.hands[fx.left_of(state, s)] = old[s]
    fx.log(state, "passhands", seat)


def _everyone(kind: str, source: str) -> Callable[[ZehnGeboteState, int], None]:
    def on_reveal(state: ZehnGeboteState, seat: int) -> None:
        for s in fx.seats_from(state, seat):
            fx.push_task(state, kind, s, source)

    return on_reveal


def _most_cards_chip(state: ZehnGeboteState, seat: int) -> None:
    most = max(len(h) for h in state.hands)
    for s in fx.seats_from(state, seat):
        if len(state.hands[s]) == most:
            fx.penalise(state, s, "atonce", "A03")


def _each_draws(state: ZehnGeboteState, seat: int) -> None:
    for s in fx.seats_from(state, seat):
        if fx.draw_number(state, s) is not None:
            fx.log(state, "draw", s, n=1)


def _give_a_chip(state: ZehnGeboteState, seat: int) -> None:
    if state.chips[seat] > 0:
        fx.push_task(state, "chip", seat, "A06")


def _fewest_draw(state: ZehnGeboteState, seat: int) -> None:
    fewest = min(len(h) for h in state.hands)
    for s in fx.seats_from(state, seat):
        if len(state.hands[s]) == fewest and fx.draw_number(state, s) is not None:
            fx.log(state, "draw", s, n=1)


def _amnesty(state: ZehnGeboteState, seat: int) -> None:
    for s in fx.seats_from(state, seat):
        if fx.return_chip(state, s):
            fx.log(state, "unchip", s)


def _swap_offer(state: ZehnGeboteState, seat: int) -> None:
    fx.push_task(state, "swap", seat, "A09")


def _ones_away(state: ZehnGeboteState, seat: int) -> None:
    for s in fx.seats_from(state, seat):
        for card in [c for c in state.hands[s] if number(c) == 1]:
            fx.put_on_discard(state, s, card, "drop")


def _take_top(state: ZehnGeboteState, seat: int) -> None:
    if len(state.discard) > 1:
        card = state.discard.pop()
        state.hands[seat].append(card)
        fx.log(state, "take", seat, c=card)


def _reverse(state: ZehnGeboteState, seat: int) -> None:
    state.direction = -state.direction
    fx.log(state, "reverse", seat)


register(
    Commandment(
        "A01", AT_ONCE,
        on_reveal=_pass_hands_left,
    ),
    Commandment(
        "A02", AT_ONCE,
        on_reveal=_everyone("drop", "A02"),
    ),
    Commandment(
        "A03", AT_ONCE,
        on_reveal=_most_cards_chip,
    ),
    Commandment(
        "A04", AT_ONCE,
        on_reveal=_everyone("drop70", "A04"),
    ),
    Commandment(
        "A05", AT_ONCE,
        on_reveal=_each_draws,
    ),
    Commandment(
        "A06", AT_ONCE,
        on_reveal=_give_a_chip,
    ),
    Commandment(
        "A07", AT_ONCE,
        on_reveal=_fewest_draw,
    ),
    Commandment(
        "A08", AT_ONCE,
        on_reveal=_amnesty,
    ),
    Commandment(
        "A09", AT_ONCE,
        on_reveal=_swap_offer,
    ),
    Commandment(
        "A10", AT_ONCE,
        on_reveal=_ones_away,
    ),
    Commandment(
        "A11", AT_ONCE,
        on_reveal=_take_top,
    ),
    Commandment(
        "A12", AT_ONCE,
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
        **fruit_worth("S", 2),
    ),
    Commandment(
        "E02", GAME_END,
        **fruit_worth("B", 0),
    ),
    Commandment(
        "E03", GAME_END,
        **fruit_worth("P", 3),
    ),
    Commandment(
        "E04", GAME_END,
        **fruit_worth("O", -1),
    ),
    Commandment(
        "E05", GAME_END,
        adjust=_seventy_ten,
    ),
    Commandment(
        "E06", GAME_END,
        bonus=_most_cards_five,
    ),
    Commandment(
        "E07", GAME_END,
        adjust=_double_chips,
    ),
    Commandment(
        "E08", GAME_END,
        bonus=_blue_extra,
    ),
    Commandment(
        "E09", GAME_END,
        bonus=_no_chips_bonus,
    ),
)  # fmt: skip

# ---- more table commandments -------------------------------------------------------------

register(
    Commandment(
        "T03", TABLE,
    ),
    Commandment(
        "T04", TABLE,
    ),
    Commandment(
        "T05", TABLE,
    ),
)  # fmt: skip
