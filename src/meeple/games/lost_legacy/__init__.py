"""Lost Legacy: Second Chronicle - Vorpal Sword & Whitegold Spire (AEG / Japon Brand, 2015).

The two Second Chronicle sets are reconstructions (their printed card lists are not public);
The Starship is a public transcription; the Flying Garden is reconstructed. See
``docs/rulings/lost_legacy.md``.
"""

from meeple.games.lost_legacy.game import LostLegacyGame
from meeple.games.lost_legacy.greedy import LostLegacyGreedy

GAME = LostLegacyGame
GREEDY = LostLegacyGreedy

__all__ = ["GAME", "GREEDY", "LostLegacyGame", "LostLegacyGreedy"]
