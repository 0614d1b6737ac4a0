"""Run a command inside a network namespace of its own, with a private two-address network.

Chromium gathers no ICE candidate on loopback alone, so two pages can only connect over a
network interface. Tests and benchmarks of the peer connections must never use the machine's
own network: ``run_in_namespace`` makes a namespace as an unprivileged user (``unshare -rn``)
with loopback up and a veth pair (v0 10.99.0.1/24, v1 10.99.0.2/24, a default route over v0),
and runs the command there. Traffic between the pages then stays on v0/v1, inside.

When the namespace cannot be made it raises ``NamespaceError`` with the reason: the caller
fails with it, it never falls back to the machine's network.
"""

from __future__ import annotations

import shutil
import subprocess
from collections.abc import Mapping, Sequence

HOST_ADDRESS = "10.99.0.1"
PEER_ADDRESS = "10.99.0.2"
SETUP = " && ".join(
    (
        "ip link set lo up",
        "ip link add v0 type veth peer name v1",
        f"ip addr add {HOST_ADDRESS}/24 dev v0",
        f"ip addr add {PEER_ADDRESS}/24 dev v1",
        "ip link set v0 up",
        "ip link set v1 up",
        f"ip route add default via {PEER_ADDRESS} dev v0",
    )
)
SETUP_FAILED = 125
"""The shell's exit status when the set-up inside failed (the command never started)."""
PROBE_SECONDS = 30


class NamespaceError(RuntimeError):
    """The network namespace could not be made; the message says why."""


def _command(argv: Sequence[str]) -> list[str]:
    script = f'{SETUP} || {{ echo "network set-up failed" >&2; exit {SETUP_FAILED}; }}; exec "$@"'
    return ["unshare", "-rn", "sh", "-c", script, "netns", *argv]


def check_namespace() -> None:
    """Raise ``NamespaceError`` unless a namespace with the test network can be made here."""
    for tool in ("unshare", "ip"):
        if shutil.which(tool) is None:
            raise NamespaceError(f"`{tool}` is not installed (util-linux, iproute2)")
    try:
        probe = subprocess.run(
            _command(["ip", "-brief", "address", "show", "v0"]),
            capture_output=True,
            text=True,
            timeout=PROBE_SECONDS,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise NamespaceError(f"unshare -rn could not run: {error}") from error
    if probe.returncode != 0 or HOST_ADDRESS not in probe.stdout:
        reason = (probe.stderr or probe.stdout).strip()[-1000:]
        raise NamespaceError(f"no network namespace (unshare -rn, veth): {reason}")


def run_in_namespace(
    argv: Sequence[str], env: Mapping[str, str] | None = None, timeout: float | None = None
) -> subprocess.CompletedProcess[str]:
    """``argv`` run inside a new network namespace with the test network; its output is
    captured as text. ``NamespaceError`` when the namespace cannot be made; a command that
    runs too long raises ``subprocess.TimeoutExpired`` as ``subprocess.run`` does."""
    check_namespace()
    done = subprocess.run(
        _command(argv),
        env=None if env is None else dict(env),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
    if done.returncode == SETUP_FAILED and "network set-up failed" in done.stderr:
        raise NamespaceError(f"the network inside the namespace failed: {done.stderr[-1000:]}")
    return done
