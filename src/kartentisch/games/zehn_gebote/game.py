"""10 Gebote as a ``Game``: its facts, the deal, who may act, the end and its cards; ``RoleGame``
hands the rest to the turn logic, the view, the bots' levels, undo and the texts."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import OpenZone, PlayerSpec, Progress, Result, Seat
from kartentisch.engine.roles import RoleGame, Roles
from kartentisch.games.zehn_gebote import hooks, levels, rules, texts, undo, view
from kartentisch.games.zehn_gebote.state import ZehnGeboteState
from kartentisch.games.zehn_gebote.view import ZehnGeboteView, sheets_json


class ZehnGebote(RoleGame[ZehnGeboteState, ZehnGeboteView]):
    roles = Roles(rules=rules, view=view, levels=levels, undo=undo, texts=texts, card_names=texts)
    info = roles.game_info("zehn-gebote", min_players=2, max_players=8, rules_version=3)

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> ZehnGeboteState:
        """With two or more people at one device the table asks who starts (the rules'
        coffee-or-tea question); otherwise the start player is random."""
        people = [seat for seat, p in enumerate(players) if p.bot is None]
        ask = people[0] if len(people) >= 2 else None
        return rules.deal([p.name for p in players], seed, people, ask)

    def actors(self, state: ZehnGeboteState) -> list[Seat]:
        """The current player, and every person who may hand a chip for a table commandment
        (only people do, and only while there is someone left to charge)."""
        current = rules.current_player(state)
        if current is None:
            return []
        return [s for s in range(state.n) if s == current or rules.penalty_actions(state, s)]

    def progress(self, state: ZehnGeboteState) -> Progress:
        return Progress(round=state.round, rounds=rules.ROUNDS)

    def is_over(self, state: ZehnGeboteState) -> bool:
        return state.over

    def result(self, state: ZehnGeboteState) -> Result:
        sheets = sheets_json(state)
        details = {"sheets": sheets, "ending": state.ending}
        return Result.from_scores([float(s["total"]) for s in sheets], details)

    def cards(self, state: ZehnGeboteState) -> Counter[str]:
        counted: Counter[str] = Counter(state.draw)
        counted.update(state.discard)
        counted.update(state.box)
        counted.update(state.in_force)
        counted.update(state.gone)
        for hand in state.hands:
            counted.update(hand)
        counted["chip"] = state.bank + sum(state.chips)
        return counted

    def _open_cards(self, state: ZehnGeboteState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [*hands, OpenZone("draw", None, tuple(state.draw))]

    def standing(self, state: ZehnGeboteState) -> tuple[float, ...]:
        """While playing, the chips' points (chips are open, the fruits in hand are not);
        at the end, the final count with the cards in hand and the bonuses."""
        if state.over:
            return self.result(state).scores
        factor = hooks.scoring(state.in_force).chip_factor
        return tuple(float(chips * factor) for chips in state.chips)


GAME = ZehnGebote()
