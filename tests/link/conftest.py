"""segno for the QR tests where the project is not installed (a checkout's own run).

``pip install -e '.[test]'`` (test.sh) installs it; elsewhere the tests import it from the
wheel the site's build downloads for the page anyway (serve.py ``PAGE_WHEELS``): a pure wheel
imports from its zip file.
"""

from __future__ import annotations

import importlib.util
import sys

import serve

if importlib.util.find_spec("segno") is None:
    for wheel in serve.pure_wheels(serve.PAGE_WHEELS, serve.CACHE / "page-wheels"):
        sys.path.append(str(wheel))
