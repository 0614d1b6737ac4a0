"""The host asks for the camera before its first invitations (plain addresses in the offers).
A device without one must not keep the invitations waiting: however the browser refuses
(WebKit rejects with an object that is no Error, a page script might reject with a string),
the question ends at once as refused, never by the wait's timeout."""

from __future__ import annotations

import json
from typing import Any

import pytest

REFUSALS = {
    "webkit-object": "() => Promise.reject({ toString: () => 'no camera' })",
    "text": "() => Promise.reject('no camera')",
    "dom-exception": "() => Promise.reject(new DOMException('denied', 'NotAllowedError'))",
    "throws": "() => { throw new TypeError('no camera'); }",
}
PLAYERS = json.dumps([{"name": "Ada"}, {"name": "Ben", "remote": True}])

STUB = """(refusal) => {
  window.kartentischRealCamera = navigator.mediaDevices.getUserMedia;
  navigator.mediaDevices.getUserMedia = (0, eval)(refusal);
  delete document.documentElement.dataset.camera;
}"""
UNSTUB = """() => {
  navigator.mediaDevices.getUserMedia = window.kartentischRealCamera;
  delete document.documentElement.dataset.camera;
}"""


@pytest.mark.parametrize("refusal", sorted(REFUSALS))
def test_a_refused_camera_ends_the_wait_at_once(app: Any, refusal: str) -> None:
    app.evaluate(STUB, REFUSALS[refusal])
    try:
        app.evaluate("([g, p, s]) => kartentischTest.start(g, p, s)", ["zehn", PLAYERS, 3])
        app.wait_for_function(
            "() => document.documentElement.dataset.camera !== undefined", timeout=30_000
        )
        assert app.evaluate("() => document.documentElement.dataset.camera") == "refused"
    finally:
        app.evaluate(UNSTUB)
