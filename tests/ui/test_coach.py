"""The coach of a guided first game, on CPython with the real host: following it ends the
guide with every lesson said, its words exist in German, English and Dutch, a move of one's own
is allowed and said so, and its progress survives a reload (anything malformed is ignored)."""

from __future__ import annotations

from typing import Any

import pytest

from kartentisch import catalogue
from kartentisch.engine import texts
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.ui.table.coach import Coach, guide_of
from kartentisch.ui.table.host import TableHost
from kartentisch.ui.tables import renderer_for

GAMES = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")


def guided(game_id: str) -> TableHost:
    guide = guide_of(game_id)
    assert guide is not None
    players = [PlayerSpec("Ich", None)] + [
        PlayerSpec(f"Bot {i}", level) for i, level in enumerate(guide.bots, 1)
    ]
    host = TableHost(
        Match.start(catalogue.get(game_id), players, guide.seed), renderer_for(game_id)
    )
    host.coach = Coach(game_id, guide.seed, 0)
    return host


def follow(host: TableHost, deviate: bool = False) -> dict[str, Any]:
    coach = host.coach
    assert coach is not None
    taps = moves = 0
    said: list[str] = []
    deviated = False
    for _ in range(500):
        if coach.done:
            break
        if host.bot_seat() is not None:
            host.bot_step()
            continue
        line = host.frame().coach
        assert line is not None
        said.append(line.text)
        taps += 1
        if line.next:
            host.coach_next()
            continue
        assert line.target in host.legal_for(0), "the coach points at a legal move"
        others = [a for a in host.legal_for(0) if a != line.target]
        if deviate and others and not deviated:
            host.play(others[0])
            deviated = True
        else:
            host.play(line.target)
        moves += 1
    return {"taps": taps, "moves": moves, "said": said, "deviated": deviated}


@pytest.mark.parametrize("game_id", GAMES)
def test_following_the_coach_teaches_every_lesson(game_id: str) -> None:
    host = guided(game_id)
    walked = follow(host)
    coach = host.coach
    assert coach is not None and coach.done
    guide = guide_of(game_id)
    assert guide is not None
    assert sorted(coach.taught) == sorted(lesson.id for lesson in guide.lessons)
    assert walked["taps"] <= 40
    summary = host.frame().coach
    assert summary is not None and summary.done and summary.next


@pytest.mark.parametrize("game_id", GAMES)
def test_every_lesson_is_written_in_three_languages(game_id: str) -> None:
    guide = guide_of(game_id)
    assert guide is not None
    package = catalogue.get(game_id).info.texts_package
    name = catalogue.package_name(game_id)
    for lesson in guide.lessons:
        for lang in ("de", "en", "nl"):
            for key in (f"{name}.guide.{lesson.id}", f"{name}.guide.{lesson.id}_title"):
                assert texts.catalog(package, lang).get(key), (lang, key)


@pytest.mark.parametrize("game_id", GAMES)
def test_a_move_of_ones_own_is_said_to_be_allowed(game_id: str) -> None:
    host = guided(game_id)
    walked = follow(host, deviate=True)
    assert walked["deviated"]
    assert host.coach is not None and host.coach.done
    assert any(text.startswith("Anders als vorgeschlagen") for text in walked["said"])


def test_the_coach_survives_a_reload_and_ignores_what_is_not_its_own() -> None:
    host = guided("zehn")
    coach = host.coach
    assert coach is not None
    host.frame()
    host.coach_next()
    kept = host.kept()
    again = Coach.from_json(kept["coach"], "zehn", coach.seed)
    assert again is not None and again.taught == coach.taught
    assert Coach.from_json(kept["coach"], "zehn", coach.seed + 1) is None
    assert Coach.from_json(kept["coach"], "eselspiel", coach.seed) is None
    bad_ones: list[object] = [None, [], {"game": "zehn"}, {**kept["coach"], "taught": ["x"]}]
    for bad in bad_ones:
        assert Coach.from_json(bad, "zehn", coach.seed) is None
