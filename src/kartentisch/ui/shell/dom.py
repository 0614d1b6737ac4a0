"""Thin helpers over the browser's DOM and storage; imported by ``ui.shell.app`` only."""

from __future__ import annotations

from typing import Any

from pyscript import document, window  # type: ignore[import-not-found]

from kartentisch.ui.records.storage import KeyValueStore, MemoryStore, Storage

PROBE_KEY = "kartentisch.probe"


def nn(value: Any) -> Any:
    """JavaScript's ``null`` (a ``JsNull`` object in this Pyodide) as ``None``."""
    if value is None or type(value).__name__ == "JsNull":
        return None
    return value


def by_id(element_id: str) -> Any:
    return nn(document.getElementById(element_id))


def query(selector: str, within: Any = None) -> Any:
    """The first element matching ``selector`` (in ``within`` or the document), or None."""
    return nn((document if within is None else within).querySelector(selector))


def active_element() -> Any:
    return nn(document.activeElement)


def set_html(element: Any, html: str) -> None:
    element.innerHTML = html


def show(element: Any, visible: bool) -> None:
    element.hidden = not visible


def closest(target: Any, selector: str) -> Any:
    """``target.closest(selector)`` that also copes with text nodes and a missing target."""
    if target is None:
        return None
    target = nn(target)
    if target is None:
        return None
    if getattr(target, "nodeType", 1) != 1:
        target = nn(target.parentElement)
        if target is None:
            return None
    return nn(target.closest(selector))


def attr(element: Any, name: str) -> str | None:
    value = nn(element.getAttribute(name))
    return None if value is None else str(value)


class BrowserStore:
    """``localStorage`` as a ``KeyValueStore``; errors (quota, security) propagate."""

    def __init__(self, local: Any) -> None:
        self.local = local

    def get(self, key: str) -> str | None:
        value = nn(self.local.getItem(key))
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        self.local.setItem(key, value)

    def remove(self, key: str) -> None:
        self.local.removeItem(key)

    def all_keys(self) -> list[str]:
        return [str(self.local.key(i)) for i in range(int(self.local.length))]


def open_storage() -> Storage:
    """The browser's storage when it works; memory (with a notice to show) when it does not."""
    try:
        local = window.localStorage
        store: KeyValueStore = BrowserStore(local)
        store.set(PROBE_KEY, "1")
        store.remove(PROBE_KEY)
        return Storage(store)
    except Exception:
        return Storage(MemoryStore(), available=False)


def browser_languages() -> list[str]:
    """``navigator.languages`` (most wanted first), or ``[]`` when the browser says none."""
    try:
        found = [str(code) for code in window.navigator.languages]
    except Exception:
        found = []
    return found or [str(getattr(window.navigator, "language", "") or "")]


def prefers_reduced_motion() -> bool:
    try:
        return bool(window.matchMedia("(prefers-reduced-motion: reduce)").matches)
    except Exception:
        return False


def matches_media(query: str) -> bool:
    try:
        return bool(window.matchMedia(query).matches)
    except Exception:
        return False


def now_ms() -> float:
    return float(window.performance.now())


def console_warn(*parts: object) -> None:
    """Report a problem without writing to stderr (PyScript shows stderr as an error box)."""
    window.console.warn(" ".join(str(p) for p in parts))


def _pyodide_module() -> Any:
    """Pyodide's runtime object. Imported here, not at the top: the memory snapshot's build
    imports this module in Node, and must not take a JavaScript object into the image."""
    import pyodide_js  # type: ignore[import-not-found]

    return pyodide_js._module


class _ProxyTracing:
    on = False
    """Set once ``trace_proxies`` switched Pyodide's tracing on (it cannot be asked)."""


def runtime_memory() -> dict[str, int]:
    """Pyodide's own figures: the WebAssembly memory's size in bytes, the JavaScript objects
    Python holds references to, and (once ``trace_proxies`` ran) the proxies of Python objects
    handed to JavaScript and not yet released. -1 for a figure this Pyodide does not offer."""
    module = _pyodide_module()
    figures = {"wasm_bytes": -1, "js_refs": -1, "live_proxies": -1}
    try:
        figures["wasm_bytes"] = int(module.HEAP8.length)
        figures["js_refs"] = int(module._hiwire_num_refs())
        if _ProxyTracing.on:
            figures["live_proxies"] = int(module.pyproxy_alloc_map.size)
    except Exception:
        pass
    return figures


def trace_proxies() -> bool:
    """From now on, count every proxy of a Python object until it is destroyed (Pyodide's own
    allocation tracing: slow, and it keeps leaked proxies alive, so for tests only)."""
    try:
        module = _pyodide_module()
        module.pyproxy_alloc_map.clear()
        module.enable_pyproxy_allocation_tracing()
    except Exception:
        return False
    _ProxyTracing.on = True
    return True
