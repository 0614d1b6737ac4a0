"""A full Zehn state rebuilt from one seat's view, for bots that sample the unseen cards
(the expert level, and the sampling bot of the benchmarks).

The rebuilt state holds exactly what the view shows; the cards the seat cannot see (other
hands, face-down cards it does not know, the draw pile, the round cards to come) are the
unseen cards in a fixed order, which ``shuffle_hidden`` then deals anew per sample. Nothing
here reads a hidden card: two states a seat cannot tell apart rebuild to the same state.
"""

from __future__ import annotations

from collections import Counter

from kartentisch.engine.protocol import View
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.cards import JOKER, draw_deck, round_deck
from kartentisch.games.zehn.state import Auction, ZehnState


def unseen_in_order(view: View) -> list[str]:
    """Draw-pile cards and jokers whose place the seat does not know, in a fixed order."""
    players = view["players"]
    left: Counter[str] = Counter(draw_deck())
    left[JOKER] = len(players)
    left.subtract(view["hand"])
    for p in players:
        left.subtract(c for c in p["laid"] if c is not None)
        left.subtract(c for c in p["penalty_cards"] if not c.startswith("R"))
    return sorted(c for c, k in left.items() for _ in range(k))


def turns_taken(view: View) -> int:
    """How many seats have had their turn in the current round-the-table phase."""
    n = len(view["players"])
    phase = view["phase"]
    if phase in ("first", "bid", "second"):
        return (int(view["turn"]) - int(view["start"])) % n
    if phase == "raise":
        return (int(view["auction"]["opener"]) - int(view["start"])) % n
    if phase == "protect":
        opener = next(e["seat"] for e in reversed(view["events"]) if e["kind"] == "auction")
        return (int(opener) - int(view["start"])) % n
    return 0


def _knowers(layer: int | None, holder: int, me: int | None) -> list[int]:
    """Who knows a face-down card: the seat that laid it first, then its holder, then me."""
    out: list[int] = []
    for seat in (layer, holder, me):
        if seat is not None and seat not in out:
            out.append(seat)
    return out


def rebuild(view: View) -> ZehnState:
    """A state that agrees with ``view``; its unseen cards are placeholders to reshuffle.

    The public log comes along (bots read it, e.g. for a seat caught bluffing).
    """
    me = int(view["seat"])
    players = view["players"]
    pool = unseen_in_order(view)
    hands: list[list[str]] = []
    laid: list[list[str]] = []
    knows: list[list[int]] = []
    # A seat's unseen joker is its own: it starts in that seat's hand, never in the pile.
    jokers = [s for s, p in enumerate(players) if s != me and p["joker"] and p["hand"] > 0]
    for _ in jokers:
        pool.remove(JOKER)
    for s, p in enumerate(players):
        cards = list(p["laid"])
        if cards and cards[0] is None:
            cards[0] = pool.pop()
        laid.append(cards)
        seen_down = p["down"] and s != me and p["laid"] and p["laid"][0] is not None
        layer = p["down_by"]
        knows.append(_knowers(layer, s, me if seen_down else None) if p["down"] else [])
        if s == me:
            hands.append(list(view["hand"]))
        else:
            own = [JOKER] if s in jokers else []
            hands.append(own + [pool.pop() for _ in range(p["hand"] - len(own))])
    if len(pool) != view["draw"]:
        raise ValueError(f"rebuilt draw pile has {len(pool)} cards, the view {view['draw']}")
    used = {c for p in players for c in p["penalty_cards"] if c.startswith("R")}
    used.add(view["round_card"])
    rounds = [c for c in round_deck() if c not in used]
    auction = None
    if view["auction"] is not None:
        a = view["auction"]
        auction = Auction(
            a["owner"], a["opener"], a["high"], a["leader"], a["bidder"], list(a["passed"])
        )
    return ZehnState(
        names=[p["name"] for p in players],
        rng=Rng(0),
        draw=pool,
        round_deck=rounds,
        hands=hands,
        stock=[p["chips"] for p in players],
        protection=[p["protection"] for p in players],
        laid=laid,
        face_down=[bool(p["down"]) for p in players],
        knows_down=knows,
        penalty=[list(p["penalty_cards"]) for p in players],
        pot=int(view["pot"]),
        round_no=int(view["round"]),
        round_card=view["round_card"],
        start=int(view["start"]),
        phase=str(view["phase"]),
        step=turns_taken(view),
        opened=[bool(p["opened"]) for p in players],
        auction=auction,
        protector=view["protector"],
        chooser=view["chooser"],
        over=bool(view["over"]),
        events=list(view["events"]),
    )
