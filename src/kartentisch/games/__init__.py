"""The games of the app, in lobby order: a new game is a folder here and one line in ``GAMES``.

Each entry is a subpackage exposing ``GAME`` (a ``Game`` instance), its table renderer in
``ui/tables/`` and its stylesheet in ``static/css/``. This package imports nothing: the
registry imports the games, never the other way round. A game may add command-line
subcommands in an optional ``commands`` module (see ``fuenf_kronen/commands.py``).
"""

GAMES = ("fuenf_kronen", "eselspiel", "zehn", "zehn_gebote", "demo")
"""Package names in lobby order; a game's id is its package name with ``-`` for ``_``.
The protocol demo is hidden (``GameInfo.hidden``): tests use it, players never see it."""
