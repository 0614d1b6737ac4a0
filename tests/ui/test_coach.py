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
    """Press what the coach points at; what was said (with the round it was said in), the
    learner's moves, and the rounds another seat had ended before the learner's first turn."""
    coach = host.coach
    assert coach is not None
    guide = coach.guide
    taps = moves = 0
    said: list[str] = []
    lessons: dict[str, tuple[str, Any]] = {}
    played: list[str] = []
    first_turns: set[Any] = set()
    decided: list[Any] = []
    deviated = False
    for _ in range(500):
        if coach.done:
            break
        if host.bot_seat() is not None:
            host.bot_step()
            continue
        view = host.match.view(0)
        if view.get("round") not in first_turns:
            first_turns.add(view.get("round"))
            if guide.decided is not None and guide.decided(view, host.legal_for(0)):
                decided.append(view.get("round"))
        pending = coach.pending
        line = host.frame().coach
        assert line is not None
        said.append(line.text)
        if coach.pending is not None and pending is None:
            lessons[coach.pending] = (line.text, view)
        taps += 1
        if line.next:
            host.coach_next()
            continue
        assert line.target in host.legal_for(0), "the coach points at a legal move"
        others = [a for a in host.legal_for(0) if a != line.target]
        if deviate and others and not deviated:
            host.play(others[0])
            played.append(others[0])
            deviated = True
        else:
            host.play(line.target)
            played.append(line.target)
        moves += 1
    return {
        "taps": taps,
        "moves": moves,
        "said": said,
        "deviated": deviated,
        "lessons": lessons,
        "played": played,
        "decided": decided,
    }


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


@pytest.mark.parametrize("game_id", GAMES)
def test_every_round_of_the_guide_gives_the_learner_a_whole_turn(game_id: str) -> None:
    """No opponent ends a round (goes out) before the learner's first turn in it: a round of
    one draw and one discard teaches nothing."""
    walked = follow(guided(game_id))
    assert walked["decided"] == []


def test_the_fuenf_kronen_learner_plays_a_real_first_round() -> None:
    walked = follow(guided("fuenf-kronen"))
    first_round = walked["played"][: walked["played"].index("next round")]
    draws = [a for a in first_round if a.startswith("draw")]
    assert len(draws) >= 3, first_round


def test_the_wild_lesson_names_the_wild_cards_of_its_own_round() -> None:
    from kartentisch.games.fuenf_kronen.texts import wild_name

    text, view = follow(guided("fuenf-kronen"))["lessons"]["wild"]
    assert wild_name(view["wild"], "de") in text
    if view["wild"] != 3:
        assert "3er" not in text and "Runde 1" not in text


def test_the_zehn_gebote_learner_makes_a_call() -> None:
    walked = follow(guided("zehn-gebote"))
    assert "call" in walked["lessons"]
    assert any(a.startswith("call ") for a in walked["played"])


def test_the_last_lesson_is_followed_by_its_move() -> None:
    """The guide ends with a move, not at the last lesson's "Weiter"."""
    for game_id in GAMES:
        host = guided(game_id)
        follow(host)
        coach = host.coach
        assert coach is not None and coach.done and coach.pending is None
        assert coach.steps > coach.lesson_step


def lesson_text(game_id: str, lesson: str, lang: str) -> str:
    package = catalogue.get(game_id).info.texts_package
    text = texts.catalog(package, lang)[f"{catalogue.package_name(game_id)}.guide.{lesson}"]
    assert isinstance(text, str)
    return text


def test_the_protection_lesson_says_what_zehn_rules_say() -> None:
    """A card protected by one chip is still bought for 1: protection sends the bid to the
    owner, and two chips raise the opening bid to 2 (rules: Zehn, bid and swap)."""
    for lang, wrong, right in (
        ("de", "mehr bieten", "mindestens 2"),
        ("en", "bid more", "at least 2"),
        ("nl", "meer bieden", "minstens 2"),
    ):
        text = lesson_text("zehn", "protect", lang)
        assert wrong not in text and right in text, (lang, text)


def test_the_eselspiel_aim_lesson_builds_the_middle_upward() -> None:
    for lang, up in (("de", "eins höher ist"), ("en", "one higher than"), ("nl", "één hoger is")):
        text = lesson_text("eselspiel", "goal", lang)
        assert up in text, (lang, text)
