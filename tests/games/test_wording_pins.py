"""Every game's engine wording, pinned: what ``describe`` and the event sentences say.

``wording_pins.json`` holds, per game, sample inputs (actions, events and names from seeded
bot games, plus every card, call, commandment and option) and what each wording function
said for them in German, English, Dutch and an unknown language. The words may move between
files; what a player reads must not change. The inputs are stored, not replayed, so a change
of rules or bots does not move the pins.

After a deliberate change of wording, rewrite the file with
``PYTHONPATH=src python3 tests/games/test_wording_pins.py`` and review the diff.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.engine.rng import Rng
from kartentisch.games.eselspiel import texts as esel
from kartentisch.games.fuenf_kronen import cards as fk_cards
from kartentisch.games.fuenf_kronen import texts as fk
from kartentisch.games.zehn import actions as zehn_actions
from kartentisch.games.zehn import texts as zehn
from kartentisch.games.zehn_gebote import hooks
from kartentisch.games.zehn_gebote import texts as gebote

PINS = Path(__file__).with_name("wording_pins.json")
LANGS = ("de", "en", "nl", "fr")
""""fr" is not spoken: it must read German."""
NAMES = ["Anna", "Hans", "Cleo", "Dirk", "Eva"]
""""Hans" ends in s: the German genitive says "Hans’"."""
VIEWERS: tuple[int | None, ...] = (None, 0, 1)
"""Nobody, and the seats most events are about or done to: "du" forms and "dir" forms."""

Call = tuple[str, list[Any]]
"""A wording function's name and its arguments (the language is added per language)."""

FUNCTIONS: dict[str, Callable[..., object]] = {
    "eselspiel.describe": lambda lang, a, names, card: esel.describe(a, lang, names, card),
    "eselspiel.event_lines": lambda lang, e, names, v: esel.event_lines(e, names, lang, v),
    "eselspiel.went_out_text": lambda lang, es, names, v: esel.went_out_text(es, names, lang, v),
    "eselspiel.pile_name": lambda lang, t, names, v: esel.pile_name(t, names, lang, v),
    "eselspiel.count_cards": lambda lang, n: esel.count_cards(n, lang),
    "eselspiel.nofit_text": lambda lang, e: esel.nofit_text(e, lang),
    "fuenf_kronen.describe": lambda lang, a: fk.describe(a, lang),
    "fuenf_kronen.text": lambda lang, key: fk.text(key, lang),
    "fuenf_kronen.sentence": lambda lang, key, s, v, values: fk.sentence(key, lang, s, v, **values),
    "fuenf_kronen.refusal_text": lambda lang, reason: fk.refusal_text(reason, lang),
    "fuenf_kronen.wild_name": lambda lang, r: fk.wild_name(r, lang),
    "fuenf_kronen.card_name": lambda lang, c: fk_cards.card_name(c, lang),
    "zehn.describe": lambda lang, a, names, own, you: zehn.describe(a, lang, names, own, you),
    "zehn.describe_event": lambda lang, e, names, v: zehn.describe_event(e, names, lang, v),
    "zehn.card_name": lambda lang, c: zehn.card_name(c, lang),
    "zehn.card_label": lambda lang, c: zehn.card_label(c, lang),
    "zehn_gebote.describe": lambda lang, a, names: gebote.describe(a, lang, names),
    "zehn_gebote.describe_event": lambda lang, e, names, v: gebote.describe_event(
        e, names, lang, v
    ),
    "zehn_gebote.number_card_name": lambda lang, c: gebote.number_card_name(c, lang),
    "zehn_gebote.call_name": lambda lang, c: gebote.call_name(c, lang),
    "zehn_gebote.title": lambda lang, cid: gebote.title(cid, lang),
    "zehn_gebote.text": lambda lang, cid: gebote.text(cid, lang),
    "zehn_gebote.fruit_name": lambda lang, f: gebote.fruit_name(f, lang),
    "zehn_gebote.kind_name": lambda lang, k: gebote.kind_name(k, lang),
    "game.name": lambda lang, game_id: catalogue.get(game_id).info.name(lang),
    "game.blurb": lambda lang, game_id: catalogue.get(game_id).info.blurb(lang),
    "game.option_label": lambda lang, game_id, key: catalogue.get(game_id).info.option_label(
        key, lang
    ),
    "game.describe": lambda lang, game_id, a: catalogue.get(game_id).describe(a, lang),
}


