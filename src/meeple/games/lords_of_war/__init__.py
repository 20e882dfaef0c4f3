"""Lords of War: Elves versus Lizardmen - the card battle game on a 7 x 6 battle map.

``GAME`` is the game class (CLI name ``lords-of-war``); ``GREEDY`` its one-ply greedy agent.
"""

from meeple.games.lords_of_war.game import LordsOfWarGame
from meeple.games.lords_of_war.greedy import GreedyAgent

GAME = LordsOfWarGame
GREEDY = GreedyAgent

CONFORMANCE_OPTIONS = [
    {"berserker_mod": "raging", "armies": ["orcs", "dwarves"]},
    {"battle_map": False, "berserker_mod": "kamikaze", "cavalry_rule": True},
]
"""Extra option sets for the conformance suite: out-of-turn decisions (Raging Berserkers) and
the unbounded map."""

__all__ = ["CONFORMANCE_OPTIONS", "GAME", "GREEDY", "GreedyAgent", "LordsOfWarGame"]
