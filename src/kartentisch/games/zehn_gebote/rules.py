"""The flow of play: deal, a turn (calls, a play, the draw), tasks, the second round, the end.

Slips are legal actions: the engine judges them here and hands out chips with a reason.
"""

from __future__ import annotations

from collections.abc import Sequence

from kartentisch.engine.rng import Rng
from kartentisch.engine.views import EndReason
from kartentisch.games.zehn_gebote import actions, hooks, tasks
from kartentisch.games.zehn_gebote import effects as fx
from kartentisch.games.zehn_gebote.cards import NUMBER_CARDS, SEVENTY, sort_key
from kartentisch.games.zehn_gebote.state import ZehnGeboteState

ROUNDS = 2
"""The game ends after its second round."""

HAND_SIZE = 3
NEW_COMMANDMENTS = 4
SHED_ABOVE = 5
SHED_COUNT = 2
CHIP_BANK = 1000
"""Chips are counted tokens; the bank is large enough never to run dry."""
TABLE_PERSONS = 2
"""Table commandments are only in play with at least this many people at the table."""


def deal(
    names: Sequence[str], seed: int, persons: Sequence[int] = (), ask: int | None = None
) -> ZehnGeboteState:
    """Deal; ``ask`` is the seat asked who starts (pass-and-play), else the start is random.

    The random start player is drawn either way, so asking changes no card in the deal.
    Table commandments need people to watch them: with fewer than two ``persons`` they leave
    the deck, and two other lasting commandments lie in the middle in place of Spielstart.
    """
    rng = Rng(seed)
    numbers = list(NUMBER_CARDS)
    rng.shuffle(numbers)
    n = len(names)
    hands = [numbers[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n)]
    rest = numbers[n * HAND_SIZE :]
    watched = len(persons) >= TABLE_PERSONS
    box = hooks.deck() if watched else hooks.deck(with_table=False)
    rng.shuffle(box)
    draw = rest + [box.pop() for _ in range(NEW_COMMANDMENTS)]
    rng.shuffle(draw)
    in_force = list(hooks.SPIELSTART) if watched else _stand_ins(box)
    state = ZehnGeboteState(
        names=list(names),
        rng=rng,
        hands=hands,
        draw=draw,
        discard=[],
        box=box,
        in_force=in_force,
        gone=[],
        chips=[0] * n,
        bank=CHIP_BANK,
        turn=rng.below(n),
        persons=sorted(persons),
    )
    turn_starter(state)
    if ask is None:
        fx.log_start(state)
    else:
        fx.push_task(state, "first", ask, "start")
    return state


def _stand_ins(box: list[str]) -> list[str]:
    """The two commandments that start the game in place of Spielstart, taken from the top of
    the shuffled box: the first two that stay in force (an at-once card has nothing to do
    before the first turn)."""
    chosen = [cid for cid in reversed(box) if hooks.get(cid).kind != hooks.AT_ONCE][
        : len(hooks.SPIELSTART)
    ]
    for cid in chosen:
        box.remove(cid)
    return chosen


def _starter_ok(card: str) -> bool:
    return not hooks.is_commandment(card) and card != SEVENTY


def turn_starter(state: ZehnGeboteState) -> None:
    """Turn the top card; a commandment or the 70 is shuffled back and another is turned."""
    if not any(_starter_ok(c) for c in state.draw):
        finish(state, "no_starter_card")
        return
    while True:
        card = state.draw.pop()
        if _starter_ok(card):
            state.discard.append(card)
            return
        state.draw.append(card)
        state.rng.shuffle(state.draw)


# ---- questions -------------------------------------------------------------------------


def current_player(state: ZehnGeboteState) -> int | None:
    if state.over:
        return None
    if state.tasks:
        return state.tasks[0].seat
    return state.turn


def check(state: ZehnGeboteState, seat: int, card: str) -> hooks.PlayCheck:
    return hooks.PlayCheck(card, state.top, seat, len(state.hands[seat]), state.n)


def fits(state: ZehnGeboteState, seat: int, card: str) -> bool:
    return hooks.verdict(state.in_force, check(state, seat, card))[0]


def playable(state: ZehnGeboteState, seat: int) -> list[str]:
    return [c for c in state.hands[seat] if fits(state, seat, c)]


def table_commandments(in_force: Sequence[str]) -> list[str]:
    return [cid for cid in in_force if hooks.get(cid).kind == hooks.TABLE]


def penalty_actions(state: ZehnGeboteState, seat: int) -> list[str]:
    """A person charges another person for a table commandment in force, once per slip:
    a pair already charged since the turn began waits until play has moved on."""
    if seat not in state.persons:
        return []
    return [
        actions.penalty(target, cid)
        for cid in table_commandments(state.in_force)
        for target in state.persons
        if target != seat and _charge(target, cid) not in state.charged
    ]


def _charge(target: int, cid: str) -> str:
    """How ``state.charged`` notes a pair already charged this turn."""
    return f"{target} {cid}"


