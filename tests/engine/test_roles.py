"""Every game hands over to its own role files, each under the file's name.

``RoleGame`` reaches a game's rules, view, levels, undo and texts only through the modules
named in its ``roles``: a game that named another game's module, or a helper in place of the
role file, would still type-check, so this says which modules they are.
"""

from __future__ import annotations

import pytest

from kartentisch import catalogue
from kartentisch.engine.roles import RoleGame

GAMES = catalogue.ids(include_hidden=True)
ROLES = ("rules", "view", "levels", "undo", "texts")


@pytest.mark.parametrize("game_id", GAMES)
def test_each_role_is_the_game_s_own_file_of_that_name(game_id: str) -> None:
    game = catalogue.get(game_id)
    assert isinstance(game, RoleGame)
    package = f"kartentisch.games.{catalogue.package_name(game_id)}"
    named = {role: getattr(game.roles, role).__name__ for role in ROLES}
    assert named == {role: f"{package}.{role}" for role in ROLES}
    if game.roles.card_names is not None:
        assert getattr(game.roles.card_names, "__name__", None) == f"{package}.texts"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_facts_the_role_files_hold_are_the_game_s_info(game_id: str) -> None:
    game = catalogue.get(game_id)
    assert isinstance(game, RoleGame)
    assert game.info.id == game_id
    assert game.info.texts_package == game.roles.texts.PACKAGE
    assert game.info.bot_levels == game.roles.levels.LEVELS


def test_a_game_without_card_names_names_a_card_by_its_text_form() -> None:
    demo = catalogue.get("demo")
    assert isinstance(demo, RoleGame) and demo.roles.card_names is None
    assert demo.card_name("7", "en") == "7"
    assert catalogue.get("zehn").card_name("JK", "en") != "JK"
