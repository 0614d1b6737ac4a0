"""The second wall behind escaping: whatever reaches the page's one HTML door can never hand
PyScript a script to run or an event to bind (``ui/render/inert.py``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from kartentisch.ui.render.html import button, esc, tag
from kartentisch.ui.render.inert import inert

ROOT = Path(__file__).resolve().parents[2]

RUNNABLE = [
    "<py-script>from pyscript import window; window.pwned = 1</py-script>",
    '<script type="py">from pyscript import window; window.pwned = 1</script>',
    "<mpy-script>import js; js.pwned = 1</mpy-script>",
    "<SCRIPT type=py>x</SCRIPT>",
    '<script type="mpy" src="x.py"></script>',
    "<py-config>x</py-config>",
]


@pytest.mark.parametrize("markup", RUNNABLE)
def test_a_script_like_element_becomes_text(markup: str) -> None:
    made = inert(f"<p>{markup}</p>")
    assert not re.search(r"<\s*/?\s*(script|m?py-)", made, re.IGNORECASE), made
    assert made.startswith("<p>") and made.endswith("</p>")


@pytest.mark.parametrize("name", ["py-click", "mpy-click", "PY-pointerdown", "py-keyup"])
def test_an_attribute_pyscript_would_bind_is_renamed(name: str) -> None:
    for markup in (f'<div {name}="handler">', f"<div class='x'{name}=handler>", f"<b {name}>"):
        made = inert(markup)
        assert f"data-inert-{name}" in made
        assert not re.search(rf"[\s'\"]{name}", made.replace(f"data-inert-{name}", ""))


def test_the_apps_own_markup_comes_back_as_it_was() -> None:
    markup = (
        tag("div", esc('<py-script>x</py-script> py-click="f"'), class_="copy-code py-2")
        + button(esc("Kopieren"), data_together="copy:1", data_py="1")
        + '<svg viewBox="0 0 2 2"><path d="M0 0h1"/></svg>'
    )
    assert inert(markup) == markup


def test_the_page_gets_html_through_one_door_only() -> None:
    """Every ``innerHTML`` the app's Python writes goes through ``dom.set_html``."""
    writers = []
    for path in (ROOT / "src").rglob("*.py"):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\.(innerHTML|outerHTML)\s*=(?!=)|insertAdjacentHTML", line):
                writers.append(f"{path.relative_to(ROOT)}:{number}")
    assert len(writers) == 1 and writers[0].startswith("src/kartentisch/ui/shell/dom.py:"), writers
