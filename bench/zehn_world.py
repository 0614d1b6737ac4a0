"""Zehn for the sampling bot: a state rebuilt from one seat's view, and a simple playout.

The rebuilt state holds exactly what the view shows; the cards the seat cannot see (other
hands, face-down cards it does not know, the draw pile, the round cards to come) are the
unseen cards in an arbitrary order, which ``shuffle_hidden`` then deals anew per sample.
The playout policy is deliberately plain: lay the card that reaches the best total, face up
and unprotected, never bid, add the best fitting second card.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from kartentisch.engine.protocol import Action, Seat, View
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn.cards import JOKER, TARGET, draw_deck, round_deck, total
from kartentisch.games.zehn.phases import PHASES, second_cards
from kartentisch.games.zehn.scoring import final_score
from kartentisch.games.zehn.state import Auction, ZehnState


def _unseen(view: View) -> list[str]:
    """Draw-pile cards and jokers whose place the seat does not know, in a fixed order."""
    players = view["players"]
    left: Counter[str] = Counter(draw_deck())
    left[JOKER] = len(players)
    left.subtract(view["hand"])
    for p in players:
        left.subtract(c for c in p["laid"] if c is not None)
        left.subtract(c for c in p["penalty_cards"] if not c.startswith("R"))
    return sorted(c for c, k in left.items() for _ in range(k))


def _bid_step(view: View) -> int:
    """How many seats have had their turn in the current round-the-table phase."""
    n = len(view["players"])
    phase = view["phase"]
    if phase in ("first", "bid", "second"):
        return (int(view["turn"]) - int(view["start"])) % n
    if phase == "raise":
        return (int(view["auction"]["opener"]) - int(view["start"])) % n
    if phase == "protect":
        opener = next(e["seat"] for e in reversed(view["events"]) if e["e"] == "auction")
        return (int(opener) - int(view["start"])) % n
    return 0


class ZehnWorld:
    def rebuild(self, view: View) -> ZehnState:
        me = int(view["seat"])
        players = view["players"]
        pool = _unseen(view)
        hands: list[list[str]] = []
        laid: list[list[str]] = []
        knows: list[list[int]] = []
        for s, p in enumerate(players):
            cards = list(p["laid"])
            if cards and cards[0] is None:
                cards[0] = pool.pop()
            laid.append(cards)
            seen_down = p["down"] and s != me and p["laid"] and p["laid"][0] is not None
            knows.append(([s] if p["down"] else []) + ([me] if seen_down else []))
            hands.append(list(view["hand"]) if s == me else [pool.pop() for _ in range(p["hand"])])
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
            step=_bid_step(view),
            opened=[bool(p["opened"]) for p in players],
            auction=auction,
            protector=view["protector"],
            chooser=view["chooser"],
            over=bool(view["over"]),
            events=[],
        )

    def candidates(self, view: View, legal: Sequence[Action]) -> list[Action]:
        phase = view["phase"]
        if phase == "bid":
            stock = view["players"][view["seat"]]["chips"]
            out = ["pass"]
            for owner, p in enumerate(view["players"]):
                if owner != view["seat"]:
                    lowest = p["min_bid"]
                    out += [f"bid {x} on {owner}" for x in (lowest, lowest + 1) if x <= stock]
            return [a for a in out if a in legal]
        if phase == "raise":
            high = view["auction"]["high"]
            return [a for a in ("pass", f"raise {high + 1}") if a in legal]
        return list(legal)

    def playout(self, state: ZehnState, seat: Seat, rng: Rng) -> float:
        """To the next round's deal (or the game's end); own score against the others' mean."""
        start_round = state.round_no
        while not state.over and state.round_no == start_round:
            phase = PHASES[state.phase]
            actor = phase.actor(state)
            assert actor is not None
            phase.apply(state, actor, _plain_action(state, actor))
        scores = [
            final_score(state.penalty[s], state.hands[s], state.stock[s]) for s in range(state.n)
        ]
        mine = scores[seat]
        others = (sum(scores) - mine) / (state.n - 1)
        return others - mine


def _reach(first: str, hand: Sequence[str]) -> int:
    """The best total a first card reaches with one card of ``hand`` (or alone)."""
    best = total([first])
    for card in hand:
        t = total([first, card])
        if best < t <= TARGET:
            best = t
    return best


def _now_reach(state: ZehnState, seat: int) -> int:
    first = state.laid[seat][0]
    return total([first]) if state.face_down[seat] else _reach(first, state.hands[seat])


def _gain(state: ZehnState, seat: int, owner: int) -> int:
    """What swapping for ``owner``'s open first card adds to ``seat``'s reachable total."""
    if state.face_down[owner]:
        return 0
    return _reach(state.laid[owner][0], state.hands[seat]) - _now_reach(state, seat)


def _plain_action(state: ZehnState, seat: int) -> str:
    phase = state.phase
    if phase == "first":
        hand = state.hands[seat]
        best, pick = -1, hand[0]
        for i, card in enumerate(hand):
            reach = _reach(card, hand[:i] + hand[i + 1 :])
            if reach > best:
                best, pick = reach, card
        # A card that is as good alone is laid face down: nobody can see it to buy it.
        down = total([pick]) >= best
        return f"lay {pick} {'down' if down else 'open'}"
    if phase == "bid":
        for owner in range(state.n):
            lowest = 2 if state.protection[owner] >= 2 else 1
            if owner != seat and lowest <= state.stock[seat] and _gain(state, seat, owner) >= 2:
                return f"bid {lowest} on {owner}"
        return "pass"
    if phase == "raise":
        auction = state.auction
        assert auction is not None
        price = auction.high + 1
        if price <= min(2, state.stock[seat]) and _gain(state, seat, auction.owner) >= 3:
            return f"raise {price}"
        return "pass"
    if phase == "protect":
        return "keep"
    if phase == "second":
        first = state.laid[seat]
        fits = second_cards(state, seat)
        if not fits:
            return "stop"
        return f"add {max(fits, key=lambda c: total([*first, c]))}"
    return f"start {(seat + 1) % state.n}"
