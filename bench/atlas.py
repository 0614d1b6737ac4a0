"""The screen atlas: screenshots of every screen each game has, at five sizes, light and dark.

``python3 -m bench atlas --out DIR`` builds the site, and for each game reaches its screens —
the start, the hint, a middle round, the last round, a round result, the end, the replay, a
lesson and a pointer of the guided game, the pass screen — and writes each at 390×844, 360×740,
844×390, 1024×768 and 768×1024, in the light and the dark, into DIR as
``GAME-NN-SCREEN-WIDTHxHEIGHT-THEME.png`` (``index.txt`` lists what a game does not have).
Late states are played on CPython with the person's seat taken by a bot and imported as a
player imports a save; one page per size; the theme is switched in place, so both pictures
show the same moment. ``--games``, ``--sizes``, ``--screens`` and ``--themes`` take a subset.
"""

from __future__ import annotations

import argparse
import json
import random
import tempfile
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

SIZES = {
    "390x844": (390, 844),
    "360x740": (360, 740),
    "844x390": (844, 390),
    "1024x768": (1024, 768),
    "768x1024": (768, 1024),
}
GAME_IDS = ("fuenf-kronen", "eselspiel", "zehn", "zehn-gebote")
SCREENS = (
    "start",
    "hint",
    "middle",
    "last",
    "result",
    "end",
    "replay",
    "lesson",
    "coach",
    "pass",
)
THEMES = ("light", "dark")
NAMES = ("Ada", "Ben", "Cleo")
SEED = 3

RESET_JS = """async () => {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith("kartentisch")) localStorage.removeItem(key);
  }
  localStorage.setItem("kartentisch.settings", JSON.stringify({speed: "off"}));
  localStorage.setItem("kartentisch.guide-offered", "1");
  await window.kartentischTest.reset();
}"""
PERSON_JS = """() => { const s = JSON.parse(window.kartentischTest.state());
  return s.game === null || s.over || s.pass || s.legal.length > 0; }"""


def level(game_id: str) -> str:
    from kartentisch import catalogue

    return catalogue.get(game_id).info.bot_levels[1]


