"""What every engine must do with the site; test_webkit.py and test_firefox.py import these
tests and fixtures and run them against their engine's one booted page (the ``engine``
fixture, module scope, on a server of its own), in this order."""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from bench.engine_drivers import EnginePage, FirefoxPage, WebKitPage, missing
from engine_site import RESET_JS, EngineSite, problems, watched_copy


@pytest.fixture(scope="session")
def watched_site(site_dir: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    return watched_copy(site_dir, tmp_path_factory.mktemp("engine-site") / "site")


ENGINES: dict[str, type[EnginePage]] = {"webkit": WebKitPage, "firefox": FirefoxPage}


def require(kind: type[EnginePage]) -> None:
    """Skip where the engine's programs are absent; in CI, fail instead (``.ci/run`` installs
    them, so an absent one means the run would silently test less)."""
    absent = missing(kind.needs)
    if absent is None:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"{absent}: CI must run the {kind.name} tests (.ci/run installs it)")
    pytest.skip(f"{absent} (apt-get install firefox-esr webkit2gtk-driver xvfb)")


@pytest.fixture(scope="module")
def engine(
    request: pytest.FixtureRequest, watched_site: Path
) -> Iterator[tuple[EnginePage, EngineSite]]:
    """The module's engine (its ``ENGINE``) with the watched site booted in one page."""
    kind = ENGINES[request.module.ENGINE]
    require(kind)
    site = EngineSite(watched_site)
    page = kind()
    try:
        page.goto(site.url)
        yield page, site
    finally:
        page.close()
        site.stop()


GAMES = ["fuenf-kronen", "eselspiel", "zehn", "zehn-gebote"]
BOT_LEVEL = {"fuenf-kronen": "easy", "eselspiel": "sleepy", "zehn": "easy", "zehn-gebote": "easy"}
"""A level each game knows (the games name their levels differently)."""
MOVES = 3
BOOT_WAIT_S = 420.0
"""How long a boot may take before the test gives up. A plain boot of WebKit on a busy 2-core
machine took minutes; the page's own start limit (90 s, ``static/js/boot.js``) only tells the
player it takes long and lets the start go on, so the test waits for the start itself."""

READY_JS = """['1', 'error'].includes(document.documentElement.dataset.ready)
  || !!document.querySelector('.py-error')"""
STATE_JS = "JSON.parse(window.kartentischTest.state())"
PERSON_OR_DONE_JS = f"""(() => {{
  const s = {STATE_JS};
  return (s.game !== null && (s.over || s.legal.length > 0)) ? s : null;
}})()"""
CLICK_LEGAL_JS = f"""(() => {{
  const s = {STATE_JS};
  const shown = [...document.querySelectorAll('#table [data-action]')];
  for (const action of s.legal) {{
    const control = shown.find((node) => node.dataset.action === action);
    if (control) {{ control.click(); return action; }}
  }}
  window.kartentischTest.act(s.legal[0]);
  return 'hook: ' + s.legal[0];
}})()"""
SCREEN_JS = """({table: document.getElementById('table').innerHTML,
  caption: document.getElementById('caption').textContent})"""


def booted(page: EnginePage) -> None:
    page.wait(READY_JS, BOOT_WAIT_S)
    state = page.run("document.documentElement.dataset.ready")
    assert state == "1", (
        f"{page.name} did not boot: {page.run('document.body.innerText.slice(-1500)')}"
    )


def no_problems(page: EnginePage, site: EngineSite) -> None:
    found = problems(page, site.origin)
    assert not found, f"{page.name}:\n" + "\n".join(found)


def play_moves(page: EnginePage, game: str, seed: int, moves: int) -> dict[str, Any]:
    """Start ``game`` (a person and two bots) and make the person's ``moves`` by clicks."""
    page.run(RESET_JS)
    level = BOT_LEVEL[game]
    seats = json.dumps([["Ada", None], ["Bert", level], ["Cleo", level]])
    page.run(f"window.kartentischTest.start({json.dumps(game)}, {json.dumps(seats)}, {seed})")
    state: dict[str, Any] = page.wait(PERSON_OR_DONE_JS)
    assert state["game"] == game
    for _ in range(moves):
        if state["over"]:
            break
        before = state["moves"]
        page.run(CLICK_LEGAL_JS)
        page.wait(f"(() => {{ const s = {STATE_JS}; return s.moves > {before}; }})()")
        state = page.wait(PERSON_OR_DONE_JS)
    return state


def test_the_site_boots(engine: tuple[EnginePage, EngineSite]) -> None:
    page, site = engine
    booted(page)
    assert page.run("document.querySelectorAll('#games [data-game]').length") >= 4
    no_problems(page, site)


@pytest.mark.parametrize("game", GAMES)
def test_a_game_is_played_a_few_moves(engine: tuple[EnginePage, EngineSite], game: str) -> None:
    page, site = engine
    booted(page)
    state = play_moves(page, game, seed=7, moves=MOVES)
    assert state["moves"] >= MOVES, state
    assert page.run("!document.getElementById('table-screen').hidden")
    no_problems(page, site)


def test_a_reload_restores_the_game_in_progress(engine: tuple[EnginePage, EngineSite]) -> None:
    page, site = engine
    booted(page)
    before = play_moves(page, "zehn", seed=11, moves=2)
    shown = page.run(SCREEN_JS)
    no_problems(page, site)
    page.reload()
    booted(page)
    after = page.wait(PERSON_OR_DONE_JS)
    assert (after["game"], after["moves"], after["legal"]) == (
        before["game"],
        before["moves"],
        before["legal"],
    )
    assert page.run(SCREEN_JS) == shown, "the same table and status as before the reload"
    no_problems(page, site)


def test_an_offline_start_after_one_visit(engine: tuple[EnginePage, EngineSite]) -> None:
    """Last: the site's server stops for good, the service worker alone starts the page."""
    page, site = engine
    booted(page)
    page.wait("navigator.serviceWorker && navigator.serviceWorker.controller !== null")
    before = play_moves(page, "eselspiel", seed=5, moves=1)
    no_problems(page, site)
    site.stop()
    page.goto(site.url + "?offline")
    booted(page)
    after = page.wait(PERSON_OR_DONE_JS)
    assert (after["game"], after["moves"]) == (before["game"], before["moves"])
    no_problems(page, site)