def said(call: Call, lang: str) -> object:
    name, args = call
    return FUNCTIONS[name](lang, *args)


def load() -> list[dict[str, Any]]:
    data = json.loads(PINS.read_text(encoding="utf-8"))
    assert isinstance(data, list)
    return data


@pytest.mark.parametrize("game", ["eselspiel", "fuenf_kronen", "zehn", "zehn_gebote", "game"])
def test_the_engine_says_what_it_said(game: str) -> None:
    pins = [pin for pin in load() if pin["call"][0].startswith(game + ".")]
    assert len(pins) > 20
    for pin in pins:
        call: Call = (pin["call"][0], pin["call"][1])
        for lang, expected in pin["said"].items():
            assert json.loads(json.dumps(said(call, lang))) == expected, (call, lang)


def test_the_pins_cover_every_wording_function() -> None:
    assert {pin["call"][0] for pin in load()} == set(FUNCTIONS)


# ---- how the pins were made -------------------------------------------------------------------


def playout(game_id: str, players: int, seed: int) -> Iterator[tuple[list[str], list[Any]]]:
    """Each step of a bot game: the legal actions and the public events seen so far."""
    game = catalogue.get(game_id)
    level = game.info.bot_levels[-1]
    specs = [PlayerSpec(NAMES[i], level) for i in range(players)]
    state = game.new_game(game.info.default_options, specs, seed)
    rng = Rng(seed)
    for _ in range(3000):
        view = game.view(state, None)
        events: list[Any] = view["events"]
        seat = game.current_player(state)
        if seat is None:
            yield [], events
            return
        legal = game.legal_actions(state, seat)
        yield legal, events
        action = game.bot(level).choose(game.view(state, seat), legal, rng)
        state = game.apply(state, action, seat)


