"""Saves mangled every way a file from outside can be: each ends in a message and a backup.

Real saves of all four games are truncated, have characters flipped, values swapped for
values of the wrong type, huge numbers, deep nesting or multi-megabyte strings, keys taken
away or added, and come from unknown games or future versions. Mutations are tried both as
they are (the checksum catches most) and with the checksum made right again, so the checks
behind the checksum are reached as well. Every text goes through the two paths the app
uses, the stored save and the imported file.
"""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.hypothesis_depth import examples

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.errors import SaveError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.records.storage import (
    BACKUP_PREFIX,
    SAVE_PREFIX,
    MemoryStore,
    Storage,
    import_save,
)

GAMES = catalogue.ids()
ERROR_KEYS = {"save.corrupt", "save.tampered", "save.incompatible", "save.old_rules"}


@cache
def real_save(game_id: str) -> str:
    """A save of a game some way in: a person at seat 0, bots elsewhere."""
    game = catalogue.get(game_id)
    bot = game.info.bot_levels[0]
    players = [PlayerSpec("Ada"), PlayerSpec("Bo", bot), PlayerSpec("Cy", bot)]
    match = Match.start(catalogue.get(game_id), players, 11)
    for _ in range(40):
        if match.is_over():
            break
        seat = match.current or 0
        action = match.bot_choice(seat) if match.players[seat].bot else match.legal(seat)[0]
        match.play(action, seat)
    return saves.to_json(match)


DEEP_TOKEN = "\u0000deep"
"""Stands for deep nesting while the save is still an object; put in as text at the end,
since the JSON encoder itself cannot write what the loader must survive."""


def serialize(data: Any, with_checksum: bool, depth: int) -> str:
    if with_checksum and isinstance(data, dict):
        data = dict(data)
        data.pop("checksum", None)
        data["checksum"] = saves.body_checksum(data)
    text = json.dumps(data, ensure_ascii=False)
    return text.replace(json.dumps(DEEP_TOKEN), "[" * depth + "]" * depth)


DEEP = "[" * 50_000 + "]" * 50_000
HOSTILE_VALUES: list[Any] = [
    None,
    True,
    -1,
    0,
    10**30,
    -(10**30),
    1e308,
    "",
    "x" * 100_000,
    [],
    {},
    [[0, "draw"]],
    {"name": "<script>alert(1)</script>", "bot": None},
    {"": {"": {"": []}}},
]


def replace_at(data: Any, path: list[int], value: Any) -> Any:
    """``data`` with the node that ``path`` picks (indices wrap) replaced by ``value``."""
    if not path or not isinstance(data, dict | list) or not data:
        return value
    if isinstance(data, dict):
        keys = sorted(data)
        key = keys[path[0] % len(keys)]
        return {**data, key: replace_at(data[key], path[1:], value)}
    i = path[0] % len(data)
    return [*data[:i], replace_at(data[i], path[1:], value), *data[i + 1 :]]


def drop_at(data: Any, path: list[int]) -> Any:
    if not isinstance(data, dict | list) or not data:
        return data
    if isinstance(data, dict):
        keys = sorted(data)
        key = keys[path[0] % len(keys)] if path else keys[0]
        if len(path) <= 1:
            return {k: v for k, v in data.items() if k != key}
        return {**data, key: drop_at(data[key], path[1:])}
    i = (path[0] if path else 0) % len(data)
    if len(path) <= 1:
        return data[:i] + data[i + 1 :]
    return [*data[:i], drop_at(data[i], path[1:]), *data[i + 1 :]]


