"""Devices for the peer connection tests: each one a Chromium with a profile of its own, copied
from one that has visited the site once.

A fresh browser context is a first visit: a plain boot of Python, and then a second Python in
a worker making the memory snapshot for the next start. The netplay tests open about thirty
devices; on a 2-core machine those first visits were most of the folder's time, and what they
test (the boot) is tested elsewhere. So the folder visits the site once, in a profile of its
own (the template: booted, the snapshot stored, the service worker installed), and every
device starts from a copy of it, as a phone that has played before: a start from the
snapshot, in about a second. Each copy is its own Chromium (``launch_persistent_context``),
so devices share no storage, as separate phones would.

``DeviceBrowser`` stands where a Playwright ``Browser`` stood: ``new_context(**options)`` gives
a new device (with the extra flags it was made with, e.g. a fake camera), so
``harness.new_context`` and the tests open devices as they opened contexts.
"""

from __future__ import annotations

import itertools
import shutil
from pathlib import Path
from typing import Any

from harness import (
    CHROMIUM,
    CHROMIUM_FLAGS,
    INIT_SCRIPT,
    VIEWPORT,
    wait_for_service_worker,
    wait_ready,
)

IMAGE_TIMEOUT_MS = 300_000
"""The template's snapshot is made in a worker after the boot: a minute or more on a busy
2-core machine."""

NOT_COPIED = shutil.ignore_patterns("Singleton*", "lockfile", "LOCK", "Crashpad", "BrowserMetrics")
"""A running browser's locks and reports: a copy of a closed profile must not carry them."""

IMAGE_JS = "() => ['stored', 'failed'].includes(document.documentElement.dataset.image)"


class Devices:
    """The template profile, made on first use, and a numbered copy for every device."""

    def __init__(self, playwright: Any, site_url: str, folder: Path) -> None:
        self.playwright, self.site_url, self.folder = playwright, site_url, folder
        self.template = folder / "template"
        self.numbers = itertools.count(1)
        self.made = False

    def _launch(self, profile: Path, flags: list[str], **options: Any) -> Any:
        return self.playwright.chromium.launch_persistent_context(
            str(profile),
            executable_path=str(CHROMIUM),
            args=[*CHROMIUM_FLAGS, *flags],
            headless=True,
            **options,
        )

    def make_template(self) -> None:
        """Visit the site once: boot, the snapshot made and stored, the service worker
        installed (later starts are controlled by it and restore the snapshot)."""
        if self.made:
            return
        context = self._launch(self.template, [], viewport=VIEWPORT, locale="de-DE")
        try:
            context.add_init_script(INIT_SCRIPT)
            page = context.pages[0] if context.pages else context.new_page()
            page.goto(self.site_url)
            wait_ready(page, IMAGE_TIMEOUT_MS)
            page.wait_for_function(IMAGE_JS, timeout=IMAGE_TIMEOUT_MS)
            image = page.evaluate("document.documentElement.dataset.image")
            assert image == "stored", f"the template's snapshot was not made ({image})"
            wait_for_service_worker(page, timeout_ms=IMAGE_TIMEOUT_MS)  # it claims the page
            page.reload()
            wait_ready(page, IMAGE_TIMEOUT_MS)
            boot = page.evaluate("document.documentElement.dataset.boot")
            assert boot == "snapshot", f"the template starts {boot}, not from its snapshot"
        finally:
            context.close()
        self.made = True

    def open(self, flags: list[str], **options: Any) -> Any:
        """A new device: a copy of the template in a Chromium of its own, started with
        ``flags``; its profile is deleted when it closes."""
        self.make_template()
        profile = self.folder / f"device-{next(self.numbers)}"
        shutil.copytree(self.template, profile, ignore=NOT_COPIED)
        context = self._launch(profile, flags, **options)
        context.on("close", lambda _: shutil.rmtree(profile, ignore_errors=True))
        return context


class DeviceBrowser:
    """What the tests use as a browser: every ``new_context`` is a new device."""

    def __init__(self, devices: Devices, flags: list[str]) -> None:
        self.devices, self.flags = devices, flags

    def new_context(self, **options: Any) -> Any:
        return self.devices.open(self.flags, **options)
