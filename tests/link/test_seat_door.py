"""A host and its guests on CPython, messages carried by hand: whole games of every game with
people on other devices, what the guests receive, and every kind of message the host refuses."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec, Seat
from kartentisch.games.eselspiel import GAME as GAME_ESEL
from kartentisch.link import messages
from kartentisch.link.messages import TableNews, Welcome
from kartentisch.link.remote_match import RemoteMatch
from kartentisch.link.seat_door import MAX_REFUSED_IN_A_ROW, Doors
from kartentisch.ui.table import pace
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for

LEVELS = {"fuenf-kronen": "easy", "eselspiel": "sleepy", "zehn": "easy", "zehn-gebote": "easy"}


class Guest:
    """A guest device: its stand-in match, its table host, every message it received."""

    def __init__(self, seat: Seat, settings: dict[str, Any] | None = None) -> None:
        self.seat = seat
        self.settings = settings or {"speed": "off"}
        self.outbox: list[str] = []
        self.received: list[str] = []
        self.token: str | None = None
        self.match: RemoteMatch | None = None
        self.table: TableHost | None = None
        self.frames = 0

    def hear(self, text: str) -> None:
        self.received.append(text)
        message = messages.read_host(text)
        if isinstance(message, Welcome):
            self.token = message.token
        elif isinstance(message, TableNews):
            if self.match is None:
                self.match = RemoteMatch(message, self.outbox.append)
                others = [s for s in range(len(message.names)) if s != message.seat]
                self.table = TableHost(
                    self.match, renderer_for(message.game), "de", self.settings, others
                )
                self.table.runs_game = False  # as the app opens a guest's table
            else:
                assert self.table is not None
                before = self.match.view(1)
                self.match.update(message)
                self.table.followed(before)
            # the guest's table is drawn from the message's view, a JSON value, at every step
            assert self.table is not None
            self.frames += 1
            assert self.table.frame().kind == "table"


class Table:
    """The host's device: the match, its table host and the doors of the remote seats."""

    def __init__(
        self,
        game_id: str,
        players: list[PlayerSpec],
        remote: list[Seat],
        seed: int,
        options: dict[str, Any] | None = None,
        guest_settings: dict[str, Any] | None = None,
    ):
        self.match = Match.start(catalogue.get(game_id), players, seed, options)
        self.doors = Doors.open_for(remote)
        self.doors.mark(self.match)
        self.host = TableHost(self.match, renderer_for(game_id), "de", {"speed": "off"}, remote)
        self.guests = {seat: Guest(seat, guest_settings) for seat in remote}

    def deliver(self, seat: Seat, text: str) -> messages.GuestMessage | None:
        answer = self.doors.receive(seat, text, self.match)
        for reply in answer.replies:
            self.guests[seat].hear(reply)
        if answer.action is not None:
            assert self.host.play(answer.action, seat).changed
            self.broadcast()
        return None

    def broadcast(self) -> None:
        for seat in self.doors.connected():
            self.guests[seat].hear(self.doors.news_text(self.match, seat))

    def join_all(self) -> None:
        for seat, guest in self.guests.items():
            self.deliver(seat, messages.join_text(guest.token))

    def people_turns(self, guest_seat: Seat = 1) -> Iterator[Guest]:
        """The game to its end: the host's bots move by themselves, and whenever a person
        must move (the guest or the host's own) the caller makes that move. Yields the guest,
        its match and table in place."""
        for _ in range(20_000):
            if self.match.is_over():
                return
            if self.host.bot_seat() is not None:
                self.host.bot_step()
                self.broadcast()
                continue
            guest = self.guests[guest_seat]
            assert guest.match is not None and guest.table is not None
            yield guest
        raise AssertionError("the game did not end in 20,000 steps")


