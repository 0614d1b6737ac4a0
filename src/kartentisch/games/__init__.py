"""Importing this package registers every game, in lobby order.

Each game lives in its own subpackage and exposes one ``Game`` instance; a game that is not
ready yet is registered with ``playable=False`` so the lobby can show it as coming.
"""

from kartentisch.engine.registry import register
from kartentisch.games.demo import DEMO

register(DEMO)
