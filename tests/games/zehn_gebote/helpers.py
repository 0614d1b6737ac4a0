"""Set up a 10 Gebote table the way a test reads it.

``table(["R5 B27", "G3"], top="Y25", force="R01 D01", draw="B12 G4")`` — hands by seat,
the top of the discard pile, the commandments in force besides the two Spielstart cards,
and the draw pile read from the top down.
"""

from __future__ import annotations

from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import GAME, hooks
from kartentisch.games.zehn_gebote.cards import NUMBER_CARDS
from kartentisch.games.zehn_gebote.state import ZehnGeboteEvent, ZehnGeboteState


def cards(text: str) -> list[str]:
    return text.split()


def table(
    hands: list[str],
    *,
    top: str = "Y25",
    force: str = "",
    draw: str = "",
    turn: int = 0,
    chips: list[int] | None = None,
    round: int = 1,
    fill: int = 10,
    persons: list[int] | None = None,
) -> ZehnGeboteState:
    """A game in progress. ``fill`` number cards not used elsewhere go under ``draw`` so the
    round does not end on the first draw (0: the pile is exactly ``draw``). Every seat is a
    person unless ``persons`` says which are."""
    held = [cards(h) for h in hands]
    on_pile = cards(draw)
    used = {c for h in held for c in h} | {top} | set(on_pile)
    spare = [c for c in NUMBER_CARDS if c not in used]
    in_force = list(hooks.SPIELSTART) + cards(force)
    box = [c for c in hooks.deck() if c not in in_force and c not in on_pile]
    return ZehnGeboteState(
        names=[f"P{i}" for i in range(len(hands))],
        rng=Rng(7),
        hands=held,
        draw=spare[:fill] + list(reversed(on_pile)),
        discard=[top],
        box=box,
        in_force=in_force,
        gone=[],
        chips=list(chips) if chips else [0] * len(hands),
        bank=1000,
        turn=turn,
        round=round,
        persons=list(range(len(hands))) if persons is None else persons,
    )


def act(state: ZehnGeboteState, *actions: str, seat: int | None = None) -> ZehnGeboteState:
    """Each action by whoever is to act (or by ``seat``)."""
    for action in actions:
        state = GAME.apply(state, action, seat)
    return state


def penalties(state: ZehnGeboteState) -> list[tuple[int, str, str | None]]:
    """(seat, reason, commandment) for every chip handed out so far."""
    return [(e["seat"], e["r"], e.get("k")) for e in state.log if e["kind"] == "pen"]


def events(state: ZehnGeboteState, kind: str) -> list[ZehnGeboteEvent]:
    return [e for e in state.log if e["kind"] == kind]