def play_shared_game(game_id: str, seats: int, seed: int) -> Table:
    players = [PlayerSpec(f"P{s}", None if s < 2 else LEVELS[game_id]) for s in range(seats)]
    players[1] = PlayerSpec("Gast", None)
    table = Table(game_id, players, [1], seed)
    table.join_all()
    rng = random.Random(seed)
    for guest in table.people_turns():
        assert guest.match is not None and guest.table is not None
        if guest.match.legal(1):
            action = rng.choice(guest.match.legal(1))
            assert guest.table.play(action).changed
            table.deliver(1, guest.outbox.pop())
            continue
        host = table.host
        seat = host.shown_seat()
        legal = host.legal_for(seat)
        assert seat == 0 and legal, "only the host's person can be asked now"
        host.play(rng.choice(legal))
        table.broadcast()
    assert table.match.is_over()
    return table


@pytest.mark.parametrize("game_id", sorted(LEVELS))
def test_a_whole_game_with_a_guest_ends_alike_on_both_devices(game_id: str) -> None:
    table = play_shared_game(game_id, 3, seed=11)
    guest = table.guests[1]
    assert guest.match is not None and guest.table is not None
    assert guest.match.is_over()
    assert guest.match.result().scores == table.match.result().scores
    assert [r.name for r in guest.table.end_rows()] == [r.name for r in table.host.end_rows()]
    # the guest's device never asked for a pass screen and always showed the guest's seat
    assert not guest.table.needs_pass() and guest.table.shown_seat() == 1
    assert "Gast" in guest.table.frame().html or guest.table.frame().over


@pytest.mark.parametrize("game_id", sorted(LEVELS))
def test_a_guest_receives_no_card_its_seat_may_not_see(game_id: str) -> None:
    """Every table message is exactly the seat's view at its move (replayed apart from the
    host), what it may do there, and public facts; nothing else names a card."""
    table = play_shared_game(game_id, 3, seed=5)
    game = table.match.game
    replay = Match.start(game, table.match.players, table.match.seed, table.match.options)
    seen: dict[int, tuple[Any, list[str]]] = {}

    def note() -> None:
        legal = replay.legal(1) if 1 in replay.actors() and not replay.is_over() else []
        seen[replay.moves] = (json.loads(json.dumps(replay.view(1))), legal)

    note()
    for seat, action in table.match.log:
        replay.play(action, seat)
        note()
    checked = 0
    public = {"t", "v", "game", "seat", "moves", "view", "legal", "current", "actors", "names"}
    public |= {"bots", "away", "scores", "ranks", "options", "progress", "undos"}
    for text in table.guests[1].received:
        news = messages.read_host(text)
        if isinstance(news, TableNews):
            view, legal = seen[news.moves]
            assert news.view == view, f"move {news.moves}"
            assert news.legal == legal
            assert set(json.loads(text)) <= public
            assert news.scores is None or replay.is_over()
            checked += 1
    assert checked > 10


def test_a_guest_with_the_pace_setting_plays_its_forced_moves_itself() -> None:
    """One phone each, Eselspiel: the guest's device plays the guest's moves without a choice
    (as the bot loop does: ``forced_step`` whenever ``moves_by_itself``), one at a time (none
    while the host has not answered), and the guest chooses only where there is a choice."""
    players = [PlayerSpec("Ada"), PlayerSpec("Gast"), PlayerSpec("Ben", LEVELS["eselspiel"])]
    table = Table(
        "eselspiel",
        players,
        [1],
        seed=7,
        options={"round_limit": 6},
        guest_settings={"speed": "off", "autoplay": True},
    )
    table.join_all()
    rng = random.Random(7)
    forced = chosen = 0
    for guest in table.people_turns():
        assert guest.match is not None and guest.table is not None
        host = table.host
        if guest.table.moves_by_itself():
            assert guest.table.forced_step().changed
            assert not guest.table.moves_by_itself(), "one move at a time, until the news"
            table.deliver(1, guest.outbox.pop())
            forced += 1
            continue
        legal = guest.match.legal(1)
        if legal:
            assert GAME_ESEL.forced(guest.match.view(1), legal) is None, "a choice is left"
            assert guest.table.play(rng.choice(legal)).changed
            table.deliver(1, guest.outbox.pop())
            chosen += 1
            continue
        # the host's own person moves by hand; the guest's seat is never played on the host
        assert pace.forced_move(host) is None or host.shown_seat() == 0
        host.play(rng.choice(host.legal_for(host.shown_seat())))
        table.broadcast()
    assert table.match.is_over()
    assert forced > 0 and chosen > 0, (forced, chosen)