@st.composite
def mangled(draw: st.DrawFn) -> tuple[str, str]:
    game_id = draw(st.sampled_from(GAMES))
    text = real_save(game_id)
    kind = draw(st.sampled_from(["truncate", "flip", "replace", "drop", "add", "top"]))
    if kind == "truncate":
        return game_id, text[: draw(st.integers(0, len(text) - 1))]
    if kind == "flip":
        chars = list(text)
        for _ in range(draw(st.integers(1, 4))):
            chars[draw(st.integers(0, len(chars) - 1))] = draw(st.characters(codec="utf-8"))
        return game_id, "".join(chars)
    data = json.loads(text)
    path = draw(st.lists(st.integers(0, 50), min_size=1, max_size=4))
    if kind == "replace":
        value = draw(
            st.one_of(
                st.sampled_from([*HOSTILE_VALUES, DEEP_TOKEN]),
                st.recursive(
                    st.none() | st.booleans() | st.integers() | st.text(max_size=20),
                    lambda inner: (
                        st.lists(inner, max_size=3)
                        | st.dictionaries(st.text(max_size=5), inner, max_size=3)
                    ),
                    max_leaves=8,
                ),
            )
        )
        data = replace_at(data, path, value)
    elif kind == "drop":
        data = drop_at(data, path)
    elif kind == "add":
        data[draw(st.text(min_size=1, max_size=8))] = draw(st.sampled_from(HOSTILE_VALUES))
    else:
        key, value = draw(
            st.sampled_from(
                [
                    ("game", "no-such-game"),
                    ("game", "demo"),
                    ("version", saves.FORMAT_VERSION + 1),
                    ("format", "other"),
                    ("rules_version", catalogue.get(game_id).info.rules_version + 1),
                    ("rules_version", catalogue.get(game_id).info.rules_version - 1),
                    ("rules_version", "1"),
                    ("seed", "1" * 60),
                    ("seed", "١٢٣"),
                    ("options", {"no_such_option": True}),
                ]
            )
        )
        data[key] = value
    return game_id, serialize(data, draw(st.booleans()), draw(st.integers(1, 100_000)))


def check_text(game_id: str, text: str) -> None:
    """The contract of both load paths for any text at all."""
    try:
        match = saves.from_json(text, catalogue.get)
    except SaveError as error:
        assert str(error)
        match = None
    if match is not None:
        # A mutation the rules accept (e.g. another legal option) is a valid game.
        assert saves.from_json(saves.to_json(match), catalogue.get).log == match.log
    store = MemoryStore({SAVE_PREFIX + game_id: text, "kartentisch.settings": "{}"})
    outcome = Storage(store).load_match(game_id)
    if outcome.match is None:
        assert outcome.error_key in ERROR_KEYS
        assert store.data[BACKUP_PREFIX + game_id] == text
        assert store.data["kartentisch.settings"] == "{}"
    imported, error_key = import_save(text)
    assert (imported is None) == (error_key is not None)
    assert error_key is None or error_key in ERROR_KEYS


@settings(
    max_examples=examples(300),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mangled())
def test_a_mangled_save_ends_in_a_message_and_a_backup(case: tuple[str, str]) -> None:
    check_text(*case)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "null",
        "[]",
        '"text"',
        DEEP,
        '{"a":' * 20_000 + "1" + "}" * 20_000,
        "1" * 5000,
        '{"format":"kartentisch-save","version":1,"x":"' + "y" * (saves.MAX_SAVE_CHARS + 1) + '"}',
        "\x00\xff\ud800",
    ],
    ids=[
        "empty",
        "null",
        "list",
        "string",
        "deep-list",
        "deep-object",
        "huge-int",
        "too-big",
        "bad-chars",
    ],
)
def test_texts_that_are_no_save_at_all(text: str) -> None:
    check_text("zehn", text)


def test_every_real_save_still_loads() -> None:
    for game_id in GAMES:
        assert saves.from_json(real_save(game_id), catalogue.get).game.info.id == game_id


def test_a_too_big_text_is_refused_before_it_is_parsed(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_parse(_: str) -> None:
        raise AssertionError("parsed")

    monkeypatch.setattr("kartentisch.engine.saves.json.loads", no_parse)
    with pytest.raises(SaveError):
        saves.from_json(" " * (saves.MAX_SAVE_CHARS + 1), catalogue.get)
