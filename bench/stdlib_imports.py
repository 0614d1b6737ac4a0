"""Which modules of Pyodide's standard library the running site imports, step by step.

``python3 -m bench stdlib_imports [--site DIR] [--json]`` builds the site (or takes a built one),
opens it in headless Chromium with the test hook, and after each step asks the page which
modules of the standard library's zip are imported (``kartentischTest.loaded``): after a first
visit's start; after a few moves, a hint, a save exported and imported again in each of the four
games; and after a later start from the memory image the first visit made on the device (which
holds what the image maker imported). It prints the modules each step added, the whole set, and
every console error (a module left out of a trimmed zip that someone imports shows there).

The names asked about are those of the runtime's untrimmed zip (``node_modules``), so a run
against the trimmed site tells as well what it would have imported. This is how the build's
list of left-out modules (``stdlib_trim.LEFT_OUT``) was decided, and how to check it again
after a change of runtime. ``--write FILE`` writes the whole set there, one name a line: the
test of the list (``tests/test_stdlib_trim.py``) reads ``tests/stdlib_imported.txt`` so made.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import serve
import stdlib_trim

from bench.atlas import NAMES, PERSON_JS, RESET_JS, SEED, level
from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

GAMES = ("eselspiel", "fuenf-kronen", "zehn", "zehn-gebote")
MOVES = 6
"""The person's moves played in each game."""

RECORD_HEADER = (
    "# The standard modules the running site imported (python3 -m bench stdlib_imports --write).\n"
)

LOADED_JS = "names => names.filter(name => window.kartentischTest.loaded(name))"


def stdlib_names() -> list[str]:
    """Every module of the runtime's own (untrimmed) standard library zip."""
    return sorted(stdlib_trim.module_names(stdlib_trim.untrimmed_zip().read_bytes()))


def loaded(page: Any, names: Sequence[str]) -> set[str]:
    return set(page.evaluate(LOADED_JS, list(names)))


def play_a_few_moves(page: Any, game_id: str, tmp: Path) -> None:
    """Start ``game_id`` against bots, play some moves, ask for a hint, export the save and
    import it again."""
    page.evaluate(RESET_JS)
    page.wait_for_selector("#lobby:not([hidden])")
    seats = [[name, None if i == 0 else level(game_id)] for i, name in enumerate(NAMES)]
    page.evaluate(
        "([g, s, seed]) => window.kartentischTest.start(g, s, seed)",
        [game_id, json.dumps(seats), SEED],
    )
    for _ in range(MOVES):
        page.wait_for_function(PERSON_JS, timeout=60_000)
        state = json.loads(page.evaluate("window.kartentischTest.state()"))
        if state["over"] or not state["legal"]:
            break
        page.evaluate("a => window.kartentischTest.act(a)", state["legal"][0])
        page.wait_for_function(
            "m => JSON.parse(window.kartentischTest.state()).moves > m", arg=state["moves"]
        )
    page.wait_for_function(PERSON_JS, timeout=60_000)
    hint = page.locator("#btn-hint")
    if hint.count() and hint.is_visible() and hint.is_enabled():
        hint.click()
    export = page.locator('[data-host="export"]:visible').first
    with page.expect_download() as download:
        export.click()
    save = tmp / f"{game_id}.json"
    download.value.save_as(save)
    page.evaluate(RESET_JS)
    page.wait_for_selector("#lobby:not([hidden])")
    page.set_input_files("#import-file", str(save))
    page.wait_for_selector("#table-screen:not([hidden])")


def record(site: Path) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    names = stdlib_names()
    server = serve.make_server(site, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    steps: list[tuple[str, set[str]]] = []
    errors: list[str] = []
    try:
        with sync_playwright() as playwright, tempfile.TemporaryDirectory() as temp:
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=CHROMIUM_FLAGS, headless=True
            )
            context = browser.new_context(accept_downloads=True, reduced_motion="reduce")
            context.add_init_script("window.kartentischUnderTest = true;")
            page = context.new_page()
            page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
            page.on("pageerror", lambda e: errors.append(str(e)))
            page.goto(url)
            page.wait_for_function("window.kartentischTest !== undefined", timeout=240_000)
            steps.append(("first visit, ready", loaded(page, names)))
            for game_id in GAMES:
                play_a_few_moves(page, game_id, Path(temp))
                steps.append((f"{game_id}: moves, hint, save out and in", loaded(page, names)))
            page.wait_for_function(
                "document.documentElement.dataset.image !== 'making'", timeout=300_000
            )
            image = page.evaluate("document.documentElement.dataset.image || ''")
            page.reload()
            page.wait_for_function("window.kartentischTest !== undefined", timeout=240_000)
            boot = page.evaluate("document.documentElement.dataset.boot || ''")
            steps.append((f"later visit (image {image}, boot {boot}), ready", loaded(page, names)))
            play_a_few_moves(page, GAMES[0], Path(temp))
            steps.append((f"later visit: {GAMES[0]}", loaded(page, names)))
            browser.close()
    finally:
        server.shutdown()
    every = set().union(*(found for _, found in steps))
    return {
        "steps": [{"step": step, "modules": sorted(found)} for step, found in steps],
        "all": sorted(every),
        "left_out_but_imported": sorted(m for m in every if stdlib_trim.left_out(m)),
        "errors": errors,
    }


def format_report(report: dict[str, Any]) -> str:
    lines, seen = [], set[str]()
    for step in report["steps"]:
        new = [m for m in step["modules"] if m not in seen]
        seen.update(step["modules"])
        lines.append(f"{step['step']}: {len(step['modules'])} modules, new: {' '.join(new)}")
        lines.append("")
    lines.append(f"all {len(report['all'])} imported: {' '.join(report['all'])}")
    lines.append(f"left out by the build but imported: {report['left_out_but_imported'] or 'none'}")
    lines.append(f"console errors: {len(report['errors'])}")
    lines += [f"  {error}" for error in report["errors"]]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench stdlib_imports", description=__doc__)
    parser.add_argument("--site", type=Path, default=None, help="a built site (else built)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("--write", type=Path, default=None, help="write the set to this file")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="kartentisch-imports-") as temp:
        site = args.site
        if site is None:
            site = Path(temp) / "site"
            serve.build_site(site)
        report = record(site)
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    if args.write is not None:
        args.write.write_text(RECORD_HEADER + "".join(f"{name}\n" for name in report["all"]))
    return 0
