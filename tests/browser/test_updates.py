"""A new version of the site arrives while a game runs: nothing breaks, nothing is lost.

The service worker installs a new version only when every file of it could be stored; until
then the version before stays in charge, so a failed or partial download never leaves the
site unusable offline.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import serve
from harness import wait_for_service_worker, wait_ready
from helpers import state

SEATS = json.dumps([["Ada", None], ["Bot", "medium"]])
LISTEN = """() => {
    window.__updates = [];
    navigator.serviceWorker.addEventListener("message", (event) => {
        if (event.data.type === "updated") window.__updates.push(event.data.version);
    });
}"""
CACHE_NAMES = "caches.keys().then((names) => names.filter((n) => n.startsWith('kartentisch ')))"
"""The site's versions (the memory snapshot a device made has a cache of its own)."""


PERSON_TO_ACT = "() => JSON.parse(kartentischTest.state()).legal.length > 0"


def play_person_moves(page: Any, count: int) -> None:
    """Plays ``count`` moves of the person and waits until the bots have answered them.

    The move count is only settled once it is the person's turn again: a bot that moves
    after the count was read would make the saved game one move longer than expected.
    """
    for _ in range(count):
        page.wait_for_function(PERSON_TO_ACT)
        before = state(page)
        page.evaluate("a => kartentischTest.act(a)", before["legal"][0])
        page.wait_for_function(f"JSON.parse(kartentischTest.state()).moves > {before['moves']}")
    page.wait_for_function(PERSON_TO_ACT)


def new_version(site: Path, tag: str) -> None:
    sw = site / "sw.js"
    sw.write_text(sw.read_text().replace('const VERSION = "', f'const VERSION = "{tag}-', 1))


def ask_for_update(page: Any) -> None:
    page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")


def test_a_game_runs_on_through_an_update_and_resumes_after_it(
    open_page: Any, private_site: Callable[..., tuple[str, Path]]
) -> None:
    url, site = private_site()
    page = open_page(url=url)
    wait_for_service_worker(page)
    page.evaluate(LISTEN)
    page.evaluate(f"kartentischTest.start('zehn', {json.dumps(SEATS)}, 12)")
    play_person_moves(page, 2)
    new_version(site, "next")
    ask_for_update(page)
    page.wait_for_function("window.__updates.length > 0", timeout=30_000)
    play_person_moves(page, 2)
    moves = state(page)["moves"]
    page.reload()
    wait_ready(page)
    resumed = state(page)
    assert resumed["game"] == "zehn" and resumed["moves"] == moves


class FailingHandler(serve.SiteHandler):
    """Serves the site, but one file fails while ``failing`` is set."""

    failing: str | None = None

    def do_GET(self) -> None:
        if self.failing and self.path.split("?")[0].endswith(self.failing):
            self.send_error(500)
            return
        super().do_GET()


def test_a_failed_download_of_a_new_version_keeps_the_old_one_working_offline(
    open_page: Any, private_site: Callable[..., tuple[str, Path]]
) -> None:
    handler: type[FailingHandler] = type("Failing", (FailingHandler,), {})
    url, site = private_site(handler)
    page = open_page(url=url)
    wait_for_service_worker(page)
    page.evaluate(f"kartentischTest.start('zehn', {json.dumps(SEATS)}, 12)")
    play_person_moves(page, 1)
    moves = state(page)["moves"]
    old_caches = page.evaluate(CACHE_NAMES)
    handler.failing = "static/css/zehn.css"
    # A new version in which that file changed: the install must download it (an unchanged
    # file it would copy from the version before).
    changed = site / "static/css/zehn.css"
    changed.write_text(changed.read_text() + "\n/* the next version */\n")
    (site / "sw.js").write_bytes(serve.service_worker(site, serve.site_files(site)))
    # The new worker tries, fails on the one file, takes its half-filled cache with it and
    # ends "redundant"; the worker of the version before stays in charge.
    final_state = page.evaluate(
        """async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            const ended = new Promise((resolve) => {
                registration.addEventListener("updatefound", () => {
                    const worker = registration.installing;
                    worker.addEventListener("statechange", () => {
                        if (["redundant", "activated"].includes(worker.state)) {
                            resolve(worker.state);
                        }
                    });
                });
            });
            await registration.update();
            return await ended;
        }"""
    )
    assert final_state == "redundant"
    assert page.evaluate(CACHE_NAMES) == old_caches
    page.context.set_offline(True)
    page.reload()
    wait_ready(page)
    resumed = state(page)
    assert resumed["game"] == "zehn" and resumed["moves"] == moves
