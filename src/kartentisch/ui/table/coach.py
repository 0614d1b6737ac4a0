"""The coach of a guided first game: a line at each of the person's turns, and where to tap.

A guide (``engine.guides``) lists its game's lessons. At the person's turn the coach says the
first lesson whose moment is on the table and has not been said, with a "Weiter" button (a
lesson asks for no move); between lessons it points at the move the hint level would make and
says why (``Game.why``). The person may play anything else: the coach says that was allowed
and goes on from the new position. The guided part ends with the move after the last lesson
(so the learner makes the move it teaches), after the guide's number of moves, or with the
game; a summary names what was learnt, and the game goes on as any other.
The coach's progress is kept beside the save (``to_json``), so a reload goes on where it was.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kartentisch import catalogue
from kartentisch.engine.guides import Guide
from kartentisch.engine.protocol import Action, Advice, Game, Seat
from kartentisch.engine.texts import lookup
from kartentisch.ui.render.i18n import Translator


def guide_of(game_id: str) -> Guide | None:
    """The game's guide (its ``guide.py``), or None for a game without one."""
    try:
        module = importlib.import_module(catalogue.package(game_id) + ".guide")
    except ModuleNotFoundError:
        return None
    guide = getattr(module, "GUIDE", None)
    return guide if isinstance(guide, Guide) else None


@dataclass(frozen=True)
class CoachLine:
    """What the coach shows now."""

    text: str
    target: Action = ""
    """The move to point at (``data-coach-target``); "" while a lesson waits for "Weiter"."""
    cards: tuple[str, ...] = ()
    next: bool = False
    """A "Weiter" button (``data-coach-next``): a lesson, or the summary at the end."""
    done: bool = False


@dataclass
class Coach:
    game_id: str
    seed: int
    seat: Seat
    taught: list[str] = field(default_factory=list)
    pending: str | None = None
    """A lesson on screen, waiting for "Weiter"."""
    steps: int = 0
    """The person's moves while coached."""
    deviated: bool = False
    expected: Action = ""
    lesson_step: int = -1
    """``steps`` when the last lesson was said: the next waits for a later turn."""
    done: bool = False
    closed: bool = False
    """The summary was put away: the table is a normal game now."""

    @property
    def guide(self) -> Guide:
        guide = guide_of(self.game_id)
        assert guide is not None
        return guide

    # ---- what it says --------------------------------------------------------------------
    def line(
        self,
        game: Game[Any, Any],
        view: Any,
        legal: Sequence[Action],
        advice_of: Callable[[], Advice | None],
        names: Sequence[str],
        lang: str,
    ) -> CoachLine | None:
        """The coach's line at the person's turn (None once the summary is put away)."""
        t = Translator(lang)
        words = game.info.texts_package
        if self.done:
            if self.closed:
                return None
            learnt = ", ".join(self._title(game, lesson, lang) for lesson in self.taught)
            text = self._noted(t, t("coach.done", lessons=learnt, game=game.info.name(lang)))
            return CoachLine(text, next=True, done=True)
        if not legal:
            return None
        if self.pending is None:
            for index, lesson in enumerate(self.guide.lessons):
                # one lesson a turn (the first, what the game is about, comes before another)
                fresh = index == 0 or self.steps > self.lesson_step
                if fresh and lesson.id not in self.taught and lesson.applies(view, legal):
                    self.pending = lesson.id
                    if index > 0:
                        self.lesson_step = self.steps
                    break
        if self.pending is not None:
            key = f"{catalogue.package_name(self.game_id)}.guide.{self.pending}"
            lesson = next(x for x in self.guide.lessons if x.id == self.pending)
            said = lookup(words, lang, key, **lesson.values(view, lang))
            return CoachLine(self._noted(t, said), next=True)
        advice = advice_of()
        if advice is None:
            return None
        self.expected = advice.action
        text = self._noted(t, game.why(advice, names, lang, self.seat))
        cards = tuple(str(v) for k, v in advice.facts.items() if k.startswith("card"))
        return CoachLine(t("coach.move", why=text), target=advice.action, cards=cards)

    def _noted(self, t: Translator, text: str) -> str:
        """After a move other than the one pointed at, the next line says that was allowed."""
        return t("coach.deviated") + " " + text if self.deviated else text

    def _title(self, game: Game[Any, Any], lesson: str, lang: str) -> str:
        key = f"{catalogue.package_name(self.game_id)}.guide.{lesson}_title"
        return lookup(game.info.texts_package, lang, key)

    # ---- what the person does ------------------------------------------------------------
    def next(self) -> None:
        """ "Weiter": the lesson is said (or the summary put away)."""
        self.deviated = False
        if self.done:
            self.closed = True
        elif self.pending is not None:
            # the guide ends after a move, not at a lesson's "Weiter": the last lesson's
            # move (a call, going out) is then pointed at and made by the learner too
            self.taught.append(self.pending)
            self.pending = None

    def moved(self, action: Action, over: bool) -> None:
        """The person played ``action``: a lesson skipped counts as said; another move than
        the one pointed at is allowed, and said so once."""
        if self.done:
            return
        if self.pending is not None:
            self.taught.append(self.pending)
            self.pending = None
        self.deviated = bool(self.expected) and action != self.expected
        self.expected = ""
        self.steps += 1
        self._check_done(over)

    def game_over(self) -> None:
        """The game ended while the coach waited (a bot went out): the summary follows."""
        self.pending = None
        self.done = True

    def _check_done(self, over: bool = False) -> None:
        guide = self.guide
        every = all(lesson.id in self.taught for lesson in guide.lessons)
        if every or over or self.steps >= guide.max_steps:
            self.done = True

    # ---- kept beside the save ------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game_id,
            "seed": str(self.seed),
            "seat": self.seat,
            "taught": list(self.taught),
            "steps": self.steps,
            "lesson_step": self.lesson_step,
            "done": self.done,
            "closed": self.closed,
        }

    @staticmethod
    def from_json(data: object, game_id: str, seed: int) -> Coach | None:
        """The coach kept for this match, or None when ``data`` is not one (storage is
        anyone's to edit: anything malformed is ignored)."""
        guide = guide_of(game_id)
        if guide is None or not isinstance(data, Mapping):
            return None
        ids = {lesson.id for lesson in guide.lessons}
        taught, steps, seat = data.get("taught"), data.get("steps"), data.get("seat")
        if data.get("game") != game_id or data.get("seed") != str(seed):
            return None
        if not (isinstance(taught, list) and all(x in ids for x in taught)):
            return None
        if not (isinstance(steps, int) and 0 <= steps <= 10_000 and isinstance(seat, int)):
            return None
        coach = Coach(game_id, seed, seat, [str(x) for x in taught], steps=steps)
        lesson_step = data.get("lesson_step", -1)
        coach.lesson_step = lesson_step if isinstance(lesson_step, int) else -1
        coach.done = data.get("done") is True
        coach.closed = data.get("closed") is True
        return coach
