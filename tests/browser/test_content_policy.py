"""The page runs under a strict Content-Security-Policy; names with markup stay text.

Every browser test fails on a policy violation (the harness turns each into a console
error), so the whole suite plays under the policy; this file checks the policy itself and a
hostile player name.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from helpers import state

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = '<img src=x onerror="window.pwned=1">'


def policy() -> dict[str, list[str]]:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    found = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html)
    assert found, "index.html carries the policy as a meta tag"
    head = html[: html.index("</head>")]
    assert head.index("Content-Security-Policy") < head.index("<script"), "before any script"
    directives = {}
    for part in found.group(1).split(";"):
        name, *values = part.split()
        directives[name] = values
    return directives


def test_the_policy_is_strict() -> None:
    csp = policy()
    assert csp["default-src"] == ["'self'"]
    assert csp["connect-src"] == ["'self'"]
    assert csp["object-src"] == ["'none'"]
    assert csp["base-uri"] == ["'none'"]
    assert csp["style-src"] == ["'self'"]
    # PyScript builds its hooks with Function(); Pyodide compiles WebAssembly.
    assert csp["script-src"] == ["'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"]
    assert "'unsafe-inline'" not in csp["script-src"]


def test_no_inline_script_of_our_own() -> None:
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    for tag in re.findall(r"<script\b[^>]*>", html):
        assert "src=" in tag, f"inline script: {tag}"
    assert not re.search(r"\son[a-z]+=", html), "no inline event handler attributes"


def test_a_name_with_markup_shows_as_text_and_runs_nothing(app: Any) -> None:
    seats = json.dumps([[HOSTILE, None], ["Bot", "hard"]])
    app.evaluate(f"kartentischTest.start('zehn', {json.dumps(seats)}, 3)")
    app.wait_for_function("JSON.parse(kartentischTest.state()).moves >= 0")
    assert state(app)["game"] == "zehn"
    assert HOSTILE in app.locator("#table").inner_text()
    assert app.locator("#table img[src='x']").count() == 0
    app.locator("#btn-log").click()
    assert app.locator("#log img[src='x']").count() == 0
    assert app.evaluate("window.pwned === undefined")


PY_SCRIPTS = (
    '<py-script>from pyscript import window; window.pwned = "py-script"</py-script>',
    '<script type="py">from pyscript import window; window.pwned = "type=py"</script>',
)


def test_a_name_with_python_markup_runs_nothing(app: Any) -> None:
    """PyScript runs any ``<py-script>`` or ``<script type="py">`` that appears in the page;
    names carrying them are shown as text at the table, in the log and on the score sheet."""
    seats = json.dumps([[PY_SCRIPTS[0], None], [PY_SCRIPTS[1], "hard"], ["Bot", "hard"]])
    app.evaluate(f"kartentischTest.start('fuenf-kronen', {json.dumps(seats)}, 3)")
    app.wait_for_function("JSON.parse(kartentischTest.state()).moves >= 0")
    assert app.locator("#table py-script, #table script").count() == 0
    app.locator("#btn-log").click()
    assert app.locator("#log py-script, #log script").count() == 0
    app.keyboard.press("Escape")
    # a script PyScript picked up runs at once; give it a moment to show itself
    app.wait_for_timeout(1500)
    assert app.evaluate("window.pwned === undefined")
    # the page's own main.py is the only Python script in it
    assert app.locator("py-script, mpy-script, script[type='mpy']").count() == 0
    assert app.locator("script[type='py']").count() == 1
