"""A start that passes the page's limit (90 s) is told to the player, not ended: a plain start
on a slow phone or a busy device may well take that long, and Python booting normally must
not end in an error page. The page's clock is moved past the limit while the runtime's
WebAssembly is held back, so the start is still under way; released, it finishes, the notice
goes and the lobby works."""

from __future__ import annotations

from typing import Any

from harness import new_context, wait_ready

LIMIT_MS = 90_000
BOOT_MS = 300_000
"""The plain start after the runtime is let go: a first visit, which on a busy 2-core machine
has taken more than the harness's usual minute."""
HELD = "**/static/vendor/pyodide/pyodide.asm.wasm"


def test_a_start_past_the_limit_is_told_and_goes_on(browser: Any, site_server: Any) -> None:
    context, watch = new_context(browser, site_server.origin)
    try:
        page = context.new_page()
        held: list[Any] = []
        page.route(HELD, lambda route: held.append(route))
        page.clock.install()
        page.goto(site_server.url)
        while not held:  # the runtime's first request, answered only below
            page.wait_for_timeout(50)
        page.clock.run_for(LIMIT_MS + 1_000)
        root = "document.documentElement.dataset"
        assert page.evaluate(f"[{root}.ready, {root}.slow]") == ["0", "1"], (
            "still starting, not given up"
        )
        notice = page.locator("#boot-error")
        assert notice.is_visible()
        assert "länger als sonst" in str(notice.text_content())
        assert notice.locator("button", has_text="Neu laden").is_visible()

        for request in held:
            request.continue_()
        wait_ready(page, BOOT_MS)
        assert notice.is_hidden(), "the notice goes once the page is ready"
        page.locator('#games [data-lobby="new"][data-game="zehn"]').click()
        page.locator("#ng-form").wait_for(state="visible")
        watch.check([page])
    finally:
        context.close()