def samples(game_id: str, limit: int) -> tuple[list[str], list[Any]]:
    """Distinct actions and events from a few games, every kind of event first."""
    actions: dict[str, None] = {}
    events: dict[str, Any] = {}
    for players, seed in ((2, 1), (3, 2), (4, 3)):
        for legal, seen in playout(game_id, players, seed):
            actions.update(dict.fromkeys(legal))
            for event in seen:
                events.setdefault(json.dumps(event, sort_keys=True), event)
    kinds: dict[str, Any] = {}
    rest = []
    for event in events.values():
        kind = str(event.get("kind"))
        if kind in kinds:
            rest.append(event)
        else:
            kinds[kind] = event
    chosen = list(kinds.values()) + rest[: max(0, limit - len(kinds))]
    by_verb: dict[str, list[str]] = {}
    for action in sorted(actions):
        by_verb.setdefault(action.split()[0], []).append(action)
    share = max(4, limit // max(1, len(by_verb)))
    return [a for verb in sorted(by_verb) for a in by_verb[verb][:share]], chosen


def eselspiel_calls() -> Iterator[Call]:
    actions, events = samples("eselspiel", 40)
    for action in actions:
        yield "eselspiel.describe", [action, NAMES[:3], None]
        yield "eselspiel.describe", [action, NAMES[:3], 7]
        yield "game.describe", ["eselspiel", action]
    for event in events:
        for viewer in VIEWERS:
            yield "eselspiel.event_lines", [event, NAMES[:4], viewer]
        if event["kind"] == "nofit":
            yield "eselspiel.nofit_text", [event]
        if event["kind"] == "end":
            yield "eselspiel.went_out_text", [[event], NAMES[:4], None]
            yield "eselspiel.went_out_text", [[event], NAMES[:4], event["seats"][0]]
    for target in ("middle 0", "middle 3", "seat 0", "seat 1", "seat 2"):
        for viewer in VIEWERS:
            yield "eselspiel.pile_name", [target, NAMES[:3], viewer]
    for n in (0, 1, 2, 15):
        yield "eselspiel.count_cards", [n]
    yield "eselspiel.nofit_text", [{"kind": "nofit", "seat": 0, "card": 5, "top": None}]
    yield "eselspiel.nofit_text", [{"kind": "nofit", "seat": 0, "card": 5, "top": 9}]
    slips: list[dict[str, Any]] = [
        {"kind": "slip", "seat": 1, "card": 5, "right": [], "right_tops": [], "took": [3]},
        {
            "kind": "slip",
            "seat": 0,
            "card": 5,
            "right": ["middle 1"],
            "right_tops": [4],
            "took": [],
        },
        {
            "kind": "slip",
            "seat": 2,
            "card": 8,
            "right": ["seat 1"],
            "right_tops": [9],
            "took": [1, 2],
        },
        {"kind": "slip", "seat": 1, "card": 8, "right": ["seat 0"], "right_tops": [7], "took": [1]},
        {"kind": "nofit", "seat": 0, "card": 5, "top": None},
        {"kind": "nofit", "seat": 1, "card": 5, "top": 9},
        {"kind": "turn", "seat": 0, "card": 1, "to": "middle 2"},
        {"kind": "place", "seat": 1, "card": 4, "to": "seat 0", "from": "top"},
        {"kind": "end", "reason": "round_limit", "seats": [1]},
        {"kind": "unknown", "seat": 0},
    ]
    for event in slips:
        for viewer in VIEWERS:
            yield "eselspiel.event_lines", [event, NAMES[:3], viewer]


def fuenf_kronen_calls() -> Iterator[Call]:
    actions, events = samples("fuenf-kronen", 60)
    for action in actions:
        yield "fuenf_kronen.describe", [action]
        yield "game.describe", ["fuenf-kronen", action]
    for key in ("draw stock", "draw discard", "take", "discard", "go out", "next round"):
        yield "fuenf_kronen.text", [key]
    for key in ("deal", "reshuffle", "round_end", "nothing", "no such key"):
        yield "fuenf_kronen.text", [key]
    values = {"round": 4, "dealer": "Hans", "wild": "6er", "up": "Herz 7", "name": "Hans"}
    values |= {"card": "Pik Dame", "leftover": "Karo 3", "score": 3}
    for key in ("deal", "log_draw", "log_take", "log_discard", "log_go_out", "log_lay_down"):
        for viewer in VIEWERS:
            yield "fuenf_kronen.sentence", [key, 1, viewer, values]
    for reason in ("not_in_hand", "no_discard", "not_a_meld", "cards_left", "unknown"):
        yield "fuenf_kronen.refusal_text", [reason]
    for wild in fk_cards.RANKS:
        yield "fuenf_kronen.wild_name", [wild]
    for card in sorted(set(fk_cards.DECK)):
        yield "fuenf_kronen.card_name", [card]
    assert events


def zehn_calls() -> Iterator[Call]:
    actions, events = samples("zehn", 50)
    laid = [
        zehn_actions.lay(card, down, chips)
        for card in ("5", "JK", "P3")
        for down in (False, True)
        for chips in (0, 1, 2)
    ]
    for action in [*actions, *laid, "protect 1", "not an action"]:
        for own, you in ((False, False), (True, False), (False, True), (True, True)):
            yield "zehn.describe", [action, NAMES[:3], own, you]
        yield "game.describe", ["zehn", action]
    extra = [
        {"kind": "pot", "seat": 0, "chips": 1},
        {"kind": "pot", "seat": 1, "chips": 4},
        {"kind": "penalty", "seat": 1, "points": 1},
        {"kind": "protect", "seat": 0, "chips": 1},
        {"kind": "protection_to_pot", "chips": 1},
        {"kind": "round", "no": 2, "card": "R1", "start": 1},
        {"kind": "start", "by": 0, "seat": 0},
        {"kind": "start", "by": 1, "seat": 0},
        {"kind": "end", "reason": "rounds_done"},
        {"kind": "end", "reason": "draw_pile_empty"},
        {"kind": "won", "seat": 1, "owner": 0, "amount": 1, "paid": "owner"},
        {"kind": "won", "seat": 0, "owner": 1, "amount": 3, "paid": "pot"},
        {"kind": "unknown"},
    ]
    for event in [*events, *extra]:
        for viewer in VIEWERS:
            yield "zehn.describe_event", [event, NAMES[:4], viewer]
    for card in ["JK", *(f"P{v}" for v in range(1, 8)), *(f"R{v}" for v in range(1, 11))]:
        yield "zehn.card_name", [card]
        yield "zehn.card_label", [card]
    for card in [str(v) for v in range(0, 11)]:
        yield "zehn.card_name", [card]
        yield "zehn.card_label", [card]


def zehn_gebote_calls() -> Iterator[Call]:
    actions, events = samples("zehn-gebote", 80)
    for action in actions:
        yield "zehn_gebote.describe", [action, NAMES[:4]]
        yield "game.describe", ["zehn-gebote", action]
    reasons = ("misfit", "banned", "nocall", "needless", "mustplay", "duty", "atonce", "table")
    extra: list[dict[str, Any]] = [
        {
            "kind": "pen",
            "seat": 1,
            "r": reason,
            "x": "B5" if reason in ("misfit", "banned") else "rot",
        }
        | {"k": "R06", "by": 0}
        for reason in reasons
    ]
    extra += [{"kind": kind, "seat": 0, "to": 1} for kind in ("give", "passchip", "swap")]
    extra += [{"kind": kind, "seat": 1, "to": 0} for kind in ("give", "passchip", "swap")]
    extra += [{"kind": "play", "seat": 7, "c": "G23"}, {"kind": "unknown", "seat": 0}]
    extra += [{"kind": kind, "seat": 1, "c": "R14"} for kind in ("refuse", "take", "drop", "shed")]
    extra += [{"kind": kind, "seat": 0} for kind in ("bury", "reverse", "unchip", "draw")]
    for event in [*events, *extra]:
        for viewer in VIEWERS:
            yield "zehn_gebote.describe_event", [event, NAMES[:4], viewer]
    for card in ("B5", "G23", "Y70", "R1", "R14"):
        yield "zehn_gebote.number_card_name", [card]
    for call in ("rot", "lecker", "klopf", "gerade", "hoch", "letzte", "sieben", "farbe", "xx"):
        yield "zehn_gebote.call_name", [call]
    for cid in hooks.REGISTRY:
        yield "zehn_gebote.title", [cid]
        yield "zehn_gebote.text", [cid]
    for fruit in "OSBP":
        yield "zehn_gebote.fruit_name", [fruit]
    for kind in ("rule", "duty", "at_once", "game_end", "table"):
        yield "zehn_gebote.kind_name", [kind]


def game_calls() -> Iterator[Call]:
    for game in catalogue.all_games(include_hidden=True):
        yield "game.name", [game.info.id]
        yield "game.blurb", [game.info.id]
        for key in [*game.info.default_options, "no_such_option"]:
            yield "game.option_label", [game.info.id, key]


def make() -> list[dict[str, Any]]:
    calls = [
        *eselspiel_calls(),
        *fuenf_kronen_calls(),
        *zehn_calls(),
        *zehn_gebote_calls(),
        *game_calls(),
    ]
    unique = {json.dumps(call, sort_keys=True): call for call in calls}
    return [
        {"call": list(call), "said": {lang: said(call, lang) for lang in LANGS}}
        for call in unique.values()
    ]


if __name__ == "__main__":
    lines = (json.dumps(pin, ensure_ascii=False, sort_keys=True) for pin in make())
    PINS.write_text("[\n" + ",\n".join(lines) + "\n]\n", encoding="utf-8")
