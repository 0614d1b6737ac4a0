"""The shape of a command-line subcommand, which the CLI has and a game may add.

A game names its own in ``games/<game>/commands.py`` as ``COMMANDS`` and never imports the CLI:
the CLI asks the catalogue for them, so a game stays a leaf of the import graph."""

from __future__ import annotations

import argparse
from collections.abc import Callable

Command = tuple[Callable[[argparse.ArgumentParser], None], Callable[[argparse.Namespace], int]]
"""How a subcommand adds its arguments, and how it runs."""
