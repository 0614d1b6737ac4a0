"""Every JavaScript promise Python awaits goes through ``dom.settled``: a rejection with a
string, an odd object or nothing at all reaches Python as an error at once, where awaiting
the promise directly would leave the awaiting task hanging for good."""

from __future__ import annotations

from typing import Any

OUTCOMES = {
    "value": "value: fine",
    "error": "error: an error",
    "text": "error: text",
    "object": "error: [object Object]",
    "nothing": "error: [object Undefined]",
}


def test_every_kind_of_rejection_reaches_python_as_an_error(app: Any) -> None:
    for kind in OUTCOMES:
        app.evaluate("(kind) => window.kartentischTest.settle(kind)", kind)
    app.wait_for_function(
        "(count) => Object.keys(window.kartentischSettled || {}).length === count",
        arg=len(OUTCOMES),
        timeout=10_000,
    )
    assert app.evaluate("() => ({ ...window.kartentischSettled })") == OUTCOMES
