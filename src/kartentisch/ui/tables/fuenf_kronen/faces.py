"""How a Fünf Kronen card looks on the table: its face, its classes and accessible name, melds
laid out, and the short text ("D♥") the notes use."""

from __future__ import annotations

from kartentisch.games.fuenf_kronen.cards import JOKER, card_name, is_wild, points, rank, suit
from kartentisch.games.fuenf_kronen.view import FuenfKronenView
from kartentisch.ui.render import components
from kartentisch.ui.render.html import glyph, tag
from kartentisch.ui.render.i18n import t
from kartentisch.ui.table.table_api import TableContext

SUIT_SYMBOL = {"*": "★", "H": "♥", "C": "♣", "S": "♠", "D": "♦"}
SUIT_CLASS = {"*": "stern", "H": "herz", "C": "kreuz", "S": "pik", "D": "karo"}
GAME = "fuenf_kronen."
"""The namespace of this table's words (``games/fuenf_kronen/texts/<lang>.json``)."""
FACES = (11, 12, 13)


def rank_text(card_rank: int, lang: str) -> str:
    return t(lang, f"{GAME}face_{card_rank}") if card_rank in FACES else str(card_rank)


def card_label(card: str, wild: int, lang: str) -> str:
    """The accessible name, e.g. "Herz Dame" or "Pik 5, wild"."""
    name = card_name(card, lang)
    if card != JOKER and is_wild(card, wild):
        name += ", " + t(lang, GAME + "wild_mark")
    return name


def card_face(card: str, wild: int, lang: str) -> str:
    """The inside of a card: rank and suit symbol in the corner and big in the middle."""
    if card == JOKER:
        return (
            glyph("JK", class_="fk-rank")
            + glyph("☆", class_="fk-pip")
            + glyph("Joker", class_="fk-joker-word")
        )
    r = rank(card)
    s = suit(card)
    assert r is not None and s is not None
    mark = glyph("W", class_="fk-wild-mark") if r == wild else ""
    return (
        glyph(rank_text(r, lang), class_="fk-rank")
        + glyph(SUIT_SYMBOL[s], class_="fk-suit")
        + glyph(SUIT_SYMBOL[s], class_="fk-pip")
        + mark
    )


def card_classes(card: str, wild: int, extra: str = "") -> str:
    s = suit(card)
    kind = "fk-joker" if s is None else f"fk-{SUIT_CLASS[s]}"
    wild_class = " fk-wild" if is_wild(card, wild) else ""
    return f"card face fk-card {kind}{wild_class}{' ' + extra if extra else ''}"


def card_span(card: str, wild: int, lang: str, extra: str = "") -> str:
    face = card_face(card, wild, lang)
    return components.card(face, card_classes(card, wild, extra), card_label(card, wild, lang))


def melds_and_rest(
    view: FuenfKronenView, seat: int, ctx: TableContext, empty: str
) -> tuple[str, str]:
    """A seat's laid melds and its unmelded rest, drawn alike in the round and in its summary;
    ``empty`` stands where no rest is left (the summary says so, the table shows nothing)."""
    wild = view["wild"]
    melds = "".join(
        tag(
            "span",
            "".join(card_span(c, wild, ctx.lang, "small") for c in meld),
            class_="fk-meld",
        )
        for meld in view["melds"][seat]
    )
    leftover = view["leftover"][seat]
    if not leftover:
        return melds, empty
    # What counts against the seat wears its own mark, one no ring uses (docs/layout.md): a
    # red underline and a red corner badge with the points, never a frame like the hint's.
    score = sum(points(c, wild) for c in leftover)
    named = ctx.t("fuenf_kronen.rest", cards=", ".join(card_name(c, ctx.lang) for c in leftover))
    rest = tag(
        "span",
        "".join(card_span(c, wild, ctx.lang, "small") for c in leftover)
        + tag("span", f"+{score}", class_="fk-rest-points", aria_hidden="true"),
        class_="fk-leftover",
        role="group",
        aria_label=f"{named}; {ctx.t('fuenf_kronen.points', n=score)}",
        title=ctx.t("fuenf_kronen.left_over", n=len(leftover), p=score),
    )
    return melds, rest


def default_out(outs: list[str], wild: int) -> str:
    """The go-out discard offered first: a natural before a wild, the highest first."""

    def key(card: str) -> tuple[bool, int]:
        r = rank(card)
        return (is_wild(card, wild), -(r or 99))

    return min(outs, key=key)


def melds_text(melds: list[list[str]], lang: str) -> str:
    """ "3♠ 4♠ Joker · 5★ 5♥ 5♣": a visible mark between melds (HTML folds double spaces)."""
    return " · ".join(" ".join(card_short(c, lang) for c in meld) for meld in melds)


def card_short(card: str, lang: str) -> str:
    """Compact text such as "D♥" for notes; cards themselves carry the full name."""
    if card == JOKER:
        return "Joker"
    r = rank(card)
    s = suit(card)
    assert r is not None and s is not None
    return f"{rank_text(r, lang)}{SUIT_SYMBOL[s]}"
