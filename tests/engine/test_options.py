"""Options are checked once, the same way for the form, saves and the command line."""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.errors import InvalidOptionError
from kartentisch.engine.match import Match
from kartentisch.engine.options import DEFAULT_INT_RANGE, check_option, checked_options
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.lobby.lobby_form import FormErrors, parse

GAMES = catalogue.ids()


@pytest.mark.parametrize("game_id", GAMES)
def test_defaults_pass_their_own_check(game_id: str) -> None:
    info = catalogue.get(game_id).info
    assert checked_options(info, info.default_options) == dict(info.default_options)
    for key, (low, high) in info.option_ranges.items():
        assert isinstance(info.default_options[key], int)
        assert low <= info.default_options[key] <= high


@pytest.mark.parametrize("game_id", GAMES)
def test_unknown_and_mistyped_options_are_refused(game_id: str) -> None:
    info = catalogue.get(game_id).info
    players = [PlayerSpec("Ada"), PlayerSpec("Bo", info.bot_levels[0])]
    with pytest.raises(InvalidOptionError):
        Match.start(catalogue.get(game_id), players, 1, {"no_such_option": 1})
    for key, default in info.default_options.items():
        wrong = "yes" if isinstance(default, bool | int) else 1
        with pytest.raises(InvalidOptionError):
            Match.start(catalogue.get(game_id), players, 1, {key: wrong})
        if isinstance(default, int) and not isinstance(default, bool):
            low, high = info.option_ranges.get(key, DEFAULT_INT_RANGE)
            for outside in (low - 1, high + 1, True):
                with pytest.raises(InvalidOptionError):
                    check_option(info, key, outside)


def test_the_form_refuses_a_number_out_of_range() -> None:
    info = catalogue.get("eselspiel").info
    key = next(k for k, v in info.default_options.items() if type(v) is int)
    fields = {"count": "2", "seat-0-name": "Ada", "seat-1-name": "Bo", "seat-1-kind": "normal"}
    for bad in ("-5", "1" + "0" * 40, "drei"):
        result = parse(info, {**fields, f"opt-{key}": bad}, "de")
        assert isinstance(result, FormErrors) and f"opt-{key}" in result.fields
    assert not isinstance(parse(info, {**fields, f"opt-{key}": "30"}, "de"), FormErrors)
