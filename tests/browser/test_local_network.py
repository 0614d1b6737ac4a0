"""The peer connections' tests (``tests/netplay``), run inside a network namespace.

Pages connect to each other only over a network interface, and such traffic must stay off
the machine's own network: ``tests/netns.py`` makes a namespace with a private veth pair, and
the inner pytest run serves the site built here, outside (the build may need the network).
When no namespace can be made this test fails with the reason; it never connects pages over
the machine's own network instead.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest
from harness import ARTIFACTS, DeviceImage
from tests import netns
from tests.netns import NamespaceError, run_in_namespace

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT_SECONDS = 900
"""The netplay folder takes 5-8 minutes on a 2-core machine busy with other work; it once
passed 600 s (see docs/local-play.md, "Testing")."""


def test_the_peer_connections_inside_a_network_namespace(
    site_dir: Path, device_image: DeviceImage | None, tmp_path: Path
) -> None:
    image = ""
    if device_image is not None:  # the inner run's pages start from it, as every page here
        device_image.save(tmp_path / "image")
        image = str(tmp_path / "image")
    env = {
        **os.environ,
        "KARTENTISCH_NETNS": "1",
        "KARTENTISCH_SITE": str(site_dir),
        "KARTENTISCH_IMAGE": image,
        "PYTHONPATH": os.pathsep.join(
            filter(None, (str(ROOT / "src"), os.environ.get("PYTHONPATH")))
        ),
    }
    netplay = str(ROOT / "tests" / "netplay")
    command = [sys.executable, "-m", "pytest", netplay, "-p", "no:cacheprovider", "-q"]
    command += ["--durations=0"]  # each test's time, kept in test-artifacts/netplay-run.txt
    try:
        done = run_in_namespace(command, env, TIMEOUT_SECONDS)
    except NamespaceError as error:
        pytest.fail(f"the network namespace for these tests could not be made: {error}")
    if done.returncode != 0:
        pytest.fail(f"tests/netplay failed inside the namespace:\n{done.stdout}\n{done.stderr}")
    assert " passed" in done.stdout, done.stdout
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "netplay-run.txt").write_text(done.stdout, encoding="utf-8")  # with the times


def test_the_namespace_holds_only_the_test_network() -> None:
    done = run_in_namespace(["ip", "-o", "-4", "addr"], timeout=30)
    assert done.returncode == 0, done.stderr
    addresses = {line.split()[3] for line in done.stdout.splitlines()}
    assert addresses == {"127.0.0.1/8", "10.99.0.1/24", "10.99.0.2/24"}


def test_a_namespace_that_cannot_be_made_fails_with_its_reason(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(netns, "SETUP", "ip link add v0 type no-such-kind")
    with pytest.raises(NamespaceError, match="no network namespace"):
        run_in_namespace(["true"], timeout=30)
