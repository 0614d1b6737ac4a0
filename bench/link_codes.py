"""Code sizes for play with one device each: real offers and answers packed, and their QR codes.

``python3 -m bench link_codes [--pairs 3] [--json]`` makes offers and answers with real
Chromium peer connections (a negotiated data channel, no ICE server, as
``static/js/peer-link.js`` does) inside a network namespace of its own (``tests/netns.py``: a
veth pair at 10.99.0.1, the machine's network untouched), once with plain addresses
(``--disable-features=WebRtcHideLocalIpsWithMdns``, as a page with camera permission gets them),
once with Chromium's default mDNS names, and once with an IPv6 address added. For each it
prints the full SDP's size (and its QR version), the packed code's
(``kartentisch.link.offer_code``), the QR version of the code alone and of the invitation
link ``https://example.github.io/kartentisch/#join=<table>.<seat>.<code>`` (a realistic
GitHub Pages address), at error correction M (``kartentisch.link.qr_code``). The figures are in
docs/local-play.md, "Codes".
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import statistics
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import serve
from tests.netns import run_in_namespace

from bench.chromium import CHROMIUM, CHROMIUM_FLAGS

ROOT = Path(__file__).resolve().parents[1]
LINK_PREFIX = "https://example.github.io/kartentisch/#join=ab12cd34."
SEAT = "2"
PLAIN = "--disable-features=WebRtcHideLocalIpsWithMdns"
MODES = {"plain": [PLAIN], "mdns": [], "ipv4+ipv6": [PLAIN]}
"""Chromium's flags for each row; ``ipv4+ipv6`` runs after an IPv6 address was added to v0
(a home network with both, a host candidate for each)."""
IPV6_ADDRESS = "fd00:99::1/64"
IPV6_GATEWAY = "fd00:99::2"
"""Chromium gathers an IPv6 candidate only with a route out (none of it leaves v0/v1)."""
TIMEOUT_SECONDS = 180

MAKE_PAIR_JS = """
async () => {
  const gathered = (pc) => new Promise((resolve) => {
    if (pc.iceGatheringState === "complete") return resolve();
    pc.addEventListener("icegatheringstatechange", () => {
      if (pc.iceGatheringState === "complete") resolve();
    });
    setTimeout(resolve, 2000);
  });
  const make = () => {
    const pc = new RTCPeerConnection({ iceServers: [] });
    pc.createDataChannel("kartentisch", { negotiated: true, id: 0, ordered: true });
    return pc;
  };
  const host = make();
  await host.setLocalDescription(await host.createOffer());
  await gathered(host);
  const guest = make();
  await guest.setRemoteDescription(host.localDescription);
  await guest.setLocalDescription(await guest.createAnswer());
  await gathered(guest);
  const pair = { offer: host.localDescription.sdp, answer: guest.localDescription.sdp };
  host.close();
  guest.close();
  return pair;
}
"""


def make_descriptions(pairs: int) -> list[dict[str, str]]:
    """Inside the namespace: ``pairs`` offer/answer pairs for each mode, as JSON-ready rows."""
    from playwright.sync_api import sync_playwright

    rows = []
    with sync_playwright() as playwright:
        for mode, flags in MODES.items():
            if mode == "ipv4+ipv6":
                for command in (
                    ["ip", "-6", "addr", "add", IPV6_ADDRESS, "dev", "v0", "nodad"],
                    ["ip", "-6", "route", "add", "default", "via", IPV6_GATEWAY, "dev", "v0"],
                ):
                    subprocess.run(command, check=True)
            browser = playwright.chromium.launch(
                executable_path=str(CHROMIUM), args=[*CHROMIUM_FLAGS, *flags], headless=True
            )
            try:
                page = browser.new_page()
                page.goto("about:blank")
                for _ in range(pairs):
                    pair = page.evaluate(MAKE_PAIR_JS)
                    for kind in ("offer", "answer"):
                        rows.append({"mode": mode, "kind": kind, "sdp": pair[kind]})
            finally:
                browser.close()
    return rows


def segno_importable() -> None:
    """segno from the page's wheel where the project is not installed (as the tests do)."""
    if importlib.util.find_spec("segno") is None:
        for wheel in serve.pure_wheels(serve.PAGE_WHEELS, serve.CACHE / "page-wheels"):
            sys.path.append(str(wheel))


def measure(rows: list[dict[str, str]]) -> list[dict[str, Any]]:
    """Per mode and kind: medians of the sizes and the QR versions (all runs alike so far)."""
    segno_importable()
    from kartentisch.link import offer_code, qr_code

    found: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for row in rows:
        code = offer_code.pack(row["sdp"])
        if offer_code.unpack(code) != offer_code.parse(row["sdp"]):
            raise SystemExit(f"a code did not round-trip: {code}")
        link = f"{LINK_PREFIX}{SEAT}.{code}"
        found.setdefault((row["mode"], row["kind"]), []).append(
            {
                "sdp": len(row["sdp"]),
                "qr_sdp": qr_code.version(row["sdp"]),
                "code": len(code),
                "candidates": len(offer_code.unpack(code).candidates),
                "qr_code": qr_code.version(code),
                "link": len(link),
                "qr_link": qr_code.version(link),
                "example": code,
            }
        )
    table = []
    for (mode, kind), runs in found.items():
        summary: dict[str, Any] = {"mode": mode, "kind": kind, "runs": len(runs)}
        for key in ("sdp", "qr_sdp", "code", "candidates", "qr_code", "link", "qr_link"):
            values = [run[key] for run in runs]
            summary[key] = statistics.median(values)
            summary[f"{key}_range"] = [min(values), max(values)]
        summary["example"] = runs[0]["example"]
        table.append(summary)
    return table


def report(table: list[dict[str, Any]]) -> str:
    header = (
        f"{'addresses':<11}{'kind':<8}{'runs':>5}{'SDP chars':>11}{'QR SDP':>8}{'code chars':>12}"
        f"{'candidates':>12}{'QR code':>9}{'link chars':>12}{'QR link':>9}"
    )
    lines = [header, "-" * len(header)]
    for row in table:
        lines.append(
            f"{row['mode']:<11}{row['kind']:<8}{row['runs']:>5}{row['sdp']:>11g}{row['qr_sdp']:>8g}"
            f"{row['code']:>12g}{row['candidates']:>12g}{row['qr_code']:>9g}"
            f"{row['link']:>12g}{row['qr_link']:>9g}"
        )
    lines.append("")
    lines.append(f"QR versions at error correction M; link = {LINK_PREFIX}{SEAT}.<code>")
    for row in table:
        lines.append(f"example {row['mode']} {row['kind']}: {row['example']}")
    return "\n".join(lines)


def main(argv: Sequence[str]) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench link_codes", description=__doc__)
    parser.add_argument("--pairs", type=int, default=3, help="offer/answer pairs per mode")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--inside", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(list(argv))
    if args.inside:  # in the namespace: only Chromium's descriptions, as JSON
        print(json.dumps(make_descriptions(args.pairs)))
        return 0
    env = {**os.environ, "PYTHONPATH": os.pathsep.join((str(ROOT / "src"), str(ROOT)))}
    inner = [sys.executable, "-m", "bench", "link_codes", "--inside", "--pairs", str(args.pairs)]
    done = run_in_namespace(inner, env, TIMEOUT_SECONDS)
    if done.returncode != 0:
        print(done.stdout[-3000:], done.stderr[-3000:], file=sys.stderr)
        return 1
    table = measure(json.loads(done.stdout.strip().splitlines()[-1]))
    print(json.dumps(table, indent=1) if args.json else report(table))
    return 0
