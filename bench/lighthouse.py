"""Lighthouse's mobile figures of the site served as GitHub Pages serves it, one or two builds.

``python3 -m bench lighthouse [--runs 3] [--site DIR | --compare DIR_BEFORE DIR_AFTER]
[--keep DIR] [--wait S] [--json]`` builds the site into a temporary folder (or takes a built one),
serves it as Pages does (``bench/pages_server.py``: gzip, ETag and 304, ``max-age=600``) and
runs Lighthouse's default configuration on it: a mobile phone's screen and simulated throttling
(a slow 4G line, the CPU four times slower), the performance category only, in Debian's
Chromium, headless, each run in a fresh profile. It prints per page the median and range of the
performance score, total blocking time, first and largest contentful paint, time to interactive,
the bytes and requests Lighthouse counted, the main-thread work it saw and when it stopped
watching (work after that is in no figure), what the server sent meanwhile and Lighthouse's own
CPU benchmark of the computer. ``--compare`` serves both builds at once and alternates between
them run by run (the order turning each round), so that both see the same computer. A run still
loading at Lighthouse's limit (45 s, ``--wait`` changes it) is flagged; one after which
Lighthouse wrote no report is tried again, and the lost tries are counted.

Lighthouse comes from npm, pinned in ``bench/lighthouse/`` (a package of its own, so the site's
build and the tests never install it); the first run there does ``npm ci``.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import ExitStack, contextmanager
from pathlib import Path
from typing import Any

import serve  # the build lives in the top-level serve.py

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS
from bench.lighthouse_figures import Figures, figures_of, format_table
from bench.pages_server import PagesServer, pages_served

PACKAGE = Path(__file__).resolve().parent / "lighthouse"
"""The npm package that pins Lighthouse (``package.json``, ``package-lock.json``)."""
CLI = PACKAGE / "node_modules" / "lighthouse" / "cli" / "index.js"


def ensure_lighthouse() -> None:
    """``npm ci`` in the pinned package when its node_modules is missing or older than the
    lock file."""
    marker = PACKAGE / "node_modules" / ".package-lock.json"
    lock = PACKAGE / "package-lock.json"
    if CLI.exists() and marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    print("[lighthouse] npm ci in bench/lighthouse", file=sys.stderr, flush=True)
    subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=PACKAGE, check=True)


def lighthouse_command(url: str, output: Path, wait_s: float | None = None) -> list[str]:
    """Lighthouse's CLI with its default (mobile) settings, the performance category only;
    ``wait_s`` replaces its limit of 45 s on waiting for the page to settle."""
    wait = [] if wait_s is None else [f"--max-wait-for-load={round(wait_s * 1000)}"]
    return [
        "node",
        str(CLI),
        url,
        "--output=json",
        f"--output-path={output}",
        "--only-categories=performance",
        f"--chrome-flags={' '.join(CHROMIUM_FLAGS)}",
        "--quiet",
        *wait,
    ]


ATTEMPTS = 3
"""Tries of one run: Lighthouse 12 now and then dies of an unhandled protocol error ("Target
closed", most likely a worker of the page ending while it gathers) and writes no report."""


def run_once(server: PagesServer, output: Path, wait_s: float | None) -> Figures:
    """One Lighthouse run against a served site; Lighthouse starts a fresh Chromium profile.
    A report written with an error (Lighthouse then exits 1) keeps that error."""
    output.unlink(missing_ok=True)
    mark = server.ledger.mark()
    environment = {**os.environ, "CHROME_PATH": str(CHROMIUM)}
    done = subprocess.run(
        lighthouse_command(server.url, output, wait_s), env=environment, check=False
    )
    served = sum(entry.bytes for entry in server.ledger.since(mark))
    if not output.exists():
        return dataclasses.replace(
            figures_of({}), error=f"no report (exit {done.returncode})", served_bytes=served
        )
    report = json.loads(output.read_text(encoding="utf-8"))
    return dataclasses.replace(figures_of(report), served_bytes=served)


def run_with_retries(
    server: PagesServer, output: Path, wait_s: float | None
) -> tuple[Figures, int]:
    """A run, tried again while Lighthouse wrote no report; with the number of tries lost."""
    for lost in range(ATTEMPTS):
        figures = run_once(server, output, wait_s)
        if figures.error is None or not figures.error.startswith("no report"):
            return figures, lost
    return figures, ATTEMPTS - 1


def brief(figures: Figures) -> str:
    """One run's score, blocking time and bytes, for the progress lines."""
    if figures.error is not None:
        return f"failed: {figures.error}"
    return (
        f"score {figures.score}, blocking {figures.total_blocking_ms} ms, "
        f"{figures.byte_weight} bytes, {figures.requests} requests"
    )


def round_order(names: Sequence[str], round_index: int) -> list[str]:
    """The pages' order in one round: as given, then turned round, and so on."""
    return list(names) if round_index % 2 == 0 else list(reversed(names))


@contextmanager
def sites_built(sites: dict[str, Path | None]) -> Iterator[dict[str, Path]]:
    """Each page's built site; one given as ``None`` is built from this checkout meanwhile."""
    with tempfile.TemporaryDirectory(prefix="kartentisch-lighthouse-") as temp:
        built = {}
        for name, site in sites.items():
            if site is None:
                site = Path(temp) / name
                serve.build_site(site)
            built[name] = site
        yield built


def run(
    sites: dict[str, Path | None], runs: int, keep: Path | None, wait_s: float | None = None
) -> dict[str, Any]:
    """``runs`` Lighthouse runs of every page, alternating; the figures of each run."""
    ensure_lighthouse()
    load_before = os.getloadavg()[0]
    results: dict[str, list[Figures]] = {name: [] for name in sites}
    lost_tries = dict.fromkeys(sites, 0)
    with sites_built(sites) as built, ExitStack() as stack:
        servers = {name: stack.enter_context(pages_served(site)) for name, site in built.items()}
        reports = Path(stack.enter_context(tempfile.TemporaryDirectory())) if keep is None else keep
        reports.mkdir(parents=True, exist_ok=True)
        for round_index in range(runs):
            for name in round_order(list(sites), round_index):
                output = reports / f"{name}-{round_index + 1}.json"
                figures, lost = run_with_retries(servers[name], output, wait_s)
                results[name].append(figures)
                lost_tries[name] += lost
                print(
                    f"[lighthouse] {name} run {round_index + 1}: {brief(figures)}", file=sys.stderr
                )
        folders = {name: str(site) for name, site in built.items()}
    return {
        "runs": runs,
        "wait_s": wait_s,
        "sites": folders,
        "load": (load_before, os.getloadavg()[0]),
        "lost_tries": lost_tries,
        "results": {
            name: [dataclasses.asdict(f) for f in found] for name, found in results.items()
        },
    }


def format_report(report: dict[str, Any]) -> str:
    pages = {name: [Figures(**found) for found in runs] for name, runs in report["results"].items()}
    lines = [
        "Lighthouse 12 (pinned in bench/lighthouse), default mobile settings: simulated "
        "throttling (slow 4G, CPU 4x), performance category; Debian's Chromium, headless; "
        "the site served as GitHub Pages serves it (gzip, ETag/304, max-age=600)"
        + ("" if report.get("wait_s") is None else f"; waits up to {report['wait_s']:g} s"),
        *(f"{name}: {folder}" for name, folder in report["sites"].items()),
        "",
        format_table(pages),
        *(
            f"{name}: {lost} more try(s): Lighthouse died without a report"
            for name, lost in report["lost_tries"].items()
            if lost
        ),
        "",
        f"(median and range of {report['runs']} run(s) a page"
        + (", alternating" if len(pages) > 1 else "")
        + f"; load average before/after {report['load'][0]:.1f} / {report['load'][1]:.1f})",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench lighthouse", description=__doc__)
    parser.add_argument("--runs", type=int, default=3, help="runs a page")
    pages = parser.add_mutually_exclusive_group()
    pages.add_argument("--site", type=Path, default=None, help="a built site (else built)")
    pages.add_argument(
        "--compare", type=Path, nargs=2, metavar=("DIR_BEFORE", "DIR_AFTER"), default=None,
        help="two built sites, measured alternately",
    )  # fmt: skip
    parser.add_argument("--keep", type=Path, default=None, help="a folder for the JSON reports")
    parser.add_argument(
        "--wait", type=float, default=None,
        help="seconds Lighthouse waits for the page to settle (its default: 45)",
    )  # fmt: skip
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    sites: dict[str, Path | None]
    if args.compare is not None:
        sites = {"before": args.compare[0], "after": args.compare[1]}
    else:
        sites = {"site": args.site}
    report = run(sites, args.runs, args.keep, args.wait)
    print(json.dumps(report, indent=1) if args.json else format_report(report))
    return 0