def joined_table() -> Table:
    players = [PlayerSpec("Ada"), PlayerSpec("Gast"), PlayerSpec("Ben", "easy")]
    table = Table("zehn", players, [1], seed=3)
    table.join_all()
    return table


def moves_and_state(table: Table) -> tuple[int, str]:
    return table.match.moves, json.dumps(table.match.view(None), sort_keys=True)


def test_every_bad_message_is_refused_logged_and_changes_nothing() -> None:
    table = joined_table()
    guest = table.guests[1]
    # let the table come to the guest
    while table.match.current != 1:
        if table.host.bot_seat() is not None:
            table.host.bot_step()
        else:
            table.host.play(table.host.legal_for(0)[0])
    table.broadcast()
    before = moves_and_state(table)
    assert guest.match is not None
    legal = guest.match.legal(1)
    bad: list[tuple[str, str]] = [
        (messages.act_text(0, legal[0], table.match.moves), "wrong_seat"),
        (messages.act_text(1, legal[0], table.match.moves + 1), "stale"),
        (messages.act_text(1, "fly away", table.match.moves), "illegal"),
        ("{not json", "malformed"),
        (json.dumps({"t": "act", "v": messages.VERSION, "seat": "1"}), "malformed"),
        ('["act"]', "malformed"),
        ('{"t": "act", "v": 99}', "version"),
        ("x" * 1_000_000, "oversized"),
        (messages.act_text(1, "x" * 300, table.match.moves), "malformed"),
        (messages.act_text(1, "x" * 5000, table.match.moves), "oversized"),
    ]
    for text, reason in bad:
        answer = table.doors.receive(1, text, table.match)
        assert answer.refused == reason, text[:40]
        assert answer.action is None
        assert json.loads(answer.replies[0])["reason"] == reason
        assert moves_and_state(table) == before
    assert len(table.doors.refusals) == len(bad)
    assert table.doors.refusals[-1] == "seat-1: oversized"
    # out of turn: the guest's move is played, and the same move again is refused
    table.deliver(1, messages.act_text(1, legal[0], table.match.moves))
    assert table.match.moves == before[0] + 1
    while 1 in table.match.actors():
        table.deliver(1, messages.act_text(1, guest.match.legal(1)[0], table.match.moves))
    answer = table.doors.receive(1, messages.act_text(1, legal[0], table.match.moves), table.match)
    assert answer.refused == "out_of_turn"


def test_a_seat_opens_only_to_its_token_after_the_first_join() -> None:
    table = joined_table()
    token = table.guests[1].token
    assert token
    table.doors.closed(1)
    assert table.doors.away() == [1]
    stranger = table.doors.receive(1, messages.join_text(None), table.match)
    assert stranger.refused == "token" and stranger.hang_up
    assert table.doors.away() == [1]
    again = table.doors.receive(1, messages.join_text(token), table.match)
    assert again.refused is None
    assert isinstance(messages.read_host(again.replies[0]), Welcome)
    assert isinstance(messages.read_host(again.replies[1]), TableNews)
    assert table.doors.away() == []


def test_not_joined_and_bye() -> None:
    table = Table("zehn", [PlayerSpec("Ada"), PlayerSpec("Gast")], [1], seed=3)
    answer = table.doors.receive(1, messages.act_text(1, "pass", 0), table.match)
    assert answer.refused == "not_joined" and len(answer.replies) == 1
    table.join_all()
    assert table.doors.receive(1, messages.bye_text(), table.match).hang_up
    assert table.doors.away() == [1]


def test_doors_are_kept_beside_the_save() -> None:
    doors = Doors.open_for([1, 3])
    doors.seats[1].token = "abc"
    again = Doors.from_json(json.loads(json.dumps(doors.to_json())), 4)
    assert again is not None and again.table == doors.table
    assert again.seats[1].token == "abc" and again.away() == [1, 3]
    bad: list[Any] = [None, [], {"table": 1, "tokens": {}}, {"table": "t", "tokens": {"9": ""}}]
    for data in bad:
        assert Doors.from_json(data, 4) is None
    assert doors.seat_of("seat-3") == 3 and doors.seat_of("seat-2") is None
    assert doors.seat_of("host") is None


