"""Safari still needs the prefixed ``-webkit-user-select``: without it a code shown with
``user-select: all`` is not selected in one tap there, and copying it by hand gets hard."""

from __future__ import annotations

import re
from pathlib import Path

CSS = Path(__file__).resolve().parents[2] / "static" / "css"
RULE = re.compile(r"\{([^{}]*)\}")


def test_every_user_select_has_its_webkit_twin() -> None:
    missing = []
    for sheet in sorted(CSS.glob("*.css")):
        for body in RULE.findall(sheet.read_text(encoding="utf-8")):
            plain = re.findall(r"(?<![-\w])user-select:\s*([\w-]+)", body)
            prefixed = re.findall(r"-webkit-user-select:\s*([\w-]+)", body)
            if sorted(plain) != sorted(prefixed):
                missing.append(f"{sheet.name}: {body.strip()[:60]}")
    assert not missing, missing
