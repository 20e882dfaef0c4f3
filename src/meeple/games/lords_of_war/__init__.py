"""Lords of War: Elves versus Lizardmen - the card battle game on a 7 x 6 battle map.

``GAME`` is the game class (CLI name ``lords-of-war``); ``GREEDY`` its one-ply greedy agent.
"""

from meeple.games.lords_of_war.game import LordsOfWarGame
from meeple.games.lords_of_war.greedy import GreedyAgent

GAME = LordsOfWarGame
GREEDY = GreedyAgent

__all__ = ["GAME", "GREEDY", "GreedyAgent", "LordsOfWarGame"]
