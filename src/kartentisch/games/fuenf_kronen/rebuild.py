"""A full Fünf Kronen state rebuilt from one seat's view, for sampling the unseen cards.

The rebuilt state holds exactly what the view shows: the seat's own hand, the discard pile,
what was laid down, and in each other hand the discards that seat took and still holds. The
cards the seat cannot see (the rest of the other hands and the stock) are the unseen cards
in a fixed order, which ``shuffle_hidden`` then deals anew per sample. Nothing here reads a
hidden card: two states a seat cannot tell apart rebuild to the same state.
"""

from __future__ import annotations

from kartentisch.engine.rng import Rng
from kartentisch.games.fuenf_kronen.bots import own_hand, unseen_cards
from kartentisch.games.fuenf_kronen.state import FuenfKronenState
from kartentisch.games.fuenf_kronen.view import FuenfKronenView, known_held


def rebuild(view: FuenfKronenView) -> FuenfKronenState:
    """A state that agrees with ``view``; its unseen cards are placeholders to reshuffle."""
    me, turn = view["seat"], view["turn"]
    assert me is not None and turn is not None, "a seat's view of a round in play"
    n = len(view["names"])
    pool = unseen_cards(view)
    hands: list[list[str]] = []
    for s in range(n):
        if s == me:
            hands.append(list(own_hand(view)))
            continue
        known = known_held(view["taken"][s], view["thrown"][s])
        held = [] if view["laid"][s] else sorted(known.elements())
        free = int(view["hand_sizes"][s]) - len(held)
        hands.append(held + [pool.pop() for _ in range(free)])
    if len(pool) != view["stock"]:
        raise ValueError(f"rebuilt stock has {len(pool)} cards, the view {view['stock']}")
    events = list(view["events"])
    return FuenfKronenState(
        names=list(view["names"]),
        persons=[False] * n,
        natural_required=bool(view["natural_required"]),
        going_out_help=bool(view["going_out_help"]),
        rng=Rng(0),
        round=int(view["round"]),
        dealer=int(view["dealer"]),
        turn=turn,
        phase=str(view["phase"]),
        hands=hands,
        stock=pool,
        discard=list(view["discard"]),
        melds=[[list(m) for m in ms] for ms in view["melds"]],
        leftover=[list(cs) for cs in view["leftover"]],
        laid=list(view["laid"]),
        went_out=view["went_out"],
        last_turns_left=int(view["last_turns_left"]),
        round_scores=[list(r) for r in view["round_scores"]],
        totals=list(view["totals"]),
        events=events,
        taken=[list(t) for t in view["taken"]],
        thrown=[list(t) for t in view["thrown"]],
        draws=int(view["draws"]),
        drawn=view["drawn"],
        go_out_cache=None,
        events_before=int(view["events_total"]) - len(events),
    )