def test_the_guest_refuses_broken_host_messages() -> None:
    version = messages.VERSION
    table, welcome = f'{{"t":"table","v":{version}}}', f'{{"t":"welcome","v":{version},"seat":-1}}'
    for text in ["", "{}", table, welcome, 5]:
        with pytest.raises(messages.Refused):
            messages.read_host(text)


def test_the_table_says_it_waits_for_a_seat_whose_device_is_away() -> None:
    table = Table("zehn", [PlayerSpec("Ada"), PlayerSpec("Gast")], [1], seed=3)
    table.host.away = frozenset(table.doors.away())
    while table.match.current != 1:
        table.host.play(table.host.legal_for(0)[0])
    assert table.host.frame().caption == "Warte auf Gast (nicht verbunden)"
    assert not table.host.needs_pass(), "a seat on another device is never passed to"
    table.join_all()
    table.host.away = frozenset(table.doors.away())
    assert table.host.frame().caption == "Gast ist am Zug"


@pytest.mark.parametrize("game_id", sorted(LEVELS))
def test_the_host_never_takes_back_a_guests_move(game_id: str) -> None:
    """At a table of bot, guest, bot the guest is the only person: the same moves on one
    device could be taken back (the twin shows it), but the host's undo never works on them."""
    players = [PlayerSpec("Bo", LEVELS[game_id]), PlayerSpec("Gast"), PlayerSpec("Bea", "easy")]
    players[2] = PlayerSpec("Bea", LEVELS[game_id])
    table = Table(game_id, players, [1], seed=7)
    table.join_all()
    twin = Match.start(table.match.game, players, 7)
    rng = random.Random(7)
    could = 0
    for _ in range(400):
        if table.match.is_over():
            break
        if table.host.bot_seat() is not None:
            table.host.bot_step()
            table.broadcast()
        else:
            guest = table.guests[1]
            assert guest.match is not None and guest.table is not None
            assert guest.table.play(rng.choice(guest.match.legal(1))).changed
            table.deliver(1, guest.outbox.pop())
        while twin.moves < table.match.moves:
            seat, action = table.match.log[twin.moves]
            twin.play(action, seat)
        could += twin.can_undo()
        assert not table.match.can_undo() and not table.host.can_undo()
        assert table.match.undo_refusal() is None
        with pytest.raises(ValueError):
            table.match.undo()
    assert could > 0, "the guest made moves a person on the host could take back"


def test_an_old_message_is_never_accepted_twice() -> None:
    """The position a guest saw is the move count and the count of take-backs: after a
    take-back the move count comes again, the position does not."""
    table = joined_table()
    while table.match.current != 1:
        if table.host.bot_seat() is not None:
            table.host.bot_step()
        else:
            table.host.play(table.host.legal_for(0)[0])
    table.broadcast()
    guest = table.guests[1]
    assert guest.match is not None and guest.table is not None
    assert guest.table.play(guest.match.legal(1)[0]).changed
    sent = guest.outbox.pop()
    table.match.undos += 1  # a take-back happened on the host in between
    answer = table.doors.receive(1, sent, table.match)
    assert answer.refused == "stale"
    table.match.undos -= 1
    moves = table.match.moves
    table.deliver(1, sent)
    assert table.match.moves == moves + 1
    assert table.doors.receive(1, sent, table.match).refused in {"stale", "out_of_turn"}


def by_hand(guest: Guest, picks: list[str], verb: str) -> str:
    """The guest's own table lays out ``picks`` as one meld by hand; the action it offers."""
    assert guest.table is not None
    guest.table.on_ui("arrange")
    for card in picks:
        guest.table.on_ui(f"pick {card}~0")
    guest.table.on_ui("group")
    html = guest.table.frame().html
    return next((a for a in re.findall(r'data-action="([^"]*)"', html) if a.startswith(verb)), "")


