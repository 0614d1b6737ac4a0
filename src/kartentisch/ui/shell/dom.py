"""Thin helpers over the browser's DOM and storage, and the one door to PyScript and Pyodide.

The shell's other modules reach the document, the window and JavaScript's callbacks through
these names; a module outside the shell that needs the page (the replays' screen) is handed
this module by the shell."""

from __future__ import annotations

from typing import Any

import pyscript  # type: ignore[import-not-found]
from pyodide.ffi import (  # type: ignore[import-not-found]
    JsException,
    create_once_callable,
    create_proxy,
    to_js,
)

from kartentisch.ui.records.storage import KeyValueStore, MemoryStore, Storage
from kartentisch.ui.render.inert import inert

document: Any = pyscript.document
window: Any = pyscript.window
PROBE_KEY = "kartentisch.probe"


def nn(value: Any) -> Any:
    """JavaScript's ``null`` (a ``JsNull`` object in this Pyodide) as ``None``."""
    if value is None or type(value).__name__ == "JsNull":
        return None
    return value


def play_sound(kind: str) -> None:
    """A short sound (and vibration) of ``kind`` through ``static/js/sound.js``, which plays
    only when the sound setting is on."""
    sound = nn(getattr(window, "ktSound", None))
    if sound is not None:
        sound.play(kind)


def by_id(element_id: str) -> Any:
    return nn(document.getElementById(element_id))


def query(selector: str, within: Any = None) -> Any:
    """The first element matching ``selector`` (in ``within`` or the document), or None."""
    return nn((document if within is None else within).querySelector(selector))


def query_all(selector: str, within: Any = None) -> list[Any]:
    """Every element matching ``selector`` (in ``within`` or the document), in order."""
    found = (document if within is None else within).querySelectorAll(selector)
    return [found.item(i) for i in range(int(found.length))]


def active_element() -> Any:
    return nn(document.activeElement)


def set_html(element: Any, html: str) -> None:
    """The one place the app writes HTML into the page: made inert first (``render.inert``),
    so no slip in escaping can ever hand PyScript a script to run."""
    element.innerHTML = inert(html)


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


def prefers_dark() -> bool:
    """The device asks for a dark look (``prefers-color-scheme: dark``)."""
    try:
        return bool(window.matchMedia("(prefers-color-scheme: dark)").matches)
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


def js_object(values: dict[str, Any]) -> Any:
    """A plain JavaScript object with ``values`` (options for ``focus``, ``share``, ``Blob``)."""
    return to_js(values, dict_converter=window.Object.fromEntries)


def js_list(values: list[Any]) -> Any:
    return to_js(values)


def proxy(handler: Any) -> Any:
    """``handler`` callable from JavaScript for as long as the page lives (a listener)."""
    return create_proxy(handler)


def later(ms: int, callback: Any) -> None:
    """Run ``callback`` once after ``ms`` milliseconds."""
    window.setTimeout(create_once_callable(callback), ms)


def next_frame(callback: Any) -> None:
    """Run ``callback`` once, when the browser paints next."""
    window.requestAnimationFrame(create_once_callable(callback))


class JsRejection(Exception):
    """A JavaScript promise was rejected, with whatever it was rejected with (an ``Error``, a
    ``DOMException``, a string, any object): the message says it in words."""


async def settled(target: Any, method: str, *args: Any) -> Any:
    """Await ``target[method](*args)``, a call that returns a promise: its value, or
    ``JsRejection`` whatever it is rejected with.

    Every promise Python awaits is made through here (``static/js/settle.js``). A promise
    that reaches Python rejected with something that is neither an ``Error`` nor a
    ``DOMException`` (WebKit's ``getUserMedia`` without a camera, ``Promise.reject("text")``)
    never completes the awaiting task: Pyodide cannot make an exception of it. settle.js
    turns every rejection into an ``Error`` before the promise crosses over."""
    settle = nn(getattr(window, "kartentischSettle", None))
    if settle is None:
        raise JsRejection("settle.js is not loaded")
    try:
        return await settle(target, method, *args)
    except JsException as error:
        message = getattr(error, "message", None)
        raise JsRejection(message if isinstance(message, str) else str(error)) from error
