"""Pure-Python packages the page installs on first use instead of at start.

Only play with one device each draws QR codes (``kartentisch.link.qr_code``, with segno):
every other start would pay for installing a package it never uses. ``ready()`` fetches the
wheel from the site (``static/wheels/``, where serve.py puts it and the service worker
precaches it, so it works offline), puts it on ``sys.path`` (a pure wheel imports from its
zip file as it is) and imports it. Once imported, a call returns at once; on CPython the
package is installed with the project (test.sh). The UI awaits it before drawing a code.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
import sys
from pathlib import Path

WHEELS = {"segno": "segno-1.6.6-py3-none-any.whl"}
"""Module name -> wheel file under ``static/wheels/``; the pins of serve.py's PAGE_WHEELS."""
WHEEL_FOLDER = "./static/wheels/"
"""Relative to the page, so the site works under a sub-path."""
INSTALL_DIR = Path("/tmp/kartentisch-wheels")


class _Installing:
    lock: asyncio.Lock | None = None


async def ready() -> None:
    """Every package of ``WHEELS`` installed and imported; raises OSError when a wheel cannot
    be had. The import is most of the cost (its modules are compiled on first import: about
    0.5 s on a loaded 2-core machine), so a page may call this early, before the code is
    needed, and draw the code later without a pause."""
    if all(name in sys.modules for name in WHEELS):
        return
    if _Installing.lock is None:
        _Installing.lock = asyncio.Lock()
    async with _Installing.lock:
        for name, wheel in WHEELS.items():
            if importlib.util.find_spec(name) is None:
                await _install(wheel)
            importlib.import_module(name)


async def _install(wheel: str) -> None:
    from kartentisch.ui.shell import dom  # the page's door to fetch: only in the browser

    response = await dom.window.fetch(WHEEL_FOLDER + wheel)
    if not response.ok:
        raise OSError(f"{wheel} could not be fetched ({response.status})")
    data = bytes((await response.arrayBuffer()).to_py())
    INSTALL_DIR.mkdir(parents=True, exist_ok=True)
    target = INSTALL_DIR / wheel
    target.write_bytes(data)
    if str(target) not in sys.path:
        sys.path.append(str(target))
    importlib.invalidate_caches()
