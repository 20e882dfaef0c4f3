"""Lineage II: The Boardgame (Dagoy, 2005), 2-5 players.

Most content is reconstructed (see ``data/`` and docs/rulings/lineage2.md).
"""

from meeple.games.lineage2.game import Lineage2Game
from meeple.games.lineage2.greedy import Lineage2Greedy

GAME = Lineage2Game
GREEDY = Lineage2Greedy

CONFORMANCE_OPTIONS = [{"players": 3, "rerolls": "one-at-a-time"}]
"""Extra option set for the conformance suite: the other reading of armour rerolls."""

__all__ = ["CONFORMANCE_OPTIONS", "GAME", "GREEDY", "Lineage2Game", "Lineage2Greedy"]
