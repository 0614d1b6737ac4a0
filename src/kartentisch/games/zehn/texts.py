"""Zehn's card names, move phrases and log sentences, composed from the words in
``texts/<lang>.json`` (``engine.texts``); counts pick plural forms there, so nothing mends a
finished sentence. This module holds the grammar, not words."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from kartentisch.engine.protocol import Advice
from kartentisch.engine.texts import Words
from kartentisch.engine.views import IMPORTANT, NOTABLE, Event, Weight
from kartentisch.engine.wording import fact_words, person_key
from kartentisch.games.zehn import actions
from kartentisch.games.zehn.cards import JOKER, is_penalty_card, penalty_points

PACKAGE = __name__.rpartition(".")[0]
"""The package whose ``texts/<lang>.json`` hold this game's words."""

CARD = "zehn.card."
ACTION = "zehn.act."
"""What a move says ("legt Joker offen"); ``_you`` forms follow "du"."""
EVENT = "zehn.ev."
"""The log's sentences about public events."""


def words(lang: str) -> Words:
    """This game's words in ``lang`` (German where a word is missing)."""
    return Words(PACKAGE, lang)


def card_name(card: str, lang: str = "de") -> str:
    w = words(lang)
    if card == "JK":
        return w(CARD + "joker")
    if card.startswith("P"):
        return w(CARD + "penalty", v=card[1:])
    if card.startswith("R"):
        return w(CARD + "round", v=card[1:])
    return card


def card_label(card: str, lang: str = "de") -> str:
    """A card's accessible name: its name, plus the penalty points its corner shows.

    The points are printed on the joker and the penalty cards, so a name without them would
    not contain the card's visible text.
    """
    name = card_name(card, lang)
    if card == JOKER or is_penalty_card(card):
        return f"{name}, {words(lang)(CARD + 'points', n=penalty_points(card))}"
    return name


def describe(
    action: str,
    lang: str = "de",
    names: Sequence[str] | None = None,
    own: bool = False,
    you: bool = False,
) -> str:
    """``own``: the text is for the acting seat itself, which may name its face-down card;
    ``you``: the phrase follows "du" ("legst … offen"), for the person's own moves."""
    w = words(lang)

    def lay(key: str) -> str:
        return person_key(w, ACTION + key, 0 if you else None, 0)

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
        key = "lay_open" if not parsed.down else "lay_down_own" if own else "lay_down"
        text = w(lay(key), card=card)
        if parsed.chips:
            text += " " + w(ACTION + "chips", n=parsed.chips)
        return text
    if verb == actions.BID:
        return w(ACTION + "bid", n=parsed.amount, who=who(str(parsed.seat)))
    if verb in (actions.RAISE, actions.PROTECT):
        return w(ACTION + verb, n=parsed.amount)
    if verb == actions.ADD:
        return w(ACTION + "add", card=card_name(str(parsed.card), lang))
    if verb == actions.START:
        return w(ACTION + "start", who=who(str(parsed.seat)))
    return w(ACTION + verb)


def describe_event(
    event: Mapping[str, object], names: Sequence[str], lang: str = "de", viewer: int | None = None
) -> str:
    """One log line for a public event; "du" for the ``viewer``'s own moves."""
    w = words(lang)

    def who(key: str) -> str:
        seat = event.get(key)
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def said(key: str, subject: str = "seat", target: str = "", **values: object) -> str:
        seat, done_to = event.get(subject), event.get(target)
        found = person_key(
            w,
            EVENT + key,
            seat if isinstance(seat, int) else None,
            viewer,
            done_to if isinstance(done_to, int) else None,
        )
        return w(found, **values)

    kind = str(event.get("kind"))
    if kind == "round":
        card = str(event["card"])[1:]
        return said("round", "start", no=event["no"], card=card, n=card, who=who("start"))
    if kind == "lay":
        down = bool(event["down"])
        chips = int(str(event["chips"]))
        laid = event.get("card")
        action = actions.lay(str(laid) if laid else "X", down, chips)
        mine = viewer is not None and event.get("seat") == viewer
        what = describe(action, lang, you=mine)
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
        return w(EVENT + "protection_to_pot", n=event["chips"])
    if kind == "add":
        return said("add", who=who("seat"), card=card_name(str(event["card"]), lang))
    if kind == "reveal":
        totals = event["totals"]
        assert isinstance(totals, list)

        def shown(s: int) -> str:
            return w(EVENT + "you") if s == viewer else names[s] if s < len(names) else "?"

        parts = [f"{shown(s)} {v}" for s, v in enumerate(totals)]
        return w(EVENT + "reveal", totals=", ".join(parts))
    if kind == "penalty":
        return said("penalty", who=who("seat"), n=event["points"])
    if kind == "pot":
        return said("pot", who=who("seat"), n=event["chips"])
    if kind == "start":
        if event.get("by") == event.get("seat"):
            return said("start_self", "by", by=who("by"))
        return said("start", "by", target="seat", who=who("seat"), by=who("by"))
    if kind == "end":
        return w(EVENT + ("end_rounds" if event.get("reason") == "rounds_done" else "end_draw"))
    return kind


WEIGHTS: Mapping[str, Weight] = {
    "penalty": IMPORTANT,
    "won": IMPORTANT,
    "pot": IMPORTANT,
    "end": IMPORTANT,
    "round": NOTABLE,
    "reveal": NOTABLE,
    "protection_to_pot": NOTABLE,
}
"""A penalty, an auction won and the pot first; the totals shown and a new round next."""


def tell(event: Event, names: Sequence[str], lang: str, viewer: int | None) -> list[str]:
    """The event in sentences (``Game.tell``), as the log says it."""
    return [describe_event(event, names, lang, viewer)]


def weight(event: Event) -> Weight:
    return WEIGHTS.get(event["kind"], 0)


def why(advice: Advice, names: Sequence[str], lang: str, viewer: int | None) -> str:
    """The hint's reason (``Advice``) in words: cards and seats by name."""
    facts = fact_words(advice.facts, lambda c: card_name(c, lang), names)
    w = words(lang)
    key = "zehn.why." + advice.reason
    return w(key, **facts) if key in w else describe(advice.action, lang, names)
