"""Time to refuse hostile saves of growing size, per kilobyte (flat when the loader is linear).

``python3 -m bench hostile_saves``.

Each kind is made at 10 KB, 100 KB, 1 MB and 2 MB (the largest text a save may be); the
checksum is made right so the loader's checks behind it are reached too.
"""

from __future__ import annotations

import contextlib
import json
import sys
import time
from collections.abc import Callable

from kartentisch import catalogue
from kartentisch.engine import saves
from kartentisch.engine.errors import SaveError
from kartentisch.engine.match import Match
from kartentisch.engine.protocol import PlayerSpec

SIZES = (10_000, 100_000, 1_000_000, saves.MAX_SAVE_CHARS)


def base() -> dict[str, object]:
    match = Match.start(catalogue.get("zehn"), [PlayerSpec("Ada"), PlayerSpec("Bo", "easy")], 3)
    data: dict[str, object] = json.loads(saves.to_json(match))
    data.pop("checksum")
    return data


def signed(data: dict[str, object]) -> str:
    data = dict(data)
    data["checksum"] = saves.body_checksum(data)
    return json.dumps(data)


def fill(size: int, make: Callable[[int], str]) -> str:
    """The longest text ``make(n)`` no longer than ``size``, found by doubling then halving."""
    low, high = 0, 1
    while len(make(high)) <= size:
        low, high = high, high * 2
    while high - low > 1:
        mid = (low + high) // 2
        low, high = (mid, high) if len(make(mid)) <= size else (low, mid)
    return make(low)


KINDS: dict[str, Callable[[int], str]] = {
    "long name": lambda n: signed({**base(), "players": [{"name": "x" * n, "bot": None}] * 2}),
    "long action": lambda n: signed({**base(), "actions": [[0, "x" * n]]}),
    "many actions": lambda n: signed({**base(), "actions": [[0, "stop"]] * n}),
    "deep nesting": lambda n: "[" * n + "]" * n,
    "many keys": lambda n: json.dumps({str(i): i for i in range(n)}),
}


def main(argv: list[str]) -> int:
    print(f"{'kind':<14}" + "".join(f"{size // 1000:>10} KB" for size in SIZES) + "  (µs per KB)")
    for kind, make in KINDS.items():
        row = []
        for size in SIZES:
            text = fill(size, make)
            t0 = time.perf_counter()
            with contextlib.suppress(SaveError):
                saves.from_json(text, catalogue.get)
            seconds = time.perf_counter() - t0
            row.append(1e6 * seconds / (len(text) / 1000))
        print(f"{kind:<14}" + "".join(f"{v:>13.1f}" for v in row))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