class Moments:
    """One whole game of a seed on CPython, the person's seat played by a bot, and the log
    positions of the moments the atlas shows (each a person's turn)."""

    def __init__(self, game_id: str, seed: int) -> None:
        from kartentisch import catalogue
        from kartentisch.engine.match import Match
        from kartentisch.engine.protocol import PlayerSpec
        from kartentisch.engine.rng import Rng

        self.game_id, self.seed = game_id, seed
        bot = level(game_id)
        players = [PlayerSpec(NAMES[0], None)] + [PlayerSpec(n, bot) for n in NAMES[1:]]
        match = Match.start(catalogue.get(game_id), players, seed)
        stand_in = match.game.bot(bot)
        rng = random.Random(seed)
        turns: list[tuple[int, int | None, bool]] = []
        """(log length, round, a round's result shows) at each of the person's turns."""
        while not match.is_over():
            if match.current != 0:
                match.play(match.bot_choice())
                continue
            view = match.view(0)
            legal = match.legal(0)
            now = match.progress().round
            # Fünf Kronen asks for the next round; Zehn shows the last round's resolution
            # at the person's first turn of the next
            fresh = bool(turns) and now != turns[-1][1] and bool(view.get("resolution"))
            turns.append((len(match.log), now, "next round" in legal or fresh))
            match.play(stand_in.choose(view, legal, Rng(rng.getrandbits(32))))
        self.whole = match
        self.turns = turns

    def at(self, moment: str) -> Any | None:
        """The match at ``moment`` (middle, last, result, end), or None where the game has
        no such moment."""
        turns = self.turns
        if moment == "end":
            return self.whole
        if moment == "middle":
            index = turns[len(turns) // 2][0]
        elif moment == "last":
            last_round = turns[-1][1]
            index = (
                next(i for i, r, _ in turns if r == last_round)
                if last_round is not None
                else turns[-3][0]
            )
        else:  # a round's result
            shown = [k for k, (_, _, result) in enumerate(turns) if result]
            if not shown or shown[len(shown) // 2] == 0:
                return None
            # the turn before, so that the page plays on into the result and shows it as
            # a player sees it (a save loaded at the result itself opens with it put away)
            index = turns[shown[len(shown) // 2] - 1][0]
        return self.replayed(index)

    def next_move(self, match: Any) -> str:
        """The person's move after ``match`` in the whole game."""
        return str(self.whole.log[len(match.log)][1])

    def replayed(self, length: int) -> Any:
        from kartentisch.engine.match import Match

        whole = self.whole
        match = Match.start(whole.game, whole.players, whole.seed, whole.options)
        for seat, action in whole.log[:length]:
            match.play(action, seat)
        return match


class Atlas:
    def __init__(self, page: Any, out: Path, size: str, themes: Sequence[str]) -> None:
        self.page, self.out, self.size, self.themes = page, out, size, themes
        self.written: list[Path] = []

    def shoot(self, game_id: str, screen: str) -> None:
        number = SCREENS.index(screen) + 1
        page = self.page
        page.wait_for_timeout(120)  # the paint after the last step settles
        for theme in self.themes:
            page.emulate_media(color_scheme=theme)
            path = self.out / f"{game_id}-{number:02d}-{screen}-{self.size}-{theme}.png"
            page.screenshot(path=str(path))
            self.written.append(path)
        page.emulate_media(color_scheme="light")

    def reset(self) -> None:
        self.page.evaluate(RESET_JS)
        self.page.wait_for_selector("#lobby:not([hidden])")

    def start(self, game_id: str, people: int = 1) -> None:
        self.reset()
        bot = level(game_id)
        seats = [[name, None if i < people else bot] for i, name in enumerate(NAMES)]
        self.page.evaluate(
            "([g, s, seed]) => window.kartentischTest.start(g, s, seed)",
            [game_id, json.dumps(seats), SEED],
        )
        self.page.wait_for_function(PERSON_JS, timeout=60_000)

    def load(self, match: Any, tmp: Path) -> None:
        from kartentisch.engine.saves import to_json

        self.reset()
        save = tmp / "save.json"
        save.write_text(to_json(match))
        self.page.set_input_files("#import-file", str(save))
        self.page.wait_for_selector("#table-screen:not([hidden])")
        self.page.wait_for_function(PERSON_JS, timeout=60_000)

    def act(self, action: str) -> None:
        moves = json.loads(self.page.evaluate("window.kartentischTest.state()"))["moves"]
        self.page.evaluate("a => window.kartentischTest.act(a)", action)
        self.page.wait_for_function(
            f"JSON.parse(window.kartentischTest.state()).moves > {moves}", timeout=60_000
        )

    def game(self, game_id: str, screens: Sequence[str], moments: Moments, tmp: Path) -> list[str]:
        """Every screen of ``screens`` the game has; the names of those it has not."""
        page = self.page
        missing = []
        shots: dict[str, Callable[[], bool]] = {
            "start": lambda: self.started(game_id),
            "hint": lambda: self.hint(game_id),
            "lesson": lambda: self.lesson(game_id),
            "coach": lambda: self.coach(game_id),
            "pass": lambda: self.passing(game_id),
            "replay": lambda: self.replay(moments, tmp),
        }
        for screen in screens:
            if screen in shots:
                shown = shots[screen]()
            else:
                match = moments.at(screen)
                shown = match is not None
                if match is not None:
                    self.load(match, tmp)
                    if screen == "result":
                        self.act(moments.next_move(match))
                        page.wait_for_function(PERSON_JS, timeout=60_000)
            if shown:
                self.shoot(game_id, screen)
            else:
                missing.append(screen)
        page.evaluate(RESET_JS)
        return missing

    def started(self, game_id: str) -> bool:
        self.start(game_id)
        return True

    def hint(self, game_id: str) -> bool:
        self.start(game_id)
        self.page.locator("#btn-hint").click()
        self.page.wait_for_selector("#last-move [data-hint]")
        return True

    def lesson(self, game_id: str) -> bool:
        self.reset()
        self.page.locator(f'#games [data-lobby="guide"][data-game="{game_id}"]').click()
        self.page.wait_for_selector("[data-coach]")
        return True

    def coach(self, game_id: str) -> bool:
        """The guided game's first pointer at a move, after its lessons so far."""
        self.lesson(game_id)
        page = self.page
        for _ in range(40):
            if page.locator("#table [data-coach-target]").count():
                return True
            following = page.locator("[data-coach-next]")
            if following.count() and following.first.is_visible():
                following.first.click()
            page.wait_for_timeout(100)
        return False

    def passing(self, game_id: str) -> bool:
        """The pass screen of two people, after the first one's move (with its recap)."""
        self.start(game_id, people=2)
        page = self.page
        page.locator("#pass-confirm").click()
        page.wait_for_function(PERSON_JS)
        for _ in range(40):
            now = json.loads(page.evaluate("window.kartentischTest.state()"))
            if now["pass"]:
                break
            if now["legal"]:
                self.act(sorted(now["legal"])[0])
            page.wait_for_function(PERSON_JS, timeout=60_000)
        page.wait_for_selector("#pass-screen:not([hidden])")
        return True

    def replay(self, moments: Moments, tmp: Path) -> bool:
        self.load(moments.whole, tmp)
        self.page.wait_for_selector("#end-screen:not([hidden])")
        self.page.locator("#end-replay").click()
        self.page.wait_for_selector("#dlg-replays[open]")
        self.page.wait_for_timeout(300)
        return True


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench atlas", description=__doc__)
    parser.add_argument("--out", type=Path, required=True, help="the folder for the pictures")
    parser.add_argument("--games", default=",".join(GAME_IDS))
    parser.add_argument("--sizes", default=",".join(SIZES))
    parser.add_argument("--screens", default=",".join(SCREENS))
    parser.add_argument("--themes", default=",".join(THEMES))
    parser.add_argument("--lang", default="de", help="the browser's language (de, en, nl)")
    parser.add_argument("--site", type=Path, help="a site already built (else built here)")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    sizes = [s for s in args.sizes.split(",") if s]
    screens = [s for s in args.screens.split(",") if s]
    themes = [s for s in args.themes.split(",") if s]
    unknown = set(games) - set(GAME_IDS) | set(sizes) - set(SIZES) | set(screens) - set(SCREENS)
    if unknown:
        parser.error(f"unknown: {', '.join(sorted(unknown))}")

    import serve
    from playwright.sync_api import sync_playwright

    from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

    site = args.site
    if site is None:
        site = Path(tempfile.mkdtemp())
        serve.build_site(site)
    server = serve.make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    args.out.mkdir(parents=True, exist_ok=True)
    moments = {g: Moments(g, SEED) for g in games}
    notes: list[str] = []
    count = 0
    tmp = Path(tempfile.mkdtemp())
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS)
        for size in sizes:
            width, height = SIZES[size]
            phone = min(width, height) < 500
            context = browser.new_context(
                viewport={"width": width, "height": height},
                has_touch=phone,
                is_mobile=phone,
                reduced_motion="reduce",
                locale={"de": "de-DE", "en": "en-GB", "nl": "nl-NL"}.get(args.lang, args.lang),
            )
            context.add_init_script("window.kartentischUnderTest = true;")
            page = context.new_page()
            page.goto(url)
            page.wait_for_function("() => window.kartentischTest !== undefined", timeout=120_000)
            atlas = Atlas(page, args.out, size, themes)
            for game_id in games:
                missing = atlas.game(game_id, screens, moments[game_id], tmp)
                if missing:
                    notes.append(f"{game_id} {size}: no {', '.join(missing)}")
            count += len(atlas.written)
            print(f"{size}: {len(atlas.written)} pictures", flush=True)
            context.close()
        browser.close()
    server.shutdown()
    (args.out / "index.txt").write_text(
        "\n".join([*sorted(p.name for p in args.out.glob("*.png")), "", *notes]) + "\n"
    )
    print(f"{count} pictures in {args.out}")
    for note in notes:
        print(note)
    return 0
