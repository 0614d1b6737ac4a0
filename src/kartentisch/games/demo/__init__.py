"""A tiny hidden game that proves the protocol end to end. Never shown to players.

Each seat holds a hidden hand from a 12-card deck; on a turn it plays a hand card face up or
draws from the stock. The game ends when a hand is empty; the cards left count against.

It is also the template for a new game: every game folder has the same role files, and this
one shows each in a few lines. Copy the folder, rename it, add its ``GAME`` to
``kartentisch/catalogue.py``, and grow each file into the game's own:

- ``state.py``: the state (plain data, the ``Rng`` inside) and the game's event type;
- ``actions.py``: the text form of every action, made and read in one place;
- ``rules.py``: the rules: dealing, whose turn it is, the legal actions, applying one;
- ``view.py``: what one seat may see (the game's view type), and dealing the unseen anew;
- ``bots.py``: the bot levels, deciding from their seat's view only (a ``bots/`` package, a
  module per level, once they pass 500 lines);
- ``levels.py``: a level's name to its bot (only the game object asks here);
- ``texts.py``: the game's sentences from the words in ``texts/<lang>.json`` (``describe``,
  and ``card_name`` where cards have names);
- ``undo.py``: what a person alone with bots may take back;
- ``game.py``: the ``Game`` object: its facts, dealing, the end, the result, its cards, and
  ``roles`` naming the files above, to which ``engine.roles.RoleGame`` hands the rest.
"""

from __future__ import annotations

from kartentisch.games.demo.game import GAME, Demo
from kartentisch.games.demo.state import DemoEvent, DemoState
from kartentisch.games.demo.view import DemoView

__all__ = ["GAME", "Demo", "DemoEvent", "DemoState", "DemoView"]
