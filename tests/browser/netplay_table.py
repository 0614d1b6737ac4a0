"""The devices of a table played over the link in the tests: the host's page and its
guests' (Chromium contexts of one browser, or another engine's page that can ``evaluate``),
the moves a person would make on each, and the check that every table message a guest got
is its seat's view."""

from __future__ import annotations

import json
import random
from typing import Any

from harness import DeviceImage, SiteServer, new_context, wait_ready

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.match import Match
from kartentisch.engine.rng import Rng

RECORD = """() => {
  window.gotFromHost = [];
  window.addEventListener("kartentisch-link", (event) => {
    if (event.detail.kind === "message") window.gotFromHost.push(event.detail.text);
  });
}"""


def state(page: Any) -> dict[str, Any]:
    return dict(json.loads(page.evaluate("kartentischTest.state()")))


class Table:
    def __init__(self, browser: Any, site_server: SiteServer, image: DeviceImage | None) -> None:
        self.browser, self.origin, self.url = browser, site_server.origin, site_server.url
        self.image = image
        self.contexts: list[Any] = []
        self.host = self.open(self.url)

    def open(self, url: str) -> Any:
        context, _ = new_context(self.browser, self.origin, image=self.image, site=self.url)
        self.contexts.append(context)
        page = context.new_page()
        page.add_init_script(f"({RECORD})()")
        page.goto(url)
        return page

    def close(self) -> None:
        for context in self.contexts:
            context.close()

    def invitation(self, seat: int) -> str:
        """The seat's invitation link, from the host's dialog (opened by its button when
        closed)."""
        if not self.host.evaluate("() => document.getElementById('dlg-invite').open"):
            self.host.click("#btn-invite")
        self.host.wait_for_selector(f'[data-invite="{seat}"]', timeout=30_000)
        return str(self.host.get_attribute(f'[data-invite="{seat}"]', "href"))

    def answer(self, seat: int, guest: Any) -> None:
        """The guest's answer, carried as text from its element to the host's field."""
        guest.wait_for_selector("[data-answer-code]", timeout=30_000)
        code = str(guest.text_content("[data-answer-code]")).strip()
        if not self.host.is_visible(f'[data-answer-input="{seat}"]'):
            self.host.click("#btn-invite")
        self.host.fill(f'[data-answer-input="{seat}"]', code)
        self.host.click(f'[data-answer-apply="{seat}"]')
        guest.wait_for_function(
            "() => JSON.parse(kartentischTest.state()).screen === 'table'", timeout=30_000
        )

    def join(self, seat: int, link: str, guest: Any | None = None) -> Any:
        if guest is None:
            guest = self.open(link)
        else:
            guest.goto(link)
        wait_ready(guest)
        self.answer(seat, guest)
        return guest


def choose(game_id: str, data: dict[str, Any], rng: random.Random) -> str:
    """A person's move: the easy bot's choice from what the page shows (view and legal)."""
    bot = catalogue.get(game_id).bot("easy")
    return bot.choose(data["view"], data["legal"], Rng(rng.randrange(2**31)))


def one_move(pages: dict[int, Any], game_id: str, rng: random.Random) -> int | None:
    """The first device whose page offers moves makes one: its seat (None: no device may)."""
    for seat, page in pages.items():
        data = state(page)
        if data.get("legal") and not data.get("pass"):
            page.evaluate("(a) => kartentischTest.act(a)", choose(game_id, data, rng))
            return seat
    return None


def end_rows(page: Any) -> list[str]:
    page.wait_for_selector("#end-screen:not([hidden]) .results tbody tr", timeout=30_000)
    return [
        " ".join(str(row).split()) for row in page.locator(".results tbody tr").all_inner_texts()
    ]


def check_messages(game_id: str, save_text: str, guest: Any, seat: int) -> int:
    """Every table message the guest received is exactly its seat's view at that move,
    replayed here from the host's save, and what it may do there."""
    match = saves.from_json(save_text, catalogue.get)
    replay = Match.start(match.game, match.players, match.seed, match.options)
    seen = {0: json.loads(json.dumps(replay.view(seat)))}
    for acting, action in match.log:
        replay.play(action, acting)
        seen[replay.moves] = json.loads(json.dumps(replay.view(seat)))
    checked = 0
    for text in guest.evaluate("window.gotFromHost"):
        message = json.loads(text)
        assert set(message) <= {
            "t",
            "v",
            "game",
            "seat",
            "moves",
            "undos",
            "view",
            "legal",
            "current",
            "actors",
            "names",
            "bots",
            "away",
            "scores",
            "ranks",
            "options",
            "progress",
            "token",
            "table",
            "reason",
        }
        if message["t"] == "table":
            assert message["seat"] == seat
            assert message["view"] == seen[message["moves"]], f"move {message['moves']}"
            checked += 1
    return checked
