"""10 Gebote: a party card game where rules pile up and every slip costs a penalty chip."""

from kartentisch.games.zehn_gebote import commandments as commandments  # registers the cards
from kartentisch.games.zehn_gebote.game import GAME as GAME

__all__ = ["GAME"]
