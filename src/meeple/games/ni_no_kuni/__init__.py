"""Ni no Kuni II: The Board Game (Steamforged Games, 2019), cooperative, 1-4 players.

Most card data is reconstructed (see ``data/`` and docs/rulings/ni_no_kuni.md).
"""

from meeple.games.ni_no_kuni.game import NiNoKuniGame
from meeple.games.ni_no_kuni.greedy import NiNoKuniGreedy

GAME = NiNoKuniGame
GREEDY = NiNoKuniGreedy

__all__ = ["GAME", "GREEDY", "NiNoKuniGame", "NiNoKuniGreedy"]
