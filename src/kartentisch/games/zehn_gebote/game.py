"""10 Gebote as a ``Game``: the protocol glue around the turn logic, view and bots."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from kartentisch.engine.protocol import (
    Action,
    Bot,
    Game,
    GameInfo,
    OpenZone,
    PlayerSpec,
    Progress,
    Result,
    Seat,
)
from kartentisch.engine.rng import Rng
from kartentisch.games.zehn_gebote import hooks, levels, rules, texts, undo
from kartentisch.games.zehn_gebote.state import ZState
from kartentisch.games.zehn_gebote.texts import describe_action
from kartentisch.games.zehn_gebote.view import ZehnGeboteView, sheets_json, view


class ZehnGebote(Game[ZState, ZehnGeboteView]):
    info = GameInfo(
        id="zehn-gebote",
        texts_package=texts.PACKAGE,
        min_players=2,
        max_players=8,
        bot_levels=levels.LEVELS,
        default_options={},
        rules_version=3,
    )

    def new_game(
        self, options: Mapping[str, Any], players: Sequence[PlayerSpec], seed: int
    ) -> ZState:
        """With two or more people at one device the table asks who starts (the rules'
        coffee-or-tea question); otherwise the start player is random."""
        people = [seat for seat, p in enumerate(players) if p.bot is None]
        ask = people[0] if len(people) >= 2 else None
        return rules.deal([p.name for p in players], seed, people, ask)

    def current_player(self, state: ZState) -> Seat | None:
        return rules.current(state)

    def actors(self, state: ZState) -> list[Seat]:
        """The current player, and every person who may hand a chip for a table commandment
        (only people do, and only while there is someone left to charge)."""
        current = rules.current(state)
        if current is None:
            return []
        return [s for s in range(state.n) if s == current or rules.penalty_actions(state, s)]

    def legal_actions(self, state: ZState, seat: Seat) -> list[Action]:
        return rules.legal(state, seat)

    def copy_state(self, state: ZState) -> ZState:
        return state.copy()

    def _apply(self, state: ZState, seat: Seat, action: Action) -> None:
        rules.apply(state, seat, action)

    def progress(self, state: ZState) -> Progress:
        return Progress(round=state.round, rounds=rules.ROUNDS)

    def view(self, state: ZState, seat: Seat | None) -> ZehnGeboteView:
        return view(state, seat)

    def is_over(self, state: ZState) -> bool:
        return state.over

    def result(self, state: ZState) -> Result:
        sheets = sheets_json(state)
        details = {"sheets": sheets, "ending": state.ending}
        return Result.from_scores([float(s["total"]) for s in sheets], details)

    def bot(self, level: str) -> Bot[ZehnGeboteView]:
        return levels.make_bot(level)

    def cards(self, state: ZState) -> Counter[str]:
        counted: Counter[str] = Counter(state.draw)
        counted.update(state.discard)
        counted.update(state.box)
        counted.update(state.in_force)
        counted.update(state.gone)
        for hand in state.hands:
            counted.update(hand)
        counted["chip"] = state.bank + sum(state.chips)
        return counted

    def shuffle_hidden(self, state: ZState, seat: Seat | None, rng: Rng) -> ZState:
        """Other hands, the draw pile and the unused commandments are hidden from ``seat``.

        A pending task that no longer has anything to do once the cards have moved (its
        ``needed`` test reads a hand) is dropped, as the engine would have skipped it: so
        a question put only to the holder of a card leaves with the card, and the generic
        check sees the turn change.
        """
        new = state.copy()
        others = [s for s in range(new.n) if s != seat]
        numbers = [c for c in new.draw if not hooks.is_commandment(c)]
        numbers += [c for s in others for c in new.hands[s]]
        secret = [c for c in new.draw if hooks.is_commandment(c)]
        in_draw = len(secret)
        secret += new.box
        rng.shuffle(numbers)
        rng.shuffle(secret)
        for s in others:
            size = len(new.hands[s])
            new.hands[s], numbers = numbers[:size], numbers[size:]
        new.draw = numbers + secret[:in_draw]
        new.box = secret[in_draw:]
        rng.shuffle(new.draw)
        rules.skip_idle_tasks(new)
        return new

    def undoable(
        self, before: ZState, actor: Seat, action: Action, after: ZState, person: Seat
    ) -> bool:
        return undo.undoable(before, actor, action, after, person)

    def describe(self, action: Action, lang: str = "de") -> str:
        return describe_action(action, lang)

    def card_name(self, card: str, lang: str = "de") -> str:
        if hooks.is_commandment(card):
            return texts.title(card, lang)
        return texts.card_name(card, lang)

    def _open_cards(self, state: ZState) -> list[OpenZone]:
        hands = [OpenZone("hand", s, tuple(hand)) for s, hand in enumerate(state.hands)]
        return [*hands, OpenZone("draw", None, tuple(state.draw))]

    def standing(self, state: ZState) -> tuple[float, ...]:
        """While playing, the chips' points (chips are open, the fruits in hand are not);
        at the end, the final count with the cards in hand and the bonuses."""
        if state.over:
            return self.result(state).scores
        factor = hooks.scoring(state.in_force).chip_factor
        return tuple(float(chips * factor) for chips in state.chips)


GAME = ZehnGebote()
