"""``window.kartentischTest``: what the browser tests and the benchmarks drive the page by.

Installed only on a page opened for tests: the browser context that opens it sets
``window.kartentischUnderTest = true`` before the page's scripts run (the tests' harness and
the benchmarks do; ``app.TEST_SWITCH``). A player's page has no hook, and never imports this
module. A query in the address would not do: links carry their own queries (shared deals,
refused when they hold more), the page drops a link's query after reading it, and tests
navigate on from there.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import TYPE_CHECKING, Any

from kartentisch import catalogue
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec
from kartentisch.link.seat_door import Doors
from kartentisch.ui.boot import memory as memory_figures
from kartentisch.ui.lobby import lobby_view
from kartentisch.ui.shell import dom

if TYPE_CHECKING:
    from kartentisch.ui.shell.app import App


def _pyodide_module() -> Any:
    """Pyodide's runtime object. Imported here, not at the top: the memory snapshot's build
    compiles this module in Node, and must not take a JavaScript object into the image."""
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


def install(app: App) -> None:
    page, table = app.page, app.table

    def reset(*_: Any) -> None:
        app.dispatch.close_dialogs()
        table.generation += 1
        table.host = None
        page.storage.clear_saves()
        page.settings = page.stored_settings()
        app.settings.apply()
        table.toggle_log(False)
        page.clear_toasts()
        table.leave()

    def start(game_id: str, seats_json: str, seed: Any) -> None:
        """Start a game with these seats. A bot level the game does not have is refused
        (``Match.start`` raises ``UnknownBotLevelError``; the caller's promise rejects), as
        the new-game form refuses it, rather than seating a bot that never moves."""
        seats = json.loads(str(seats_json))
        players = []
        remote = []
        for number, seat in enumerate(seats):
            if isinstance(seat, dict):
                players.append(PlayerSpec(str(seat["name"]), seat.get("bot")))
                if seat.get("remote"):
                    remote.append(number)
            else:
                players.append(PlayerSpec(str(seat[0]), seat[1]))
        table.start_clicked_at = dom.now_ms()
        doors = Doors.open_for(remote) if remote else None
        table.open_match(Match.start(catalogue.get(str(game_id)), players, int(seed)), doors=doors)

    def state(*_: Any) -> str:
        if table.host is None:
            return json.dumps({"game": None, "screen": page.screen()})
        data = table.host.test_state()
        data["screen"] = "table"
        doors = app.together_host.doors
        if doors is not None:
            data["doors"] = {
                "away": doors.away(),
                "connected": doors.connected(),
                "refusals": doors.refusals,
            }
        data["guest"] = table.guest
        return json.dumps(data)

    def guest_send(text: Any) -> bool:
        """Send ``text`` from a guest's page to its host as it is (hostile guests)."""
        return bool(dom.window.kartentischLink.send("host", str(text)))

    def timings(*_: Any) -> str:
        return json.dumps(page.timings)

    def rerender(times: Any = 20) -> str:
        """Paint the table ``times`` times; the paint times in ms (for benchmarks)."""
        spent = []
        for _ in range(int(times)):
            started = dom.now_ms()
            table.paint()
            spent.append(round(dom.now_ms() - started, 2))
        return json.dumps(spent)

    def new_game(game_id: str) -> None:
        """Open the new-game form for any registered game (the demo included)."""
        info = page.infos().get(str(game_id))
        if info is not None:
            app.lobby.form_game = info.id
            page.open_dialog("dlg-new", lobby_view.new_game_form(info, page.lang, info.id))

    def toast(text: Any, kind: Any = "info") -> None:
        page.toast(str(text), str(kind))

    def act(action: Any) -> None:
        """Play ``action`` by the path a click on a ``[data-action]`` element takes."""
        table.play_action(str(action))

    def memory(*_: Any) -> str:
        """What Python and Pyodide hold now, after a full collection (``ui.boot.memory``)."""
        return json.dumps({**memory_figures.python_objects(), **runtime_memory()})

    def installed(*_: Any) -> str:
        """The engine wheel's files as the start left them (``ui.boot.snapshot``)."""
        from kartentisch.ui.boot import snapshot

        return json.dumps(snapshot.installed_files())

    def loaded(name: Any) -> bool:
        """Whether a module is imported: a start must not import what it does not use."""
        return str(name) in sys.modules

    def settle(kind: Any) -> None:
        """Await a promise settled as ``kind`` says through ``dom.settled``; what came of
        it lands in ``window.kartentischSettled[kind]`` ("value: …" or "error: …")."""
        promise = dom.window.Promise
        calls: dict[str, tuple[Any, ...]] = {
            "value": ("resolve", "fine"),
            "error": ("reject", dom.window.Error.new("an error")),
            "text": ("reject", "text"),
            "object": ("reject", dom.js_object({"odd": 1})),
            "nothing": ("reject",),
        }
        call = calls[str(kind)]

        async def run() -> None:
            try:
                outcome = f"value: {await dom.settled(promise, *call)}"
            except dom.JsRejection as error:
                outcome = f"error: {error}"
            found = dom.nn(getattr(dom.window, "kartentischSettled", None))
            if found is None:
                dom.window.kartentischSettled = dom.js_object({})
            setattr(dom.window.kartentischSettled, str(kind), outcome)

        page.proxies.append(asyncio.ensure_future(run()))

    hook = {
        "memory": memory,
        "loaded": loaded,
        "traceProxies": lambda *_: trace_proxies(),
        "installed": installed,
        "toast": toast,
        "reset": reset,
        "start": start,
        "state": state,
        "timings": timings,
        "newGame": new_game,
        "rerender": rerender,
        "act": act,
        "guestSend": guest_send,
        "settle": settle,
    }
    for fn in hook.values():
        page.proxies.append(fn)
    dom.window.kartentischTest = dom.js_object({name: dom.proxy(fn) for name, fn in hook.items()})
