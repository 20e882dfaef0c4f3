"""Drakborgen (Jakob Bonds and Dan Glimne, Alga 1985) with its expansion Drakborgen II (the
default; option ``expansion=none``: the base game alone), 1-4 heroes.

The rules come from public sources collected in the project's reference, the content is partly
public transcription and partly reconstructed (see ``data/`` and docs/rulings/drakborgen.md).
"""

from meeple.games.drakborgen.game import DrakborgenGame
from meeple.games.drakborgen.greedy import DrakborgenGreedy

GAME = DrakborgenGame
GREEDY = DrakborgenGreedy
CONFORMANCE_OPTIONS = [{"expansion": "none"}, {"players": 4, "expansion": "none"},
                       {"players": 3, "expansion": "drakborgen-ii"},
                       {"players": 2, "expansion": "drakborgen-ii", "heroes": "charak-hai,rohan"},
                       {"players": 3, "expansion": "drakborgen-ii", "heroes": "dzala,rohan,sigeir"}]
"""The base game (``expansion=none``, no longer the default) by two and by four; Drakborgen II
(catacombs, floor tiles, teleportation, amulets; the default options cover two, one and four)
played by three; and by two with Chārāk-Hai (his berserk's meters and the seat that may move him
in clone, JSON, determinization); and by three with Dzála (her oracaz's meters and the face-down
tiles only the seat on her right sees)."""

__all__ = ["CONFORMANCE_OPTIONS", "GAME", "GREEDY", "DrakborgenGame", "DrakborgenGreedy"]