def test_a_guest_goes_out_by_hand_in_classic_fuenf_kronen_and_lays_out_in_the_last_turn() -> None:
    """With help with going out off, laying out by hand is legal in the engine but listed in
    no ``legal()``: the door judges it as the engine does."""
    from kartentisch.games.fuenf_kronen.cards import DECK, parse_cards

    players = [PlayerSpec("Ada"), PlayerSpec("Gast"), PlayerSpec("Bo", "easy")]
    table = Table("fuenf-kronen", players, [0, 1], 1, {"going_out_help": False})
    state = table.match.state
    state.round = 3
    state.hands = [parse_cards(h) for h in ("9C 9D 9S 9H 4H", "6H 7H 8H 8S 8D", "JS QC KD 10H 3D")]
    state.discard = parse_cards("9S")
    top = parse_cards("7C QS 5C")
    rest = Counter(DECK) - Counter(c for h in state.hands for c in h) - Counter(state.discard)
    state.stock = sorted((rest - Counter(top)).elements()) + top
    state.turn, state.dealer = 0, 2
    table.join_all()
    ada, gast = table.guests[0], table.guests[1]
    assert ada.table is not None and gast.table is not None
    assert ada.table.play("draw stock").changed
    table.deliver(0, ada.outbox.pop())
    action = by_hand(ada, ["9C", "9D", "9S", "9H", "5C"], "go out")
    assert action.startswith("go out 4H as ")
    assert sorted(action.split(" as ")[1].split()) == ["5C", "9C", "9D", "9H", "9S"]
    assert action not in table.match.legal(0), "classic: laying out by hand is not listed"
    assert ada.table.play(action).changed
    table.deliver(0, ada.outbox.pop())
    assert table.match.state.went_out == 0 and table.doors.refusals == []
    # the last turn: the guest lays out its own melds and keeps the rest
    assert gast.table.play("draw stock").changed
    table.deliver(1, gast.outbox.pop())
    by_hand(gast, ["6H", "7H", "8H"], "")
    gast.table.on_ui("pick QS~0")
    html = gast.table.frame().html
    action = next(a for a in re.findall(r'data-action="([^"]*)"', html) if " as " in a)
    assert action.startswith("discard QS as ") and "6H" in action and "8S" not in action
    assert gast.table.play(action).changed
    table.deliver(1, gast.outbox.pop())
    assert table.doors.refusals == []
    assert sorted(table.match.state.leftover[1]) == ["8D", "8S"]


def test_a_refused_arrangement_reaches_the_guest_in_words() -> None:
    players = [PlayerSpec("Gast"), PlayerSpec("Bo", "easy")]
    table = Table("fuenf-kronen", players, [0], 1, {"going_out_help": False})
    table.join_all()
    guest = table.guests[0]
    assert guest.table is not None and guest.match is not None
    if "draw stock" in guest.match.legal(0):
        assert guest.table.play("draw stock").changed
        table.deliver(0, guest.outbox.pop())
    hand = table.match.state.hands[0]
    wrong = f"go out {hand[-1]} as " + " ".join(hand[:3])
    assert guest.table.play(wrong).changed
    answer = table.doors.receive(0, guest.outbox.pop(), table.match)
    assert answer.refused == "illegal"
    refusal = messages.read_host(answer.replies[0])
    assert isinstance(refusal, messages.Refusal)
    assert set(refusal.why) == {"de", "en", "nl"} and refusal.why["de"]
    guest.hear(answer.replies[0])
    guest.match.refused()
    assert guest.match.legal(0), "after a refusal the seat may choose again"


def until_seat_may_act(table: Table, seat: Seat, skip: Seat | None = None) -> None:
    """Every other seat plays its first legal action (``skip``'s device is away: the host's
    bot plays it here) until ``seat`` may act."""
    while seat not in table.match.actors():
        actor = table.match.actors()[0]
        if table.match.is_bot(actor) or actor == skip:
            table.match.play(
                table.match.bot_choice(actor) if actor != skip else table.match.legal(actor)[0],
                actor,
            )
        elif actor in table.doors.seats:
            table.deliver(
                actor,
                messages.act_text(
                    actor, table.match.legal(actor)[0], table.match.moves, table.match.undos
                ),
            )
        else:
            table.host.play(table.match.legal(actor)[0], actor)


