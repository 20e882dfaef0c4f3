"""Ni no Kuni II: The Board Game (Steamforged Games, 2019), cooperative, 1-4 players.

Most card data is reconstructed (see ``data/`` and docs/rulings/ni_no_kuni.md).
"""

from meeple.games.ni_no_kuni.game import NiNoKuniGame
from meeple.games.ni_no_kuni.greedy import NiNoKuniGreedy

GAME = NiNoKuniGame
GREEDY = NiNoKuniGreedy

CONFORMANCE_OPTIONS = [{"players": 3, "boss": "doloran"}]
"""Extra option set for the conformance suite: Doloran's face-down quests (hidden cards on
the board) with three players."""

__all__ = ["CONFORMANCE_OPTIONS", "GAME", "GREEDY", "NiNoKuniGame", "NiNoKuniGreedy"]