def legal_actions(state: ZehnGeboteState, seat: int) -> list[str]:
    if state.over:
        return []
    legal: list[str] = []
    if state.tasks:
        if state.tasks[0].seat == seat:
            legal += tasks.options(state, state.tasks[0])
    elif seat == state.turn:
        if not state.played:
            legal += [actions.play(c) for c in sorted(set(state.hands[seat]), key=sort_key)]
            legal += [
                actions.call(c) for c in hooks.call_buttons(state.in_force) if c not in state.calls
            ]
        legal.append(actions.DRAW)
    return legal + penalty_actions(state, seat)


# ---- changes ---------------------------------------------------------------------------


def apply(state: ZehnGeboteState, seat: int, action: str) -> None:
    parsed = actions.parse(action)
    if parsed.verb == actions.PENALTY:
        assert parsed.seat is not None and parsed.commandment is not None
        state.charged.append(_charge(parsed.seat, parsed.commandment))
        fx.penalise(state, parsed.seat, "table", parsed.commandment, by=seat)
    elif parsed.verb == actions.CALL:
        assert parsed.name is not None
        state.calls.append(parsed.name)
        fx.log(state, "call", seat, x=parsed.name)
    elif parsed.verb == actions.PLAY:
        assert parsed.card is not None
        play(state, seat, parsed.card)
    elif parsed.verb == actions.DRAW:
        start_draw(state, seat)
    else:
        tasks.apply(state, parsed)
        proceed(state)


def play(state: ZehnGeboteState, seat: int, card: str) -> None:
    chk = check(state, seat, card)
    ok, ban = hooks.verdict(state.in_force, chk)
    if not ok:
        fx.log(state, "refuse", seat, c=card)
        if ban is not None:
            fx.penalise(state, seat, "banned", ban, x=card)
        else:
            fx.penalise(state, seat, "misfit", x=card)
        return
    due = hooks.calls_due(state.in_force, chk)
    state.hands[seat].remove(card)
    state.discard.append(card)
    state.played = True
    fx.log(state, "play", seat, c=card)
    for call, cid in due.items():
        if call not in state.calls:
            fx.penalise(state, seat, "nocall", cid, x=call)
    for call in state.calls:
        if call not in due:
            fx.penalise(state, seat, "needless", x=call)
    state.calls = []
    state.turn_draws = hooks.draws_after(state.in_force, chk)
    for cid in list(state.in_force):
        after = hooks.get(cid).after_play
        if after is not None:
            after(state, seat, card)
    proceed(state)


def start_draw(state: ZehnGeboteState, seat: int) -> None:
    if not state.played and playable(state, seat):
        fx.penalise(state, seat, "mustplay")
    for call in state.calls:
        fx.penalise(state, seat, "needless", x=call)
    state.calls = []
    state.owed = state.turn_draws
    state.drawing = True
    proceed(state)


def proceed(state: ZehnGeboteState) -> None:
    """Run the game on until someone has to choose: tasks first, then draws, then rounds."""
    while not state.over:
        skip_idle_tasks(state)
        if state.tasks:
            return
        if state.drawing:
            if state.owed > 0 and state.draw:
                card = state.draw.pop()
                if hooks.is_commandment(card):
                    fx.reveal(state, card, state.turn)
                else:
                    state.hands[state.turn].append(card)
                    state.owed -= 1
                    fx.log(state, "draw", state.turn, n=1)
                continue
            state.drawing = False
            state.owed = 0
            end_turn(state)
            if not state.draw:
                end_round(state)
            continue
        if state.round_over:
            start_round_two(state)
            continue
        return


def skip_idle_tasks(state: ZehnGeboteState) -> None:
    """Tasks with nothing to choose (an empty hand, no chip to give) leave the queue."""
    while state.tasks and not tasks.needed(state, state.tasks[0]):
        state.tasks.pop(0)


def end_turn(state: ZehnGeboteState) -> None:
    state.played = False
    state.calls = []
    state.turn_draws = 1
    state.charged = []
    state.turn = (state.turn + state.direction) % state.n
    state.turn_no += 1


def end_round(state: ZehnGeboteState) -> None:
    if state.round >= ROUNDS:
        finish(state, "rounds_done")
        return
    state.round_over = True
    fx.log(state, "roundend", state.turn)
    for seat in fx.seats_from(state, state.turn):
        if len(state.hands[seat]) > SHED_ABOVE:
            fx.push_task(state, "shed", seat, "round", SHED_COUNT)


def start_round_two(state: ZehnGeboteState) -> None:
    state.round_over = False
    state.round = 2
    pile = state.discard + [state.box.pop() for _ in range(min(NEW_COMMANDMENTS, len(state.box)))]
    state.discard = []
    state.rng.shuffle(pile)
    state.draw = pile
    turn_starter(state)
    if not state.over:
        fx.log(state, "round2", state.turn, c=state.top)


def finish(state: ZehnGeboteState, ending: EndReason) -> None:
    state.over = True
    state.ending = ending
    state.tasks = []
    fx.log(state, "end")


def final_count(state: ZehnGeboteState) -> list[hooks.Sheet]:
    return hooks.count(state.in_force, state.hands, state.chips)