class Clock:
    def __init__(self) -> None:
        self.at = 100.0

    def __call__(self) -> float:
        return self.at


def test_a_seat_that_is_in_gets_no_second_welcome() -> None:
    table = joined_table()
    token = table.guests[1].token
    answer = table.doors.receive(1, messages.join_text(token), table.match)
    assert answer.refused == "joined"
    assert not any(isinstance(messages.read_host(r), Welcome) for r in answer.replies)
    assert table.doors.connected() == [1]


def test_refusals_send_the_table_at_most_once_a_second_and_a_flood_is_hung_up_on() -> None:
    players = [PlayerSpec("Ada"), PlayerSpec("Gast"), PlayerSpec("Cleo"), PlayerSpec("Bo", "easy")]
    table = Table("zehn", players, [1, 2], seed=3)
    clock = Clock()
    table.doors.now = clock
    table.join_all()
    wrong = messages.act_text(2, "lay 1 open", table.match.moves)
    tables = []
    for _ in range(MAX_REFUSED_IN_A_ROW - 1):
        answer = table.doors.receive(1, wrong, table.match)
        assert answer.refused == "wrong_seat" and not answer.hang_up
        tables.append(sum(json.loads(r)["t"] == "table" for r in answer.replies))
        clock.at += 0.1
    assert tables[0] == 1 and sum(tables) == 2, "the table once per second of refusals"
    # a move the door lets through ends the row
    clock.at += 1
    until_seat_may_act(table, 1)
    table.deliver(1, messages.act_text(1, table.match.legal(1)[0], table.match.moves))
    assert table.doors.seats[1].refused_in_a_row == 0
    moves = table.match.moves
    answers = [table.doors.receive(1, wrong, table.match) for _ in range(10_000)]
    hung = [i for i, answer in enumerate(answers) if answer.hang_up]
    assert hung[0] == MAX_REFUSED_IN_A_ROW - 1, "hung up on at the twentieth refusal in a row"
    assert table.doors.away() == [1] and table.doors.connected() == [2]
    assert sum(len(answer.replies) for answer in answers[hung[0] :]) <= 2 * len(answers)
    assert all(answer.action is None for answer in answers)
    assert table.match.moves == moves, "nothing changed"
    # the other guest plays on
    until_seat_may_act(table, 2, skip=1)
    table.deliver(2, messages.act_text(2, table.match.legal(2)[0], table.match.moves))
    assert table.match.moves > moves and table.doors.refusals[-1].startswith("seat-1")


def test_the_host_lends_a_connected_seat_to_a_bot_and_gives_it_back() -> None:
    table = joined_table()
    guest = table.guests[1]
    table.doors.lend(1)
    players = list(table.match.players)
    players[1] = PlayerSpec("Gast", "easy")
    table.match.players = tuple(players)
    table.doors.mark(table.match)
    assert table.doors.connected() == [1] and table.doors.away() == []
    assert table.match.elsewhere == frozenset()
    again = Doors.from_json(json.loads(json.dumps(table.doors.to_json())), 3)
    assert again is not None and again.lent == {1} and again.away() == []
    table.broadcast()
    until_seat_may_act(table, 1)
    assert table.host.bot_seat() == 1, "the host's bot plays the seat"
    table.broadcast()
    assert guest.match is not None and guest.match.legal(1) == []
    answer = table.doors.receive(1, messages.act_text(1, "pass", table.match.moves), table.match)
    assert answer.refused == "out_of_turn"
    table.host.bot_step()
    table.doors.give_back(1)
    players[1] = PlayerSpec("Gast")
    table.match.players = tuple(players)
    table.doors.mark(table.match)
    assert table.match.elsewhere == frozenset({1})
    until_seat_may_act(table, 1)
    table.broadcast()
    assert guest.match.legal(1), "the guest plays its seat again"
    moves = table.match.moves
    table.deliver(1, messages.act_text(1, guest.match.legal(1)[0], moves, table.match.undos))
    assert table.match.moves == moves + 1
