#!/bin/sh
# Runs every test: engine on CPython, engine under Pyodide in Node, browser end-to-end.
# Installs what the tests need first (Python packages; the runtime via npm on first build).
# Needs python3 (3.11+), node 20 with npm, Chromium at /usr/bin/chromium, and for the engine
# tests firefox-esr, webkit2gtk-driver and xvfb (skipped when absent, outside CI).
# Extra arguments go to pytest, e.g. `sh test.sh -m "not browser"` or `sh test.sh tests/engine`.
# Property tests (Hypothesis) run derandomized by default: the same examples every run.
# KARTENTISCH_HYPOTHESIS=deep draws fresh examples, many more of them, for a deeper search:
#   KARTENTISCH_HYPOTHESIS=deep sh test.sh tests/engine tests/ui tests/games
set -eu
cd "$(dirname "$0")"

PYTHON=python3
if [ -z "${VIRTUAL_ENV:-}" ] && [ -f "$(python3 -c 'import sysconfig; print(sysconfig.get_path("stdlib"))')/EXTERNALLY-MANAGED" ]; then
  # A system Python that refuses pip installs (Debian): use a project virtual environment.
  [ -x .venv/bin/python ] || python3 -m venv .venv
  PYTHON=.venv/bin/python
fi

"$PYTHON" -m pip install --quiet --disable-pip-version-check -e '.[test]'
# Lint and types first: a style or type error fails the run like a failing test.
"$PYTHON" -m ruff check .
"$PYTHON" -m ruff format --check .
"$PYTHON" -m mypy --strict
# Two processes share the tests, one file at a time each (a file's fixtures stay together);
# KARTENTISCH_TEST_WORKERS=0 runs them in this process alone.
# The slowest tests are listed at the end: where the run's time goes.
exec "$PYTHON" -m pytest --numprocesses "${KARTENTISCH_TEST_WORKERS:-2}" --dist loadfile \
  --durations=25 "$@"
