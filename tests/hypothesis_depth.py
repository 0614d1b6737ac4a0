"""How hard Hypothesis looks: ``ci`` (the default) or ``deep``, chosen by the environment.

``ci`` is derandomized: every run tries the same examples, so a red run is red again on the
next try and on every machine, and the suite's time does not wander with the draws. ``deep``
draws afresh each run and tries many more examples, for hunting before a release or after a
change of rules: ``KARTENTISCH_HYPOTHESIS=deep sh test.sh tests/engine tests/ui tests/games``.

A test states its example count for ``ci`` through ``examples(n)``; ``deep`` multiplies it.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

VARIABLE = "KARTENTISCH_HYPOTHESIS"
PROFILES = ("ci", "deep")
DEEP_FACTOR = 20
"""A test's ``ci`` count times this is its ``deep`` count."""


def chosen() -> str:
    """The profile the environment asks for; an unknown name is refused, not ignored."""
    name = os.environ.get(VARIABLE, "ci") or "ci"
    if name not in PROFILES:
        raise ValueError(f"{VARIABLE}={name!r}: expected one of {', '.join(PROFILES)}")
    return name


def load() -> None:
    """Register both profiles and load the chosen one (before any test module is imported:
    a test's ``@settings`` takes what it leaves unset from the profile loaded then)."""
    settings.register_profile(
        "ci",
        derandomize=True,
        database=None,
        deadline=None,
        max_examples=100,
        suppress_health_check=[HealthCheck.too_slow],
        print_blob=True,
    )
    settings.register_profile(
        "deep",
        derandomize=False,
        deadline=None,
        max_examples=100 * DEEP_FACTOR,
        suppress_health_check=[HealthCheck.too_slow],
        print_blob=True,
    )
    settings.load_profile(chosen())


def examples(ci: int) -> int:
    """A test's example count: ``ci`` in the ``ci`` profile, many more in ``deep``."""
    return ci * DEEP_FACTOR if chosen() == "deep" else ci
