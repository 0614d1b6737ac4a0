"""The two engines besides Chromium, each as one page driven by script: for the engine tests
(``tests/browser/engines``) and the engines benchmark (``bench/engines.py``).

WebKit: WebKitGTK's ``WebKitWebDriver`` (classic WebDriver over HTTP, spoken here with urllib)
starts ``MiniBrowser --automation`` in an Xvfb display of its own. Firefox ESR: a Node script
(``firefox_driver.mjs``, puppeteer-core over WebDriver BiDi). Both offer the same few calls:
``goto``, ``reload``, ``run`` (a JavaScript expression, awaited when it is a promise, its value
as JSON) and ``wait`` for a condition. Each page starts a browser with a fresh profile, its
window (Firefox: its viewport) ``size`` wide and high.
"""

from __future__ import annotations

import contextlib
import json
import os
import select
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
FIREFOX = Path("/usr/bin/firefox-esr")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = Path("/usr/bin/Xvfb")
CALL_TIMEOUT_S = 180.0
DESKTOP = (1024, 768)


class EnginePage:
    """One page in another engine; subclasses say how a call reaches it."""

    name = ""
    needs: tuple[Path, ...] = ()
    """The programs the engine's driver starts (``missing`` says which are absent)."""

    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def run(self, js: str) -> Any:
        raise NotImplementedError

    def seen(self) -> list[str]:
        """What the driver itself saw go wrong since the last call (requests off the origin
        are told apart by the caller): ``["request: URL", "uncaught: …"]``."""
        return []

    def close(self) -> None:
        raise NotImplementedError

    def wait(self, condition_js: str, timeout_s: float = 90.0) -> Any:
        """Poll ``condition_js`` until it is truthy; its value."""
        deadline = time.monotonic() + timeout_s
        while True:
            value = self.run(condition_js)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(
                    f"{self.name}: still false after {timeout_s} s: {condition_js}"
                )
            time.sleep(0.15)


def missing(paths: Sequence[Path]) -> str | None:
    absent = [str(path) for path in paths if not path.exists()]
    return ", ".join(absent) + " not installed" if absent else None


# ---------------------------------------------------------------- Firefox


class FirefoxPage(EnginePage):
    """With ``preload``, those statements run in every document before the page's own
    scripts (the watch script, where the site is served as it is)."""

    name = "Firefox"
    needs = (FIREFOX,)

    def __init__(self, size: tuple[int, int] = DESKTOP, preload: str | None = None) -> None:
        node = shutil.which("node") or "node"
        self._log = open(os.devnull, "w")  # noqa: SIM115  (closed in close())
        self._process = subprocess.Popen(
            [node, str(HERE / "firefox_driver.mjs"), str(FIREFOX), str(size[0]), str(size[1])],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self._log,
            text=True,
        )
        self._reply()
        if preload is not None:
            self._call("preload", js=preload)

    def _reply(self) -> Any:
        stdout = self._process.stdout
        assert stdout is not None
        ready, _, _ = select.select([stdout], [], [], CALL_TIMEOUT_S)
        line = stdout.readline() if ready else ""
        if not line:
            raise AssertionError("Firefox's driver gave no answer (did it start?)")
        reply = json.loads(line)
        if "error" in reply:
            raise AssertionError(f"Firefox: {reply['error']}")
        return reply["ok"]

    def _call(self, op: str, **fields: Any) -> Any:
        stdin = self._process.stdin
        assert stdin is not None
        stdin.write(json.dumps({"op": op, **fields}) + "\n")
        stdin.flush()
        return self._reply()

    def goto(self, url: str) -> None:
        self._call("goto", url=url)

    def reload(self) -> None:
        self._call("reload")

    def run(self, js: str) -> Any:
        return self._call("run", js=js)

    def seen(self) -> list[str]:
        found = self._call("seen")
        return [f"request: {url}" for url in found["requests"]] + list(found["errors"])

    def close(self) -> None:
        with contextlib.suppress(AssertionError, OSError, ValueError):
            self._call("quit")
        try:
            self._process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self._process.kill()
            self._process.wait()
        self._log.close()


# ---------------------------------------------------------------- WebKit


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


ASYNC_RUN = """
const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (%s)).then(
  (value) => done({ok: value === undefined ? null : value}),
  (error) => done({error: String(error && error.stack ? error.stack : error)}));
"""


class WebKitPage(EnginePage):
    name = "WebKit"
    needs = (WEBKIT_DRIVER, MINIBROWSER, XVFB)

    def __init__(self, size: tuple[int, int] = DESKTOP) -> None:
        read_end, write_end = os.pipe()
        self._xvfb = subprocess.Popen(
            [
                str(XVFB),
                "-displayfd",
                str(write_end),
                "-screen",
                "0",
                "1280x1024x24",
                "-nolisten",
                "tcp",
            ],
            pass_fds=(write_end,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write_end)
        display = b""
        while not display.endswith(b"\n"):
            ready, _, _ = select.select([read_end], [], [], 30)
            chunk = os.read(read_end, 16) if ready else b""
            if not chunk:
                break
            display += chunk
        os.close(read_end)
        if not display.strip():
            self._xvfb.kill()
            raise AssertionError("Xvfb did not start")
        port = _free_port()
        self._driver = subprocess.Popen(
            [str(WEBKIT_DRIVER), f"--port={port}"],
            env={**os.environ, "DISPLAY": ":" + display.decode().strip()},
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self._base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                self._http("GET", "/status")
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
        options = {"binary": str(MINIBROWSER), "args": ["--automation"]}
        capabilities = {"browserName": "MiniBrowser", "webkitgtk:browserOptions": options}
        session = self._http("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self._session = f"/session/{session['sessionId']}"
        timeouts = {"script": int(CALL_TIMEOUT_S * 1000), "pageLoad": int(CALL_TIMEOUT_S * 1000)}
        self._http("POST", self._session + "/timeouts", timeouts)
        self._http("POST", self._session + "/window/rect", {"width": size[0], "height": size[1]})

    def _http(self, method: str, path: str, body: Any = None) -> Any:
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self._base + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        try:
            with urllib.request.urlopen(request, timeout=CALL_TIMEOUT_S + 10) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as error:
            raise AssertionError(f"WebKit: {method} {path}: {error.read()[:1000]!r}") from None

    def goto(self, url: str) -> None:
        self._http("POST", self._session + "/url", {"url": url})

    def reload(self) -> None:
        self._http("POST", self._session + "/refresh", {})

    def run(self, js: str) -> Any:
        reply = self._http(
            "POST", self._session + "/execute/async", {"script": ASYNC_RUN % js, "args": []}
        )
        if "error" in reply:
            raise AssertionError(f"WebKit: {reply['error']}")
        return reply["ok"]

    def close(self) -> None:
        with contextlib.suppress(AssertionError, OSError):
            self._http("DELETE", self._session)
        for process in (self._driver, self._xvfb):
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
