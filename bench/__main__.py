"""``python3 -m bench NAME [ARGS]``: run the benchmark module ``bench/NAME.py``.

Each benchmark module has ``main(argv) -> int``; ``startup`` measures the page's start-up.
"""

from __future__ import annotations

import importlib
import pkgutil
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    names = sorted(
        module.name
        for module in pkgutil.iter_modules([str(Path(__file__).parent)])
        if not module.name.startswith("_")
    )
    if not argv or argv[0] not in names:
        print(f"usage: python3 -m bench {{{','.join(names)}}} [args]", file=sys.stderr)
        return 2
    module = importlib.import_module(f"bench.{argv[0]}")
    return int(module.main(argv[1:]))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
