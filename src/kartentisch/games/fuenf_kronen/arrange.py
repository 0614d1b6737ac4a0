"""The engine's and bots' questions to the meld solver, in the shapes they need."""

from __future__ import annotations

from kartentisch.games.fuenf_kronen import solver


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
    return solver.leftover_score(hand, wild_rank, natural_required)


def discard_scores(hand: list[str], wild_rank: int, natural_required: bool) -> dict[str, int]:
    """For each different card: what the rest of the hand scores after discarding it."""
    return solver.discard_scores(hand, wild_rank, natural_required)


def go_out_discards(hand: list[str], wild_rank: int, natural_required: bool) -> tuple[str, ...]:
    """The cards whose discard lets the rest of ``hand`` be melded completely (sorted, unique).

    Empty when the hand cannot go out.
    """
    scores = solver.discard_scores(hand, wild_rank, natural_required)
    return tuple(sorted(card for card, score in scores.items() if score == 0))


def best_discard(hand: list[str], wild_rank: int, natural_required: bool) -> tuple[str, int]:
    """The card to discard so that what stays scores least, and that score."""
    choice = solver.best_discard(list(hand), wild_rank, natural_required)
    return choice.card, int(choice.arrangement.score)
