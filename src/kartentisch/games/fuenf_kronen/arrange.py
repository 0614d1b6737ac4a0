"""The engine's questions to the meld solver, in the shapes the rules and bots need."""

from __future__ import annotations

from kartentisch.games.fuenf_kronen import _solver_stub as solver


def best_arrangement(
    hand: list[str], wild_rank: int, natural_required: bool
) -> tuple[list[list[str]], list[str], int]:
    """Melds, leftover cards and their score for the lowest-scoring way to lay ``hand`` down."""
    arrangement = solver.best_melds(list(hand), wild_rank, natural_required)
    return (
        [list(meld) for meld in arrangement.melds],
        list(arrangement.leftover),
        int(arrangement.score),
    )


def leftover_score(hand: list[str], wild_rank: int, natural_required: bool) -> int:
    return int(solver.best_melds(list(hand), wild_rank, natural_required).score)


def go_out_discards(hand: list[str], wild_rank: int, natural_required: bool) -> tuple[str, ...]:
    """The cards whose discard lets the rest of ``hand`` be melded completely (sorted, unique).

    Empty when the hand cannot go out. Most hands fail the one quick check first.
    """
    if not solver.can_go_out(list(hand), wild_rank, natural_required):
        return ()
    found = []
    for card in sorted(set(hand)):
        rest = list(hand)
        rest.remove(card)
        if solver.best_melds(rest, wild_rank, natural_required).score == 0:
            found.append(card)
    return tuple(found)


def best_discard(hand: list[str], wild_rank: int, natural_required: bool) -> tuple[str, int]:
    """The card to discard so that what stays scores least, and that score."""
    choice = solver.best_discard(list(hand), wild_rank, natural_required)
    return choice.card, int(choice.arrangement.score)
