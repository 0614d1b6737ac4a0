"""Melds a person lays out by hand: why an arrangement is refused.

The action's form is in ``actions`` (``go out 9C as 3H 4H 5H / KS KS JK``). In the classic
mode (the option "help with going out" off) a person finds the melds alone,
so a wrong arrangement has to be answered with words they can act on, not just "illegal":
``check`` says what is wrong, and the refused move changes nothing.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from kartentisch.games.fuenf_kronen import solver
from kartentisch.games.fuenf_kronen.cards import card_name, sort_key_suit
from kartentisch.games.fuenf_kronen.texts import LANGS, refusal_text


@dataclass(frozen=True)
class Refusal:
    """Why an arrangement laid out by hand is refused: a reason and the cards it is about."""

    reason: str
    """``not_in_hand``, ``no_discard``, ``not_a_meld`` or ``cards_left``."""
    cards: tuple[str, ...] = ()
    discard: str = ""

    def message(self, lang: str) -> str:
        """The reason in words for the player, in ``lang`` (de, en or nl)."""
        return refusal_text(self.reason, lang).format(
            cards=", ".join(card_name(c, lang) for c in self.cards),
            card=card_name(self.discard, lang) if self.discard else "",
        )

    def messages(self) -> dict[str, str]:
        return {lang: self.message(lang) for lang in LANGS}


def check(
    hand: list[str],
    discard: str,
    groups: list[list[str]],
    *,
    complete: bool,
    wild_rank: int,
    natural_required: bool,
) -> Refusal | None:
    """Whether ``groups`` may be laid from ``hand`` with ``discard`` thrown; ``None``: yes.

    ``complete``: going out, so every card but the discard must lie in a meld.
    """
    if discard not in hand:
        return Refusal("not_in_hand", (discard,))
    rest = Counter(hand)
    rest[discard] -= 1
    used = Counter(c for group in groups for c in group)
    missing = used - rest
    if missing:
        if discard in missing and Counter(hand)[discard] >= used[discard]:
            return Refusal("no_discard", discard=discard)
        return Refusal("not_in_hand", tuple(sorted(missing.elements(), key=sort_key_suit)))
    for group in groups:
        if not solver.is_meld(group, wild_rank, natural_required):
            return Refusal("not_a_meld", tuple(group))
    loose = rest - used
    if complete and loose:
        return Refusal("cards_left", tuple(sorted(loose.elements(), key=sort_key_suit)), discard)
    return None
